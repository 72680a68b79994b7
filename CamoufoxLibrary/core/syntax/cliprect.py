"""``clip`` of a screenshot: ``"x,y,width,height"`` in CSS pixels of the page, checked."""

from __future__ import annotations

import re

from ..contract.errors import InvalidParams

NUMBER = r"\s*(\d+(?:\.\d+)?)\s*"
RECT = re.compile(",".join([NUMBER] * 4))


def parse_clip(text: str | None) -> dict[str, float] | None:
    """Playwright's clip dict, or None; ``InvalidParams`` naming ``clip`` otherwise."""
    if text is None:
        return None
    match = RECT.fullmatch(text) if isinstance(text, str) else None
    if not match:
        raise InvalidParams(
            "argument 'clip' must be 'x,y,width,height' in pixels of the page (x and y 0 "
            f"or more, e.g. '0,0,800,600'), got {text!r}"
        )
    x, y, width, height = (float(value) for value in match.groups())
    if width == 0 or height == 0:
        raise InvalidParams(f"argument 'clip' must have a width and height above 0, got {text!r}")
    return {"x": x, "y": y, "width": width, "height": height}
