"""Modifier keys as event flags, and the synthetic events that fill two engine gaps.

Two engine gaps of Firefox over WebDriver BiDi are worked around with synthetic
(``isTrusted == false``) events, and the data says when that happened: a double click
arrives as two single clicks (we add a ``dblclick`` event when the page got none), and
HTML5 drag and drop never drops (we dispatch the drag events with one DataTransfer).
"""

from __future__ import annotations

import sys

from .scripts import script
from .vocabulary import Modifier

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
