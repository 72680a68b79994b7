"""Why an action timed out: the state that kept its element from being acted on.

Playwright's actionability wait ends in ``Locator.click: Timeout 2262ms exceeded.``
and a call log, which the envelope keeps as its cause, out of the message. When a tool's Playwright call times out, the elements the tool
located (``Operation.elements``, recorded by ``targeting``) are looked at once more,
in one page script (``js/action_blocker.js``), for the states that call waited for:
gone, hidden (and by what), disabled, read-only, moving, covered (and by what).
The look has its own short deadline: it runs after the tool's one has passed.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..contract.envelope import Operation
from ..js import script

ACTION_BLOCKER = script("action_blocker")
# The look's own deadline, all elements together, and each browser call's.
LOOK_SECONDS = 1.0
LOOK_CALL_MS = 600.0
# A tool that located more elements (a form) has the first few looked at.
MOST_ELEMENTS = 6

# Playwright methods whose call log may not say what they wait for, and the hit test
# (``receives events``) that pointer actions add after their state wait.
POINTER = ("visible", "enabled", "stable", "receives events")
NEEDS_OF_METHOD: dict[str, tuple[str, ...]] = {
    "click": POINTER,
    "dblclick": POINTER,
    "tap": POINTER,
    "check": POINTER,
    "uncheck": POINTER,
    "set_checked": POINTER,
    "hover": ("visible", "stable", "receives events"),
    "drag_to": ("visible", "stable", "receives events"),
    "fill": ("visible", "enabled", "editable"),
    "clear": ("visible", "enabled", "editable"),
    "select_option": ("visible", "enabled"),
    "select_text": ("visible",),
    "scroll_into_view_if_needed": ("visible", "stable"),
    "screenshot": ("visible", "stable"),
    "set_input_files": ("enabled",),
}


def stayed(what: str) -> tuple[str, str]:
    """An action's declared ``operation_timeout``: ``what`` stayed so, and the message says why."""
    return (
        "operation_timeout",
        f"{what}; the message names the state, its cause, such as display:none on an "
        "ancestor or the element on top, and how many elements the locator matched",
    )


_METHOD = re.compile(r"^\w+\.(\w+): Timeout")
_WAITING_FOR = re.compile(r"waiting for element to be ([a-z ,]+?)\s*$", re.MULTILINE)
_WAIT_ACTION = re.compile(r"attempting wait for (\w+) action")


def needs_of(playwright_message: str) -> tuple[str, ...]:
    """The states a timed-out Playwright call waited for, from its message and call log.

    Only ``attached`` (an empty tuple) for calls that wait for nothing else (evaluate,
    focus, press, a read).
    """
    needs: list[str] = []
    method = _METHOD.match(playwright_message)
    if method:
        needs += NEEDS_OF_METHOD.get(method.group(1), ())
    for listed in _WAITING_FOR.findall(playwright_message):
        needs += [word.strip() for word in re.split(r",| and ", listed) if word.strip()]
    needs += _WAIT_ACTION.findall(playwright_message)  # wait_for_element_state(state)
    return tuple(dict.fromkeys(needs))


def matches(count: int) -> str:
    return "1 match" if count == 1 else f"{count} matches"


def blocker(
    tool: str,
    element: str,
    count: int,
    facts: dict[str, Any] | None,
    seconds: float,
) -> str | None:
    """What kept ``element`` from the action, in words; None when nothing did (now)."""
    took = f"{seconds:.1f} s"
    if count == 0 or (facts is not None and not facts.get("connected", True)):
        return (
            f"{tool}: '{element}' matched no element when it gave up after {took} (the "
            "element went away or was replaced while the action waited for it)"
        )
    if facts is None:
        return None
    subject = f"{tool}: '{element}' ({matches(count)})"
    hidden = facts.get("hidden")
    if hidden:
        cause = f"{hidden['by']} on {hidden['on']}" if hidden.get("on") else hidden["by"]
        return f"{subject} stayed hidden (not visible) for {took}: {cause}"
    if facts.get("disabled"):
        return f"{subject} stayed disabled for {took}: {facts['disabled']}"
    if facts.get("readonly"):
        return f"{subject} stayed read-only for {took}: {facts['readonly']}"
    if facts.get("moving"):
        return (
            f"{subject} kept moving for {took}: not stable (its box changes from one "
            "animation frame to the next)"
        )
    covered = facts.get("covered")
    if covered:
        x, y = covered["point"]
        return (
            f"{subject} stayed covered for {took}: {covered['cover']} gets the pointer "
            f"events at its centre ({x}, {y})"
        )
    return None


def words_of(needs: tuple[str, ...]) -> str:
    named = [{"receives events": "uncovered"}.get(need, need) for need in needs]
    if len(named) < 2:
        return named[0] if named else "ready"
    return f"{', '.join(named[:-1])} and {named[-1]}"


async def look_at(locator: Locator, needs: tuple[str, ...]) -> tuple[int, dict[str, Any] | None]:
    """How many elements ``locator`` matches and the facts of the first; None when the
    page could not say (it navigated, a dialog is open)."""
    count = await locator.count()
    if count == 0 or not needs:  # nothing to look at (a busy page's script: no look)
        return count, None
    try:
        facts = await locator.first.evaluate(ACTION_BLOCKER, list(needs), timeout=LOOK_CALL_MS)
    except PlaywrightError:
        return count, None
    return count, facts if isinstance(facts, dict) else None


async def explain(op: Operation, playwright_message: str, seconds: float) -> str | None:
    """The message of a timed-out action that names what blocked it; None if unknown.

    Bounded by ``LOOK_SECONDS`` whatever the page does. Playwright's own words stay out
    of it: they are the envelope's cause (contract/calls.py).
    """
    if not op.elements:
        return None
    needs = needs_of(playwright_message)
    explained: str | None = None
    looked: list[tuple[str, int]] = []

    async def examine() -> None:
        nonlocal explained
        for element, locator in list(op.elements.items())[:MOST_ELEMENTS]:
            with contextlib.suppress(PlaywrightError):
                count, facts = await look_at(locator, needs)
                looked.append((element, count))
                explained = blocker(op.tool, element, count, facts, seconds)
                if explained is not None:
                    return

    with contextlib.suppress(asyncio.TimeoutError):
        await asyncio.wait_for(examine(), LOOK_SECONDS)
    if explained is None and looked and needs:
        element, count = looked[0]
        explained = (
            f"{op.tool}: '{element}' ({matches(count)}) did not become {words_of(needs)} "
            f"within {seconds:.1f} s; nothing blocks it now (it changed at the deadline)"
        )
    return explained
