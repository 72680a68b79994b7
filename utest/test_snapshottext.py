"""A snapshot's text scoped, cut and searched, without a browser."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.syntax.snapshottext import matching, subtree, to_depth, within

SNAPSHOT = """- generic [ref=e1]:
  - heading "Shop" [level=1] [ref=e2]
  - list "Items" [ref=e3]:
    - listitem [ref=e4]:
      - link "First \\"item\\"" [ref=e5]:
        - /url: /first
    - listitem [ref=e6]: Second item
  - button "Buy" [ref=e7]
  - iframe [ref=e8]:
    - textbox "Card number" [ref=f1e2]: 4242"""


def test_the_subtree_of_a_ref_is_that_node_and_what_is_under_it() -> None:
    assert subtree(SNAPSHOT, "e3") == (
        '- list "Items" [ref=e3]:\n'
        "  - listitem [ref=e4]:\n"
        '    - link "First \\"item\\"" [ref=e5]:\n'
        "      - /url: /first\n"
        "  - listitem [ref=e6]: Second item"
    )
    assert subtree(SNAPSHOT, "f1e2") == '- textbox "Card number" [ref=f1e2]: 4242'
    assert subtree(SNAPSHOT, "e99") is None


def test_a_depth_keeps_the_top_levels_and_says_what_it_left_out() -> None:
    assert to_depth(SNAPSHOT, 1).splitlines() == [
        "- generic [ref=e1]:",
        '  - heading "Shop" [level=1] [ref=e2]',
        '  - list "Items" [ref=e3]:',
        "    # 4 more line(s) below: snapshot with root=e3",
        '  - button "Buy" [ref=e7]',
        "  - iframe [ref=e8]:",
        "    # 1 more line(s) below: snapshot with root=e8",
    ]
    assert to_depth(SNAPSHOT, 9) == SNAPSHOT
    with pytest.raises(InvalidParams, match="argument 'depth' must be a whole number of 0 or more"):
        to_depth(SNAPSHOT, -1)


def test_a_budget_keeps_whole_lines_and_says_where_it_cut() -> None:
    big = "\n".join(f'- listitem "Item {i}" [ref=e{i}]' for i in range(1, 2000))
    cut, truncated = within(big, 500, "ask for more")
    assert truncated and len(cut) <= 500
    last = cut.splitlines()[-1]
    assert last.startswith("# cut: ") and f"of {len(big)} characters shown" in last
    assert last.endswith("; ask for more")
    kept = cut.splitlines()[-2]
    assert f"the rest after {kept.split('ref=')[1][:-1]} left out" in last
    assert within(SNAPSHOT, 5000, "x") == (SNAPSHOT, False)
    with pytest.raises(InvalidParams, match="at least 200"):
        within(SNAPSHOT, 50, "x")


def test_nodes_are_found_by_role_name_and_text() -> None:
    assert [n.ref for n in matching(SNAPSHOT, "listitem", None, None)] == ["e4", "e6"]
    assert [n.ref for n in matching(SNAPSHOT, None, "first", None)] == ["e5"]
    (link,) = matching(SNAPSHOT, "link", None, None)
    assert link.name == 'First "item"'
    assert [n.ref for n in matching(SNAPSHOT, None, None, "second")] == ["e6"]
    assert [n.ref for n in matching(SNAPSHOT, "textbox", "card", None)] == ["f1e2"]
    assert matching(SNAPSHOT, "button", "Sell", None) == []
    with pytest.raises(InvalidParams, match="give at least one of 'role', 'name' and 'text'"):
        matching(SNAPSHOT, None, None, None)
