"""The hot actions on a path of our own: Playwright's checks in one evaluation, then the
mouse at the point they give.

Over WebDriver BiDi, Playwright's ``locator.click()`` sends 21 commands (its checks in
its utility world, an element handle moved between worlds, a scroll, a hit-target
interceptor set up and read back). This path sends one evaluation of
``actionable_point.js`` in the page's own world (the element attached and alone,
visible, enabled (editable for typing), stable over two animation frames, scrolled into
view, and no other element on top at the point: Playwright's checks, by its rules) and
then Playwright's own mouse at that point: three input commands, trusted events.

Whenever a check does not hold *now*, or the case is not one the path covers, it answers
None and the caller runs Playwright's action, which waits for what is missing and fails
as it always did: the path is never less strict, only faster when all is ready. Covered:
a selector (refs resolve only in Playwright's utility world) in the page's main frame
(no ``frame_id``, no selector entering a frame, no element inside an iframe) that
matches one element, for an action without the options the path does not take
(position, force, delay, click_count, trial, modifiers), on an instance without overlay
handlers (Playwright runs those in its own checks, browser/overlays.py). docs/performance.md has what
falls back and what each costs.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass

from playwright.async_api import Error as PlaywrightError

from ..js import script
from ..syntax.selectors import ENTER_FRAME
from .targeting import Target, element_locator, parse_ref, worked

log = logging.getLogger("CamoufoxLibrary.core")

ACTIONABLE_POINT = script("actionable_point")
# How long one animation frame is waited for: a page that paints none cannot show it is
# stable, so Playwright's action decides.
FRAME_WAIT_MS = 100


@dataclass(frozen=True)
class Needs:
    """What an action waits for, as Playwright's actionability lists it per action."""

    visible: bool = True
    enabled: bool = True
    editable: bool = False
    stable: bool = True
    hit: bool = True  # receives events: no other element on top at the point


CLICK = Needs()
HOVER = Needs(enabled=False)


@dataclass(frozen=True)
class Look:
    """What the one evaluation saw: how many elements the selector matched; for one,
    whether it is a file input's (a click then looks for the chooser) and the point to
    act at, or None when a check does not hold now."""

    count: int
    file_input: bool
    point: tuple[float, float] | None


async def look(target: Target, element: str, needs: Needs) -> Look | None:
    """The fast path's look at ``element``; None where the path does not go (a ref, a
    frame, a selector the page's world cannot query)."""
    if target.frame is not None or parse_ref(element) is not None or ENTER_FRAME in element:
        return None
    if target.instance.overlays.handlers:  # they run in Playwright's actionability only
        return None
    try:
        found = await element_locator(target, element).evaluate_all(
            ACTIONABLE_POINT, {**asdict(needs), "frames": FRAME_WAIT_MS}
        )
    except PlaywrightError:  # a selector Playwright rejects, a page that broke the query
        return None
    if not isinstance(found, dict):
        return None
    if found["count"] == 1:
        await worked(target, element)
    point = found.get("point")
    if point is None:
        log.debug("%r: %s; Playwright's action waits", element, found.get("fallback"))
    return Look(
        found["count"],
        bool(found.get("file_input")),
        (point["x"], point["y"]) if point is not None else None,
    )
