"""Each tool's MCP annotations, derived from the ``kind`` its ``@tool`` declares.

A client reads them to decide what it may run without asking (a read-only tool) and
what to confirm first. ``kind`` (``vocabulary.ToolKind``) says what a tool does, so
the hints follow from it and are written nowhere else:

- ``reads``, ``checks``, ``waits``: read-only (a wait arms or waits, changing no page);
- ``acts``: changes a page, an instance or what the network answers: not read-only,
  possibly destructive (a click may delete), not idempotent;
- ``manages``: starts or ends instances, traces and files of the session: not
  read-only, possibly destructive (ending an instance loses its pages), not
  idempotent, and closed-world (it reaches no site).

Every other tool may reach the open web (``openWorldHint``). ``title`` is the tool's
name in words, as its keyword's (``browser_verify_text_visible``: Verify text visible).
Every hint is given, whatever the MCP spec's default, except the two the spec calls
meaningless for a read-only tool (``destructiveHint``, ``idempotentHint``): an agent
pays for every character of the list on every turn.
"""

from __future__ import annotations

from mcp import types

from ..core.contract.registry import ToolSpec
from ..core.contract.vocabulary import ToolKind

# kind -> (readOnlyHint, destructiveHint, idempotentHint, openWorldHint)
HINTS: dict[ToolKind, tuple[bool, bool, bool, bool]] = {
    "reads": (True, False, True, True),
    "checks": (True, False, True, True),
    "waits": (True, False, True, True),
    "acts": (False, True, False, True),
    "manages": (False, True, False, False),
}


def title(spec: ToolSpec) -> str:
    words = spec.name.removeprefix("browser_").replace("_", " ")
    return words[:1].upper() + words[1:]


def annotations(spec: ToolSpec) -> types.ToolAnnotations:
    read_only, destructive, idempotent, open_world = HINTS[spec.kind]
    return types.ToolAnnotations(
        title=title(spec),
        read_only_hint=read_only,
        destructive_hint=None if read_only else destructive,
        idempotent_hint=None if read_only else idempotent,
        open_world_hint=open_world,
    )
