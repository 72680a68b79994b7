"""The one door between Robot and the core (``library/door.py``): the Robot side asks
``ToolCore``'s own methods, never its instance manager, what may change an instance runs
on the loop, and every wait is the core's own deadline plus the bridge's grace."""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.status import InstanceStatus
from CamoufoxLibrary.library.bridge import BRIDGE_GRACE, Bridge
from CamoufoxLibrary.library.door import Door

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "CamoufoxLibrary"
# The Robot side: the wing (library/) but the bridge itself, and bench's Robot libraries;
# the MCP server is a front end of its own, on the loop.
ROBOT_SIDE = [
    *(p for p in (PACKAGE / "library").rglob("*.py") if p.name != "bridge.py"),
    *(ROOT / "bench").glob("*.py"),
]
BEHIND_THE_DOOR = re.compile(r"core\.manager|\bmanager\.instances|bridge\._")


def test_the_robot_side_never_reads_the_manager_or_the_bridges_internals() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in ROBOT_SIDE
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if BEHIND_THE_DOOR.search(line)
    ]
    assert not found, "\n".join(found)


class DyingInstance:
    """An instance whose browser turns out dead when asked, as ``Instance.ensure_alive``."""

    def __init__(self) -> None:
        self.pages: dict[str, Any] = {"page-1": object()}
        self.tracing = SimpleNamespace(trace=None)  # no trace recording
        self.dead_reason: str | None = None
        self.asked_on: list[str] = []

    def ensure_alive(self) -> None:
        self.asked_on.append(threading.current_thread().name)
        if self.dead_reason is None:
            self.dead_reason = "the browser went away"
            logging.getLogger("CamoufoxLibrary.core").warning("instance 'x' died")
        raise RuntimeError(self.dead_reason)


@pytest.fixture
def bridge() -> Iterator[tuple[Bridge, list[tuple[str, str]]]]:
    relayed: list[tuple[str, str]] = []
    bridge = Bridge(
        log_sink=lambda r: relayed.append((r.getMessage(), threading.current_thread().name))
    )
    yield bridge, relayed
    bridge.shutdown()


def test_a_status_is_taken_on_the_loop_and_its_log_reaches_the_caller(bridge) -> None:
    bridge, relayed = bridge
    core = ToolCore()
    dying = DyingInstance()
    core.manager.instances["x"] = dying  # type: ignore[assignment]
    assert core.instance_names() == ("x",)
    status = bridge.run(core.instance_status("x"), timeout=5)
    assert status == InstanceStatus("x", "the browser went away", pages=1, tracing=False)
    assert dying.asked_on == ["camoufox-loop"]
    caller = threading.current_thread().name
    assert ("instance 'x' died", caller) in relayed
    assert bridge.run(core.instance_statuses(), timeout=5) == (status,)
    assert bridge.run(core.instance_status("ghost"), timeout=5) is None


def test_instance_names_is_a_snapshot() -> None:
    core = ToolCore()
    names = core.instance_names()
    core.manager.instances["late"] = DyingInstance()  # type: ignore[assignment]
    assert names == ()
    assert core.instance_names() == ("late",)
    with pytest.raises(AttributeError):
        InstanceStatus("x", None, 1, False).pages = 2  # type: ignore[misc]


class FakeCore:
    """What the door asks of the core, answered at once; counts the status round trips."""

    def __init__(self, statuses: tuple[InstanceStatus, ...] = ()) -> None:
        self.statuses = statuses
        self.settings = SimpleNamespace(timeout=7.0)
        self.started: list[str] = []
        self.status_round_trips = 0

    def instance_names(self) -> tuple[str, ...]:
        return tuple(status.name for status in self.statuses)

    async def instance_statuses(self) -> tuple[InstanceStatus, ...]:
        self.status_round_trips += 1
        return self.statuses

    async def dismiss_modals(self) -> list[str]:
        return []

    async def save_healing(self) -> str | None:
        return None

    def budget(self, tool: str, arguments: dict[str, Any]) -> float:
        return 12.0

    async def call(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        self.started.append(arguments["instance"])
        return {"status": "success", "data": {}, "operation": {}}

    async def aclose(self) -> None:
        return None


class InlineBridge:
    """Runs a coroutine that never suspends, here; notes how long each call may wait."""

    running = True

    def __init__(self) -> None:
        self.timeouts: list[float] = []

    def run(self, coro: Any, timeout: float) -> Any:
        self.timeouts.append(timeout)
        try:
            coro.send(None)
        except StopIteration as stop:
            return stop.value
        raise AssertionError("suspended")


def door_of(core: FakeCore) -> tuple[Door, InlineBridge]:
    door = Door(core)  # type: ignore[arg-type]
    door.bridge = InlineBridge()  # type: ignore[assignment]
    return door, door.bridge  # type: ignore[return-value]


def test_every_wait_is_the_cores_own_deadline_plus_the_grace() -> None:
    door, bridge = door_of(FakeCore((InstanceStatus("a", None, 1, False),)))
    door.run_tool("browser_click", {"instance": "a"})  # its budget: 12 s
    door.dismiss_modals()  # the library timeout: 7 s
    door.instance_statuses()  # bookkeeping: the grace only
    door.save_healing()
    assert bridge.timeouts == [12 + BRIDGE_GRACE, 7 + BRIDGE_GRACE, BRIDGE_GRACE, BRIDGE_GRACE]


def test_a_test_traces_only_live_instances_not_tracing_yet(tmp_path, monkeypatch) -> None:
    from CamoufoxLibrary.library.testtraces import TestTraces

    monkeypatch.chdir(tmp_path)  # outside Robot, ${OUTPUT DIR} is the working directory
    core = FakeCore(
        (
            InstanceStatus("live", None, 1, False),
            InstanceStatus("dead", "the browser went away", 1, False),
            InstanceStatus("busy", None, 1, True),
        )
    )
    traces = TestTraces(door_of(core)[0], "on", lambda: False)
    traces.start_test("Suite.A Test")
    assert core.started == ["live"]
    assert core.status_round_trips == 1  # every status in one
    core.statuses = (*core.statuses, InstanceStatus("new", None, 1, False))
    traces.instance_created("new")
    assert core.started == ["live", "new"]


def test_no_status_round_trip_without_instances() -> None:
    from CamoufoxLibrary.library.testtraces import TestTraces

    core = FakeCore(())
    TestTraces(door_of(core)[0], "on", lambda: False).start_test("Suite.A Test")
    assert core.status_round_trips == 0
