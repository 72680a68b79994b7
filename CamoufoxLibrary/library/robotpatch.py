"""A healed selector written into the ``.robot`` file it came from, as a unified diff.

Pure text: ``Patch.place`` finds where the old selector is written (a cell of the
keyword's own line or of its ``...`` continuation lines, else a cell of another line
of that file, such as the ``*** Variables ***`` line that defines it) and puts the new
one there, escaped as Robot reads it back (``robotcells.py``); ``Patch.diff`` is every
change so far, file by file, against the files as they were when their first heal
came, so the patch applies to the suite as it is on disk (``patch -p1``, ``git apply``).
"""

from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .. import robotcells as cells

# Between cells: two or more spaces or tabs; on a line of the pipe-separated format, a
# pipe between spaces (elsewhere a pipe is text: an XPath union ``//a | //b``).
_SEPARATOR = re.compile(r"( {2,}|\t[ \t]*)")
_PIPES = re.compile(r"(^\| +| +\| +| +\|$)")
_CONTINUATION = re.compile(r"^\s*\.\.\.(\s|$)")


def replace_cell(line: str, old: str, new: str) -> str | None:
    """``line`` with its first cell that is ``old``, or ``name=old``, made ``new``;
    None when no cell is. ``old`` and ``new`` are values, escaped here."""
    old_cell, new_cell = cells.escape(old), cells.escape(new)
    body = line.rstrip("\n")
    ending = line[len(body) :]
    separator = _PIPES if body.startswith("| ") else _SEPARATOR
    pieces = separator.split(body)  # cells at even places, separators between
    for index in range(0, len(pieces), 2):
        piece = pieces[index]
        if piece == old_cell:
            pieces[index] = new_cell
        elif piece.endswith("=" + old_cell) and re.fullmatch(r"\w+", piece[: -len(old_cell) - 1]):
            pieces[index] = piece[: -len(old_cell)] + new_cell  # a named argument
        else:
            continue
        return "".join(pieces) + ending
    return None


def keyword_lines(lines: list[str], lineno: int) -> range:
    """The indexes of the keyword call at ``lineno`` (1-based): its line and the ``...``
    lines that continue it."""
    start = lineno - 1
    end = start + 1
    while end < len(lines) and _CONTINUATION.match(lines[end]):
        end += 1
    return range(start, end)


@dataclass
class Patch:
    """The heals of a run, file by file."""

    originals: dict[Path, list[str]] = field(default_factory=dict)
    patched: dict[Path, list[str]] = field(default_factory=dict)
    # (file, old selector) -> the line last changed for it: a variable's one line serves
    # every call that uses the variable.
    placed: dict[tuple[Path, str], int] = field(default_factory=dict)

    def place(self, source: Path, lineno: int, old: str, new: str) -> int | None:
        """Puts ``new`` where ``old`` is written for the call at ``source:lineno``;
        returns the line number changed, or None when ``old`` is not written as a cell
        there nor elsewhere in that file (a variable from another file, a value built
        at run time)."""
        lines = self._lines(source)
        if lines is None:
            return None
        near = keyword_lines(lines, lineno) if 0 < lineno <= len(lines) else range(0)
        for index in [*near, *(i for i in range(len(lines)) if i not in near)]:
            changed = replace_cell(lines[index], old, new)
            if changed is not None:
                lines[index] = changed
                self.placed[(source, old)] = index + 1
                return index + 1
        return self.placed.get((source, old))

    def _lines(self, source: Path) -> list[str] | None:
        if source not in self.patched:
            try:
                text = source.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                return None
            self.originals[source] = text.splitlines(keepends=True)
            self.patched[source] = list(self.originals[source])
        return self.patched[source]

    def diff(self, relative_to: Path) -> str:
        """Every change so far as one unified diff, paths relative to ``relative_to``."""
        out: list[str] = []
        for source, original in self.originals.items():
            name = Path(os.path.relpath(source, relative_to)).as_posix()
            out += difflib.unified_diff(
                original, self.patched[source], fromfile=f"a/{name}", tofile=f"b/{name}"
            )
        # A last line without its newline is marked so, as diff marks it.
        return "".join(
            line if line.endswith("\n") else line + "\n\\ No newline at end of file\n"
            for line in out
        )
