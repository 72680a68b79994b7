"""A script's argument and an event's init must be JSON: the check names where it is not."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.syntax.scriptargs import check_jsonable, jsonable_problem


@pytest.mark.parametrize(
    "value",
    [None, 'it\'s "quoted"', 0, -1.5, True, [], {}, {"a": [1, {"b": None}]}, ("t", 1)],
)
def test_json_values_pass(value: object) -> None:
    assert check_jsonable(value, "arg") is value


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ({1, 2}, "the value is of type set"),
        ({"a": [1, b"x"]}, "the value at ['a'][1] is of type bytes"),
        ({1: "x"}, "the value has key 1 of type int, not text"),
        ([float("nan")], "the value at [0] is nan, not a JSON number"),
        (object(), "the value is of type object"),
    ],
)
def test_what_is_not_json_is_named_with_its_place_and_type(value: object, problem: str) -> None:
    assert jsonable_problem(value) == problem
    with pytest.raises(InvalidParams, match=r"argument 'init' must be JSON-able") as raised:
        check_jsonable(value, "init")
    assert str(raised.value).endswith(problem)


def test_a_value_that_contains_itself_is_named_not_recursed_into() -> None:
    loop: list[object] = [1]
    loop.append(loop)
    assert jsonable_problem(loop) == "the value at [1] contains itself"
    nest: dict[str, object] = {}
    nest["me"] = {"again": nest}
    assert jsonable_problem(nest) == "the value at ['me']['again'] contains itself"
    shared = [1, 2]
    assert jsonable_problem({"a": shared, "b": shared}) is None  # shared, not a loop
