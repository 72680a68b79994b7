"""``clip`` of browser_screenshot, parsed without a browser."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.syntax.cliprect import parse_clip


def test_a_clip_is_four_numbers() -> None:
    assert parse_clip(None) is None
    assert parse_clip(" 0, 10.5 ,800,600 ") == {"x": 0, "y": 10.5, "width": 800, "height": 600}


@pytest.mark.parametrize("text", ["0,0,800", "a,b,c,d", "-1,0,10,10", "0,0,10,10,10", ""])
def test_a_malformed_clip_names_the_argument(text: str) -> None:
    with pytest.raises(InvalidParams, match=r"argument 'clip' must be 'x,y,width,height'"):
        parse_clip(text)


def test_an_empty_clip_is_refused() -> None:
    with pytest.raises(InvalidParams, match="width and height above 0"):
        parse_clip("0,0,0,10")
