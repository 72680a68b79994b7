"""What the wait tools share on a page: a poll loop, a dialog that opens while they
wait, and the healing of a waited-for selector. Their time (the ``timeout`` checked, the window) is ``contract/deadlines.py``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

from ..contract.deadlines import Window
from ..contract.envelope import current_operation
from ..contract.errors import ModalStateBlocked
from ..contract.vocabulary import ElementState
from .actions import blocked
from .targeting import HEAL_AFTER_MS, Target, heal, parse_ref

T = TypeVar("T")

# The states a selector that matches nothing is in: a wait for them never heals.
ABSENT: tuple[ElementState, ...] = ("detached", "hidden")
# Pauses between two looks: quick at first (most waits end soon), then steady.
FIRST_PAUSE = 0.02
MAX_PAUSE = 0.1


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
    pending = target.instance.modals.pending(target.page_id)
    if pending is not None:
        wait.close()  # never started: no "coroutine was never awaited" warning
        raise blocked(target, pending)
    task = asyncio.ensure_future(wait)
    result, modal = await target.instance.modals.until_modal(target.page_id, task)
    if modal is None:
        return result  # type: ignore[return-value]  # (result, None): the wait finished
    task.cancel()
    raise ModalStateBlocked(
        f"{current_operation().tool} stopped waiting: {modal.describe()} opened on page "
        f"'{target.page_id}'; resolve it with {modal.resolver()}, then wait again"
    )


class WaitHealing:
    """Healing of a waited-for selector that matches nothing (core/healing/): not for
    ``detached`` or ``hidden``, which its absence satisfies; tried once the selector
    has been missing for ``HEAL_AFTER_MS``, and again after each such moment."""

    def __init__(self, target: Target, ref: str, state: ElementState) -> None:
        self.target = target
        self.selector = ref
        self.why = ""
        self.on = (
            state not in ABSENT and parse_ref(ref) is None and target.instance.healer.heals(ref)
        )
        self.next_try = time.monotonic() + HEAL_AFTER_MS / 1000

    async def healed(self) -> bool:
        """Whether the selector was healed now (``selector`` is then the new one)."""
        if not self.on or time.monotonic() < self.next_try:
            return False
        healed, self.why = await heal(self.target, self.selector)
        self.next_try = time.monotonic() + HEAL_AFTER_MS / 1000
        if healed is None:
            return False
        self.selector, self.on = healed, False
        return True

    def why_not(self) -> str:
        return f"; healing found no replacement: {self.why}" if self.why else ""
