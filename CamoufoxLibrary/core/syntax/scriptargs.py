"""Values a caller hands a page script (``arg``, an event's ``init``), checked to be JSON.

Playwright serializes more than JSON (dates, regular expressions, handles), but a
value that would travel as something else than what the caller wrote is refused here,
naming the argument, the path inside it and the Python type, instead of reaching the
page as an empty object or failing deep inside the driver.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ..contract.errors import InvalidParams


def jsonable_problem(
    value: Any, path: str = "", within: frozenset[int] = frozenset()
) -> str | None:
    """Where and why ``value`` is not JSON (``"['a'][2] is of type set"``), or None.

    ``within`` holds the ids of the containers above ``value``: one that contains
    itself is named, not recursed into until Python gives up.
    """
    if value is None or isinstance(value, (str, bool, int)):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{where(path)} is {value!r}, not a JSON number"
    if isinstance(value, (Mapping, Sequence)) and not isinstance(value, (str, bytes, bytearray)):
        if id(value) in within:
            return f"{where(path)} contains itself"
        within = within | {id(value)}
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{where(path)} has key {key!r} of type {type(key).__name__}, not text"
            problem = jsonable_problem(item, f"{path}[{key!r}]", within)
            if problem:
                return problem
        return None
    if isinstance(value, Sequence) and not isinstance(value, (bytes, bytearray)):
        for index, item in enumerate(value):
            problem = jsonable_problem(item, f"{path}[{index}]", within)
            if problem:
                return problem
        return None
    return f"{where(path)} is of type {type(value).__name__}"


def where(path: str) -> str:
    return f"the value at {path}" if path else "the value"


def check_jsonable(value: Any, argument: str) -> Any:
    """``value`` when it is JSON (objects with text keys, arrays, text, numbers, true,
    false, null); else ``InvalidParams`` naming ``argument``."""
    problem = jsonable_problem(value)
    if problem:
        raise InvalidParams(
            f"argument '{argument}' must be JSON-able (a dictionary, list, text, number, "
            f"boolean or None): {problem}"
        )
    return value
