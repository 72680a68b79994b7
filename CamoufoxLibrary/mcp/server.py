"""The tool core served as an MCP server over stdio.

Every ``ToolCore`` tool is an MCP tool under its own name. The server only adapts:
``tools/call`` goes to ``await core.call(name, arguments)``, with the default instance
where the call names none (``defaultinstance.py``), and the envelope comes back as
structured content with text, an image or a file's pointer (``results.py``);
``isError`` is set when the envelope's status is ``error``. What every tool has alike
is said once, in the instructions (``instructions.py``). The SDK does not check
arguments against the input schema, so wrong types, unknown or missing arguments and
unknown tools all reach the core and come back as ``invalid_params`` envelopes.

Recording: every call that changed or checked a page is recorded (``recording.py``),
and ``browser_export_robot``, the server's own tool (``exporting.py``), writes the
recording as a Robot Framework suite (and, with ``verify``, replays it with Robot).

Shutdown: when the client closes stdin (or dies), or the server gets SIGTERM, SIGINT
or SIGHUP, every instance is destroyed (``core.aclose()``), and whatever browser
process of ours is still alive after that is killed
(``ToolCore.end_browser_processes()``), and so is a replay still running
(``replaying.end_replays()``).
"""

from __future__ import annotations

import json
import logging
import os
import signal
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
from mcp import types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from ..core import ToolCore
from ..core.contract import envelope
from ..core.contract.calls import run_tool
from ..core.contract.envelope import Operation
from ..core.contract.errors import InvalidParams
from ..core.contract.registry import REGISTRY, ToolRegistry, ToolSpec
from ..core.contract.settings import Settings
from ..plugins.loading import with_plugins
from ..version import __version__
from .annotations import annotations
from .caps import DEFAULT_CAPS, UnknownName, cap_of, names, select
from .defaultinstance import DefaultInstance, instance_options
from .exporting import RobotExport
from .instructions import instructions
from .options import DEFAULT_INSTANCE, parser
from .recording import Recorder
from .replaying import end_replays
from .results import Results
from .schema import description, input_schema
from .secrets import HidingFilter, Secrets, SecretsFileError

log = logging.getLogger("CamoufoxLibrary.mcp")

SERVER_NAME = "camoufox-mcp"


@dataclass(frozen=True)
class Offer:
    """Which tools a server lists: its caps, plus and minus tools by name."""

    caps: tuple[str, ...] = DEFAULT_CAPS
    add: tuple[str, ...] = ()
    remove: tuple[str, ...] = ()

    def described(self) -> str:
        said = f"--caps {','.join(self.caps)}"
        if self.add:
            said += f" --tools {','.join(self.add)}"
        if self.remove:
            said += f" --no-tools {','.join(self.remove)}"
        return said


# Seconds an orderly close may take after a signal before the browsers are killed.
# (The SDK's stdio client sends SIGTERM 2 s after closing stdin, SIGKILL 2 s later.)
SIGNAL_GRACE = 1.5
SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def tool_list(specs: ToolRegistry | Iterable[ToolSpec] = REGISTRY) -> list[types.Tool]:
    """One MCP tool per spec (of a registry): its input schema and a concise description.

    No output schema: every tool returns the one envelope the instructions describe,
    and its schema repeated for each tool was half of the list an agent pays for.
    """
    chosen = specs.specs() if isinstance(specs, ToolRegistry) else specs
    return [
        types.Tool(
            name=spec.name,
            description=description(spec),
            input_schema=input_schema(spec),
            annotations=annotations(spec),
        )
        for spec in chosen
    ]


def listed(specs: Iterable[ToolSpec]) -> list[dict[str, Any]]:
    """The tools/list entries of ``specs`` as a client receives them (JSON)."""
    return [
        tool.model_dump(mode="json", by_alias=True, exclude_none=True) for tool in tool_list(specs)
    ]


def server_specs(registry: ToolRegistry = REGISTRY) -> list[ToolSpec]:
    """Every tool a server can offer: the core's (plugins included) and its own."""
    return [*registry.specs(), *RobotExport(None).registry.specs()]


def not_offered(
    spec: ToolSpec, arguments: dict[str, Any] | None, offered: str
) -> types.CallToolResult:
    """A tool the server has but was started without: how to get it."""
    name = spec.name
    message = (
        f"tool '{name}' is not offered by this server (started with {offered}); its cap is "
        f"'{cap_of(spec)}': start camoufox-mcp with --caps including {cap_of(spec)}, or "
        f"--tools {name}"
    )
    instance = (arguments or {}).get("instance")
    op = Operation(tool=name, budget=0.0)
    return tool_result(envelope.error(instance if isinstance(instance, str) else None,
                                      "invalid_params", message, op))  # fmt: skip


def tool_result(envelope: dict[str, Any]) -> types.CallToolResult:
    """The envelope as an MCP tool result: JSON text, structured content, ``isError``
    (what an error is; a success may be text, an image or a pointer: ``Results``)."""
    return types.CallToolResult(
        content=[types.TextContent(text=json.dumps(envelope, ensure_ascii=False))],
        structured_content=envelope,
        is_error=envelope.get("status") != "success",
    )


def instance_state(core: ToolCore, name: str) -> str:
    """``running``, ``dead`` (its browser died) or ``none``: for the default instance."""
    if name not in core.manager.instances:
        return "none"
    return "dead" if core.manager.dead_reason(name) else "running"


@dataclass(frozen=True)
class Defaults:
    """The default instance: its name and its ``browser_create_instance`` options."""

    instance: str = DEFAULT_INSTANCE
    options: dict[str, Any] | None = None


def build_server(
    core: ToolCore,
    offer: Offer | None = None,
    secrets: Secrets | None = None,
    plugins: str | None = None,
    defaults: Defaults | None = None,
) -> Server[Any]:
    """An MCP ``Server`` whose tools are ``core``'s tools, recorded, and the export tool,
    those of ``offer``'s caps and names (default: the default caps). ``plugins``: the
    ``--plugins`` the core's registry was made with, for the exported suites;
    ``defaults``: the default instance.

    Every tool writes where ``core``'s settings allow: ``output_dir``, ``write_anywhere``.
    """
    offer = offer or Offer()
    secrets = secrets or Secrets()
    defaults = defaults or Defaults()
    default = DefaultInstance(
        defaults.instance, dict(defaults.options or {}), lambda name: instance_state(core, name)
    )
    results = Results(core.settings.output_dir)
    if secrets:  # a trace is recorded, the values out of its zip (core/browser/redaction.py)
        core.manager.trace_redaction = secrets.redaction()
    recorder = Recorder(core, secrets)
    own = RobotExport(recorder, plugins).registry
    chosen = select([*core.registry.specs(), *own.specs()], offer.caps, offer.add, offer.remove)
    tools = tool_list(chosen)
    offered_names = {spec.name for spec in chosen}
    every = {spec.name: spec for spec in [*core.registry.specs(), *own.specs()]}

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(
        ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        if params.name in every and params.name not in offered_names:
            return not_offered(every[params.name], params.arguments, offer.described())
        answer = await answer_of(params.name, params.arguments)
        # The log filter (HidingFilter) hides secret values in these lines too.
        log.debug("%s %s: %s", params.name, answer.get("status"),
                  answer.get("message") or json.dumps(answer.get("data"), ensure_ascii=False)[:200])  # fmt: skip
        return results.result(params.name, secrets.hide(answer))  # no value leaves the server

    async def answer_of(name: str, given: dict[str, Any] | None) -> dict[str, Any]:
        spec = every.get(name)
        given = {} if given is None else given  # MCP: arguments left out are none
        arguments = given
        if spec is not None and isinstance(given, dict):
            arguments = default.arguments(spec, given)
            if "instance" not in given:
                failed = await default.ensure(spec, arguments, recorder.call)
                if failed is not None:
                    return failed
        if name in own:
            return await run_tool(own[name], core.manager, arguments)
        return await recorder.call(name, arguments)

    return Server(
        SERVER_NAME,
        version=__version__,
        instructions=instructions(defaults.instance),
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
        replays = end_replays()  # a verify's robot and its browsers
        if replays:
            log.warning("killed the replays (robot processes) %s", replays)

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


async def serve(
    core: ToolCore,
    offer: Offer | None = None,
    secrets: Secrets | None = None,
    plugins: str | None = None,
    defaults: Defaults | None = None,
) -> None:
    """Serves ``core`` on stdin/stdout until the client goes away."""
    server = build_server(core, offer, secrets, plugins, defaults)
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


def main(argv: Sequence[str] | None = None) -> int:
    """``camoufox-mcp`` / ``python -m CamoufoxLibrary.mcp``."""
    p = parser()
    options = p.parse_args(argv)
    try:
        secrets = Secrets.read(options.secrets) if options.secrets else Secrets()
    except SecretsFileError as exc:
        p.error(str(exc))
    logging.basicConfig(
        stream=sys.stderr,
        level=options.log_level,
        format="camoufox-mcp %(levelname)s %(name)s: %(message)s",
    )
    for handler in logging.getLogger().handlers:
        handler.addFilter(HidingFilter(secrets))
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
                allowed_origins=options.allowed_origins,
                blocked_origins=options.blocked_origins,
                allow_file_urls=options.allow_file_urls,
                # Fingerprints of the locators the agent used, kept in memory for the
                # export to write beside the suite (docs/healing.md).
                healing="record",
            ),
            registry=with_plugins(REGISTRY, options.plugins),
        )
    except InvalidParams as exc:
        p.error(str(exc))
    offer = Offer(
        tuple(names(options.caps)), tuple(names(options.tools)), tuple(names(options.no_tools))
    )
    try:
        select(server_specs(core.registry), offer.caps, offer.add, offer.remove)
    except UnknownName as exc:
        p.error(str(exc))
    try:
        create = core.registry["browser_create_instance"]
        defaults = Defaults(
            options.default_instance, instance_options(options.instance_options, create)
        )
    except InvalidParams as exc:
        p.error(str(exc))
    try:
        anyio.run(serve, core, offer, secrets, options.plugins, defaults)
    finally:
        Shutdown.kill()  # last resort, outside the event loop
    return 0
