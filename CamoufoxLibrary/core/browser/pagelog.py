"""Console and network records of one page, captured from the moment it opens.

Buffers are bounded: past ``LIMIT`` entries the oldest are dropped and counted,
so a chatty page cannot grow memory without end.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import ConsoleMessage, Error, Page, Request

from ..contract.vocabulary import ConsoleLevel

LIMIT = 1000
# Severity of console message types; a level filter keeps its level and above.
SEVERITY = {
    "debug": 0,
    "trace": 0,
    "log": 1,
    "info": 1,
    "dir": 1,
    "table": 1,
    "count": 1,
    "timeEnd": 1,
    "warning": 2,
    "assert": 3,
    "error": 3,
    "pageerror": 3,
}
LEVEL_SEVERITY = {"debug": 0, "info": 1, "warning": 2, "error": 3}
# Resource types that are the page's plumbing rather than its data traffic.
STATIC_TYPES = frozenset(
    {"image", "stylesheet", "font", "media", "script", "texttrack", "manifest", "imageset"}
)


@dataclass
class Bounded:
    entries: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=LIMIT))
    dropped: int = 0

    def add(self, entry: dict[str, Any]) -> None:
        if len(self.entries) == self.entries.maxlen:
            self.dropped += 1
        self.entries.append(entry)


def browser_time(message: ConsoleMessage) -> float:
    """When the page logged ``message`` (seconds since the epoch, the browser's clock), or
    when it arrived where Playwright has no time for it."""
    try:
        return message.timestamp / 1000
    except (AttributeError, KeyError, TypeError):
        return time.time()


class PageLog:
    """Subscribes to one page's console, page errors and requests."""

    def __init__(self, page: Page) -> None:
        self.console = Bounded()
        self.network = Bounded()
        self._requests: dict[Request, dict[str, Any]] = {}
        # The request of the main frame's latest document: the headers its server saw.
        self.document: Request | None = None
        page.on("console", self._on_console)
        page.on("pageerror", self._on_page_error)
        page.on("request", self._on_request)
        page.on("response", self._on_response)
        page.on("requestfinished", self._on_finished)
        page.on("requestfailed", self._on_failed)

    # console -------------------------------------------------------------------

    def _on_console(self, message: ConsoleMessage) -> None:
        location = message.location or {}
        self.console.add(
            {
                "type": message.type,
                "text": message.text,
                "url": location.get("url"),
                "line": location.get("lineNumber"),
                "column": location.get("columnNumber"),
                "timestamp": browser_time(message),
            }
        )

    def _on_page_error(self, error: Error) -> None:
        self.console.add(
            {
                "type": "pageerror",
                "text": f"{error.name}: {error.message}" if error.name else error.message,
                # Errors without a JS stack (rejections, CSP/CORS reports) end in "undefined".
                "stack": (error.stack or "").removesuffix("\nundefined") or None,
                "timestamp": time.time(),
            }
        )

    def console_messages(self, level: ConsoleLevel | None) -> list[dict[str, Any]]:
        floor = LEVEL_SEVERITY[level] if level else 0
        # In the order they happened: Playwright reports a console message once it has
        # made handles of its arguments, and a page error at once, so an error thrown
        # after a message may arrive first (measured over BiDi on a loaded machine).
        # Copies: network entries change as responses arrive, on the loop thread.
        happened = sorted(self.console.entries, key=lambda m: m["timestamp"])
        return [dict(m) for m in happened if SEVERITY.get(m["type"], 1) >= floor]

    # network -------------------------------------------------------------------

    def _on_request(self, request: Request) -> None:
        if request.resource_type == "document" and request.frame.parent_frame is None:
            self.document = request
        entry = {
            "method": request.method,
            "url": request.url,
            "resource_type": request.resource_type,
            "status": None,
            "ok": None,
            "failure": None,
            "timestamp": time.time(),
        }
        if len(self._requests) >= LIMIT:  # requests that never finished
            self._requests.pop(next(iter(self._requests)))
        self._requests[request] = entry
        self.network.add(entry)

    def _on_response(self, response: Any) -> None:
        entry = self._requests.get(response.request)
        if entry is not None:
            entry["status"] = response.status
            entry["ok"] = response.ok

    def _on_finished(self, request: Request) -> None:
        self._requests.pop(request, None)

    def _on_failed(self, request: Request) -> None:
        entry = self._requests.pop(request, None)
        if entry is not None:
            entry["failure"] = request.failure or "failed"
            entry["ok"] = False

    def network_requests(self, include_static: bool) -> list[dict[str, Any]]:
        return [
            dict(r)
            for r in self.network.entries
            if include_static or r["resource_type"] not in STATIC_TYPES or r["ok"] is False
        ]
