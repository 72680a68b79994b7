"""A table read as a grid, and its columns and rows found by header text, key text or index.

The page gives the grid once (``js/table_grid.js``); what a caller asks for is looked up
here, in Python, at call time: a column by its header's text, a row by the text of its
key column, so a table the page re-sorted or refilled is read as it is now. Indexes are
0-based, counted among the columns and among the body rows (header rows and ``<tfoot>``
rows are not body rows); a negative one counts from the end.

A column is found in the last header row that has a cell of that text (so a two-row
header matches ``First`` below and ``Name`` above it); a header spanning several
columns (``colspan``) names the first of them. Texts compare with runs of white space
as one space, exactly, then ignoring case, then without a trailing sort mark (``▲``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..contract.errors import ElementNotFound, InvalidParams
from ..js import script
from .elements import read_element, what_it_is
from .targeting import Target
from .visibility import describe_element

TABLE_GRID = script("table_grid")
# Marks a sortable table puts after a header's text when it sorts by that column.
SORT_MARKS = "▲▼△▽▴▾↑↓⇅⇵⬆⬇⌃⌄"
INDEX = re.compile(r"^[+-]?\d+$")
# How many header or key texts an error lists.
SHOWN_AT_MOST = 10


@dataclass(frozen=True)
class Grid:
    """A table's cells by row and column: each slot holds the number of the cell that
    covers it (-1 where no cell does), ``texts`` the cells' texts."""

    head: list[list[int]]
    body: list[list[int]]
    texts: list[str]

    @property
    def width(self) -> int:
        return max((len(row) for row in (*self.head, *self.body)), default=0)

    def text(self, row: list[int], column: int) -> str:
        cell = row[column] if column < len(row) else -1
        return self.texts[cell] if cell >= 0 else ""

    def headers(self) -> list[str]:
        """The text over each column: its cell in the last header row ("" without one)."""
        last = self.head[-1] if self.head else []
        return [normalized(self.text(last, c)) for c in range(self.width)]


def grid_of(found: dict[str, Any]) -> Grid:
    """The grid of what ``table_grid.js`` read: header rows are ``<thead>``'s, or else the
    leading rows made only of ``<th>``; ``<tfoot>`` rows are left out."""
    cells = found["cells"]
    rows = found["rows"]
    head = [row["cells"] for row in rows if row["section"] == "head"]
    body = [row["cells"] for row in rows if row["section"] == "body"]
    if not head:
        while body and body[0] and all(cell >= 0 and cells[cell]["th"] for cell in body[0]):
            head.append(body.pop(0))
    return Grid(head, body, [cell["text"] for cell in cells])


def normalized(text: str) -> str:
    return " ".join(text.split())


def unmarked(text: str) -> str:
    return normalized(text.rstrip().rstrip(SORT_MARKS))


# How a header or key text is compared, strictest first: the first way that finds a
# match decides.
MATCHES = (
    lambda text: normalized(text),
    lambda text: normalized(text).casefold(),
    lambda text: unmarked(text).casefold(),
)


def listed(texts: list[str]) -> str:
    """``'Name', 'Email', 'Role'``, the first SHOWN_AT_MOST of them."""
    shown = ", ".join(repr(text) for text in texts[:SHOWN_AT_MOST])
    return shown + (f", ... ({len(texts)} in all)" if len(texts) > SHOWN_AT_MOST else "")


def as_index(value: str | int, size: int, what: str, argument: str, table: str) -> int:
    """A 0-based index (negative: from the end) checked against ``size``."""
    index = int(value)
    if not -size <= index < size:
        have = f"{size} {what}s (0 to {size - 1}, or -1 for the last)" if size else f"no {what}s"
        raise ElementNotFound(
            f"argument '{argument}': {what} {index} is not in {table}: it has {have}"
        )
    return index % size


def column_index(grid: Grid, column: str | int, table: str, argument: str = "column") -> int:
    """The column a header text names, or an index (an int, or digits no header has)."""
    if isinstance(column, int):
        return as_index(column, grid.width, "column", argument, table)
    if not isinstance(column, str) or not column.strip():
        raise InvalidParams(f"argument '{argument}' must be a column's header text or its index")
    for row in reversed(grid.head):
        for match in MATCHES:
            wanted = match(column)
            cells = {
                row[c]
                for c in range(len(row))
                if row[c] >= 0 and match(grid.texts[row[c]]) == wanted
            }
            if len(cells) > 1:
                found = [
                    c
                    for c in range(len(row))
                    if row[c] in cells and (c == 0 or row[c - 1] != row[c])
                ]
                raise InvalidParams(
                    f"argument '{argument}': {len(cells)} columns of {table} have the header "
                    f"{column!r} (columns {', '.join(map(str, found))}); give the index of one"
                )
            if cells:
                return row.index(cells.pop())
    if INDEX.match(column.strip()):
        return as_index(column.strip(), grid.width, "column", argument, table)
    if not grid.head:
        raise ElementNotFound(
            f"argument '{argument}': {table} has no header row (no <thead>, no leading row "
            f"of <th> cells) to find {column!r} in; give the column's index"
        )
    raise ElementNotFound(
        f"argument '{argument}': {table} has no column {column!r}; its headers: "
        f"{listed(grid.headers())}"
    )


def row_index(
    grid: Grid, row: str | int, key_column: str | int | None, table: str, argument: str = "row"
) -> int:
    """The body row ``row`` names: an index, or without one the row whose cell in
    ``key_column`` (default: the first column) has that text. With ``key_column``,
    ``row`` is always a text."""
    if key_column is None and (isinstance(row, int) or INDEX.match(str(row).strip())):
        return as_index(str(row).strip(), len(grid.body), "row", argument, table)
    key = str(row)
    if not key.strip():
        raise InvalidParams(f"argument '{argument}' must be a row's index or its key text")
    column = column_index(grid, 0 if key_column is None else key_column, table, "key_column")
    keys = [grid.text(cells, column) for cells in grid.body]
    for match in MATCHES[:2]:  # a sort mark in a body cell is data
        wanted = match(key)
        found = [i for i, text in enumerate(keys) if match(text) == wanted]
        if len(found) > 1:
            raise InvalidParams(
                f"argument '{argument}': {len(found)} rows of {table} have {key!r} in column "
                f"{column} (rows {', '.join(map(str, found))}); give key_column a column whose "
                "texts are unique, or the row's index"
            )
        if found:
            return found[0]
    header = grid.headers()[column] if grid.head else ""
    named = f"column {column} ({header!r})" if header else f"column {column}"
    raise ElementNotFound(
        f"argument '{argument}': no row of {table} has {key!r} in {named}; its texts there: "
        f"{listed([normalized(text) for text in keys]) or 'none (no body rows)'}"
    )


async def read_grid(target: Target, ref: str) -> Grid:
    """The grid of the ``<table>`` ``ref``, read now; another element is invalid_params."""
    found = await read_element(target, ref, "ref", TABLE_GRID)
    if "rows" not in found:
        raise InvalidParams(
            f"argument 'ref': {describe_element(ref)} is {what_it_is(found)}, not a <table>; "
            "give the <table> element itself (ARIA grids of role=grid are not read as tables)"
        )
    return grid_of(found)
