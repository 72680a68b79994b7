"""Keywords of core/tools/page.py."""

from __future__ import annotations

from typing import Any

from robotlibcore import keyword

from .base import KeywordGroup


class PageKeywords(KeywordGroup):
    @keyword(tags=("Pages",))
    def close(self, *, page_id: str | None = None, instance: str | None = None) -> dict[str, Any]:
        """Closes the selected page, or ``page_id``; the instance stays open.

        Closing another page keeps the selection; closing the selected page selects the
        next one, or the previous one at the end. Closing the last page leaves the
        instance running with no pages. Returns ``closed_page_id``,
        ``selected_page_id`` and ``remaining``.

        Example:
        | `Close` |
        | `Close` | page_id=${popup} |
        """
        return self.call("browser_close", instance=instance, page_id=page_id)
