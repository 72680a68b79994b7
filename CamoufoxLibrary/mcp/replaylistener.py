"""The listener of a replay (``replaying.py``): each test's first failing step, as JSON.

A Robot Framework listener (API version 3) that Robot imports by name in the replay's
own process; it reads only the attributes of what Robot hands it and imports nothing of
Robot's (the mcp package never does). After each test, and at the end, it writes
``{"errors": [...], "tests": [...]}`` to the file it was given: ``errors`` are Robot's
own (a library that did not import, a setting it did not know), each test its
``name``, ``line``, ``status``, ``message`` and ``diverged``: the first step of its
body (not inside another keyword) that failed, ``{"line", "keyword", "error"}``, or
None.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

# The body items a step can be: a keyword's name is its own, the others' their type.
NAMED = "KEYWORD"


class ReplayListener:
    ROBOT_LISTENER_API_VERSION = 3

    def __init__(self, path: str) -> None:
        """``path``: the JSON file to write (relative to Robot's working folder)."""
        self.path = Path(path)
        self.errors: list[str] = []
        self.tests: list[dict[str, Any]] = []
        self.depth = 0  # of body items; 1: a step of the test itself
        self.first: dict[str, Any] | None = None  # the running test's first failure
        self.write()

    def start_test(self, data: Any, result: Any) -> None:
        self.depth = 0
        self.first = None

    def start_body_item(self, data: Any, result: Any) -> None:
        self.depth += 1

    def end_body_item(self, data: Any, result: Any) -> None:
        if self.depth == 1 and self.first is None and result.status == "FAIL":
            kind = getattr(data, "type", "")
            self.first = {
                "line": getattr(data, "lineno", None),
                "keyword": data.name if kind == NAMED else kind,
                "error": result.message,
            }
        self.depth -= 1

    def end_test(self, data: Any, result: Any) -> None:
        self.tests.append(
            {
                "name": data.name,
                "line": getattr(data, "lineno", None),
                "status": result.status,
                "message": result.message,
                "diverged": self.first if result.status == "FAIL" else None,
            }
        )
        self.write()

    def message(self, message: Any) -> None:
        """Robot's own messages: its errors (parsing, imports) say the suite did not run
        as written. (A keyword's logged errors do not come here.)"""
        if message.level == "ERROR":
            self.errors.append(message.message)

    def close(self) -> None:
        self.write()

    def write(self) -> None:
        """All of it so far, replacing the file in one step (never half written)."""
        temporary = self.path.with_name(self.path.name + ".tmp")
        text = json.dumps({"errors": self.errors, "tests": self.tests}, ensure_ascii=False)
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, self.path)
