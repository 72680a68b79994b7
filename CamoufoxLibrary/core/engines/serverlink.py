"""A connection to a Playwright browser server straight from this process, no driver.

Playwright's ``BrowserType.connect`` asks its local driver (a node process, started
for the purpose) to open the WebSocket, and relays every message through it. Measured
on the development machine (a ``camoufox-server`` on 127.0.0.1, 2 runs each): starting
that driver costs 0.30 core-seconds and 0.22-0.25 s of every process that connects,
and the relay 0.3-0.6 ms of every call (``page.evaluate("0")``: 1.60-1.66 ms through
the driver, 1.09-1.29 ms straight). In a fleet each test is a process of its own
(pabot), so that is paid per test.

Here the WebSocket is this process's own (the ``websockets`` package), and Playwright's
own ``Connection`` runs over it (``WebSocketTransport``): the same messages, the same
objects, what ``BrowserType.connect`` builds over its driver's pipe. What the driver
does for a connection and this does too: the handshake's ``User-Agent`` with this
Playwright's version (the server checks it: a mismatch is a 428), the
``x-playwright-browser`` header, HTTP redirects. What it would do and is not asked of
it here: a slow-motion delay, a SOCKS tunnel to this machine's network
(``exposeNetwork``), the library passes neither. The few calls that need the driver's
own utilities (a trace's files, a HAR replay) start it then (``localutils.py``).

The handshake's failures are ``HandshakeFailed`` with what happened (``kind``: refused,
not_found, status, hung_up, other) and the server's status and words; a connection
that closes before the server's first answer is ``LinkClosed``;
``remote_failures.classify`` tells what each means. A connection that goes quiet (a
server machine lost without a word) is found by WebSocket pings: none answered within
``PING_TIMEOUT`` closes it, and its calls fail as for a closed one.
"""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import platform
import re
import socket
import sys
import weakref
from collections.abc import Callable
from typing import Any

from playwright._impl._async_base import mapping
from playwright._impl._browser import Browser as BrowserImpl
from playwright._impl._connection import Connection, RootChannelOwner, from_channel
from playwright._impl._object_factory import create_remote_object
from playwright._impl._transport import Transport
from playwright._repo_version import version as PLAYWRIGHT_VERSION
from playwright.async_api import Browser
from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as websocket_connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from ...version import __version__

log = logging.getLogger("CamoufoxLibrary.core")

# A ping every PING_INTERVAL seconds; none answered within PING_TIMEOUT closes the
# connection. Not shorter: a server's node process busy with a large answer (a full
# page screenshot) or a runner's loop busy must not read as a lost server.
PING_INTERVAL = 5.0
PING_TIMEOUT = 10.0
CLOSE_TIMEOUT = 2.0  # seconds a close waits for the server's closing handshake
BROWSER_NAME = "firefox"  # the x-playwright-browser header: the browser of a run-server


def user_agent() -> str:
    """What the handshake says this client is: the server reads Playwright's version in it."""
    python = ".".join(platform.python_version_tuple()[:2])
    return (
        f"Playwright/{PLAYWRIGHT_VERSION} ({platform.machine()}; {sys.platform}) "
        f"python/{python} CamoufoxLibrary/{__version__}"
    )


class HandshakeFailed(Exception):
    """The WebSocket to a server could not be opened: ``kind`` says how, ``status``
    and ``body`` what the server answered (an HTTP refusal), ``str()`` the details."""

    def __init__(self, kind: str, words: str, status: int = 0, phrase: str = "", body: str = ""):
        super().__init__(words)
        self.kind = kind  # refused, not_found, status, hung_up, other
        self.status = status
        self.phrase = phrase
        self.body = body


class LinkClosed(Exception):
    """The connection closed after the handshake, before the server's first answer."""


def handshake_failure(exc: BaseException, endpoint: str) -> HandshakeFailed:
    """What ``websocket_connect``'s ``exc`` means, in a ``HandshakeFailed``."""
    if isinstance(exc, InvalidStatus):
        response = exc.response
        body = bytes(response.body or b"").decode("utf-8", "replace").strip()
        line = f"{response.status_code} {response.reason_phrase}".strip()
        said = f"{endpoint} answered HTTP {line}" + (f": {body}" if body else "")
        return HandshakeFailed("status", said, response.status_code, response.reason_phrase, body)
    # An HTTP/1.0 answer (a plain web server at that address): websockets takes only
    # HTTP/1.1, and names the status line it read.
    status_line = re.search(r"HTTP/1\.0 (\d{3}) ?([^\r\n]*)", str(exc.__cause__ or ""))
    if isinstance(exc, InvalidHandshake) and status_line:
        code, phrase = int(status_line.group(1)), status_line.group(2).strip()
        return HandshakeFailed(
            "status", f"{endpoint} answered HTTP/1.0 {code} {phrase}", code, phrase
        )
    if isinstance(exc, socket.gaierror):
        return HandshakeFailed("not_found", f"host not found: {exc}")
    if isinstance(exc, ConnectionRefusedError):
        return HandshakeFailed("refused", f"connection refused: {exc}")
    if isinstance(exc, (ConnectionResetError, EOFError)) or (
        isinstance(exc, InvalidHandshake) and isinstance(exc.__cause__, EOFError)
    ):
        return HandshakeFailed("hung_up", "the connection closed before the handshake's answer")
    if isinstance(exc, OSError) and exc.errno == errno.ECONNREFUSED:
        return HandshakeFailed("refused", f"connection refused: {exc}")
    return HandshakeFailed("other", f"{type(exc).__name__}: {exc}")


class WebSocketTransport(Transport):
    """Playwright's ``Transport`` over an open WebSocket: a message is a text frame of JSON."""

    def __init__(self, loop: asyncio.AbstractEventLoop, websocket: ClientConnection) -> None:
        super().__init__(loop)
        self._websocket = websocket
        self._stopped: asyncio.Future[None] = loop.create_future()
        self.closed: asyncio.Future[str | None] = loop.create_future()  # the reason, if any
        self.on_close: Callable[[str | None], None] = lambda reason: None
        self.reader: asyncio.Task[None] | None = None  # run(), held while it reads

    async def connect(self) -> None:
        """Nothing to do: the WebSocket is open already."""

    async def run(self) -> None:
        """Hands every message to the connection until the WebSocket closes."""
        reason: str | None = None
        try:
            async for data in self._websocket:
                try:
                    self.on_message(json.loads(data))
                except Exception:  # one message Playwright could not take; the rest go on
                    log.exception("a browser server's message could not be dispatched")
        except ConnectionClosed as exc:
            reason = closed_reason(exc)
        except Exception as exc:  # the socket itself failed
            reason = f"it failed: {exc}"
        if reason is None and self._websocket.close_code not in (None, 1000):
            reason = closed_reason(None, self._websocket)
        if not self.closed.done():
            self.closed.set_result(reason)
        self.on_close(reason)
        if not self._stopped.done():
            self._stopped.set_result(None)

    def send(self, message: dict[str, Any]) -> None:
        # Tasks start in the order they are made, and each writes its frame before its
        # first await: the messages leave in Playwright's order.
        sending = self._loop.create_task(self._websocket.send(json.dumps(message)))
        sending.add_done_callback(_quietly)

    def request_stop(self) -> None:
        self._loop.create_task(self._websocket.close()).add_done_callback(_quietly)

    async def wait_until_stopped(self) -> None:
        await asyncio.shield(self._stopped)

    def dispose(self) -> None:
        self.request_stop()


def _quietly(task: asyncio.Task[Any]) -> None:
    """A send or close on a connection that closed meanwhile: its reader says why."""
    if not task.cancelled():
        task.exception()


def closed_reason(
    exc: ConnectionClosed | None, websocket: ClientConnection | None = None
) -> str | None:
    """Why a connection closed, in words: no answer to a ping, or the server's close
    frame; None when the socket just ended (a server killed)."""
    if exc is not None and exc.rcvd is None and exc.sent is not None and exc.sent.code == 1011:
        return f"no answer to a ping within {PING_TIMEOUT:g} s"
    frame = exc.rcvd if exc is not None else None
    code = frame.code if frame is not None else getattr(websocket, "close_code", None)
    said = frame.reason if frame is not None else getattr(websocket, "close_reason", "")
    if said:
        return f"the server closed it ({code}: {said})"
    return f"the server closed it ({code})" if code and code != 1006 else None


# The words of connections that closed with a reason, by their browser (why_closed).
_closed_why: weakref.WeakKeyDictionary[BrowserImpl, str] = weakref.WeakKeyDictionary()


def why_closed(browser: Browser) -> str | None:
    """Why ``browser``'s connection closed, when this module opened it and it did."""
    return _closed_why.get(browser._impl_obj)


async def open_browser(
    endpoint: str, headers: dict[str, str], timeout: float, local_utils: Any
) -> Browser:
    """The browser a server at ``endpoint`` gives a new connection, within ``timeout``
    seconds: ``HandshakeFailed``, ``LinkClosed``, ``TimeoutError`` or the server's own
    error (Playwright's, for a browser it could not launch) when it does not come."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    try:
        websocket = await websocket_connect(
            endpoint,
            additional_headers={"x-playwright-browser": BROWSER_NAME, **headers},
            user_agent_header=user_agent(),
            open_timeout=timeout,
            compression=None,  # Playwright's server does not deflate; no CPU on it here
            max_size=None,  # a screenshot's message can be large
            max_queue=None,
            ping_interval=PING_INTERVAL,
            ping_timeout=PING_TIMEOUT,
            close_timeout=CLOSE_TIMEOUT,
        )
    except TimeoutError:
        raise
    except Exception as exc:
        raise handshake_failure(exc, endpoint) from exc
    transport = WebSocketTransport(loop, websocket)
    connection = Connection(None, create_remote_object, transport, loop, local_utils=local_utils)
    connection.mark_as_remote()
    browser: list[BrowserImpl] = []
    transport.on_close = lambda reason: lost(connection, browser, reason)
    # What Connection.run does, with the first request's failure seen at once.
    connection._root_object = RootChannelOwner(connection)
    reading = transport.reader = loop.create_task(transport.run())
    init = loop.create_task(connection._root_object.initialize())
    try:
        await asyncio.wait(
            {init, transport.closed},
            timeout=deadline - loop.time(),
            return_when=asyncio.FIRST_COMPLETED,
        )
        if not init.done():
            if transport.closed.done():
                raise LinkClosed(transport.closed.result() or "the connection closed")
            raise TimeoutError(f"no answer from {endpoint} within {timeout:g} s")
        playwright = init.result()
    except BaseException:
        init.cancel()
        transport.request_stop()
        reading.add_done_callback(_quietly)
        raise
    impl = from_channel(playwright._initializer["preLaunchedBrowser"])
    impl._should_close_connection_on_close = True
    impl._connect_to_browser_type(playwright.firefox, None)
    browser.append(impl)
    return mapping.from_impl(impl)


def lost(connection: Connection, browser: list[BrowserImpl], reason: str | None) -> None:
    """A connection that closed: its pages and contexts close, its calls in flight fail,
    then its browser (a turn of the loop later, as Playwright's connect does it)."""
    for impl in browser:
        if reason is not None:
            _closed_why[impl] = reason
    for impl in browser:
        for context in impl.contexts:
            for page in context.pages:
                page._on_close()
            context._on_close()
    connection.cleanup(reason)
    for impl in browser:
        connection._loop.call_soon(impl._on_close)
