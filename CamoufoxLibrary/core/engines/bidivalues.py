"""Values to and from WebDriver BiDi's script module: LocalValue out, RemoteValue in.

Our commands through the door (bididoor.py) give a script its arguments as BiDi
LocalValues and take its result as a RemoteValue: the browser serializes them itself,
so a page that replaced ``JSON`` cannot change what comes back. Pure: no browser.
"""

from __future__ import annotations

import math
from typing import Any

SPECIAL_NUMBERS = {"NaN": math.nan, "-0": -0.0, "Infinity": math.inf, "-Infinity": -math.inf}


def to_local(value: Any) -> dict[str, Any]:
    """A JSON-like Python value as a BiDi LocalValue."""
    if value is None:
        return {"type": "null"}
    if isinstance(value, bool):
        return {"type": "boolean", "value": value}
    if isinstance(value, (int, float)):
        if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
            return {
                "type": "number",
                "value": "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity"),
            }
        return {"type": "number", "value": value}
    if isinstance(value, str):
        return {"type": "string", "value": value}
    if isinstance(value, (list, tuple)):
        return {"type": "array", "value": [to_local(item) for item in value]}
    if isinstance(value, dict):
        return {"type": "object", "value": [[str(k), to_local(v)] for k, v in value.items()]}
    raise TypeError(f"{type(value).__name__} is not a value a page script takes")


def from_remote(remote: dict[str, Any]) -> Any:
    """A BiDi RemoteValue as a Python value: JSON's types (undefined is None); anything
    else (a node, a function, a promise...) is None too."""
    kind = remote.get("type")
    if kind in ("null", "undefined"):
        return None
    if kind in ("boolean", "string"):
        return remote["value"]
    if kind == "number":
        value = remote["value"]
        return SPECIAL_NUMBERS.get(value, value) if isinstance(value, str) else value
    if kind == "array":
        return [from_remote(item) for item in remote.get("value", [])]
    if kind == "object":
        return {
            key if isinstance(key, str) else str(from_remote(key)): from_remote(item)
            for key, item in remote.get("value", [])
        }
    return None
