"""Assertion operators on getter keywords, from robotframework-assertion-engine.

``Get Text    css=h1    ==    Welcome`` reads the text and asserts it. With an
operator the whole read is tried again until the assertion holds or the retry time
is over (``retry_assertions_for``, 1 s unless set); each try reads anew, so a stale
value never passes. Without one the value is read once and returned. A failure is
``verification_failed: <the engine's words, which show the last value read>``.
"""

from __future__ import annotations

import ast
import json
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from assertionengine import (
    AssertionOperator,
    assertion_engine,
    bool_verify_assertion,
    dict_verify_assertion,
    float_str_verify_assertion,
    int_str_verify_assertion,
    list_verify_assertion,
    verify_assertion,
)
from assertionengine.assertion_formatter import FormatRules

from ..errors import CamoufoxAssertionError, CamoufoxError
from .retrying import FIRST_PAUSE, MAX_PAUSE, RETRIED

DEFAULT_RETRY = timedelta(seconds=1)

# How the engine compares each kind of value a getter returns; "any" compares a value as
# the kind it is (kind_of), for getters whose value has no one type (Get Property).
VERIFIERS: dict[str, Callable[..., Any]] = {
    "str": verify_assertion,
    "int": int_str_verify_assertion,
    "float": float_str_verify_assertion,
    "bool": bool_verify_assertion,
    "list": list_verify_assertion,
    "dict": dict_verify_assertion,
}
FORMATTERS = tuple(FormatRules)


def check_retry(retry_for: timedelta) -> timedelta:
    """A retry time as given; a negative one is ``invalid_params``."""
    if retry_for.total_seconds() < 0:
        raise CamoufoxError(
            "invalid_params", f"retry_assertions_for must not be negative, got {retry_for}"
        )
    return retry_for


def check_formatters(names: list[str]) -> list[Callable[[Any], Any]]:
    """The engine's formatter functions for ``names`` (``strip``, ``normalize spaces``, ...)."""
    unknown = [name for name in names if name.lower() not in FormatRules]
    if unknown:
        raise CamoufoxError(
            "invalid_params",
            f"unknown assertion formatter(s) {', '.join(map(repr, unknown))}; "
            f"formatters: {', '.join(FORMATTERS)}",
        )
    return [FormatRules[name.lower()] for name in names]


def assert_value(
    read: Callable[[], Any],
    kind: str,
    operator: AssertionOperator | None,
    expected: Any,
    message: str | None,
    *,
    what: str,
    retry_for: timedelta,
    formatters: list[Callable[[Any], Any]] | None = None,
) -> Any:
    """``read()`` once without ``operator``; with it, read until the assertion holds.

    ``what`` names the value in the failure (``text of css=h1``); ``message``, when
    given, replaces the engine's words (``{value}`` and ``{expected}`` fill in). Returns
    what the engine returns: the value (formatted), or for ``then`` the evaluated
    expression. A read that fails because the element is not there yet is tried
    again; any other failure ends the retry at once.
    """
    if operator is None:
        if expected is not None:
            raise CamoufoxError(
                "invalid_params",
                f"assertion_expected {expected!r} needs an assertion_operator such as == or *=",
            )
        return read()
    if expected is None and operator not in UNORDERED:
        raise CamoufoxError(
            "invalid_params",
            f"assertion_operator '{operator.value}' needs an assertion_expected value after "
            "it (in Robot data a value that starts with '#' is a comment: write \\#)",
        )
    deadline = time.monotonic() + max(retry_for.total_seconds(), 0.0)
    pause = FIRST_PAUSE
    while True:
        try:
            value = read()
            return verdict(kind, value, operator, expected, what, message, formatters)
        except AssertionError as failure:
            last: CamoufoxError = CamoufoxAssertionError("verification_failed", str(failure))
        except CamoufoxError as failure:
            if failure.error_type not in RETRIED:
                raise
            last = failure
        left = deadline - time.monotonic()
        if left <= 0:
            raise last
        time.sleep(min(pause, left))
        pause = min(pause * 2, MAX_PAUSE)


def verdict(
    kind: str,
    value: Any,
    operator: AssertionOperator,
    expected: Any,
    what: str,
    message: str | None,
    formatters: list[Callable[[Any], Any]] | None,
) -> Any:
    """The engine's check of one value; a misuse of an operator is ``invalid_params``."""
    if kind == "any":
        kind = kind_of(value)
    try:
        if value is None and operator not in TAKE_NONE:
            absent(value, operator, expected, what, message)
        if kind == "str":
            return verify_assertion(value, operator, expected, what, message, formatters)
        if kind == "list":
            return verify_list(list(value), operator, as_list(expected, operator), what, message)
        if kind == "dict":
            expected = literal(expected, dict, operator)
        elif kind == "bool":
            expected = checked_word(expected)
        return VERIFIERS[kind](value, operator, expected, what, message)
    except (ValueError, TypeError, AttributeError, RuntimeError) as misuse:
        raise CamoufoxError(
            "invalid_params", f"assertion_operator '{operator.value}' on {what}: {misuse}"
        ) from None


# Operators that compare None as it is (an absent attribute is ``== ${None}``); the
# others fail on None as on any value that does not match, so the read is retried.
TAKE_NONE = tuple(AssertionOperator[name] for name in ("==", "!=", "validate", "then"))
EVALUATING = tuple(AssertionOperator[name] for name in ("validate", "then"))
UNORDERED = tuple(AssertionOperator[name] for name in ("==", "!="))
# What a checkbox's state is called in Robot tests, besides Robot's true and false words.
CHECKED_WORDS = {"checked": True, "unchecked": False}


def kind_of(value: Any) -> str:
    """How a value of any type compares (``kind="any"``): numbers as numbers, and so on."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "float"
    if isinstance(value, dict):
        return "dict"
    if isinstance(value, (list, tuple)):
        return "list"
    return "str"


def absent(value: None, operator: Any, expected: Any, what: str, message: str | None) -> None:
    """Fails as the engine words it: ``attribute x of id=a 'None' (None) should contain ...``."""
    words = assertion_engine.handlers[operator][1]
    assertion_engine.raise_error(message, expected, " ", what, words, value)


def literal(expected: Any, kind: type, operator: Any) -> Any:
    """A Python or JSON literal of ``kind`` written as text in Robot (``{'width': 800}``);
    anything else as it is. ``validate`` and ``then`` take their expression as text."""
    if not isinstance(expected, str) or operator in EVALUATING:
        return expected
    for parse in (ast.literal_eval, json.loads):
        try:
            parsed = parse(expected)
        except (ValueError, SyntaxError, TypeError):
            continue
        if isinstance(parsed, kind):
            return parsed
    return expected


def as_list(expected: Any, operator: Any) -> list[Any]:
    """The expected list: a list literal, or one text as a list of that text."""
    if isinstance(expected, str):
        parsed = literal(expected, (list, tuple), operator)
        return list(parsed) if not isinstance(parsed, str) else [parsed]
    return list(expected or [])


def verify_list(
    value: list[Any], operator: Any, expected: list[Any], what: str, message: str | None
) -> Any:
    """The engine's list check, and two it lacks: ``not contains`` (none of the items
    expected is there), and lists of dictionaries (selected options) compared regardless
    of order, which the engine's sort() cannot do."""
    if operator is AssertionOperator["not contains"]:
        if any(item in value for item in expected):
            assertion_engine.raise_error(message, expected, " ", what, "should not contain", value)
        return value
    if operator in UNORDERED and not all(isinstance(item, (str, int, float)) for item in value):
        value, expected = sorted(value, key=canonical), sorted(expected, key=canonical)
        return verify_assertion(value, operator, expected, what, message)
    return list_verify_assertion(value, operator, expected, what, message)


def canonical(item: Any) -> str:
    return json.dumps(item, sort_keys=True, default=str)


def checked_word(expected: Any) -> Any:
    """``checked`` / ``unchecked`` as True / False; other words as the engine reads them."""
    if isinstance(expected, str):
        return CHECKED_WORDS.get(expected.strip().lower(), expected)
    return expected
