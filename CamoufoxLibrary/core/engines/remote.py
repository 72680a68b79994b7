"""Connecting to a Playwright browser server: one connection, and its browser, per instance.

``connect`` opens the WebSocket (``BrowserType.connect``) with the request's headers
and timeout. Every way it can fail is ``browser_not_running`` naming the endpoint and
the cause (``connect_failure``): nothing listening, a host not found, a refused
handshake (an HTTP status instead of a WebSocket), a Playwright version mismatch
(the server answers 428), a server that could not launch a browser, or no browser
within the connect timeout.

A server that accepts the connection but cannot launch a browser answers the
client's first request (``Connection.init``) with the reason, which Playwright's
``connect`` does not pass on: it would wait out its whole timeout and then say only
"Connection timed out". ``InitWatch`` sees that request's task being made (a task
factory, for the tasks our connect starts only: a context variable marks them) and
hands its error to the waiting ``connect``, so the cause is reported at once. Should
Playwright's internals move, the watch sees nothing and the timeout answers, as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import zipfile
from collections.abc import Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, Page, Playwright

from ..contract.errors import BrowserNotRunning, UnsupportedCapability
from ..js import script
from .remote_request import RemoteRequest

# Playwright's coroutines of one connection: its message loop and its first request.
RUN = "Connection.run"
INIT = "Connection.run.<locals>.init"


class InitWatch:
    """The connection our connect makes, and the failure of its first request."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.connection: Any = None
        self.failed: asyncio.Future[BaseException] = loop.create_future()

    def task_made(self, task: asyncio.Task[Any], coro: Any) -> None:
        name = getattr(coro, "__qualname__", "")
        if name == RUN:
            frame = getattr(coro, "cr_frame", None)
            self.connection = frame.f_locals.get("self") if frame is not None else None
        elif name == INIT:
            task.add_done_callback(self._init_done)

    def _init_done(self, task: asyncio.Task[Any]) -> None:
        if task.cancelled() or task.exception() is None:  # exception(): retrieved, not logged
            return
        error = task.exception()
        assert error is not None
        waiting = getattr(self.connection, "playwright_future", None)
        if isinstance(waiting, asyncio.Future) and not waiting.done():
            waiting.set_exception(error)  # connect() raises it now, and cleans up after itself
        elif not self.failed.done():
            self.failed.set_result(error)

    def close_connection(self) -> None:
        """Closes the WebSocket of a connection that failed (best effort)."""
        transport = getattr(self.connection, "_transport", None)
        with contextlib.suppress(Exception):
            transport.request_stop()


_watching: ContextVar[InitWatch | None] = ContextVar("camoufox_connect_watch", default=None)
_factories: dict[asyncio.AbstractEventLoop, tuple[Any, int]] = {}  # loop -> (previous, users)


@contextlib.contextmanager
def watching_init(loop: asyncio.AbstractEventLoop) -> Iterator[InitWatch]:
    """An ``InitWatch`` of the tasks the caller's task makes while the block runs."""
    watch = InitWatch(loop)
    token = _watching.set(watch)
    previous, users = _factories.get(loop, (loop.get_task_factory(), 0))
    if users == 0:
        loop.set_task_factory(_factory(previous))
    _factories[loop] = (previous, users + 1)
    try:
        yield watch
    finally:
        _watching.reset(token)
        previous, users = _factories.pop(loop)
        if users > 1:
            _factories[loop] = (previous, users - 1)
        else:
            loop.set_task_factory(previous)
        if not watch.failed.done():
            watch.failed.cancel()


def _factory(previous: Any) -> Any:
    def make(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
        if previous is not None:
            task = previous(loop, coro, **kwargs)
        else:
            task = asyncio.Task(coro, loop=loop, **kwargs)
        watch = _watching.get()
        if watch is not None:
            watch.task_made(task, coro)
        return task

    return make


async def connect(playwright: Playwright, request: RemoteRequest) -> Browser:
    """The browser the server at ``request.endpoint`` launches for this connection."""
    with watching_init(asyncio.get_running_loop()) as watch:
        connecting = asyncio.ensure_future(
            playwright.firefox.connect(
                request.endpoint, timeout=request.timeout * 1000, headers=request.headers
            )
        )
        try:
            await asyncio.wait({connecting, watch.failed}, return_when=asyncio.FIRST_COMPLETED)
        except BaseException:  # our deadline: the tool's budget ran out first
            connecting.cancel()
            raise
        try:
            if not connecting.done():
                connecting.cancel()
                raise watch.failed.result()
            return connecting.result()
        except Exception as exc:  # PlaywrightError, mostly: every way a connect fails
            watch.close_connection()
            raise connect_failure(request, exc) from None


def connect_failure(request: RemoteRequest, exc: BaseException) -> BrowserNotRunning:
    """``browser_not_running`` naming the endpoint and why Playwright's connect failed."""
    text = str(exc).replace("BrowserType.connect: ", "").strip()
    first = text.splitlines()[0] if text else type(exc).__name__
    if "ECONNREFUSED" in text:
        cause = (
            "nothing listens there (connection refused); start a browser server, e.g. "
            "`python -m playwright run-server --host 127.0.0.1 --port 9222`"
        )
    elif "ENOTFOUND" in text or "EAI_AGAIN" in text:
        cause = f"its host is not found ({first})"
    elif "version mismatch" in text:
        versions = dict(re.findall(r"(server|client) version: v?([\w.]+)", text))
        cause = (
            f"Playwright version mismatch: the server runs {versions.get('server', '?')}, "
            f"this client {versions.get('client', '?')}; the playwright packages of both "
            "sides must be the same version"
        )
    elif status := re.search(r"WebSocket error: \S+ (\d{3}\b[^\n]*)", text):
        cause = (
            f"the server refused the WebSocket handshake (HTTP {status.group(1).strip()}); "
            "is it a Playwright browser server, is the path right"
            + (
                ", is the token in connect_headers right"
                if status.group(1)[:3] in ("401", "403")
                else ""
            )
            + "?"
        )
    elif text.startswith("Connection.init:"):
        cause = "the server could not start a browser: " + text.removeprefix(
            "Connection.init:"
        ).strip().replace("\n", " ")
        if request.executable_path or request.launch_options.get("firefoxUserPrefs"):
            cause += (
                " (a server started without --unsafe ignores executablePath and "
                "firefoxUserPrefs; start it with --unsafe, or give launch_options it can use)"
            )
    elif "timed out" in text.lower() or "Timeout" in first:
        cause = (
            f"no browser within connect_timeout ({request.timeout:g} s); the server may be "
            "busy, or unable to launch one (see its output)"
        )
    else:
        cause = first
    return BrowserNotRunning(f"cannot connect to the browser server at {request.endpoint}: {cause}")


def unpack_har(path: str) -> None:
    """Writes the HAR file a remote context recorded where it was asked for.

    Over a browser server Playwright gets the HAR as a zip archive and, for a path
    that is not a ``.zip``, leaves it as ``<path>.tmp`` (its client "does not support
    uncompressed HAR"): ``har.har`` in it becomes ``path``, attached bodies go beside
    it, as a local recording puts them.
    """
    archive = Path(path + ".tmp")
    if path.endswith(".zip") or not archive.is_file():
        return
    target = Path(path)
    with zipfile.ZipFile(archive) as zipped:
        for name in zipped.namelist():
            if name == "har.har":
                target.write_bytes(zipped.read(name))
            elif Path(name).name == name:  # a body, named by its hash: nothing else
                (target.parent / name).write_bytes(zipped.read(name))
    archive.unlink()


async def check_browser_prefs(page: Page, wanted: dict[str, Any]) -> None:
    """The browser-wide options, read back in ``page``: ``unsupported_capability`` when the
    server's browser did not take them (they are launch preferences there)."""
    if not wanted:
        return
    seen = await page.evaluate(script("browser_prefs"))
    wrong = [name for name, value in wanted.items() if seen.get(name) != value]
    if wrong:
        said = ", ".join(
            f"{name}={wanted[name]!r} (the page has {seen.get(name)!r})" for name in wrong
        )
        raise UnsupportedCapability(
            f"the browser server's browser did not take {said}: on Firefox these are "
            "preferences set at launch (firefoxUserPrefs), which a server started without "
            "--unsafe ignores; start it with --unsafe"
        )
