"""One named browser instance: its context, pages, frames and selection, and its parts."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import Browser, BrowserContext, Frame, Page

from ..contract.errors import BrowserNotRunning, FrameNotFound, PageNotFound
from ..contract.ids import new_id
from ..engines import EngineChoice, serverlink
from ..engines.bididoor import BidiDoor
from ..healing.healer import Healer
from ..healing.store import LocatorStore
from ..network.routing import Routes
from ..network.waits import NetworkWaits
from ..syntax.refs import MainFrameRefs
from .arrivals import Arrivals
from .fate import Fate
from .modals import Modals
from .overlays import OverlayHandlers
from .pagelog import PageLog
from .tracing import Tracing

log = logging.getLogger("CamoufoxLibrary.core")


@dataclass
class Instance:
    name: str
    engine: EngineChoice
    version: str
    context: BrowserContext
    browser: Browser | None
    tag: str  # process tag (see processes.py)
    headless: bool
    profile_dir: str | None = None
    pid: int | None = None  # the browser's main process, found once after launch
    pages: dict[str, Page] = field(default_factory=dict)  # creation order = tab order
    frames: dict[str, Frame] = field(default_factory=dict)
    logs: dict[str, PageLog] = field(default_factory=dict)  # console and network, per page
    main_refs: dict[str, MainFrameRefs] = field(default_factory=dict)  # per page (refs.py)
    selected_page_id: str | None = None
    dead_reason: str | None = None
    closing: bool = False
    # The browser-wide options its browser was launched with (contexts.PREF_OPTIONS).
    browser_options: dict[str, Any] = field(default_factory=dict)
    har_path: str | None = None  # its context writes this HAR file when it closes
    base_url: str | None = None  # what relative URLs of browser_navigate are relative to
    ws_endpoint: str | None = None  # the browser server it is connected to, if remote
    init_scripts: dict[str, Any] = field(default_factory=dict)  # id: Playwright's Disposable
    clock_set: bool = False  # browser_clock gave its pages' clock a time (tools/clock.py)
    # The context options it was created with, checked (locale included where the
    # context took it), and Camoufox's resolved fingerprint config: what its pages
    # were meant to show (tools/identity.py).
    context_options: dict[str, Any] = field(default_factory=dict)
    camoufox_config: dict[str, Any] = field(default_factory=dict)
    # Our own WebDriver BiDi commands to its browser (engines/bididoor.py): a stock
    # Firefox it launched, or shares with the instance that did; None otherwise.
    door: BidiDoor | None = None
    # The run's healer (core/healing/), the manager's: off until the manager sets it.
    healer: Healer = field(default_factory=lambda: Healer("off", LocatorStore(None)))
    _page_ids: dict[Page, str] = field(default_factory=dict)
    _frame_ids: dict[Frame, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Its parts, each closed by release().
        self.routes = Routes(self.context, self.name)  # what its pages get instead of the network
        self.network = NetworkWaits(self.context, self.engine.name)  # network and download waits
        self.tracing = Tracing(self.context, self.name, alive=lambda: not self.dead_reason)
        self.modals = Modals()  # pending dialogs and file choosers; .policy answers dialogs
        self.arrivals = Arrivals()  # the order its pages opened in, the selection's moment
        self.overlays = OverlayHandlers()  # what clears an overlay before an action
        self.fate = Fate(self.name, self.pid, self.ws_endpoint, self._link_closed)  # its death

    def _link_closed(self) -> str | None:
        """Why its connection to a browser server closed, when it did and that is known."""
        return serverlink.why_closed(self.browser) if self.remote and self.browser else None

    @property
    def remote(self) -> bool:
        """Its browser runs under a browser server, which owns its processes."""
        return self.ws_endpoint is not None

    def watch(self) -> None:
        """Subscribes to the context's events; pages already open are registered."""
        if self.browser is not None:
            self.browser.on(
                "disconnected", lambda _: self.died(self.fate.disconnected("the browser"))
            )
        self.context.on("close", lambda _: self.died(self.fate.disconnected("the browser context")))
        self.context.on("page", self.register_page)
        for page in self.context.pages:
            self.register_page(page)

    def died(self, why: str) -> None:
        """Marks it dead, once, saying ``why``: calls waiting on ``death()`` stop."""
        if not self.closing and self.dead_reason is None:
            self.dead_reason = self.fate.death_message(why)
            log.warning(self.dead_reason)
            self.fate.dead()

    def death(self) -> asyncio.Future[None]:
        """A future resolved when the browser dies (fate.py)."""
        return self.fate.death(self.dead_reason is not None)

    def ensure_alive(self) -> None:
        if self.dead_reason:
            raise BrowserNotRunning(self.dead_reason)
        if self.browser is not None and not self.browser.is_connected():
            self.died(self.fate.disconnected("the browser"))
            raise BrowserNotRunning(self.dead_reason or "")

    async def release(self) -> None:
        """Closes its parts, before its context closes: its trace saved, the rest gone."""
        await self.tracing.close()
        self.routes.close()
        self.network.close()
        self.modals.close()
        self.overlays.close()

    def register_page(self, page: Page) -> str:
        """Gives ``page`` its id (once) and follows its frames, dialogs and closing."""
        if page in self._page_ids:
            return self._page_ids[page]
        page_id = new_id("page")
        self._page_ids[page] = page_id
        self.pages[page_id] = page
        self.arrivals.opened(page_id)
        for frame in page.frames:
            self.register_frame(frame)
        page.on("frameattached", self.register_frame)
        page.on("framedetached", self._forget_frame)
        self.modals.watch(page_id, page)
        self.overlays.watch(page_id, page)
        page.on("close", lambda _: self.forget_page(page))
        page.on("close", lambda _: self.fate.closed(page, page_id, self.closing, self.died))
        page.on("crash", lambda _: self.fate.page_crashed(page_id))  # Juggler's only
        self.logs[page_id] = PageLog(page)
        self.main_refs[page_id] = MainFrameRefs()
        if self.selected_page_id is None:
            self.selected_page_id = self.arrivals.selected(page_id)
        return page_id

    def page_id_of(self, page: Page) -> str:
        return self._page_ids.get(page) or self.register_page(page)

    def page(self, page_id: str | None) -> tuple[str, Page]:
        """The given page, or the selected one; ``page_not_found`` otherwise."""
        if page_id is None:
            if self.selected_page_id is None:
                raise PageNotFound(
                    # Not browser_navigate: it needs a page too.
                    f"instance '{self.name}' has no open page; open one with browser_tabs "
                    "action 'new'"
                )
            page_id = self.selected_page_id
        page = self.pages.get(page_id)
        if page is None or page.is_closed():
            raise PageNotFound(
                f"no open page '{page_id}' in instance '{self.name}'"
                f"{self.fate.how_gone(page_id)}; open pages: {', '.join(self.pages) or 'none'}"
            )
        self.fate.refuse_crashed(page_id)
        return page_id, page

    def tab_index(self, page_id: str) -> int:
        return list(self.pages).index(page_id)

    def forget_page(self, page: Page) -> None:
        """Drops a closed page and moves the selection; safe to call more than once."""
        page_id = self._page_ids.pop(page, None)
        if page_id is None:
            return
        index = self.tab_index(page_id)
        del self.pages[page_id]
        self.arrivals.forget(page_id)
        self.logs.pop(page_id, None)
        self.main_refs.pop(page_id, None)
        for frame in [f for f in self._frame_ids if f.page == page]:
            self._forget_frame(frame)
        self.modals.forget_page(page_id)
        self.overlays.forget_page(page_id)
        if self.selected_page_id == page_id:
            # The next tab takes over, or the previous one at the end of the list.
            rest: list[str | None] = [*self.pages] or [None]
            self.selected_page_id = self.arrivals.selected(rest[min(index, len(rest) - 1)])

    def register_frame(self, frame: Frame) -> str:
        if frame not in self._frame_ids:
            frame_id = new_id("frame")
            self._frame_ids[frame] = frame_id
            self.frames[frame_id] = frame
        return self._frame_ids[frame]

    def _forget_frame(self, frame: Frame) -> None:
        frame_id = self._frame_ids.pop(frame, None)
        if frame_id:
            self.frames.pop(frame_id, None)

    def frame_id_of(self, frame: Frame) -> str:
        return self.register_frame(frame)

    def frame(self, page: Page, frame_id: str) -> Frame:
        """An attached frame of ``page``; never another page's frame, never a fallback."""
        frame = self.frames.get(frame_id)
        if frame is None or frame.is_detached():
            raise FrameNotFound(
                f"no attached frame '{frame_id}' (detached frames' ids expire); "
                "list the current ones with browser_frames"
            )
        if frame.page != page:
            raise FrameNotFound(
                f"frame '{frame_id}' belongs to another page; pass that page's page_id "
                "or list this page's frames with browser_frames"
            )
        return frame
