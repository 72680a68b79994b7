"""Page getters: a page's (or frame's) title, its DOM as HTML, its viewport, scroll position
and scroll size.

Read once, as the element getters: the getter keywords' assertions retry. A pending
dialog or file chooser blocks them (``modal_state_blocked``), as it blocks Get Text.
"""

from __future__ import annotations

from typing import Any

from ..contract.errors import OF_FRAME, OF_PAGE, of_element_read
from ..contract.registry import tool
from ..js import script
from ..page import doorworld
from ..page.elements import read_element
from ..page.targeting import FRAME, PAGE, Target

DOCUMENT_TITLE = script("document_title")
# The document's scroll position, or (given one) an element's scroll box's; and size.
SCROLL_POSITION = script("scroll_position")
SCROLL_SIZE = script("scroll_size")


@tool(target=FRAME, errors=(*OF_PAGE, OF_FRAME), kind="reads")
async def browser_get_title(target: Target) -> dict[str, Any]:
    """Return the title of the selected page (or ``page_id``), or of the frame ``frame_id``.

    Returns ``title``: the document's ``<title>`` as it is now (``""`` without one).
    """
    # Our own world's read where the instance has one (page/doorworld.py), for the page.
    title = await doorworld.document(target, DOCUMENT_TITLE) if target.frame is None else None
    if not isinstance(title, str):
        title = await target.acting_frame.title()
    return {"title": title}


@tool(target=FRAME, errors=(*OF_PAGE, OF_FRAME), kind="reads")
async def browser_get_page_source(target: Target) -> dict[str, Any]:
    """Return the HTML of the selected page (or ``page_id``, or the frame ``frame_id``) as it is now.

    Returns ``source``: the current DOM serialised, doctype included: what scripts
    changed shows, unlike the HTML the server sent. An iframe's content is not in its
    page's source (``frame_id`` gives it).
    """
    return {"source": await target.acting_frame.content()}


@tool(target=PAGE, errors=OF_PAGE, kind="reads")
async def browser_get_viewport_size(target: Target) -> dict[str, Any]:
    """Return the size of the selected page's (or ``page_id``'s) viewport in CSS pixels.

    Returns ``viewport``: ``width`` and ``height`` (what browser_resize sets).
    """
    size = target.page.viewport_size
    if not size:  # no fixed viewport (e.g. a Camoufox window): ask the page
        size = await target.page.evaluate(script("viewport_size"))
    return {"viewport": {"width": size["width"], "height": size["height"]}}


@tool(target=FRAME, errors=of_element_read(), kind="reads")
async def browser_get_scroll_position(target: Target, ref: str | None = None) -> dict[str, Any]:
    """Return how far the page (or the frame ``frame_id``), or the element ``ref``, is scrolled.

    Without ``ref``: the document's scroll position; with it, that of the element's own
    scroll box (a list or panel with overflow). Returns ``ref`` and ``position``:
    ``x`` and ``y`` in CSS pixels from the top-left (0, 0 when not scrolled).
    """
    if ref is None:
        position = await target.acting_frame.evaluate(SCROLL_POSITION)
    else:
        position = await read_element(target, ref, "ref", SCROLL_POSITION)
    return {"ref": ref, "position": position}


@tool(target=FRAME, errors=of_element_read(), kind="reads")
async def browser_get_scroll_size(target: Target, ref: str | None = None) -> dict[str, Any]:
    """Return the size of what the page (or the frame ``frame_id``), or the element ``ref``, scrolls through.

    Without ``ref``: the whole document's; with it, that of the element's own scroll box
    (a list or panel with overflow). Returns ``ref`` and ``size``: ``width`` and
    ``height`` in CSS pixels, more than the viewport's (or the box's) where it scrolls.
    """
    if ref is None:
        size = await target.acting_frame.evaluate(SCROLL_SIZE)
    else:
        size = await read_element(target, ref, "ref", SCROLL_SIZE)
    return {"ref": ref, "size": size}
