"""Mouse tools: clicks, moves, presses, drags and wheel at viewport coordinates.

Coordinates are CSS pixels from the top-left corner of the page's viewport (what
``MouseEvent.clientX`` / ``clientY`` report in the main frame); they must lie inside
the viewport. Like the interaction tools, every action races the page's modal event:
one that opens a dialog returns at once and reports it in ``data["modal"]``.

On the camoufox engine with ``humanize`` (``browser_create_instance``), Camoufox's
browser itself moves the cursor along a human-like path for every move; nothing here
changes for it.
"""

from __future__ import annotations

import math
from typing import Any

from playwright.async_api import Page

from ..contract.arguments import check_pixels
from ..contract.errors import OF_PAGE, InvalidParams
from ..contract.registry import tool
from ..contract.vocabulary import Button, Expectation
from ..js import script
from ..page.actions import act, modal_data
from ..page.following import follow_errors, following
from ..page.targeting import PAGE, Aim, Target

MAX_STEPS = 100


async def viewport_size(page: Page) -> tuple[float, float]:
    """The viewport's width and height in CSS pixels."""
    size = page.viewport_size
    if size:
        return float(size["width"]), float(size["height"])
    seen = await page.evaluate(script("viewport_size"))
    return float(seen["width"]), float(seen["height"])


def check_point(
    names: tuple[str, str], point: tuple[float, float], size: tuple[float, float]
) -> None:
    """Raises invalid_params naming the coordinate outside ``0 <= value < size``."""
    for name, value, limit, side in zip(names, point, size, ("width", "height"), strict=True):
        if not (math.isfinite(value) and 0 <= value < limit):
            raise InvalidParams(
                f"argument '{name}' must be from 0 up to (not including) {limit:g}, the "
                f"viewport's {side} in CSS pixels; got {value:g}"
            )


def check_steps(steps: int) -> None:
    if not 1 <= steps <= MAX_STEPS:
        raise InvalidParams(f"argument 'steps' must be from 1 to {MAX_STEPS}, got {steps}")


@tool(
    target=PAGE,
    errors=follow_errors(("invalid_params", "a coordinate outside the viewport"), *OF_PAGE),
    kind="acts",
)
async def browser_mouse_click_xy(
    aim: Aim,
    x: float,
    y: float,
    *,
    button: Button = "left",
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Click at viewport coordinates ``x``, ``y`` (CSS pixels) with the given button.

    Returns x, y, button and ``modal`` (a dialog or file chooser the click opened, or
    null).
    ``expect`` (popup, download, response or url) waits for what the click opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    """
    follow = following(aim, expect, expect_url, select)
    target = follow.target
    check_point(("x", "y"), (x, y), await viewport_size(target.page))
    async with follow:
        modal = await act(target, target.page.mouse.click(x, y, button=button))
    return {"x": x, "y": y, "button": button, "modal": modal_data(modal), **follow.data}


@tool(
    target=PAGE,
    errors=(
        ("invalid_params", "a coordinate outside the viewport, steps not 1 to 100"),
        *OF_PAGE,
    ),
    kind="acts",
)
async def browser_mouse_move_xy(aim: Aim, x: float, y: float, *, steps: int = 1) -> dict[str, Any]:
    """Move the mouse to viewport coordinates ``x``, ``y`` in ``steps`` mousemove events.

    ``steps`` (1 to 100) interpolates the path from the current position. Returns x, y,
    steps and ``modal``.
    """
    check_steps(steps)
    target = aim.resolve()
    check_point(("x", "y"), (x, y), await viewport_size(target.page))
    modal = await act(target, target.page.mouse.move(x, y, steps=steps), activates=False)
    return {"x": x, "y": y, "steps": steps, "modal": modal_data(modal)}


@tool(target=PAGE, errors=(*OF_PAGE,), kind="acts")
async def browser_mouse_down(target: Target, *, button: Button = "left") -> dict[str, Any]:
    """Press a mouse button at the mouse's current position (see browser_mouse_move_xy).

    Returns the button and ``modal``.
    """
    return await press(target, button, release=False)


@tool(target=PAGE, errors=(*OF_PAGE,), kind="acts")
async def browser_mouse_up(target: Target, *, button: Button = "left") -> dict[str, Any]:
    """Release a mouse button at the mouse's current position.

    Returns the button and ``modal``.
    """
    return await press(target, button, release=True)


async def press(target: Target, button: Button, *, release: bool) -> dict[str, Any]:
    """A button down or up where the mouse is, for browser_mouse_down and browser_mouse_up."""
    mouse = target.page.mouse
    modal = await act(target, (mouse.up if release else mouse.down)(button=button))
    return {"button": button, "modal": modal_data(modal)}


@tool(
    target=PAGE,
    errors=(
        ("invalid_params", "a coordinate outside the viewport, steps not 1 to 100"),
        *OF_PAGE,
    ),
    kind="acts",
)
async def browser_mouse_drag_xy(
    aim: Aim,
    start_x: float,
    start_y: float,
    end_x: float,
    end_y: float,
    *,
    button: Button = "left",
    steps: int = 5,
) -> dict[str, Any]:
    """Drag with the mouse: move to the start, press, move to the end in ``steps``, release.

    For widgets built on mouse or pointer events (sliders, canvases, sortable lists);
    HTML5 drag and drop needs browser_drag. Returns the four coordinates, steps and
    ``modal``.
    """
    check_steps(steps)
    target = aim.resolve()
    size = await viewport_size(target.page)
    check_point(("start_x", "start_y"), (start_x, start_y), size)
    check_point(("end_x", "end_y"), (end_x, end_y), size)
    mouse = target.page.mouse

    async def drag() -> None:
        await mouse.move(start_x, start_y)
        await mouse.down(button=button)
        await mouse.move(end_x, end_y, steps=steps)
        await mouse.up(button=button)

    modal = await act(target, drag())
    return {
        "start_x": start_x,
        "start_y": start_y,
        "end_x": end_x,
        "end_y": end_y,
        "steps": steps,
        "modal": modal_data(modal),
    }


@tool(
    target=PAGE,
    errors=(("invalid_params", "a delta that is not a finite number"), *OF_PAGE),
    kind="acts",
)
async def browser_mouse_wheel(aim: Aim, delta_x: float, delta_y: float) -> dict[str, Any]:
    """Turn the mouse wheel by ``delta_x``, ``delta_y`` pixels at the mouse's position.

    Positive ``delta_y`` scrolls down, positive ``delta_x`` right; the element under
    the mouse scrolls (move there first with browser_mouse_move_xy). The page scrolls
    asynchronously: wait for the result before checking it.
    """
    check_pixels("delta_x", delta_x)
    check_pixels("delta_y", delta_y)
    target = aim.resolve()
    modal = await act(target, target.page.mouse.wheel(delta_x, delta_y), activates=False)
    return {"delta_x": delta_x, "delta_y": delta_y, "modal": modal_data(modal)}
