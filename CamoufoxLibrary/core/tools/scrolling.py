"""Scrolling tools: an element into view, and the page's or an element's scroll box by
or to a position in CSS pixels.

Scrolling is instant (a page's ``scroll-behavior: smooth`` would leave the position
half-way when the tool answers). The page's ``scroll`` events follow with its next
frame, after the tool answered: a dialog their handler opens blocks the next tool
(``modal_state_blocked``). Like every action, a scroll races the page's modal event.
"""

from __future__ import annotations

from typing import Any, Literal

from ..browser.modals import PendingModal
from ..contract.arguments import check_pixels
from ..contract.envelope import current_operation
from ..contract.errors import OF_ELEMENT, OF_FRAME, OF_PAGE, SEVERAL_MATCHES
from ..contract.registry import tool
from ..js import script
from ..page.actions import act, modal_data, race
from ..page.elements import one_element, read_element
from ..page.targeting import FRAME, Aim, Target

# Scrolls the element's scroll box (the document's for null); its position afterwards.
SCROLL_BOX = script("scroll_box")
# Whether the element is (at least partly) inside its frame's viewport.
IN_VIEWPORT = script("in_viewport")
SCROLL_ERRORS = (
    ("invalid_params", f"a position that is not a finite number, {SEVERAL_MATCHES}"),
    *OF_ELEMENT,
    *OF_PAGE,
    OF_FRAME,
)


async def scroll(
    target: Target, how: Literal["scrollBy", "scrollTo"], x: float, y: float, ref: str | None
) -> tuple[list[float] | None, PendingModal | None]:
    """The scroll position after ``how`` of the element ``ref`` (the page's for None)."""
    arg = [how, x, y]
    if ref is None:
        page_scroll = f"arg => ({SCROLL_BOX})(null, arg)"
        return await race(target, target.acting_frame.evaluate(page_scroll, arg))
    return await race(target, read_element(target, ref, "ref", SCROLL_BOX, arg))


def scrolled(
    ref: str | None, position: list[float] | None, modal: PendingModal | None
) -> dict[str, Any]:
    x, y = position if position is not None else (None, None)
    return {"ref": ref, "x": x, "y": y, "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(("invalid_params", SEVERAL_MATCHES), *OF_ELEMENT, *OF_PAGE, OF_FRAME),
    kind="acts",
)
async def browser_scroll_to_element(target: Target, ref: str) -> dict[str, Any]:
    """Scroll an element (a ref or a selector) into view, unless it is in view already.

    Every scroll box around it scrolls as needed. Returns ref, ``in_view`` (whether the
    element is inside the viewport now: false for a hidden one, which cannot be
    scrolled to) and ``modal``.
    """
    locator = await one_element(target, ref, "ref")
    timeout = current_operation().playwright_timeout()
    modal = await act(target, locator.scroll_into_view_if_needed(timeout=timeout))
    in_view = None
    if modal is None:
        in_view = await locator.evaluate(IN_VIEWPORT, timeout=timeout)
    return {"ref": ref, "in_view": in_view, "modal": modal_data(modal)}


@tool(target=FRAME, errors=SCROLL_ERRORS, kind="acts")
async def browser_scroll_by(
    aim: Aim, dx: float, dy: float, ref: str | None = None
) -> dict[str, Any]:
    """Scroll the page, or the scroll box of the element ``ref``, by ``dx``, ``dy`` pixels.

    Positive values scroll right and down. The position stops at the box's edges.
    Returns ref, ``x`` and ``y`` (the scroll position afterwards; null when a dialog
    opened) and ``modal``.
    """
    check_pixels("dx", dx)
    check_pixels("dy", dy)
    target = aim.resolve()
    return scrolled(ref, *await scroll(target, "scrollBy", dx, dy, ref))


@tool(target=FRAME, errors=SCROLL_ERRORS, kind="acts")
async def browser_scroll_to(aim: Aim, x: float, y: float, ref: str | None = None) -> dict[str, Any]:
    """Scroll the page, or the scroll box of the element ``ref``, to ``x``, ``y`` pixels.

    ``0, 0`` is the top-left corner; a position beyond the box's edges stops at them.
    Returns ref, ``x`` and ``y`` (the scroll position afterwards; null when a dialog
    opened) and ``modal``.
    """
    check_pixels("x", x)
    check_pixels("y", y)
    target = aim.resolve()
    return scrolled(ref, *await scroll(target, "scrollTo", x, y, ref))
