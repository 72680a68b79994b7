"""The library's one listener: Robot's events, and the library's own, to its services in order.

Robot calls the listener of a library (``ROBOT_LIBRARY_LISTENER``, API 3) as its tests
and keywords start and end; the library tells it of the instances it creates and
destroys. Each event goes to every service in the order the library lists them:
``TestTraces`` (a test's traces stop before anything is destroyed), ``AutoClose``
(what a test left pending dismissed, then what it created destroyed), the scoped
settings (a test's or suite's own timeout ends), ``Heals`` (the healing store saved
once a suite's instances are gone). A service hears only the events it defines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .keywords.scoped import ScopedSetting


class Service:
    """What a service may hear; each hook does nothing unless the service defines it."""

    def start_test(self, name: str) -> None:
        """Test ``name`` (its long name) starts."""

    def end_test(self, name: str, status: str) -> None:
        """Test ``name`` ended with ``status`` (``PASS``, ``FAIL``, ``SKIP``)."""

    def end_suite(self, name: str) -> None:
        """Suite ``name`` (its long name) ended, its tests and child suites too."""

    def start_keyword(self, data: Any) -> None:
        """A keyword starts: Robot's running data (name, args, source, lineno)."""

    def end_keyword(self, result: Any) -> None:
        """The keyword last started ended: Robot's result of it (its status)."""

    def instance_created(self, name: str) -> None:
        """The library created instance ``name``."""

    def instance_destroyed(self, name: str) -> None:
        """Instance ``name`` is gone."""


class ScopedSettings(Service):
    """The settings a test or suite changed for itself go back when it ends."""

    def __init__(self, *settings: ScopedSetting[Any]) -> None:
        self.settings = settings

    def end_test(self, name: str, status: str) -> None:
        for setting in self.settings:
            setting.end("test", name)

    def end_suite(self, name: str) -> None:
        for setting in self.settings:
            setting.end("suite", name)


class Listener:
    ROBOT_LISTENER_API_VERSION = 3

    def __init__(self, services: Sequence[Service], close: Callable[[], None]) -> None:
        self.services = tuple(services)
        self._close = close

    # --- Robot's events (API 3) ----------------------------------------------------------

    def start_test(self, data: Any, result: Any) -> None:
        for service in self.services:
            service.start_test(data.full_name)

    def end_test(self, data: Any, result: Any) -> None:
        for service in self.services:
            service.end_test(data.full_name, result.status)

    def end_suite(self, data: Any, result: Any) -> None:
        for service in self.services:
            service.end_suite(data.full_name)

    def start_keyword(self, data: Any, result: Any) -> None:
        for service in self.services:
            service.start_keyword(data)

    def end_keyword(self, data: Any, result: Any) -> None:
        for service in self.services:
            service.end_keyword(result)

    def close(self) -> None:
        """The library goes out of scope: the end of the run."""
        self._close()

    # --- the library's own -----------------------------------------------------------------

    def instance_created(self, name: str) -> None:
        for service in self.services:
            service.instance_created(name)

    def instance_destroyed(self, name: str) -> None:
        for service in self.services:
            service.instance_destroyed(name)
