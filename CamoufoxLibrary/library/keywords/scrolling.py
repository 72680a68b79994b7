"""Keywords of core/tools/scrolling.py: scrolling the page or an element's scroll box."""

from __future__ import annotations

from typing import Any

from ...core.tools.scrolling import browser_scroll_by, browser_scroll_to, browser_scroll_to_element
from .base import KeywordGroup
from .derive import tool_keyword


class ScrollingKeywords(KeywordGroup):
    @tool_keyword(browser_scroll_to_element, tags=("Interaction", "Scrolling"), tool_doc=True)
    def scroll_to_element(self) -> dict[str, Any]:
        """``ref`` is a ref (from `Snapshot`) or a selector. ``page_id`` and ``frame_id`` are
        as in `Click`.

        Example:
        | `Scroll To Element` | id=footer |
        | ${result} = | `Scroll To Element` | id=load-more |
        | Should Be True | ${result}[in_view] |
        """

    @tool_keyword(browser_scroll_by, tags=("Interaction", "Scrolling"), tool_doc=True)
    def scroll_by(self) -> dict[str, Any]:
        """``ref`` is an element with a scroll box (``overflow: auto``, ...); without it the
        page scrolls (the document of ``frame_id`` when given). ``page_id`` and ``frame_id``
        are as in `Click`. Scrolling is instant, even on pages with ``scroll-behavior:
        smooth``. The page's ``scroll`` events follow with its next frame, just after the
        keyword returns.

        Example:
        | `Scroll By` | 0 | 600 |
        | ${position} = | `Scroll By` | 0 | 100 | ref=id=results |
        | Should Be Equal As Numbers | ${position}[y] | 100 |
        """

    @tool_keyword(browser_scroll_to, tags=("Interaction", "Scrolling"), tool_doc=True)
    def scroll_to(self) -> dict[str, Any]:
        """``ref``, ``page_id`` and ``frame_id`` are as in `Scroll By`.

        Example:
        | `Scroll To` | 0 | 0 |
        | ${position} = | `Scroll To` | 0 | 999999 | ref=id=log |
        """
