"""Keywords of core/tools/scrolling.py: scrolling the page or an element's scroll box."""

from __future__ import annotations

from typing import Any

from ...core.tools.scrolling import browser_scroll_by, browser_scroll_to, browser_scroll_to_element
from .base import KeywordGroup
from .derive import tool_keyword


class ScrollingKeywords(KeywordGroup):
    @tool_keyword(browser_scroll_to_element, tags=("Interaction", "Scrolling"))
    def scroll_to_element(self) -> dict[str, Any]:
        """Scrolls the element ``ref`` into view, unless it is in view already.

        Every scroll box around the element scrolls as needed. ``page_id`` and
        ``frame_id`` are as in `Click`.

        Returns ``ref``, ``in_view`` (whether the element is inside the viewport now:
        false for a hidden element, which cannot be scrolled to) and ``modal``.

        Example:
        | `Scroll To Element` | id=footer |
        | ${result} = | `Scroll To Element` | id=load-more |
        | Should Be True | ${result}[in_view] |
        """

    @tool_keyword(browser_scroll_by, tags=("Interaction", "Scrolling"))
    def scroll_by(self) -> dict[str, Any]:
        """Scrolls the page, or the scroll box of the element ``ref``, by ``dx``, ``dy`` pixels.

        | =Argument= | =Description= |
        | ``dx``, ``dy`` | CSS pixels; positive values scroll right and down. The position stops at the edges. |
        | ``ref`` | An element with a scroll box (``overflow: auto``, ...). Default: the page (the document of ``frame_id`` when given). |
        | ``page_id``, ``frame_id`` | As in `Click`. |

        Scrolling is instant, even on pages with ``scroll-behavior: smooth``. The
        page's ``scroll`` events follow with its next frame, just after the keyword
        returns.

        Returns ``ref``, ``x`` and ``y`` (the scroll position afterwards) and ``modal``.

        Example:
        | `Scroll By` | 0 | 600 |
        | ${position} = | `Scroll By` | 0 | 100 | ref=id=results |
        | Should Be Equal As Numbers | ${position}[y] | 100 |
        """

    @tool_keyword(browser_scroll_to, tags=("Interaction", "Scrolling"))
    def scroll_to(self) -> dict[str, Any]:
        """Scrolls the page, or the scroll box of the element ``ref``, to ``x``, ``y`` pixels.

        ``0    0`` is the top-left corner; a position beyond the edges stops at them.
        ``ref``, ``page_id`` and ``frame_id`` are as in `Scroll By`.

        Returns ``ref``, ``x`` and ``y`` (the scroll position afterwards) and ``modal``.

        Example:
        | `Scroll To` | 0 | 0 |
        | ${position} = | `Scroll To` | 0 | 999999 | ref=id=log |
        """
