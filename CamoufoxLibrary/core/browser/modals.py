"""An instance's modal state: the JavaScript dialogs and file choosers that block its pages.

Every page of the instance reports its dialogs and file choosers here (``watch``); a
modal stays pending until a tool resolves it. ``until_modal`` runs a page action but
stops waiting for it once the action opens a modal on its page.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any, TypeVar

from playwright.async_api import Dialog, FileChooser, Page

from ..contract.calls import drop_outcome
from ..contract.errors import ModalStateBlocked
from .dialog_policy import DialogAnswers

log = logging.getLogger("CamoufoxLibrary.core")
T = TypeVar("T")


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


class Modals:
    """The pending modals of one instance's pages, oldest first, and who waits for one."""

    def __init__(self) -> None:
        self.policy = DialogAnswers()  # answers dialogs as they open, unless "keep"
        self.open: list[PendingModal] = []
        self._waiters: list[tuple[str, asyncio.Future[PendingModal]]] = []

    def watch(self, page_id: str, page: Page) -> None:
        """Records the dialogs and file choosers of ``page`` as they open."""
        page.on("dialog", lambda dialog: self._on_dialog(page_id, dialog))
        # A listener makes Playwright intercept file choosers: none opens a native picker.
        page.on("filechooser", lambda chooser: self._on_file_chooser(page_id, chooser))

    def _on_dialog(self, page_id: str, dialog: Dialog) -> None:
        if self.policy.answers(page_id, dialog):
            return  # answered as it opened: it never blocks the page
        self.add(
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
        self.add(
            PendingModal(
                kind="file_chooser",
                page_id=page_id,
                multiple=chooser.is_multiple(),
                handle=chooser,
            )
        )

    def add(self, modal: PendingModal) -> None:
        """Records a modal that blocks its page (also one a tool stands in for)."""
        self.open.append(modal)
        for page_id, opened in self._waiters:
            if page_id == modal.page_id and not opened.done():
                opened.set_result(modal)

    def refuse_any(self, what: str) -> None:
        """``modal_state_blocked`` for ``what`` (an action on every page) while any is pending."""
        if self.open:
            modal = self.open[0]
            raise ModalStateBlocked(
                f"{what} cannot run while {modal.describe()} is pending on page "
                f"'{modal.page_id}'; resolve it with {modal.resolver()} first"
            )

    def pending(self, page_id: str, kind: str | None = None) -> PendingModal | None:
        """The oldest pending modal of the page (of that ``kind``, when given)."""
        return next((m for m in self.open if m.page_id == page_id and kind in (None, m.kind)), None)

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
        self._waiters.append(waiter)
        task = asyncio.ensure_future(action)
        try:
            await asyncio.wait({task, opened}, return_when=asyncio.FIRST_COMPLETED)
        except BaseException:  # cancelled: the tool's deadline, or the caller gave up
            task.cancel()
            task.add_done_callback(drop_outcome)
            raise
        finally:
            self._waiters.remove(waiter)
        if opened.done():
            task.add_done_callback(drop_outcome)
            return None, opened.result()
        return task.result(), None

    def resolve(self, modal: PendingModal) -> None:
        if modal in self.open:
            self.open.remove(modal)

    def forget_page(self, page_id: str) -> None:
        """A closed page's modals: gone with it."""
        self.open = [m for m in self.open if m.page_id != page_id]

    async def dismiss_all(self) -> list[PendingModal]:
        """Dismisses every pending dialog and cancels every file chooser; returns them.

        For a test that ended with one pending, so the next test finds its page free.
        Each modal is resolved even when the browser can no longer answer for it.
        """
        dismissed = list(self.open)
        for modal in dismissed:
            self.resolve(modal)
            try:
                if modal.kind == "dialog":
                    await modal.handle.dismiss()
                else:  # a chooser is cancelled as browser_file_upload cancels it
                    await modal.handle.element.dispatch_event("cancel")
            except Exception as exc:  # the page closed meanwhile: nothing left to free
                log.info("dismissing %s gave %s", modal.describe(), exc)
        return dismissed

    def close(self) -> None:
        """Forgets the pending modals: their pages close with the instance's context."""
        self.open.clear()
        self.policy.close()
