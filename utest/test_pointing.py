"""Where a click lands (position x,y or random) and the timing options, checked."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.syntax.pointing import (
    check_click_count,
    check_seconds,
    key_gaps,
    parse_position,
    point_in_box,
)


def test_positions_parse() -> None:
    assert parse_position(None) is None
    assert parse_position(" Random ") == "random"
    assert parse_position("5,10") == (5.0, 10.0)
    assert parse_position(" 2.5 , 0 ") == (2.5, 0.0)


@pytest.mark.parametrize("text", ["", "5", "5;10", "a,b", "5,10,1", "centre"])
def test_a_malformed_position_names_the_argument(text: str) -> None:
    with pytest.raises(InvalidParams, match=r"argument 'position' must be 'x,y'"):
        parse_position(text)


def test_a_point_must_lie_in_the_box() -> None:
    assert point_in_box((0, 100), 200, 100) == {"x": 0, "y": 100}
    with pytest.raises(
        InvalidParams, match=r"250,7 is outside the element, whose box is 200 x 100"
    ):
        point_in_box((250, 7), 200, 100)
    with pytest.raises(InvalidParams, match=r"argument 'position'"):
        point_in_box((-1, 7), 200, 100)


def test_random_points_stay_inside_and_differ() -> None:
    points = [point_in_box("random", 200, 100) for _ in range(200)]
    assert all(1 <= p["x"] <= 199 and 1 <= p["y"] <= 99 for p in points)
    assert len({(p["x"], p["y"]) for p in points}) > 190
    tiny = point_in_box("random", 1, 1)
    assert tiny == {"x": 0.5, "y": 0.5}


def test_delays_and_counts() -> None:
    assert check_seconds(0, "delay") == 0.0
    with pytest.raises(InvalidParams, match=r"argument 'jitter' must be zero or more seconds"):
        check_seconds(-0.01, "jitter")
    with pytest.raises(InvalidParams, match=r"argument 'delay' must be a number of seconds"):
        check_seconds(float("nan"), "delay")
    assert check_click_count(3) == 3
    with pytest.raises(InvalidParams, match=r"argument 'click_count' must be 1 or more"):
        check_click_count(0)


def test_key_gaps_vary_around_the_delay_and_never_go_below_zero() -> None:
    gaps = key_gaps(500, 0.08, 0.04)
    assert all(0.04 <= gap <= 0.12 for gap in gaps) and len(set(gaps)) > 400
    assert all(gap >= 0 for gap in key_gaps(100, 0.01, 0.05))
    assert key_gaps(3, 0, 0) == [0.0, 0.0, 0.0]
