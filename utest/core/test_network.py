"""Routes and network waits against a real browser, on the fixture server's JSON API.

atest/pages/network.html lists the items of ``/__api__/items`` when it loads, posts a
new one on ``Add item`` and shows what ``/__echo__`` saw on ``Echo``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from testsupport.server import FixtureServer
from testsupport.waiting import wait_until

NAME = "net"


@pytest.fixture
def page(live: Any, fixture_site: tuple[str, str]) -> str:
    """The network page, loaded with no route left over from another test."""
    live.ok("browser_unroute_all", instance=NAME)
    return fixture_site[0] + "/network.html"


def text(live: Any, selector: str, instance: str = NAME) -> str:
    return live.ok("browser_get_text", instance=instance, ref=selector)["text"]


def fetch_json(live: Any, url: str, instance: str = NAME, **init: Any) -> Any:
    script = f"() => fetch({json.dumps(url)}, {json.dumps(init)}).then(r => r.json())"
    return live.ok("browser_evaluate", instance=instance, function=script)["result"]


# --- fulfill ----------------------------------------------------------------------


def test_a_fulfilled_json_api_is_what_the_page_renders(live: Any, page: str) -> None:
    mock = {"items": [{"id": 9, "name": "mocked"}, {"id": 10, "name": "also mocked"}]}
    route = live.ok("browser_route_fulfill", instance=NAME, url="**/__api__/items", json=mock)
    assert route["action"] == "fulfill" and route["matched"] == 0
    live.ok("browser_navigate", instance=NAME, url=page)
    wait_until(lambda: text(live, "id=state") == "loaded 200")
    assert text(live, "id=items") == "mocked\nalso mocked"
    listed = live.ok("browser_list_routes", instance=NAME)["routes"]
    assert [(r["route_id"], r["matched"]) for r in listed] == [(route["route_id"], 1)]


def test_status_headers_and_json_text(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    live.ok(
        "browser_route_fulfill",
        instance=NAME,
        url="**/mocked/*",
        status=418,
        headers={"X-Mock": "yes"},
        json='{"tea": true}',
    )
    script = """() => fetch('/mocked/x').then(async r =>
        [r.status, r.headers.get('x-mock'), r.headers.get('content-type'), await r.json()])"""
    seen = live.ok("browser_evaluate", instance=NAME, function=script)["result"]
    assert seen == [418, "yes", "application/json", {"tea": True}]


def test_a_file_body_takes_its_type_from_its_name(live: Any, page: str, tmp_path: Path) -> None:
    file = tmp_path / "items.json"
    file.write_text('{"items": [{"name": "from a file"}]}')
    route = live.ok("browser_route_fulfill", instance=NAME, url="**/__api__/items", path=str(file))
    assert route["content_type"] == "application/json"
    live.ok("browser_navigate", instance=NAME, url=page)
    wait_until(lambda: text(live, "id=items") == "from a file")


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"url": "regex:("}, "argument 'url': '(' is not a valid regular expression"),
        ({"url": " "}, "argument 'url' must be a URL glob"),
        ({"status": 700}, "argument 'status' must be an HTTP status from 200 to 599"),
        ({"status": 101}, "argument 'status' must be an HTTP status from 200 to 599"),
        ({"body": "x", "json": {"a": 1}}, "give one of body, json and path, not body and json"),
        ({"path": "/no/such/file"}, "argument 'path': file '/no/such/file' cannot be read"),
        ({"json": "{nope"}, "argument 'json' is text that is not JSON"),
        ({"headers": {"": "x"}}, "argument 'headers': header '' must have a name"),
    ],
)
def test_bad_fulfillments_name_their_argument(
    live: Any, page: str, arguments: dict[str, Any], words: str
) -> None:
    call = {"url": "**/x", **arguments}
    envelope = live.error("browser_route_fulfill", "invalid_params", instance=NAME, **call)
    assert words in envelope["message"]
    assert live.ok("browser_list_routes", instance=NAME)["routes"] == []


# --- abort, continue ----------------------------------------------------------------


def test_aborted_images_break_and_fail_as_the_engine_says(live: Any, page: str) -> None:
    live.ok("browser_route_abort", instance=NAME, url="**/*.png")
    live.ok("browser_navigate", instance=NAME, url=page)
    state = "document.getElementById('pixel').dataset.state"
    wait_until(lambda: live.evaluate(NAME, state) == "broken")
    requests = live.ok("browser_network_requests", instance=NAME, include_static=True)
    pixel = [r for r in requests["requests"] if r["url"].endswith("/__pixel__.png")]
    assert pixel and pixel[-1]["failure"] == "NS_ERROR_ABORT"


def test_without_routes_the_image_loads(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    wait_until(lambda: live.evaluate(NAME, "document.getElementById('pixel').dataset.state"))
    assert live.evaluate(NAME, "document.getElementById('pixel').dataset.state") == "loaded"


def test_abort_reasons_and_other_urls_are_beyond_firefox_over_bidi(live: Any, page: str) -> None:
    aborted = live.error(
        "browser_route_abort", "unsupported_capability", instance=NAME, url="**", error="timedout"
    )
    assert "NS_ERROR_ABORT" in aborted["message"]
    moved = live.error(
        "browser_route_continue",
        "unsupported_capability",
        instance=NAME,
        url="**",
        to_url="http://127.0.0.1/elsewhere",
    )
    assert "AbortError: The operation was aborted." in moved["message"]


def test_a_continued_request_carries_the_added_header_and_method(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    live.ok("browser_set_cookies", instance=NAME, cookies=[{"name": "sid", "value": "7",
                                                           "url": page}])  # fmt: skip
    live.ok(
        "browser_route_continue",
        instance=NAME,
        url="**/__echo__*",
        method="post",
        headers={"X-Added": "by a route"},
    )
    seen = fetch_json(live, "/__echo__?routed=1")
    assert seen["method"] == "POST"
    assert seen["headers"]["x-added"] == "by a route"
    assert seen["headers"]["cookie"] == "sid=7"  # the request's own headers go along


def test_the_newest_route_is_tried_first_and_each_is_removed_alone(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    old = live.ok("browser_route_fulfill", instance=NAME, url="**/which", body="old")
    new = live.ok("browser_route_fulfill", instance=NAME, url="**/which", body="new")
    read = "() => fetch('/which').then(r => r.text())"
    assert live.ok("browser_evaluate", instance=NAME, function=read)["result"] == "new"
    routes = live.ok("browser_list_routes", instance=NAME)["routes"]
    assert [(r["route_id"], r["matched"]) for r in routes] == [
        (new["route_id"], 1),
        (old["route_id"], 0),
    ]
    removed = live.ok("browser_unroute", instance=NAME, route=new["route_id"])["removed"]
    assert [r["route_id"] for r in removed] == [new["route_id"]]
    assert live.ok("browser_evaluate", instance=NAME, function=read)["result"] == "old"
    live.ok("browser_route_abort", instance=NAME, url="**/*.png")
    by_pattern = live.ok("browser_unroute", instance=NAME, route="**/which")["removed"]
    assert [r["matched"] for r in by_pattern] == [1]
    everything = live.ok("browser_unroute_all", instance=NAME)["removed"]
    assert [r["action"] for r in everything] == ["abort"]
    missing = live.error("browser_unroute", "invalid_params", instance=NAME, route="**/which")
    assert "argument 'route': no route '**/which'" in missing["message"]


def test_another_instance_sees_none_of_the_routes(live: Any, page: str) -> None:
    live.ok("browser_route_fulfill", instance=NAME, url="**/__api__/items", json={"items": []})
    live.ok("browser_create_instance", instance="net-other", browser_of=NAME)
    try:
        live.ok("browser_navigate", instance="net-other", url=page)
        wait_until(lambda: text(live, "id=items", "net-other") == "from the server")
        assert live.ok("browser_list_routes", instance="net-other")["routes"] == []
        assert live.ok("browser_list_routes", instance=NAME)["routes"][0]["matched"] == 0
    finally:
        live.ok("browser_destroy_instance", instance="net-other")


# --- HAR ------------------------------------------------------------------------------


def test_a_recorded_har_replays_with_its_server_gone(live: Any, tmp_path: Path) -> None:
    har = tmp_path / "session.har"
    with FixtureServer(Path(__file__).parents[2] / "atest" / "pages") as server:
        page = server.url("/network.html")
        live.ok("browser_create_instance", instance="net-rec", record_har_path=str(har))
        live.ok("browser_navigate", instance="net-rec", url=page)
        wait_until(lambda: text(live, "id=state", "net-rec") == "loaded 200")
        live.ok("browser_destroy_instance", instance="net-rec")
    live.ok("browser_create_instance", instance="net-replay")
    try:
        route = live.ok("browser_route_from_har", instance="net-replay", har=str(har))
        assert route["action"] == "har" and route["not_found"] == "abort"
        live.ok("browser_navigate", instance="net-replay", url=page)
        wait_until(lambda: text(live, "id=items", "net-replay") == "from the server")
        assert live.ok("browser_list_routes", instance="net-replay")["routes"][0]["matched"] >= 2
        missing = "() => fetch('/not-recorded').then(r => 'answered', e => 'failed')"
        result = live.ok("browser_evaluate", instance="net-replay", function=missing)
        assert result["result"] == "failed"
        live.ok("browser_unroute_all", instance="net-replay")
        live.ok("browser_route_fulfill", instance="net-replay", url="**/not-recorded", body="mock")
        live.ok("browser_route_from_har", instance="net-replay", har=str(har),
                not_found="fallback")  # fmt: skip
        result = live.ok("browser_evaluate", instance="net-replay", function=missing)
        assert result["result"] == "answered"
    finally:
        live.ok("browser_destroy_instance", instance="net-replay")


def test_a_har_must_be_one(live: Any, tmp_path: Path) -> None:
    not_har = tmp_path / "x.har"
    not_har.write_text('{"entries": []}')
    for har, words in [
        (str(tmp_path / "missing.har"), "does not exist"),
        (str(not_har), "is not a HAR file (no 'log' object)"),
    ]:
        envelope = live.error("browser_route_from_har", "invalid_params", instance=NAME, har=har)
        assert "argument 'har': " in envelope["message"] and words in envelope["message"]


def test_a_har_with_malformed_entries_is_refused_not_replayed(
    live: Any, page: str, tmp_path: Path
) -> None:
    har = tmp_path / "bad-entries.har"
    entry = {"request": {"method": "GET", "url": page}, "response": {"status": 200}}
    har.write_text(json.dumps({"log": {"entries": [entry]}}))
    envelope = live.error("browser_route_from_har", "invalid_params", instance=NAME, har=str(har))
    assert envelope["message"] == (
        f"argument 'har': in '{har}', log.entries[0].response.headers is missing"
    )
    assert live.ok("browser_list_routes", instance=NAME)["routes"] == []
    live.ok("browser_navigate", instance=NAME, url=page)  # not a navigation_failed


# --- waiting for traffic --------------------------------------------------------------


def test_the_response_of_a_post_with_its_json(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    wait = live.ok(
        "browser_expect_response", instance=NAME, url="**/__api__/items", method="post",
        status=201,
    )  # fmt: skip
    assert wait["kind"] == "response" and wait["method"] == "POST"
    live.ok("browser_click", instance=NAME, ref="id=add")
    response = live.ok("browser_wait_for_response", instance=NAME, wait_id=wait["wait_id"],
                       timeout=5)  # fmt: skip
    assert (response["method"], response["status"], response["ok"]) == ("POST", 201, True)
    assert response["json"] == {"id": 2, "item": {"name": "new item"}}
    assert response["headers"]["content-type"] == "application/json"
    request = response["request"]
    assert request["headers"]["content-type"] == "application/json"
    # Firefox over BiDi does not report the body; the result says so instead of nothing.
    assert request["body"] is None
    assert (
        "Firefox over WebDriver BiDi does not report request bodies"
        in (request["body_unavailable"])
    )
    assert "of 19 bytes" in request["body_unavailable"]  # {"name":"new item"}


def test_a_request_without_a_body_has_no_note(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    wait = live.ok("browser_expect_request", instance=NAME, url="regex:/__echo__\\?from=page$")
    live.ok("browser_click", instance=NAME, ref="id=echo-button")
    request = live.ok("browser_wait_for_request", instance=NAME, wait_id=wait["wait_id"])
    assert (request["method"], request["resource_type"]) == ("GET", "fetch")
    assert request["body"] is None and request["body_unavailable"] is None


def test_a_wait_that_times_out_names_the_pattern_and_what_came(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    wait = live.ok("browser_expect_response", instance=NAME, url="**/never", method="GET")
    live.ok("browser_click", instance=NAME, ref="id=echo-button")
    wait_until(lambda: "from=page" in text(live, "id=echo"))
    envelope = live.error(
        "browser_wait_for_response", "wait_timeout", instance=NAME, wait_id=wait["wait_id"],
        timeout=0.2,
    )  # fmt: skip
    message = envelope["message"]
    assert message.startswith("no response matching '**/never' (method GET) came within 0.2 s")
    assert "response GET " in message and "/__echo__?from=page -> 200" in message
    again = live.error(
        "browser_wait_for_response", "invalid_params", instance=NAME, wait_id=wait["wait_id"]
    )
    assert "a wait is collected once" in again["message"]


def test_a_wait_collects_only_its_own_kind(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    wait = live.ok("browser_expect_request", instance=NAME, url="**/__echo__?from=page")
    envelope = live.error(
        "browser_wait_for_response", "invalid_params", instance=NAME, wait_id=wait["wait_id"]
    )
    assert "collect it with browser_wait_for_request" in envelope["message"]
    live.ok("browser_click", instance=NAME, ref="id=echo-button")  # still pending: it matches
    request = live.ok("browser_wait_for_request", instance=NAME, wait_id=wait["wait_id"])
    assert request["url"].endswith("/__echo__?from=page")


def test_another_instances_traffic_never_matches(live: Any, page: str) -> None:
    live.ok("browser_create_instance", instance="net-elsewhere", browser_of=NAME)
    try:
        wait = live.ok("browser_expect_request", instance=NAME, url="**/__api__/items")
        live.ok("browser_navigate", instance="net-elsewhere", url=page)
        wait_until(lambda: text(live, "id=state", "net-elsewhere") == "loaded 200")
        live.error("browser_wait_for_request", "wait_timeout", instance=NAME,
                   wait_id=wait["wait_id"], timeout=0.2)  # fmt: skip
    finally:
        live.ok("browser_destroy_instance", instance="net-elsewhere")


@pytest.mark.parametrize(
    ("tool", "arguments", "words"),
    [
        ("browser_expect_request", {"url": "**", "method": "GET ME"}, "argument 'method'"),
        ("browser_expect_response", {"url": "**", "status": 99}, "argument 'status'"),
        ("browser_expect_response", {"url": "regex:["}, "argument 'url'"),
        ("browser_wait_for_request", {"wait_id": "wait-x", "timeout": -1}, "argument 'timeout'"),
    ],
)
def test_bad_waits_name_their_argument(
    live: Any, tool: str, arguments: dict[str, Any], words: str
) -> None:
    assert words in live.error(tool, "invalid_params", instance=NAME, **arguments)["message"]
