"""The page tool: close the selected or a given page."""

from __future__ import annotations

from typing import Any

from ..errors import OF_PAGE_UNDER_MODAL
from ..manager import InstanceManager
from ..registry import tool
from ..targeting import resolve


@tool(errors=(*OF_PAGE_UNDER_MODAL,))
async def browser_close(
    manager: InstanceManager, instance: str, *, page_id: str | None = None
) -> dict[str, Any]:
    """Close the selected page, or ``page_id``, with the selection rules of browser_tabs.

    Closing another page keeps the selection; closing the selected one selects the
    next page, or the previous one at the end; closing the last page keeps the
    instance alive with no pages. A pending dialog on the page does not block it.
    Returns ``closed_page_id``, ``selected_page_id`` and ``remaining``.
    """
    target = resolve(manager, instance, page_id=page_id, allow_modal=True)
    await target.page.close()
    inst = target.instance
    inst.forget_page(target.page)  # the page's close event may arrive after close() returns
    return {
        "closed_page_id": target.page_id,
        "selected_page_id": inst.selected_page_id,
        "remaining": len(inst.pages),
    }
