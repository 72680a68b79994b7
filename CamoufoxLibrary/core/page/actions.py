"""Running a page action until a modal appears, and what the tools say about it.

Every action races the page's modal event (``Modals.until_modal``): an action that
opens a JavaScript dialog or a file chooser returns at once and reports it in
``data["modal"]``; the page's tools are then blocked (``modal_state_blocked``) until
``browser_handle_dialog`` / ``browser_file_upload`` resolves it.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
from collections.abc import Awaitable
from typing import Any, TypeVar

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.errors import ModalStateBlocked
from .targeting import Target

T = TypeVar("T")
log = logging.getLogger("CamoufoxLibrary.core")


async def race(target: Target, action: Awaitable[T]) -> tuple[T | None, PendingModal | None]:
    """Runs ``action`` unless a modal is pending: ``(result, None)`` or ``(None, modal)``.

    A modal that opened after the tool resolved its target (a page's timer, say) blocks
    the action as it would have blocked the tool; one that opens while the action runs
    ends the wait for it (see ``Modals.until_modal``).
    """
    pending = target.instance.modals.pending(target.page_id)
    if pending is not None:
        if inspect.iscoroutine(action):
            action.close()  # never started: no "coroutine was never awaited" warning
        raise blocked(target, pending)
    return await target.instance.modals.until_modal(target.page_id, action)


def blocked(target: Target, modal: PendingModal) -> ModalStateBlocked:
    """The error ``resolve`` raises for a page with a pending modal, worded the same."""
    return ModalStateBlocked(
        f"{current_operation().tool} cannot run while {modal.describe()} is pending on "
        f"page '{target.page_id}'; resolve it with {modal.resolver()} first"
    )


async def act(
    target: Target, action: Awaitable[Any], *, activates: bool = True
) -> PendingModal | None:
    """Runs ``action`` (see ``race``); the dialog or file chooser it opened, or None.

    A page opens a file picker only on a user activation (a click, a key press): after
    an action that ``activates`` the page, a late chooser event is waited for
    (``settle``). After one that cannot (a hover, a wheel, text set at once) that wait
    is two round trips for nothing; a chooser the page opens anyway is still recorded
    when its event comes, and blocks the next tool, which names it.
    """
    _, modal = await race(target, action)
    if modal is not None or not activates:
        return modal
    return await settle(target)


async def settle(target: Target) -> PendingModal | None:
    """A file chooser the action opened, which Playwright reports after the action returns.

    Over BiDi the chooser event reaches us two browser round trips after the click that
    opened it (measured: 0-90 ms late); two round trips of our own let it arrive first.
    """

    async def flush() -> None:
        for _ in range(2):
            await target.page.main_frame.evaluate("0")

    modal = target.instance.modals.pending(target.page_id)
    if modal is None:
        with contextlib.suppress(PlaywrightError):  # the action navigated or closed the page
            _, modal = await target.instance.modals.until_modal(target.page_id, flush())
    return modal or target.instance.modals.pending(target.page_id)


def leave_document(target: Target) -> None:
    """Before a tool leaves the page's document: a pending dialog blocks it, a file
    chooser stays behind (it belongs to the document being left)."""
    dialog = target.instance.modals.pending(target.page_id, kind="dialog")
    if dialog is not None:
        raise blocked(target, dialog)
    chooser = target.instance.modals.pending(target.page_id, kind="file_chooser")
    if chooser is not None:
        target.instance.modals.resolve(chooser)


def modal_data(modal: PendingModal | None) -> dict[str, Any] | None:
    return modal.as_dict() if modal is not None else None


async def past_left_dialogs(
    target: Target, leaving: Awaitable[T], dismissed: list[PendingModal] | None = None
) -> tuple[T | None, PendingModal | None]:
    """Runs ``leaving`` (a navigation away from the page's document) as ``until_modal``
    does, but past the dialogs of the document being left.

    A dialog that opens before the new document commits (the old page's timer) never
    holds the navigation: Firefox closes it when the new document commits. But a
    prompt closed so leaves the tab's Playwright utility world broken for good
    (measured: ``page.title()`` and ``inner_text()`` answer "" on every later page of
    the tab, where the page's own script reads the title); one answered before the
    commit does not. So such a dialog is dismissed at once, as closing it would, and
    logged, and the wait goes on (``dismissed`` collects them). A beforeunload dialog,
    which holds the navigation, a dialog of the new document (an alert while it
    loads) and a file chooser end the wait: ``(None, modal)``.
    """
    page, modals = target.page, target.instance.modals
    committed = False

    def on_navigated(frame: Frame) -> None:
        nonlocal committed
        committed = committed or frame == page.main_frame

    page.on("framenavigated", on_navigated)
    task = asyncio.ensure_future(leaving)
    try:
        while True:
            result, modal = await modals.until_modal(target.page_id, task)
            if modal is None:
                return result, None
            if committed or modal.kind != "dialog" or modal.dialog_type == "beforeunload":
                return None, modal
            modals.resolve(modal)
            with contextlib.suppress(PlaywrightError):  # the commit closed it first
                await modal.handle.dismiss()
            if dismissed is not None:
                dismissed.append(modal)
            log.info(
                "%s dismissed %s on page '%s': it belonged to the document being left",
                current_operation().tool or "the navigation",
                modal.describe(),
                target.page_id,
            )
    finally:
        page.remove_listener("framenavigated", on_navigated)  # ``leaving`` may run on
