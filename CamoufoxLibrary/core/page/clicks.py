"""Clicks in a row as a person's: one ``input.performActions`` through our BiDi door.

Firefox counts the clicks of a row (``detail`` 1, 2, 3; a ``dblclick`` after the second;
a triple click selects the paragraph) only within one ``input.performActions`` call: each
call starts its count afresh, and so does a pointer move. Playwright sends each press and
each release as a call of its own, so over WebDriver BiDi its double click reaches the
page as two clicks of detail 1 and no ``dblclick``, and its triple click as three
(measured on Firefox ESR 153). Here the move and every press and release go in one call,
with the pointer Playwright uses (``pw_mouse``): trusted events, counted as a person's.

That takes the instance's BiDi door (engines/bididoor.py): a stock Firefox the library
launched. Elsewhere (a browser behind a browser server) ``click_in_a_row`` answers False
and the caller clicks as Playwright does. Camoufox and Playwright's Firefox count clicks
themselves (Juggler's mouse events carry the count).
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Locator

from ..contract.vocabulary import Button, Modifier
from ..js import script
from . import doorworld
from .targeting import Target

BOUNDING_BOX = script("bounding_box")
# WebDriver's button numbers.
BUTTONS = {"left": 0, "middle": 1, "right": 2}


async def counts(target: Target) -> bool:
    """Whether clicks in a row on the target's page will be a person's: its instance
    has a door and the page's context is known (found now, if it was not yet)."""
    return await doorworld.opened_door(target) is not None


async def click_at(
    target: Target, point: tuple[float, float], button: Button, clicks: int = 1
) -> bool:
    """Clicks ``clicks`` times at ``point``: in a row as a person's where the door allows
    (True), else with Playwright's mouse (False: over BiDi, each click counts as one)."""
    if clicks > 1 and await click_in_a_row(target, point, button, clicks):
        return True
    await target.page.mouse.click(*point, button=button, click_count=clicks)
    return False


async def checked_clicks(
    target: Target,
    locator: Locator,
    button: Button,
    clicks: int,
    *,
    modifiers: list[Modifier],
    timeout: float,
    position: dict[str, float] | None = None,
    force: bool = False,
    delay: float = 0,
) -> bool:
    """Playwright's checks of a click on ``locator`` (its trial: visible, stable,
    enabled, receiving events, scrolled into view; none with ``force``), then ``clicks``
    in a row at the point it would click (``position`` in the element's box, or its
    centre), ``modifiers`` held. False when they could not be a person's (nothing was
    clicked): the caller clicks as Playwright does."""
    extra: dict[str, Any] = {"position": position} if position else {}
    await locator.click(
        button=button, modifiers=modifiers, force=force, trial=True, timeout=timeout, **extra
    )
    box = await box_of(locator, timeout)
    if box is None:
        return False
    at = position or {"x": box["width"] / 2, "y": box["height"] / 2}
    point = (box["x"] + at["x"], box["y"] + at["y"])
    keyboard = target.page.keyboard
    for key in modifiers:
        await keyboard.down(key)
    try:
        return await click_in_a_row(target, point, button, clicks, delay)
    finally:
        for key in reversed(modifiers):
            await keyboard.up(key)


async def box_of(locator: Locator, timeout: float) -> dict[str, float] | None:
    """The element's box in the top page's viewport, read in the page's world without
    its constructors (Playwright's ``bounding_box`` answers None on a page whose
    polyfills replaced ``Element``, as Polymer 0.5's do); Playwright's where a
    cross-origin frame hides the offset."""
    found = await locator.evaluate(BOUNDING_BOX, timeout=timeout)
    if found["whole"]:
        return found["box"]
    return await locator.bounding_box(timeout=timeout)


async def click_in_a_row(
    target: Target, point: tuple[float, float], button: Button, clicks: int, delay: float = 0
) -> bool:
    """Moves the mouse to ``point`` (viewport pixels) and clicks ``clicks`` times there,
    ``delay`` seconds between each press and its release; False without a door, or when
    the page's context is not found (nothing was done then). Keys held down (modifiers)
    stay held: the key state is the session's."""
    opened = await doorworld.opened_door(target)
    if opened is None:
        return False
    door, context = opened
    x, y = point
    actions: list[dict[str, Any]] = [{"type": "pointerMove", "x": x, "y": y}]
    number = BUTTONS[button]
    for _ in range(clicks):
        actions.append({"type": "pointerDown", "button": number})
        if delay > 0:
            actions.append({"type": "pause", "duration": round(delay * 1000)})
        actions.append({"type": "pointerUp", "button": number})
    pointer = {
        "type": "pointer",
        "id": "pw_mouse",  # Playwright's: one pointer, one position
        "parameters": {"pointerType": "mouse"},
        "actions": actions,
    }
    await door.send("input.performActions", {"context": context, "actions": [pointer]})
    return True
