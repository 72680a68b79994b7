"""One named browser instance: its context, pages, frames, selection and modal state."""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from playwright.async_api import Browser, BrowserContext, Dialog, FileChooser, Frame, Page

from ..contract.errors import BrowserNotRunning, FrameNotFound, PageNotFound
from ..engines import EngineChoice
from ..syntax.refs import MainFrameRefs
from .pagelog import PageLog

if TYPE_CHECKING:
    from ..network.routing import Route
    from ..network.waits import NetworkWaits
    from .tracing import Trace

log = logging.getLogger("CamoufoxLibrary.core")
T = TypeVar("T")


def new_id(kind: str) -> str:
    """Opaque ids, never reused: ``page-3f2a91c04b1e``."""
    return f"{kind}-{uuid.uuid4().hex[:12]}"


@dataclass
class PendingModal:
    """A JavaScript dialog or file chooser that blocks its page until resolved."""

    kind: str  # "dialog" | "file_chooser"
    page_id: str
    dialog_type: str | None = None  # alert | confirm | prompt | beforeunload
    message: str = ""
    default_value: str = ""
    multiple: bool = False  # file chooser: the input takes several files
    handle: Any = None  # the Playwright Dialog / FileChooser

    def describe(self) -> str:
        if self.kind == "dialog":
            article = "an" if (self.dialog_type or "x")[0] in "aeiou" else "a"
            return f'{article} {self.dialog_type} dialog ("{self.message}")'
        return "a file chooser"

    def resolver(self) -> str:
        return "browser_handle_dialog" if self.kind == "dialog" else "browser_file_upload"

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "page_id": self.page_id}
        if self.kind == "dialog":
            data.update(type=self.dialog_type, message=self.message)
            if self.dialog_type == "prompt":
                data["default_value"] = self.default_value
        else:
            data["multiple"] = self.multiple
        data["resolve_with"] = self.resolver()
        return data


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
    modals: list[PendingModal] = field(default_factory=list)
    _modal_waiters: list[tuple[str, asyncio.Future[PendingModal]]] = field(default_factory=list)
    dead_reason: str | None = None
    closing: bool = False
    # The browser-wide options its browser was launched with (contexts.PREF_OPTIONS).
    browser_options: dict[str, Any] = field(default_factory=dict)
    har_path: str | None = None  # its context writes this HAR file when it closes
    base_url: str | None = None  # what relative URLs of browser_navigate are relative to
    ws_endpoint: str | None = None  # the browser server it is connected to, if remote
    routes: list[Route] = field(default_factory=list)  # oldest first; the newest is tried first
    network: NetworkWaits | None = None  # pending network and download waits, from the first
    trace: Trace | None = None  # the Playwright trace being recorded, if any
    _page_ids: dict[Page, str] = field(default_factory=dict)
    _frame_ids: dict[Frame, str] = field(default_factory=dict)
    _death: asyncio.Future[None] | None = None  # resolved when the browser dies (death())

    @property
    def records_har(self) -> bool:
        return self.har_path is not None

    @property
    def remote(self) -> bool:
        """Its browser runs under a browser server, which owns its processes."""
        return self.ws_endpoint is not None

    # --- lifecycle -------------------------------------------------------------

    def watch(self) -> None:
        """Subscribes to the context's events; pages already open are registered."""
        if self.browser is not None:
            self.browser.on("disconnected", lambda _: self._died(self._disconnected("the browser")))
        self.context.on("close", lambda _: self._died(self._disconnected("the browser context")))
        self.context.on("page", self.register_page)
        for page in self.context.pages:
            self.register_page(page)

    def _died(self, why: str) -> None:
        if not self.closing and self.dead_reason is None:
            self.dead_reason = (
                f"the browser of instance '{self.name}' is no longer running ({why}); "
                "destroy the instance and create it again"
            )
            log.warning(self.dead_reason)
            if self._death is not None and not self._death.done():
                self._death.set_result(None)

    def death(self) -> asyncio.Future[None]:
        """A future resolved when the browser dies: calls in flight stop waiting on it,
        since Playwright leaves them pending until their own timeouts (measured)."""
        if self._death is None:
            self._death = asyncio.get_running_loop().create_future()
            if self.dead_reason is not None:
                self._death.set_result(None)
        return self._death

    def _disconnected(self, what: str) -> str:
        if self.remote:  # a context closes first when the connection does: say the same
            return f"the browser server at {self.ws_endpoint} closed the connection or the context"
        return f"{what} disconnected" if what == "the browser" else f"{what} closed"

    def ensure_alive(self) -> None:
        if self.dead_reason:
            raise BrowserNotRunning(self.dead_reason)
        if self.browser is not None and not self.browser.is_connected():
            self._died(self._disconnected("the browser"))
            raise BrowserNotRunning(self.dead_reason or "")

    # --- pages -----------------------------------------------------------------

    def register_page(self, page: Page) -> str:
        """Gives ``page`` its id (once) and follows its frames, dialogs and closing."""
        if page in self._page_ids:
            return self._page_ids[page]
        page_id = new_id("page")
        self._page_ids[page] = page_id
        self.pages[page_id] = page
        for frame in page.frames:
            self.register_frame(frame)
        page.on("frameattached", self.register_frame)
        page.on("framedetached", self._forget_frame)
        page.on("dialog", lambda dialog: self._on_dialog(page_id, dialog))
        # A listener makes Playwright intercept file choosers: none opens a native picker.
        page.on("filechooser", lambda chooser: self._on_file_chooser(page_id, chooser))
        page.on("close", lambda _: self.forget_page(page))
        self.logs[page_id] = PageLog(page)
        self.main_refs[page_id] = MainFrameRefs()
        if self.selected_page_id is None:
            self.selected_page_id = page_id
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
                f"no open page '{page_id}' in instance '{self.name}'; "
                f"open pages: {', '.join(self.pages) or 'none'}"
            )
        return page_id, page

    def tab_index(self, page_id: str) -> int:
        return list(self.pages).index(page_id)

    def forget_page(self, page: Page) -> None:
        """Drops a closed page and moves the selection; safe to call more than once."""
        page_id = self._page_ids.pop(page, None)
        if page_id is None:
            return
        order = list(self.pages)
        index = order.index(page_id)
        del self.pages[page_id]
        self.logs.pop(page_id, None)
        self.main_refs.pop(page_id, None)
        for frame in [f for f in self._frame_ids if f.page == page]:
            self._forget_frame(frame)
        self.modals = [m for m in self.modals if m.page_id != page_id]
        if self.selected_page_id == page_id:
            # The next tab takes over, or the previous one at the end of the list.
            rest = list(self.pages)
            self.selected_page_id = rest[min(index, len(rest) - 1)] if rest else None

    # --- frames ----------------------------------------------------------------

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

    # --- modal state -----------------------------------------------------------

    def _on_dialog(self, page_id: str, dialog: Dialog) -> None:
        self.add_modal(
            PendingModal(
                kind="dialog",
                page_id=page_id,
                dialog_type=dialog.type,
                message=dialog.message,
                default_value=dialog.default_value,
                handle=dialog,
            )
        )

    def _on_file_chooser(self, page_id: str, chooser: FileChooser) -> None:
        self.add_modal(
            PendingModal(
                kind="file_chooser",
                page_id=page_id,
                multiple=chooser.is_multiple(),
                handle=chooser,
            )
        )

    def add_modal(self, modal: PendingModal) -> None:
        """Records a modal that blocks its page (also one a tool stands in for)."""
        self.modals.append(modal)
        for page_id, opened in self._modal_waiters:
            if page_id == modal.page_id and not opened.done():
                opened.set_result(modal)

    def pending_modal(self, page_id: str, kind: str | None = None) -> PendingModal | None:
        """The oldest pending modal of the page (of that ``kind``, when given)."""
        return next(
            (m for m in self.modals if m.page_id == page_id and kind in (None, m.kind)), None
        )

    async def until_modal(
        self, page_id: str, action: Awaitable[T]
    ) -> tuple[T | None, PendingModal | None]:
        """Runs a page action, but stops waiting for it once it opens a modal on the page.

        On Firefox over BiDi the click that opens an ``alert`` does not return until
        the alert is handled. Returns ``(result, None)`` when ``action`` finishes
        without opening a dialog or file chooser on ``page_id``, or ``(None, modal)``
        as soon as one opens; ``action`` then runs on in the background and its result
        or error is dropped. Errors of ``action`` before any modal opens propagate.
        """
        opened: asyncio.Future[PendingModal] = asyncio.get_running_loop().create_future()
        waiter = (page_id, opened)
        self._modal_waiters.append(waiter)
        task = asyncio.ensure_future(action)
        try:
            await asyncio.wait({task, opened}, return_when=asyncio.FIRST_COMPLETED)
        except BaseException:  # cancelled: the tool's deadline, or the caller gave up
            task.cancel()
            task.add_done_callback(drop_outcome)
            raise
        finally:
            self._modal_waiters.remove(waiter)
        if opened.done():
            task.add_done_callback(drop_outcome)
            return None, opened.result()
        return task.result(), None

    def resolve_modal(self, modal: PendingModal) -> None:
        if modal in self.modals:
            self.modals.remove(modal)

    async def dismiss_modals(self) -> list[PendingModal]:
        """Dismisses every pending dialog and cancels every file chooser; returns them.

        For a test that ended with one pending, so the next test finds its page free.
        Each modal is resolved even when the browser can no longer answer for it.
        """
        dismissed = list(self.modals)
        for modal in dismissed:
            self.resolve_modal(modal)
            try:
                if modal.kind == "dialog":
                    await modal.handle.dismiss()
                else:  # a chooser is cancelled as browser_file_upload cancels it
                    await modal.handle.element.dispatch_event("cancel")
            except Exception as exc:  # the page closed meanwhile: nothing left to free
                log.info("dismissing %s gave %s", modal.describe(), exc)
        return dismissed

    # --- reporting -------------------------------------------------------------

    def info(self) -> dict[str, Any]:
        return {
            "instance": self.name,
            "engine": self.engine.name,
            "browser_version": self.version,
            "executable_path": self.engine.executable_path,
            "headless": self.headless,
            "profile_dir": self.profile_dir,
            "persistent": self.profile_dir is not None,
            "pid": self.pid,
            "ws_endpoint": self.ws_endpoint,
            "running": self.dead_reason is None,
            "page_count": len(self.pages),
            "selected_page_id": self.selected_page_id,
        }


def drop_outcome(task: asyncio.Future[Any]) -> None:
    """Retrieves a background action's outcome so asyncio does not report it."""
    if not task.cancelled():
        task.exception()
