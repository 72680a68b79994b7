"""Whether elements and texts are visible right now, in as few round trips as can be.

Refs and selectors are checked concurrently, one Playwright call each on the happy
path; a container's items are all checked in one evaluation in the page; a text is
counted per frame. The verification tools build their checks on these.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable
from typing import TypeVar

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Locator

from ..contract.envelope import current_operation
from ..contract.errors import FrameNotFound, InvalidParams, StaleRef
from ..js import script
from ..js.mainworld import evaluate_all
from . import doorworld
from .targeting import Target, element_locator, locate, parse_ref, worked

T = TypeVar("T")


def quoted(values: list[str]) -> str:
    return ", ".join(repr(v) for v in values)


# --- finding elements ----------------------------------------------------------------


async def is_visible(target: Target, element: str) -> bool:
    """Whether ``element`` (a ref, or any match of a selector) is visible right now.

    One round trip when it is visible. Otherwise the element is looked up, so a gone
    ref fails with ``stale_ref`` and a selector that matches nothing with
    ``element_not_found``, rather than reading as merely hidden.
    """
    if not isinstance(element, str) or not element.strip():
        raise InvalidParams("an element argument must be a ref (e.g. 'e12') or a selector")
    try:
        visible = await element_locator(target, element).filter(visible=True).count()
        if visible == 1:
            await worked(target, element)
        if visible:
            return True
    except PlaywrightError:
        pass  # a stale frame-prefixed ref or a bad selector: locate() says which
    located = await locate(target, element)
    return await located.filter(visible=True).count() > 0


def describe_element(element: str) -> str:
    ref = parse_ref(element)
    return f"ref '{ref}'" if ref is not None else f"selector '{element}'"


async def gather_checks(target: Target, elements: list[str]) -> list[bool]:
    """Visibility of each element, checked concurrently; gone refs are named together."""
    results = await asyncio.gather(
        *(is_visible(target, element) for element in elements), return_exceptions=True
    )
    failures = [
        (e, r) for e, r in zip(elements, results, strict=True) if isinstance(r, BaseException)
    ]
    stale = [e for e, r in failures if isinstance(r, StaleRef)]
    if len(stale) > 1:
        raise StaleRef(
            f"refs {quoted(stale)} are not in the current page{in_scope(target)}; refs "
            "expire when the page changes: take a new snapshot (browser_snapshot)"
        )
    if failures:
        raise failures[0][1]
    return [bool(r) for r in results]


def in_scope(target: Target) -> str:
    return f" in frame '{target.frame_id}'" if target.frame_id else ""


# --- container mode: all items in one evaluation --------------------------------------

# For each item: is there a visible element in the container that get_by_text(item)
# would match? Mirrors Playwright's rules: whitespace-normalised, case-insensitive
# substring of the element's text; the innermost element matches (one whose child
# element matches on its own does not); script/style text is skipped; buttons of
# type submit/button/reset match by value; open shadow roots are searched. Visibility as
# Playwright's: checkVisibility(), visibility:visible and a non-empty box
# (display:contents by its children). utest compares it with get_by_text.
VISIBLE_ITEMS_JS = script("visible_items")


async def visible_items(container: Locator, items: list[str], *, by_ref: bool) -> list[bool] | None:
    """For each item, whether a visible element in ``container`` shows its text.

    One evaluation in the page. A selector's locator takes ``evaluate_all`` (one
    round trip, ~5 ms). Refs resolve only in Playwright's utility world, where
    ``evaluate_all`` finds nothing, so a ref's locator takes ``evaluate`` (it gets
    an element handle first: ~20-100 ms on this engine). None when the container
    went away meanwhile.
    """
    if by_ref:
        found = await container.evaluate(
            f"(element, items) => ({VISIBLE_ITEMS_JS})([element], items)",
            items,
            timeout=current_operation().playwright_timeout(),
        )
    else:
        found = await evaluate_all(container, VISIBLE_ITEMS_JS, items)
    return None if found is None else [bool(f) for f in found]


async def container_items(target: Target, container_ref: str, items: list[str]) -> list[bool]:
    """``visible_items`` of the container; stale_ref / element_not_found when it is not there.

    A selector goes straight to the evaluation, which also tells when nothing matches
    (a count first would cost a round trip, and on a fresh page the utility world's
    set-up, ~50 ms); only then, or when it cannot be evaluated, does ``locate`` look,
    to raise the error it always raised. A ref is located first (see visible_items).
    """
    if (
        isinstance(container_ref, str)
        and container_ref.strip()
        and parse_ref(container_ref) is None
    ):
        through_door = await doorworld.all_of(
            target, container_ref, VISIBLE_ITEMS_JS, items, world=doorworld.PAGE
        )
        if through_door is not None and through_door.count:
            return [bool(f) for f in through_door.value]
        try:
            found = await visible_items(element_locator(target, container_ref), items, by_ref=False)
        except PlaywrightError:
            found = None  # e.g. a bad selector: locate() says what is wrong
        if found is not None:
            return found
    container = await locate(target, container_ref)
    found = await visible_items(container, items, by_ref=parse_ref(container_ref) is not None)
    if found is None:  # gone since locate(): say so as locate() would
        await locate(target, container_ref)
        found = [False] * len(items)
    return found


async def text_visible_in(
    frame: Frame, text: str, *, explicit: bool, target: Target | None = None
) -> bool:
    """Whether a visible element of ``frame`` shows ``text`` as ``get_by_text`` matches it
    (``VISIBLE_ITEMS_JS`` over the whole document); False for a child frame that went away.

    One evaluation in the frame's own world, which Playwright sets up with the page: a
    first call after a navigation takes ~3 ms, where ``get_by_text().count()`` waits for
    its utility world's selector engine (~30 ms, measured; docs/performance.md). The
    page's main frame, given ``target`` with a BiDi door, is asked through the door
    (page/doorworld.py): no set-up of Playwright's at all.
    """
    check = f"(items) => ({VISIBLE_ITEMS_JS})([document.documentElement].filter(Boolean), items)"
    if target is not None and frame == target.page.main_frame:  # through the door: no set-up
        found = await doorworld.document(
            target, f"() => ({check})({json.dumps([text])})", world=doorworld.PAGE
        )
        if isinstance(found, list):
            return bool(found and found[0])
    found = await unless_detached(frame, frame.evaluate(check, [text]), None, explicit=explicit)
    return bool(found and found[0])


async def count_text(frame: Frame, text: str, *, visible: bool, explicit: bool) -> int:
    """Matches of ``get_by_text(text)`` in ``frame``; 0 for a child frame that went away."""
    locator = frame.get_by_text(text)
    if visible:
        locator = locator.filter(visible=True)
    return await unless_detached(frame, locator.count(), 0, explicit=explicit)


async def unless_detached(frame: Frame, reading: Awaitable[T], gone: T, *, explicit: bool) -> T:
    """What ``reading`` of ``frame`` answers; ``gone`` when the frame detached meanwhile (a
    child frame that went away), or ``frame_not_found`` for a frame the caller named."""
    try:
        return await reading
    except PlaywrightError:
        if not frame.is_detached():
            raise
        if explicit:
            raise FrameNotFound(
                "the frame detached during the check; list the current frames with browser_frames"
            ) from None
        return gone
