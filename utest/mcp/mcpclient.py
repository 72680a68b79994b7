"""An MCP client (the SDK's own stdio client) to ``python -m CamoufoxLibrary.mcp``.

``McpClient`` starts the server as a subprocess and holds one ``ClientSession`` on a
loop thread, so synchronous tests can call tools:

    envelope = client.envelope("browser_list_instances")

(A helper module, not a conftest: ``utest/conftest.py`` already owns that name.)
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
from mcp import types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from CamoufoxLibrary.core.engines import processes
from CamoufoxLibrary.library.bridge import Bridge
from CamoufoxLibrary.mcp.schema import ENVELOPE_SCHEMA
from testsupport.envelopes import data_of, error_of
from testsupport.waiting import wait_until

ROOT = Path(__file__).resolve().parents[2]
SERVER_MODULE = "CamoufoxLibrary.mcp"
CALL_GUARD = 90  # seconds: a generous guard; the server's own deadline comes first


def server_command(*args: str) -> list[str]:
    return [sys.executable, "-m", SERVER_MODULE, *args]


def children(pid: int) -> set[int]:
    """PIDs of the MCP servers (``-m CamoufoxLibrary.mcp``) whose parent is ``pid``."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if SERVER_MODULE.encode() in cmdline and processes.parent_pid(int(entry.name)) == pid:
            found.add(int(entry.name))
    return found


def browsers_of(server_pid: int) -> list[int]:
    """Processes tagged by the server ``server_pid`` (its tags start ``<pid>-``)."""
    return processes.tagged_pids(f"{server_pid}-")


class McpClient:
    """One SDK ``ClientSession`` to one server subprocess, driven from synchronous code."""

    def __init__(self, *server_args: str, modern: bool = False) -> None:
        """``modern``: the 2026-07-28 protocol (``server/discover``, no handshake)."""
        self.modern = modern
        self.bridge = Bridge(logger="utest.mcp")
        # The server's stderr; closed in close().
        self.errlog = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115
        self.params = StdioServerParameters(
            command=sys.executable, args=["-m", SERVER_MODULE, *server_args], cwd=str(ROOT)
        )
        self._stop: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None
        before = children(os.getpid())
        self.session: ClientSession = self.bridge.run(self._open(), CALL_GUARD)
        (self.server_pid,) = children(os.getpid()) - before
        self.tools: dict[str, types.Tool] = {}
        self.log = ""  # the server's stderr, once closed

    async def _open(self) -> ClientSession:
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[ClientSession] = loop.create_future()
        self._stop = asyncio.Event()
        self._task = loop.create_task(self._hold(ready))
        return await ready

    async def _hold(self, ready: asyncio.Future[ClientSession]) -> None:
        """Enters and leaves the client's context managers in one task, as anyio wants."""
        try:
            async with (
                stdio_client(self.params, errlog=self.errlog) as (read, write),
                ClientSession(read, write) as session,
            ):
                await (session.discover() if self.modern else session.initialize())
                ready.set_result(session)
                assert self._stop is not None
                await self._stop.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc)
            raise

    async def _close(self) -> None:
        assert self._stop is not None and self._task is not None
        self._stop.set()
        await self._task

    def close(self) -> None:
        """Leaves the session: the SDK closes the server's stdin (and escalates)."""
        try:
            if self._task is not None:
                self.bridge.run(self._close(), CALL_GUARD)
        finally:
            self.bridge.shutdown()
            self.log = self.stderr()
            self.errlog.close()

    def stderr(self) -> str:
        """What the server wrote on stderr so far."""
        self.errlog.seek(0)
        return self.errlog.read()

    # --- calls ----------------------------------------------------------------------

    def run(self, coro: Any) -> Any:
        return self.bridge.run(coro, CALL_GUARD)

    def list_tools(self) -> list[types.Tool]:
        tools = self.run(self.session.list_tools()).tools
        self.tools = {tool.name: tool for tool in tools}
        return tools

    def call_tool(self, name: str, arguments: dict[str, Any] | None = None) -> types.CallToolResult:
        return self.run(self.session.call_tool(name, arguments))

    def envelope(self, name: str, **arguments: Any) -> dict[str, Any]:
        """The envelope of a call, checked to arrive the same way in every part."""
        return result_envelope(self, name, self.call_tool(name, arguments))

    def ok(self, name: str, **arguments: Any) -> dict[str, Any]:
        return data_of(self.envelope(name, **arguments))

    def error(self, name: str, error_type: str, **arguments: Any) -> dict[str, Any]:
        return error_of(self.envelope(name, **arguments), error_type)


# Seconds a server and its browsers have to go once its session ends; generous, the
# machine is shared.
GONE_WITHIN = 15


@contextlib.contextmanager
def session(*server_args: str) -> Iterator[McpClient]:
    """A client for the ``with`` block; leaving it must end its server and the server's
    browsers (they are killed then, and the test fails, if they do not go)."""
    client = McpClient(*server_args)
    try:
        yield client
    finally:
        client.close()
        pid = client.server_pid
        try:
            wait_until(
                lambda: not processes.is_alive(pid) and not browsers_of(pid),
                GONE_WITHIN,
                message=lambda: f"after the session: server alive, browsers {browsers_of(pid)}",
            )
        finally:
            left = processes.kill_tagged(f"{pid}-")
        assert not left, f"after the session: server alive, browsers {left}"


def result_envelope(client: McpClient, name: str, result: types.CallToolResult) -> dict[str, Any]:
    """Checks a tool result's parts agree and returns the envelope they carry.

    The structured content is the envelope, valid against the envelope's schema (the
    one every tool returns; the server lists no output schema), and ``isError`` is set
    exactly when its status is ``error``. There is one content block: a snapshot's tree
    as plain text (put back into ``data.snapshot`` here, as the core returned it), a
    screenshot as an image (its base64 put back, unless it was saved to a file), a big
    result's pointer, or else the envelope itself as JSON text.
    """
    envelope = result.structured_content
    assert isinstance(envelope, dict), result
    assert result.is_error is (envelope["status"] == "error"), result
    jsonschema.validate(envelope, ENVELOPE_SCHEMA)
    assert len(result.content) == 1, result
    (block,) = result.content
    data = envelope.get("data")
    if block.type == "image":
        assert isinstance(data, dict) and block.mime_type == f"image/{data['type']}", result
        assert "base64" not in data, result  # not twice
        if "path" not in data:
            data["base64"] = block.data
        return envelope
    assert block.type == "text", result
    if isinstance(data, dict) and "result_file" in data:
        assert data["result_file"] in block.text, result
        return envelope
    if name == "browser_snapshot" and envelope["status"] == "success" and data.get("path") is None:
        assert "snapshot" not in data, result  # not twice
        data["snapshot"] = block.text
        return envelope
    assert json.loads(block.text) == envelope, result
    return envelope
