"""Remote instances: the request (core/engines/remote_request.py) and the connect failures without a browser,
then the connect path against a real ``playwright run-server`` on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.errors import InvalidParams, UnsupportedCapability
from CamoufoxLibrary.core.engines import processes
from CamoufoxLibrary.core.engines.find import system_firefox
from CamoufoxLibrary.core.engines.remote import check_browser_prefs, connect_failure
from CamoufoxLibrary.core.engines.remote_request import LAUNCH_OPTIONS_HEADER, remote_request
from testsupport.browserserver import BrowserServer
from testsupport.envelopes import error_of
from testsupport.waiting import wait_until

BROWSER_FIXTURES = ("server", "remote")
ENDPOINT = "ws://127.0.0.1:9222/"


def request(ws_endpoint: str = ENDPOINT, **given: Any):
    arguments: dict[str, Any] = {
        "connect_headers": None,
        "launch_options": None,
        "connect_timeout": None,
        "headless": True,
        "proxy": None,
        "prefs": {},
    }
    arguments.update(given)
    return remote_request(ws_endpoint, **arguments)


def sent_options(made) -> dict[str, Any]:
    return json.loads(made.headers[LAUNCH_OPTIONS_HEADER])


# --- the request, without a browser ------------------------------------------------------


def test_default_launch_options_ask_for_firefox_over_bidi() -> None:
    made = request()
    expected = {"channel": "moz-firefox", "headless": True}
    if system_firefox():
        expected["executablePath"] = system_firefox()
    assert sent_options(made) == made.launch_options == expected
    assert made.bidi and made.headless and made.timeout == 30.0
    assert made.executable_path == system_firefox()


def test_given_launch_options_are_sent_with_headless_proxy_and_prefs() -> None:
    made = request(
        launch_options={"channel": "moz-firefox-beta", "firefoxUserPrefs": {"a": 1}},
        headless=False,
        proxy={"server": "http://127.0.0.1:3128"},
        prefs={"b": 2},
        connect_timeout=2.5,
        connect_headers={"Authorization": "Bearer t"},
    )
    assert sent_options(made) == {
        "channel": "moz-firefox-beta",
        "headless": False,
        "proxy": {"server": "http://127.0.0.1:3128"},
        "firefoxUserPrefs": {"a": 1, "b": 2},
    }
    assert made.headers["Authorization"] == "Bearer t"
    assert made.bidi and not made.headless and made.timeout == 2.5
    # The caller's headless wins over ours; no channel: not Firefox over BiDi.
    other = request(launch_options={"headless": False}, headless=True)
    assert sent_options(other) == {"headless": False}
    assert not other.bidi and other.executable_path is None


@pytest.mark.parametrize(
    "endpoint",
    ["ws://127.0.0.1:9222/", "wss://grid.example/playwright?token=x", " ws://[::1]:3000 "],
)
def test_endpoints_that_are_websocket_urls(endpoint: str) -> None:
    assert request(ws_endpoint=endpoint).endpoint == endpoint.strip()


@pytest.mark.parametrize(
    "endpoint", ["http://127.0.0.1:9222/", "127.0.0.1:9222", "ws://", "ws://h:99999/", ""]
)
def test_endpoints_that_are_not(endpoint: str) -> None:
    with pytest.raises(InvalidParams, match="argument 'ws_endpoint' must be the ws:// or wss://"):
        request(ws_endpoint=endpoint)


@pytest.mark.parametrize(
    ("given", "says"),
    [
        ({"connect_timeout": 0}, "argument 'connect_timeout' must be a positive number"),
        ({"connect_timeout": float("inf")}, "argument 'connect_timeout'"),
        ({"connect_headers": {" ": "x"}}, "argument 'connect_headers': header ' '"),
        ({"connect_headers": {"A": 1}}, "argument 'connect_headers': header 'A'"),
        (
            {"connect_headers": {"X-Playwright-Launch-Options": "{}"}},
            "give the launch options as 'launch_options'",
        ),
        ({"launch_options": {"x": object()}}, "argument 'launch_options' must be a JSON object"),
        (
            {"launch_options": {"proxy": {}}, "proxy": {"server": "x"}},
            "argument 'proxy': launch_options has a proxy",
        ),
        (
            {"launch_options": {"firefoxUserPrefs": 3}, "prefs": {"a": 1}},
            "firefoxUserPrefs must be an object",
        ),
    ],
)
def test_bad_connect_arguments_name_themselves(given: dict[str, Any], says: str) -> None:
    with pytest.raises(InvalidParams, match=says):
        request(**given)


def test_a_header_value_is_never_in_the_error() -> None:
    with pytest.raises(InvalidParams) as caught:
        request(connect_headers={"Authorization": "Bearer s3cret", " ": "s3cret"})
    assert "s3cret" not in caught.value.message


def call(tool: str, **arguments: Any) -> dict[str, Any]:
    """One call of a fresh core that never starts a browser (the checks fail first)."""

    async def run() -> dict[str, Any]:
        core = ToolCore()
        try:
            return await core.call(tool, arguments)
        finally:
            await core.aclose()

    return asyncio.run(run())


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        (
            {"engine": "firefox", "profile_dir": "/tmp/x", "humanize": True},
            "argument(s) engine, humanize, profile_dir are for a browser this library launches",
        ),
        ({"executable_path": "/usr/bin/firefox"}, "argument(s) executable_path are for"),
        ({"camoufox_options": {"a": 1}, "window": [800, 600]}, "camoufox_options, window"),
        ({"browser_of": "main"}, "argument(s) ws_endpoint are for an instance with a browser"),
        ({"ws_endpoint": "http://x/"}, "argument 'ws_endpoint' must be"),
        ({"storage_state": "/no/such/file.json"}, "argument 'storage_state'"),
    ],
)
def test_launch_options_with_ws_endpoint_are_invalid(arguments: dict[str, Any], says: str) -> None:
    envelope = call("browser_create_instance", **{"ws_endpoint": ENDPOINT, **arguments})
    assert says in error_of(envelope, "invalid_params")["message"]


def test_connect_options_need_ws_endpoint() -> None:
    envelope = call("browser_create_instance", connect_timeout=3, launch_options={})
    message = error_of(envelope, "invalid_params")["message"]
    assert message == "argument(s) connect_timeout, launch_options need ws_endpoint"


# What Playwright's connect says, for each way it fails (as measured with 1.62).
FAILURES = [
    (
        "BrowserType.connect: WebSocket error: connect ECONNREFUSED 127.0.0.1:9\nCall log:",
        "nothing listens there (connection refused)",
    ),
    (
        "BrowserType.connect: WebSocket error: getaddrinfo ENOTFOUND nowhere.invalid",
        "its host is not found",
    ),
    (
        "BrowserType.connect: WebSocket error: ws://h:1/ 428 Precondition Required\n"
        "║ Playwright version mismatch: ║\n║   - server version: v1.62 ║\n"
        "║   - client version: v1.10 ║",
        "the server runs 1.62, this client 1.10",
    ),
    (
        "BrowserType.connect: WebSocket error: ws://h:1/nope 400 Bad Request\nCall log:",
        "refused the WebSocket handshake (HTTP 400 Bad Request); is it a Playwright browser "
        "server, is the path right?",
    ),
    (
        "BrowserType.connect: WebSocket error: ws://h:1/ 401 Unauthorized",
        "is the token in connect_headers right?",
    ),
    (
        "Connection.init: Cannot find Firefox installation for channel 'moz-firefox'\n  /snap/x",
        "the server could not start a browser: Cannot find Firefox installation for channel "
        "'moz-firefox'   /snap/x (a server started without --unsafe ignores executablePath",
    ),
    ("Connection timed out", "no browser within connect_timeout (30 s)"),
    ("BrowserType.connect: Timeout 30000ms exceeded.", "no browser within connect_timeout"),
    ("BrowserType.connect: something new", "something new"),
]


@pytest.mark.parametrize(("said", "cause"), FAILURES)
def test_connect_failures_name_the_endpoint_and_the_cause(said: str, cause: str) -> None:
    failure = connect_failure(request(launch_options={"executablePath": "/x"}), Exception(said))
    assert failure.error_type == "browser_not_running"
    assert failure.message.startswith(f"cannot connect to the browser server at {ENDPOINT}: ")
    assert cause in failure.message


# --- against a real browser server -------------------------------------------------------


@pytest.fixture(scope="module")
def server() -> Iterator[BrowserServer]:
    started = BrowserServer()
    started.start()
    yield started
    started.stop()
    assert started.processes() == []


@pytest.fixture(scope="module")
def remote(live_cores, server):
    """A core with the remote instance 'far' on the server."""
    live = live_cores(timeout=20)
    live.ok("browser_create_instance", instance="far", ws_endpoint=server.endpoint)
    return live


def test_a_remote_instance_reports_its_server(remote, server) -> None:
    info = remote.ok("browser_list_instances")["instances"][0]
    assert info["engine"] == "remote"
    assert info["ws_endpoint"] == server.endpoint
    assert info["pid"] is None and info["browser_version"]
    assert info["page_count"] == 1 and info["running"] is True
    # No process carries our tag: the browser is the server's.
    assert processes.tagged_pids(remote.core.manager.tag_prefix) == []


def test_keywords_work_on_a_remote_instance(remote, http_server, tmp_path: Path) -> None:
    url = http_server.add(
        "/remote.html", "<title>Far</title><button onclick=\"this.textContent='done'\">Go</button>"
    )
    assert remote.ok("browser_navigate", instance="far", url=url)["title"] == "Far"
    assert "button" in remote.ok("browser_snapshot", instance="far")["snapshot"]
    remote.ok("browser_click", instance="far", ref="text=Go")
    remote.ok("browser_verify_text_visible", instance="far", text="done")
    shot = tmp_path / "far.png"
    remote.ok("browser_screenshot", instance="far", file_path=str(shot))
    assert shot.read_bytes().startswith(b"\x89PNG")  # written here, not on the server
    state = tmp_path / "state.json"
    remote.ok("browser_save_storage_state", instance="far", file_path=str(state))
    assert "cookies" in json.loads(state.read_text())


def test_history_moves_on_a_remote_instance_skip_the_back_forward_cache(
    remote, http_server
) -> None:
    # The server (--unsafe) takes our preference: a cacheable page comes back at once.
    first = http_server.add("/far-a.html", "<title>Far A</title>") + "?cacheable"
    second = http_server.add("/far-b.html", "<title>Far B</title>") + "?cacheable"
    remote.ok("browser_navigate", instance="far", url=first)
    remote.ok("browser_navigate", instance="far", url=second)
    assert remote.ok("browser_navigate_back", instance="far")["title"] == "Far A"
    assert remote.ok("browser_navigate_forward", instance="far")["title"] == "Far B"


def test_a_shared_remote_instance_is_a_new_context_in_that_browser(remote, http_server) -> None:
    url = http_server.add("/cookie.html", "<script>document.cookie='k=v; path=/'</script>")
    remote.ok("browser_navigate", instance="far", url=url)
    info = remote.ok("browser_create_instance", instance="near", browser_of="far", locale="fi-FI")
    assert info["shares_browser_with"] == ["far"] and info["engine"] == "remote"
    assert remote.ok("browser_get_cookies", instance="near")["cookies"] == []
    seen = remote.ok("browser_evaluate", instance="near", function="() => navigator.language")
    assert seen["result"] == "fi-FI"
    remote.ok("browser_destroy_instance", instance="near")
    remote.ok("browser_snapshot", instance="far")  # the owner's connection stays


def test_destroying_closes_the_connection_and_the_server_ends_its_browser(
    live_cores, server, tmp_path: Path, http_server
) -> None:
    live = live_cores(timeout=20)
    before = set(server.processes())
    har = tmp_path / "far.har"
    live.ok(
        "browser_create_instance",
        instance="gone",
        ws_endpoint=server.endpoint,
        record_har_path=str(har),
    )
    live.ok("browser_navigate", instance="gone", url=http_server.add("/har.html", "<p>har"))
    # The Firefox the server launched for this connection: a new child of the server.
    launched = [
        pid
        for pid in server.processes()
        if pid not in before and processes.parent_pid(pid) == server.server_pid()
    ]
    assert len(launched) == 1, launched
    live.ok("browser_destroy_instance", instance="gone")
    urls = [e["request"]["url"] for e in json.loads(har.read_text())["log"]["entries"]]
    assert any(url.endswith("/har.html") for url in urls)  # the HAR came back to us
    assert not Path(f"{har}.tmp").exists()
    wait_until(lambda: not processes.is_alive(launched[0]), timeout=20, message="it stayed")


def test_browser_wide_options_reach_the_servers_browser(live_cores, server) -> None:
    live = live_cores(timeout=20)
    live.ok(
        "browser_create_instance",
        instance="dark",
        ws_endpoint=server.endpoint,
        color_scheme="dark",
        java_script_enabled=False,
    )
    seen = live.ok(
        "browser_evaluate",
        instance="dark",
        function="() => matchMedia('(prefers-color-scheme: dark)').matches",
    )
    assert seen["result"] is True
    envelope = live.error(
        "browser_create_instance",
        "unsupported_capability",
        instance="light",
        browser_of="dark",
        color_scheme="light",
    )
    assert "instance 'dark'" in envelope["message"]


def test_options_a_browser_did_not_take_are_unsupported(remote) -> None:
    page = remote.instance("far").pages[remote.instance("far").selected_page_id]
    with pytest.raises(
        UnsupportedCapability, match=r"color_scheme='dark' \(the page has 'light'\)"
    ):
        remote.run(check_browser_prefs(page, {"color_scheme": "dark", "java_script_enabled": True}))


def test_nothing_listening(remote, closed_port: int) -> None:
    endpoint = f"ws://127.0.0.1:{closed_port}/"
    envelope = remote.error(
        "browser_create_instance", "browser_not_running", instance="x", ws_endpoint=endpoint
    )
    assert envelope["message"].startswith(f"cannot connect to the browser server at {endpoint}")
    assert "connection refused" in envelope["message"]
    assert "x" not in remote.core.manager.instances


def test_a_refused_handshake_and_a_version_mismatch(remote, server, http_server) -> None:
    not_a_server = http_server.url("/").replace("http://", "ws://")
    envelope = remote.error(
        "browser_create_instance", "browser_not_running", instance="x", ws_endpoint=not_a_server
    )
    assert "refused the WebSocket handshake (HTTP 404" in envelope["message"]
    envelope = remote.error(
        "browser_create_instance",
        "browser_not_running",
        instance="x",
        ws_endpoint=server.endpoint,
        connect_headers={"User-Agent": "Playwright/1.10.0 (a far older client)"},
    )
    assert "version mismatch: the server runs" in envelope["message"]
    assert "this client 1.10" in envelope["message"]


def test_no_answer_within_connect_timeout(remote) -> None:
    with socket.socket() as silent:  # accepts connections (the kernel does) and says nothing
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        endpoint = f"ws://127.0.0.1:{silent.getsockname()[1]}/"
        envelope = remote.error(
            "browser_create_instance",
            "browser_not_running",
            instance="x",
            ws_endpoint=endpoint,
            connect_timeout=0.5,
        )
    assert "no browser within connect_timeout (0.5 s)" in envelope["message"]


def test_a_server_that_cannot_launch_says_why_at_once(remote) -> None:
    safe = BrowserServer(unsafe=False)  # ignores executablePath: no Firefox where it looks
    safe.start()
    try:
        envelope = remote.error(
            "browser_create_instance",
            "browser_not_running",
            instance="x",
            ws_endpoint=safe.endpoint,
            connect_timeout=120,  # the cause comes back long before this
        )
    finally:
        safe.stop()
    assert "the server could not start a browser: " in envelope["message"]
    assert "without --unsafe ignores executablePath" in envelope["message"]


def test_a_server_that_dies_fails_every_instance_in_its_browser(live_cores) -> None:
    doomed = BrowserServer()
    doomed.start()
    live = live_cores(timeout=20)
    try:
        live.ok("browser_create_instance", instance="owner", ws_endpoint=doomed.endpoint)
        live.ok("browser_create_instance", instance="guest", browser_of="owner")
        doomed.kill()
        for name in ("owner", "guest"):
            envelope = wait_until(
                lambda name=name: error_or_none(live.call("browser_snapshot", instance=name)),
                message=f"instance {name} did not notice",
            )
            assert envelope["error_type"] == "browser_not_running", envelope
            assert (
                f"the browser server at {doomed.endpoint} closed the connection"
                in (envelope["message"])
            )
        live.ok("browser_destroy_instance", instance="guest")
        live.ok("browser_destroy_instance", instance="owner")
    finally:
        doomed.stop()


def error_or_none(envelope: dict[str, Any]) -> dict[str, Any] | None:
    return envelope if envelope["status"] == "error" else None
