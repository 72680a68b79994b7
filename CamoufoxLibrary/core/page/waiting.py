"""What the wait tools share: their timeout checked and added to the deadline, the
window a wait runs in, a poll loop, and a dialog that opens while they wait.

A wait's ``timeout`` (seconds) is its own: the tool's deadline is the library timeout
plus it (``timeout_extra_time``), so a wait never ends in ``operation_timeout`` while
the page answers. Without one a wait takes what the library timeout leaves.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, TypeVar

from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams, ModalStateBlocked
from .actions import blocked
from .targeting import Target

T = TypeVar("T")

# Pauses between two looks: quick at first (most waits end soon), then steady.
FIRST_PAUSE = 0.02
MAX_PAUSE = 0.1


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


async def poll(look: Callable[[], Awaitable[tuple[bool, T]]], within: Window) -> tuple[bool, T]:
    """``look()`` until it says the state holds or the window is over (at least once).

    Returns whether it held, and what the last look saw.
    """
    pause = FIRST_PAUSE
    while True:
        held, seen = await look()
        left = within.left()
        if held or left <= 0:
            return held, seen
        await asyncio.sleep(min(pause, left))
        pause = min(pause * 2, MAX_PAUSE)


async def unless_modal(target: Target, wait: Coroutine[Any, Any, T]) -> T:
    """Runs ``wait``, ending it with ``modal_state_blocked`` when a dialog or file
    chooser opens on the page: nothing on the page moves until that is resolved."""
    pending = target.instance.pending_modal(target.page_id)
    if pending is not None:
        wait.close()  # never started: no "coroutine was never awaited" warning
        raise blocked(target, pending)
    task = asyncio.ensure_future(wait)
    result, modal = await target.instance.until_modal(target.page_id, task)
    if modal is None:
        return result  # type: ignore[return-value]  # (result, None): the wait finished
    task.cancel()
    raise ModalStateBlocked(
        f"{current_operation().tool} stopped waiting: {modal.describe()} opened on page "
        f"'{target.page_id}'; resolve it with {modal.resolver()}, then wait again"
    )
