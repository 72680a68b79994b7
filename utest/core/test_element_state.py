"""Element state tools against a real browser: count, states, checked, box, options.

States and boxes are held against Playwright's own answers (is_visible, is_enabled,
is_editable, is_checked, bounding_box) for the same elements.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Page

from CamoufoxLibrary.core.contract.vocabulary import ELEMENT_STATES
from CamoufoxLibrary.core.page.elements import what_it_is
from testsupport.server import FixtureServer

NAME = "element-state"


def look(live: Any) -> str:
    """The call a selector's look is: one through the BiDi door where the instance has one
    (core/page/doorworld.py), else Playwright's evaluate_all."""
    return "door" if live.instance(NAME).door is not None else "evaluate_all"


CROSS = """<!doctype html><body style="margin: 0"><p id=far style="margin: 3px 9px">Far</p>"""
PAGE = """<!doctype html><title>States</title>
<input id=name>
<input id=ro readonly value=fixed>
<input id=off disabled>
<fieldset disabled><input id=in-fieldset></fieldset>
<input id=box type=checkbox checked><label id=box-label for=box>Box</label>
<input id=radio type=radio name=r>
<div id=aria-box role=checkbox aria-checked=true tabindex=0>Aria box</div>
<div id=aria-mixed role=checkbox aria-checked=mixed>Mixed</div>
<div id=switch role=switch aria-checked=false>Switch</div>
<div id=aria-text role=textbox aria-readonly=true>Aria text</div>
<button id=aria-off aria-disabled=true>Aria off</button>
<div id=edit contenteditable>Edit me</div>
<textarea id=notes></textarea>
<select id=size><option value=s>Small</option><option id=medium value=m selected>Medium</option></select>
<select id=many multiple>
  <optgroup label=Group><option value=1 selected>One</option><option value=2>Two</option></optgroup>
  <option value=3 selected>Three</option>
</select>
<select id=none-chosen multiple><option>Nothing</option></select>
<label id=size-label for=size>Size</label>
<div role=tablist><div id=tab role=tab aria-selected=true>Tab</div></div>
<p id=plain>Plain</p>
<p id=gone style="display: none">Gone</p>
<p id=invisible style="visibility: hidden">Invisible</p>
<div id=empty></div>
<span id=contents style="display: contents">Contents</span>
<a id=link href="#top">Link</a>
<ul><li>1</li><li>2</li><li>3</li></ul>
<iframe id=child srcdoc="<body style='margin: 0'><p id=inner style='margin: 0'>In</p><p>Two</p>"
  style="border: 5px solid; padding: 7px; margin: 0; width: 200px; height: 80px"></iframe>
<iframe id=cross src="CROSS_URL" style="border: 2px solid; width: 200px; height: 80px"></iframe>"""

COMPARED = [
    "#name",
    "#ro",
    "#off",
    "#in-fieldset",
    "#box",
    "#radio",
    "#aria-box",
    "#aria-mixed",
    "#switch",
    "#aria-text",
    "#aria-off",
    "#edit",
    "#notes",
    "#size",
    "#plain",
    "#gone",
    "#invisible",
    "#empty",
    "#contents",
    "#link",
]


@pytest.fixture(scope="module")
def cross_server() -> Iterator[FixtureServer]:
    """A second origin (another port), for a cross-origin iframe."""
    with FixtureServer() as server:
        yield server


@pytest.fixture(scope="module")
def page(live: Any, http_server: Any, cross_server: FixtureServer) -> str:
    cross = cross_server.add("/cross.html", CROSS)
    url = http_server.add("/element-state.html", PAGE.replace("CROSS_URL", cross))
    live.ok("browser_navigate", instance=NAME, url=url)
    return url


def get(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.ok(f"browser_get_{tool}", instance=NAME, **arguments)


def selected_page(live: Any) -> Page:
    inst = live.instance(NAME)
    return inst.pages[inst.selected_page_id]


def frame_ids(live: Any) -> dict[str, str]:
    """frame_id by the frame's URL ending: 'srcdoc' or 'cross.html'."""
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    return {f["url"].rsplit("/", 1)[-1].split(":")[-1]: f["frame_id"] for f in frames}


async def playwright_states(frame: Page | Frame, selector: str) -> list[str]:
    """The states Playwright's own checks give (selected and focused aside; an <option>
    is never checked or unchecked here, where Playwright's is_checked() says False)."""
    locator = frame.locator(selector)
    states = ["attached"]
    states.append("visible" if await locator.is_visible() else "hidden")
    states.append("enabled" if await locator.is_enabled() else "disabled")
    with contextlib.suppress(PlaywrightError):  # an element that takes no input
        states.append("editable" if await locator.is_editable(timeout=2000) else "readonly")
    with contextlib.suppress(PlaywrightError):  # not a checkbox or radio
        states.append("checked" if await locator.is_checked(timeout=2000) else "unchecked")
    return states


# --- Get Element Count -------------------------------------------------------------------


def test_count_of_a_selector_and_zero(live: Any, page: str) -> None:
    assert get(live, "element_count", ref="css=li") == {"ref": "css=li", "count": 3}
    data = get(live, "element_count", ref="css=.nothing")
    assert data["count"] == 0
    assert get(live, "element_count", ref="p", frame_id=frame_ids(live)["srcdoc"])["count"] == 2


def test_a_ref_counts_one_or_is_stale(live: Any, page: str) -> None:
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    line = next(line for line in snapshot.splitlines() if 'link "Link"' in line)
    ref = line.split("[ref=")[1].split("]")[0]
    assert get(live, "element_count", ref=ref)["count"] == 1
    live.error("browser_get_element_count", "stale_ref", instance=NAME, ref="e9999")


def test_a_bad_selector_is_invalid_params(live: Any, page: str) -> None:
    envelope = live.error("browser_get_element_count", "invalid_params", instance=NAME, ref="[[[")
    assert "'[[[' is not a valid selector" in envelope["message"]
    live.error("browser_get_element_count", "invalid_params", instance=NAME, ref=" ")


def test_a_count_is_one_count(live: Any, page: str, locator_calls: Any) -> None:
    calls = locator_calls("count", "evaluate", "evaluate_all")
    get(live, "element_count", ref="css=li")
    assert calls == ["count"]


# --- Get Element States ------------------------------------------------------------------


@pytest.mark.parametrize("selector", COMPARED)
def test_states_are_playwrights(live: Any, page: str, selector: str) -> None:
    states = get(live, "element_states", ref=selector)["states"]
    assert set(states) <= set(ELEMENT_STATES)
    expected = live.run(playwright_states(selected_page(live), selector))
    assert [s for s in states if s not in ("focused", "selected")] == expected


def test_focused_and_selected(live: Any, page: str) -> None:
    live.evaluate(NAME, "document.getElementById('name').focus()")
    assert "focused" in get(live, "element_states", ref="#name")["states"]
    assert "focused" not in get(live, "element_states", ref="#ro")["states"]
    assert "selected" in get(live, "element_states", ref="#medium")["states"]
    assert "selected" not in get(live, "element_states", ref="css=#size option >> nth=0")["states"]
    assert get(live, "element_states", ref="#tab")["states"] == [
        "attached",
        "visible",
        "enabled",
        "selected",
    ]


def test_states_in_a_frame(live: Any, page: str) -> None:
    data = get(live, "element_states", ref="#inner", frame_id=frame_ids(live)["srcdoc"])
    assert data == {"ref": "#inner", "states": ["attached", "visible", "enabled"]}


# --- Get Checkbox State ------------------------------------------------------------------


def test_checkbox_state_native_label_and_aria(live: Any, page: str) -> None:
    assert get(live, "checkbox_state", ref="#box") == {"ref": "#box", "checked": True}
    assert get(live, "checkbox_state", ref="#box-label")["checked"] is True
    assert get(live, "checkbox_state", ref="#radio")["checked"] is False
    assert get(live, "checkbox_state", ref="#aria-box")["checked"] is True
    assert get(live, "checkbox_state", ref="#aria-mixed")["checked"] is False
    assert get(live, "checkbox_state", ref="#switch")["checked"] is False
    live.ok("browser_click", instance=NAME, ref="#radio")
    assert get(live, "checkbox_state", ref="#radio")["checked"] is True


@pytest.mark.parametrize(
    ("selector", "words"),
    [("#name", "an <input type=text>"), ("#plain", "a <p> element"), ("#tab", "a <div role=tab>")],
)
def test_a_non_checkbox_is_invalid_params(live: Any, page: str, selector: str, words: str) -> None:
    envelope = live.error(
        "browser_get_checkbox_state", "invalid_params", instance=NAME, ref=selector
    )
    assert (
        f"selector '{selector}' is {words}, not a checkbox or radio button" in (envelope["message"])
    )


def test_what_an_element_is() -> None:
    assert what_it_is({"tag": "input", "type": "text", "role": None}) == "an <input type=text>"
    assert what_it_is({"tag": "div", "type": None, "role": "tab"}) == "a <div role=tab>"
    assert what_it_is({"tag": "p", "type": None, "role": None}) == "a <p> element"
    assert what_it_is({"tag": "a", "type": None, "role": None}) == "an <a> element"


# --- Get Bounding Box ------------------------------------------------------------------


@pytest.mark.parametrize("selector", ["#name", "#plain", "#link", "#child", "#empty"])
def test_box_is_playwrights(live: Any, page: str, selector: str) -> None:
    box = get(live, "bounding_box", ref=selector)["box"]
    expected = live.run(selected_page(live).locator(selector).bounding_box())
    assert box == pytest.approx(expected)


def test_box_of_elements_in_frames_is_in_the_page(live: Any, page: str) -> None:
    frames = frame_ids(live)
    box = get(live, "bounding_box", ref="#inner", frame_id=frames["srcdoc"])["box"]
    child = get(live, "bounding_box", ref="#child")["box"]
    assert box["x"] == pytest.approx(child["x"] + 5 + 7)  # border and padding
    assert box["y"] == pytest.approx(child["y"] + 5 + 7)
    far = get(live, "bounding_box", ref="#far", frame_id=frames["cross.html"])["box"]
    inst = live.instance(NAME)
    frame = inst.frame(selected_page(live), frames["cross.html"])
    assert far == pytest.approx(live.run(frame.locator("#far").bounding_box()))
    cross = get(live, "bounding_box", ref="#cross")["box"]
    assert far["x"] == pytest.approx(cross["x"] + 2 + 9)


def test_an_element_without_a_box_has_none(live: Any, page: str) -> None:
    assert get(live, "bounding_box", ref="#gone") == {"ref": "#gone", "box": None}


# --- Get Selected Options ----------------------------------------------------------------


def test_selected_options(live: Any, page: str) -> None:
    assert get(live, "selected_options", ref="#size") == {
        "ref": "#size",
        "options": [{"value": "m", "label": "Medium", "index": 1}],
    }
    assert get(live, "selected_options", ref="#many")["options"] == [
        {"value": "1", "label": "One", "index": 0},
        {"value": "3", "label": "Three", "index": 2},
    ]
    assert get(live, "selected_options", ref="#none-chosen")["options"] == []
    assert get(live, "selected_options", ref="#size-label")["options"][0]["value"] == "m"
    live.ok("browser_select_option", instance=NAME, ref="#size", values=["s"])
    assert get(live, "selected_options", ref="#size")["options"][0]["label"] == "Small"


def test_a_non_select_is_invalid_params(live: Any, page: str) -> None:
    envelope = live.error(
        "browser_get_selected_options", "invalid_params", instance=NAME, ref="#name"
    )
    assert "is an <input> element, not a <select>" in envelope["message"]


# --- every element read alike ------------------------------------------------------------

READS = ["element_states", "checkbox_state", "bounding_box", "selected_options"]
SUBJECTS = {"checkbox_state": "#box", "selected_options": "#size"}


@pytest.mark.parametrize("tool", READS)
def test_errors_at_once(live: Any, page: str, tool: str) -> None:
    live.error(f"browser_get_{tool}", "stale_ref", instance=NAME, ref="e9999")
    # element_not_found, not operation_timeout: the read did not wait for it.
    live.error(f"browser_get_{tool}", "element_not_found", instance=NAME, ref="#late")
    envelope = live.error(f"browser_get_{tool}", "invalid_params", instance=NAME, ref="css=li")
    assert "matches 3 elements" in envelope["message"]


@pytest.mark.parametrize("tool", READS)
def test_one_evaluation_per_read(live: Any, page: str, locator_calls: Any, tool: str) -> None:
    calls = locator_calls("count", "evaluate", "evaluate_all", "bounding_box")
    get(live, tool, ref=SUBJECTS.get(tool, "#name"))
    assert calls == [look(live)]
