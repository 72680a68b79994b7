"""An instance's overlay handlers: what clears a consent banner or a modal before an action.

Each handler is Playwright's ``page.add_locator_handler`` on every page of the instance,
pages opened later included: before an action's actionability checks, Playwright looks
whether the overlay is visible; if it is, the handler runs (a click, a key, or the
overlay hidden), Playwright waits for the overlay to be hidden, then the action goes on.
Measured on Firefox over BiDi (docs/engine-notes.md): it fires for an overlay already
covering the target and for one that appears at a random moment between actions.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass
from typing import Any

from playwright.async_api import Locator, Page

from ..contract.vocabulary import OverlayAction
from ..js import script

log = logging.getLogger("CamoufoxLibrary.core")
HIDE_ELEMENT = script("hide_element")


@dataclass
class OverlayHandler:
    """One overlay (a selector) and what clears it."""

    selector: str
    action: OverlayAction
    value: str | None  # the selector to click, the key to press; None to hide
    times: int | None  # how often it may run, all pages together; None: every time
    timeout_ms: float  # for its click: the library timeout when it was added
    runs: int = 0
    # When its last run of ``times`` was (Unix time), and on which page; None: it has runs left.
    ran_out_at: float | None = None
    ran_out_on: str | None = None

    def describe(self) -> str:
        if self.action == "hide":
            return "hid it"
        return f"clicked '{self.value}'" if self.action == "click" else f"pressed '{self.value}'"

    def exhausted(self) -> bool:
        return self.times is not None and self.runs >= self.times

    def as_dict(self) -> dict[str, Any]:
        return {
            "selector": self.selector,
            "action": self.action,
            "value": self.value,
            "times": self.times,
            "runs": self.runs,
        }


def overlay(page: Page, selector: str) -> Locator:
    """What Playwright watches: the first visible match, so several matches are no
    strict-mode error in every action, and the wait after the handler lasts until none
    is visible."""
    return page.locator(selector).filter(visible=True).first


class OverlayHandlers:
    """The handlers of one instance, by selector, installed on each of its pages."""

    def __init__(self) -> None:
        self.handlers: dict[str, OverlayHandler] = {}
        # Those that ran out of their ``times``, until removed or replaced (``ran_out``).
        self.spent: dict[str, OverlayHandler] = {}
        self._pages: dict[str, Page] = {}
        self._tasks: set[asyncio.Future[None]] = set()

    def watch(self, page_id: str, page: Page) -> None:
        """A new page of the instance gets every handler (installed as it opens)."""
        self._pages[page_id] = page
        for handler in self.handlers.values():
            self._spawn(self._install(page_id, page, handler))

    def forget_page(self, page_id: str) -> None:
        self._pages.pop(page_id, None)

    async def add(self, handler: OverlayHandler) -> OverlayHandler | None:
        """Installs ``handler`` on every page; returns the one it replaced (same selector)."""
        replaced = await self.remove(handler.selector)
        self.spent.pop(handler.selector, None)
        self.handlers[handler.selector] = handler
        for page_id, page in list(self._pages.items()):
            await self._install(page_id, page, handler)
        return replaced

    async def remove(self, selector: str) -> OverlayHandler | None:
        handler = self.handlers.pop(selector, None)
        if handler is not None:
            await self._uninstall(handler)
        return handler

    def ran_out(self, selector: str) -> OverlayHandler | None:
        """The handler of ``selector`` that ran out of its ``times`` (forgotten now), or None."""
        return self.spent.pop(selector, None)

    def as_list(self) -> list[dict[str, Any]]:
        return [handler.as_dict() for handler in self.handlers.values()]

    async def _install(self, page_id: str, page: Page, handler: OverlayHandler) -> None:
        if page.is_closed() or self.handlers.get(handler.selector) is not handler:
            return

        async def run(_: Locator) -> None:
            await self._run(page_id, page, handler)

        try:
            await page.add_locator_handler(overlay(page, handler.selector), run)
        except Exception as exc:  # the page closed meanwhile
            log.info(
                "overlay handler '%s' not added to page '%s': %s", handler.selector, page_id, exc
            )

    async def _uninstall(self, handler: OverlayHandler) -> None:
        for page in list(self._pages.values()):
            with contextlib.suppress(Exception):  # a page that closed has no handlers left
                await page.remove_locator_handler(overlay(page, handler.selector))

    async def _run(self, page_id: str, page: Page, handler: OverlayHandler) -> None:
        """Runs while Playwright holds an action: the overlay is visible."""
        handler.runs += 1
        of = f" of {handler.times}" if handler.times is not None else ""
        try:
            if handler.action == "click":
                await page.locator(handler.value or "").click(timeout=handler.timeout_ms)
            elif handler.action == "press":
                await page.keyboard.press(handler.value or "")
            else:
                matches = page.locator(handler.selector)
                for index in range(await matches.count()):
                    await matches.nth(index).evaluate(HIDE_ELEMENT)
        except Exception as exc:  # the action then waits for the overlay, and says so
            log.warning(
                "Overlay handler '%s' on page '%s' (run %d%s) could not %s: %s",
                handler.selector,
                page_id,
                handler.runs,
                of,
                handler.action,
                str(exc).splitlines()[0] if str(exc) else type(exc).__name__,
            )
        else:
            log.info(
                "Overlay handler '%s' ran on page '%s' (run %d%s): the overlay was visible "
                "when an action began, so it %s first",
                handler.selector,
                page_id,
                handler.runs,
                of,
                handler.describe(),
            )
        if handler.exhausted() and self.handlers.get(handler.selector) is handler:
            del self.handlers[handler.selector]
            handler.ran_out_at, handler.ran_out_on = time.time(), page_id
            self.spent[handler.selector] = handler
            # Later, not here: removing it from this page while it runs would leave
            # Playwright's action waiting for a handler that is gone (its resolve, sent
            # once this returns, would find nothing).
            self._spawn(self._uninstall(handler))

    def _spawn(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        self._tasks.clear()
        self.handlers.clear()
        self.spent.clear()
        self._pages.clear()
