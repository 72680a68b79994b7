"""The hot actions on a path of our own: Playwright's checks in one evaluation, then the
mouse at the point they give.

Over WebDriver BiDi, Playwright's ``locator.click()`` sends 21 commands (its checks in
its utility world, an element handle moved between worlds, a scroll, a hit-target
interceptor set up and read back). This path sends one evaluation of
``actionable_point.js`` in the page's own world (the element attached and alone,
visible, enabled, stable over two animation frames, scrolled into view, and no other
element on top at the point: Playwright's checks, by its rules) and
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

import asyncio
import contextlib
import logging
from dataclasses import asdict, dataclass
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Page, Request

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.vocabulary import Button
from ..js import script
from ..syntax.selectors import ENTER_FRAME
from . import doorworld
from .actions import race, settle
from .clicks import click_at
from .targeting import Target, element_locator, parse_ref, worked

log = logging.getLogger("CamoufoxLibrary.core")

ACTIONABLE_POINT = (
    f"(els, need) => ({script('actionable_point')})(els, need, {script('element_states')})"
)
FAST_CLICK = script("fast_click")
# Of a click's deadline, what waiting for the load it started leaves for the rest.
LEAVE_AFTER_LOAD = 0.5
# How long one animation frame is waited for: a page that paints none cannot show it is
# stable, so Playwright's action decides.
FRAME_WAIT_MS = 100


@dataclass(frozen=True)
class Needs:
    """What an action waits for, as Playwright's actionability lists it per action."""

    visible: bool = True
    enabled: bool = True
    stable: bool = True
    hit: bool = True  # receives events: no other element on top at the point
    follow: bool = False  # a click: whether it will load another document here


CLICK = Needs(follow=True)
HOVER = Needs(enabled=False)


@dataclass(frozen=True)
class Look:
    """What the one evaluation saw: how many elements the selector matched; for one,
    whether it is a file input's (a click then looks for the chooser) and the point to
    act at, or None when a check does not hold now."""

    count: int
    file_input: bool
    point: tuple[float, float] | None
    navigates: str | None = None  # "link", "submit": a click may load another document
    door: bool = False  # it ran in our own world (page/doorworld.py): so does what follows


async def look(target: Target, element: str, needs: Needs) -> Look | None:
    """The fast path's look at ``element``; None where the path does not go (a ref, a
    frame, a selector the page's world cannot query)."""
    if target.frame is not None or parse_ref(element) is not None or ENTER_FRAME in element:
        return None
    if target.instance.overlays.handlers:  # they run in Playwright's actionability only
        return None
    need = {**asdict(needs), "frames": FRAME_WAIT_MS}
    through_door = await doorworld.all_of(
        target, element, ACTIONABLE_POINT, need, world=doorworld.PAGE
    )
    door = through_door is not None
    if through_door is not None:  # our own world (page/doorworld.py); worked() was told
        found = through_door.value
    else:
        try:
            found = await element_locator(target, element).evaluate_all(ACTIONABLE_POINT, need)
        except PlaywrightError:  # a selector Playwright rejects, a page that broke the query
            return None
        if isinstance(found, dict) and found["count"] == 1:
            await worked(target, element)
    if not isinstance(found, dict):
        return None
    point = found.get("point")
    if point is None:
        log.debug("%r: %s; Playwright's action waits", element, found.get("fallback"))
    return Look(
        found["count"],
        bool(found.get("file_input")),
        (point["x"], point["y"]) if point is not None else None,
        found.get("navigates"),
        door,
    )


async def click(
    target: Target, seen: Look, button: Button, *, clicks: int = 1
) -> PendingModal | None:
    """Clicks (``clicks`` times in a row, counted as a person's where the door allows:
    page/clicks.py) at the point ``seen`` gave; the dialog or file chooser it opened, or
    None.

    A click on a link or a submit control that the page lets load another document
    returns once that document has loaded (or the load became a download, or failed),
    or once a dialog opened (a ``beforeunload`` guard: measured ~35 ms after the click,
    with nothing before it that says a navigation is coming): as Playwright's click
    waits for the navigations it scheduled, where its mouse does not.
    """
    page = target.page
    ends = LoadEnds(page) if seen.navigates else None
    try:
        clicking = click_at(target, seen.point, button, clicks)
        _, modal = await race(target, clicking)
        if modal is not None or ends is None:
            return modal or await settle(target)
        going, modal = await target.instance.modals.until_modal(
            target.page_id, loading(target, seen.door)
        )
        # Under load the new document may be in place before we ask: it is loading too.
        if modal is None and (going or ends.committed):
            _, modal = await target.instance.modals.until_modal(target.page_id, ends.wait())
        return modal
    finally:
        if ends is not None:
            ends.close()


async def loading(target: Target, door: bool) -> bool:
    """Whether the click ``actionable_point.js`` watched is loading another document,
    asked in the world the look ran in (its note is there)."""
    if door:
        answer = await doorworld.document(target, FAST_CLICK, world=doorworld.PAGE)
        return True if answer is None else bool(answer)  # None: the old document is gone
    try:
        return bool(await target.page.main_frame.evaluate(FAST_CLICK))
    except PlaywrightError:  # the old document is gone already: it is loading
        return True


class LoadEnds:
    """What ends a load a click started in the page's main frame: its new document
    committed, a download instead, or its request failed. Armed before the click."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.ended: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.committed = False
        page.on("framenavigated", self._navigated)
        page.on("download", self._end)
        page.on("requestfailed", self._failed)

    def _navigated(self, frame: Frame) -> None:
        if frame == self.page.main_frame:
            self.committed = True
            self._end()

    def _failed(self, request: Request) -> None:
        if request.is_navigation_request() and request.frame == self.page.main_frame:
            self._end()

    def _end(self, *_: Any) -> None:
        if not self.ended.done():
            self.ended.set_result(None)

    async def wait(self) -> None:
        """Until the load ends, its document committed and loaded, or what the call's
        deadline leaves (the click is done; a slow load is the next tool's to wait for).

        The load event too, as classic WebDriver's click waits for it: over BiDi, a
        navigation started while the last one still loads fails as "interrupted by
        another navigation" (measured: a Navigate right after a form's commit)."""
        left = current_operation().remaining() - LEAVE_AFTER_LOAD
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(self.ended), max(left, 0.0))
        if self.committed:
            left = current_operation().remaining() - LEAVE_AFTER_LOAD
            with contextlib.suppress(PlaywrightError):  # the page closed, or a slow load
                await self.page.wait_for_load_state("load", timeout=max(left, 0.001) * 1000)

    def close(self) -> None:
        self._end()  # a wait a dialog cut short ends with it
        self.page.remove_listener("framenavigated", self._navigated)
        self.page.remove_listener("download", self._end)
        self.page.remove_listener("requestfailed", self._failed)
