"""Page tools: close the selected or a given page, and read its URL."""

from __future__ import annotations

from typing import Any

from ..contract.envelope import current_operation
from ..contract.errors import OF_FRAME, OF_PAGE, OF_PAGE_UNDER_MODAL, PageNotFound
from ..contract.registry import tool
from ..page.targeting import FRAME, PAGE_UNDER_MODAL, Aim, Target


@tool(target=PAGE_UNDER_MODAL, errors=(*OF_PAGE_UNDER_MODAL,), kind="acts")
async def browser_close(aim: Aim) -> dict[str, Any]:
    """Close the selected page, or ``page_id``, with the selection rules of browser_tabs.

    Closing another page keeps the selection; closing the selected one selects the
    next page, or the previous one at the end; closing the last page keeps the
    instance alive with no pages. A pending dialog on the page does not block it.
    Returns ``closed_page_id``, ``selected_page_id`` and ``remaining``.

    A crashed page (Camoufox; other calls on it fail with page_not_found) closes too.
    """
    try:
        target = aim.resolve()
        inst, page_id, page = target.instance, target.page_id, target.page
    except PageNotFound:  # a crashed page: the one call that still works on it
        inst = aim.manager.get(aim.instance)
        page_id = aim.page_id or inst.selected_page_id
        if page_id not in inst.fate.crashed or page_id not in inst.pages:
            raise
        page = inst.pages[page_id]
        current_operation().page_id = page_id
    inst.fate.closing(page)
    await page.close()
    inst.forget_page(page)  # the page's close event may arrive after close() returns
    return {
        "closed_page_id": page_id,
        "selected_page_id": inst.selected_page_id,
        "remaining": len(inst.pages),
    }


@tool(target=FRAME, errors=(*OF_PAGE, OF_FRAME), kind="reads")
async def browser_get_url(target: Target) -> dict[str, Any]:
    """Return the URL of the selected page (or ``page_id``), or of the frame ``frame_id``.

    Returns ``url``: the address of the document now shown, after redirects and
    in-page navigation (``#fragment``, history.pushState).
    """
    return {"url": target.acting_frame.url}
