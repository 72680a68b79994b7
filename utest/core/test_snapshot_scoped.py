"""Snapshots of a big page scoped, cut and written to a file; refs found without the tree."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

NAME = "snapshot-scoped"
ROWS = 5000
# Over 1 MB: a long list of products, and one small form to act on among them.
BIG = (
    "<!doctype html><title>Big</title><h1>Catalogue</h1>"
    '<form id="order" aria-label="Order"><label>Quantity <input id="qty"></label>'
    '<button type="button" onclick="document.getElementById(\'done\').textContent = '
    "'Ordered ' + document.getElementById('qty').value\">Place order</button>"
    '<p id="done">Nothing ordered</p></form>'
    '<ul aria-label="Products">'
    + "".join(
        f"<li>Product {i}: a sturdy thing of the catalogue, item number {i:05d}, made to "
        f"last, tested by hand before it leaves the workshop, in stock, ships soon, "
        f"returns accepted within thirty days of delivery</li>"
        for i in range(ROWS)
    )
    + "</ul>"
)


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    live = live_cores(timeout=20)
    live.ok("browser_create_instance", instance=NAME)
    live.ok("browser_navigate", instance=NAME, url=http_server.add("/big.html", BIG))
    return live


def test_the_page_is_about_a_megabyte() -> None:
    assert len(BIG) > 1_000_000


def test_a_root_and_a_budget_keep_the_subtree_under_the_budget(live: Any) -> None:
    whole = live.ok("browser_snapshot", instance=NAME)
    assert whole["page_chars"] > 300_000 and not whole["truncated"]
    part = live.ok("browser_snapshot", instance=NAME, root="#order", max_chars=2000)
    assert len(part["snapshot"]) <= 2000 and not part["truncated"]
    assert part["snapshot"].startswith('- form "Order" [ref=')
    assert 'button "Place order"' in part["snapshot"] and "Product 1" not in part["snapshot"]
    products = live.ok("browser_snapshot", instance=NAME, root="role=list[name='Products']",
                       max_chars=3000)  # fmt: skip
    text = products["snapshot"]
    assert products["truncated"] and len(text) <= 3000
    assert text.startswith('- list "Products" [ref=') and "Product 0:" in text
    assert text.splitlines()[-1].startswith("# cut: ") and "Catalogue" not in text


def test_a_depth_names_the_refs_under_which_it_cut(live: Any) -> None:
    top = live.ok("browser_snapshot", instance=NAME, depth=0)
    assert top["truncated"] and len(top["snapshot"]) < 1000
    assert "more line(s) below: snapshot with root=e" in top["snapshot"]


def test_the_whole_snapshot_to_a_file(live: Any, tmp_path: Path) -> None:
    written = live.ok("browser_snapshot", instance=NAME, file_path=str(tmp_path / "big.yaml"))
    assert written["snapshot"] is None and written["chars"] == written["page_chars"]
    assert Path(written["path"]).read_text(encoding="utf-8").count("Product ") >= ROWS


def test_a_found_ref_is_what_a_click_then_uses(live: Any) -> None:
    found = live.ok("browser_find_refs", instance=NAME, role="button", name="place")
    assert found["count"] == 1
    (button,) = found["matches"]
    assert button["name"] == "Place order"
    (field,) = live.ok("browser_find_refs", instance=NAME, role="textbox", name="Quantity")[
        "matches"
    ]
    live.ok("browser_type", instance=NAME, ref=field["ref"], text="3")
    live.ok("browser_click", instance=NAME, ref=button["ref"])
    live.ok("browser_verify_text_visible", instance=NAME, text="Ordered 3")
    many = live.ok("browser_find_refs", instance=NAME, role="listitem", text="in stock", limit=5)
    assert many["count"] == ROWS and len(many["matches"]) == 5


def test_a_root_that_is_gone_or_finds_nothing(live: Any) -> None:
    gone = live.error("browser_snapshot", "stale_ref", instance=NAME, root="e999999")
    assert gone["message"].startswith("argument 'root': ref 'e999999' is not on the page now")
    with live.deadline(2):
        live.error("browser_snapshot", "element_not_found", instance=NAME, root="#nothing")
    live.error("browser_find_refs", "invalid_params", instance=NAME)
    live.error("browser_snapshot", "invalid_params", instance=NAME, max_chars=10)
