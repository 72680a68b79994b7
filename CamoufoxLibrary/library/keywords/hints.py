"""Robot's own types where a keyword's shape names them by stand-ins.

``keywordspec`` imports no Robot, so its shapes type a ``Secret`` argument and an
assertion operator with stand-ins (``keywordspec/robottypes.py``); the keyword libdoc,
RobotCode and Robot's argument conversion read carries Robot's ``Secret`` and
assertion-engine's ``AssertionOperator`` instead. A hint without a stand-in is
returned as it is, the very object.
"""

from __future__ import annotations

import functools
import operator
import types
import typing
from typing import Any

from assertionengine import AssertionOperator
from robot.api.types import Secret

from ...keywordspec import robottypes

ROBOT_TYPES: dict[type, Any] = {
    robottypes.Secret: Secret,
    robottypes.AssertionOperator: AssertionOperator,
}


def names_a_stand_in(hint: Any) -> bool:
    return any(hint is stand_in for stand_in in ROBOT_TYPES) or any(
        names_a_stand_in(inner) for inner in typing.get_args(hint)
    )


def robot_hint(hint: Any) -> Any:
    """``hint`` with Robot's types for the stand-ins: ``Secret | str`` as Robot's."""
    if not names_a_stand_in(hint):
        return hint
    for stand_in, robot_type in ROBOT_TYPES.items():
        if hint is stand_in:
            return robot_type
    inner = tuple(robot_hint(arg) for arg in typing.get_args(hint))
    origin = typing.get_origin(hint)
    if origin is types.UnionType:
        return functools.reduce(operator.or_, inner)
    if origin is typing.Union:
        return typing.Union[inner]  # noqa: UP007  # a Literal among them: typing's Union
    return types.GenericAlias(origin, inner)  # dict[str, str | Secret]
