"""Finding a table's columns and rows (core/page/tables.py), on grids made by hand.

Browser-free: a grid is what ``table_grid.js`` returns, written out here; the browser
tests (utest/core/test_tables.py) read real tables.
"""

from __future__ import annotations

from typing import Any

import pytest

from CamoufoxLibrary.core.contract.errors import ElementNotFound, InvalidParams
from CamoufoxLibrary.core.page.tables import Grid, column_index, grid_of, row_index

T = "table 't'"


def read(*rows: tuple[str, list[str | tuple[str, int]]]) -> dict[str, Any]:
    """What table_grid.js gives for ``(section, cells)`` rows; a cell is its text, or
    ``(text, columns)`` for a colspan; a text starting with '#' is a <th>."""
    cells: list[dict[str, Any]] = []
    found = []
    for section, row in rows:
        ids = []
        for cell in row:
            text, span = cell if isinstance(cell, tuple) else (cell, 1)
            cells.append({"text": text.lstrip("#"), "th": text.startswith("#")})
            ids += [len(cells) - 1] * span
        found.append({"section": section, "cells": ids})
    return {"rows": found, "cells": cells}


PEOPLE = grid_of(
    read(
        ("head", ["#Name", "#Email ▲", "#Role"]),
        ("body", ["Ada", "ada@example.com", "Admin"]),
        ("body", ["Grace", "grace@example.com", "Dev"]),
        ("body", ["Alan", "alan@example.com", "Dev"]),
        ("foot", ["3 people", "", ""]),
    )
)


def test_header_rows_are_thead_or_leading_th_rows() -> None:
    assert PEOPLE.headers() == ["Name", "Email ▲", "Role"]
    assert len(PEOPLE.body) == 3  # the <tfoot> row is left out
    bare = grid_of(read(("body", ["#A", "#B"]), ("body", ["#x", "1"]), ("body", ["y", "2"])))
    assert bare.headers() == ["A", "B"]
    assert len(bare.body) == 2  # a row with a <td> is a body row, its <th> a cell
    assert grid_of(read(("body", ["1", "2"]))).head == []


@pytest.mark.parametrize(
    ("column", "index"),
    [("Name", 0), ("  Name ", 0), ("role", 2), ("Email", 1), ("Email ▲", 1), (2, 2), ("-1", 2)],
)
def test_a_column_by_header_text_or_index(column: str | int, index: int) -> None:
    assert column_index(PEOPLE, column, T) == index


def test_a_header_of_digits_wins_over_the_index() -> None:
    grid = grid_of(read(("head", ["#Year", "#2024", "#2025"]), ("body", ["a", "b", "c"])))
    assert column_index(grid, "2024", T) == 1
    assert column_index(grid, "2", T) == 2


def test_an_unknown_column_lists_the_headers() -> None:
    with pytest.raises(
        ElementNotFound,
        match=r"argument 'column': .* no column 'Phone'; its headers: 'Name', 'Email ▲', 'Role'",
    ):
        column_index(PEOPLE, "Phone", T)
    with pytest.raises(ElementNotFound, match=r"column 3 is not in table 't': it has 3 columns"):
        column_index(PEOPLE, 3, T)
    with pytest.raises(ElementNotFound, match=r"no header row"):
        column_index(grid_of(read(("body", ["1", "2"]))), "Name", T)
    with pytest.raises(InvalidParams, match=r"argument 'column' must be"):
        column_index(PEOPLE, " ", T)


def test_spanned_and_two_row_headers() -> None:
    grid = grid_of(
        read(
            ("head", ["#Name", ("#Contact", 2)]),
            ("head", ["#", "#Email", "#Phone"]),
            ("body", ["Ada", "ada@example.com", "123"]),
        )
    )
    assert column_index(grid, "Phone", T) == 2
    assert column_index(grid, "Contact", T) == 1  # the first column it spans
    assert column_index(grid, "Name", T) == 0
    spanned = grid_of(read(("head", ["#Name", ("#Contact", 2)]), ("body", ["Ada", ("x", 2)])))
    assert spanned.text(spanned.body[0], 2) == "x"


def test_two_headers_of_one_text_are_invalid() -> None:
    grid = grid_of(read(("head", ["#Qty", "#Qty"]), ("body", ["1", "2"])))
    with pytest.raises(
        InvalidParams, match=r"2 columns of table 't' have the header 'Qty' \(columns 0, 1\)"
    ):
        column_index(grid, "Qty", T)


@pytest.mark.parametrize(
    ("row", "key_column", "index"),
    [
        (0, None, 0),
        ("2", None, 2),
        ("-1", None, 2),
        ("Grace", None, 1),
        ("grace", None, 1),
        ("alan@example.com", "Email", 2),
        ("Admin", 2, 0),
    ],
)
def test_a_row_by_index_or_key_text(row: str | int, key_column: Any, index: int) -> None:
    assert row_index(PEOPLE, row, key_column, T) == index


def test_a_key_column_makes_digits_a_text() -> None:
    grid = grid_of(read(("head", ["#Id", "#Name"]), ("body", ["7", "Ada"]), ("body", ["1", "Bo"])))
    assert row_index(grid, "1", None, T) == 1  # an index
    assert row_index(grid, "1", "Id", T) == 1  # the text
    assert row_index(grid, "7", "Id", T) == 0


def test_bad_rows() -> None:
    with pytest.raises(ElementNotFound, match=r"row 3 is not in table 't': it has 3 rows"):
        row_index(PEOPLE, 3, None, T)
    with pytest.raises(
        ElementNotFound,
        match=r"argument 'row': no row of table 't' has 'Linus' in column 0 \('Name'\); "
        r"its texts there: 'Ada', 'Grace', 'Alan'",
    ):
        row_index(PEOPLE, "Linus", None, T)
    with pytest.raises(
        InvalidParams, match=r"2 rows of table 't' have 'Dev' in column 2 \(rows 1, 2\)"
    ):
        row_index(PEOPLE, "Dev", "Role", T)
    with pytest.raises(ElementNotFound, match=r"argument 'key_column': .* no column 'Phone'"):
        row_index(PEOPLE, "Ada", "Phone", T)
    with pytest.raises(ElementNotFound, match=r"it has no rows"):
        row_index(Grid([[0]], [], ["Name"]), 0, None, T)


def test_an_empty_slot_reads_empty() -> None:
    grid = Grid([[0, 1]], [[2]], ["A", "B", "x"])
    assert grid.text(grid.body[0], 1) == ""
    assert grid.width == 2
