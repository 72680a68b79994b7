"""Keywords of core/tools/utility.py: resize and PDF (unsupported)."""

from __future__ import annotations

from typing import Any

from ...core.tools.utility import browser_pdf_save, browser_resize
from .base import KeywordGroup
from .derive import tool_keyword


class UtilityKeywords(KeywordGroup):
    @tool_keyword(browser_resize, tags=("Pages",))
    def resize(self) -> dict[str, Any]:
        """Resizes the viewport of the selected page (or ``page_id``) to ``width`` x ``height`` pixels.

        Affects only that page; other tabs keep their size, and ``page_id`` does not
        change the selection. The change takes effect at once. Use it to test
        responsive layouts or before a `Screenshot`. Returns ``width`` and ``height``.

        Example:
        | `Resize` | 1920 | 1080 |
        | ${size} = | `Resize` | 375 | 667 | page_id=${mobile} |
        | Should Be Equal As Integers | ${size}[width] | 375 |
        """

    @tool_keyword(browser_pdf_save, tags=("Pages",))
    def pdf_save(self) -> dict[str, Any]:
        """Always fails: PDF generation is not supported by Firefox/Camoufox.

        This keyword exists only for compatibility with the ``browser_pdf_save`` tool:
        every call fails with the error ``unsupported_capability``, message "PDF
        generation is not supported by Firefox/Camoufox. Use `Screenshot` for visual
        evidence."
        (A ``file_path`` that `Output files` refuses is ``invalid_params`` first.)
        It never writes ``file_path``, creates no folder and starts no browser;
        ``paper_format``, ``landscape`` and ``print_background`` are accepted and
        ignored. Use `Screenshot` (``full_page=True``) for visual evidence instead.

        Example:
        | Run Keyword And Expect Error | unsupported_capability:* | `Pdf Save` | ${OUTPUT DIR}/page.pdf |
        | `Screenshot` | full_page=True |
        """
