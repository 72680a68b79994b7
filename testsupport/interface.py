"""The library's interface as data: every keyword's arguments, types, defaults and tags,
the MCP server's tools/list, and a digest of the whole libdoc page.

``utest/test_interface.py`` compares it with ``utest/snapshots/interface.json``, so a
change inside the package (a move, a declared parameter kind) cannot change what a suite
or an agent sees. After an intended change: ``python -m testsupport.interface --write``.

The libdoc page is held by its digest, without what says where a keyword is written
(``source``, ``lineno``) and when the page was made (``generated``): a module that
moves keeps it, a changed word of any keyword's docs or types does not. The page itself
is ``docs/CamoufoxLibrary.json`` (``make docs``), where a change shows as a diff.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

SNAPSHOT = Path(__file__).resolve().parents[1] / "utest" / "snapshots" / "interface.json"
# What moves with the code, not with what the page says.
VOLATILE = frozenset({"generated", "source", "lineno"})


def interface() -> dict[str, Any]:
    from robot.libdoc import LibraryDocumentation

    from CamoufoxLibrary.mcp.server import listed, server_specs

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
    return {
        "library_init": inits,
        "keywords": keywords,
        "libdoc_digest": digest(library),
        # As tools/list answers a server offering every tool (--caps all).
        "mcp_tools_list": listed(server_specs()),
    }


def without_volatile(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: without_volatile(v) for k, v in data.items() if k not in VOLATILE}
    if isinstance(data, list):
        return [without_volatile(item) for item in data]
    return data


def digest(library: dict[str, Any]) -> str:
    """sha256 of libdoc's data of the library, the volatile fields left out."""
    text = json.dumps(without_volatile(library), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


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
