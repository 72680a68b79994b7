"""The Robot side's one way into the core: tools run, questions asked, the current instance.

The library, its keywords and its services reach the core only here. Every call
crosses to the bridge's loop thread and is waited for by one rule: the core's own
deadline for it plus ``BRIDGE_GRACE`` (the core answers first; the grace only guards
against a wedged loop). A tool's deadline is its budget (the library timeout plus the
tool's extra time); dismissing pending modals may take the library timeout; a status,
a trace group or saving the healing store is bookkeeping, with no deadline of its own.
What needs no round trip (the instances' names, those tracing) is read here directly.

The door also knows the current instance, the one ``instance=None`` means: the last
created or switched to, else the newest left when it is destroyed.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from ..core import ToolCore
from ..core.contract.status import InstanceStatus
from .bridge import BRIDGE_GRACE, Bridge, LogSink
from .errors import CamoufoxError

T = TypeVar("T")
HealWatcher = Callable[[list[dict[str, Any]]], None]
NO_DEADLINE = 0.0  # bookkeeping on the loop: only the grace


class Door:
    def __init__(self, core: ToolCore, log_sink: LogSink | None = None) -> None:
        self.core = core
        self.bridge = Bridge(log_sink=log_sink)
        self.bridge.on_shutdown(core.aclose)
        self.current_instance: str | None = None
        self._heal_watchers: list[HealWatcher] = []

    def _wait(self, coro: Coroutine[Any, Any, T], deadline: float = NO_DEADLINE) -> T:
        """The one rule: ``TimeoutError`` once the core's ``deadline`` and the grace are over."""
        return self.bridge.run(coro, timeout=deadline + BRIDGE_GRACE)

    @property
    def running(self) -> bool:
        """Whether the loop runs: before the first call, nothing could have happened."""
        return self.bridge.running

    # --- tools -----------------------------------------------------------------------

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """The tool's envelope; ``operation_timeout`` when the core does not answer.

        A heal the envelope reports (``operation.healed``) goes to every heal watcher.
        """
        try:
            envelope = self._wait(
                self.core.call(tool, arguments), self.core.budget(tool, arguments)
            )
        except TimeoutError as exc:
            raise CamoufoxError("operation_timeout", str(exc)) from None
        healed = envelope["operation"].get("healed")
        if healed:
            for watcher in self._heal_watchers:
                watcher(healed)
        return envelope

    def on_heal(self, watcher: HealWatcher) -> None:
        self._heal_watchers.append(watcher)

    # --- questions, on the loop (finding a dead browser is noted there) ----------------

    def instance_status(self, name: str) -> InstanceStatus | None:
        return self._wait(self.core.instance_status(name))

    def instance_statuses(self) -> tuple[InstanceStatus, ...]:
        """Every instance's status, in one round trip."""
        return self._wait(self.core.instance_statuses())

    def dismiss_modals(self) -> list[str]:
        """Dismisses what is pending on any instance; returns it in words."""
        return self._wait(self.core.dismiss_modals(), self.core.settings.timeout)

    def trace_group(self, name: str) -> list[str]:
        """Opens a group in every trace recording now; returns their instances."""
        return self._wait(self.core.trace_group(name))

    def trace_group_end(self, names: list[str]) -> None:
        self._wait(self.core.trace_group_end(names))

    def save_healing(self) -> str | None:
        """Keeps the fingerprints recorded so far; returns a problem to warn of, or None."""
        return self._wait(self.core.save_healing())

    # --- snapshots, no round trip ------------------------------------------------------

    def instance_names(self) -> tuple[str, ...]:
        return self.core.instance_names()

    def tracing_instances(self) -> list[str]:
        return self.core.tracing_instances()

    def healing_problem(self) -> str | None:
        return self.core.healing_problem()

    def set_timeout(self, seconds: float) -> None:
        """The library timeout, every tool's deadline from now on."""
        self.core.settings.set_timeout(seconds)

    # --- the current instance ----------------------------------------------------------

    def created(self, name: str) -> None:
        self.current_instance = name

    def destroyed(self, name: str) -> None:
        if self.current_instance == name:
            remaining = [n for n in self.instance_names() if n != name]
            self.current_instance = remaining[-1] if remaining else None

    # --- the end -----------------------------------------------------------------------

    def shutdown(self) -> None:
        """Closes every instance on the loop, then stops it."""
        self.bridge.shutdown()

    @staticmethod
    def end_browser_processes() -> list[int]:
        """Last resort at exit, without the loop: kills every browser we started."""
        return ToolCore.end_browser_processes()
