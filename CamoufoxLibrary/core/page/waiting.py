"""What the wait tools share on a page: a poll loop, and a dialog that opens while they
wait. Their time (the ``timeout`` checked, the window) is ``contract/deadlines.py``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

from ..contract.deadlines import Window
from ..contract.envelope import current_operation
from ..contract.errors import ModalStateBlocked
from .actions import blocked
from .targeting import Target

T = TypeVar("T")

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
