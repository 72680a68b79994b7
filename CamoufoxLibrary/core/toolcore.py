"""ToolCore: the one entry point of the async tool core."""

from __future__ import annotations

import contextlib
import functools
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import tools as _tools  # noqa: F401 - importing registers every tool
from .browser.manager import InstanceManager
from .contract.calls import run_tool
from .contract.envelope import Operation, error
from .contract.errors import InvalidParams
from .contract.registry import REGISTRY, ToolRegistry, ToolSpec
from .contract.settings import Settings
from .contract.status import InstanceStatus
from .engines import processes
from .healing.facts import Malformed
from .page.blockers import explain

if TYPE_CHECKING:
    from playwright.async_api import Browser, Page


class ToolCore:
    """Every ``browser_*`` tool as an async method with its documented signature.

    ``await core.browser_navigate("main", "localhost:8000")`` and
    ``await core.call("browser_navigate", {"instance": "main", "url": ...})`` run the
    same code and return the same envelope. Nothing here raises for bad input: an
    unknown tool, a missing or unknown argument or a wrong type is an
    ``invalid_params`` envelope. ``toolcore.pyi`` declares the methods for IDEs and
    type checkers.

    ``ToolCore(timeout=5)`` takes the fields of ``Settings`` (or ``settings=``);
    ``registry`` is the set of tools it serves (all of them by default).
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        registry: ToolRegistry = REGISTRY,
        **options: Any,
    ) -> None:
        if settings is not None and options:
            raise TypeError("give settings or its fields as keyword arguments, not both")
        self.registry = registry
        self.manager = InstanceManager(settings or Settings(**options))
        for spec in registry.specs():
            setattr(self, spec.name, self._bind(spec))

    @property
    def settings(self) -> Settings:
        return self.manager.settings

    def _bind(self, spec: ToolSpec) -> Any:
        @functools.wraps(spec.func)
        async def method(*args: Any, **kwargs: Any) -> dict[str, Any]:
            try:
                bound = spec.signature.bind_partial(*args, **kwargs)
            except TypeError as exc:
                return error(
                    None, InvalidParams.error_type, f"{spec.name}: {exc}", Operation(spec.name, 0)
                )
            return await run_tool(spec, self.manager, dict(bound.arguments), explain)

        method.__signature__ = spec.signature  # type: ignore[attr-defined]
        return method

    def tool_names(self) -> list[str]:
        return self.registry.names()

    def tool_spec(self, name: str) -> ToolSpec:
        return self.registry[name]

    def budget(self, name: str, arguments: dict[str, Any]) -> float:
        """Seconds a call of tool ``name`` with ``arguments`` may take at most."""
        spec = self.registry.get(name)
        extra = 0.0
        if spec is not None and spec.extra_time is not None:
            # Bad arguments: the call itself will say so.
            with contextlib.suppress(TypeError, ValueError):
                extra = spec.extra_time(arguments)
        return self.settings.timeout + extra

    async def call(self, name: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
        """Runs the MCP-style request ``{"name": name, "arguments": arguments}``."""
        spec = self.registry.get(name)
        if spec is None:
            return error(
                None,
                InvalidParams.error_type,
                f"unknown tool '{name}'; tools: {', '.join(self.registry)}",
                Operation(str(name), 0),
            )
        return await run_tool(
            spec, self.manager, arguments if arguments is not None else {}, explain
        )

    async def dismiss_modals(self) -> list[str]:
        """Dismisses the dialogs and file choosers pending on any live instance.

        Returns what was dismissed, in words, for a front end to warn about.
        """
        dismissed = []
        for name, instance in list(self.manager.instances.items()):
            if self.manager.dead_reason(name):
                continue
            for modal in await instance.modals.dismiss_all():
                dismissed.append(
                    f"{modal.describe()} on page '{modal.page_id}' of instance '{name}'"
                )
        return dismissed

    async def trace_group(self, name: str) -> list[str]:
        """Opens a group named ``name`` in the trace of every instance recording one.

        Returns those instances, for ``trace_group_end``: how a front end names its own
        steps (the library: each keyword) in the traces.
        """
        opened = []
        for instance in list(self.manager.instances.values()):
            with contextlib.suppress(Exception):  # a browser that went away: no group
                if await instance.tracing.group(name):
                    opened.append(instance.name)
        return opened

    async def trace_group_end(self, names: list[str]) -> None:
        """Closes the innermost group of the traces of the instances ``names``."""
        for name in names:
            instance = self.manager.instances.get(name)
            if instance is not None:
                with contextlib.suppress(Exception):
                    await instance.tracing.group_end()

    def tracing_instances(self) -> list[str]:
        """The instances recording a trace now."""
        instances = list(self.manager.instances.items())  # read from the Robot thread too
        return [name for name, inst in instances if inst.tracing.trace is not None]

    # --- for a front end on another thread (the Robot library) --------------------

    def instance_names(self) -> tuple[str, ...]:
        """The instances' names, oldest first: a snapshot that any thread may take.

        One C-level copy of the manager's keys, so the loop cannot change them midway.
        """
        return tuple(self.manager.instances)

    async def instance_status(self, name: str) -> InstanceStatus | None:
        """The status of instance ``name``, or None when there is none.

        On the loop: finding that a browser died marks its instance dead and logs it.
        """
        instance = self.manager.instances.get(name)
        if instance is None:
            return None
        return InstanceStatus(
            name,
            self.manager.dead_reason(name),
            len(instance.pages),
            name in self.tracing_instances(),
        )

    async def instance_statuses(self) -> tuple[InstanceStatus, ...]:
        """The status of every instance, oldest first (one round trip for them all)."""
        statuses = [await self.instance_status(name) for name in self.instance_names()]
        return tuple(status for status in statuses if status is not None)

    def healing_problem(self) -> str | None:
        """Why the healing store cannot be used (corrupt, foreign), or None."""
        return self.manager.healer.store.problem

    async def save_healing(self) -> str | None:
        """Writes the fingerprints recorded since the last save to the healing store;
        returns a problem to report, else None."""
        return self.manager.healer.save()

    async def write_fingerprints(self, path: str, selectors: list[str]) -> int:
        """Writes the fingerprints of ``selectors`` (those recorded) into the healing store
        at ``path``, merged with what it holds; returns how many. ``InvalidParams`` when
        ``path`` holds a file that is no store of ours (nothing is written then)."""
        try:
            return self.manager.healer.store.write_to(Path(path), selectors)
        except Malformed as exc:
            raise InvalidParams(f"'{path}' is not a healing store: {exc}") from exc

    async def playwright_page(self, instance: str) -> Page:
        """The selected Playwright page of ``instance``: for raw-Playwright comparisons
        (bench), never for a tool's work."""
        return self.manager.get(instance).page(None)[1]

    async def playwright_browser(self, instance: str) -> Browser:
        """The Playwright browser of ``instance`` (bench, as ``playwright_page``)."""
        browser = self.manager.get(instance).browser
        if browser is None:
            raise ValueError(f"instance '{instance}' has a persistent context, no browser")
        return browser

    async def aclose(self) -> None:
        """Destroys every instance; no browser process of ours survives."""
        await self.manager.close_all()

    @staticmethod
    def end_browser_processes() -> list[int]:
        """Last resort at exit, without the event loop: kills every browser we started."""
        return processes.kill_tagged(processes.OWNER)
