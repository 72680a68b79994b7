"""Element state tools: how many elements match, which states hold, checked, box, options.

Read once and returned, as the other getters: nothing waits, the getter keywords'
assertions retry. Each read is one evaluation in the page.
"""

from __future__ import annotations

from typing import Any

from ..contract.envelope import current_operation
from ..contract.errors import OF_FRAME, OF_PAGE, STALE_REF, InvalidParams, of_element_read
from ..contract.registry import tool
from ..contract.vocabulary import ElementState
from ..js import script
from ..page.elements import count_elements, one_element, read_element, what_it_is
from ..page.targeting import FRAME, Target
from ..page.visibility import describe_element

ELEMENT_STATES = script("element_states")
CHECKED_STATE = script("checked_state")
SELECTED_OPTIONS = script("selected_options")
BOUNDING_BOX = script("bounding_box")


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", "a selector that is not valid"),
        (STALE_REF[0], "a ref that is no longer in the page (a ref counts 1 or is stale)"),
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="reads",
)
async def browser_get_element_count(target: Target, ref: str) -> dict[str, Any]:
    """Return how many elements a selector matches now: 0 is an answer, not an error.

    ``ref`` is a selector (a snapshot ref counts 1). Counts in the page's main frame,
    or in ``frame_id``. Returns ``ref`` and ``count``.
    """
    return {"ref": ref, "count": await count_elements(target, ref, "ref")}


@tool(target=FRAME, errors=of_element_read(), kind="reads")
async def browser_get_element_states(target: Target, ref: str) -> dict[str, Any]:
    """Return the states that hold for the element now, by Playwright's rules.

    Returns ``ref`` and ``states``, in this order: ``attached``; ``visible`` or
    ``hidden``; ``enabled`` or ``disabled``; for elements that take input (inputs,
    textareas, selects, contenteditable, ARIA fields) ``editable`` or ``readonly``
    (disabled or read-only); for checkboxes and radios (native or ARIA) ``checked``
    or ``unchecked``; ``focused``; ``selected`` (an option, or aria-selected).
    """
    states: list[ElementState] = await read_element(target, ref, "ref", ELEMENT_STATES)
    return {"ref": ref, "states": states}


@tool(
    target=FRAME,
    errors=of_element_read("an element that is not a checkbox or radio button"),
    kind="reads",
)
async def browser_get_checkbox_state(target: Target, ref: str) -> dict[str, Any]:
    """Return whether a checkbox or radio button (native, or an ARIA role) is checked.

    A label reads its control. ``aria-checked="mixed"`` reads as not checked, as in
    Playwright's ``is_checked()``. Returns ``ref`` and ``checked`` (a boolean).
    """
    found = await read_element(target, ref, "ref", CHECKED_STATE)
    if "checked" not in found:
        raise InvalidParams(
            f"{describe_element(ref)} is {what_it_is(found)}, not a checkbox or radio "
            "button (an <input type=checkbox|radio> or an element with role checkbox, "
            "radio, switch, menuitemcheckbox or menuitemradio)"
        )
    return {"ref": ref, "checked": found["checked"]}


@tool(target=FRAME, errors=of_element_read(), kind="reads")
async def browser_get_bounding_box(target: Target, ref: str) -> dict[str, Any]:
    """Return the element's box in CSS pixels of the page's viewport, as the mouse tools take them.

    Returns ``ref`` and ``box``: ``x``, ``y`` (top-left corner, from the viewport's
    top-left; an element inside an iframe is placed in the page), ``width`` and
    ``height``; None for an element without a box (``display: none``).
    """
    found = await read_element(target, ref, "ref", BOUNDING_BOX)
    if not found["whole"]:
        # A cross-origin frame hides its offset from the page: Playwright knows it.
        locator = await one_element(target, ref, "ref")
        box = await locator.bounding_box(timeout=current_operation().playwright_timeout())
        found["box"] = dict(box) if box is not None else None
    return {"ref": ref, "box": found["box"]}


@tool(target=FRAME, errors=of_element_read("an element that is not a <select>"), kind="reads")
async def browser_get_selected_options(target: Target, ref: str) -> dict[str, Any]:
    """Return the chosen options of a ``<select>`` (a label: its control's), in page order.

    Returns ``ref`` and ``options``: a list of ``value``, ``label`` (the text shown)
    and ``index`` (0-based, among all the select's options) of each; empty when none
    is chosen.
    """
    found = await read_element(target, ref, "ref", SELECTED_OPTIONS)
    if "options" not in found:
        raise InvalidParams(
            f"{describe_element(ref)} is {what_it_is(found)}, not a <select>; for a custom "
            "dropdown read its chosen item with browser_get_text"
        )
    return {"ref": ref, "options": found["options"]}
