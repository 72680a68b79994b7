"""What the wait tools share (browser-free): times checked, the deadline grown by the
wait's timeout, the poll loop, and how an element state's look is judged."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.deadlines import check_seconds, timeout_extra_time, window
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.registry import REGISTRY
from CamoufoxLibrary.core.contract.vocabulary import ELEMENT_STATES
from CamoufoxLibrary.core.page.elementstate import holds
from CamoufoxLibrary.core.page.waiting import poll

WAITS = [
    "browser_wait_for_elements_state",
    "browser_wait_for_url",
    "browser_wait_for_function",
    "browser_wait_for_load_state",
]


@pytest.mark.parametrize("value", [None, 0, 0.5, 30])
def test_times_that_are_fine(value: float | None) -> None:
    check_seconds("timeout", value)


@pytest.mark.parametrize("value", [-1, -0.001, float("inf"), float("nan")])
def test_times_that_are_not(value: float) -> None:
    with pytest.raises(InvalidParams) as raised:
        check_seconds("timeout", value)
    assert "argument 'timeout' must be 0 or more seconds" in raised.value.message


def test_a_time_that_must_be_positive() -> None:
    with pytest.raises(InvalidParams) as raised:
        check_seconds("polling", 0, zero=False)
    assert "argument 'polling' must be a positive number of seconds" in raised.value.message


@pytest.mark.parametrize("tool", WAITS)
def test_every_wait_adds_its_timeout_to_its_deadline(tool: str) -> None:
    spec = REGISTRY[tool]
    assert spec.extra_time is timeout_extra_time
    assert "timeout" in spec.signature.parameters
    assert spec.signature.parameters["timeout"].default is None
    assert "wait_timeout" in spec.errors and "modal_state_blocked" in spec.errors


@pytest.mark.parametrize(
    ("arguments", "extra"),
    [
        ({}, 0),
        ({"timeout": None}, 0),
        ({"timeout": 5}, 5),
        ({"timeout": 0.5}, 0.5),
        ({"timeout": -1}, 0),
        ({"timeout": float("inf")}, 0),
    ],
)
def test_extra_time(arguments: dict[str, Any], extra: float) -> None:
    assert timeout_extra_time(arguments) == extra


def test_poll_looks_until_the_state_holds() -> None:
    seen = iter(["visible", "visible", "hidden"])

    async def look() -> tuple[bool, str]:
        word = next(seen)
        return word == "hidden", word

    async def run() -> tuple[bool, str]:
        return await poll(look, window(5))

    assert asyncio.run(run()) == (True, "hidden")


def test_poll_with_no_time_looks_once() -> None:
    looks: list[int] = []

    async def look() -> tuple[bool, str]:
        looks.append(1)
        return False, "visible"

    async def run() -> tuple[bool, str]:
        return await poll(look, window(0))

    assert asyncio.run(run()) == (False, "visible")
    assert looks == [1]


# (state, what a look saw, whether the state holds)
JUDGED = [
    ("hidden", "hidden", True),
    ("hidden", "detached", True),  # nothing there is not visible either
    ("hidden", "visible", False),
    ("visible", "detached", False),
    ("attached", "attached", True),
    ("attached", "detached", False),
    ("detached", "attached", False),
    ("readonly", "disabled", True),  # a disabled field cannot be edited
    ("editable", "disabled", False),
    ("enabled", "enabled", True),
    ("stable", "moving", False),
    ("focused", "not focused", False),
]


@pytest.mark.parametrize(("state", "seen", "held"), JUDGED)
def test_how_a_look_is_judged(state: Any, seen: str, held: bool) -> None:
    assert holds(state, seen) is held


def test_every_state_holds_when_seen_as_itself() -> None:
    assert all(holds(state, state) for state in ELEMENT_STATES)
