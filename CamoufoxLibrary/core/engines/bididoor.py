"""Our own WebDriver BiDi commands to a Firefox we launched, through the relay's door.

``relayed`` gives what a launch of Firefox over BiDi needs for the relay
(``bidirelay.py``) to stand between Playwright and Firefox: the executable Playwright
starts (a script that starts the relay, which starts Firefox) and the environment that
names the door, a Unix socket. ``BidiDoor`` sends commands through it and awaits their
answers; it connects at its first command, so a run that never needs one never opens it.
A browser behind a browser server, and the engines that speak Playwright's own protocol
(Camoufox, Playwright's Firefox), have no door.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import hashlib
import itertools
import json
import shlex
import shutil
import sys
import tempfile
import uuid
import weakref
from pathlib import Path
from typing import Any

from playwright.async_api import Page

from ..js import script
from . import wantedscript
from .bidirelay import DEFER_VARIABLE, DOOR_VARIABLE

RELAY = Path(__file__).with_name("bidirelay.py")
# A page's BiDi context is found once: the page marks its window for a moment, and the
# context whose window carries the mark is the page's (read, then removed, in one call).
MARK = script("context_mark")
READ_MARK = script("read_context_mark")
_folder: Path | None = None


class BidiCommandFailed(Exception):
    """Firefox answered a command of ours with an error (its ``error`` and ``message``)."""

    def __init__(self, method: str, error: str, message: str) -> None:
        super().__init__(f"{method}: {error}: {message}")
        self.error = error


def folder() -> Path:
    """This process's folder of relay scripts and doors, removed at exit."""
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix="cfx-bidi-"))
        atexit.register(shutil.rmtree, _folder, True)
    return _folder


def relayed(executable: str) -> tuple[str, dict[str, str], BidiDoor]:
    """The executable Playwright starts instead of ``executable`` (a script: the relay in
    this Python, isolated: no site packages, no folder of its own on the path; then
    Firefox), the
    environment to add to the launch, and the launch's door."""
    name = hashlib.sha1(executable.encode()).hexdigest()[:12]
    script = folder() / f"firefox-{name}"
    if not script.exists():
        command = shlex.join([sys.executable, "-I", "-S", str(RELAY), executable])
        script.write_text(f'#!/bin/sh\nexec {command} "$@"\n')
        script.chmod(0o700)
    door = BidiDoor(str(folder() / f"{next(_doors)}.door"))
    env = {DOOR_VARIABLE: door.path}
    if wantedscript.install():  # the library can say when the deferred script is wanted
        env[DEFER_VARIABLE] = "1"
    return str(script), env, door


_doors = itertools.count(1)


class BidiDoor:
    """Commands to one browser, over the relay's door; one answer per command."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.contexts: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._writer: asyncio.StreamWriter | None = None
        self._reading: asyncio.Task[None] | None = None
        self._connecting = asyncio.Lock()
        self._telling: set[asyncio.Task[None]] = set()

    async def send(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Firefox's result of ``method``; ``BidiCommandFailed`` for its error, or
        ``ConnectionError`` when the door is closed (the browser has ended)."""
        writer = await self._connected()
        command_id = next(self._ids)
        answer = asyncio.get_running_loop().create_future()
        self._waiting[command_id] = answer
        try:
            writer.write(
                json.dumps({"id": command_id, "method": method, "params": params}).encode()
            )
            writer.write(b"\n")
            await writer.drain()
            message = await answer
        finally:
            self._waiting.pop(command_id, None)
        if message.get("type") == "error":
            raise BidiCommandFailed(method, message.get("error", ""), message.get("message", ""))
        return message.get("result", {})

    def tell(self, method: str) -> None:
        """Sends ``method`` without waiting for its answer (from synchronous code on the
        event loop; elsewhere nothing is sent)."""
        try:
            task = asyncio.get_running_loop().create_task(self._told(method))
        except RuntimeError:
            return
        self._telling.add(task)
        task.add_done_callback(self._telling.discard)

    async def _told(self, method: str) -> None:
        with contextlib.suppress(Exception):
            await self.send(method, {})

    async def _connected(self) -> asyncio.StreamWriter:
        async with self._connecting:
            if self._writer is None or self._writer.is_closing():
                reader, self._writer = await asyncio.open_unix_connection(self.path)
                self._reading = asyncio.create_task(self._read(reader))
            return self._writer

    async def _read(self, reader: asyncio.StreamReader) -> None:
        try:
            while line := await reader.readline():
                message = json.loads(line)
                answer = self._waiting.get(message.get("id"))
                if answer is not None and not answer.done():
                    answer.set_result(message)
        finally:
            for answer in self._waiting.values():
                if not answer.done():
                    answer.set_exception(ConnectionError("the browser's BiDi door closed"))

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(Exception):
                await self._writer.wait_closed()
        if self._reading is not None:
            self._reading.cancel()
            with contextlib.suppress(BaseException):
                await self._reading


async def context_of(door: BidiDoor, page: Page) -> str | None:
    """The BiDi browsing context of ``page``, found once and kept with the door; None
    when no context carries the page's mark (its document changed meanwhile)."""
    known = door.contexts.get(page)
    if known is not None:
        return known
    token = uuid.uuid4().hex
    await page.evaluate(MARK, token)
    tree = await door.send("browsingContext.getTree", {"maxDepth": 0})
    # The page's own URL first: most often the only candidate.
    candidates = sorted(tree.get("contexts", []), key=lambda c: c.get("url") != page.url)
    for candidate in candidates:
        read = await door.send(
            "script.callFunction",
            {
                "functionDeclaration": READ_MARK,
                "target": {"context": candidate["context"]},
                "awaitPromise": False,
                "resultOwnership": "none",
            },
        )
        if read.get("result", {}).get("value") == token:
            door.contexts[page] = candidate["context"]
            return candidate["context"]
    return None
