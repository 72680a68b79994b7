"""Connecting to a Playwright browser server: one connection, and its browser, per instance.

``connect`` opens the WebSocket (``serverlink.open_browser``: this process's own, no
Playwright driver) with the request's headers, to one of the request's endpoints: a
single endpoint (a server, or a balancer in front of several), or a list of them (the
servers of a fleet). It starts at a random entry, so the pabot workers of one run spread
over the servers, and makes one retry, on the next entry (with a single entry: the same
address, where a balancer picks another server), when the failure is one another server
could avoid: nothing listening, a connection closed during the handshake, a server that
answers 503 (full, draining), a server that closes the connection before its browser is
ready, or dies while the context is made. What another server cannot fix is never
retried: a Playwright version mismatch (428), a wrong path or token (400, 401, 403, 404),
a 409 (the server's browser cannot be what ``launch_options`` ask), a server that cannot
launch a browser. The whole connect, the retry included, stays within the request's
timeout (``connect_timeout``).

How it fails, and what each failure means: ``remote_failures.py``.
"""

from __future__ import annotations

import asyncio
import logging
import random
import zipfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from playwright.async_api import Browser, Page
from playwright.async_api import Error as PlaywrightError

from ..contract.errors import UnsupportedCapability
from ..js import script
from .remote_failures import Attempt, classify, connect_failure
from .remote_request import RemoteRequest
from .serverlink import open_browser

log = logging.getLogger("CamoufoxLibrary.core")
T = TypeVar("T")

RETRY_LEFT = 0.1  # seconds of connect_timeout a retry needs at least


def first_index(count: int) -> int:
    """The entry a connect starts at: a random one, so a run's workers spread out."""
    return random.randrange(count)


def attempt_order(endpoints: tuple[str, ...], start: int) -> tuple[str, str]:
    """The first try and the one retry: ``start``, then the next entry (or itself)."""
    return endpoints[start], endpoints[(start + 1) % len(endpoints)]


async def connect(
    local_utils: Any,
    request: RemoteRequest,
    setup: Callable[[Browser, str], Awaitable[T]],
) -> T:
    """What ``setup`` makes of the browser that a server of ``request.endpoints`` gives
    this connection (it gets the endpoint too): the first try, or the one retry.
    ``local_utils`` serve the connection's calls that need Playwright's driver
    (``localutils.DriverOnDemand``)."""
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
            browser = await open_browser(endpoint, request.headers, left, local_utils)
        except Exception as exc:  # HandshakeFailed, LinkClosed, TimeoutError, the server's error
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
