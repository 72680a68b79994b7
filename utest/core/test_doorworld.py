"""The door's calls never wait long: one Firefox does not answer goes Playwright's way.

Firefox never answers ``script.callFunction`` in a sandbox of a page whose browser runs
with ``javascript.enabled`` false (measured on Firefox ESR 153): Navigate, which reads
the title through the door, waited out its whole timeout. No browser here: a door that
never answers stands in for it.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from types import SimpleNamespace
from typing import Any

from CamoufoxLibrary.core.page import doorworld


class SilentDoor:
    """A door whose commands are sent and never answered."""

    def __init__(self) -> None:
        self.contexts: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
        self.sent: list[str] = []

    async def send(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.sent.append(method)
        await asyncio.Event().wait()
        raise AssertionError("never answered")


class Page:
    url = "http://127.0.0.1/"


def target(browser_options: dict[str, Any]) -> tuple[Any, SilentDoor]:
    door, page = SilentDoor(), Page()
    door.contexts[page] = "context-1"
    instance = SimpleNamespace(door=door, browser_options=browser_options)
    return SimpleNamespace(instance=instance, page=page, frame=None, keep=page), door


def test_a_door_call_without_an_answer_gives_way_to_playwrights_path() -> None:
    given, door = target({})
    began = time.monotonic()
    answer = asyncio.run(doorworld.document(given, "() => document.title"))
    took = time.monotonic() - began
    assert answer is None and door.sent == ["script.callFunction"]
    assert took < doorworld.DOOR_CALL_TIMEOUT + 2


def test_no_door_call_goes_to_a_browser_without_javascript() -> None:
    given, door = target({"java_script_enabled": False})
    assert asyncio.run(doorworld.document(given, "() => document.title")) is None
    assert door.sent == []
