"""browser_close: which page closes, which one is selected afterwards, and the errors."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from testsupport.waiting import wait_until


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="pages")
    http_server.add("/close.html", "<!DOCTYPE html><title>Close</title><p>close me</p>")
    return live


def open_pages(live: Any, http_server: Any, count: int) -> list[str]:
    """The selected page on close.html plus ``count`` popups; all page ids in tab order."""
    inst = live.instance("pages")
    live.ok("browser_navigate", instance="pages", url=http_server.url("/close.html"))
    before = len(inst.pages)
    for n in range(count):
        live.ok(
            "browser_evaluate",
            instance="pages",
            function=f"() => {{ window.open('/close.html?popup={n}') }}",
        )
    wait_until(lambda: len(inst.pages) >= before + count, timeout=5)
    assert len(inst.pages) == before + count
    # A popup is registered before window.open's navigation commits; a later test that
    # navigates it could be interrupted by that navigation (seen under load).
    for page in list(inst.pages.values())[before:]:
        live.run(page.wait_for_url(re.compile(r"popup=\d+$"), wait_until="load"))
    return list(inst.pages)


def test_close_a_page_that_is_not_selected_keeps_the_selection(live: Any, http_server: Any) -> None:
    first, second, third = open_pages(live, http_server, 2)
    assert live.instance("pages").selected_page_id == first
    envelope = live.call("browser_close", instance="pages", page_id=second)
    assert envelope["status"] == "success", envelope
    assert envelope["data"] == {
        "closed_page_id": second,
        "selected_page_id": first,
        "remaining": 2,
    }
    assert envelope["operation"]["page_id"] == second
    assert list(live.instance("pages").pages) == [first, third]
    live.error("browser_close", "page_not_found", instance="pages", page_id=second)
    live.ok("browser_close", instance="pages", page_id=third)


def test_close_the_selected_page_selects_the_next(live: Any, http_server: Any) -> None:
    first, second, third = open_pages(live, http_server, 2)
    data = live.ok("browser_close", instance="pages")
    assert data == {"closed_page_id": first, "selected_page_id": second, "remaining": 2}
    assert live.instance("pages").selected_page_id == second
    assert first not in live.instance("pages").logs
    live.ok("browser_close", instance="pages", page_id=third)


def test_close_the_selected_last_page_selects_the_previous(live: Any, http_server: Any) -> None:
    first, second, third = open_pages(live, http_server, 2)
    live.ok("browser_tabs", instance="pages", action="select", page_id=third)
    data = live.ok("browser_close", instance="pages")
    assert data == {"closed_page_id": third, "selected_page_id": second, "remaining": 2}
    live.ok("browser_close", instance="pages", page_id=second)
    assert live.instance("pages").selected_page_id == first


def test_a_pending_dialog_does_not_block_close(live: Any, http_server: Any) -> None:
    _, popup = open_pages(live, http_server, 1)
    live.ok(
        "browser_evaluate",
        instance="pages",
        page_id=popup,
        function="() => { setTimeout(() => alert('still here'), 0) }",
    )
    inst = live.instance("pages")
    deadline = time.monotonic() + 5
    while not inst.modals.open and time.monotonic() < deadline:
        time.sleep(0.05)
    assert inst.modals.pending(popup) is not None
    data = live.ok("browser_close", instance="pages", page_id=popup)
    assert data["remaining"] == 1
    assert inst.modals.open == []


def test_closing_the_last_page_keeps_the_instance(live: Any, http_server: Any) -> None:
    (only,) = open_pages(live, http_server, 0)
    data = live.ok("browser_close", instance="pages")
    assert data == {"closed_page_id": only, "selected_page_id": None, "remaining": 0}
    (info,) = live.ok("browser_list_instances")["instances"]
    assert info["running"] is True
    assert (info["page_count"], info["selected_page_id"]) == (0, None)
    envelope = live.error(
        "browser_navigate", "page_not_found", instance="pages", url=http_server.url("/close.html")
    )
    assert "has no open page" in envelope["message"]
    assert "open one with browser_tabs action 'new'" in envelope["message"]
    assert "browser_navigate" not in envelope["message"]  # it cannot open a page
    live.error("browser_close", "page_not_found", instance="pages")


def test_instance_not_found(live: Any) -> None:
    live.error("browser_close", "instance_not_found", instance="nope")
