"""Clicks in a row counted as a person's (core/page/clicks.py), in a real browser.

atest/pages/clicks-in-a-row.html logs every press, release, click and dblclick with its
``detail``. Before issue 40, over WebDriver BiDi ``click_count=3`` gave three clicks of
detail 1 (a triple click selected nothing) and a double click two clicks of detail 1,
then a synthetic dblclick; raw Playwright gives no dblclick at all there.
"""

from __future__ import annotations

from typing import Any

import pytest

from testsupport.instancecalls import calls_on

NAME = "clicks"
ok, error, js = calls_on(NAME)

TWICE = ["mousedown:1", "mouseup:1", "click:1", "mousedown:2", "mouseup:2", "click:2", "dblclick:2"]
THRICE = [*TWICE, "mousedown:3", "mouseup:3", "click:3"]


@pytest.fixture
def page(live, fixture_site: tuple[str, str]) -> None:
    live.ok("browser_navigate", instance=NAME, url=fixture_site[0] + "/clicks-in-a-row.html")


def events(live: Any) -> list[str]:
    """The page's events since the last call, and a fresh log."""
    return js(
        live, "() => { const seen = window.events.slice(); window.events.length = 0; return seen; }"
    )


def bidi(live: Any) -> bool:
    return live.instance(NAME).engine.over_bidi


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("browser_click", {"click_count": 2}),
        ("browser_click", {"double_click": True}),
        ("browser_double_click", {}),
    ],
)
def test_a_double_click_counts_up_to_the_browsers_dblclick(live, page, tool, arguments) -> None:
    data = ok(live, tool, ref="#pad", **arguments)
    assert events(live) == TWICE  # all trusted: none is marked synthetic
    assert data.get("synthetic_dblclick", False) is False
    assert data.get("separate_clicks", False) is False


def test_a_triple_click_selects_the_paragraph(live, page) -> None:
    ok(live, "browser_click", ref="#para", click_count=3)
    assert events(live) == THRICE
    selected = js(live, "String(getSelection()).trim()")
    assert selected == "The first sentence of a paragraph. And a second one, to select."


def test_clicks_in_a_row_after_playwrights_checks(live, page) -> None:
    """A ref, modifiers or a delay take Playwright's checks first; still counted."""
    snapshot = ok(live, "browser_snapshot")["snapshot"]
    ref = next(line for line in snapshot.splitlines() if 'button "Pad"' in line)
    ref = ref.split("[ref=")[1].split("]")[0]
    ok(live, "browser_double_click", ref=ref)
    assert events(live) == TWICE
    ok(live, "browser_double_click", ref="#pad", modifiers=["Shift"])
    assert events(live) == [f"{event}:shift" for event in TWICE]
    ok(live, "browser_click", ref="#pad", click_count=2, delay=0.05)
    assert events(live) == TWICE
    ok(live, "browser_click", ref="#pad", click_count=3, position="20,20")
    assert events(live) == THRICE


def test_clicks_in_a_row_in_a_frame(live, page) -> None:
    frames = ok(live, "browser_frames")["frames"]
    frame_id = next(f["frame_id"] for f in frames if f["url"] == "about:srcdoc")
    ok(live, "browser_double_click", ref="#pad", frame_id=frame_id)
    inst = live.instance(NAME)
    inner = inst.pages[inst.selected_page_id].frames[1]
    assert live.run(inner.evaluate("window.events")) == TWICE
    assert events(live) == []  # the outer page got none


def test_a_single_click_is_one(live, page) -> None:
    ok(live, "browser_click", ref="#pad")
    assert events(live) == ["mousedown:1", "mouseup:1", "click:1"]


def test_the_door_is_there_on_a_firefox_we_launched(live, page) -> None:
    """Engines of Playwright's own protocol count clicks themselves; a stock Firefox we
    launched over BiDi has the relay's door (engines/bididoor.py)."""
    instance = live.instance(NAME)
    assert (instance.door is not None) is bidi(live)


def test_a_double_click_on_a_polyfilled_page(live, fixture_site: tuple[str, str]) -> None:
    """Polymer 0.5's polyfills replace ``Element`` and the NodeList iterator and wrap every
    node and event: Playwright's box read (``instanceof Element``) answers None there, our
    fast path's look falls back, and the synthetic dblclick of before threw on a wrapper
    and was lost, so the editor never opened while Double Click reported success."""
    live.ok("browser_navigate", instance=NAME, url=fixture_site[0] + "/polyfilled.html")
    ok(live, "browser_wait_for_elements_state", ref="css=x-item label", state="visible")
    ok(live, "browser_double_click", ref="css=x-item label")
    states = ok(live, "browser_get_element_states", ref="css=x-item .edit")["states"]
    assert "visible" in states and "focused" in states
    assert ok(live, "browser_get_value", ref="css=x-item .edit")["value"] == "Buy milk"


@pytest.fixture
def without_door(live) -> Any:
    """The instance as a browser behind a browser server has it: no door."""
    instance = live.instance(NAME)
    door, instance.door = instance.door, None
    yield
    instance.door = door


def test_without_a_door_the_clicks_arrive_one_by_one(live, page, without_door) -> None:
    data = ok(live, "browser_click", ref="#pad", click_count=2)
    assert events(live) == ["mousedown:1", "mouseup:1", "click:1"] * 2
    assert data["separate_clicks"] is bidi(live)
    data = ok(live, "browser_double_click", ref="#pad")
    assert events(live)[-1] == "dblclick:2:synthetic" and data["synthetic_dblclick"] is True


def test_without_a_door_a_polyfilled_page_gets_its_dblclick(
    live, fixture_site: tuple[str, str], without_door
) -> None:
    """The synthetic dblclick is the browser's event behind the polyfill's wrapper."""
    live.ok("browser_navigate", instance=NAME, url=fixture_site[0] + "/polyfilled.html")
    ok(live, "browser_wait_for_elements_state", ref="css=x-item label", state="visible")
    assert ok(live, "browser_double_click", ref="css=x-item label")["synthetic_dblclick"] is True
    assert "visible" in ok(live, "browser_get_element_states", ref="css=x-item .edit")["states"]
