"""A storage-state file (``storage_state`` of browser_create_instance), checked before a
browser is launched for it.

Playwright checks the file only once the context is made (after the launch) and then
fails as an internal error; here its shape is Playwright's protocol schema
(``SetNetworkCookie``, ``SetOriginStorage``, ``VirtualCredential``) and the rules
Playwright adds when it sets the cookies and visits the origins, so an error names the
file, the entry and the field.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from ..contract.errors import InvalidParams
from .jsonshape import ListOf, Obj, ShapeError, Words, check, kind, load

COOKIE = Obj(
    {
        "name": str,
        "value": str,
        "url": str,
        "domain": str,
        "path": str,
        "expires": float,
        "httpOnly": bool,
        "secure": bool,
        "sameSite": Words(("Strict", "Lax", "None")),
        "partitionKey": str,
    },
    required=frozenset({"name", "value"}),
)
NAME_VALUE = Obj({"name": str, "value": str}, required=frozenset({"name", "value"}))
KEY_PATH = {"keyPath": str, "keyPathArray": ListOf(str)}
INDEX = Obj(
    {"name": str, **KEY_PATH, "multiEntry": bool, "unique": bool},
    required=frozenset({"name", "multiEntry", "unique"}),
)
STORE = Obj(
    {
        "name": str,
        "autoIncrement": bool,
        **KEY_PATH,
        "records": ListOf(Obj({})),
        "indexes": ListOf(INDEX),
    },
    required=frozenset({"name", "autoIncrement", "records", "indexes"}),
)
DATABASE = Obj(
    {"name": str, "version": int, "stores": ListOf(STORE)},
    required=frozenset({"name", "version", "stores"}),
)
ORIGIN = Obj(
    {"origin": str, "localStorage": ListOf(NAME_VALUE), "indexedDB": ListOf(DATABASE)},
    required=frozenset({"origin", "localStorage"}),
)
CREDENTIAL_FIELDS = ("id", "rpId", "userHandle", "privateKey", "publicKey")
CREDENTIAL = Obj(dict.fromkeys(CREDENTIAL_FIELDS, str), required=frozenset(CREDENTIAL_FIELDS))
STATE = Obj(
    {"cookies": ListOf(COOKIE), "origins": ListOf(ORIGIN), "credentials": ListOf(CREDENTIAL)}
)

MAX_EXPIRES = 253402300799  # Playwright's limit: 9999-12-31T23:59:59Z, in seconds
WRITTEN_BY = "what Save Storage State writes"


def check_storage_state(path: str, argument: str = "storage_state") -> str:
    """A storage-state file Playwright can restore: its path, resolved."""
    return read_storage_state(path, argument)[0]


def read_storage_state(path: str, argument: str = "storage_state") -> tuple[str, dict[str, Any]]:
    """A storage-state file Playwright can restore: its path, resolved, and the state."""
    file, state = load(path, argument, "a JSON file")
    if not isinstance(state, dict):
        raise InvalidParams(
            f"argument '{argument}': '{path}' must hold an object with a 'cookies' list and "
            f"an 'origins' list ({WRITTEN_BY}), got {kind(state)}"
        )
    try:
        check(state, STATE)
        for index, cookie in enumerate(state.get("cookies", [])):
            check_cookie(cookie, f"cookies[{index}]")
        for index, origin in enumerate(state.get("origins", [])):
            if not is_url(origin["origin"]):
                raise ShapeError(
                    f"origins[{index}].origin",
                    f"must be an origin such as 'https://example.com', got {origin['origin']!r}",
                )
    except ShapeError as exc:
        raise InvalidParams(f"argument '{argument}': in '{path}', {exc.where} {exc.what}") from exc
    return str(file), state


def check_cookie(cookie: dict[str, Any], where: str) -> None:
    """What Playwright asks of a cookie it sets: a url, or a domain and a path; an expiry."""
    url, domain, path = cookie.get("url"), cookie.get("domain"), cookie.get("path")
    if not (url or (domain and path)):
        raise ShapeError(where, "needs a 'url', or a 'domain' and a 'path'")
    if url and (domain or path):
        raise ShapeError(where, "has a 'url' and a 'domain' or 'path'; give one or the other")
    if url and not is_url(url):
        raise ShapeError(
            f"{where}.url", f"must be a URL such as 'https://example.com/', got {url!r}"
        )
    expires = cookie.get("expires")
    if expires and not (expires == -1 or 0 < expires <= MAX_EXPIRES):
        raise ShapeError(
            f"{where}.expires",
            f"must be -1 (a session cookie) or a Unix time in seconds, got {expires!r}",
        )


def is_url(text: str) -> bool:
    """An absolute URL with a host (http, https), or a file: URL: what a page can be at."""
    try:
        parts = urlsplit(text)
    except ValueError:  # an unclosed [IPv6] host
        return False
    return bool(parts.scheme) and (bool(parts.netloc) or parts.scheme == "file")
