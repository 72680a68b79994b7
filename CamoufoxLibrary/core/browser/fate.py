"""How an instance's browser and pages end when no tool ends them: the browser's death,
a page's crash, a page that closed by itself.

Over WebDriver BiDi, Playwright launches Firefox with ``MOZ_CRASHREPORTER_SHUTDOWN=1``,
so a content process that dies takes the whole browser down. Measured (firefox-esr 153,
Playwright 1.62, the page's content process SIGKILLed): the page's ``close`` comes
~200 ms after the kill, the context's ``close`` ~10 ms later, then the browser's
``disconnected``; the browser's main process is still alive at all three. Killing the
main process gives the same events in the same order, the main process already gone
at the first. A page's own ``window.close()`` gives the page's ``close`` and nothing
after. So a page that closes with no tool closing it while the main process lives is
a suspect: when the browser dies within ``SETTLE`` seconds of it, that page crashed.
A call that fails in between waits for that moment (``settle``) before it answers.

Over a browser server (a remote instance), the connection's close closes every page,
then every context, at once (Playwright's ``handle_transport_close``), and the
browser's ``disconnected`` comes a turn of the loop later: measured with a
``playwright launch-server`` SIGKILLed, a call in flight failed 60 ms after the kill,
the next at once. A page that closed in the same turn of the loop as the instance's
death was closed by the connection, not by itself, so it is no suspect.

Over Juggler (Camoufox), Playwright emits the page's ``crash`` and the browser lives
on; the page stays open, and every call on it fails at once (``crashed``).
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections.abc import Callable

from playwright.async_api import Page

from ..contract.errors import PageNotFound
from ..engines import processes

log = logging.getLogger("CamoufoxLibrary.core")

# Seconds after a page closed by itself within which the browser's death is that page's
# crash (measured: ~10 ms from the page's close to the context's).
SETTLE = 1.0
GONE_KEPT = 50  # the pages that closed by themselves remembered, for calls that name them


class Fate:
    """What ended instance ``instance``'s browser or pages, when no tool did.

    ``pid`` is the browser's main process when the library launched it; ``ws_endpoint``
    the browser server's address when it did not.
    """

    def __init__(
        self,
        instance: str,
        pid: int | None,
        ws_endpoint: str | None,
        link_closed: Callable[[], str | None] = lambda: None,
    ) -> None:
        self.instance = instance
        self.link_closed = link_closed  # why its connection to the server closed, if known
        self.pid = pid
        self.ws_endpoint = ws_endpoint
        self.crashed: dict[str, str] = {}  # page_id -> the message of calls on it (Juggler)
        self._ours: weakref.WeakSet[Page] = weakref.WeakSet()  # pages a tool is closing
        self._gone: dict[str, str] = {}  # page_id -> how it closed, of pages that did themselves
        self._suspect: tuple[str, float] | None = None  # a page closed by itself, and when
        self._death: asyncio.Future[None] | None = None  # resolved when the browser dies
        self._ended = False  # the browser died (dead() was called)
        self._crash: asyncio.Future[None] | None = None  # the next crash (next_crash)

    # --- the browser's death ---------------------------------------------------------

    def death_message(self, why: str) -> str:
        """What every call says once the browser died ``why``: a page's crash first, when
        a page closed by itself within ``SETTLE`` before and the main process lives on
        (Firefox shutting down by itself)."""
        lead, suspect = "", self._suspect
        if suspect and time.monotonic() - suspect[1] <= SETTLE and not self.main_ended():
            lead = (
                f"page '{suspect[0]}' crashed (its content process died) and Firefox shut "
                "down with it, as it does over WebDriver BiDi: "
            )
        return (
            f"{lead}the browser of instance '{self.instance}' is no longer running ({why}); "
            "destroy the instance and create it again"
        )

    def disconnected(self, what: str) -> str:
        """Why the browser died, when ``what`` (the browser, its context) went away."""
        if self.ws_endpoint is not None:  # a context closes first when the connection does
            why = self.link_closed()
            if why:
                return f"the connection to the browser server at {self.ws_endpoint} closed: {why}"
            return f"the browser server at {self.ws_endpoint} closed the connection or the context"
        said = f"{what} disconnected" if what == "the browser" else f"{what} closed"
        return self.main_ended() or said

    def main_ended(self) -> str | None:
        """Why the browser died when its main process is gone (not a zombie), else None."""
        if self.pid is None or processes.is_alive(self.pid):
            return None
        return f"its main process (pid {self.pid}) ended: it was killed, or it crashed"

    def death(self, dead: bool) -> asyncio.Future[None]:
        """A future resolved when the browser dies (at once when it is ``dead``): calls in
        flight stop waiting on it, since Playwright leaves them pending until their own
        timeouts (measured)."""
        if self._death is None:
            self._death = asyncio.get_running_loop().create_future()
        if dead:
            self.dead()
        return self._death

    def dead(self) -> None:
        self._ended = True
        if self._death is not None and not self._death.done():
            self._death.set_result(None)

    async def settle(self) -> bool:
        """Waits, until ``SETTLE`` after a page closed by itself at most, for the browser's
        death: a call that failed in between then says what really happened. Whether a
        page closed by itself within ``SETTLE`` (before the death, if it came)."""
        if self._suspect is None:
            return False
        death = self.death(False)
        left = self._suspect[1] + SETTLE - time.monotonic()
        if left > 0 and not death.done():
            await asyncio.wait((death,), timeout=left)
        return left > 0

    # --- pages that closed ------------------------------------------------------------

    def closing(self, page: Page) -> None:
        """A tool closes ``page`` now: its close is no loss."""
        self._ours.add(page)

    def closed(
        self, page: Page, page_id: str, instance_closing: bool, died: Callable[[str], None]
    ) -> None:
        """Notes the close of ``page``; calls ``died`` (``Instance.died``) when the
        browser's main process is gone already: it was killed."""
        if page in self._ours or instance_closing:
            return
        ended = self.main_ended()
        if ended:
            died(ended)
            return
        if self.ws_endpoint is not None:  # the connection's close? known a turn later
            asyncio.get_running_loop().call_soon(self._closed_alone, page_id, time.monotonic())
        else:
            self._closed_alone(page_id, time.monotonic())

    def _closed_alone(self, page_id: str, when: float) -> None:
        """Notes page ``page_id`` as closed by itself at ``when`` (unless the browser
        died since: then its connection closed it)."""
        if self.ws_endpoint is not None and self._ended:
            return
        self._suspect = (page_id, when)
        self._gone[page_id] = "it closed by itself: its own window.close()"
        while len(self._gone) > GONE_KEPT:
            del self._gone[next(iter(self._gone))]

    def how_gone(self, page_id: str) -> str:
        """`` (how it closed)`` for a page that closed by itself, else nothing."""
        return f" ({self._gone[page_id]})" if page_id in self._gone else ""

    # --- Juggler's crash: the page stays, the browser lives on ---------------------------

    def page_crashed(self, page_id: str) -> None:
        """Playwright's ``crash`` of page ``page_id``: every call on it fails from now on."""
        self.crashed[page_id] = (
            f"page '{page_id}' of instance '{self.instance}' crashed (its content process "
            "died); the browser is still running: close the page with browser_tabs action "
            "'close' (or browser_close) and open another with action 'new'"
        )
        log.warning(self.crashed[page_id])
        if self._crash is not None and not self._crash.done():
            self._crash.set_result(None)

    def next_crash(self) -> asyncio.Future[None]:
        """A future resolved at the next crash of one of the instance's pages."""
        if self._crash is None or self._crash.done():
            self._crash = asyncio.get_running_loop().create_future()
        return self._crash

    def refuse_crashed(self, page_id: str) -> None:
        """``page_not_found`` saying so, for a call on page ``page_id`` after its crash."""
        if page_id in self.crashed:
            raise PageNotFound(self.crashed[page_id])

    def crash_of(self, page_id: str | None) -> str | None:
        """Why calls on page ``page_id`` fail when it crashed, else None."""
        return self.crashed.get(page_id) if page_id is not None else None
