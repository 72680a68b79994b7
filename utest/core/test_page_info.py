"""Page getters against a real browser: title, source, viewport, scroll position and size."""

from __future__ import annotations

from typing import Any

import pytest

from testsupport.waiting import wait_until

NAME = "page-info"
PAGE = """<!doctype html><title>Page info</title>
<h1>Page info</h1>
<div id=log style="height: 60px; width: 120px; overflow: auto">
  <div style="height: 600px; width: 400px">Long</div>
</div>
<iframe id=child srcdoc="<title>Inner</title><div style='height: 900px'>Tall</div>"
  style="height: 100px"></iframe>
<div style="height: 3000px"></div>"""


@pytest.fixture(scope="module")
def page(live: Any, http_server: Any) -> str:
    return http_server.add("/page-info.html", PAGE)


@pytest.fixture
def fresh(live: Any, page: str) -> str:
    """The page loaded anew: nothing scrolled, nothing changed."""
    live.ok("browser_navigate", instance=NAME, url=page)
    return page


def get(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.ok(f"browser_get_{tool}", instance=NAME, **arguments)


def child_frame(live: Any) -> str:
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    return next(frame["frame_id"] for frame in frames if not frame["is_main"])


def test_title_as_it_is_now(live: Any, fresh: str) -> None:
    assert get(live, "title") == {"title": "Page info"}
    live.evaluate(NAME, "document.title = 'Changed'")
    assert get(live, "title")["title"] == "Changed"
    assert get(live, "title", frame_id=child_frame(live))["title"] == "Inner"


def test_source_is_the_current_dom(live: Any, fresh: str) -> None:
    source = get(live, "page_source")["source"]
    assert source.startswith("<!DOCTYPE html>")
    assert "<h1>Page info</h1>" in source
    live.evaluate(NAME, "document.querySelector('h1').textContent = 'Rewritten'")
    assert "<h1>Rewritten</h1>" in get(live, "page_source")["source"]
    inner = get(live, "page_source", frame_id=child_frame(live))["source"]
    assert "<title>Inner</title>" in inner and "Rewritten" not in inner


def test_viewport_size_follows_resize(live: Any, fresh: str) -> None:
    before = get(live, "viewport_size")["viewport"]
    assert before["width"] > 0 and before["height"] > 0
    live.ok("browser_resize", instance=NAME, width=800, height=600)
    try:
        assert get(live, "viewport_size") == {"viewport": {"width": 800, "height": 600}}
        assert live.evaluate(NAME, "[innerWidth, innerHeight]") == [800, 600]
    finally:
        live.ok("browser_resize", instance=NAME, width=before["width"], height=before["height"])


def test_scroll_position_of_the_page_an_element_and_a_frame(live: Any, fresh: str) -> None:
    assert get(live, "scroll_position") == {"ref": None, "position": {"x": 0, "y": 0}}
    live.ok("browser_mouse_wheel", instance=NAME, delta_x=0, delta_y=400)
    wait_until(lambda: get(live, "scroll_position")["position"]["y"] > 0)
    live.evaluate(NAME, "window.scrollTo(0, 250); document.getElementById('log').scrollTo(30, 120)")
    assert get(live, "scroll_position")["position"] == {"x": 0, "y": 250}
    assert get(live, "scroll_position", ref="#log") == {
        "ref": "#log",
        "position": {"x": 30, "y": 120},
    }
    frame = child_frame(live)
    assert get(live, "scroll_position", frame_id=frame)["position"] == {"x": 0, "y": 0}


def test_scroll_size_of_the_page_an_element_and_a_frame(live: Any, fresh: str) -> None:
    viewport = get(live, "viewport_size")["viewport"]
    page = get(live, "scroll_size")
    assert page["ref"] is None
    assert page["size"]["width"] <= viewport["width"] < 400 + viewport["width"]
    assert page["size"]["height"] > 3000 > viewport["height"]
    assert get(live, "scroll_size", ref="#log") == {
        "ref": "#log",
        "size": {"width": 400, "height": 600},
    }
    assert get(live, "scroll_size", frame_id=child_frame(live))["size"]["height"] >= 900
    for ref, error in (("e9999", "stale_ref"), ("#none", "element_not_found")):
        live.error("browser_get_scroll_size", error, instance=NAME, ref=ref)
    live.error("browser_get_scroll_size", "invalid_params", instance=NAME, ref="css=div")


def test_scroll_position_errors_of_an_element(live: Any, fresh: str) -> None:
    live.error("browser_get_scroll_position", "stale_ref", instance=NAME, ref="e9999")
    live.error("browser_get_scroll_position", "element_not_found", instance=NAME, ref="#none")
    envelope = live.error(
        "browser_get_scroll_position", "invalid_params", instance=NAME, ref="css=div"
    )
    assert "matches" in envelope["message"]


@pytest.mark.parametrize(
    "tool", ["title", "page_source", "viewport_size", "scroll_position", "scroll_size"]
)
def test_a_pending_dialog_blocks_them_on_its_page_only(live: Any, fresh: str, tool: str) -> None:
    other = live.ok("browser_tabs", instance=NAME, action="new")["page_id"]
    live.ok("browser_tabs", instance=NAME, action="select", index=0)
    live.evaluate(NAME, "setTimeout(() => alert('hold'), 0)")
    wait_until(lambda: bool(live.instance(NAME).modals.open))
    try:
        envelope = live.error(f"browser_get_{tool}", "modal_state_blocked", instance=NAME)
        assert "browser_handle_dialog" in envelope["message"]
        live.ok(f"browser_get_{tool}", instance=NAME, page_id=other)
    finally:
        live.ok("browser_handle_dialog", instance=NAME, accept=True)
        live.ok("browser_tabs", instance=NAME, action="close", page_id=other)


def test_page_errors(live: Any, fresh: str) -> None:
    for tool in ("title", "page_source", "viewport_size", "scroll_position", "scroll_size"):
        live.error(f"browser_get_{tool}", "page_not_found", instance=NAME, page_id="page-nope")
        live.error(f"browser_get_{tool}", "instance_not_found", instance="nobody")
    for tool in ("title", "page_source", "scroll_position", "scroll_size"):
        live.error(f"browser_get_{tool}", "frame_not_found", instance=NAME, frame_id="frame-nope")
