"""Tool calls on one instance of a test module's ``LiveCore`` (``utest/conftest.py``).

A browser test module names its instance once (``NAME``) and calls its tools as
``ok(live, "browser_click", ref="#go")``, ``error(live, tool, "stale_ref", ...)`` (the
error's message) and ``js(live, "document.title")``:
``ok, error, js = calls_on(NAME)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Ok = Callable[..., dict[str, Any]]
Error = Callable[..., str]
Js = Callable[[Any, str], Any]


def calls_on(name: str) -> tuple[Ok, Error, Js]:
    """``ok``, ``error`` and ``js`` for instance ``name``."""

    def ok(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
        """The data of a call that must succeed."""
        return live.ok(tool, instance=name, **arguments)

    def error(live: Any, tool: str, error_type: str, **arguments: Any) -> str:
        """The message of a call that must fail with ``error_type``."""
        return live.error(tool, error_type, instance=name, **arguments)["message"]

    def js(live: Any, script: str) -> Any:
        """What ``script`` evaluates to in the instance's selected page."""
        return live.evaluate(name, script)

    return ok, error, js
