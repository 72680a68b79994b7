"""Network tools: routes that answer an instance's requests instead of the network.

A route matches request URLs with a glob or ``regex:`` (as browser_wait_for_url does)
and applies to every page of its instance, never to another instance's. Routes added
later are tried first; each counts the requests it matched (browser_list_routes).
"""

from __future__ import annotations

import json as jsonlib
import re
from typing import Any

from playwright.async_api import Route as PlaywrightRoute

from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE, InvalidParams
from ..contract.registry import tool
from ..contract.vocabulary import AbortError, HarNotFound, JsonValue
from ..network import routing
from ..syntax.harfiles import check_har
from ..syntax.headers import check_headers

METHOD = re.compile(r"[A-Za-z]+")
BAD_PATTERN = "a URL pattern that is empty or a regular expression that does not compile"
ON_BIDI = "on Firefox over WebDriver BiDi"


@tool(
    errors=(
        (
            "invalid_params",
            f"{BAD_PATTERN}, a status out of 200-599, more than one of body, json and path, "
            "a path that cannot be read, JSON text that does not parse, a header without a name",
        ),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_route_fulfill(
    manager: InstanceManager,
    instance: str,
    url: str,
    *,
    status: int = 200,
    headers: dict[str, str] | None = None,
    body: str | None = None,
    json: JsonValue = None,
    path: str | None = None,
    content_type: str | None = None,
) -> dict[str, Any]:
    """Answer the instance's requests whose URL matches ``url`` with a response of your own.

    ``url`` is a glob matching the whole URL (``**/api/orders``, ``**/*.png``) or
    ``regex:`` and a regular expression searched in it. The response has ``status``
    and ``headers``, and one of: ``body`` (text), ``json`` (a JSON value, or JSON text;
    served as application/json) or ``path`` (a file, read now; its type from its
    name). ``content_type`` (or a Content-Type of ``headers``) overrides the type; a
    ``body`` has none unless given, and the browser sniffs it. The request never
    reaches the server.
    Returns the route: ``route_id``, ``url``, ``action``, ``matched`` (0) and what it
    answers with.
    """
    route = routing.new_route(url, "fulfill", {})
    routing.check_status(status)
    extra = check_headers(headers, "headers")
    if isinstance(json, str):  # Robot data writes JSON as text
        try:
            json = jsonlib.loads(json)
        except ValueError as exc:
            raise InvalidParams(f"argument 'json' is text that is not JSON: {exc}") from exc
    given_type = content_type or next(
        (value for name, value in extra.items() if name.lower() == "content-type"), None
    )
    content, kind, source = routing.response_body(body, json, path, given_type)
    inst = manager.get(instance)
    route.details = {"status": status, "content_type": kind, "body": source}
    answer = {"status": status, "headers": extra, "body": content, "content_type": kind}

    async def fulfill(request_route: PlaywrightRoute) -> None:
        await request_route.fulfill(**answer)

    await inst.routes.add(route, fulfill)
    return route.as_dict()


@tool(
    errors=(
        ("invalid_params", BAD_PATTERN),
        ("unsupported_capability", f"an error other than 'failed' {ON_BIDI}"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_route_abort(
    manager: InstanceManager, instance: str, url: str, *, error: AbortError = "failed"
) -> dict[str, Any]:
    """Fail the instance's requests whose URL matches ``url``, as if the network had.

    ``url`` as in browser_route_fulfill: ``**/*.{png,jpg}`` blocks images. The page sees
    a network error; ``error`` is the reason its request failed with (Playwright's
    error codes: failed, aborted, blockedbyclient, connectionrefused, timedout, ...).
    Firefox over WebDriver BiDi fails every aborted request with NS_ERROR_ABORT, so
    there only ``failed`` is taken. Returns the route.
    """
    route = routing.new_route(url, "abort", {"error": error})
    inst = manager.get(instance)
    routing.check_on_engine(inst.engine.name, abort_error=error)

    async def abort(request_route: PlaywrightRoute) -> None:
        await request_route.abort(error)

    await inst.routes.add(route, abort)
    return route.as_dict()


@tool(
    errors=(
        (
            "invalid_params",
            f"{BAD_PATTERN}, a method that is not a word, a header without a name, a to_url "
            "that is not http(s)",
        ),
        ("unsupported_capability", f"to_url {ON_BIDI}"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_route_continue(
    manager: InstanceManager,
    instance: str,
    url: str,
    *,
    method: str | None = None,
    headers: dict[str, str] | None = None,
    to_url: str | None = None,
) -> dict[str, Any]:
    """Send the instance's requests whose URL matches ``url`` on to the server, changed.

    ``method`` replaces the request's method; ``headers`` are added to its headers
    (one of the same name is replaced); ``to_url`` sends it to another URL, the page
    none the wiser (not on Firefox over WebDriver BiDi, which cannot). With none of
    them the request goes on as it was, and the route only counts it. Returns the
    route.
    """
    route = routing.new_route(url, "continue", {})
    if method is not None and not METHOD.fullmatch(method):
        raise InvalidParams(f"argument 'method' must be an HTTP method such as PUT, got {method!r}")
    extra = {name.lower(): value for name, value in check_headers(headers, "headers").items()}
    if to_url is not None and not re.match(r"https?://", to_url):
        raise InvalidParams(f"argument 'to_url' must be an http(s) URL, got {to_url!r}")
    inst = manager.get(instance)
    routing.check_on_engine(inst.engine.name, to_url=to_url)
    changes: dict[str, Any] = {}
    if method is not None:
        changes["method"] = method.upper()
    if to_url is not None:
        changes["url"] = to_url
    route.details = {"method": changes.get("method"), "headers": extra, "to_url": to_url}

    async def go_on(request_route: PlaywrightRoute) -> None:
        overrides = dict(changes)
        if extra:  # Playwright replaces every header: the request's own go along
            overrides["headers"] = {**await request_route.request.all_headers(), **extra}
        await request_route.continue_(**overrides)

    await inst.routes.add(route, go_on)
    return route.as_dict()


@tool(
    errors=(
        (
            "invalid_params",
            f"{BAD_PATTERN}, a har file that does not exist or is not a HAR, or an entry "
            "of it that Playwright cannot replay",
        ),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_route_from_har(
    manager: InstanceManager,
    instance: str,
    har: str,
    *,
    url: str = "**",
    not_found: HarNotFound = "abort",
) -> dict[str, Any]:
    """Answer the instance's requests from a HAR file, as the server answered when it was recorded.

    ``har`` is a HAR file (browser_create_instance's ``record_har_path`` writes one;
    a .zip from ``record_har_content`` attach works too). Only requests whose URL
    matches ``url`` (a glob or ``regex:``; default: all) are answered, by the entry of
    the same method and URL. A request the file lacks is aborted (``not_found``
    ``abort``) or goes on to the routes added before and the network (``fallback``).
    Returns the route.
    """
    inst = manager.get(instance)
    route = routing.new_route(url, "har", {"har": har, "not_found": not_found})
    file = check_har(har)
    route.details["har"] = str(file)
    await inst.routes.add_har(route, file, not_found)
    return route.as_dict()


@tool(errors=OF_INSTANCE, kind="reads", unrecorded="reads the instance's routes, checks nothing")
async def browser_list_routes(manager: InstanceManager, instance: str) -> dict[str, Any]:
    """List the instance's routes in the order they are tried (the newest first).

    Each has ``route_id``, ``url``, ``action`` (fulfill, abort, continue, har),
    ``matched`` (how many requests it handled) and what it answers with.
    """
    inst = manager.get(instance)
    return {"routes": inst.routes.as_list()}


@tool(
    errors=(("invalid_params", "no route has that route_id or URL pattern"), *OF_INSTANCE),
    kind="acts",
)
async def browser_unroute(manager: InstanceManager, instance: str, route: str) -> dict[str, Any]:
    """Remove a route: ``route`` is its ``route_id``, or a URL pattern (every route added with it).

    Returns ``removed``: the routes removed, with how often each matched.
    """
    inst = manager.get(instance)
    removed = inst.routes.find(route)
    for found in removed:
        await inst.routes.remove(found)
    return {"removed": [found.as_dict() for found in removed]}


@tool(errors=OF_INSTANCE, kind="acts")
async def browser_unroute_all(manager: InstanceManager, instance: str) -> dict[str, Any]:
    """Remove every route of the instance. Returns ``removed``: them, with their counts."""
    inst = manager.get(instance)
    removed = inst.routes.newest_first()
    for found in removed:
        await inst.routes.remove(found)
    return {"removed": [found.as_dict() for found in removed]}
