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
from typing import Any

from robot.api import logger

from ..core.contract.status import InstanceStatus
from .door import Door
from .keywords.outputs import log_trace_link, output_folder
from .listener import Service

TRACES = "traces"
GROUP_LENGTH = 200  # characters of a group's name


def file_stem(text: str) -> str:
    return re.sub(r"[^\w.-]+", "_", text).strip("_")[:120] or "test"


class TestTraces(Service):
    """The traces of the running test, for the library's listener."""

    def __init__(self, door: Door, mode: str, expected: Callable[[], bool]) -> None:
        self.door = door
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
        if not self.door.instance_names():
            return ()  # nothing to trace, no round trip
        try:
            return self.door.instance_statuses()
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
        envelope = self.door.run_tool(
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

    def end_test(self, name: str, status: str) -> None:
        if not self.on or self.test is None:
            return
        keep = self.mode == "on" or status == "FAIL"
        alive = self.door.tracing_instances()
        for instance, path in self.traces.items():
            if instance in alive:
                arguments = {"instance": instance, "discard": not keep}
                self.door.run_tool("browser_stop_tracing", arguments)
            elif not keep:  # destroyed during the test: saved then, not wanted now
                path.unlink(missing_ok=True)
        self.test, self.traces = None, {}

    # --- keywords ---------------------------------------------------------------

    def start_keyword(self, data: Any) -> None:
        if not self.door.tracing_instances() or not self.door.running:
            self.groups.append([])
            return
        words = [data.name, *map(str, getattr(data, "args", ()))]
        name = "    ".join(words)[:GROUP_LENGTH]
        try:
            opened = self.door.trace_group(name)
        except Exception as exc:  # a stuck browser: the keyword runs, ungrouped
            logger.debug(f"no trace group for '{name}': {exc}")
            opened = []
        self.groups.append(opened)

    def end_keyword(self, result: Any) -> None:
        names = self.groups.pop() if self.groups else []
        if names and self.door.running:
            try:
                self.door.trace_group_end(names)
            except Exception as exc:
                logger.debug(f"trace group not closed: {exc}")
        if result.status == "FAIL" and self.traces and not self.linked:
            if self.failure_is_expected():
                return
            self.linked = True
            for instance, path in self.traces.items():
                log_trace_link(path, f"Trace of this test, instance '{instance}'")
