"""The shape of a JSON document a tool reads (a storage state, a HAR), checked as
Playwright's protocol checks it, so that a bad file fails naming the entry and field.

A shape is ``str``, ``bool``, ``float`` (any number), ``int`` (a whole number), ``Words``
(one of some strings), ``ListOf`` or ``Obj``. As in Playwright, a field that is absent
is not one that is null, and fields the shape does not name are ignored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..contract.errors import InvalidParams


@dataclass(frozen=True)
class Words:
    words: tuple[str, ...]


@dataclass(frozen=True)
class ListOf:
    item: Shape


@dataclass(frozen=True)
class Obj:
    fields: dict[str, Shape]
    required: frozenset[str] = field(default_factory=frozenset)


Shape = type | Words | ListOf | Obj

NAMES = {str: "a string", bool: "true or false", float: "a number", int: "a whole number"}


class ShapeError(ValueError):
    """``where`` (``cookies[0].name``) is not what the shape asks: ``what``."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}" if where else what)
        self.where = where
        self.what = what


def kind(value: Any) -> str:
    """A JSON value's kind, in JSON's words, with the value when it is short."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"a boolean ({json.dumps(value)})"
    if isinstance(value, (int, float)):
        return f"a number ({value!r})"
    if isinstance(value, str):
        return f"a string ({value!r})" if len(value) <= 40 else "a string"
    return "a list" if isinstance(value, list) else "an object"


def check(value: Any, shape: Shape, where: str = "") -> None:
    """Raises ``ShapeError`` at the first place ``value`` leaves ``shape``."""
    if isinstance(shape, Obj):
        if not isinstance(value, dict):
            raise ShapeError(where, f"must be an object, got {kind(value)}")
        for name, inner in shape.fields.items():
            at = f"{where}.{name}" if where else name
            if name in value:
                check(value[name], inner, at)
            elif name in shape.required:
                raise ShapeError(at, "is missing")
    elif isinstance(shape, ListOf):
        if not isinstance(value, list):
            raise ShapeError(where, f"must be a list, got {kind(value)}")
        for index, item in enumerate(value):
            check(item, shape.item, f"{where}[{index}]")
    elif isinstance(shape, Words):
        if value not in shape.words:
            raise ShapeError(where, f"must be one of {', '.join(shape.words)}, got {kind(value)}")
    elif not fits(value, shape):
        raise ShapeError(where, f"must be {NAMES[shape]}, got {kind(value)}")


def fits(value: Any, scalar: type) -> bool:
    if isinstance(value, bool) or scalar is bool:
        return isinstance(value, bool) and scalar is bool
    if scalar is float:
        return isinstance(value, (int, float))
    if scalar is int:  # JavaScript's Number.isInteger: 2.0 is whole
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    return isinstance(value, scalar)


def load(path: str, argument: str, what: str) -> tuple[Path, Any]:
    """A JSON file given as ``argument``, resolved and parsed; ``what`` names what it should be."""
    file = Path(path).expanduser().resolve()
    if not file.is_file():
        raise InvalidParams(f"argument '{argument}': file '{path}' does not exist")
    try:
        return file, json.loads(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise InvalidParams(f"argument '{argument}': '{path}' is not {what}: {exc}") from exc
