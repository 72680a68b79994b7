"""A Playwright trace per test (the import argument ``tracing``), its keywords as groups.

With ``tracing=on`` or ``retain-on-failure`` every instance records a trace while a
test runs: those alive when it starts, and those it creates. Each goes to
``${OUTPUT DIR}/traces/<suite>-<test>-<instance>.zip`` when the test ends (or when
the test destroys the instance); ``retain-on-failure`` keeps only the traces of
failed tests. The first keyword that fails unexpectedly links the traces in its log.
While any instance records a trace, every keyword that runs is a group in it,
named as the keyword and its arguments are written.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from robot.api import logger

from ..core.contract.status import InstanceStatus
from .keywords.outputs import log_trace_link, output_folder

if TYPE_CHECKING:
    from .camoufoxlibrary import CamoufoxLibrary

TRACES = "traces"
GROUP_LENGTH = 200  # characters of a group's name
GROUP_TIME = 5.0  # seconds a group may take to open or close, a status to come (a round trip)


def file_stem(text: str) -> str:
    return re.sub(r"[^\w.-]+", "_", text).strip("_")[:120] or "test"


class TestTraces:
    """The traces of the running test, for the library's listener."""

    def __init__(self, library: CamoufoxLibrary, mode: str, expected: Callable[[], bool]) -> None:
        self.library = library
        self.mode = mode
        self.failure_is_expected = expected  # inside Run Keyword And Expect Error, ...
        self.test: str | None = None
        self.traces: dict[str, Path] = {}  # instance -> where its trace of this test goes
        self.linked = False
        self.groups: list[list[str]] = []  # per running keyword: the instances with its group
        self.written: set[Path] = set()

    @property
    def on(self) -> bool:
        return self.mode != "off"

    # --- tests ------------------------------------------------------------------

    def start_test(self, name: str) -> None:
        if not self.on:
            return
        self.test, self.traces, self.linked = name, {}, False
        for status in self.statuses():
            self.trace(status)

    def instance_created(self, instance: str) -> None:
        if self.on and self.test is not None:
            for status in self.statuses():
                if status.name == instance:
                    self.trace(status)

    def statuses(self) -> tuple[InstanceStatus, ...]:
        """Every instance's status, asked on the loop (in one round trip): finding a
        dead browser marks its instance and logs, which only the loop thread may do."""
        library = self.library
        if not library.instance_names():
            return ()  # nothing to trace, no round trip
        try:
            return library.bridge.run(library.core.instance_statuses(), timeout=GROUP_TIME)
        except Exception as exc:  # a stuck loop: the next keyword will say so
            logger.debug(f"tracing=on: no instance status: {exc}")
            return ()

    def trace(self, status: InstanceStatus) -> None:
        """Starts the trace of an instance for the running test, unless it is dead or
        records one already."""
        if status.dead_reason or status.tracing:
            return
        instance = status.name
        path = self.new_path(instance)
        envelope = self.library.run_tool(
            "browser_start_tracing",
            {"instance": instance, "file_path": str(path), "title": self.test},
        )
        if envelope["status"] == "success":
            self.traces[instance] = path
        else:
            logger.warn(f"tracing=on: no trace of instance '{instance}': {envelope['message']}")

    def new_path(self, instance: str) -> Path:
        folder = output_folder(TRACES)
        stem = f"{file_stem(self.test or 'test')}-{file_stem(instance)}"
        path, number = folder / f"{stem}.zip", 1
        while path in self.written:  # two tests of one name in a run
            number += 1
            path = folder / f"{stem}-{number}.zip"
        self.written.add(path)
        return path

    def end_test(self, status: str) -> None:
        if not self.on or self.test is None:
            return
        keep = self.mode == "on" or status == "FAIL"
        alive = self.library.core.tracing_instances()
        for instance, path in self.traces.items():
            if instance in alive:
                arguments = {"instance": instance, "discard": not keep}
                self.library.run_tool("browser_stop_tracing", arguments)
            elif not keep:  # destroyed during the test: saved then, not wanted now
                path.unlink(missing_ok=True)
        self.test, self.traces = None, {}

    # --- keywords ---------------------------------------------------------------

    def start_keyword(self, data: Any) -> None:
        core = self.library.core
        if not core.tracing_instances() or not self.library.bridge.running:
            self.groups.append([])
            return
        words = [data.name, *map(str, getattr(data, "args", ()))]
        name = "    ".join(words)[:GROUP_LENGTH]
        try:
            opened = self.library.bridge.run(core.trace_group(name), timeout=GROUP_TIME)
        except Exception as exc:  # a stuck browser: the keyword runs, ungrouped
            logger.debug(f"no trace group for '{name}': {exc}")
            opened = []
        self.groups.append(opened)

    def end_keyword(self, result: Any) -> None:
        names = self.groups.pop() if self.groups else []
        if names and self.library.bridge.running:
            try:
                self.library.bridge.run(self.library.core.trace_group_end(names), GROUP_TIME)
            except Exception as exc:
                logger.debug(f"trace group not closed: {exc}")
        if result.status == "FAIL" and self.traces and not self.linked:
            if self.failure_is_expected():
                return
            self.linked = True
            for instance, path in self.traces.items():
                log_trace_link(path, f"Trace of this test, instance '{instance}'")
