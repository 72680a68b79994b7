"""Capability groups: which tools an MCP server lists (``--caps``, ``--tools``, ``--no-tools``).

An agent pays for every tool listed on every turn, and several clients refuse long tool
lists, so the server offers the ``core`` group by default: what an agent needs to
browse and verify, the seed tools among them. A group holds the tools of some modules
of ``core/tools`` (a tool's module is where it is written, so nothing is listed twice);
a plugin's tools are the group ``plugins``. ``--tools`` adds tools by name and
``--no-tools`` takes them away. docs/mcp.md gives each group's size, measured by
``python -m CamoufoxLibrary.mcp.budget``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.contract.registry import ToolSpec

TOOLS_PACKAGE = "CamoufoxLibrary.core.tools."
# Each group and the core/tools modules whose tools it lists, with what it is for.
CAPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "core": (
        "navigation, tabs, frames, snapshot, the seed actions and checks, the recording",
        ("navigation", "page", "tabs", "frames", "interaction", "modals", "inspection",
         "verification", "utility", "locators", "code"),
    ),
    "instances": (
        "instances of their own options, beside the default one",
        ("lifecycle",),
    ),
    "input": ("fields, keys, mouse, scrolling, events", ("input", "keyboard", "mouse", "scrolling", "events")),
    "testing": (
        "getters, element states and waits, lists and tables, screenshot baselines",
        ("getters", "element_state", "waits", "page_info", "collections", "tables",
         "screenshots"),
    ),
    "network": ("routes, request and response waits, downloads", ("network", "network_waits", "downloads")),
    "storage": ("cookies, web storage, storage state", ("storage", "state")),
    "emulation": (
        "geolocation, permissions, offline, headers, media, the clock",
        ("emulation", "clock"),
    ),
    "scripts": ("init scripts, script and style tags", ("initscripts",)),
    "tracing": ("Playwright traces", ("tracing",)),
    "interruptions": ("dialog policies, overlay handlers", ("dialog_policy", "overlays")),
    "identity": ("the identity a site sees, and its checks", ("identity",)),
    "plugins": ("the tools of --plugins", ()),
}  # fmt: skip
DEFAULT_CAPS = ("core", "plugins")
ALL = "all"


class UnknownName(ValueError):
    """A cap or tool name the server does not have; the message lists the valid ones."""


def cap_of(spec: ToolSpec) -> str:
    """The group of a tool: by its module, ``core`` for the server's own, else ``plugins``."""
    module = spec.func.__module__
    if module.startswith("CamoufoxLibrary.mcp."):
        return "core"  # browser_export_robot: the recording is the core of a session
    if not module.startswith(TOOLS_PACKAGE):
        return "plugins"
    name = module.removeprefix(TOOLS_PACKAGE)
    for cap, (_, modules) in CAPS.items():
        if name in modules:
            return cap
    raise LookupError(f"core/tools/{name}.py is in no cap of mcp/caps.py")


def names(text: str | None) -> list[str]:
    return [part.strip() for part in (text or "").split(",") if part.strip()]


def select(
    specs: Sequence[ToolSpec],
    caps: Iterable[str] = DEFAULT_CAPS,
    add: Iterable[str] = (),
    remove: Iterable[str] = (),
) -> list[ToolSpec]:
    """The tools the server lists, in registry order; ``UnknownName`` for a wrong name."""
    wanted = set(caps)
    unknown = wanted - set(CAPS) - {ALL}
    if unknown:
        raise UnknownName(
            f"unknown cap(s) {', '.join(sorted(unknown))}; the caps are "
            f"{', '.join(CAPS)} (or {ALL})"
        )
    known = {spec.name for spec in specs}
    for given in (add, remove):
        wrong = sorted(set(given) - known)
        if wrong:
            raise UnknownName(
                f"no tool(s) {', '.join(wrong)}; the tools are {', '.join(sorted(known))}"
            )
    added, removed = set(add), set(remove)
    return [
        spec
        for spec in specs
        if spec.name not in removed
        and (ALL in wanted or cap_of(spec) in wanted or spec.name in added)
    ]
