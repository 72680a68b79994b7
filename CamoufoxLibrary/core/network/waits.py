"""Waits for a request, a response or a download, started before the action that causes it.

``expect`` registers a wait on the instance and returns at once with its ``wait_id``;
the action runs; ``collect`` then returns what matched, or waits for it until its
window is over. Matching happens as the events arrive, so nothing that comes between
the two calls is missed. Each wait belongs to one instance (its context's events):
another instance's traffic never matches it.

A wait remembers the last requests it saw while waiting, for the ``wait_timeout``
that names what did come instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from playwright.async_api import BrowserContext, Download, Page, Request, Response

from ..contract.errors import InvalidParams, WaitTimeout
from ..contract.ids import new_id
from ..syntax.urlmatch import url_matches
from .data import request_data, response_data, seen_words

if TYPE_CHECKING:
    from ..contract.deadlines import Window

log = logging.getLogger("CamoufoxLibrary.core")
SEEN = 5  # requests a wait remembers
PENDING_LIMIT = 100  # waits an instance keeps; past it the oldest is dropped
# The tool that collects each kind of wait.
COLLECTORS = {
    "request": "browser_wait_for_request",
    "response": "browser_wait_for_response",
    "download": "browser_wait_for_download",
}


@dataclass
class Wait:
    kind: str  # request | response | download
    url: str | None  # the pattern as given (None: any download)
    pattern: re.Pattern[str] | None
    method: str | None = None
    status: int | None = None
    wait_id: str = field(default_factory=lambda: new_id("wait"))
    matched: bool = False
    # What matched, as tool data (a Download for a download), once it is read.
    found: asyncio.Future[Any] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )
    seen: deque[str] = field(default_factory=lambda: deque(maxlen=SEEN))

    def wants(self, url: str, method: str, status: int | None = None) -> bool:
        if self.pattern is not None and not url_matches(self.pattern, url):
            return False
        if self.method is not None and method.upper() != self.method:
            return False
        return self.status is None or status == self.status

    def describe(self) -> str:
        """``a response matching '**/api/*' (method POST, status 201)``."""
        if self.kind == "download":
            return "a download"
        terms = [f"method {self.method}"] if self.method else []
        terms += [f"status {self.status}"] if self.status is not None else []
        extra = f" ({', '.join(terms)})" if terms else ""
        return f"a {self.kind} matching '{self.url}'{extra}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "wait_id": self.wait_id,
            "kind": self.kind,
            "url": self.url,
            "method": self.method,
            "status": self.status,
        }


class NetworkWaits:
    """The pending waits of one instance and the context events that resolve them.

    It listens to the context from the first wait on: an instance that never waits
    pays nothing for every request.
    """

    def __init__(self, context: BrowserContext, engine: str) -> None:
        self._context = context
        self.engine = engine
        self._listening = False
        self.pending: dict[str, Wait] = {}
        # URL -> the Content-Disposition of its latest response: Firefox over BiDi names
        # a repeated download "orders(1).csv"; the server's own name is here.
        self.dispositions: OrderedDict[str, str] = OrderedDict()

    def _listen(self) -> None:
        self._listening = True
        context = self._context
        context.on("request", self._on_request)
        context.on("response", self._on_response)
        context.on("requestfailed", self._on_failed)
        context.on("page", self._watch_page)
        for page in context.pages:
            self._watch_page(page)

    def _watch_page(self, page: Page) -> None:
        page.on("download", self._on_download)

    def add(self, wait: Wait) -> Wait:
        if not self._listening:
            self._listen()
        if len(self.pending) >= PENDING_LIMIT:
            dropped = self.pending.pop(next(iter(self.pending)))
            log.warning("dropped wait %s (%s), never collected", dropped.wait_id, dropped.url)
        self.pending[wait.wait_id] = wait
        return wait

    def take(self, wait_id: str, kind: str) -> Wait:
        """The pending wait ``wait_id`` of ``kind``; ``invalid_params`` otherwise."""
        wait = self.pending.get(wait_id)
        if wait is None:
            raise InvalidParams(
                f"argument 'wait_id': no pending wait '{wait_id}' (a wait is collected once); "
                f"pending: {', '.join(self.pending) or 'none'}"
            )
        if wait.kind != kind:
            raise InvalidParams(
                f"argument 'wait_id': '{wait_id}' waits for {wait.describe()}; collect it with "
                f"{COLLECTORS[wait.kind]}"
            )
        return wait

    async def collect(self, wait: Wait, within: Window) -> Any:
        """What ``wait`` matched, waiting for it until ``within`` is over; the wait is done."""
        try:
            with contextlib.suppress(asyncio.TimeoutError):
                return await asyncio.wait_for(asyncio.shield(wait.found), within.left())
            seen = "; ".join(wait.seen) or "none"
            if wait.matched:
                raise WaitTimeout(
                    f"{wait.describe()} came, but its data did not arrive within {within.words()}"
                )
            what = "download started" if wait.kind == "download" else f"{wait.describe()[2:]} came"
            raise WaitTimeout(
                f"no {what} within {within.words()}; the last requests seen meanwhile: {seen}"
            )
        finally:
            self.pending.pop(wait.wait_id, None)

    def close(self) -> None:
        """Cancels the pending waits: the instance is going away."""
        for wait in self.pending.values():
            wait.found.cancel()
        self.pending.clear()
        self.dispositions.clear()

    # --- events -----------------------------------------------------------------

    def _waiting(self, kind: str) -> list[Wait]:
        return [w for w in self.pending.values() if w.kind == kind and not w.matched]

    def _saw(self, line: str) -> None:
        for wait in self.pending.values():
            if not wait.matched:
                wait.seen.append(line)

    def _on_request(self, request: Request) -> None:
        for wait in self._waiting("request"):
            if wait.wants(request.url, request.method):
                self._resolve(wait, request_data(request, self.engine))
        self._saw(seen_words("request", request.method, request.url))

    def _on_response(self, response: Response) -> None:
        request = response.request
        disposition = response.headers.get("content-disposition")
        if disposition:
            self.dispositions[response.url] = disposition
            self.dispositions.move_to_end(response.url)
            if len(self.dispositions) > SEEN * 10:
                self.dispositions.popitem(last=False)
        for wait in self._waiting("response"):
            if wait.wants(response.url, request.method, response.status):
                self._resolve(wait, response_data(response, self.engine))
        self._saw(seen_words("response", request.method, response.url, str(response.status)))

    def _on_failed(self, request: Request) -> None:
        failure = request.failure or "failed"
        self._saw(seen_words("request", request.method, request.url, f"failed ({failure})"))

    def _on_download(self, download: Download) -> None:
        for wait in self._waiting("download")[:1]:  # one download for one wait, oldest first
            wait.matched = True
            wait.found.set_result(download)
        self._saw(f"download {download.url}")

    def _resolve(self, wait: Wait, reading: Any) -> None:
        """Marks ``wait`` matched and reads its data (the body) while it is still there."""
        wait.matched = True
        task = asyncio.ensure_future(reading)

        def done(task: asyncio.Future[Any]) -> None:
            if wait.found.done():
                return
            if task.cancelled():
                wait.found.cancel()
            elif task.exception() is not None:
                wait.found.set_exception(task.exception())  # type: ignore[arg-type]
            else:
                wait.found.set_result(task.result())

        task.add_done_callback(done)
