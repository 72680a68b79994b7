"""browser_blur and browser_dispatch_event in a real browser, on atest/pages/events.html."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

PAGE = (Path(__file__).resolve().parents[2] / "atest" / "pages" / "events.html").read_text()
NAME = "events"


@pytest.fixture(scope="module")
def live(live_cores: Any) -> Any:
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=NAME)
    return live


@pytest.fixture
def page(live: Any, http_server: Any) -> Any:
    live.ok("browser_navigate", instance=NAME, url=http_server.add("/events.html", PAGE))
    return live


def ok(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.ok(tool, instance=NAME, **arguments)


def logged(live: Any) -> list[str]:
    text = ok(live, "browser_evaluate", function="document.getElementById('log').textContent")
    return text["result"].splitlines()


def test_blur_after_fill_shows_the_on_blur_validation(page: Any) -> None:
    ok(page, "browser_fill_text", ref="#email", text="not-an-address")
    assert ok(page, "browser_get_text", ref="#email-error")["text"] == ""
    assert ok(page, "browser_blur", ref="#email") == {
        "ref": "#email",
        "had_focus": True,
        "modal": None,
    }
    assert (
        ok(page, "browser_get_text", ref="#email-error")["text"] == "Enter a valid e-mail address"
    )
    assert logged(page) == ["blur:true", "focusout"]
    focused = ok(page, "browser_evaluate", function="document.activeElement.id")["result"]
    assert focused == ""


def test_blur_of_an_element_without_the_focus_fires_nothing(page: Any) -> None:
    assert ok(page, "browser_blur", ref="#email")["had_focus"] is False
    assert logged(page) == []


def test_blur_that_opens_a_dialog_reports_it(page: Any) -> None:
    ok(page, "browser_focus", ref="#alerting")
    data = ok(page, "browser_blur", ref="#alerting")
    assert data["modal"]["message"] == "Left the button"
    ok(page, "browser_handle_dialog", accept=True)


def test_dispatch_event_with_init_reaches_listeners_and_bubbles(page: Any) -> None:
    init = {"detail": {"items": 3, "note": 'it\'s "new"'}}
    data = ok(page, "browser_dispatch_event", ref="#cart", type="cart-updated", init=init)
    assert data == {"ref": "#cart", "type": "cart-updated", "modal": None}
    assert logged(page) == [
        'cart-updated:{"items":3,"note":"it\'s \\"new\\""}:true:false',
        "bubbled",
    ]


def test_a_click_event_is_a_synthetic_mouse_event(page: Any) -> None:
    ok(page, "browser_dispatch_event", ref="#cart", type="click", init={"clientX": 7})
    assert logged(page) == ["click:MouseEvent:false:7"]


def test_bad_type_or_init_is_invalid_params_naming_it(page: Any) -> None:
    envelope = page.error(
        "browser_dispatch_event", "invalid_params", instance=NAME, ref="#cart", type=""
    )
    assert "argument 'type'" in envelope["message"]
    envelope = page.error(
        "browser_dispatch_event",
        "invalid_params",
        instance=NAME,
        ref="#cart",
        type="x",
        init={"when": {1, 2}},
    )
    assert "argument 'init'" in envelope["message"] and "set" in envelope["message"]


def test_element_errors(page: Any) -> None:
    page.error("browser_blur", "stale_ref", instance=NAME, ref="e999")
    page.error("browser_blur", "invalid_params", instance=NAME, ref="css=li")
    page.error("browser_dispatch_event", "stale_ref", instance=NAME, ref="e999", type="x")
