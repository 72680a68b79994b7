"""What each tool group costs an agent: the characters of its tools/list entries.

    python -m CamoufoxLibrary.mcp.budget

prints the table of docs/mcp.md ("Tool groups"); a test holds the page to it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from ..core.contract.registry import ToolSpec
from .caps import ALL, CAPS, select
from .server import listed, server_specs


def sizes(specs: Sequence[ToolSpec]) -> dict[str, tuple[int, int]]:
    """Per cap, and for all: how many tools and the characters of their entries."""
    found: dict[str, tuple[int, int]] = {}
    for cap in CAPS:
        chosen = select(specs, [cap])
        found[cap] = (len(chosen), len(json.dumps(listed(chosen))))
    found[ALL] = (len(specs), len(json.dumps(listed(list(specs)))))
    return found


def table(specs: Sequence[ToolSpec]) -> list[str]:
    lines = ["| Cap | What it holds | Tools | Characters of tools/list |", "|---|---|---|---|"]
    for cap, (count, size) in sizes(specs).items():
        what = CAPS[cap][0] if cap in CAPS else "every tool"
        lines.append(f"| `{cap}` | {what} | {count} | {size:,} |")
    return lines


def main() -> int:
    print("\n".join(table(server_specs())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
