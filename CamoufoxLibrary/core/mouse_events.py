"""Mouse buttons, modifier keys, and the synthetic events that fill two engine gaps.

Two engine gaps of Firefox over WebDriver BiDi are worked around with synthetic
(``isTrusted == false``) events, and the data says when that happened: a double click
arrives as two single clicks (we add a ``dblclick`` event when the page got none), and
HTML5 drag and drop never drops (we dispatch the drag events with one DataTransfer).
"""

from __future__ import annotations

import sys
from typing import Literal

from .errors import InvalidParams
from .scripts import script

Button = Literal["left", "right", "middle"]
MODIFIERS = ("Alt", "Control", "ControlOrMeta", "Meta", "Shift")

# Firefox over BiDi sends a double click as two single clicks: watch for a trusted
# dblclick, and dispatch a synthetic one at the element's centre when none came.
WATCH_DBLCLICK = script("watch_dblclick")
FINISH_DBLCLICK = script("finish_dblclick")

# HTML5 drag and drop, synthetic: the nearest draggable element (itself or an ancestor).
DRAGGABLE_SOURCE = script("draggable_source")
SYNTHETIC_DRAG = script("synthetic_drag")


def check_modifiers(modifiers: list[str] | None) -> list[str]:
    """Playwright's modifier names, any case: ``control`` -> ``Control``."""
    names = {name.lower(): name for name in MODIFIERS}
    checked = []
    for modifier in modifiers or []:
        if modifier.lower() not in names:
            raise InvalidParams(
                f"argument 'modifiers' may hold {', '.join(MODIFIERS)}; got {modifier!r}"
            )
        checked.append(names[modifier.lower()])
    return checked


def event_modifiers(modifiers: list[str]) -> dict[str, bool]:
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
