"""An instance's routes: what its pages get instead of the network, for matching URLs.

Each route is one Playwright route of the instance's context, matched by a URL
pattern of ``urlmatch`` (a glob, or ``regex:``), as the wait tools match URLs. A route
added later is tried first (Playwright's order). Every route counts the requests it
matched, so a test can check that its mock was used. A HAR replay is Playwright's
``route_from_har`` with a counting route in front of it.

Measured on Firefox over WebDriver BiDi (Playwright 1.62, firefox-esr 153): fulfill,
abort and continue with other headers or another method work; every abort reaches
the page as ``NS_ERROR_ABORT`` whatever the error code; a continue with another URL
answers with the old URL and a body the page cannot read ("AbortError: The operation
was aborted."). ``check_on_engine`` refuses those two with ``unsupported_capability``.
"""

from __future__ import annotations

import json
import logging
import mimetypes
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.async_api import BrowserContext
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Route as PlaywrightRoute

from ..contract.errors import InvalidParams, UnsupportedCapability, reason_of
from ..contract.ids import new_id
from ..syntax.urlmatch import url_matches, url_pattern

log = logging.getLogger("CamoufoxLibrary.core")
Handler = Callable[[PlaywrightRoute], Awaitable[None]]
# The engine whose routes go over WebDriver BiDi (Camoufox and Playwright's Firefox use Juggler).
BIDI_ENGINE = "firefox"
DEFAULT_ABORT = "failed"
MIN_STATUS, MAX_STATUS = 200, 599


@dataclass
class Route:
    """One route of an instance: what it matches, what it does, how often it matched."""

    url: str  # the pattern as given
    action: str  # fulfill | abort | continue | har
    details: dict[str, Any]  # what it answers with, for the list
    pattern: re.Pattern[str]
    route_id: str = field(default_factory=lambda: new_id("route"))
    matched: int = 0
    # What Playwright holds: (matcher, handler) pairs to unroute, in registration order.
    registered: list[tuple[Any, Handler | None]] = field(default_factory=list)

    def matches(self, url: str) -> bool:
        return url_matches(self.pattern, url)

    def as_dict(self) -> dict[str, Any]:
        return {
            "route_id": self.route_id,
            "url": self.url,
            "action": self.action,
            "matched": self.matched,
            **self.details,
        }


def new_route(url: str, action: str, details: dict[str, Any]) -> Route:
    """A route of pattern ``url`` (``invalid_params`` for a bad one), not yet added."""
    return Route(url=url, action=action, details=details, pattern=url_pattern(url))


class Routes:
    """The routes of one instance's context, oldest first (the newest is tried first)."""

    def __init__(self, context: BrowserContext, instance: str) -> None:
        self._context = context
        self._instance = instance  # its name, for the messages
        self._routes: list[Route] = []

    async def add(self, route: Route, act: Handler) -> Route:
        """Routes what ``route`` matches to ``act``, counting each request it handles."""

        async def handle(request_route: PlaywrightRoute) -> None:
            route.matched += 1
            try:
                await act(request_route)
            except PlaywrightError as exc:  # the page went away meanwhile: nothing to answer
                log.info("route %s (%s) could not answer: %s", route.route_id, route.url, exc)

        await self._context.route(route.matches, handle)
        route.registered.append((route.matches, handle))
        self._routes.append(route)
        return route

    async def add_har(self, route: Route, har: Path, not_found: str) -> Route:
        """Replays ``har`` for what ``route`` matches; requests it lacks abort or fall back."""
        try:
            await self._context.route_from_har(har, url=route.pattern, not_found=not_found)  # type: ignore[arg-type]
        except PlaywrightError as exc:
            raise InvalidParams(
                f"argument 'har': '{har}' cannot be replayed: {reason_of(exc)}"
            ) from exc
        route.registered.append((route.pattern, None))  # unrouting the pattern ends the replay

        async def count(request_route: PlaywrightRoute) -> None:
            route.matched += 1
            await request_route.fallback()  # on to the HAR router, registered just before

        await self._context.route(route.matches, count)
        route.registered.append((route.matches, count))
        self._routes.append(route)
        return route

    async def remove(self, route: Route) -> None:
        for matcher, handler in route.registered:
            await self._context.unroute(matcher, handler)
        if route in self._routes:
            self._routes.remove(route)

    def find(self, route: str) -> list[Route]:
        """The routes named by ``route``: its route_id, or every route of that URL pattern."""
        found = [r for r in self._routes if route in (r.route_id, r.url)]
        if not found:
            known = ", ".join(f"{r.route_id} ({r.url})" for r in self._routes) or "none"
            raise InvalidParams(
                f"argument 'route': no route '{route}' in instance '{self._instance}'; its "
                f"routes: {known}"
            )
        return found

    def newest_first(self) -> list[Route]:
        """The routes in the order they are tried."""
        return list(reversed(self._routes))

    def as_list(self) -> list[dict[str, Any]]:
        return [route.as_dict() for route in self.newest_first()]

    def close(self) -> None:
        """Forgets the routes: they end with the instance's context."""
        self._routes.clear()


# --- what a route answers with ------------------------------------------------------


def check_status(status: int, name: str = "status") -> int:
    if not MIN_STATUS <= status <= MAX_STATUS:
        raise InvalidParams(
            f"argument '{name}' must be an HTTP status from {MIN_STATUS} to {MAX_STATUS} "
            f"(e.g. 200, 404, 503), got {status}"
        )
    return status


def response_body(
    body: str | None, json_body: Any, path: str | None, content_type: str | None
) -> tuple[bytes, str | None, str]:
    """(the body, its content type, how the list describes it) of a fulfilled response.

    At most one of ``body``, ``json`` (any JSON value; ``None`` is no JSON) and ``path``
    (a file, read now; its type from its name). ``content_type`` overrides the type.
    """
    given = [name for name, value in (("body", body), ("json", json_body), ("path", path))
             if value is not None]  # fmt: skip
    if len(given) > 1:
        raise InvalidParams(f"give one of body, json and path, not {' and '.join(given)}")
    if json_body is not None:
        try:
            text = json.dumps(json_body, ensure_ascii=False)
        except (TypeError, ValueError) as exc:
            raise InvalidParams(f"argument 'json' cannot be made JSON: {exc}") from exc
        return text.encode("utf-8"), content_type or "application/json", "json"
    if path is not None:
        file = Path(path).expanduser()
        try:
            content = file.read_bytes()
        except OSError as exc:
            raise InvalidParams(
                f"argument 'path': file '{path}' cannot be read: {exc.strerror}"
            ) from exc
        guessed = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        return content, content_type or guessed, f"file {file.resolve()}"
    # No type: the browser sniffs it, as it does for a server that sends none.
    return (body or "").encode("utf-8"), content_type, "body"


def check_on_engine(engine: str, *, abort_error: str | None = None,
                    to_url: str | None = None) -> None:  # fmt: skip
    """What Firefox over WebDriver BiDi cannot do with a route on ``engine`` (see the
    module's docs)."""
    if engine != BIDI_ENGINE:
        return
    if abort_error not in (None, DEFAULT_ABORT):
        raise UnsupportedCapability(
            f"argument 'error': Firefox over WebDriver BiDi fails every aborted request "
            f"the same way (NS_ERROR_ABORT), so '{abort_error}' cannot reach the page; "
            f"leave error at '{DEFAULT_ABORT}'"
        )
    if to_url is not None:
        raise UnsupportedCapability(
            "argument 'to_url': Firefox over WebDriver BiDi cannot continue a request to "
            'another URL (the page gets the old URL and an unreadable body: "AbortError: '
            'The operation was aborted."); fulfill the route instead'
        )
