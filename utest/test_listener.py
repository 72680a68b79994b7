"""The library's one listener: Robot's events and the library's own reach the services in
the order the library lists them, each service hearing only the hooks it defines."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from CamoufoxLibrary import CamoufoxLibrary
from CamoufoxLibrary.library import testtraces  # its TestTraces is no pytest class
from CamoufoxLibrary.library.autoclose import AutoClose
from CamoufoxLibrary.library.heals import Heals
from CamoufoxLibrary.library.listener import Listener, ScopedSettings, Service


class Heard(Service):
    def __init__(self, name: str, log: list[str]) -> None:
        self.name, self.log = name, log

    def end_test(self, name: str, status: str) -> None:
        self.log.append(f"{self.name} end_test {name} {status}")

    def instance_created(self, name: str) -> None:
        self.log.append(f"{self.name} created {name}")


def test_each_event_reaches_the_services_in_their_order() -> None:
    log: list[str] = []
    closed: list[bool] = []
    listener = Listener(
        [Heard("first", log), Service(), Heard("second", log)], close=lambda: closed.append(True)
    )
    test = SimpleNamespace(full_name="Suite.Test")
    listener.start_test(test, SimpleNamespace())  # nobody defines it: nothing happens
    listener.end_test(test, SimpleNamespace(status="FAIL"))
    listener.instance_created("main")
    listener.close()
    assert log == [
        "first end_test Suite.Test FAIL",
        "second end_test Suite.Test FAIL",
        "first created main",
        "second created main",
    ]
    assert closed == [True]


def test_the_library_lists_its_services_in_the_documented_order() -> None:
    library = CamoufoxLibrary()
    assert [library.listener] == library.ROBOT_LIBRARY_LISTENER  # PythonLibCore's list
    kinds: list[Any] = [type(service) for service in library.listener.services]
    assert kinds == [testtraces.TestTraces, AutoClose, ScopedSettings, Heals]
    assert all(
        getattr(service, "door", library.door) is library.door
        for service in library.listener.services
    )
