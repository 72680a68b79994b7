"""Keywords of core/tools/mouse.py."""

from __future__ import annotations

from typing import Any

from ...core.tools.mouse import (
    browser_mouse_click_xy,
    browser_mouse_down,
    browser_mouse_drag_xy,
    browser_mouse_move_xy,
    browser_mouse_up,
    browser_mouse_wheel,
)
from .base import KeywordGroup
from .derive import tool_keyword


class MouseKeywords(KeywordGroup):
    """Keywords at viewport coordinates (core/tools/mouse.py)."""

    @tool_keyword(browser_mouse_click_xy, tags=("Mouse",))
    def mouse_click_xy(self) -> dict[str, Any]:
        """Clicks at viewport coordinates ``x``, ``y`` with ``button`` (left, right or middle).

        Coordinates are CSS pixels from the viewport's top-left corner (what
        ``MouseEvent.clientX`` / ``clientY`` report in the main frame) and must lie
        inside the viewport. A click that opens a dialog or file chooser reports it
        in ``modal``, as `Click` does.
        ``expect``, ``expect_url`` and ``select`` follow what the click opens (a popup,
        a download, a response, a new URL), as in `Click`; what came is in the result
        under the ``expect`` word.

        Returns ``x``, ``y``, ``button`` and ``modal``.

        Example:
        | `Mouse Click Xy` | 120 | 80 |
        | `Mouse Click Xy` | 120 | 80 | button=right |
        | `Mouse Click Xy` | 120 | 80 | expect=popup | select=False |
        """

    @tool_keyword(browser_mouse_move_xy, tags=("Mouse",), tool_doc=True)
    def mouse_move_xy(self) -> dict[str, Any]:
        """With the ``camoufox`` engine and ``humanize`` (an option of
        `Create Instance`), Camoufox itself moves the cursor along a human-like
        path for every move this and the other mouse keywords make (and `Click`,
        `Hover`, `Drag`); stock Firefox moves it in straight ``steps``.

        Example:
        | `Mouse Move Xy` | 200 | 150 |
        | `Mouse Move Xy` | 400 | 150 | steps=10 |
        """

    @tool_keyword(browser_mouse_down, tags=("Mouse",))
    def mouse_down(self) -> dict[str, Any]:
        """Presses ``button`` at the mouse's current position (set it with `Mouse Move Xy`).

        Returns ``button`` and ``modal``.

        Example:
        | `Mouse Move Xy` | 35 | 265 |
        | `Mouse Down` |
        | `Mouse Move Xy` | 135 | 265 | steps=5 |
        | `Mouse Up` |
        """

    @tool_keyword(browser_mouse_up, tags=("Mouse",), tool_doc=True)
    def mouse_up(self) -> dict[str, Any]:
        """``button`` is ``left`` (the default), ``right`` or ``middle``, as `Mouse Down` pressed it.

        Example:
        | `Mouse Down` | button=right |
        | `Mouse Up` | button=right |
        """

    @tool_keyword(browser_mouse_drag_xy, tags=("Mouse",))
    def mouse_drag_xy(self) -> dict[str, Any]:
        """Drags with the mouse from ``start_x``, ``start_y`` to ``end_x``, ``end_y``.

        Moves to the start, presses ``button``, moves to the end in ``steps``
        ``mousemove`` events (1 to 100, default 5) and releases: what sliders,
        canvases and sortable lists built on mouse or pointer events need. For
        HTML5 drag and drop between elements use `Drag`.

        Returns the four coordinates, ``steps`` and ``modal``.

        Example:
        | `Mouse Drag Xy` | 35 | 265 | 135 | 265 |
        | `Mouse Drag Xy` | 10 | 10 | 200 | 120 | steps=20 |
        """

    @tool_keyword(browser_mouse_wheel, tags=("Mouse",), tool_doc=True)
    def mouse_wheel(self) -> dict[str, Any]:
        """What scrolls is the element under the mouse, or the page; wait for its effect (e.g.
        `Wait For`) before checking it. Returns ``delta_x``, ``delta_y`` and ``modal``.

        Example:
        | `Mouse Move Xy` | 400 | 300 |
        | `Mouse Wheel` | 0 | 400 |
        """
