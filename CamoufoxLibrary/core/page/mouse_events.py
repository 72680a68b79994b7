"""Modifier keys as event flags, and the synthetic events that fill two engine gaps.

Two engine gaps of Firefox over WebDriver BiDi are worked around with synthetic
(``isTrusted == false``) events, and the data says when that happened: a double click
arrives as two single clicks (we add a ``dblclick`` event when the page got none), and
HTML5 drag and drop never drops (we dispatch the drag events with one DataTransfer).
"""

from __future__ import annotations

import sys

from playwright.async_api import Error as PlaywrightError

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.vocabulary import Button, Modifier
from ..js import script
from .actions import act, race
from .elements import one_element
from .targeting import Target

# Firefox over BiDi sends a double click as two single clicks: watch for a trusted
# dblclick, and dispatch a synthetic one at the element's centre when none came.
WATCH_DBLCLICK = script("watch_dblclick")
FINISH_DBLCLICK = script("finish_dblclick")

# HTML5 drag and drop, synthetic: the nearest draggable element (itself or an ancestor).
DRAGGABLE_SOURCE = script("draggable_source")
SYNTHETIC_DRAG = script("synthetic_drag")


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

    Over BiDi the page gets two single clicks and no ``dblclick``; one is dispatched
    at the element's centre when the page saw none (a trusted one is never doubled).
    """
    locator = await one_element(target, ref, "ref")
    timeout = current_operation().playwright_timeout()
    await locator.evaluate(WATCH_DBLCLICK, timeout=timeout)
    modal = await act(target, locator.dblclick(button=button, modifiers=modifiers, timeout=timeout))
    if modal is not None:
        return False, modal
    # MouseEvent.button numbers the middle button 1 and the right one 2.
    init = {"button": ("left", "middle", "right").index(button), **event_modifiers(modifiers)}
    try:
        synthetic, modal = await race(
            target, locator.evaluate(FINISH_DBLCLICK, init, timeout=timeout)
        )
    except PlaywrightError:
        return False, None  # the clicks removed or replaced the element
    return bool(synthetic) or modal is not None, modal
