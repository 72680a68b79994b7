"""Cookies and web storage (localStorage, sessionStorage): validation of cookies, and the
tools against a real browser."""

from __future__ import annotations

import time
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.tools.storage import check_cookie

URL = "http://127.0.0.1:8000/"

# --- check_cookie ------------------------------------------------------------------


@pytest.mark.parametrize(
    "cookie",
    [
        {"name": "a", "value": "1", "url": URL},
        {"name": "a", "value": "", "domain": "127.0.0.1", "path": "/"},
        {
            "name": "a",
            "value": "x y,z",
            "url": URL,
            "expires": 2_000_000_000.5,
            "httpOnly": True,
            "secure": False,
            "sameSite": "Lax",
        },
        {"name": "a", "value": "1", "url": URL, "expires": -1},
    ],
)
def test_good_cookies(cookie: dict[str, Any]) -> None:
    assert check_cookie(0, cookie) is cookie


@pytest.mark.parametrize(
    ("cookie", "message"),
    [
        ("a=1", "cookies[2] must be an object"),
        ({"value": "1", "url": URL}, "cookies[2].name is missing"),
        ({"name": "a", "url": URL}, "cookies[2].value is missing"),
        ({"name": "", "value": "1", "url": URL}, "cookies[2].name must be a non-empty"),
        ({"name": "a b", "value": "1", "url": URL}, "cookies[2].name must be"),
        ({"name": "a=b", "value": "1", "url": URL}, "cookies[2].name must be"),
        ({"name": "a", "value": "1;2", "url": URL}, "cookies[2].value must not contain ';'"),
        ({"name": "a", "value": 1, "url": URL}, "cookies[2].value must be a string, got 1"),
        (
            {"name": "a", "value": "1", "url": URL, "expires": "soon"},
            "cookies[2].expires must be a number",
        ),
        (
            {"name": "a", "value": "1", "url": URL, "expires": True},
            "cookies[2].expires must be a number",
        ),
        ({"name": "a", "value": "1", "url": URL, "expires": 0}, "cookies[2].expires must be -1"),
        (
            {"name": "a", "value": "1", "url": URL, "expires": float("nan")},
            "cookies[2].expires must be -1",
        ),
        (
            {"name": "a", "value": "1", "url": URL, "expires": float("inf")},
            "cookies[2].expires must be -1",
        ),
        (
            {"name": "a", "value": "1", "url": URL, "secure": "yes"},
            "cookies[2].secure must be a boolean",
        ),
        (
            {"name": "a", "value": "1", "url": URL, "sameSite": "lax"},
            "cookies[2].sameSite must be one of Strict, Lax, None",
        ),
        (
            {"name": "a", "value": "1", "url": URL, "colour": "red"},
            "cookies[2].colour is not a cookie field",
        ),
        ({"name": "a", "value": "1"}, "cookies[2] needs either url, or both domain and path"),
        ({"name": "a", "value": "1", "domain": "127.0.0.1"}, "cookies[2] needs either url"),
        ({"name": "a", "value": "1", "url": "ftp://h/"}, "cookies[2].url must be an http(s) URL"),
        ({"name": "a", "value": "1", "url": "http://"}, "cookies[2].url must be an http(s) URL"),
        (
            {"name": "a", "value": "1", "url": URL, "domain": "x"},
            "cookies[2] has url and domain/path",
        ),
        (
            {"name": "a", "value": "1", "url": URL, "path": "/"},
            "cookies[2] has url and domain/path",
        ),
    ],
)
def test_malformed_cookies_name_the_field(cookie: Any, message: str) -> None:
    with pytest.raises(InvalidParams) as error:
        check_cookie(2, cookie)
    assert message in error.value.message


# --- against a real browser ----------------------------------------------------------


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="store")
    http_server.add("/storage.html", "<!DOCTYPE html><title>Storage</title><p>storage</p>")
    return live


@pytest.fixture
def clean(live: Any) -> Any:
    live.ok("browser_clear_cookies", instance="store")
    return live


def names(live: Any, **arguments: Any) -> list[str]:
    data = live.ok("browser_get_cookies", instance="store", **arguments)
    return sorted(c["name"] for c in data["cookies"])


def test_set_get_and_clear_cookies(clean: Any, http_server: Any) -> None:
    live = clean
    expires = int(time.time()) + 3600
    added = live.ok(
        "browser_set_cookies",
        instance="store",
        cookies=[
            {"name": "session", "value": "abc", "url": http_server.url("/"), "expires": expires},
            {"name": "theme", "value": "dark", "domain": "127.0.0.1", "path": "/"},
            {"name": "other", "value": "1", "domain": "localhost", "path": "/"},
        ],
    )
    assert added == {"added": 3}
    cookies = live.ok("browser_get_cookies", instance="store")["cookies"]
    session = next(c for c in cookies if c["name"] == "session")
    assert session["value"] == "abc"
    assert session["domain"] == "127.0.0.1"
    assert int(session["expires"]) == expires
    assert names(live) == ["other", "session", "theme"]
    assert names(live, urls=[http_server.url("/storage.html")]) == ["session", "theme"]
    assert live.ok("browser_clear_cookies", instance="store", name="theme") == {"removed": 1}
    assert names(live) == ["other", "session"]
    assert live.ok("browser_clear_cookies", instance="store", domain="localhost") == {"removed": 1}
    assert names(live) == ["session"]
    assert live.ok("browser_clear_cookies", instance="store") == {"removed": 1}
    assert names(live) == []


def test_cookie_set_here_reaches_the_page(clean: Any, http_server: Any) -> None:
    live = clean
    live.ok("browser_navigate", instance="store", url=http_server.url("/storage.html"))
    live.ok(
        "browser_set_cookies",
        instance="store",
        cookies=[{"name": "seen", "value": "yes", "url": http_server.url("/")}],
    )
    assert live.evaluate("store", "document.cookie") == "seen=yes"
    live.evaluate("store", "document.cookie = 'from_page=1; path=/'")
    assert "from_page" in names(live)


def test_malformed_cookies_add_nothing(clean: Any, http_server: Any) -> None:
    live = clean
    envelope = live.error(
        "browser_set_cookies",
        "invalid_params",
        instance="store",
        cookies=[
            {"name": "fine", "value": "1", "url": http_server.url("/")},
            {"name": "broken", "url": http_server.url("/")},
        ],
    )
    assert "cookies[1].value is missing" in envelope["message"]
    assert names(live) == []
    envelope = live.error("browser_set_cookies", "invalid_params", instance="store", cookies="x")
    assert "cookies" in envelope["message"]


def test_get_cookies_rejects_urls_that_are_not_http(live: Any) -> None:
    envelope = live.error("browser_get_cookies", "invalid_params", instance="store", urls=["nope"])
    assert "urls[0] must be an http(s) URL" in envelope["message"]


def test_local_storage_per_origin(live: Any, http_server: Any) -> None:
    here = http_server.url("/storage.html")
    there = here.replace("127.0.0.1", "localhost")  # another origin, same server
    live.ok("browser_navigate", instance="store", url=here)
    live.ok("browser_clear_local_storage", instance="store")
    data = live.ok("browser_set_local_storage", instance="store", key="theme", value="dark")
    assert data == {"origin": http_server.url("").rstrip("/"), "key": "theme", "value": "dark"}
    assert live.evaluate("store", "localStorage.getItem('theme')") == "dark"
    live.ok("browser_set_local_storage", instance="store", key="lang", value="fi")
    data = live.ok("browser_get_local_storage", instance="store")
    assert data["items"] == {"theme": "dark", "lang": "fi"}

    live.ok("browser_navigate", instance="store", url=there)
    data = live.ok("browser_get_local_storage", instance="store")
    assert data["origin"].startswith("http://localhost:")
    assert data["items"] == {}

    live.ok("browser_navigate", instance="store", url=here)
    assert live.ok("browser_clear_local_storage", instance="store")["removed"] == 2
    assert live.ok("browser_get_local_storage", instance="store")["items"] == {}


def test_session_storage_belongs_to_the_tab(live: Any, http_server: Any) -> None:
    here = http_server.url("/storage.html")
    live.ok("browser_navigate", instance="store", url=here)
    live.ok("browser_clear_session_storage", instance="store")
    data = live.ok("browser_set_session_storage", instance="store", key="step", value="2")
    assert data == {"origin": http_server.url("").rstrip("/"), "key": "step", "value": "2"}
    assert live.evaluate("store", "sessionStorage.getItem('step')") == "2"
    assert live.evaluate("store", "localStorage.getItem('step')") is None
    live.ok("browser_set_session_storage", instance="store", key="cart", value="3 items")
    data = live.ok("browser_get_session_storage", instance="store")
    assert data["items"] == {"step": "2", "cart": "3 items"}
    # The same origin in another tab has a sessionStorage of its own.
    other = live.ok("browser_tabs", instance="store", action="new", url=here)
    other_id = other["page_id"]
    assert live.ok("browser_get_session_storage", instance="store")["items"] == {}
    live.ok("browser_tabs", instance="store", action="close", page_id=other_id)
    live.ok("browser_navigate", instance="store", url=here)  # survives a navigation
    assert live.ok("browser_clear_session_storage", instance="store")["removed"] == 2
    assert live.ok("browser_get_session_storage", instance="store")["items"] == {}


@pytest.mark.parametrize("storage", ["local", "session"])
def test_remove_storage_item(live: Any, http_server: Any, storage: str) -> None:
    live.ok("browser_navigate", instance="store", url=http_server.url("/storage.html"))
    live.ok(f"browser_clear_{storage}_storage", instance="store")
    live.ok(f"browser_set_{storage}_storage", instance="store", key="keep", value="1")
    live.ok(f"browser_set_{storage}_storage", instance="store", key="drop", value="2")
    data = live.ok("browser_remove_storage_item", instance="store", key="drop", storage=storage)
    assert data == {
        "origin": http_server.url("").rstrip("/"),
        "storage": storage,
        "key": "drop",
        "removed": True,
    }
    assert live.ok(f"browser_get_{storage}_storage", instance="store")["items"] == {"keep": "1"}
    again = live.ok("browser_remove_storage_item", instance="store", key="drop", storage=storage)
    assert again["removed"] is False
    live.ok(f"browser_clear_{storage}_storage", instance="store")


def test_remove_storage_item_takes_local_by_default_and_names_the_storages(
    live: Any, http_server: Any
) -> None:
    live.ok("browser_navigate", instance="store", url=http_server.url("/storage.html"))
    live.ok("browser_set_local_storage", instance="store", key="k", value="local")
    live.ok("browser_set_session_storage", instance="store", key="k", value="session")
    assert live.ok("browser_remove_storage_item", instance="store", key="k")["storage"] == "local"
    assert live.evaluate("store", "sessionStorage.getItem('k')") == "session"
    envelope = live.error(
        "browser_remove_storage_item", "invalid_params", instance="store", key="k", storage="disk"
    )
    assert envelope["message"].startswith("argument 'storage' must be one of 'local', 'session'")
    live.ok("browser_clear_session_storage", instance="store")


def test_web_storage_needs_an_origin(live: Any) -> None:
    live.ok("browser_navigate", instance="store", url="about:blank")
    for tool, extra, name in (
        ("browser_get_local_storage", {}, "localStorage"),
        ("browser_set_local_storage", {"key": "k", "value": "v"}, "localStorage"),
        ("browser_clear_local_storage", {}, "localStorage"),
        ("browser_get_session_storage", {}, "sessionStorage"),
        ("browser_set_session_storage", {"key": "k", "value": "v"}, "sessionStorage"),
        ("browser_clear_session_storage", {}, "sessionStorage"),
        ("browser_remove_storage_item", {"key": "k"}, "localStorage"),
        ("browser_remove_storage_item", {"key": "k", "storage": "session"}, "sessionStorage"),
    ):
        envelope = live.error(tool, "invalid_params", instance="store", **extra)
        assert f"(about:blank) has no origin with {name}" in envelope["message"]
        assert "navigate to an http(s) page first" in envelope["message"]


def test_storage_target_errors(live: Any, http_server: Any) -> None:
    for tool, extra in (
        ("browser_get_local_storage", {}),
        ("browser_get_session_storage", {}),
        ("browser_set_session_storage", {"key": "k", "value": "v"}),
        ("browser_clear_session_storage", {}),
        ("browser_remove_storage_item", {"key": "k"}),
    ):
        live.error(tool, "page_not_found", instance="store", page_id="page-x", **extra)
    live.error("browser_get_cookies", "instance_not_found", instance="nope")
    live.ok("browser_navigate", instance="store", url=http_server.url("/storage.html"))
    live.evaluate("store", "setTimeout(() => alert('hold on'), 0)")
    try:
        deadline = time.monotonic() + 5
        while not live.instance("store").modals.open and time.monotonic() < deadline:
            time.sleep(0.05)
        for tool, extra in (
            ("browser_get_local_storage", {}),
            ("browser_get_session_storage", {}),
            ("browser_set_session_storage", {"key": "k", "value": "v"}),
            ("browser_clear_session_storage", {}),
            ("browser_remove_storage_item", {"key": "k"}),
        ):
            live.error(tool, "modal_state_blocked", instance="store", **extra)
        # Cookies belong to the instance, not the page: a dialog does not block them.
        live.ok("browser_get_cookies", instance="store")
    finally:
        live.ok("browser_handle_dialog", instance="store", accept=True)
