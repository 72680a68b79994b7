"""Text fields: which elements take typed text, and filling them at once as typing would.

Over WebDriver BiDi, Playwright's ``fill()`` (and ``keyboard.insert_text``) sets a
field's value by script. Firefox then takes the new value for the one the field had
when focused, so it never fires ``change`` when the user commits: not on Enter, not
on Tab or a click elsewhere. Measured on an input, with the events in order:

- typed key by key, then Enter: keydown, keypress, beforeinput, input, keyup per
  key, then keydown, keypress, beforeinput, **change**, keyup;
- filled, then Enter: input (untrusted), then keydown, keypress, beforeinput, keyup.

Apps that listen for ``change`` (TodoMVC adds its todo on it) do nothing. Inserting
the text as an edit (``execCommand("insertText")`` on the selected value) is what
typing does to the field: one trusted ``input``, and the engine itself fires
``change`` once when the user commits, or not at all when the value is the one the
field had, as it does after typing. It stays one call, without key events.

A contenteditable element and the hidden textarea of a code editor are no such field:
``editors`` types into them as a user does.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams, first_line
from ..js import script
from .editors import type_as_user
from .elements import DESCRIBE_ELEMENT, described, quick_look
from .targeting import Target

# What the text tools declare for invalid_params, besides SEVERAL_MATCHES.
NOT_A_TEXT_FIELD = (
    "a checkbox, a button or another element that is no text field, a read-only text editor"
)
UNFIT_TEXT = "a text the field's type cannot take (a number field, a date field)"
NOT_TEXT_INPUTS = ("checkbox", "radio", "file", "button", "submit", "reset", "image", "hidden")
# Fills a text input or textarea as an edit: "filled", "not ready" (hidden, disabled
# or read-only right now) or "other" (another kind of field: Playwright fills it).
FILL_TEXT = script("fill_text")
# Both in one evaluation: FILL_TEXT fills only inputs and textareas that are text fields,
# and none that is an editor's (DESCRIBE_ELEMENT's "editor"): those are typed into.
DESCRIBE_AND_FILL = (
    f"(el, text) => {{ const info = ({DESCRIBE_ELEMENT})(el); "
    f"return {{info, outcome: info.editor ? 'editor' : ({FILL_TEXT})(el, text)}}; }}"
)
# Playwright's words for a value its input type cannot take (number, date, ...).
UNFIT_VALUE = ("Cannot type text into", "Malformed value")


def text_field_problem(info: dict[str, Any]) -> str | None:
    """Why an element described by DESCRIBE_ELEMENT cannot take typed text, or None."""
    if info["tag"] == "textarea" or info["editable"]:
        return None
    if info["tag"] == "input":
        kind = info["type"]
        return f"an <input type={kind}>" if kind in NOT_TEXT_INPUTS else None
    return f"a <{info['tag']}> element"


async def text_field(target: Target, ref: str) -> tuple[Locator, str | None]:
    """The Locator of the one text field ``ref`` and its editor kind (DESCRIBE_ELEMENT's
    ``editor``: None for a plain field); anything else is invalid_params."""
    locator, info = await described(target, ref, "ref")
    check_text_field(ref, info)
    return locator, info["editor"]


def check_text_field(ref: str, info: dict[str, Any]) -> None:
    problem = text_field_problem(info)
    if problem and info.get("holds"):
        raise InvalidParams(
            f"argument 'ref': '{ref}' is {problem}, not a text field; it holds {info['holds']} "
            "(a text editor's, for one): give that element, its ref from a snapshot or a "
            "selector of it"
        )
    if problem:
        raise InvalidParams(
            f"argument 'ref': '{ref}' is {problem}, not a text field; use "
            "browser_check_checkbox, browser_select_option or browser_upload_file_by_selector "
            "for it"
        )


async def find_and_fill(target: Target, ref: str, text: str) -> Locator:
    """``text_field`` then ``fill_text``: for a selector's text input or textarea over
    BiDi, one evaluation that checks the element and fills it (two round trips, not four)."""
    looked = None
    if text and target.instance.engine.over_bidi:
        looked = await quick_look(target, ref, DESCRIBE_AND_FILL, text)
    if looked is None:
        locator, editor = await text_field(target, ref)
        await fill_text(target, ref, locator, text, editor=editor)
        return locator
    locator, found = looked
    check_text_field(ref, found["info"])
    if found["outcome"] == "editor":
        await type_as_user(target, ref, locator, found["info"]["editor"], text)
    else:
        await finish_fill(ref, locator, text, found["outcome"])
    return locator


async def fill_text(
    target: Target,
    ref: str,
    locator: Locator,
    text: str,
    where: str = "argument 'text'",
    *,
    editor: str | None = None,
) -> None:
    """Replaces the text field's value with ``text`` at once, committing as typing does.

    Over BiDi a text input or textarea gets the text as an edit (see the module's
    docs); other fields, other engines and an empty text (a Delete key on the
    selected value, which the engine counts as an edit) take Playwright's ``fill``.
    An ``editor`` field (see ``text_field``) is typed into as a user does instead.
    ``where`` names the argument in the error for a value the field cannot take.
    """
    if editor:
        await type_as_user(target, ref, locator, editor, text)
        return
    if text and target.instance.engine.over_bidi:
        looked = await quick_look(target, ref, FILL_TEXT, text)
        outcome = looked[1] if looked is not None else await edit(locator, text)
        await finish_fill(ref, locator, text, outcome, where)
        return
    await playwright_fill(ref, locator, text, where)


async def finish_fill(
    ref: str, locator: Locator, text: str, outcome: str, where: str = "argument 'text'"
) -> None:
    """After FILL_TEXT's first try: the wait for a field not ready yet, or Playwright's fill."""
    if outcome == "not ready":
        outcome = await edit_when_ready(locator, text)
    if outcome != "filled":
        await playwright_fill(ref, locator, text, where)


async def playwright_fill(
    ref: str, locator: Locator, text: str, where: str = "argument 'text'"
) -> None:
    try:
        await locator.fill(text, timeout=current_operation().playwright_timeout())
    except PlaywrightError as exc:
        if not any(words in str(exc) for words in UNFIT_VALUE):
            raise
        reason = first_line(exc).split(": ", 1)[-1].removeprefix("Error: ")
        raise InvalidParams(f"{where} does not fit '{ref}': {reason}") from exc


async def edit(locator: Locator, text: str) -> str:
    return await locator.evaluate(FILL_TEXT, text, timeout=current_operation().playwright_timeout())


async def edit_when_ready(locator: Locator, text: str) -> str:
    """Waits as Playwright's fill does (visible, enabled, editable), then edits."""
    handle = await locator.element_handle(timeout=current_operation().playwright_timeout())
    try:
        await handle.wait_for_element_state(
            "visible", timeout=current_operation().playwright_timeout()
        )
        await handle.wait_for_element_state(
            "editable", timeout=current_operation().playwright_timeout()
        )
        return await handle.evaluate(FILL_TEXT, text)
    finally:
        await handle.dispose()
