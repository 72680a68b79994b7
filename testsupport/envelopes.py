"""Envelopes of the tool core, for tests: builders of canned ones, checks of real ones.

An envelope is ``{"status": "success", "instance", "data", "operation"}`` or
``{"status": "error", "instance", "error_type", "message", "operation"}``, with a
``cause`` (Playwright's own account) when a Playwright error is behind it.
"""

from __future__ import annotations

import re
from typing import Any

# What only Playwright writes: its name, its timeouts, its API calls, its call log.
PLAYWRIGHT_WORDS = re.compile(
    r"Playwright|Timeout \d+(?:\.\d+)?ms exceeded|\b[A-Z][A-Za-z]*\.[a-z_]+: |Call log"
)


def success(data: dict[str, Any], instance: str | None = "main") -> dict[str, Any]:
    """A success envelope carrying ``data`` (what a fake core answers)."""
    return {"status": "success", "instance": instance, "data": data, "operation": {}}


def failure(error_type: str, message: str, instance: str | None = "main") -> dict[str, Any]:
    """An error envelope of ``error_type`` (what a fake core answers)."""
    return {
        "status": "error",
        "instance": instance,
        "error_type": error_type,
        "message": message,
        "operation": {},
    }


def data_of(envelope: dict[str, Any]) -> Any:
    """The data of a success envelope; fails the test with the envelope otherwise."""
    assert envelope["status"] == "success", envelope
    return envelope["data"]


def error_of(envelope: dict[str, Any], error_type: str) -> dict[str, Any]:
    """The envelope itself, checked to be an error of ``error_type``."""
    assert envelope["status"] == "error", envelope
    assert envelope["error_type"] == error_type, envelope
    return envelope


def no_playwright_words(message: str) -> None:
    """Fails the test when ``message`` carries Playwright's words (they belong in the cause)."""
    found = PLAYWRIGHT_WORDS.search(message)
    assert found is None, f"Playwright's {found.group(0)!r} in the message: {message}"
