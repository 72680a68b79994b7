"""Robot's own types where the shared keyword shapes name them by stand-ins."""

from __future__ import annotations

from typing import Any, Literal

from assertionengine import AssertionOperator
from robot.api.types import Secret

from CamoufoxLibrary.keywordspec import robottypes
from CamoufoxLibrary.library.keywords.hints import robot_hint


def test_each_stand_in_becomes_robots_type_wherever_it_is_nested() -> None:
    assert robot_hint(robottypes.Secret) is Secret
    assert robot_hint(robottypes.Secret | str) == Secret | str
    assert robot_hint(dict[str, str | robottypes.Secret] | None) == dict[str, str | Secret] | None
    assert robot_hint(robottypes.AssertionOperator | None) == AssertionOperator | None
    assert robot_hint(int | Literal["NEW"] | robottypes.Secret) == int | Literal["NEW"] | Secret


def test_a_hint_without_a_stand_in_is_the_very_object() -> None:
    for hint in (str, int | Literal["NEW"] | None, dict[str, Any], list[str] | str | None):
        assert robot_hint(hint) is hint
