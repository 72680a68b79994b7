"""Mouse tools: coordinate rules, and every tool against drag-mouse.html in a real browser.

drag-mouse.html has a drawing pad at (20, 20) - (322, 222) that logs its mouse events
relative to its border box, and a slider handle on a track at (20, 260) that follows
mouse events (no HTML5 drag and drop).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.arguments import check_pixels
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.tools.mouse import MAX_STEPS, check_point, check_steps
from testsupport.instancecalls import calls_on
from testsupport.waiting import wait_until

PAGES = Path(__file__).resolve().parents[2] / "atest" / "pages"
NAME = "mouse"
SIZE = (1280.0, 720.0)

# --- pure: coordinate rules ---------------------------------------------------------------


@pytest.mark.parametrize("point", [(0, 0), (1279.5, 719.9), (640, 360)])
def test_points_inside_the_viewport(point: tuple[float, float]) -> None:
    check_point(("x", "y"), point, SIZE)


@pytest.mark.parametrize(
    ("point", "message"),
    [
        (
            (1280, 10),
            "argument 'x' must be from 0 up to (not including) 1280, the viewport's width in CSS pixels; got 1280",
        ),
        (
            (-0.5, 10),
            "argument 'x' must be from 0 up to (not including) 1280, the viewport's width in CSS pixels; got -0.5",
        ),
        (
            (10, 720),
            "argument 'y' must be from 0 up to (not including) 720, the viewport's height in CSS pixels; got 720",
        ),
        (
            (10, math.nan),
            "argument 'y' must be from 0 up to (not including) 720, the viewport's height in CSS pixels; got nan",
        ),
        (
            (math.inf, 10),
            "argument 'x' must be from 0 up to (not including) 1280, the viewport's width in CSS pixels; got inf",
        ),
    ],
)
def test_points_outside_the_viewport(point: tuple[float, float], message: str) -> None:
    with pytest.raises(InvalidParams) as raised:
        check_point(("x", "y"), point, SIZE)
    assert raised.value.message == message


def test_steps_and_deltas() -> None:
    check_steps(1)
    check_steps(MAX_STEPS)
    for steps in (0, -3, MAX_STEPS + 1):
        with pytest.raises(
            InvalidParams, match=f"argument 'steps' must be from 1 to {MAX_STEPS}, got {steps}"
        ):
            check_steps(steps)
    check_pixels("delta_y", -400.0)
    with pytest.raises(
        InvalidParams, match="argument 'delta_x' must be a finite number of pixels, got nan"
    ):
        check_pixels("delta_x", math.nan)


# --- against a real browser ------------------------------------------------------------------


@pytest.fixture(scope="module")
def live(live_cores, http_server):
    for name in ("drag-mouse.html", "dialogs-js.html"):
        http_server.add(f"/{name}", (PAGES / name).read_text())
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=NAME)
    return live


@pytest.fixture
def playground(live, http_server) -> str:
    live.ok("browser_navigate", instance=NAME, url=http_server.url("/drag-mouse.html"))
    return live.instance(NAME).selected_page_id


ok, error, js = calls_on(NAME)


def pad_log(live) -> str:
    return js(live, "document.getElementById('pad-log').textContent")


def test_click_xy_lands_on_the_pixel(live, playground) -> None:
    data = ok(live, "browser_mouse_click_xy", x=70, y=90)
    assert data == {"x": 70, "y": 90, "button": "left", "modal": None}
    assert pad_log(live) == "Pad: mousedown 50,70 left; mouseup 50,70 left; click 50,70 left"
    ok(live, "browser_mouse_click_xy", x=100.5, y=100, button="right")
    assert "contextmenu 81,80 right" in pad_log(live)


def test_move_down_up_drive_a_slider(live, playground) -> None:
    assert ok(live, "browser_mouse_move_xy", x=30, y=265) == {
        "x": 30,
        "y": 265,
        "steps": 1,
        "modal": None,
    }
    assert ok(live, "browser_mouse_down") == {"button": "left", "modal": None}
    ok(live, "browser_mouse_move_xy", x=130, y=265, steps=4)
    assert js(live, "document.getElementById('zoom').textContent") == "Zoom: 100"
    assert ok(live, "browser_mouse_up") == {"button": "left", "modal": None}
    ok(live, "browser_mouse_move_xy", x=200, y=265)
    assert js(live, "document.getElementById('zoom').textContent") == "Zoom: 100"  # released


def test_down_and_up_with_the_right_button(live, playground) -> None:
    ok(live, "browser_mouse_move_xy", x=60, y=60)
    ok(live, "browser_mouse_down", button="right")
    ok(live, "browser_mouse_up", button="right")
    # On Linux the context menu opens on the press, as with a real mouse.
    assert (
        pad_log(live) == "Pad: mousedown 40,40 right; contextmenu 40,40 right; mouseup 40,40 right"
    )


def test_move_steps_send_several_mousemoves(live, playground) -> None:
    ok(live, "browser_mouse_move_xy", x=21, y=21)
    js(
        live,
        "window.moves = 0; document.getElementById('pad').addEventListener('mousemove', () => window.moves++)",
    )
    ok(live, "browser_mouse_move_xy", x=221, y=121, steps=10)
    assert js(live, "window.moves") == 10
    assert js(live, "document.getElementById('pad').dataset.last") == "201,101"


def test_drag_xy(live, playground) -> None:
    data = ok(live, "browser_mouse_drag_xy", start_x=30, start_y=265, end_x=230, end_y=265, steps=8)
    assert data == {
        "start_x": 30,
        "start_y": 265,
        "end_x": 230,
        "end_y": 265,
        "steps": 8,
        "modal": None,
    }
    assert js(live, "document.getElementById('zoom').textContent") == "Zoom: 200"


def test_wheel_scrolls_the_page(live, playground) -> None:
    ok(live, "browser_mouse_move_xy", x=600, y=400)
    assert ok(live, "browser_mouse_wheel", delta_x=0, delta_y=400) == {
        "delta_x": 0,
        "delta_y": 400,
        "modal": None,
    }
    wait_until(
        lambda: js(live, "window.scrollY") == 400,
        timeout=live.timeout,
        message=lambda: f"window.scrollY is {js(live, 'window.scrollY')}, not 400",
    )


@pytest.mark.parametrize(
    ("tool", "arguments", "message"),
    [
        (
            "browser_mouse_click_xy",
            {"x": 1280, "y": 1},
            "argument 'x' must be from 0 up to (not including) 1280",
        ),
        (
            "browser_mouse_click_xy",
            {"x": 1, "y": -1},
            "argument 'y' must be from 0 up to (not including) 720",
        ),
        (
            "browser_mouse_click_xy",
            {"x": "left", "y": 1},
            "argument 'x' must be a number, got 'left' (str)",
        ),
        (
            "browser_mouse_click_xy",
            {"x": True, "y": 1},
            "argument 'x' must be a number, got True (bool)",
        ),
        (
            "browser_mouse_click_xy",
            {"x": 1, "y": 1, "button": "back"},
            "argument 'button' must be one of 'left', 'right', 'middle'",
        ),
        (
            "browser_mouse_move_xy",
            {"x": 1, "y": 5000},
            "argument 'y' must be from 0 up to (not including) 720",
        ),
        (
            "browser_mouse_move_xy",
            {"x": 1, "y": 1, "steps": 0},
            "argument 'steps' must be from 1 to 100, got 0",
        ),
        (
            "browser_mouse_move_xy",
            {"x": 1, "y": 1, "steps": 2.5},
            "argument 'steps' must be an integer",
        ),
        ("browser_mouse_down", {"button": "side"}, "argument 'button' must be one of"),
        ("browser_mouse_up", {"button": "side"}, "argument 'button' must be one of"),
        (
            "browser_mouse_drag_xy",
            {"start_x": 1, "start_y": 1, "end_x": 1300, "end_y": 1},
            "argument 'end_x' must be from 0",
        ),
        (
            "browser_mouse_drag_xy",
            {"start_x": -1, "start_y": 1, "end_x": 1, "end_y": 1},
            "argument 'start_x' must be from 0",
        ),
        (
            "browser_mouse_drag_xy",
            {"start_x": 1, "start_y": 1, "end_x": 1, "end_y": 1, "steps": 101},
            "argument 'steps' must be from 1 to 100",
        ),
        (
            "browser_mouse_wheel",
            {"delta_x": 0, "delta_y": "down"},
            "argument 'delta_y' must be a number",
        ),
        (
            "browser_mouse_wheel",
            {"delta_x": math.inf, "delta_y": 0},
            "argument 'delta_x' must be a finite number of pixels",
        ),
    ],
)
def test_invalid_arguments(
    live, playground, tool: str, arguments: dict[str, Any], message: str
) -> None:
    assert error(live, tool, "invalid_params", **arguments).startswith(message)


def test_the_range_follows_the_viewport(live, playground) -> None:
    page = live.instance(NAME).pages[playground]
    live.run(page.set_viewport_size({"width": 400, "height": 300}))
    try:
        message = error(live, "browser_mouse_click_xy", "invalid_params", x=500, y=10)
        assert message.startswith("argument 'x' must be from 0 up to (not including) 400,")
        ok(live, "browser_mouse_click_xy", x=399, y=299)
    finally:
        live.run(page.set_viewport_size({"width": 1280, "height": 720}))


def test_a_click_that_opens_an_alert_reports_it_and_blocks(live, http_server) -> None:
    live.ok("browser_navigate", instance=NAME, url=http_server.url("/dialogs-js.html"))
    box = js(
        live,
        "(() => { const b = document.getElementById('alert').getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; })()",
    )
    data = ok(live, "browser_mouse_click_xy", x=box[0], y=box[1])
    assert data["modal"]["type"] == "alert"
    blocked = [
        ("browser_mouse_click_xy", {"x": 1, "y": 1}),
        ("browser_mouse_move_xy", {"x": 1, "y": 1}),
        ("browser_mouse_down", {}),
        ("browser_mouse_up", {}),
        ("browser_mouse_drag_xy", {"start_x": 1, "start_y": 1, "end_x": 2, "end_y": 2}),
        ("browser_mouse_wheel", {"delta_x": 0, "delta_y": 10}),
    ]
    for tool, arguments in blocked:
        assert "resolve it with browser_handle_dialog first" in error(
            live, tool, "modal_state_blocked", **arguments
        )
    ok(live, "browser_handle_dialog", accept=True)
    ok(live, "browser_mouse_move_xy", x=1, y=1)


def test_unknown_pages(live, playground) -> None:
    for tool, arguments in [
        ("browser_mouse_click_xy", {"x": 1, "y": 1}),
        ("browser_mouse_move_xy", {"x": 1, "y": 1}),
        ("browser_mouse_down", {}),
        ("browser_mouse_up", {}),
        ("browser_mouse_drag_xy", {"start_x": 1, "start_y": 1, "end_x": 2, "end_y": 2}),
        ("browser_mouse_wheel", {"delta_x": 0, "delta_y": 1}),
    ]:
        error(live, tool, "page_not_found", page_id="page-gone", **arguments)
        live.error(tool, "instance_not_found", instance="nobody", **arguments)
