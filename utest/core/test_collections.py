"""Collection tools against a real browser: every element a selector matches, every option.

The selectors browser_get_elements gives are held against Playwright: each matches
exactly the element it was made for.
"""

from __future__ import annotations

from typing import Any

import pytest

NAME = "collections"
PAGE = """<!doctype html><title>Collections</title>
<ul id=todo>
  <li class=item id=first>Write  the
    tests</li>
  <li class=item>Run them</li>
  <li class=item data-testid=last-item>Ship</li>
  <li class=item id=dup>Dup one</li>
</ul>
<p id=dup>A second #dup: neither is named by its id</p>
<div id=host></div>
<script>
  const root = document.getElementById("host").attachShadow({mode: "open"});
  root.innerHTML = '<span id=first>Shadowed id</span><span class=in-shadow id=inner>In</span>';
</script>
<label id=car-label for=car>Car</label>
<select id=car>
  <option value="">Choose</option>
  <optgroup label=Swedish><option value=volvo>Volvo</option><option value=saab disabled>Saab</option></optgroup>
  <optgroup label=German disabled><option value=audi>Audi</option></optgroup>
  <option selected>Other</option>
</select>
<select id=many multiple><option value=1 selected>One</option><option value=2 selected>Two</option></select>
<input id=name>
<iframe id=child srcdoc="<ol><li id=a>A</li><li id=b>B</li></ol>"></iframe>"""


@pytest.fixture(scope="module")
def page(live: Any, http_server: Any) -> str:
    url = http_server.add("/collections.html", PAGE)
    live.ok("browser_navigate", instance=NAME, url=url)
    return url


def get(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.ok(f"browser_get_{tool}", instance=NAME, **arguments)


def matches(live: Any, selector: str, frame_id: str | None = None) -> list[str]:
    """The outerHTML of each element ``selector`` matches, by Playwright."""
    inst = live.instance(NAME)
    page = inst.pages[inst.selected_page_id]
    scope = page if frame_id is None else inst.frame(page, frame_id)
    return live.run(scope.locator(selector).evaluate_all("els => els.map(e => e.outerHTML)"))


# --- Get Elements ------------------------------------------------------------------------


def test_one_selector_per_match_ids_where_unique(live: Any, page: str) -> None:
    data = get(live, "elements", ref="css=li.item")
    # #first is also inside a shadow root and #dup is twice: both get nth=.
    assert data["selectors"] == [
        "css=li.item >> nth=0",
        "css=li.item >> nth=1",
        "data-testid=last-item",
        "css=li.item >> nth=3",
    ]
    assert data["count"] == 4
    assert data["elements"][0] == {
        "selector": "css=li.item >> nth=0",
        "tag": "li",
        "text": "Write the tests",
    }
    every = matches(live, "css=li.item")
    for selector, html in zip(data["selectors"], every, strict=True):
        assert matches(live, selector) == [html]


def test_an_id_in_a_shadow_root_is_used_when_unique(live: Any, page: str) -> None:
    assert get(live, "elements", ref="css=.in-shadow")["selectors"] == ["id=inner"]
    assert len(matches(live, "id=inner")) == 1


def test_no_match_is_an_empty_list(live: Any, page: str) -> None:
    assert get(live, "elements", ref="css=.nothing") == {
        "ref": "css=.nothing",
        "count": 0,
        "selectors": [],
        "elements": [],
    }


def test_in_a_frame_and_through_one(live: Any, page: str) -> None:
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    child = next(f["frame_id"] for f in frames if f["url"].endswith("srcdoc"))
    assert get(live, "elements", ref="li", frame_id=child)["selectors"] == ["id=a", "id=b"]
    assert matches(live, "id=b", child) == ['<li id="b">B</li>']
    # Through the iframe an id names nothing from the page: nth= it is.
    through = "#child >> internal:control=enter-frame >> li"
    assert get(live, "elements", ref=through)["selectors"] == [
        f"{through} >> nth=0",
        f"{through} >> nth=1",
    ]


def test_a_ref_gives_its_durable_locator(live: Any, page: str) -> None:
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    ref = next(
        line.split("[ref=")[1].split("]")[0] for line in snapshot.splitlines() if "Run them" in line
    )
    data = get(live, "elements", ref=ref)
    assert data["count"] == 1
    (selector,) = data["selectors"]
    assert matches(live, selector) == ['<li class="item">Run them</li>']
    live.error("browser_get_elements", "stale_ref", instance=NAME, ref="e9999")


def test_bad_selectors_are_invalid_params(live: Any, page: str) -> None:
    envelope = live.error("browser_get_elements", "invalid_params", instance=NAME, ref="[[[")
    assert "'[[[' is not a valid selector" in envelope["message"]
    live.error("browser_get_elements", "invalid_params", instance=NAME, ref=" ")


# --- Get Select Options ------------------------------------------------------------------


def test_every_option_with_its_group(live: Any, page: str) -> None:
    assert get(live, "select_options", ref="#car")["options"] == [
        {"label": "Choose", "value": "", "index": 0, "selected": False, "disabled": False, "group": None},
        {"label": "Volvo", "value": "volvo", "index": 1, "selected": False, "disabled": False, "group": "Swedish"},
        {"label": "Saab", "value": "saab", "index": 2, "selected": False, "disabled": True, "group": "Swedish"},
        {"label": "Audi", "value": "audi", "index": 3, "selected": False, "disabled": True, "group": "German"},
        {"label": "Other", "value": "Other", "index": 4, "selected": True, "disabled": False, "group": None},
    ]  # fmt: skip
    assert get(live, "select_options", ref="#car-label")["options"][1]["value"] == "volvo"
    chosen = [
        o["value"] for o in get(live, "select_options", ref="#many")["options"] if o["selected"]
    ]
    assert chosen == ["1", "2"]


def test_a_select_option_changes_what_is_selected(live: Any, page: str) -> None:
    live.ok("browser_select_option", instance=NAME, ref="#car", values=["volvo"])
    options = get(live, "select_options", ref="#car")["options"]
    assert [o["label"] for o in options if o["selected"]] == ["Volvo"]


def test_a_non_select_is_invalid_params(live: Any, page: str) -> None:
    envelope = live.error(
        "browser_get_select_options", "invalid_params", instance=NAME, ref="#name"
    )
    assert (
        "argument 'ref': selector '#name' is an <input type=text>, not a <select>"
        in (envelope["message"])
    )
    live.error("browser_get_select_options", "element_not_found", instance=NAME, ref="#nothing")
    live.error("browser_get_select_options", "invalid_params", instance=NAME, ref="css=select")
