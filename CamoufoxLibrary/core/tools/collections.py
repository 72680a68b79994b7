"""Collection tools: every element a selector matches, every option of a select.

Read once and returned, as the getters: nothing waits, the keywords' assertions retry.
Each read is one evaluation in the page.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..contract.envelope import current_operation
from ..contract.errors import OF_FRAME, OF_PAGE, STALE_REF, InvalidParams, of_element_read
from ..contract.registry import tool
from ..js import script
from ..page.elements import read_element, what_it_is
from ..page.locators import locator_for_ref
from ..page.targeting import FRAME, Target, count_selector, element_locator, parse_ref
from ..page.visibility import describe_element
from ..syntax.selectors import split_frames, split_selector

ELEMENT_SELECTORS = script("element_selectors")
SELECT_OPTIONS = script("select_options")
ONE_ELEMENT = f"(el, unique) => ({ELEMENT_SELECTORS})([el], unique)[0]"


def crosses_frames(selector: str) -> bool:
    """True for a selector that enters an iframe: an id there names nothing out here."""
    frames, _ = split_frames(split_selector(selector))
    return bool(frames)


async def described_matches(target: Target, selector: str, unique: bool) -> list[dict[str, Any]]:
    """ELEMENT_SELECTORS of every match: one evaluation, or one per match on a page whose
    globals break Playwright's main-world query (a NodeList that is not iterable)."""
    locator = element_locator(target, selector)
    try:
        return await locator.evaluate_all(ELEMENT_SELECTORS, unique)
    except PlaywrightError:
        pass
    # Counted in Playwright's utility world, which also tells a bad selector.
    count = await count_selector(locator, selector)
    timeout = current_operation().playwright_timeout()
    return [
        await locator.nth(i).evaluate(ONE_ELEMENT, unique, timeout=timeout) for i in range(count)
    ]


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", "an empty or invalid selector"),
        (STALE_REF[0], "a ref that is no longer in the page: take a new snapshot"),
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="reads",
)
async def browser_get_elements(target: Target, ref: str) -> dict[str, Any]:
    """Return a selector for each element a selector matches now, to act on one by one.

    ``ref`` is a selector (a snapshot ref matches one element: its durable locator, as
    browser_generate_locator makes it). Each match gets ``id=<id>`` or
    ``data-testid=<id>`` when no other element of the page (or of ``frame_id``'s
    document) has that id, else ``<ref> >> nth=<i>``; the selectors are relative to
    the frame the call targets. Returns ``ref``, ``count`` (0 is an answer, not an
    error), ``selectors`` (in page order) and ``elements``: per match its
    ``selector``, ``tag`` and ``text`` (the first 80 characters of its innerText).
    """
    if not isinstance(ref, str) or not ref.strip():
        raise InvalidParams("argument 'ref' must be a selector (or a ref, e.g. 'e12')")
    if parse_ref(ref) is not None:
        selector = await locator_for_ref(target, parse_ref(ref) or ref)
        found = await read_element(target, ref, "ref", ONE_ELEMENT, False)
        elements = [{**found, "unique": selector}]
    else:
        elements = await described_matches(target, ref, not crosses_frames(ref))
    listed = [
        {"selector": e["unique"] or f"{ref} >> nth={i}", "tag": e["tag"], "text": e["text"]}
        for i, e in enumerate(elements)
    ]
    return {
        "ref": ref,
        "count": len(listed),
        "selectors": [e["selector"] for e in listed],
        "elements": listed,
    }


@tool(target=FRAME, errors=of_element_read("an element that is not a <select>"), kind="reads")
async def browser_get_select_options(target: Target, ref: str) -> dict[str, Any]:
    """Return every option of a ``<select>`` (a label: its control's), in page order.

    Returns ``ref`` and ``options``: per option its ``label`` (the text shown),
    ``value``, ``index`` (0-based, as browser_select_option_by_index takes it),
    ``selected``, ``disabled`` (itself or by its ``<optgroup>``) and ``group`` (the
    label of its ``<optgroup>``, None outside one). browser_get_selected_options
    returns the chosen ones only.
    """
    found = await read_element(target, ref, "ref", SELECT_OPTIONS)
    if "options" not in found:
        raise InvalidParams(
            f"argument 'ref': {describe_element(ref)} is {what_it_is(found)}, not a <select>; "
            "for a custom dropdown list its items with browser_get_elements"
        )
    return {"ref": ref, "options": found["options"]}
