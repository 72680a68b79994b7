"""Library settings a test or a suite may change for itself (``Set ...`` keywords).

A change made inside a test lasts until that test ends; one made in a suite's setup
or teardown (or a keyword it runs) lasts until that suite ends. The library, its
own listener, calls ``end`` at each test's and suite's end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")
# ("test" or "suite", its full name), or None outside a running test or suite.
Scope = tuple[str, str] | None


class ScopedSetting(Generic[T]):
    def __init__(self, value: T, *, apply: Callable[[T], object] | None = None) -> None:
        self.value = value
        self._apply = apply  # where the value must also go (the core's timeout)
        self._saved: list[tuple[tuple[str, str], T]] = []

    def set(self, value: T, scope: Scope) -> T:
        """Sets ``value`` until ``scope`` ends (for good when None); returns the old one."""
        previous = self.value
        if scope is not None:
            self._saved.append((scope, previous))
        self._change(value)
        return previous

    def end(self, kind: str, name: str) -> None:
        """What the test or suite ``name`` set is undone, its inner scopes' too."""
        while self._saved:
            (saved_kind, saved_name), previous = self._saved[-1]
            inner = saved_name == name or saved_name.startswith(name + ".")
            if not (inner and (kind == "suite" or saved_kind == "test")):
                return
            self._saved.pop()
            self._change(previous)

    def _change(self, value: T) -> None:
        self.value = value
        if self._apply is not None:
            self._apply(value)
