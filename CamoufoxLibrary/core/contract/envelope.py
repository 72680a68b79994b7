"""Response envelopes and the operation metadata every tool call carries."""

from __future__ import annotations

import time
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Operation:
    """What one tool call acted on, and its deadline.

    Targeting fills in ``page_id``/``frame_id`` as it resolves them, so an error
    envelope still says which page a failed call was working on, and ``elements``
    (each element argument's Locator), so a timed-out action can say what blocked it.
    """

    tool: str
    budget: float  # seconds this call may take in all
    page_id: str | None = None
    frame_id: str | None = None
    started: float = field(default_factory=time.perf_counter)
    elements: dict[str, Any] = field(default_factory=dict)  # argument -> Locator
    # Selectors healed in this call (core/healing/): old selector -> what replaced it.
    healed: dict[str, dict[str, Any]] = field(default_factory=dict)

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def remaining(self) -> float:
        """Seconds left before the deadline (never below zero)."""
        return max(0.0, self.budget - self.elapsed())

    def playwright_timeout(self) -> float:
        """A Playwright ``timeout=`` (ms) that expires just before our own deadline.

        Playwright's errors say what it was waiting for; ours can only say time is up,
        so Playwright gets the first chance to fail.
        """
        return max(1.0, (self.remaining() - 0.25) * 1000)

    def metadata(self) -> dict[str, Any]:
        found = {
            "tool": self.tool,
            "page_id": self.page_id,
            "frame_id": self.frame_id,
            "elapsed_ms": round(self.elapsed() * 1000, 1),
        }
        if self.healed:
            found["healed"] = list(self.healed.values())
        return found


_current: ContextVar[Operation | None] = ContextVar("camoufox_operation", default=None)


def current_operation() -> Operation:
    """The operation of the tool call running in this task (a detached one outside tools)."""
    op = _current.get()
    return op if op is not None else Operation(tool="", budget=3600.0)


def start_operation(op: Operation) -> Any:
    return _current.set(op)


def end_operation(token: Any) -> None:
    _current.reset(token)


def success(instance: str | None, data: dict[str, Any], op: Operation) -> dict[str, Any]:
    return {"status": "success", "instance": instance, "data": data, "operation": op.metadata()}


def error(
    instance: str | None,
    error_type: str,
    message: str,
    op: Operation,
    cause: str | None = None,
) -> dict[str, Any]:
    """An error envelope; ``cause``, when there is one, is Playwright's own account of
    the failure (its call, timeout and call log), which the message leaves out."""
    found = {
        "status": "error",
        "instance": instance,
        "error_type": error_type,
        "message": message,
        "operation": op.metadata(),
    }
    if cause:
        found["cause"] = cause
    return found
