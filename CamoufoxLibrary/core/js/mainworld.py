"""``evaluate_all`` that still answers when the page broke Playwright's main-world query.

Every script of ours runs in the page's own (main) world, where the page's scripts
can replace built-ins: ``evaluate``, ``Locator.evaluate`` and ``evaluate_all`` alike.
``Locator.evaluate`` finds its element in Playwright's utility world (which the page
cannot reach) and moves it over; ``evaluate_all`` also *queries* in the main world,
with Playwright's injected script there, and that query iterates NodeLists. On a page
whose NodeList is not iterable (an older Polymer app) it throws ``TypeError:
root.querySelectorAll(...) is not iterable`` for every selector but XPath. Then the
elements are found again in the utility world (``element_handles``: a selector that
really is bad fails there, with the real reason) and the script gets them as
``evaluate_all`` would have. See docs/engine-notes.md, "Page globals".
"""

from __future__ import annotations

import contextlib
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from .results import navigated_away


async def evaluate_all(locator: Locator, script: str, arg: Any = None) -> Any:
    """``script(elements, arg)`` of all the locator's matches, as ``Locator.evaluate_all``.

    One round trip on most pages; on a page that broke the main-world query, a query
    in the utility world and one evaluation more (~130 ms over BiDi). With no match
    there the script runs in the page's top frame. A bad selector raises Playwright's
    error from the utility world's query.
    """
    try:
        return await locator.evaluate_all(script, arg)
    except PlaywrightError as exc:
        if navigated_away(str(exc)):
            raise
    handles = await locator.element_handles()
    if not handles:
        return await locator.page.evaluate(f"(arg) => ({script})([], arg)", arg)
    try:
        return await handles[0].evaluate(
            f"(first, [elements, arg]) => ({script})(elements, arg)", [handles, arg]
        )
    finally:
        for handle in handles:
            with contextlib.suppress(PlaywrightError):  # its document may be gone
                await handle.dispose()
