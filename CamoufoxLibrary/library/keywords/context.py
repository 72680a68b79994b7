"""LibraryContext: what the keyword classes use of the library, and nothing more.

The keyword classes are typed against this protocol, not the ``CamoufoxLibrary``
class: they run tools and read the library's settings, but never reach the core,
its instance manager or the bridge. Model: SeleniumLibrary's ``base/context.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any, Protocol

from .scoped import Scope, ScopedSetting


class LibraryContext(Protocol):
    current_instance: str | None  # what ``instance=None`` means
    # Settings a test or suite may change for itself (keywords/settings.py).
    timeout: ScopedSetting[timedelta]
    retry_assertions_for: ScopedSetting[timedelta]
    assertion_formatters: ScopedSetting[dict[str, list[str]]]

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """The tool's envelope; ``operation_timeout`` when the core does not answer."""
        ...

    def current_scope(self) -> Scope:
        """How long a setting changed now lasts: the running test, else suite."""
        ...

    def formatters_of(self, keyword: str) -> list[Callable[[Any], Any]]:
        """The assertion formatters `Set Assertion Formatters` gave ``keyword``."""
        ...

    def instance_names(self) -> tuple[str, ...]:
        """The instances that exist now, oldest first (a snapshot, no round trip)."""
        ...

    def instance_created(self, name: str) -> None:
        """``name`` was created: it becomes current, owned by the running scope."""
        ...

    def instance_destroyed(self, name: str) -> None:
        """``name`` is gone: if it was current, the newest remaining one is."""
        ...
