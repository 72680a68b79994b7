"""The order in which an instance's pages opened, since when its selection holds, and
which page is in front.

Each page gets a serial number when it is registered (creation order, as the context's
``page`` events come); a selection records the serial of the moment it was made. So
"the pages opened since the selected page was selected" (``Tabs Select NEW``) and
"the first page opened after this mark" (``expect=popup``) are questions of numbers,
and a page that opens between two calls is never missed: it has its number already.

``front`` is the page in front as far as we know: the newest page (a new tab or popup
comes to the front) until one is brought to the front, None once the front one closed
(the browser chose another).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Container


class Arrivals:
    """Opening serials of one instance's pages; ``first_after`` waits for the next one."""

    def __init__(self) -> None:
        self.serial = 0  # the last serial given
        self.selected_at = 0  # the serial at the moment of the current selection
        self._opened: dict[str, int] = {}  # page_id -> serial, in opening order
        self._waiters: set[asyncio.Future[None]] = set()
        self.front: str | None = None

    def opened(self, page_id: str) -> None:
        self.serial += 1
        self._opened[page_id] = self.serial
        self.front = page_id
        for waiter in self._waiters:
            if not waiter.done():
                waiter.set_result(None)

    def forget(self, page_id: str) -> None:
        self._opened.pop(page_id, None)
        if self.front == page_id:
            self.front = None

    def selected(self, page_id: str | None) -> str | None:
        """Marks the moment of a selection; returns ``page_id`` (``x = arrivals.selected(x)``)."""
        self.selected_at = self.serial
        return page_id

    def after(self, mark: int, open_ids: Container[str]) -> list[str]:
        """The pages of ``open_ids`` that opened after serial ``mark``, oldest first."""
        return [pid for pid, serial in self._opened.items() if serial > mark and pid in open_ids]

    async def first_after(self, mark: int, open_ids: Container[str], seconds: float) -> str | None:
        """The first page of ``open_ids`` (a live view: the instance's pages) opened after
        ``mark``, waited for ``seconds``; None if none came."""
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        while True:
            found = self.after(mark, open_ids)
            if found:
                return found[0]
            left = end - loop.time()
            if left <= 0:
                return None
            waiter = loop.create_future()
            self._waiters.add(waiter)
            try:
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(waiter, left)
            finally:
                self._waiters.discard(waiter)
