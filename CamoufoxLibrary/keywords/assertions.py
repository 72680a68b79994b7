"""Assertion operators on getter keywords, from robotframework-assertion-engine.

``Get Text    css=h1    ==    Welcome`` reads the text and asserts it. With an
operator the whole read is tried again until the assertion holds or the retry time
is over (``retry_assertions_for``, 1 s unless set); each try reads anew, so a stale
value never passes. Without one the value is read once and returned. A failure is
``verification_failed: <the engine's words, which show the last value read>``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from assertionengine import (
    AssertionOperator,
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

# How the engine compares each kind of value a getter returns.
VERIFIERS: dict[str, Callable[..., Any]] = {
    "str": verify_assertion,
    "int": int_str_verify_assertion,
    "float": float_str_verify_assertion,
    "bool": bool_verify_assertion,
    "list": list_verify_assertion,
    "dict": dict_verify_assertion,
    "any": verify_assertion,
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
    try:
        if kind == "str":
            return verify_assertion(value, operator, expected, what, message, formatters)
        if kind == "list":
            expected = [expected] if isinstance(expected, str) else list(expected or [])
            return list_verify_assertion(list(value), operator, expected, what, message)
        return VERIFIERS[kind](value, operator, expected, what, message)
    except (ValueError, TypeError, AttributeError, RuntimeError) as misuse:
        raise CamoufoxError(
            "invalid_params", f"assertion_operator '{operator.value}' on {what}: {misuse}"
        ) from None
