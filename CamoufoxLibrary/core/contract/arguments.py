"""Checking a call's arguments against the tool's signature and type hints.

Bad input never reaches a tool: an unknown or missing argument, or a value of the
wrong type, is ``invalid_params`` naming the argument and what it takes. Words of a
closed set (a ``Literal`` of the vocabulary) are matched case-insensitively, as Robot
Framework matches them, and handed to the tool as the vocabulary spells them.
"""

from __future__ import annotations

import inspect
import math
import types
import typing
from typing import Any, Literal, Union

from . import errors
from .registry import ToolSpec


class _NoFit:
    """The value does not fit the type hint (None may well fit one)."""


NO_FIT = _NoFit()


def bind_arguments(spec: ToolSpec, arguments: dict[str, Any]) -> dict[str, Any]:
    """Checks names and types of ``arguments`` and fills in the defaults."""
    if not isinstance(arguments, dict):
        raise errors.InvalidParams(f"{spec.name}: arguments must be an object of named values")
    params = spec.signature.parameters
    unknown = [name for name in arguments if name not in params]
    if unknown:
        raise errors.InvalidParams(
            f"{spec.name} got unknown argument(s) {', '.join(map(repr, unknown))}; "
            f"it takes {', '.join(params)}"
        )
    missing = [
        name
        for name, param in params.items()
        if param.default is inspect.Parameter.empty and name not in arguments
    ]
    if missing:
        raise errors.InvalidParams(
            f"{spec.name} is missing required argument(s) {', '.join(map(repr, missing))}"
        )
    return {
        name: checked(name, arguments[name], spec.hints.get(name, Any))
        if name in arguments
        else param.default
        for name, param in params.items()
    }


def checked(name: str, value: Any, hint: Any) -> Any:
    """``value`` as the tool takes it; ``InvalidParams`` naming ``name`` when it does not fit."""
    conformed = conform(value, hint)
    if conformed is not NO_FIT:
        return conformed
    words = listed_words(hint)
    if words and isinstance(value, (list, tuple)):
        bad = next(item for item in value if literal_word(item, words) is NO_FIT)
        raise errors.InvalidParams(f"argument '{name}' may hold {', '.join(words)}; got {bad!r}")
    raise errors.InvalidParams(
        f"argument '{name}' must be {describe(hint)}, got {value!r} ({type(value).__name__})"
    )


def check_pixels(name: str, value: float) -> None:
    """A distance or position in CSS pixels: any finite number."""
    if not math.isfinite(value):
        raise errors.InvalidParams(
            f"argument '{name}' must be a finite number of pixels, got {value}"
        )


def listed_words(hint: Any) -> tuple[str, ...]:
    """The words of a ``list[Literal[...]]`` hint (``| None`` allowed), else ()."""
    for member in (
        typing.get_args(hint) if typing.get_origin(hint) in (Union, types.UnionType) else (hint,)
    ):
        if typing.get_origin(member) is list:
            (item,) = typing.get_args(member)
            if typing.get_origin(item) is Literal:
                return typing.get_args(item)
    return ()


def fits(value: Any, hint: Any) -> bool:
    return conform(value, hint) is not NO_FIT


def conform(value: Any, hint: Any) -> Any:
    """``value`` fitted to ``hint`` (a Literal word in its own spelling), or ``NO_FIT``."""
    if hint is Any:
        return value
    if hint is None or hint is type(None):
        return value if value is None else NO_FIT
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (Union, types.UnionType):
        for arg in args:
            conformed = conform(value, arg)
            if conformed is not NO_FIT:
                return conformed
        return NO_FIT
    if origin is Literal:
        return literal_word(value, args)
    if origin in (list, tuple):
        if not isinstance(value, (list, tuple)):
            return NO_FIT
        items = [conform(item, args[0]) for item in value]
        return NO_FIT if any(item is NO_FIT for item in items) else items
    if origin is dict or hint is dict:
        return value if isinstance(value, dict) else NO_FIT
    if hint is bool:
        return value if isinstance(value, bool) else NO_FIT
    if hint is int:
        return value if isinstance(value, int) and not isinstance(value, bool) else NO_FIT
    if hint is float:
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else NO_FIT
    if isinstance(hint, type):
        return value if isinstance(value, hint) else NO_FIT
    return value


def literal_word(value: Any, words: tuple[Any, ...]) -> Any:
    if value in words:
        return next(word for word in words if word == value)
    if isinstance(value, str):
        same = [w for w in words if isinstance(w, str) and w.casefold() == value.casefold()]
        if len(same) == 1:
            return same[0]
    return NO_FIT


def describe(hint: Any) -> str:
    """Human words for a type hint: ``str | None`` -> 'a string or null'."""
    if hint is None or hint is type(None):
        return "null"
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (Union, types.UnionType):
        return " or ".join(describe(arg) for arg in args)
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in args)
    if origin in (list, tuple):
        if args[0] is Any:
            return "a list"
        if typing.get_origin(args[0]) is Literal:
            return "a list of " + ", ".join(repr(a) for a in typing.get_args(args[0]))
        return f"a list of {describe(args[0]).removeprefix('a ').removeprefix('an ')}s"
    names = {
        str: "a string",
        int: "an integer",
        float: "a number",
        bool: "a boolean",
        dict: "an object",
    }
    if origin is dict:
        return "an object"
    return names.get(hint, getattr(hint, "__name__", str(hint)))
