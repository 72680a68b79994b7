"""The connection to a browser server without Playwright's driver (core/engines/serverlink.py)
and the driver's utilities on demand (localutils.py), without a browser.

What a real server does with them (handshakes, a version mismatch, a trace and a HAR
replay over the connection, a server gone silent) is in test_remote.py.
"""

from __future__ import annotations

import asyncio
import re
import socket
from typing import Any

from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosedError, InvalidMessage, InvalidStatus
from websockets.frames import Close
from websockets.http11 import Response

from CamoufoxLibrary.core.engines import serverlink
from CamoufoxLibrary.core.engines.localutils import DriverOnDemand
from CamoufoxLibrary.core.engines.serverlink import closed_reason, handshake_failure, user_agent

ENDPOINT = "ws://127.0.0.1:9222/fleet"
SERVER_CHECK = re.compile(r"^Playwright\/(\d+\.\d+\.\d+)")  # what Playwright's server reads


def test_the_handshake_says_this_playwrights_version_as_the_server_reads_it() -> None:
    from playwright._repo_version import version

    said = SERVER_CHECK.match(user_agent())
    assert said and said.group(1) == version
    assert "CamoufoxLibrary/" in user_agent()


def refusal(status: int, phrase: str, body: bytes) -> InvalidStatus:
    return InvalidStatus(Response(status, phrase, Headers(), body))


def test_a_refusal_keeps_the_status_and_the_servers_words() -> None:
    failed = handshake_failure(
        refusal(503, "Service Unavailable", b"camoufox-server full: 4 of 4\n"), ENDPOINT
    )
    assert (failed.kind, failed.status, failed.phrase) == ("status", 503, "Service Unavailable")
    assert failed.body == "camoufox-server full: 4 of 4"
    assert (
        str(failed)
        == f"{ENDPOINT} answered HTTP 503 Service Unavailable: camoufox-server full: 4 of 4"
    )


def test_an_http_1_0_answer_is_a_refusal_with_its_status() -> None:
    # A plain web server at that address: websockets takes only HTTP/1.1 and says so.
    exc = InvalidMessage("did not receive a valid HTTP response")
    exc.__cause__ = ValueError("unsupported protocol; expected HTTP/1.1: HTTP/1.0 404 Not Found")
    failed = handshake_failure(exc, ENDPOINT)
    assert (failed.kind, failed.status, failed.phrase) == ("status", 404, "Not Found")


def test_the_ways_a_socket_fails_are_named() -> None:
    closed = InvalidMessage("did not receive a valid HTTP response")
    closed.__cause__ = EOFError("connection closed while reading HTTP status line")
    cases: list[tuple[BaseException, str]] = [
        (ConnectionRefusedError(111, "Connect call failed"), "refused"),
        (socket.gaierror(-2, "Name or service not known"), "not_found"),
        (closed, "hung_up"),
        (ConnectionResetError(104, "reset"), "hung_up"),
        (ValueError("something else"), "other"),
    ]
    for exc, kind in cases:
        assert handshake_failure(exc, ENDPOINT).kind == kind, exc


def test_why_a_connection_closed() -> None:
    ping = ConnectionClosedError(None, Close(1011, "keepalive ping timeout"))
    assert closed_reason(ping) == f"no answer to a ping within {serverlink.PING_TIMEOUT:g} s"
    said = ConnectionClosedError(Close(1001, "going away"), None)
    assert closed_reason(said) == "the server closed it (1001: going away)"
    assert closed_reason(ConnectionClosedError(None, None)) is None  # a server killed


class FakeUtils:
    """The driver's LocalUtils as far as DriverOnDemand forwards to it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self._channel = self

    async def tracing_started(self, traces_dir: str | None, name: str, live: bool) -> str:
        self.calls.append(("tracing_started", name))
        return "stacks-1"

    def add_stack_to_tracing_no_reply(self, id: int, frames: list[Any]) -> None:
        self.calls.append(("stack", id))

    async def send(self, method: str, *args: Any) -> str:
        self.calls.append((method, args))
        return "har-1"

    def send_may_fail(self, method: str, *args: Any) -> None:
        self.calls.append((method, args))


class FakePlaywright:
    def __init__(self, utils: FakeUtils) -> None:
        self._impl_obj = type("Impl", (), {"_connection": type("C", (), {"local_utils": utils})})


def test_the_driver_starts_once_and_only_for_a_call_that_needs_it() -> None:
    utils, starts = FakeUtils(), []

    async def start() -> Any:
        starts.append(1)
        return FakePlaywright(utils)

    async def scenario() -> None:
        on_demand = DriverOnDemand(start)
        assert on_demand.devices == {}
        on_demand.add_stack_to_tracing_no_reply(1, [])  # no trace, no driver: dropped
        on_demand._channel.send_may_fail("harClose", None, {"harId": "x"})  # nothing opened
        assert starts == [] and not on_demand.started
        assert await on_demand.tracing_started(None, "trace") == "stacks-1"
        on_demand.add_stack_to_tracing_no_reply(2, [])
        assert await on_demand._channel.send("harOpen", None, {"file": "a.har"}) == "har-1"
        on_demand._channel.send_may_fail("harClose", None, {"harId": "har-1"})
        assert starts == [1]

    asyncio.run(scenario())
    assert [call[0] for call in utils.calls] == ["tracing_started", "stack", "harOpen", "harClose"]
