"""Remote instances: the request (core/engines/remote_request.py) and the connect failures
(remote_failures.py) without a browser, then the connect path against a real
``playwright run-server`` on 127.0.0.1.

A fleet (a list of endpoints, or a balancer): the first try and its one retry, against
servers that answer the handshake as a fleet's can fail (testsupport/handshakes.py:
503 full or draining, 409, a hang-up, a reset, an upgrade closed at once), without a
browser; then against a real ``playwright launch-server`` (one browser, contexts per
connection), one of them SIGKILLed mid-test."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import threading
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlsplit

import pytest
from playwright.async_api import Error as PlaywrightError

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.errors import InvalidParams, UnsupportedCapability
from CamoufoxLibrary.core.engines import processes, serverlink
from CamoufoxLibrary.core.engines import remote as remote_engine
from CamoufoxLibrary.core.engines.find import system_firefox
from CamoufoxLibrary.core.engines.remote import attempt_order, check_browser_prefs, first_index
from CamoufoxLibrary.core.engines.remote_failures import classify, connect_failure
from CamoufoxLibrary.core.engines.remote_request import LAUNCH_OPTIONS_HEADER, remote_request
from CamoufoxLibrary.core.engines.serverlink import HandshakeFailed, LinkClosed
from testsupport.browserserver import BrowserServer
from testsupport.envelopes import error_of
from testsupport.handshakes import Handshake
from testsupport.server import free_port
from testsupport.waiting import wait_until

BROWSER_FIXTURES = ("server", "remote", "launch_server")
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
    assert request(ws_endpoint=endpoint).endpoints == (endpoint.strip(),)


@pytest.mark.parametrize(
    "endpoint", ["http://127.0.0.1:9222/", "127.0.0.1:9222", "ws://", "ws://h:99999/", ""]
)
def test_endpoints_that_are_not(endpoint: str) -> None:
    with pytest.raises(InvalidParams, match="argument 'ws_endpoint' must be the ws:// or wss://"):
        request(ws_endpoint=endpoint)


def test_a_list_of_endpoints_is_a_fleet() -> None:
    made = request(ws_endpoint=["ws://127.0.0.1:1/a", " wss://b.example/b "])
    assert made.endpoints == ("ws://127.0.0.1:1/a", "wss://b.example/b")
    assert request().endpoints == (ENDPOINT,)


@pytest.mark.parametrize(
    ("endpoints", "says"),
    [
        (
            ["ws://127.0.0.1:1/", "http://127.0.0.1:2/"],
            "argument 'ws_endpoint' entry 1 must be the ws:// or wss:// URL of a Playwright "
            "browser server, such as ws://127.0.0.1:9222/, got 'http://127.0.0.1:2/'",
        ),
        ([3], "argument 'ws_endpoint' entry 0 must be the ws:// or wss:// URL"),
        (
            [],
            "argument 'ws_endpoint' must be the ws:// or wss:// URL of a Playwright browser "
            "server, or a non-empty list of such URLs (the servers of a fleet), got []",
        ),
        ({"a": 1}, "or a non-empty list of such URLs"),
    ],
)
def test_a_bad_entry_names_its_index_and_value(endpoints: Any, says: str) -> None:
    with pytest.raises(InvalidParams) as caught:
        request(ws_endpoint=endpoints)
    assert says in caught.value.message


def test_a_connect_starts_at_a_random_entry_and_retries_on_the_next() -> None:
    servers = ("ws://a/", "ws://b/", "ws://c/")
    assert attempt_order(servers, 0) == ("ws://a/", "ws://b/")
    assert attempt_order(servers, 2) == ("ws://c/", "ws://a/")
    assert attempt_order(("ws://balancer/",), 0) == ("ws://balancer/", "ws://balancer/")
    assert {first_index(3) for _ in range(300)} == {0, 1, 2}  # workers spread out


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


# What a connect meets, for each way it fails (as measured; see
# core/engines/remote_failures.py), and whether another server could do better (a retry).
VERSION_BOX = (
    "╔════╗\n║ Playwright version mismatch: ║\n║   - server version: v1.62 ║\n"
    "║   - client version: v1.10 ║\n╚════╝"
)
FAILURES = [
    (
        HandshakeFailed("refused", "connection refused: [Errno 111] Connect call failed"),
        "nothing listens there (connection refused)",
        True,
    ),
    (
        HandshakeFailed("not_found", "host not found: [Errno -2] Name or service not known"),
        "its host is not found",
        False,  # at the same address; at another entry, yes
    ),
    (
        HandshakeFailed("status", "428", 428, "Precondition Required", VERSION_BOX),
        "the server runs 1.62, this client 1.10",
        False,
    ),
    (
        HandshakeFailed("status", "400", 400, "Bad Request"),
        "refused the WebSocket handshake (HTTP 400 Bad Request); is it a Playwright browser "
        "server, is the path right?",
        False,
    ),
    (
        HandshakeFailed("status", "401", 401, "Unauthorized"),
        "is the token in connect_headers right?",
        False,
    ),
    (
        HandshakeFailed("status", "403", 403, "Forbidden"),
        "(HTTP 403 Forbidden); is it a Playwright browser server, is the path right, is the "
        "token in connect_headers right?",
        False,
    ),
    (
        PlaywrightError("Cannot find Firefox installation for channel 'moz-firefox'\n  /snap/x"),
        "the server could not start a browser: Cannot find Firefox installation for channel "
        "'moz-firefox'   /snap/x (a server started without --unsafe ignores executablePath",
        False,
    ),
    (TimeoutError("no answer"), "no browser within connect_timeout (30 s)", False),
    (ValueError("something new"), "something new", False),
    (
        HandshakeFailed("hung_up", "the connection closed before the handshake's answer"),
        "it closed the connection without answering the handshake: a balancer with no "
        "server up, or a server that ended",
        True,
    ),
    (
        HandshakeFailed(
            "status", "503", 503, "Service Unavailable", "camoufox-server draining: recycling"
        ),
        "it is draining, recycling its browser (HTTP 503 Service Unavailable: camoufox-server "
        "draining: recycling)",
        True,
    ),
    (
        HandshakeFailed("status", "503", 503, "Service Unavailable"),
        "it is unavailable (HTTP 503 Service Unavailable)",
        True,
    ),
    (
        LinkClosed("the connection to the browser server closed"),
        "the server closed the connection before its browser was ready (it ended",
        True,
    ),
]


@pytest.mark.parametrize(("said", "cause", "retried"), FAILURES)
def test_connect_failures_name_the_endpoint_and_the_cause(
    said: Exception, cause: str, retried: bool
) -> None:
    made = request(launch_options={"executablePath": "/x"})
    attempt = classify(made, ENDPOINT, said, 0.01, 30.0)
    assert attempt.retryable(ENDPOINT) is retried
    failure = connect_failure(made, [attempt], 0.01)
    assert failure.error_type == "browser_not_running"
    assert failure.message.startswith(f"cannot connect to the browser server at {ENDPOINT}: ")
    assert cause in failure.message
    assert failure.cause == str(said)  # the failure's own words


def test_a_host_not_found_is_retried_at_another_entry_only() -> None:
    said = HandshakeFailed("not_found", "host not found: [Errno -2] Name or service not known")
    attempt = classify(request(), ENDPOINT, said, 0.01, 30.0)
    assert not attempt.retryable(ENDPOINT) and attempt.retryable("ws://other/")


FULL = HandshakeFailed(
    "status", "503", 503, "Service Unavailable", "camoufox-server full: 4 of 4 connections in use"
)
HANG_UP = HandshakeFailed("hung_up", "the connection closed before the handshake's answer")


def test_a_fleet_full_on_every_attempt_is_instance_limit_exceeded() -> None:
    made = request(ws_endpoint=["ws://a/", "ws://b/", "ws://c/"], connect_timeout=10)
    attempts = [
        classify(made, "ws://b/", FULL, 0.01, 10.0),
        classify(made, "ws://c/", HANG_UP, 2.0, 9.9, retry=True),  # queued
    ]
    assert [attempt.kind for attempt in attempts] == ["full", "queued"]
    failure = connect_failure(made, attempts, 2.01)
    assert failure.error_type == "instance_limit_exceeded"
    assert failure.message == (
        "the fleet at ws://b/, ws://c/ (2 of the 3 endpoints, one retry) is full: ws://b/: "
        "it has no free connection (HTTP 503 Service Unavailable: camoufox-server full: 4 of "
        "4 connections in use); the retry at ws://c/: it held the connection 2.0 s and "
        "closed it without answering the handshake: a balancer's queue timeout, every "
        "server's connections in use (or its servers down and not health-checked); waited "
        "2.0 s of connect_timeout (10 s); destroy an instance, add servers or connections "
        "per server, or run fewer tests at once"
    )
    # Full, then out of time on the retry: full too. Full, then refused: not the fleet's size.
    timed_out = classify(made, "ws://c/", TimeoutError("no answer"), 9.9, 9.9, retry=True)
    failure = connect_failure(made, [attempts[0], timed_out], 10.0)
    assert failure.error_type == "instance_limit_exceeded"
    assert "the retry at ws://c/: no answer in the 9.9 s left of connect_timeout" in (
        failure.message
    )
    refused = classify(
        made, "ws://c/", HandshakeFailed("refused", "connection refused"), 0.0, 9.9, retry=True
    )
    failure = connect_failure(made, [attempts[0], refused], 0.1)
    assert failure.error_type == "browser_not_running"
    assert failure.message.startswith("cannot connect to the browser server at ws://b/: it has")
    assert "the retry at ws://c/: nothing listens there" in failure.message


def test_a_conflict_is_invalid_launch_options_with_the_servers_reason() -> None:
    said = HandshakeFailed(
        "status",
        "409",
        409,
        "Conflict",
        "camoufox-server camoufox: firefoxUserPrefs are not for this server",
    )
    made = request()
    attempt = classify(made, ENDPOINT, said, 0.01, 30.0)
    assert not attempt.retryable("ws://other/")
    failure = connect_failure(made, [attempt], 0.01)
    assert failure.error_type == "invalid_params"
    assert failure.message.startswith(
        f"argument 'launch_options' (not given: the default ones): the browser server at "
        f"{ENDPOINT} cannot give what they ask: camoufox-server camoufox: firefoxUserPrefs "
        "are not for this server; "
    )


# --- a fleet's refusals: servers that answer the handshake, no browser --------------------


@pytest.fixture
def start_at(monkeypatch: pytest.MonkeyPatch):
    """``start_at(i)``: connects start at entry ``i`` (instead of a random one)."""

    def pin(index: int) -> None:
        monkeypatch.setattr(remote_engine, "first_index", lambda count: index)

    return pin


def timed_call(tool: str, **arguments: Any) -> tuple[dict[str, Any], float]:
    """``call``, and how long it took."""
    started = time.monotonic()
    envelope = call(tool, **arguments)
    return envelope, time.monotonic() - started


def test_every_server_of_a_list_full_fails_at_once(start_at) -> None:
    with Handshake("full") as one, Handshake("full") as two:
        start_at(1)
        envelope, took = timed_call(
            "browser_create_instance", ws_endpoint=[one.endpoint, two.endpoint]
        )
        assert (one.connections, two.connections) == (1, 1)  # the first, then the retry
    message = error_of(envelope, "instance_limit_exceeded")["message"]
    assert message.startswith(
        f"the fleet at {two.endpoint}, {one.endpoint} is full: {two.endpoint}: it has no "
        "free connection (HTTP 503 Service Unavailable: camoufox-server full: 4 of 4 "
        f"connections in use); the retry at {one.endpoint}: the same; waited "
    )
    assert took < 30  # no wait for connect_timeout


def test_a_balancer_whose_queue_times_out_is_a_full_fleet_without_a_second_wait() -> None:
    # HAProxy with every server at its maxconn: the connection accepted, held in its
    # queue, closed unanswered at `timeout queue` (1.1 s here). The balancer has waited
    # for a free server already: a retry there would only wait as long again.
    with Handshake("hang_up:1.1") as balancer:
        envelope = call("browser_create_instance", ws_endpoint=balancer.endpoint, connect_timeout=9)
        assert balancer.connections == 1
    message = error_of(envelope, "instance_limit_exceeded")["message"]
    assert message.startswith(f"the fleet at {balancer.endpoint} is full: it held the connection")
    assert "the retry" not in message
    assert 1.1 <= waited(message) < 2.2


def test_the_whole_connect_stays_within_connect_timeout() -> None:
    with Handshake("hang_up:1.2") as one, Handshake("hang_up:1.2") as other:
        envelope = call(
            "browser_create_instance", ws_endpoint=[one.endpoint, other.endpoint], connect_timeout=2
        )
    message = error_of(envelope, "instance_limit_exceeded")["message"]
    assert re.search(r"the retry at \S+: no answer in the 0\.\d s left of connect_timeout", message)
    assert "s of connect_timeout (2 s)" in message
    assert waited(message) <= 2.1


def waited(message: str) -> float:
    """The seconds a fleet-full message says were waited."""
    found = re.search(r"waited ([\d.]+) s of connect_timeout", message)
    assert found, message
    return float(found.group(1))


@pytest.mark.parametrize(
    ("mode", "says"),
    [
        ("draining", "it is draining, recycling its browser (HTTP 503 Service Unavailable: "),
        ("hang_up", "it closed the connection without answering the handshake"),
        ("reset", "it closed the connection without answering the handshake"),
        ("upgrade_then_close", "the server closed the connection before its browser was ready"),
    ],
)
def test_what_another_server_could_avoid_is_retried_once(mode: str, says: str) -> None:
    with Handshake(mode) as server:
        envelope, took = timed_call(
            "browser_create_instance", ws_endpoint=server.endpoint, connect_timeout=20
        )
        assert server.connections == 2  # the balancer's next pick: the same address
    message = error_of(envelope, "browser_not_running")["message"]
    assert message.startswith(f"cannot connect to the browser server at {server.endpoint}: ")
    assert says in message and message.endswith("; the retry there: the same")
    # Playwright's connect alone would wait out connect_timeout for an upgrade closed at
    # once ("Connection timed out"); the watch of its first request fails it at once.
    assert took < 10


@pytest.mark.parametrize(
    ("mode", "error_type", "says"),
    [
        ("conflict", "invalid_params", "argument 'launch_options' (not given: the default"),
        ("status:401 Unauthorized", "browser_not_running", "is the token in connect_headers"),
        ("status:404 Not Found", "browser_not_running", "is the path right?"),
        ("status:428 Precondition Required", "browser_not_running", "(HTTP 428 Precondition"),
    ],
)
def test_what_no_other_server_can_fix_is_never_retried(
    start_at, mode: str, error_type: str, says: str
) -> None:
    with Handshake(mode) as server, Handshake("full") as other:
        start_at(0)
        envelope = call("browser_create_instance", ws_endpoint=[server.endpoint, other.endpoint])
        assert (server.connections, other.connections) == (1, 0)
    assert says in error_of(envelope, error_type)["message"]


def test_a_conflict_names_launch_options_and_the_servers_reason() -> None:
    with Handshake("conflict") as server:
        envelope = call(
            "browser_create_instance",
            ws_endpoint=server.endpoint,
            launch_options={"channel": "moz-firefox-beta"},
        )
    assert error_of(envelope, "invalid_params")["message"] == (
        f"argument 'launch_options': the browser server at {server.endpoint} cannot give "
        "what they ask: camoufox-server firefox: launch option 'channel' is "
        "'moz-firefox-beta'; this server's browser is moz-firefox; give launch_options its "
        "browser can take, or connect to a server of another browser"
    )


class FakeBrowser:
    """What ``remote.connect`` hands to its ``setup``: a connection, open or closed."""

    def __init__(self, endpoint: str, connected: bool) -> None:
        self.endpoint, self.connected, self.closed = endpoint, connected, False

    def is_connected(self) -> bool:
        return self.connected

    async def close(self) -> None:
        self.closed = True


@pytest.mark.parametrize("connected", [False, True])
def test_a_connection_lost_while_the_context_is_made_is_retried(
    monkeypatch: pytest.MonkeyPatch, connected: bool
) -> None:
    made: list[FakeBrowser] = []

    async def open_browser(endpoint: str, headers: Any, timeout: float, utils: Any) -> Any:
        made.append(FakeBrowser(endpoint, connected=connected if not made else True))
        return made[-1]

    async def setup(browser: Any, endpoint: str) -> str:
        if browser is made[0]:
            raise PlaywrightError("BrowserContext.new_page: Target closed")
        return endpoint

    monkeypatch.setattr(remote_engine, "open_browser", open_browser)
    monkeypatch.setattr(remote_engine, "first_index", lambda count: 0)
    fleet, utils = request(ws_endpoint=["ws://a/", "ws://b/"]), cast(Any, None)
    if connected:  # the server is there: its refusal is the answer, no retry
        with pytest.raises(PlaywrightError, match="Target closed"):
            asyncio.run(remote_engine.connect(utils, fleet, setup))
        assert [browser.endpoint for browser in made] == ["ws://a/"]
    else:
        assert asyncio.run(remote_engine.connect(utils, fleet, setup)) == "ws://b/"
        assert [browser.endpoint for browser in made] == ["ws://a/", "ws://b/"]
        assert not made[-1].closed
    assert made[0].closed  # the failed one's connection is closed either way


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
    refused = remote.error("browser_emulate_media", "unsupported_capability", instance="far",
                           media="print")  # fmt: skip
    assert "a remote instance's browser server does not give one" in refused["message"]
    state = tmp_path / "state.json"
    remote.ok("browser_save_storage_state", instance="far", file_path=str(state))
    assert "cookies" in json.loads(state.read_text())


def test_a_remote_instance_starts_no_driver_until_a_trace_needs_one(
    live_cores, server, http_server, tmp_path: Path
) -> None:
    # The connection is this process's own WebSocket (engines/serverlink.py): no
    # Playwright driver runs here until a trace wants its utilities.
    live = live_cores(timeout=20)
    live.ok("browser_create_instance", instance="lone", ws_endpoint=server.endpoint)
    url = http_server.add("/lone.html", "<title>Lone</title><button>Go</button>")
    assert live.ok("browser_navigate", instance="lone", url=url)["title"] == "Lone"
    assert live.core.manager._playwright is None
    trace = tmp_path / "lone.zip"
    live.ok("browser_start_tracing", instance="lone", file_path=str(trace))
    assert live.core.manager._playwright is not None
    live.ok("browser_click", instance="lone", ref="text=Go")
    live.ok("browser_stop_tracing", instance="lone")
    with zipfile.ZipFile(trace) as archive:
        events = archive.read("trace.trace").decode()
        assert '"type":"before"' in events and "trace.stacks" in archive.namelist()
    live.ok("browser_destroy_instance", instance="lone")


def test_a_har_recorded_and_replayed_on_remote_instances(
    live_cores, server, http_server, tmp_path: Path
) -> None:
    live = live_cores(timeout=20)
    har = tmp_path / "far.har"
    url = http_server.add("/far-har.html", "<title>Recorded</title>")
    live.ok("browser_create_instance", instance="rec", ws_endpoint=server.endpoint,
            record_har_path=str(har))  # fmt: skip
    live.ok("browser_navigate", instance="rec", url=url)
    live.ok("browser_destroy_instance", instance="rec")
    assert "far-har.html" in har.read_text()
    assert live.core.manager._playwright is None  # the HAR came over the connection
    http_server.add("/far-har.html", "<title>Served now</title>")
    live.ok("browser_create_instance", instance="replay", ws_endpoint=server.endpoint)
    live.ok("browser_route_from_har", instance="replay", har=str(har))  # reads it here
    assert live.ok("browser_navigate", instance="replay", url=url)["title"] == "Recorded"
    live.ok("browser_destroy_instance", instance="replay")


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


# --- a fleet's servers: playwright launch-server (one browser, contexts per connection) ---


@pytest.fixture(scope="module")
def launch_server() -> Iterator[BrowserServer]:
    started = BrowserServer(launch=True)
    started.start()
    yield started
    started.stop()
    assert started.processes() == []


def test_instances_of_two_connections_never_share_a_context(
    live_cores, launch_server, http_server
) -> None:
    # Two pabot workers (a core each), and a second instance of the first: three
    # connections to one server, whose one Firefox was running before the first.
    browsers = browsers_of(launch_server)
    assert len(browsers) == 1, browsers
    first, second = live_cores(timeout=20), live_cores(timeout=20)
    mine = http_server.add("/mine.html", "<script>document.cookie='who=first; path=/'</script>")
    theirs = http_server.add("/theirs.html", "<title>Theirs</title>")
    for live, name in ((first, "w1"), (second, "w2"), (first, "w1b")):
        info = live.ok("browser_create_instance", instance=name, ws_endpoint=launch_server.endpoint)
        assert info["ws_endpoint"] == launch_server.endpoint and info["shares_browser_with"] == []
    first.ok("browser_navigate", instance="w1", url=mine)
    second.ok("browser_navigate", instance="w2", url=theirs)
    first.ok("browser_navigate", instance="w1b", url=theirs)
    assert [c["name"] for c in first.ok("browser_get_cookies", instance="w1")["cookies"]] == ["who"]
    assert second.ok("browser_get_cookies", instance="w2")["cookies"] == []
    assert first.ok("browser_get_cookies", instance="w1b")["cookies"] == []
    for live, name in ((first, "w1"), (second, "w2"), (first, "w1b")):
        instance = live.instance(name)
        assert instance.browser is not None
        assert instance.browser.contexts == [instance.context]  # its connection sees its own
    # A context each, in the server's one browser: no Firefox was launched for them.
    assert browsers_of(launch_server) == browsers
    first.ok("browser_destroy_instance", instance="w1")
    assert second.ok("browser_snapshot", instance="w2")  # the others' connections stay
    first.ok("browser_destroy_instance", instance="w1b")
    second.ok("browser_destroy_instance", instance="w2")
    assert browsers_of(launch_server) == browsers  # the server keeps its browser


def browsers_of(server: BrowserServer) -> list[int]:
    """The browsers a server runs: its node process's children."""
    node = server.server_pid()
    return [pid for pid in server.processes() if processes.parent_pid(pid) == node]


def test_a_list_connects_past_a_dead_entry(remote, launch_server, closed_port, start_at) -> None:
    start_at(0)
    dead = f"ws://127.0.0.1:{closed_port}/"
    info = remote.ok(
        "browser_create_instance", instance="past", ws_endpoint=[dead, launch_server.endpoint]
    )
    assert info["ws_endpoint"] == launch_server.endpoint and info["engine"] == "remote"
    remote.ok("browser_destroy_instance", instance="past")


def test_a_draining_server_is_retried_on_the_next(remote, launch_server, start_at) -> None:
    with Handshake("draining") as draining:
        start_at(0)
        info = remote.ok(
            "browser_create_instance",
            instance="next",
            ws_endpoint=[draining.endpoint, launch_server.endpoint],
        )
        assert draining.connections == 1
    assert info["ws_endpoint"] == launch_server.endpoint
    remote.ok("browser_destroy_instance", instance="next")


def test_a_server_killed_mid_test_fails_its_calls_at_once(live_cores, http_server) -> None:
    doomed = BrowserServer(launch=True)
    doomed.start()
    live = live_cores(timeout=20)
    try:
        live.ok("browser_create_instance", instance="lost", ws_endpoint=doomed.endpoint)
        live.ok("browser_navigate", instance="lost", url=http_server.add("/lost.html", "<p>x"))
        answer: dict[str, Any] = {}
        waiting = threading.Thread(
            target=lambda: answer.update(
                live.call(
                    "browser_evaluate",
                    instance="lost",
                    function="() => new Promise(done => setTimeout(done, 15000))",
                )
            )
        )
        waiting.start()
        time.sleep(0.5)  # the call is in flight
        killed = time.monotonic()
        os.kill(doomed.server_pid(), signal.SIGKILL)
        waiting.join(30)
        in_flight = time.monotonic() - killed
        assert answer["error_type"] == "browser_not_running", answer
        assert in_flight < 2, f"the call in flight answered {in_flight:.1f} s after the kill"
        said = f"the browser server at {doomed.endpoint} closed the connection"
        assert said in answer["message"] and "crashed" not in answer["message"]
        started = time.monotonic()
        envelope = live.error("browser_snapshot", "browser_not_running", instance="lost")
        assert said in envelope["message"] and time.monotonic() - started < 2
        started = time.monotonic()
        live.ok("browser_destroy_instance", instance="lost")
        assert time.monotonic() - started < 2
    finally:
        doomed.stop()


def test_a_server_gone_silent_is_found_by_its_pings(
    live_cores, http_server, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A server machine lost without a word (here: its process stopped, its socket open):
    # no answer to a ping within PING_TIMEOUT closes the connection (shortened here).
    monkeypatch.setattr(serverlink, "PING_INTERVAL", 0.3)
    monkeypatch.setattr(serverlink, "PING_TIMEOUT", 0.6)
    silent = BrowserServer(launch=True)
    silent.start()
    live = live_cores(timeout=20)
    try:
        live.ok("browser_create_instance", instance="quiet", ws_endpoint=silent.endpoint)
        live.ok("browser_navigate", instance="quiet", url=http_server.add("/q.html", "<p>q"))
        os.kill(silent.server_pid(), signal.SIGSTOP)
        stopped = time.monotonic()
        envelope = live.error(
            "browser_evaluate",
            "browser_not_running",
            instance="quiet",
            function="() => new Promise(done => setTimeout(done, 15000))",
        )
        assert time.monotonic() - stopped < 5, "the silent server was not found by its pings"
        assert envelope["message"].startswith(
            f"the browser of instance 'quiet' is no longer running (the connection to the "
            f"browser server at {silent.endpoint} closed: no answer to a ping within 0.6 s)"
        ), envelope["message"]
        live.ok("browser_destroy_instance", instance="quiet")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(silent.server_pid(), signal.SIGCONT)
        silent.stop()


def test_a_server_that_dies_during_connect_is_retried_on_the_next(
    remote, launch_server, start_at
) -> None:
    # Stopped, it takes the connection (the kernel does) and cannot answer; killed then.
    doomed = BrowserServer(launch=True)
    doomed.start()
    try:
        start_at(0)
        os.kill(doomed.server_pid(), signal.SIGSTOP)
        threading.Timer(0.5, os.kill, (doomed.server_pid(), signal.SIGKILL)).start()
        info = remote.ok(
            "browser_create_instance",
            instance="survivor",
            ws_endpoint=[doomed.endpoint, launch_server.endpoint],
            connect_timeout=20,
        )
        assert info["ws_endpoint"] == launch_server.endpoint
        remote.ok("browser_destroy_instance", instance="survivor")
    finally:
        doomed.stop()


HAPROXY = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")


@pytest.mark.skipif(HAPROXY is None, reason="haproxy is not installed (`make setup` installs it)")
def test_behind_haproxy_a_full_fleet_then_a_freed_connection(
    live_cores, launch_server, tmp_path: Path
) -> None:
    # HAProxy in TCP mode, one server of maxconn 1, a queue of 1.5 s: what the balancer
    # of a fleet does when every server is full (accept, queue, close unanswered).
    served, port = urlsplit(launch_server.endpoint), free_port()
    config = tmp_path / "haproxy.cfg"
    config.write_text(
        "global\n  maxconn 100\ndefaults\n  mode tcp\n  timeout connect 2s\n"
        "  timeout client 1m\n  timeout server 1m\n  timeout queue 1500ms\n"
        f"frontend fleet\n  bind 127.0.0.1:{port}\n  default_backend servers\n"
        f"backend servers\n  server one 127.0.0.1:{served.port} maxconn 1\n"
    )
    assert HAPROXY is not None
    balancer = subprocess.Popen(
        [HAPROXY, "-db", "-f", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        wait_until(lambda: listens(port), timeout=10, message="haproxy did not listen")
        endpoint = f"ws://127.0.0.1:{port}{served.path}"
        live = live_cores(timeout=20)
        live.ok("browser_create_instance", instance="one", ws_endpoint=endpoint)
        envelope = live.error(
            "browser_create_instance",
            "instance_limit_exceeded",
            instance="two",
            ws_endpoint=endpoint,
            connect_timeout=10,
        )
        assert envelope["message"].startswith(
            f"the fleet at {endpoint} is full: it held the connection 1."
        )
        assert "the retry" not in envelope["message"]  # the balancer queued it already
        live.ok("browser_destroy_instance", instance="one")
        info = live.ok("browser_create_instance", instance="two", ws_endpoint=endpoint)
        assert info["ws_endpoint"] == endpoint  # the freed connection is taken
        live.ok("browser_destroy_instance", instance="two")
    finally:
        balancer.kill()
        balancer.wait(10)


def listens(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0
