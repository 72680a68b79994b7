"""Table tools: a cell's text, a row's or a column's index, found by header and key texts.

Each reads the ``<table>`` once, as it is now (``page/tables.py``): a column named by
its header text and a row named by the text of its key column are looked up at call
time, so they still find their cell after the page re-sorts the table. Nothing waits:
a row or column that is not there is ``element_not_found`` at once, which the getter
keywords' assertions retry.
"""

from __future__ import annotations

from typing import Any

from ..contract.errors import OF_ELEMENT, OF_FRAME, OF_PAGE, SEVERAL_MATCHES
from ..contract.registry import tool
from ..page.tables import column_index, read_grid, row_index
from ..page.targeting import FRAME, Target
from ..page.visibility import describe_element

NOT_THERE = (
    "element_not_found",
    "the selector matches no element, or the table has no such column header, column "
    "index, row index or key text: the message lists the ones it has",
)
INVALID = (
    "invalid_params",
    f"an element that is not a <table>, {SEVERAL_MATCHES}, an empty column or row, a "
    "header or key text that names several columns or rows",
)
ERRORS = (INVALID, OF_ELEMENT[0], NOT_THERE, *OF_PAGE, OF_FRAME)


@tool(target=FRAME, errors=ERRORS, kind="reads")
async def browser_get_table_cell(
    target: Target,
    ref: str,
    column: str | int,
    row: str | int,
    *,
    key_column: str | int | None = None,
) -> dict[str, Any]:
    """Return the text of one cell of a ``<table>``, its column and row found as the table is now.

    ``ref`` is the table (a snapshot ref or a selector matching one ``<table>``).
    ``column`` is a header's text (the last header row that has it; white space and
    case aside, a trailing sort mark such as ▲ aside) or a 0-based index (negative:
    from the end); digits are an index unless a header has that text. ``row`` is a
    0-based index among the body rows (header and ``<tfoot>`` rows left out), or the
    text of the row's cell in ``key_column`` (a header text or index; default: the
    first column); with ``key_column`` given, ``row`` is always a text. Returns
    ``ref``, ``column`` and ``row`` (the indexes found), ``header`` (the column's
    header text, "" without one) and ``text`` (the cell's innerText; "" where no cell
    covers the slot). ``colspan`` and ``rowspan`` cells cover every slot they span.
    """
    table = describe_element(ref)
    grid = await read_grid(target, ref)
    at_column = column_index(grid, column, table)
    at_row = row_index(grid, row, key_column, table)
    return {
        "ref": ref,
        "column": at_column,
        "row": at_row,
        "header": grid.headers()[at_column],
        "text": grid.text(grid.body[at_row], at_column),
    }


@tool(target=FRAME, errors=ERRORS, kind="reads")
async def browser_get_table_row_index(
    target: Target, ref: str, row: str | int, *, key_column: str | int | None = None
) -> dict[str, Any]:
    """Return the 0-based index of the body row of a ``<table>`` whose key cell has a text.

    ``ref`` is the table; ``row`` the text of the row's cell in ``key_column`` (a header
    text or index; default: the first column), or an index, checked and made positive
    (-1: the last row), when ``key_column`` is not given. Returns ``ref``, ``row`` and
    ``rows`` (how many body rows the table has).
    """
    grid = await read_grid(target, ref)
    at_row = row_index(grid, row, key_column, describe_element(ref))
    return {"ref": ref, "row": at_row, "rows": len(grid.body)}


@tool(target=FRAME, errors=ERRORS, kind="reads")
async def browser_get_table_column_index(
    target: Target, ref: str, column: str | int
) -> dict[str, Any]:
    """Return the 0-based index of the column of a ``<table>`` that a header text names.

    ``ref`` is the table; ``column`` a header's text (as in browser_get_table_cell) or
    an index, checked and made positive. Returns ``ref``, ``column``, ``headers`` (the
    text over each column, from the last header row) and ``columns`` (how many).
    """
    grid = await read_grid(target, ref)
    at_column = column_index(grid, column, describe_element(ref))
    return {"ref": ref, "column": at_column, "headers": grid.headers(), "columns": grid.width}
