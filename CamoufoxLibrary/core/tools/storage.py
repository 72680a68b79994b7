"""Storage tools: the instance's cookies, and the page origin's localStorage and
sessionStorage (one tab's)."""

from __future__ import annotations

import math
import re
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import Error as PlaywrightError

from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE, OF_PAGE, InvalidParams, reason_of
from ..contract.registry import tool
from ..contract.vocabulary import SAME_SITE, StorageArea
from ..js import script
from ..page.targeting import PAGE, Target

COOKIE_FIELDS = {
    "name": str,
    "value": str,
    "url": str,
    "domain": str,
    "path": str,
    "expires": (int, float),
    "httpOnly": bool,
    "secure": bool,
    "sameSite": str,
}
TYPE_WORDS = {str: "a string", bool: "a boolean", (int, float): "a number"}
# Characters a browser silently drops a cookie for (RFC 6265 token / cookie-octet).
BAD_NAME = re.compile(r"[\s;,=\x00-\x1f\x7f]")
BAD_VALUE = re.compile(r"[;\x00-\x1f\x7f]")
# [origin, what the body returns] for a page with an origin, else null.
ORIGIN_STORAGE = script("origin_storage")


def check_cookie(index: int, cookie: Any) -> dict[str, Any]:
    """Validates one cookie for ``add_cookies``; errors name ``cookies[i].field``."""
    where = f"cookies[{index}]"
    if not isinstance(cookie, dict):
        raise InvalidParams(f"{where} must be an object with name, value and url or domain+path")
    for key, value in cookie.items():
        expected = COOKIE_FIELDS.get(key)
        if expected is None:
            raise InvalidParams(
                f"{where}.{key} is not a cookie field; fields: {', '.join(COOKIE_FIELDS)}"
            )
        if not isinstance(value, expected) or (expected is not bool and isinstance(value, bool)):
            raise InvalidParams(
                f"{where}.{key} must be {TYPE_WORDS[expected]}, got {value!r} "
                f"({type(value).__name__})"
            )
    for key in ("name", "value"):
        if key not in cookie:
            raise InvalidParams(f"{where}.{key} is missing")
    if not cookie["name"] or BAD_NAME.search(cookie["name"]):
        raise InvalidParams(
            f"{where}.name must be a non-empty token without spaces, ';', ',' or '=', "
            f"got {cookie['name']!r}"
        )
    if BAD_VALUE.search(cookie["value"]):
        raise InvalidParams(f"{where}.value must not contain ';' or control characters")
    if "url" in cookie:
        if not is_http_url(cookie["url"]):
            raise InvalidParams(f"{where}.url must be an http(s) URL, got {cookie['url']!r}")
        if "domain" in cookie or "path" in cookie:
            raise InvalidParams(f"{where} has url and domain/path; give url, or domain and path")
    elif not ("domain" in cookie and "path" in cookie):
        raise InvalidParams(f"{where} needs either url, or both domain and path")
    if "sameSite" in cookie and cookie["sameSite"] not in SAME_SITE:
        raise InvalidParams(f"{where}.sameSite must be one of {', '.join(SAME_SITE)}")
    expires = cookie.get("expires", -1)
    if not math.isfinite(expires) or (expires != -1 and expires <= 0):
        raise InvalidParams(f"{where}.expires must be -1 (session) or a Unix time in seconds")
    return cookie


def is_http_url(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("http", "https") and bool(parts.hostname)


@tool(
    errors=(("invalid_params", "a url that is not http(s)"), *OF_INSTANCE),
    kind="reads",
    unrecorded="reads without checking",
)
async def browser_get_cookies(
    manager: InstanceManager, instance: str, *, urls: list[str] | None = None
) -> dict[str, Any]:
    """Return the instance's cookies, or only those that apply to ``urls``."""
    for index, url in enumerate(urls or []):
        if not is_http_url(url):
            raise InvalidParams(f"urls[{index}] must be an http(s) URL, got {url!r}")
    context = manager.get(instance).context
    cookies = await (context.cookies(urls) if urls else context.cookies())
    return {"cookies": cookies}


@tool(
    errors=(
        ("invalid_params", "a malformed cookie; the message names the cookie and field"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_set_cookies(
    manager: InstanceManager, instance: str, cookies: list[dict[str, Any]]
) -> dict[str, Any]:
    """Add cookies to the instance: each needs name, value and url, or domain and path.

    Optional: expires (Unix seconds, -1 for a session cookie), httpOnly, secure,
    sameSite (Strict, Lax, None). All are checked before any is added.
    """
    checked = [check_cookie(i, cookie) for i, cookie in enumerate(cookies)]
    context = manager.get(instance).context
    try:
        await context.add_cookies(checked)  # type: ignore[arg-type]
    except PlaywrightError as exc:
        raise InvalidParams(f"the browser refused the cookies: {reason_of(exc)}") from exc
    return {"added": len(checked)}


@tool(errors=(*OF_INSTANCE,), kind="acts")
async def browser_clear_cookies(
    manager: InstanceManager,
    instance: str,
    *,
    name: str | None = None,
    domain: str | None = None,
) -> dict[str, Any]:
    """Delete the instance's cookies, or only those with ``name`` and/or ``domain``.

    Returns how many were removed.
    """
    context = manager.get(instance).context
    before = len(await context.cookies())
    filters = {key: value for key, value in (("name", name), ("domain", domain)) if value}
    await context.clear_cookies(**filters)
    return {"removed": before - len(await context.cookies())}


async def _storage(target: Target, area: StorageArea, body: str, *args: Any) -> tuple[str, Any]:
    """Runs ``body`` (JS using ``storage`` and ``args``) against the origin's ``area``
    storage (localStorage or sessionStorage) in one round trip.

    ``body`` takes the place of the ``/* body */`` comment in ``js/origin_storage.js``.
    """
    answer = await target.page.evaluate(ORIGIN_STORAGE.replace("/* body */", body), [area, *args])
    if answer is None:
        raise InvalidParams(
            f"page '{target.page_id}' ({target.page.url}) has no origin with {area}Storage; "
            "navigate to an http(s) page first"
        )
    return answer[0], answer[1]


GET_ITEMS = "return Object.fromEntries(Object.entries(storage));"
SET_ITEM = "storage.setItem(args[0], args[1]);"
CLEAR_ITEMS = "const n = storage.length; storage.clear(); return n;"
REMOVE_ITEM = (
    "const had = storage.getItem(args[0]) !== null; storage.removeItem(args[0]); return had;"
)
NO_ORIGIN = (
    ("invalid_params", "a page without an origin, e.g. about:blank"),
    *OF_PAGE,
)


async def get_items(target: Target, area: StorageArea) -> dict[str, Any]:
    origin, items = await _storage(target, area, GET_ITEMS)
    return {"origin": origin, "items": items}


async def set_item(target: Target, area: StorageArea, key: str, value: str) -> dict[str, Any]:
    origin, _ = await _storage(target, area, SET_ITEM, key, value)
    return {"origin": origin, "key": key, "value": value}


async def clear_items(target: Target, area: StorageArea) -> dict[str, Any]:
    origin, removed = await _storage(target, area, CLEAR_ITEMS)
    return {"origin": origin, "removed": removed}


@tool(target=PAGE, errors=NO_ORIGIN, kind="reads", unrecorded="reads without checking")
async def browser_get_local_storage(target: Target) -> dict[str, Any]:
    """Return the localStorage items of the page's origin as a dictionary."""
    return await get_items(target, "local")


@tool(target=PAGE, errors=NO_ORIGIN, kind="acts")
async def browser_set_local_storage(target: Target, key: str, value: str) -> dict[str, Any]:
    """Set one localStorage item of the page's origin."""
    return await set_item(target, "local", key, value)


@tool(target=PAGE, errors=NO_ORIGIN, kind="acts")
async def browser_clear_local_storage(target: Target) -> dict[str, Any]:
    """Remove every localStorage item of the page's origin; returns how many there were."""
    return await clear_items(target, "local")


@tool(target=PAGE, errors=NO_ORIGIN, kind="reads", unrecorded="reads without checking")
async def browser_get_session_storage(target: Target) -> dict[str, Any]:
    """Return the sessionStorage items of the page (its origin, in this tab) as a dictionary.

    sessionStorage belongs to one tab: another page of the same origin has its own.
    """
    return await get_items(target, "session")


@tool(target=PAGE, errors=NO_ORIGIN, kind="acts")
async def browser_set_session_storage(target: Target, key: str, value: str) -> dict[str, Any]:
    """Set one sessionStorage item of the page (its origin, in this tab)."""
    return await set_item(target, "session", key, value)


@tool(target=PAGE, errors=NO_ORIGIN, kind="acts")
async def browser_clear_session_storage(target: Target) -> dict[str, Any]:
    """Remove every sessionStorage item of the page (its origin, in this tab); returns how
    many there were."""
    return await clear_items(target, "session")


@tool(target=PAGE, errors=NO_ORIGIN, kind="acts")
async def browser_remove_storage_item(
    target: Target, key: str, storage: StorageArea = "local"
) -> dict[str, Any]:
    """Remove one item of the page origin's localStorage or sessionStorage (``storage``).

    Returns origin, storage, key and ``removed`` (false when there was no such item).
    """
    origin, removed = await _storage(target, storage, REMOVE_ITEM, key)
    return {"origin": origin, "storage": storage, "key": key, "removed": removed}
