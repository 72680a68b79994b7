"""A wait's time: its ``timeout`` checked and added to the deadline, and the window it runs in.

A wait's ``timeout`` (seconds) is its own: the tool's deadline is the library timeout
plus it (``timeout_extra_time``), so a wait never ends in ``operation_timeout`` while
the page answers. Without one a wait takes what the library timeout leaves.
"""

from __future__ import annotations

import asyncio
import math
from dataclasses import dataclass
from typing import Any

from .envelope import current_operation
from .errors import InvalidParams


def check_seconds(name: str, value: float | None, *, zero: bool = True) -> None:
    """``invalid_params`` for a time that is negative (or zero, unless ``zero``) or not finite."""
    if value is None:
        return
    if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
        least = "0 or more" if zero else "a positive number of"
        raise InvalidParams(f"argument '{name}' must be {least} seconds, got {value}")


def timeout_extra_time(args: dict[str, Any]) -> float:
    """A wait tool's ``extra_time``: its own ``timeout`` on top of the library timeout."""
    timeout = args.get("timeout")
    if not isinstance(timeout, (int, float)) or not math.isfinite(timeout):
        return 0.0  # none given, or one the tool rejects
    return max(float(timeout), 0.0)


@dataclass(frozen=True)
class Window:
    """How long one wait may take, and when it ends (event-loop time)."""

    seconds: float
    end: float

    def left(self) -> float:
        return max(0.0, self.end - asyncio.get_running_loop().time())

    def left_ms(self) -> float:
        """What is left as a Playwright ``timeout=``; never 0, which waits forever."""
        return max(1.0, self.left() * 1000)

    def words(self) -> str:
        """``5 s``: the wait's time, for its failure."""
        return f"{self.seconds:.3g} s"


def window(timeout: float | None) -> Window:
    """The wait's window from now: ``timeout`` seconds, or what the deadline leaves."""
    seconds = current_operation().playwright_timeout() / 1000 if timeout is None else timeout
    return Window(seconds, asyncio.get_running_loop().time() + seconds)
