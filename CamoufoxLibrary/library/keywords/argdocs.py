"""The arguments a keyword's docs leave out, listed in the tool's own few words.

A keyword's docs describe its arguments in Robot's terms (tables, examples); an
argument they do not name (````name````) would be nowhere in libdoc but its signature.
``with_arguments`` lists those in a table made from ``ToolSpec.params``
(``core/contract/paramdocs.py``), the words the MCP schema gives the same parameter,
so no description is written twice. ``instance`` (the current instance), ``page_id``
and ``frame_id`` are the library docs' to explain, once.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.contract.registry import ToolSpec

# The current instance and the target arguments: the library's docs explain them once
# (`Explicit targeting`), as the MCP server's instructions do.
EXPLAINED_ONCE = frozenset({"instance", "page_id", "frame_id"})


def undescribed(doc: str, spec: ToolSpec, names: Iterable[str]) -> list[tuple[str, str]]:
    """The keyword's arguments its docs do not name, with the tool's words for each."""
    return [
        (name, spec.params[name])
        for name in names
        if name not in EXPLAINED_ONCE and name in spec.params and f"``{name}``" not in doc
    ]


def with_arguments(doc: str, spec: ToolSpec, names: Iterable[str]) -> str:
    """``doc`` with a table of the arguments it leaves out, before its example."""
    rows = undescribed(doc, spec, names)
    if not rows:
        return doc
    table = "\n".join(
        ["| =Argument= | =Description= |", *(f"| ``{name}`` | {words}. |" for name, words in rows)]
    )
    body, marker, example = doc.partition("\nExample:")
    if not body.strip():
        return f"{table}\n{marker}{example}" if marker else table
    return f"{body.rstrip()}\n\n{table}\n{marker}{example}" if marker else f"{doc}\n\n{table}"
