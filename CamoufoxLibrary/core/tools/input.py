"""Input tools for one kind of field each: checkboxes, text fields, focus, <select>
options by index, the files of an ``<input type=file>``, and files dropped on a zone.

Like the interaction tools, every action races the page's modal event: one that
opens a dialog returns at once and reports it in ``data["modal"]``. Each looks at
its element first and refuses one of another kind (``invalid_params``), so nothing
happens to the page on a wrong ref.
"""

from __future__ import annotations

import base64
import mimetypes
from pathlib import Path
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.errors import (
    OF_ELEMENT,
    OF_FRAME,
    OF_PAGE,
    SEVERAL_MATCHES,
    InvalidParams,
    VerificationFailed,
)
from ..contract.registry import tool
from ..js import script
from ..page.actions import act, modal_data, race
from ..page.blockers import stayed
from ..page.editors import NOT_INSERTED
from ..page.elements import described, one_element, read_element
from ..page.fastpath import CLICK, look
from ..page.fastpath import click as fast_click
from ..page.filechooser import check_paths, one_file_only
from ..page.formfields import (
    RADIO_STAYS_CHECKED,
    check_select,
    checkable,
    options_at,
    select_options,
)
from ..page.targeting import FRAME, Aim, Target
from ..page.textentry import NOT_A_TEXT_FIELD, UNFIT_TEXT, fill_text, find_and_fill, text_field
from ..page.visibility import describe_element

NOT_CHECKABLE = "an element that is no checkbox, radio button or switch"
CHECK_ERRORS = (
    *OF_ELEMENT,
    ("verification_failed", "the page kept the box as it was (its click handler undid it)"),
    stayed("the box stayed hidden, disabled, moving or covered by another element"),
    *OF_PAGE,
    OF_FRAME,
)
STAYED_READ_ONLY = stayed("the field stayed hidden, disabled or read-only")
SELECT_ERRORS = (*OF_ELEMENT, *OF_PAGE, OF_FRAME)
# Focuses the element; whether it has the focus afterwards (some elements take none).
FOCUS = script("focus_element")
# The state of the one box the fast path clicked, read back in the page's world.
CHECKED_STATE = script("checked_state")


def element_words(info: dict[str, Any]) -> str:
    """``an <input type=text>``, ``a <div>``: the element as DESCRIBE_ELEMENT saw it."""
    if info["type"]:
        return f"an <input type={info['type']}>"
    return f"a <{info['tag']}>"


async def set_checked(target: Target, ref: str, checked: bool) -> dict[str, Any]:
    """Checks or unchecks the box ``ref`` unless it already is; the data of both tools."""
    locator, info = await described(target, ref, "ref")
    kind = checkable(info)
    if kind is None:
        raise InvalidParams(
            f"argument 'ref': '{ref}' is {element_words(info)}, not a checkbox, radio button "
            "or switch; for a text field use browser_fill_text"
        )
    if kind == "radio" and not checked:
        raise InvalidParams(f"argument 'ref': '{ref}' is a radio button: {RADIO_STAYS_CHECKED}")
    changed = info["checked"] != checked
    modal = None
    if changed:
        modal = await click_to(target, ref, locator, checked)
    return {"ref": ref, "checked": checked, "changed": changed, "modal": modal_data(modal)}


async def click_to(
    target: Target, ref: str, locator: Locator, checked: bool
) -> PendingModal | None:
    """Clicks the box to ``checked``, as Playwright's ``set_checked`` does: the fast path's
    mouse when the box is ready now (page/fastpath.py), then the state read again;
    ``verification_failed`` when the page undid the change."""
    still = f"'{ref}' is still {'unchecked' if checked else 'checked'}"
    seen = await look(target, ref, CLICK)
    if seen is None or seen.point is None:
        timeout = current_operation().playwright_timeout()
        try:
            return await act(target, locator.set_checked(checked, timeout=timeout))
        except PlaywrightError as exc:
            if "did not change its state" not in str(exc):
                raise
            raise VerificationFailed(
                f"{still}: it was clicked, and the page undid the change"
            ) from exc
    modal = await fast_click(target, seen, "left")
    if modal is None:
        found = await read_element(target, ref, "ref", CHECKED_STATE)
        if found.get("checked") != checked:
            raise VerificationFailed(f"{still}: it was clicked, and the page undid the change")
    return modal


@tool(
    target=FRAME,
    errors=(("invalid_params", f"{NOT_CHECKABLE}, {SEVERAL_MATCHES}"), *CHECK_ERRORS),
    kind="acts",
)
async def browser_check_checkbox(target: Target, ref: str) -> dict[str, Any]:
    """Check a checkbox, radio button or switch (a ref or a selector) unless it is checked.

    Works on ``<input type=checkbox|radio>`` and on elements with role checkbox, switch,
    radio (``aria-checked``). Returns ref, ``checked`` (true), ``changed`` (false when
    it was checked already: nothing was clicked) and ``modal``.
    """
    return await set_checked(target, ref, True)


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", f"{NOT_CHECKABLE}, a radio button, {SEVERAL_MATCHES}"),
        *CHECK_ERRORS,
    ),
    kind="acts",
)
async def browser_uncheck_checkbox(target: Target, ref: str) -> dict[str, Any]:
    """Uncheck a checkbox or switch (a ref or a selector) unless it is unchecked.

    A radio button cannot be unchecked: check another of its group. Returns ref,
    ``checked`` (false), ``changed`` (false when it was unchecked already) and ``modal``.
    """
    return await set_checked(target, ref, False)


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", f"{NOT_A_TEXT_FIELD}, {SEVERAL_MATCHES}"),
        *OF_ELEMENT,
        STAYED_READ_ONLY,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_clear_text(target: Target, ref: str) -> dict[str, Any]:
    """Empty a text field (input, textarea, contenteditable or a code editor's textbox).

    The field's text is selected (an editor's with Control+A) and deleted with the
    Delete key, as a user would;
    the field fires ``change`` when it is committed. Returns ref and ``modal``.
    """
    locator, editor = await text_field(target, ref)
    modal = await act(target, fill_text(target, ref, locator, "", editor=editor))
    return {"ref": ref, "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", f"{NOT_A_TEXT_FIELD}, {UNFIT_TEXT}, {SEVERAL_MATCHES}"),
        *OF_ELEMENT,
        STAYED_READ_ONLY,
        NOT_INSERTED,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_fill_text(target: Target, ref: str, text: str) -> dict[str, Any]:
    """Fill a text field (input, textarea, contenteditable, code editor), replacing its text.

    No key events: the field gets ``input``, and ``change`` when it is committed
    (Enter, Tab, a click elsewhere), as after typing. Line breaks are dropped in a
    single-line input. The text is never logged or returned (only its ``characters``
    count). An editor that is no plain field (contenteditable, or the hidden textarea
    of CodeMirror 5, Monaco or Ace: the snapshot's textbox of the editor) is focused,
    selected with Control+A and typed into as a user does; a read-only one is
    invalid_params, and one that took none of the text (the focus moved away, or the
    page refused the edit) verification_failed saying what it holds. Returns ref,
    characters and ``modal``.
    """
    # Text set at once gives the page no user activation; an empty one is a Delete key.
    modal = await act(target, find_and_fill(target, ref, text), activates=not text)
    return {"ref": ref, "characters": len(text), "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(("invalid_params", SEVERAL_MATCHES), *OF_ELEMENT, *OF_PAGE, OF_FRAME),
    kind="acts",
)
async def browser_focus(target: Target, ref: str) -> dict[str, Any]:
    """Move the keyboard focus to an element (a ref or a selector).

    Returns ref, ``focused`` (whether it has the focus now: an element that takes none,
    such as a <div> without tabindex, leaves it where it was) and ``modal`` (a dialog
    the page opened on focus, or null).
    """
    focused, modal = await race(target, read_element(target, ref, "ref", FOCUS))
    return {"ref": ref, "focused": bool(focused) or modal is not None, "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(
        (
            "invalid_params",
            "no indexes, not a <select>, an index it has no option at, a disabled option, "
            "several indexes for a single-choice select",
        ),
        *SELECT_ERRORS,
    ),
    kind="acts",
)
async def browser_select_option_by_index(aim: Aim, ref: str, indexes: list[int]) -> dict[str, Any]:
    """Select the options of a <select> at ``indexes`` (the first option is 0).

    A single-choice select takes one index; a ``multiple`` one any number (the others
    are deselected). Returns ref, ``selected`` (the values selected afterwards) and
    ``modal``.
    """
    if not indexes:
        raise InvalidParams(
            "argument 'indexes' must hold at least one index; browser_deselect_options "
            "deselects every option"
        )
    target = aim.resolve()
    locator, info = await described(target, ref, "ref")
    chosen = options_at(info, list(indexes), f"'{ref}'")
    selected, modal = await select_options(target, ref, locator, chosen, index=list(indexes))
    return {"ref": ref, "selected": selected, "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(("invalid_params", f"not a <select>, {SEVERAL_MATCHES}"), *SELECT_ERRORS),
    kind="acts",
)
async def browser_deselect_options(target: Target, ref: str) -> dict[str, Any]:
    """Deselect every option of a <select> (a ref or a selector).

    Returns ref, ``selected`` (the values still selected: none) and ``modal``.
    """
    locator, info = await described(target, ref, "ref")
    check_select(info, 0, "value", f"'{ref}'")
    selected, modal = await select_options(target, ref, locator, [], value=[])
    return {"ref": ref, "selected": selected, "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(
        (
            "invalid_params",
            "a file that does not exist, an element that is no <input type=file>, several "
            f"files for a single-file input, {SEVERAL_MATCHES}",
        ),
        *OF_ELEMENT,
        stayed("the file input stayed disabled"),
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_upload_file_by_selector(aim: Aim, ref: str, paths: list[str]) -> dict[str, Any]:
    """Set the files of an ``<input type=file>`` (a ref or a selector) without a chooser.

    The input may be hidden (pages often hide it behind a styled button); it fires
    ``input`` and ``change`` as a user's choice does. An empty list clears its files.
    Relative paths are relative to the current working directory. Returns ref,
    ``files`` (absolute paths) and ``modal``.
    """
    files = check_paths(paths)
    target = aim.resolve()
    locator, info = await described(target, ref, "ref")
    if info["tag"] != "input" or info["type"] != "file":
        raise InvalidParams(
            f"argument 'ref': '{ref}' is {element_words(info)}, not an <input type=file>; "
            "give the file input itself (it may be hidden)"
        )
    one_file_only(files, info["multiple"])
    timeout = current_operation().playwright_timeout()
    modal = await act(target, locator.set_input_files(files, timeout=timeout))
    return {"ref": ref, "files": files, "modal": modal_data(modal)}


# --- browser_drop_files ----------------------------------------------------------------

MAX_DROP_BYTES = 20 * 1024 * 1024  # the files travel to the page inside one message


@tool(
    target=FRAME,
    errors=(
        (
            "invalid_params",
            "a file that does not exist, files over 20 MB together, no file, or an element "
            f"that takes no drops (its dragover is not cancelled), {SEVERAL_MATCHES}",
        ),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_drop_files(aim: Aim, ref: str, paths: list[str]) -> dict[str, Any]:
    """Drop files on an element (a ref or a selector), as dragged from the desktop.

    The element gets ``dragenter``, ``dragover`` and ``drop``, whose ``dataTransfer``
    holds the files as real ``File`` objects (name, type and bytes); the events are
    synthetic (``isTrusted`` false). An element whose ``dragover`` is not cancelled takes
    no drops: it gets ``dragleave`` instead, and the tool fails. Returns ref, ``files``
    (absolute paths), ``handled`` (the page's drop handler cancelled the drop) and
    ``modal``.
    """
    files = check_paths(paths)
    if not files:
        raise InvalidParams("argument 'paths': give at least one file to drop")
    payload = dropped(files)
    target = aim.resolve()
    locator = await one_element(target, ref, "ref")
    outcome, modal = await race(target, locator.evaluate(script("drop_files"), payload))
    if outcome is not None and not outcome["accepted"]:
        raise InvalidParams(
            f"argument 'ref': {describe_element(ref)} takes no drops (its dragover event was "
            "not cancelled: no drop handler listens there); give the drop zone itself"
        )
    handled = bool(outcome and outcome["handled"])
    return {"ref": ref, "files": files, "handled": handled, "modal": modal_data(modal)}


def dropped(files: list[str]) -> list[dict[str, str]]:
    """Each file as the page script takes it: name, MIME type, base64 bytes."""
    sizes = [Path(file).stat().st_size for file in files]
    if sum(sizes) > MAX_DROP_BYTES:
        raise InvalidParams(
            f"argument 'paths': the files hold {sum(sizes) / 1e6:.1f} MB together; a drop takes "
            f"{MAX_DROP_BYTES // (1024 * 1024)} MB at most (they travel to the page in one "
            "message): drop fewer, or give a file input its files (Upload File By Selector)"
        )
    return [
        {
            "name": Path(file).name,
            "mime": mimetypes.guess_type(file)[0] or "application/octet-stream",
            "base64": base64.b64encode(Path(file).read_bytes()).decode("ascii"),
        }
        for file in files
    ]
