"""Calling a single-shot check again and again until it passes or its time is over."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import timedelta
from typing import TypeVar

from ..errors import CamoufoxError

T = TypeVar("T")

# Failures worth another try: the state does not hold yet, or a selector's element has
# not appeared yet. Everything else (stale_ref: a ref never comes back; invalid_params;
# modal_state_blocked; ...) fails at once.
RETRIED = ("verification_failed", "element_not_found")
FIRST_PAUSE = 0.1
MAX_PAUSE = 0.5


def retry(check: Callable[[], T], timeout: timedelta) -> T:
    """``check()`` once, or again until it passes or ``timeout`` is over (0: once).

    After the timeout the last failure is raised, its message saying how long the
    keyword retried.
    """
    limit = timeout.total_seconds()
    if limit < 0:
        raise CamoufoxError(
            "invalid_params", f"argument 'timeout' must not be negative, got {timeout}"
        )
    deadline = time.monotonic() + limit
    pause = FIRST_PAUSE
    while True:
        try:
            return check()
        except CamoufoxError as error:
            left = deadline - time.monotonic()
            if error.error_type not in RETRIED or left <= 0:
                if limit > 0 and error.error_type in RETRIED:
                    raise retried(error, limit) from None
                raise
        time.sleep(min(pause, max(left, 0.0)))
        pause = min(pause * 2, MAX_PAUSE)


def retried(error: CamoufoxError, seconds: float) -> CamoufoxError:
    """``error`` again, its message noting how long the keyword kept trying."""
    message = str(error).split(": ", 1)[-1]
    return type(error)(error.error_type, f"{message} (still so after retrying for {seconds:g} s)")
