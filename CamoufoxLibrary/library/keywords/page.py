"""Keywords of core/tools/page.py: close a page, read its URL."""

from __future__ import annotations

from typing import Any

from ...core.tools.page import browser_close, browser_get_url
from .base import KeywordGroup
from .derive import tool_keyword


class PageKeywords(KeywordGroup):
    @tool_keyword(browser_close, tags=("Pages",))
    def close(self) -> dict[str, Any]:
        """Closes the selected page, or ``page_id``; the instance stays open.

        Closing another page keeps the selection; closing the selected page selects the
        next one, or the previous one at the end. Closing the last page leaves the
        instance running with no pages: page keywords then fail with ``page_not_found``
        until `Tabs New` opens one. A pending dialog does not stop it. Returns
        ``closed_page_id``, ``selected_page_id`` (None when no page is left) and
        ``remaining``.

        Example:
        | `Close` |
        | `Close` | page_id=${popup} |
        """

    @tool_keyword(browser_get_url, tags=("Pages", "Getters", "Assertions"), tool_doc=True)
    def get_url(self) -> str:
        """The keyword returns the URL itself. With an assertion (``assertion_operator``,
        ``assertion_expected`` and ``message``) it is read again until the assertion holds or
        ``retry_assertions_for`` has passed; see `Assertions`.

        Example:
        | ${url} = | `Get Url` |
        | `Get Url` | $= | /basket.html |
        | `Get Url` | matches | /orders/\\d+$ |
        """
