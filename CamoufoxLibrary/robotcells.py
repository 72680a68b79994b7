"""Values as cells of Robot Framework's space-separated format, read back as they were.

Pure text, no Robot import: the MCP server writes suites without loading Robot's
parser, and the healing patch (``library/robotpatch.py``) writes the locators it puts
in. Cells are separated by four spaces, so a value must never hold two spaces in a
row, nor start or end with one; backslashes, variable signs and a leading ``#`` are
escaped the way Robot unescapes them. ``utest/test_robotcells.py`` reads every
rule back through Robot itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

SEPARATOR = "    "
INDENT = "    "
_VARIABLE_START = re.compile(r"([$@&%])\{")
_CONTROL = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def escape(text: str) -> str:
    """``text`` as one cell: ``${EMPTY}`` for nothing, spaces that Robot would eat as ``${SPACE}``."""
    if not text:
        return "${EMPTY}"
    inner = text.strip(" ")
    if not inner:
        return "${SPACE}" * len(text)
    lead = len(text) - len(text.lstrip(" "))
    trail = len(text) - len(text.rstrip(" "))
    out = inner.replace("\\", "\\\\")
    out = _VARIABLE_START.sub(r"\\\1{", out)
    for char, escaped in _CONTROL.items():
        out = out.replace(char, escaped)
    out = re.sub(r"(?<= ) ", r"\\ ", out)  # a second space in a row would end the cell
    if not lead and out.startswith("#"):
        out = "\\" + out  # a comment otherwise
    return "${SPACE}" * lead + out + "${SPACE}" * trail


def positional(cell: str, raw: str, names: Iterable[str]) -> str:
    """A positional cell that Robot would read as ``name=value`` gets its ``=`` escaped."""
    if "=" in raw and raw.split("=", 1)[0] in set(names):
        return cell.replace("=", "\\=", 1)
    return cell


def key(text: str) -> str:
    """A dictionary key in a ``VAR    &{name}    key=value`` line."""
    return escape(text).replace("=", "\\=")


def comment(text: str) -> str:
    """One comment line: ``# text``, on one line whatever ``text`` holds."""
    return "# " + " ".join(text.split())


def variable(name: str, sigil: str = "$") -> str:
    """``${name}`` (``@{name}``, ``&{name}``, ``%{name}`` with their sigil)."""
    return sigil + "{" + name + "}"


def line(cells: Iterable[str], indent: str = INDENT) -> str:
    return indent + SEPARATOR.join(cells)
