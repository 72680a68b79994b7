"""The library's interface as data: every MCP tool's input schema and every keyword's
arguments, types, defaults and tags, without their docs.

``utest/test_interface.py`` compares it with ``utest/snapshots/interface.json``, so a
change inside the core (a move, a declared parameter kind) cannot change what a suite
or an agent sees. After an intended change: ``python -m testsupport.interface --write``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

SNAPSHOT = Path(__file__).resolve().parents[1] / "utest" / "snapshots" / "interface.json"


def interface() -> dict[str, Any]:
    from robot.libdoc import LibraryDocumentation

    from CamoufoxLibrary.mcp.server import tool_list

    tools = {tool.name: tool.input_schema for tool in tool_list()}
    library = LibraryDocumentation("CamoufoxLibrary").to_dictionary()
    keywords = {
        keyword["name"]: {
            "args": [arg["repr"] for arg in keyword["args"]],
            "returns": type_text(keyword.get("returnType")),
            "tags": keyword["tags"],
        }
        for keyword in library["keywords"]
    }
    inits = [arg["repr"] for init in library["inits"] for arg in init["args"]]
    return {"library_init": inits, "keywords": keywords, "mcp_input_schemas": tools}


def type_text(info: dict[str, Any] | None) -> str | None:
    """``dict[str, Any]`` from libdoc's nested type data."""
    if info is None:
        return None
    nested = [type_text(inner) for inner in info["nested"]]
    if info["union"]:
        return " | ".join(str(inner) for inner in nested)
    return (
        f"{info['name']}[{', '.join(str(inner) for inner in nested)}]" if nested else info["name"]
    )


def rendered(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m testsupport.interface --write")
    SNAPSHOT.write_text(rendered(interface()), encoding="utf-8")
    print(f"wrote {SNAPSHOT}")
