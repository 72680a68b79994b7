"""The tool core served as an MCP server over stdio.

Every ``ToolCore`` tool is an MCP tool under its own name. The server only adapts:
``tools/call`` goes to ``await core.call(name, arguments)`` and the envelope comes
back twice, as JSON text and as structured content; ``isError`` is set when the
envelope's status is ``error``. The SDK does not check arguments against the input
schema, so wrong types, unknown or missing arguments and unknown tools all reach
the core and come back as ``invalid_params`` envelopes.

Recording: every call that changed or checked a page is recorded (``recording.py``),
and ``browser_export_robot``, the server's own tool (``exporting.py``), writes the
recording as a Robot Framework suite.

Shutdown: when the client closes stdin (or dies), or the server gets SIGTERM, SIGINT
or SIGHUP, every instance is destroyed (``core.aclose()``), and whatever browser
process of ours is still alive after that is killed
(``ToolCore.end_browser_processes()``).
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anyio
from mcp import types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from ..core import ToolCore
from ..core.contract.calls import run_tool
from ..core.contract.errors import InvalidParams
from ..core.contract.registry import REGISTRY, ToolRegistry
from ..core.contract.settings import Settings
from ..core.contract.vocabulary import ENGINES
from ..plugins import with_plugins
from ..version import __version__
from .exporting import RobotExport
from .recording import Recorder
from .schema import ENVELOPE_SCHEMA, description, input_schema

log = logging.getLogger("CamoufoxLibrary.mcp")

SERVER_NAME = "camoufox-mcp"
INSTRUCTIONS = """\
Drives Camoufox / Firefox browsers. Start with browser_create_instance (name it, \
e.g. "main"), then browser_navigate, and browser_snapshot to get element refs \
(e12; f1e3 inside an iframe) for the other tools. browser_export_robot turns the session into a \
Robot Framework test that runs without an agent. Every tool returns an envelope: {"status": \
"success", "instance": ..., "data": {...}, "operation": {...}} or {"status": \
"error", "error_type": ..., "message": ...}; the message says what to do next."""

# Seconds an orderly close may take after a signal before the browsers are killed.
# (The SDK's stdio client sends SIGTERM 2 s after closing stdin, SIGKILL 2 s later.)
SIGNAL_GRACE = 1.5
SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def tool_list(registry: ToolRegistry = REGISTRY) -> list[types.Tool]:
    """One MCP tool per tool of ``registry``, with its schema, docs and declared errors."""
    return [
        types.Tool(
            name=spec.name,
            description=description(spec),
            input_schema=input_schema(spec),
            output_schema=ENVELOPE_SCHEMA,
        )
        for spec in registry.specs()
    ]


def tool_result(envelope: dict[str, Any]) -> types.CallToolResult:
    """The envelope as an MCP tool result: JSON text, structured content, ``isError``."""
    return types.CallToolResult(
        content=[types.TextContent(text=json.dumps(envelope, ensure_ascii=False))],
        structured_content=envelope,
        is_error=envelope.get("status") != "success",
    )


def build_server(core: ToolCore) -> Server[Any]:
    """An MCP ``Server`` whose tools are ``core``'s tools, recorded, and the export tool.

    Every tool writes where ``core``'s settings allow: ``output_dir``, ``write_anywhere``.
    """
    recorder = Recorder(core)
    own = RobotExport(recorder).registry
    tools = tool_list(core.registry) + tool_list(own)

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(
        ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        spec = own.get(params.name)
        if spec is None:
            return tool_result(await recorder.call(params.name, params.arguments))
        arguments = params.arguments if params.arguments is not None else {}
        return tool_result(await run_tool(spec, core.manager, arguments))

    return Server(
        SERVER_NAME,
        version=__version__,
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


class Shutdown:
    """Destroys the instances once, whichever comes first: stdin EOF or a signal."""

    def __init__(self, core: ToolCore) -> None:
        self.core = core
        self.started = False

    async def close(self, grace: float) -> None:
        """``core.aclose()`` for at most ``grace`` seconds, then kills what is left."""
        self.started = True
        with anyio.move_on_after(grace, shield=True) as scope:
            try:
                await self.core.aclose()
                log.info("closed every instance")
            except Exception as exc:  # the browsers get killed below anyway
                log.warning("closing the instances failed: %s", exc)
        if scope.cancelled_caught:
            log.warning("closing the instances took over %g s; killing the browsers", grace)
        self.kill()

    @staticmethod
    def kill() -> None:
        killed = ToolCore.end_browser_processes()
        if killed:
            log.warning("killed browser processes %s", killed)

    async def on_signals(self) -> None:
        """On a signal: close (or, when a close already runs, kill) and die of it."""
        with anyio.open_signal_receiver(*SIGNALS) as received:
            async for signum in received:
                log.info("got signal %d; shutting down", signum)
                if self.started:
                    self.kill()
                else:
                    await self.close(SIGNAL_GRACE)
                # Die of the signal, as if there were no handler (exit status -signum).
                signal.signal(signum, signal.SIG_DFL)
                os.kill(os.getpid(), signum)


async def serve(core: ToolCore) -> None:
    """Serves ``core`` on stdin/stdout until the client goes away."""
    server = build_server(core)
    shutdown = Shutdown(core)
    async with anyio.create_task_group() as group:
        # Signals stay handled until the instances are gone, the close included.
        group.start_soon(shutdown.on_signals)
        try:
            async with stdio_server() as (read_stream, write_stream):
                await server.run(read_stream, write_stream, server.create_initialization_options())
            log.info("the client closed the connection; shutting down")
        finally:
            if not shutdown.started:
                await shutdown.close(core.settings.timeout)
        group.cancel_scope.cancel()


def positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, got {text!r}")
    return value


def positive_count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of at least 1, got {text!r}")
    return value


def existing_folder(text: str) -> Path:
    path = Path(text).expanduser().resolve()
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"must be an existing folder, got {text!r}")
    return path


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="camoufox-mcp",
        description="CamoufoxLibrary's browser tools as an MCP server on stdin/stdout.",
    )
    p.add_argument(
        "--engine",
        choices=ENGINES,
        default=Settings.engine,
        help=f"default engine of new instances (default: {Settings.engine})",
    )
    p.add_argument(
        "--executable-path",
        metavar="PATH",
        help="browser binary for new instances (default: found by the engine)",
    )
    headless = p.add_mutually_exclusive_group()
    headless.add_argument(
        "--headless",
        dest="headless",
        action="store_true",
        default=Settings.headless,
        help="run browsers without a window (default)",
    )
    headless.add_argument(
        "--headed", dest="headless", action="store_false", help="show browser windows"
    )
    p.add_argument(
        "--max-instances",
        type=positive_count,
        default=Settings.max_instances,
        metavar="N",
        help=f"how many instances may run at once (default: {Settings.max_instances})",
    )
    p.add_argument(
        "--timeout",
        type=positive_seconds,
        default=Settings.timeout,
        metavar="SECONDS",
        help=f"deadline of every tool call (default: {Settings.timeout:g})",
    )
    p.add_argument(
        "--output-dir",
        "--export-dir",  # its name while only browser_export_robot wrote files
        dest="output_dir",
        type=existing_folder,
        metavar="DIR",
        help="the only folder tools write files to: screenshots, downloads, traces, storage "
        "state, HAR, exported suites; a relative path is relative to it (default: the "
        "working folder)",
    )
    p.add_argument(
        "--log-level",
        default="WARNING",
        choices=("DEBUG", "INFO", "WARNING", "ERROR"),
        help="logging on stderr (default: WARNING)",
    )
    p.add_argument(
        "--plugins",
        default=None,
        help="tools of your own, as the library's plugins= import argument: "
        "mypkg.tools;arg;key=value,extra.py (docs/plugins.md)",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """``camoufox-mcp`` / ``python -m CamoufoxLibrary.mcp``."""
    p = parser()
    options = p.parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=options.log_level,
        format="camoufox-mcp %(levelname)s %(name)s: %(message)s",
    )
    try:
        core = ToolCore(
            Settings(
                engine=options.engine,
                executable_path=options.executable_path,
                headless=options.headless,
                timeout=options.timeout,
                max_instances=options.max_instances,
                # An agent's paths: every file inside the output folder, absolute ones too.
                output_dir=str(options.output_dir or Path.cwd()),
                write_anywhere=False,
            ),
            registry=with_plugins(REGISTRY, options.plugins),
        )
    except InvalidParams as exc:
        p.error(str(exc))
    try:
        anyio.run(serve, core)
    finally:
        Shutdown.kill()  # last resort, outside the event loop
    return 0
