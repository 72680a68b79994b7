"""Per-page console and network capture: bounds, level filter, and a real page's traffic.

The first tests feed ``PageLog`` events by hand (its logic: the bound, the ``dropped``
count, severity, static filtering). The rest load fixture pages in a real browser and
read the records back through ``browser_console_messages`` and
``browser_network_requests``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from CamoufoxLibrary.core.browser import pagelog
from CamoufoxLibrary.core.browser.pagelog import LIMIT, Bounded, PageLog
from CamoufoxLibrary.core.contract.vocabulary import CONSOLE_LEVELS

# --- PageLog's own logic, events fed by hand ------------------------------------------


class EventSource:
    """Just enough of a Page for ``PageLog``: it records the handlers and fires them."""

    def __init__(self) -> None:
        self.handlers: dict[str, Callable[[Any], None]] = {}

    def on(self, event: str, handler: Callable[[Any], None]) -> None:
        self.handlers[event] = handler

    def fire(self, event: str, payload: Any) -> None:
        self.handlers[event](payload)


class Message:
    def __init__(self, type: str, text: str) -> None:
        self.type = type
        self.text = text
        self.location = {"url": "http://127.0.0.1/x.html", "lineNumber": 3, "columnNumber": 7}


class Request:
    def __init__(self, url: str, resource_type: str = "fetch") -> None:
        self.method = "GET"
        self.url = url
        self.resource_type = resource_type
        self.failure: str | None = None


class Response:
    def __init__(self, request: Request, status: int) -> None:
        self.request = request
        self.status = status
        self.ok = 200 <= status < 300


def make_log() -> tuple[PageLog, EventSource]:
    page = EventSource()
    return PageLog(page), page  # type: ignore[arg-type]


def test_bounded_keeps_the_newest_and_counts_the_dropped() -> None:
    buffer = Bounded()
    for n in range(LIMIT + 200):
        buffer.add({"n": n})
    assert len(buffer.entries) == LIMIT
    assert buffer.dropped == 200
    assert buffer.entries[0]["n"] == 200
    assert buffer.entries[-1]["n"] == LIMIT + 199


def test_bounded_drops_nothing_up_to_the_limit() -> None:
    buffer = Bounded()
    for n in range(LIMIT):
        buffer.add({"n": n})
    assert buffer.dropped == 0
    assert buffer.entries[0]["n"] == 0


def test_level_keeps_that_level_and_more_severe() -> None:
    log, page = make_log()
    for kind in ("debug", "log", "info", "warning", "error", "assert", "table"):
        page.fire("console", Message(kind, kind))

    def types(level: str | None) -> list[str]:
        return [m["type"] for m in log.console_messages(level)]

    everything = ["debug", "log", "info", "warning", "error", "assert", "table"]
    assert types(None) == everything
    assert types("debug") == everything
    assert types("info") == ["log", "info", "warning", "error", "assert", "table"]
    assert types("warning") == ["warning", "error", "assert"]
    assert types("error") == ["error", "assert"]


def test_console_entry_carries_its_source() -> None:
    log, page = make_log()
    page.fire("console", Message("log", "hello"))
    (entry,) = log.console_messages(None)
    assert entry["text"] == "hello"
    assert (entry["url"], entry["line"], entry["column"]) == ("http://127.0.0.1/x.html", 3, 7)
    assert entry["timestamp"] == pytest.approx(time.time(), abs=60)


def test_returned_entries_are_copies() -> None:
    log, page = make_log()
    request = Request("http://127.0.0.1/api")
    page.fire("request", request)
    before = log.network_requests(False)
    page.fire("response", Response(request, 201))
    assert before[0]["status"] is None
    assert log.network_requests(False)[0]["status"] == 201


def test_failed_request_gets_its_failure_and_ok_false() -> None:
    log, page = make_log()
    request = Request("http://127.0.0.1:1/nothing")
    page.fire("request", request)
    request.failure = "NS_ERROR_CONNECTION_REFUSED"
    page.fire("requestfailed", request)
    (entry,) = log.network_requests(False)
    assert entry["failure"] == "NS_ERROR_CONNECTION_REFUSED"
    assert entry["ok"] is False
    assert entry["status"] is None


def test_static_resources_are_hidden_unless_asked_for_or_failed() -> None:
    log, page = make_log()
    image = Request("http://127.0.0.1/a.png", "image")
    broken = Request("http://127.0.0.1/b.css", "stylesheet")
    api = Request("http://127.0.0.1/api", "xhr")
    for request in (image, broken, api):
        page.fire("request", request)
    page.fire("response", Response(image, 200))
    page.fire("response", Response(broken, 404))
    page.fire("response", Response(api, 200))
    assert [r["url"] for r in log.network_requests(False)] == [broken.url, api.url]
    assert [r["url"] for r in log.network_requests(True)] == [image.url, broken.url, api.url]


def test_unfinished_requests_are_tracked_with_a_bound() -> None:
    log, page = make_log()
    requests = [Request(f"http://127.0.0.1/r{n}") for n in range(LIMIT + 5)]
    for request in requests:
        page.fire("request", request)  # never finished: a long poll, a stalled download
    assert len(log._requests) == LIMIT
    assert log.network.dropped == 5
    page.fire("response", Response(requests[-1], 200))
    assert log.network_requests(False)[-1]["status"] == 200


def test_every_console_type_has_a_severity_and_levels_are_known() -> None:
    assert set(CONSOLE_LEVELS) == set(pagelog.LEVEL_SEVERITY)
    assert pagelog.SEVERITY["pageerror"] == pagelog.LEVEL_SEVERITY["error"]
    assert pagelog.SEVERITY["warning"] == pagelog.LEVEL_SEVERITY["warning"]


# --- a real page ------------------------------------------------------------------------

LOG_PAGE = """<!DOCTYPE html><title>log</title>
<script>
console.log('inline log', 42);
console.error('inline error');
console.warn('inline warning');
console.debug('inline debug');
setTimeout(() => { throw new TypeError('thrown later'); }, 0);
Promise.reject(new Error('nobody caught me'));
</script>"""

NETWORK_PAGE = """<!DOCTYPE html><title>net</title><img src="/pixel.png">
<script>
window.done = Promise.allSettled([
  fetch('/data.json').then(r => r.text()),
  new Promise(resolve => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', '/xhr.txt');
    xhr.onloadend = resolve;
    xhr.send();
  }),
  fetch('http://127.0.0.1:CLOSED/refused'),
]);
</script>"""

CHATTY_PAGE = """<!DOCTYPE html><title>chatty</title>
<script>for (let i = 0; i < 1200; i++) console.log('message ' + i);</script>"""


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="log")
    return live


def wait_for(check: Callable[[], Any], seconds: float = 5.0) -> Any:
    """Console and network events arrive on their own; poll briefly until ``check`` holds."""
    deadline = time.monotonic() + seconds
    while True:
        result = check()
        if result or time.monotonic() > deadline:
            return result
        time.sleep(0.05)


def test_console_captures_load_time_messages_and_errors(live: Any, http_server: Any) -> None:
    url = http_server.add("/pagelog-console.html", LOG_PAGE)
    live.ok("browser_navigate", instance="log", url=url)

    def messages() -> list[dict[str, Any]]:
        data = live.ok("browser_console_messages", instance="log")
        found = data["messages"]
        return found if sum(m["type"] == "pageerror" for m in found) >= 2 else []

    found = wait_for(messages)
    texts = {m["type"]: m["text"] for m in found if m["type"] != "pageerror"}
    assert texts == {
        "log": "inline log 42",
        "error": "inline error",
        "warning": "inline warning",
        "debug": "inline debug",
    }
    errors = [m["text"] for m in found if m["type"] == "pageerror"]
    assert "TypeError: thrown later" in errors
    assert "Error: nobody caught me" in errors
    assert found[0]["url"] == url


def test_console_level_filter_and_invalid_level(live: Any) -> None:
    data = live.ok("browser_console_messages", instance="log", level="error")
    assert {m["type"] for m in data["messages"]} == {"error", "pageerror"}
    envelope = live.error("browser_console_messages", "invalid_params", instance="log", level="x")
    assert "'debug', 'info', 'warning', 'error'" in envelope["message"]


def test_console_bound_drops_the_oldest(live: Any, http_server: Any) -> None:
    url = http_server.add("/pagelog-chatty.html", CHATTY_PAGE)
    live.ok("browser_navigate", instance="log", url=url)

    def newest() -> dict[str, Any] | None:
        data = live.ok("browser_console_messages", instance="log")
        return data if data["messages"][-1]["text"] == "message 1199" else None

    data = wait_for(newest)
    assert data, "the last message never arrived"
    assert len(data["messages"]) == LIMIT
    assert data["messages"][-1]["text"] == "message 1199"
    # Earlier pages' messages were the first to go: the page's log outlives navigation.
    assert data["dropped"] >= 200
    assert data["messages"][0]["text"] == f"message {1200 - LIMIT}"


def test_network_fetch_xhr_failure_and_static(
    live: Any, http_server: Any, closed_port: int
) -> None:
    http_server.add("/data.json", '{"a": 1}')
    http_server.add("/xhr.txt", "plain")
    page = NETWORK_PAGE.replace("CLOSED", str(closed_port))
    url = http_server.add("/pagelog-network.html", page)
    live.ok("browser_navigate", instance="log", url=url)
    live.ok("browser_evaluate", instance="log", function="() => window.done.then(() => 1)")

    def requests() -> list[dict[str, Any]]:
        found = live.ok("browser_network_requests", instance="log")["requests"]
        found = found[[r["url"] for r in found].index(url) :]  # this page's, not earlier ones
        return found if len(found) == 5 and all(r["ok"] is not None for r in found) else []

    found = wait_for(requests)
    assert found, live.ok("browser_network_requests", instance="log")
    by_type = {r["resource_type"]: r for r in found}
    assert by_type["document"]["status"] == 200
    xhr = by_type["xhr"]
    assert (xhr["url"], xhr["method"], xhr["status"], xhr["ok"]) == (
        http_server.url("/xhr.txt"),
        "GET",
        200,
        True,
    )
    fetches = [r for r in found if r["resource_type"] == "fetch"]
    assert sorted(r["url"].rsplit("/", 1)[-1] for r in fetches) == ["data.json", "refused"]
    refused = next(r for r in fetches if r["url"].endswith("/refused"))
    data = next(r for r in fetches if r["url"].endswith("/data.json"))
    assert data["status"] == 200 and data["failure"] is None
    assert refused["failure"] and refused["ok"] is False and refused["status"] is None
    # A 404 image is a failure, so it shows even without include_static.
    assert by_type["image"]["status"] == 404
    everything = live.ok("browser_network_requests", instance="log", include_static=True)
    assert everything["dropped"] == 0


def test_static_requests_only_with_include_static(live: Any, http_server: Any) -> None:
    http_server.add("/style.css", "body { color: black }")
    url = http_server.add(
        "/pagelog-static.html",
        '<!DOCTYPE html><title>s</title><link rel="stylesheet" href="/style.css">',
    )
    live.ok("browser_navigate", instance="log", url=url)
    plain = live.ok("browser_network_requests", instance="log")["requests"]
    assert not [r for r in plain if r["url"].endswith("/style.css")]
    full = live.ok("browser_network_requests", instance="log", include_static=True)["requests"]
    (css,) = [r for r in full if r["url"].endswith("/style.css")]
    assert css["resource_type"] == "stylesheet"


def test_page_not_found(live: Any) -> None:
    live.error("browser_console_messages", "page_not_found", instance="log", page_id="page-gone")
    live.error("browser_network_requests", "page_not_found", instance="log", page_id="page-gone")
    live.error("browser_console_messages", "instance_not_found", instance="nope")
