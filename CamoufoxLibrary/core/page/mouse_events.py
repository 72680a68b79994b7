"""Modifier keys as event flags, and the synthetic events that fill two engine gaps.

Two engine gaps of Firefox over WebDriver BiDi are worked around with synthetic
(``isTrusted == false``) events, and the data says when that happened: a double click
arrives as two single clicks (we add a ``dblclick`` event when the page got none), and
HTML5 drag and drop never drops (we dispatch the drag events with one DataTransfer).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.vocabulary import Button, Modifier
from ..js import script
from ..js.mainworld import evaluate_all
from .actions import act, race
from .clicks import checked_clicks, counts
from .elements import one_element
from .fastpath import CLICK, look
from .fastpath import click as fast_click
from .targeting import Target, element_locator

log = logging.getLogger("CamoufoxLibrary.core")

# Firefox over BiDi sends a double click as two single clicks: watch for a trusted
# dblclick, and dispatch a synthetic one at the element's centre when none came.
WATCH_DBLCLICK = script("watch_dblclick")
FINISH_DBLCLICK = script("finish_dblclick")
# The same in the page's world, on the one element the fast path's look found (or none
# left after the clicks: nothing to finish).
FAST_WATCH_DBLCLICK = f"els => els.length === 1 && ({WATCH_DBLCLICK})(els[0])"
FAST_FINISH_DBLCLICK = f"(els, init) => els.length === 1 && ({FINISH_DBLCLICK})(els[0], init)"

# HTML5 drag and drop, synthetic: the nearest draggable element (itself or an ancestor).
DRAGGABLE_SOURCE = script("draggable_source")
SYNTHETIC_DRAG = script("synthetic_drag")


async def counted_dblclick(
    target: Target, locator: Locator, button: Button, modifiers: list[Modifier]
) -> None:
    """Playwright's checks, then two clicks in a row counted as a person's; Playwright's
    dblclick where the element lost its box between the two."""
    timeout = current_operation().playwright_timeout()
    if not await checked_clicks(target, locator, button, 2, modifiers=modifiers, timeout=timeout):
        await locator.dblclick(button=button, modifiers=modifiers, timeout=timeout)


def event_modifiers(modifiers: list[Modifier]) -> dict[str, bool]:
    """MouseEvent init flags for Playwright modifier names."""
    control_or_meta = "metaKey" if sys.platform == "darwin" else "ctrlKey"
    flags = {
        "Alt": "altKey",
        "Control": "ctrlKey",
        "ControlOrMeta": control_or_meta,
        "Meta": "metaKey",
        "Shift": "shiftKey",
    }
    return {flags[m]: True for m in modifiers}


async def double_click_element(
    target: Target, ref: str, button: Button, modifiers: list[Modifier]
) -> tuple[bool, PendingModal | None]:
    """Double-clicks the element ``ref``: whether a synthetic dblclick was needed, and the
    dialog or file chooser the clicks opened.

    Where the instance's BiDi door allows (page/clicks.py) the two clicks go in one
    call, counted as a person's: detail 1 and 2, and the browser's own ``dblclick``.
    Else over BiDi the page gets two single clicks and no ``dblclick``; one is
    dispatched at the element's centre when the page saw none (a trusted one is never
    doubled). Without modifiers, an element ready now is double-clicked on the fast path
    (page/fastpath.py); else after Playwright's checks.
    """
    # MouseEvent.button numbers the middle button 1 and the right one 2.
    init = {"button": ("left", "middle", "right").index(button), **event_modifiers(modifiers)}
    finish: Callable[[], Awaitable[Any]]
    counted = await counts(target)  # the browser's own dblclick: nothing to watch or add
    seen = None if modifiers else await look(target, ref, CLICK)
    if seen is not None and seen.point is not None:
        if counted:
            return False, await fast_click(target, seen, button, clicks=2)
        element = element_locator(target, ref)
        await evaluate_all(element, FAST_WATCH_DBLCLICK)
        modal = await fast_click(target, seen, button, clicks=2)
        finish = partial(evaluate_all, element, FAST_FINISH_DBLCLICK, init)
    else:
        locator = await one_element(target, ref, "ref")
        timeout = current_operation().playwright_timeout()
        if counted:
            return False, await act(target, counted_dblclick(target, locator, button, modifiers))
        await locator.evaluate(WATCH_DBLCLICK, timeout=timeout)
        clicking = locator.dblclick(button=button, modifiers=modifiers, timeout=timeout)
        modal = await act(target, clicking)
        finish = partial(locator.evaluate, FINISH_DBLCLICK, init, timeout=timeout)
    if modal is not None:
        return False, modal
    try:
        synthetic, modal = await race(target, finish())
    except PlaywrightError:
        return False, None  # the clicks removed or replaced the element, or left the page
    if synthetic == "undispatched":
        log.warning(
            "%r: the page got two single clicks and no dblclick: it replaced its event "
            "constructors, so none could be dispatched (a browser behind a browser server "
            "takes clicks one by one)",
            ref,
        )
        return False, modal
    return bool(synthetic) or modal is not None, modal
