"""Where in an element a click lands, and the timing options of clicks and keys, checked.

``position`` is ``"x,y"`` (CSS pixels from the element's top-left corner) or
``"random"``: a point inside the element's box, drawn anew for each click, so the
offsets a page records vary as a person's do (detection scripts read them).
"""

from __future__ import annotations

import math
import random
import re
from typing import Literal

from ..contract.errors import InvalidParams

RANDOM = "random"
POINT = re.compile(r"\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*")
# Random points keep this far from the edges, so a rounded coordinate stays inside.
EDGE = 1.0

Position = tuple[float, float] | Literal["random"]


def parse_position(text: str | None) -> Position | None:
    """``(x, y)``, ``"random"`` or None; ``InvalidParams`` naming ``position`` otherwise."""
    if text is None:
        return None
    if isinstance(text, str) and text.strip().lower() == RANDOM:
        return RANDOM
    match = POINT.fullmatch(text) if isinstance(text, str) else None
    if not match:
        raise InvalidParams(
            f"argument 'position' must be 'x,y' (pixels from the element's top-left "
            f"corner, e.g. '5,10') or 'random', got {text!r}"
        )
    return float(match[1]), float(match[2])


def point_in_box(position: Position, width: float, height: float) -> dict[str, float]:
    """The point to click in a box of ``width`` x ``height``: the one asked for, which must
    lie inside it (``InvalidParams`` naming ``position`` and the size), or a random one."""
    if position == RANDOM:
        margin_x, margin_y = min(EDGE, width / 2), min(EDGE, height / 2)
        return {
            "x": round(random.uniform(margin_x, width - margin_x), 2),
            "y": round(random.uniform(margin_y, height - margin_y), 2),
        }
    x, y = position
    if not (0 <= x <= width and 0 <= y <= height):
        raise InvalidParams(
            f"argument 'position': {x:g},{y:g} is outside the element, whose box is "
            f"{width:g} x {height:g} pixels (x from 0 to {width:g}, y from 0 to {height:g})"
        )
    return {"x": x, "y": y}


def check_seconds(value: float, argument: str) -> float:
    """A delay of zero or more seconds."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        raise InvalidParams(f"argument '{argument}' must be a number of seconds, got {value!r}")
    if value < 0:
        raise InvalidParams(f"argument '{argument}' must be zero or more seconds, got {value:g}")
    return float(value)


def check_click_count(count: int) -> int:
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise InvalidParams(f"argument 'click_count' must be 1 or more, got {count!r}")
    return count


def key_gaps(count: int, delay: float, jitter: float) -> list[float]:
    """Seconds to wait after each of ``count`` keys: ``delay`` give or take up to
    ``jitter`` (uniformly), never below zero."""
    return [max(0.0, delay + random.uniform(-jitter, jitter)) for _ in range(count)]
