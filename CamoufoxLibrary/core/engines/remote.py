"""Connecting to a Playwright browser server: one connection, and its browser, per instance.

``connect`` opens the WebSocket (``BrowserType.connect``) with the request's headers,
to one of the request's endpoints: a single endpoint (a server, or a balancer in front
of several), or a list of them (the servers of a fleet). It starts at a random entry,
so the pabot workers of one run spread over the servers, and makes one retry, on the
next entry (with a single entry: the same address, where a balancer picks another
server), when the failure is one another server could avoid: nothing listening, a
connection reset or closed during the handshake, a server that answers 503 (full,
draining), a server that closes the connection before its browser is ready, or dies
while the context is made. What another server cannot fix is never retried: a
Playwright version mismatch (428), a wrong path or token (400, 401, 403, 404), a 409
(the server's browser cannot be what ``launch_options`` ask), a server that cannot
launch a browser. The whole connect, the retry included, stays within the request's
timeout (``connect_timeout``).

How it fails, and what Playwright says each time: ``remote_failures.py``.

A server that accepts the connection but cannot launch a browser answers the
client's first request (``Connection.init``) with the reason, which Playwright's
``connect`` does not pass on: it would wait out its whole timeout and then say only
"Connection timed out". ``InitWatch`` sees that request's task being made (a task
factory, for the tasks our connect starts only: a context variable marks them) and
hands its error to the waiting ``connect``, so the cause is reported at once; when the
connection closes before that request is answered, it hands on that the server closed
it. Should Playwright's internals move, the watch sees nothing and the timeout
answers, as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import zipfile
from collections.abc import Awaitable, Callable, Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any, TypeVar

from playwright.async_api import Browser, Page, Playwright
from playwright.async_api import Error as PlaywrightError

from ..contract.errors import UnsupportedCapability
from ..js import script
from .remote_failures import CLOSED_EARLY, Attempt, classify, connect_failure
from .remote_request import RemoteRequest

log = logging.getLogger("CamoufoxLibrary.core")
T = TypeVar("T")

# Playwright's coroutines of one connection: its message loop and its first request.
RUN = "Connection.run"
INIT = "Connection.run.<locals>.init"
RETRY_LEFT = 0.1  # seconds of connect_timeout a retry needs at least


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
        if task.cancelled():
            # The connection's cleanup() cancels its first request when the connection
            # closes (the server ended): Playwright's connect would wait out its timeout.
            if getattr(self.connection, "_closed_error", None) is not None:
                self._fail(PlaywrightError(CLOSED_EARLY))
            return
        error = task.exception()  # retrieved, not logged
        if error is not None:
            self._fail(error)

    def _fail(self, error: BaseException) -> None:
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


def first_index(count: int) -> int:
    """The entry a connect starts at: a random one, so a run's workers spread out."""
    return random.randrange(count)


def attempt_order(endpoints: tuple[str, ...], start: int) -> tuple[str, str]:
    """The first try and the one retry: ``start``, then the next entry (or itself)."""
    return endpoints[start], endpoints[(start + 1) % len(endpoints)]


async def connect(
    playwright: Playwright,
    request: RemoteRequest,
    setup: Callable[[Browser, str], Awaitable[T]],
) -> T:
    """What ``setup`` makes of the browser that a server of ``request.endpoints`` gives
    this connection (it gets the endpoint too): the first try, or the one retry."""
    loop = asyncio.get_running_loop()
    began = loop.time()
    deadline = began + request.timeout
    attempts: list[Attempt] = []
    for endpoint in attempt_order(request.endpoints, first_index(len(request.endpoints))):
        left = deadline - loop.time()
        if attempts and not (left >= RETRY_LEFT and attempts[-1].retryable(endpoint)):
            break
        if attempts:
            log.info("connecting to %s failed; retrying at %s", attempts[-1].endpoint, endpoint)
        started = loop.time()
        try:
            browser = await connect_once(playwright, request, endpoint, left)
        except Exception as exc:  # PlaywrightError, mostly: every way a connect fails
            held = loop.time() - started
            attempts.append(classify(request, endpoint, exc, held, left, retry=bool(attempts)))
            continue
        try:
            return await setup(browser, endpoint)
        except BaseException as exc:
            lost = isinstance(exc, PlaywrightError) and not await still_connected(browser)
            await close_quietly(browser)
            if not lost:
                raise
            attempts.append(
                Attempt(
                    endpoint,
                    "lost",
                    "the connection closed while the instance's context was made (the "
                    "server ended, or dropped it)",
                    loop.time() - started,
                    str(exc),
                )
            )
    raise connect_failure(request, attempts, loop.time() - began)


async def connect_once(
    playwright: Playwright, request: RemoteRequest, endpoint: str, timeout: float
) -> Browser:
    """One ``BrowserType.connect`` to ``endpoint``, for ``timeout`` seconds at most."""
    with watching_init(asyncio.get_running_loop()) as watch:
        connecting = asyncio.ensure_future(
            playwright.firefox.connect(
                endpoint, timeout=max(1.0, timeout * 1000), headers=request.headers
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
        except Exception:
            watch.close_connection()
            raise


async def still_connected(browser: Browser) -> bool:
    """Whether ``browser``'s connection is open: a closed connection closes its pages
    and contexts, fails the calls in flight, then (a turn of the loop later) the browser."""
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return browser.is_connected()


async def close_quietly(browser: Browser) -> None:
    """Closes a browser (a remote one: its connection) that failed half-way."""
    try:
        await asyncio.wait_for(browser.close(), timeout=10)
    except Exception as exc:
        log.info("closing a browser that failed to set up gave %s", exc)


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
