"""One look at an element's state, in the words of ``ElementState``.

A selector is looked up anew at every look (one evaluation in the page), so an
element that is replaced or comes with the next page is found; nothing matching is
``detached``. A ref names one element of one document: once gone it is ``detached``,
and every state but ``detached`` fails with ``stale_ref`` at once, since it never
comes back.
"""

from __future__ import annotations

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams, StaleRef
from ..contract.vocabulary import ElementState
from ..js import script
from ..js.mainworld import evaluate_all
from ..js.results import navigated_away
from .targeting import (
    Target,
    bad_selector,
    element_locator,
    locate_counted,
    parse_ref,
    worked,
)

# The states that hold (the script Get Element States reads), or whether it is stable.
ELEMENT_LOOK = (
    f"async (el, state) => state === 'stable' ? await ({script('element_stable')})(el) "
    f": ({script('element_states')})(el)"
)
# All matches of a selector in one evaluation; the look at the one element, if one.
SELECTOR_LOOK = (
    f"async (els, state) => els.length === 1 ? "
    f"{{count: 1, seen: await ({ELEMENT_LOOK})(els[0], state)}} : {{count: els.length}}"
)
# States about whether there is an element at all: a selector's matches are counted.
COUNTED: tuple[ElementState, ...] = ("attached", "detached")
# Longest a ref's look waits for its element (one that went between count and look).
REF_LOOK_MS = 500.0


def holds(state: ElementState, seen: str) -> bool:
    """Whether what a look saw is the awaited state."""
    if state == "hidden":
        return seen in ("hidden", "detached")
    if state == "readonly":
        return seen in ("readonly", "disabled")  # a disabled field cannot be edited either
    if state == "attached":
        return seen != "detached"
    return seen == state


async def look(target: Target, element: str, state: ElementState) -> str | None:
    """What ``element`` is now on the axis of ``state`` (``visible``, ``disabled``,
    ``detached``, ...), or None when the page changed under the look (look again)."""
    if parse_ref(element) is None:
        return await look_at_selector(target, element, state)
    return await look_at_ref(target, element, state)


async def look_at_selector(target: Target, element: str, state: ElementState) -> str | None:
    try:
        found = await evaluate_all(element_locator(target, element), SELECTOR_LOOK, state)
    except PlaywrightError as exc:
        bad = bad_selector(element, exc)
        if bad is not None:
            raise bad from exc
        if navigated_away(str(exc)):
            return None
        raise
    count = found["count"]
    if count == 0:
        return "detached"
    if count == 1:
        await worked(target, element)
    if state in COUNTED:
        return "attached"
    if count > 1:
        raise InvalidParams(
            f"argument 'ref': selector '{element}' matches {count} elements; make it match "
            "one (add an attribute, or append ' >> nth=0') or use a ref from a snapshot"
        )
    return seen_word(element, state, found["seen"])


async def look_at_ref(target: Target, element: str, state: ElementState) -> str | None:
    try:
        locator, _ = await locate_counted(target, element)
    except StaleRef:
        if state == "detached":
            return "detached"
        raise
    if state in COUNTED:
        return "attached"
    limit = min(REF_LOOK_MS, current_operation().playwright_timeout())
    try:
        seen = await locator.evaluate(ELEMENT_LOOK, state, timeout=limit)
    except PlaywrightTimeoutError:
        return None  # it went after the count: the next look says stale_ref
    return seen_word(element, state, seen)


# Each state's axis: the word when it holds, the word when it does not, and what an
# element must be for the axis to apply (None: every element has it).
AXES: dict[str, tuple[str, str, str | None]] = {
    "visible": ("visible", "hidden", None),
    "enabled": ("enabled", "disabled", None),
    "editable": (
        "editable",
        "readonly",
        "is not an <input>, <textarea>, <select> or [contenteditable] and has no role "
        "that can be read-only",
    ),
    "checked": (
        "checked",
        "unchecked",
        "is not a checkbox or radio button and has no role that can be checked",
    ),
    "focused": ("focused", "not focused", None),
    "selected": ("selected", "not selected", None),
}
AXIS_OF = {"hidden": "visible", "disabled": "enabled", "readonly": "editable"}
AXIS_OF |= {"unchecked": "checked"} | {name: name for name in AXES}


def seen_word(element: str, state: ElementState, seen: str | list[str]) -> str:
    """The word on ``state``'s axis for what the look saw; ``invalid_params`` for a
    state the element cannot have."""
    if isinstance(seen, str):  # stable or moving
        return seen
    holding, other, applies_to = AXES[AXIS_OF[state]]
    if holding in seen:
        return holding
    if applies_to is not None and other not in seen:
        raise InvalidParams(
            f"argument 'state': '{state}' does not apply to {element}, which {applies_to}"
        )
    if other == "readonly" and "disabled" in seen:
        return "disabled"  # a disabled field cannot be edited either
    return other


def seen_words(element: str, seen: str) -> str:
    """What a failure says the element still is: ``visible``, ``detached (...)``."""
    if seen == "detached" and parse_ref(element) is None:
        return "detached (the selector matches no element)"
    return seen
