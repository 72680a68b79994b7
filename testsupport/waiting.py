"""``wait_until``: polls a condition for tests, instead of a fixed sleep."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_until(
    predicate: Callable[[], T],
    timeout: float = 10.0,
    interval: float = 0.05,
    message: str | Callable[[], str] | None = None,
) -> T:
    """Calls ``predicate`` until it returns something truthy, and returns that.

    Fails with ``AssertionError(message)`` when it still does not after ``timeout``
    seconds; the last call is made after the deadline. ``message`` may be a callable,
    called then, to describe the state at the timeout. An exception ``predicate``
    raises ends the wait at once.
    """
    deadline = time.monotonic() + timeout
    while True:
        expired = time.monotonic() >= deadline
        value = predicate()
        if value:
            return value
        if expired:
            text = message() if callable(message) else message
            raise AssertionError(text or f"condition did not hold within {timeout:g} s")
        time.sleep(interval)
