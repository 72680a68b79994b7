"""Table tools against a real browser: cells by header and key texts, through re-sorts.

The lookup rules are tested without a browser (utest/test_table_lookup.py); here the
grid is read from real tables: thead/tbody/tfoot, <th> in rows, colspan and rowspan,
a nested table, a frame, and a table the page re-sorts between two calls.
"""

from __future__ import annotations

from typing import Any

import pytest

NAME = "tables"
PAGE = """<!doctype html><title>Tables</title>
<table id=people>
  <thead><tr><th>Name</th><th onclick="sortBy(1)">Email</th><th>Role</th></tr></thead>
  <tbody>
    <tr><th scope=row>Ada</th><td>ada@example.com</td><td>Admin</td></tr>
    <tr><th scope=row>Grace</th><td>grace@example.com</td><td>Dev</td></tr>
    <tr><th scope=row>Alan</th><td>alan@example.com</td><td>Dev</td></tr>
  </tbody>
  <tfoot><tr><td colspan=3>3 people <table><tr><td>nested</td></tr></table></td></tr></tfoot>
</table>
<table id=spans>
  <tr><th rowspan=2>Name</th><th colspan=2>Contact</th></tr>
  <tr><th>Email</th><th>Phone</th></tr>
  <tr><td>Ada</td><td colspan=2>none</td></tr>
  <tr><td rowspan=2>Bo</td><td>bo@example.com</td><td>1</td></tr>
  <tr><td>bo2@example.com</td><td>2</td></tr>
</table>
<table id=bare><tr><td>1</td><td>2</td></tr></table>
<p id=plain>Not a table</p>
<iframe id=child srcdoc="<table><tr><th>K</th></tr><tr><td>in frame</td></tr></table>"></iframe>
<script>
  function sortBy(column) {
    const body = document.querySelector("#people tbody");
    const rows = [...body.rows].sort((a, b) => b.cells[column].innerText.localeCompare(a.cells[column].innerText));
    for (const row of rows) body.appendChild(row);
  }
</script>"""


@pytest.fixture(scope="module")
def page(live: Any, http_server: Any) -> str:
    url = http_server.add("/tables.html", PAGE)
    live.ok("browser_navigate", instance=NAME, url=url)
    return url


def cell(live: Any, ref: str, column: Any, row: Any, **more: Any) -> dict[str, Any]:
    return live.ok("browser_get_table_cell", instance=NAME, ref=ref, column=column, row=row, **more)


def test_a_cell_by_header_and_key_texts(live: Any, page: str) -> None:
    assert cell(live, "#people", "Email", "Grace") == {
        "ref": "#people",
        "column": 1,
        "row": 1,
        "header": "Email",
        "text": "grace@example.com",
    }
    assert cell(live, "#people", "role", 0)["text"] == "Admin"
    assert cell(live, "#people", 0, "-1")["text"] == "Alan"  # the <tfoot> row is no body row
    assert cell(live, "#people", "Name", "alan@example.com", key_column="Email")["text"] == "Alan"
    # The nested table (in the <tfoot>) adds no row.
    assert cell(live, "#people", "Role", "Alan")["text"] == "Dev"


def test_the_lookup_survives_a_re_sort(live: Any, page: str) -> None:
    before = cell(live, "#people", "Email", "Ada")
    live.ok("browser_click", instance=NAME, ref="#people th >> nth=1")
    after = cell(live, "#people", "Email", "Ada")
    assert before["text"] == after["text"] == "ada@example.com"
    assert (before["row"], after["row"]) == (0, 2)  # sorted by Email, descending
    assert live.ok("browser_get_table_row_index", instance=NAME, ref="#people", row="Ada") == {
        "ref": "#people",
        "row": 2,
        "rows": 3,
    }


def test_spans_and_two_header_rows(live: Any, page: str) -> None:
    assert cell(live, "#spans", "Phone", "bo2@example.com", key_column="Email")["text"] == "2"
    assert cell(live, "#spans", "Contact", "Ada")["text"] == "none"
    assert cell(live, "#spans", "Phone", "Ada")["text"] == "none"  # the colspan covers it
    assert cell(live, "#spans", "Name", 2)["text"] == "Bo"  # the rowspan covers row 2
    data = live.ok("browser_get_table_column_index", instance=NAME, ref="#spans", column="Email")
    assert data == {
        "ref": "#spans",
        "column": 1,
        "headers": ["Name", "Email", "Phone"],
        "columns": 3,
    }


def test_in_a_frame(live: Any, page: str) -> None:
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    child = next(f["frame_id"] for f in frames if f["url"].endswith("srcdoc"))
    assert cell(live, "table", "K", 0, frame_id=child)["text"] == "in frame"


def test_bad_input(live: Any, page: str) -> None:
    def error(error_type: str, **arguments: Any) -> str:
        arguments = {"ref": "#people", "column": "Email", "row": 0, **arguments}
        return live.error("browser_get_table_cell", error_type, instance=NAME, **arguments)[
            "message"
        ]

    assert "argument 'ref': selector '#plain' is a <p> element, not a <table>" in error(
        "invalid_params", ref="#plain"
    )
    assert "no column 'Phone'; its headers: 'Name', 'Email', 'Role'" in error(
        "element_not_found", column="Phone"
    )
    assert "row 7 is not in selector '#people': it has 3 rows" in error("element_not_found", row=7)
    assert "no row of selector '#people' has 'Linus' in column 0 ('Name')" in error(
        "element_not_found", row="Linus"
    )
    assert "2 rows of selector '#people' have 'Dev'" in error(
        "invalid_params", row="Dev", key_column="Role"
    )
    assert "has no header row" in error("element_not_found", ref="#bare")
    assert "2 rows of selector '#spans' have 'Bo'" in error(
        "invalid_params", ref="#spans", row="Bo"
    )  # one rowspan cell keys two rows
    assert "matches" in error("invalid_params", ref="css=table")
    error("element_not_found", ref="#nothing")
    error("stale_ref", ref="e9999")
    live.error("browser_get_table_column_index", "element_not_found", instance=NAME, ref="#people", column="Phone")  # fmt: skip
