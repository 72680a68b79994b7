"""Scrolling tools (core/tools/scrolling.py) in a real browser, on atest/pages/input.html:
a tall page, a scroll box (#box) and an element far down (#far)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from testsupport.instancecalls import calls_on
from testsupport.waiting import wait_until

PAGES = Path(__file__).resolve().parents[2] / "atest" / "pages"
NAME = "scroll"


@pytest.fixture(scope="module")
def live(live_cores, http_server):
    http_server.add("/input.html", (PAGES / "input.html").read_text())
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=NAME)
    return live


@pytest.fixture
def page(live, http_server):
    """input.html, loaded; a dialog a test left pending is dismissed afterwards."""
    live.ok("browser_navigate", instance=NAME, url=http_server.url("/input.html"))
    yield live.instance(NAME).selected_page_id
    inst = live.instance(NAME)
    for modal in list(inst.modals.open):
        inst.modals.resolve(modal)
        if modal.kind == "dialog":
            live.run(modal.handle.dismiss())


ok, error, js = calls_on(NAME)


def test_scroll_the_page_by_and_to(live, page) -> None:
    assert ok(live, "browser_scroll_by", dx=0, dy=300) == {
        "ref": None,
        "x": 0,
        "y": 300,
        "modal": None,
    }
    assert ok(live, "browser_scroll_by", dx=0, dy=-100)["y"] == 200
    assert js(live, "window.scrollY") == 200
    assert ok(live, "browser_scroll_to", x=0, y=50)["y"] == 50
    bottom = ok(live, "browser_scroll_to", x=0, y=10**9)["y"]
    assert bottom == js(live, "document.documentElement.scrollHeight - window.innerHeight")
    assert ok(live, "browser_scroll_to", x=-10, y=-10)["y"] == 0  # stops at the edge


def test_scroll_an_elements_box(live, page) -> None:
    data = ok(live, "browser_scroll_by", dx=30, dy=40, ref="#box")
    assert data == {"ref": "#box", "x": 30, "y": 40, "modal": None}
    # The scroll event comes with the page's next frame.
    wait_until(lambda: js(live, "document.getElementById('box').dataset.scrolled") == "yes")
    assert js(live, "window.scrollY") == 0  # the page stays
    data = ok(live, "browser_scroll_to", x=10**9, y=10**9, ref="#box")
    box = js(
        live,
        "(b => [b.scrollWidth - b.clientWidth, b.scrollHeight - b.clientHeight])(document.getElementById('box'))",
    )
    assert [data["x"], data["y"]] == box
    assert ok(live, "browser_scroll_to", x=0, y=0, ref='internal:label="Scroll box"i')["y"] == 0


def test_scrolling_is_instant_on_a_smooth_page(live, page) -> None:
    js(live, "() => { document.documentElement.style.scrollBehavior = 'smooth'; }")
    assert ok(live, "browser_scroll_to", x=0, y=500)["y"] == 500
    assert js(live, "window.scrollY") == 500


def test_scroll_to_element(live, page) -> None:
    assert js(live, "document.getElementById('far').getBoundingClientRect().top > innerHeight")
    assert ok(live, "browser_scroll_to_element", ref="#far") == {
        "ref": "#far",
        "in_view": True,
        "modal": None,
    }
    assert js(
        live,
        "(r => r.top >= 0 && r.bottom <= innerHeight)(document.getElementById('far').getBoundingClientRect())",
    )
    ok(live, "browser_scroll_to_element", ref="#far")  # in view: nothing to do


def test_a_hidden_element_is_not_in_view(live, page) -> None:
    data = ok(live, "browser_scroll_to_element", ref="#hidden-file")
    assert data == {"ref": "#hidden-file", "in_view": False, "modal": None}


def test_a_dialog_the_scroll_opened_blocks_the_next_scroll(live, page) -> None:
    """Scroll events come with the page's next frame, after the tool answered."""
    js(live, "() => { addEventListener('scroll', () => alert('Scrolled'), {once: true}); }")
    ok(live, "browser_scroll_by", dx=0, dy=200)
    wait_until(lambda: live.instance(NAME).modals.pending(page) is not None)
    message = error(live, "browser_scroll_to", "modal_state_blocked", x=0, y=0)
    assert 'alert dialog ("Scrolled")' in message


@pytest.mark.parametrize(
    ("tool", "arguments", "name"),
    [
        ("browser_scroll_by", {"dx": math.nan, "dy": 0}, "dx"),
        ("browser_scroll_by", {"dx": 0, "dy": math.inf}, "dy"),
        ("browser_scroll_to", {"x": -math.inf, "y": 0}, "x"),
        ("browser_scroll_to", {"x": 0, "y": math.nan}, "y"),
    ],
)
def test_positions_must_be_finite(live, page, tool: str, arguments: dict, name: str) -> None:
    message = error(live, tool, "invalid_params", **arguments)
    assert message.startswith(f"argument '{name}' must be a finite number of pixels")


SCROLL_TOOLS = [
    ("browser_scroll_to_element", {}),
    ("browser_scroll_by", {"dx": 0, "dy": 10}),
    ("browser_scroll_to", {"x": 0, "y": 10}),
]


@pytest.mark.parametrize(("tool", "extra"), SCROLL_TOOLS)
def test_element_errors(live, page, tool: str, extra: dict[str, Any]) -> None:
    error(live, tool, "element_not_found", ref="#nope", **extra)
    error(live, tool, "stale_ref", ref="e999", **extra)
    message = error(live, tool, "invalid_params", ref="css=section", **extra)
    assert "matches" in message
    error(live, tool, "page_not_found", ref="#box", page_id="page-gone", **extra)
    error(live, tool, "frame_not_found", ref="#box", frame_id="frame-gone", **extra)
