"""Running a page action until a modal appears, and what the tools say about it.

Every action races the page's modal event (``Modals.until_modal``): an action that
opens a JavaScript dialog or a file chooser returns at once and reports it in
``data["modal"]``; the page's tools are then blocked (``modal_state_blocked``) until
``browser_handle_dialog`` / ``browser_file_upload`` resolves it.
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Awaitable
from typing import Any, TypeVar

from playwright.async_api import Error as PlaywrightError

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.errors import ModalStateBlocked
from .targeting import Target

T = TypeVar("T")


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
