"""Modal tools: choose the files of a pending file chooser, answer a JavaScript dialog.

A page with a pending modal blocks its other tools (``modal_state_blocked``, see
``core/page/actions.py``) until one of these resolves it.
"""

from __future__ import annotations

from typing import Any

from ..contract.envelope import current_operation
from ..contract.errors import OF_PAGE_UNDER_MODAL, DialogNotPresent
from ..contract.registry import tool
from ..contract.vocabulary import Expectation
from ..page.actions import act, blocked, modal_data
from ..page.filechooser import check_paths, one_file_only
from ..page.following import follow_errors, following
from ..page.targeting import PAGE_UNDER_MODAL, Aim


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        (
            "invalid_params",
            "a file that does not exist, several files for a single-file input",
        ),
        ("dialog_not_present", "no file chooser is pending"),
        ("modal_state_blocked", "a JavaScript dialog is pending too"),
        *OF_PAGE_UNDER_MODAL,
    ),
    kind="acts",
)
async def browser_file_upload(aim: Aim, paths: list[str]) -> dict[str, Any]:
    """Choose the files of the pending file chooser; an empty list cancels it.

    A file chooser is pending after a click on an ``<input type=file>`` (or a script's
    ``input.click()``). Relative paths are relative to the current working directory.
    Cancelling leaves the input's files as they were and dispatches its ``cancel``
    event (synthetic). Returns ``files`` (absolute paths), ``cancelled``, ``multiple``
    (whether the input takes several files) and ``modal`` (a dialog the choice opened).
    """
    files = check_paths(paths)
    target = aim.resolve()
    chooser = target.instance.modals.pending(target.page_id, kind="file_chooser")
    if chooser is None:
        raise DialogNotPresent(
            f"no file chooser is pending on page '{target.page_id}'; click the file input "
            "(browser_click) first"
        )
    dialog = target.instance.modals.pending(target.page_id, kind="dialog")
    if dialog is not None:
        raise blocked(target, dialog)
    one_file_only(files, chooser.multiple)
    target.instance.modals.resolve(chooser)
    timeout = current_operation().playwright_timeout()
    if files:
        modal = await act(target, chooser.handle.set_files(files, timeout=timeout))
    else:
        modal = await act(target, chooser.handle.element.dispatch_event("cancel"))
    return {
        "files": files,
        "cancelled": not files,
        "multiple": chooser.multiple,
        "modal": modal_data(modal),
    }


@tool(
    target=PAGE_UNDER_MODAL,
    errors=follow_errors(
        ("dialog_not_present", "no JavaScript dialog is pending"),
        *OF_PAGE_UNDER_MODAL,
    ),
    kind="acts",
)
async def browser_handle_dialog(
    aim: Aim,
    accept: bool,
    prompt_text: str | None = None,
    *,
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Accept or dismiss the pending alert, confirm, prompt or beforeunload dialog.

    ``prompt_text`` is the answer typed into a prompt before accepting it (ignored for
    other dialogs and when dismissing); without it the prompt's default value is kept.
    Accepting a beforeunload dialog lets the page leave; dismissing it keeps the page.
    Returns the dialog's type and message and what was done.
    ``expect`` (popup, download, response or url) waits for what the answered dialog opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    """
    follow = following(aim, expect, expect_url, select)
    target = follow.target
    modal = target.instance.modals.pending(target.page_id, kind="dialog")
    if modal is None:
        chooser = target.instance.modals.pending(target.page_id, kind="file_chooser")
        hint = "; a file chooser is pending: use browser_file_upload" if chooser else ""
        raise DialogNotPresent(f"no JavaScript dialog is pending on page '{target.page_id}'{hint}")
    target.instance.modals.resolve(modal)
    answered = None
    if accept and modal.dialog_type == "prompt":
        # Like pressing OK: no answer keeps the prompt's default value (a bare accept()
        # over Firefox BiDi hands the page '' instead).
        answered = modal.default_value if prompt_text is None else prompt_text
    async with follow:
        if not accept:
            await modal.handle.dismiss()
        elif answered is not None:
            await modal.handle.accept(answered)
        else:
            await modal.handle.accept()
    return {
        "type": modal.dialog_type,
        "message": modal.message,
        "accepted": accept,
        "prompt_text": answered,
        **follow.data,
    }
