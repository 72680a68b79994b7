"""A new page of an instance as a tab of its window, not a window of its own.

Over WebDriver BiDi, Playwright opens every page as a new window
(``browsingContext.create`` of type ``window``): measured 199 ms, where a tab that an
open page opens (``window.open(url, "_blank", "noopener")``) came in 48 ms and one
``bring_to_front`` more (5 ms) gives it the focus a new window has. Such a tab is what
``new_page()`` gives in every way a page can see (no opener, no name, a history of one,
no session storage of the page that opened it, the context's viewport), and the page
it leaves goes to the background, hidden and unfocused, as a user would see it
(docs/engine-notes.md, "Tabs as tabs"). Headless Firefox still paints a background
tab's animation frames, so a page behind others stays actionable.

A window is opened as before when a tab cannot be had: headed (every page a window a
user sees), not over BiDi (Playwright's Firefox and Camoufox open tabs already), no live
page to open it from, or that page did not open one within ``TAB_WITHIN`` (it replaced
``window.open``, it is busy in a script, its sandbox forbids popups).
"""

from __future__ import annotations

import asyncio
import contextlib

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

from ..js import script
from .instance import Instance

OPEN_TAB = script("open_tab")
TAB_WITHIN = 1.0  # seconds the opening page has to open the tab


async def new_page(inst: Instance) -> Page:
    """A new page of ``inst``, in front and focused: a tab where one can be had."""
    opener = tab_opener(inst)
    page = await opened_by(inst, opener) if opener is not None else None
    return page if page is not None else await inst.context.new_page()


async def bring_to_front(inst: Instance, page_id: str) -> None:
    """Brings page ``page_id`` of ``inst`` to the front, and notes it there
    (``arrivals.front``: a tool on the selected page brings it back when another came in
    front, page/targeting.selected_in_front)."""
    page = inst.pages[page_id]
    # A context already known (finding one costs a mark in the page: a new tab's is not).
    context = inst.door.contexts.get(page) if inst.door is not None else None
    if context is not None:  # the same command Playwright sends, one hop shorter
        await inst.door.send("browsingContext.activate", {"context": context})
    else:
        await page.bring_to_front()
    inst.arrivals.front = page_id


def tab_opener(inst: Instance) -> Page | None:
    """The page that opens a new tab (the selected one), or None for a window."""
    if not (inst.engine.over_bidi and inst.headless) or inst.selected_page_id is None:
        return None
    page = inst.pages.get(inst.selected_page_id)
    return page if page is not None and not page.is_closed() else None


async def opened_by(inst: Instance, opener: Page) -> Page | None:
    """The tab ``opener`` opens, brought to the front; None when it did not open one."""
    mark = inst.arrivals.serial
    try:
        opened = await asyncio.wait_for(opener.evaluate(OPEN_TAB), TAB_WITHIN)
    except (PlaywrightError, asyncio.TimeoutError):
        return None
    if not opened:
        return None
    page_id = await inst.arrivals.first_after(mark, inst.pages, TAB_WITHIN)
    if page_id is None:
        return None
    page = inst.pages[page_id]
    with contextlib.suppress(PlaywrightError):  # it closed meanwhile: the caller sees it
        await bring_to_front(inst, page_id)
    return page
