"""Reading one element in one browser round trip, with Playwright's own reads.

Playwright's ``inner_text()``, ``get_attribute()``, ``input_value()`` and
``is_checked()`` find their element and read it in one evaluation; a count followed by
an evaluation (``evaluate_all``, ``Locator.evaluate``) takes two round trips or more.
Those reads wait for a missing element until their timeout, and ours never wait: a
read still running after LOOKUP_AFTER seconds gets a count beside it, and when nothing
matches, or the read fails (several matches, a stale ref, an element it cannot read),
the caller's usual way says why.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..contract.calls import drop_outcome
from ..contract.envelope import current_operation
from . import doorworld
from .targeting import Target, count_matches, element_locator, worked

T = TypeVar("T")

# How long a read may run before we also check that its element exists.
LOOKUP_AFTER = 0.05
# Longest a quick read waits in the page: a cancelled read still polls there for a
# missing element until its timeout, so that is kept short; a read this slow is done
# again the usual way.
QUICK_READ_MS = 2000.0


def quick_timeout() -> float:
    """The timeout (ms) of a quick read: the deadline's, at most QUICK_READ_MS."""
    return min(current_operation().playwright_timeout(), QUICK_READ_MS)


async def read_quickly(
    target: Target,
    element: str,
    read: Callable[[Locator], Awaitable[T]],
    door: str | None = None,
    arg: Any = None,
) -> tuple[bool, T | None]:
    """``(True, read(locator))`` when ``element`` was read in one go, else ``(False, None)``.

    ``read`` gets the element's Locator and should pass ``quick_timeout()`` on. ``door``
    is the same read as a page script (``el, arg`` in, the value out), run in our own
    world where the instance has one (page/doorworld.py): one command, and no set-up of
    Playwright's in a new document.
    """
    if not isinstance(element, str) or not element.strip():
        return False, None
    if door is not None:
        found = await doorworld.one(target, element, door, arg)
        if found is not None and found.count == 1:
            return True, found.value
    locator = element_locator(target, element)
    reading = asyncio.ensure_future(read(locator))
    try:
        done, _ = await asyncio.wait({reading}, timeout=LOOKUP_AFTER)
        if not done:
            try:
                found = await count_matches(locator)
            except PlaywrightError:
                found = 0  # a bad selector: the usual way says so
            if not found:
                return False, None
            await asyncio.wait({reading})
        if reading.exception() is not None:
            return False, None
        await worked(target, element)  # a Locator's read is strict: it found one element
        return True, reading.result()
    finally:
        if not reading.done():
            reading.cancel()
        reading.add_done_callback(drop_outcome)


async def inner_text(locator: Locator) -> str:
    return await locator.inner_text(timeout=quick_timeout())


def attribute(name: str) -> Callable[[Locator], Awaitable[Any]]:
    async def read(locator: Locator) -> str | None:
        return await locator.get_attribute(name, timeout=quick_timeout())

    return read
