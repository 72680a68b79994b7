"""The keyboard: key names checked as they are pressed, and text inserted at the focus.

Playwright learns that a key name is unknown only when it gets to it: in
``Control+Ctrl`` it has pressed Control already, and leaves it held, so every later
key would arrive with Control. A failed combination releases what it held.
"""

from __future__ import annotations

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Keyboard, Page

from ..contract.errors import InvalidParams, first_line
from ..contract.vocabulary import KeyAction
from ..js import script

KEY_NAMES = "Enter, Tab, Escape, ArrowDown, F5, a, Control+A, Shift+Tab"

# Inserts text at the caret of the focused text field or contenteditable, as an edit;
# returns the focused iframe instead when the focus is inside one.
INSERT_TEXT = script("insert_text")


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


async def insert_text(page: Page, text: str, *, as_edit: bool) -> None:
    """Inserts ``text`` at the focused element without key events, like an IME.

    Over WebDriver BiDi Playwright sets the field's value by script, after which
    Firefox never fires ``change``; ``as_edit`` inserts it as an edit instead (what a
    user's typing is), frame by frame down to the focused one.
    """
    if not as_edit:
        await page.keyboard.insert_text(text)
        return
    frame = page.main_frame
    while True:
        handle = await frame.evaluate_handle(INSERT_TEXT, text)
        element = handle.as_element()
        if element is None:
            await handle.dispose()
            return
        try:
            inner = await element.content_frame()
        finally:
            await element.dispose()
        if inner is None:
            return
        frame = inner
