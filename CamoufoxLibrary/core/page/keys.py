"""The keyboard: key names checked as they are pressed, and text inserted at the focus.

Playwright learns that a key name is unknown only when it gets to it: in
``Control+Ctrl`` it has pressed Control already, and leaves it held, so every later
key would arrive with Control. A failed combination releases what it held.
"""

from __future__ import annotations

from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Keyboard, Page

from ..contract.errors import InvalidParams, first_line
from ..contract.vocabulary import KeyAction
from ..js import script

KEY_NAMES = "Enter, Tab, Escape, ArrowDown, F5, a, Control+A, Shift+Tab"

# Inserts text at the caret of the focused text field or contenteditable, as an edit,
# and says whether it took; or says the focus is inside an iframe (FOCUSED_FRAME).
INSERT_TEXT = script("insert_text")
FOCUSED_FRAME = script("focused_frame")


def check_key(key: str, name: str) -> None:
    if not key:
        raise InvalidParams(f"argument '{name}' must be a key name such as 'Enter' or 'Control+A'")


def combination(key: str) -> list[str]:
    """The keys of ``Control+Shift+A`` as Playwright splits them (``Shift++`` ends in +)."""
    keys, building = [], ""
    for char in key:
        if char == "+" and building:
            keys.append(building)
            building = ""
        else:
            building += char
    keys.append(building)
    return keys


async def key_action(keyboard: Keyboard, action: KeyAction, key: str, name: str) -> None:
    """``keyboard.press`` / ``down`` / ``up``; an unknown key is invalid_params naming ``name``."""
    check_key(key, name)
    try:
        await getattr(keyboard, action)(key)
    except PlaywrightError as exc:
        if "Unknown key" not in str(exc):
            raise
        unknown = first_line(exc).split(": ", 1)[-1]  # 'Unknown key: "Ctrl"'
        if action == "press":
            held = combination(key)
            bad = unknown.partition('"')[2].rpartition('"')[0]
            for pressed in reversed(held[: held.index(bad)] if bad in held else []):
                await keyboard.up(pressed)
        single = "" if action == "press" else f"; {action} takes one key, not a combination"
        raise InvalidParams(
            f"argument '{name}': {unknown} in {key!r}; use key names such as {KEY_NAMES}{single}"
        ) from exc


@dataclass(frozen=True)
class Inserted:
    """What ``insert_text`` did: whether the edit took (None: not known), the tag of
    the element with the focus where it ended (None: no element has it), and whether
    that element takes text (a text field or contenteditable element)."""

    inserted: bool | None
    focus: str | None
    takes: bool

    def problem(self) -> str | None:
        """Why nothing was inserted, in words, or None when the text went in (or the
        engine does not say)."""
        if self.inserted is None or self.inserted:
            return None
        if self.focus is None:
            return "no element has the focus"
        if not self.takes:
            return f"the focused <{self.focus}> element takes no text"
        return (
            f"the focused <{self.focus}> element took no edit (its window has no focus, "
            "or the page refused it)"
        )


async def insert_text(page: Page, text: str, *, as_edit: bool) -> Inserted:
    """Inserts ``text`` at the focused element without key events, like an IME.

    Over WebDriver BiDi Playwright sets the field's value by script, after which
    Firefox never fires ``change``; ``as_edit`` inserts it as an edit instead (what a
    user's typing is), frame by frame down to the focused one, and answers whether the
    edit took and what has the focus: one evaluation where the focus is in the page
    itself. Playwright's own insertion answers nothing (``inserted`` None).
    """
    if not as_edit:
        await page.keyboard.insert_text(text)
        return Inserted(None, None, True)
    frame = page.main_frame
    while True:
        outcome = await frame.evaluate(INSERT_TEXT, text)
        if not outcome.get("frame"):
            return Inserted(bool(outcome["inserted"]), outcome["focus"], outcome["takes"])
        handle = await frame.evaluate_handle(FOCUSED_FRAME)
        element = handle.as_element()
        try:
            inner = await element.content_frame() if element is not None else None
        finally:
            await handle.dispose()
        if inner is None:  # the focused frame went away meanwhile
            return Inserted(False, None, False)
        frame = inner
