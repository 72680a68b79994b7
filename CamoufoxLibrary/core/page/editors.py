"""Text editors that are no plain field, typed into as a user types into them.

A contenteditable element (a rich text editor, CodeMirror 6, CodeMirror 5 on phones)
keeps its text in its children, and CodeMirror 5, Monaco and Ace take the keys in a
hidden textarea and draw the text in other elements. Setting such a field's value, as
a plain field's is set, misses the text. Measured on CodeMirror 5.65 holding "old
code", filling in "new": its hidden textarea (which the editor holds empty) got
"new", and the editor put it at its caret, "newold code"; typing key by key after
selecting the textarea's (empty) value did the same, and Clear Text's Delete key
removed one character ("ld code"). In its contenteditable mode the filled text was
dropped and the tool reported success.

A user clicks into the editor, selects all (Control+A: the editor's own key map or the
browser's select-all within the editable element) and types. These tools do the same:
focus, the select-all key, then the text inserted at the caret as an edit (or typed key
by key, or the Delete key for an empty text).
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Locator

from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams, VerificationFailed
from ..js import script
from .keytiming import type_with_gaps
from .targeting import Target

# The platform's select-all: Control+A, or Meta+A on macOS.
SELECT_ALL = "ControlOrMeta+A"
# Focuses the field unless it is not shown yet ("hidden") or takes no typing ("locked":
# read-only or disabled, as an editor set read-only keeps it); "focused" when the focus
# is on it or inside it (a contenteditable host's child), else "unfocused". One call.
FOCUS_FIELD = script("focus_field")
# The text inserted into the field as an edit, with the browser's word that it took
# (and, when it did not, what has the focus and what a contenteditable holds). One call.
INSERT_INTO = script("insert_into")
# How much of what an editor holds a failure quotes.
HOLDS_CHARS = 80
# What the text tools declare for verification_failed.
NOT_INSERTED = (
    "verification_failed",
    "a contenteditable element or code editor took none of the text (the focus moved "
    "away, or the page refused the edit); the message says what it holds",
)
EDITOR_WORDS = {
    "contenteditable": "a contenteditable element",
    "hidden": "the hidden text field of a text editor (such as CodeMirror 5, Monaco or Ace)",
}
USE_INSTEAD = (
    "set the editor's text through its own API with browser_evaluate (Evaluate JavaScript), "
    "e.g. CodeMirror 5's el => el.closest('.CodeMirror').CodeMirror.setValue('...')"
)


async def type_as_user(
    target: Target,
    ref: str,
    locator: Locator,
    editor: str,
    text: str,
    *,
    slowly: bool = False,
    gaps: list[float] | None = None,
) -> None:
    """Replaces the text of the editor field ``ref`` (``editor`` is DESCRIBE_ELEMENT's
    kind: "contenteditable" or "hidden") as a user does: focus, select all, then type."""
    timeout = current_operation().playwright_timeout()
    focus = await locator.evaluate(FOCUS_FIELD, timeout=timeout)
    if focus == "hidden":  # as Playwright's fill, wait until it shows
        await locator.wait_for(state="visible", timeout=timeout)
        focus = await locator.evaluate(FOCUS_FIELD, timeout=timeout)
    if focus == "locked":
        raise InvalidParams(
            f"argument 'ref': '{ref}' is {EDITOR_WORDS[editor]}, and the editor is read-only: "
            f"it takes no typing; {USE_INSTEAD}"
        )
    if focus != "focused":
        raise InvalidParams(
            f"argument 'ref': '{ref}' is {EDITOR_WORDS[editor]} that takes no focus, so it "
            f"takes no typing; {USE_INSTEAD}"
        )
    keyboard = target.page.keyboard
    await keyboard.press(SELECT_ALL)
    if not text:
        await keyboard.press("Delete")
    elif gaps:
        await type_with_gaps(keyboard, text, gaps)
    elif slowly:
        await keyboard.type(text)
    elif not target.instance.engine.over_bidi:
        await keyboard.insert_text(text)
    else:
        outcome = await locator.evaluate(INSERT_INTO, text, timeout=timeout)
        if not outcome["inserted"]:
            raise VerificationFailed(not_inserted(ref, editor, outcome))


def not_inserted(ref: str, editor: str, outcome: dict[str, Any]) -> str:
    """Why the text did not reach the editor field ``ref``, and what it holds."""
    if outcome["moved"]:
        to = f"a <{outcome['focus']}> element" if outcome["focus"] else "no element"
        why = f"the focus moved to {to} before the text was inserted"
    else:
        why = "it took no edit (its window has no focus, or the page refused the text)"
    holds = outcome["holds"]
    held = ""
    if holds is not None:
        quoted = holds if len(holds) <= HOLDS_CHARS else holds[:HOLDS_CHARS] + "..."
        held = f"; it holds {quoted!r}"
    return f"the text did not reach '{ref}' ({EDITOR_WORDS[editor]}): {why}{held}"
