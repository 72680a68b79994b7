"""A timed-out action says what blocked it (core/page/blockers.py, js/action_blocker.js).

Each case keeps one element from an action (hidden three ways, disabled, read-only,
covered, moving, gone) with a library timeout of a second, and checks that the
``operation_timeout`` names the state, its cause, the locator and its match count,
with Playwright's own words (its call, its timeout, its call log) in the envelope's
``cause``, never in the message.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from CamoufoxLibrary.core.page.blockers import LOOK_SECONDS, blocker, needs_of
from testsupport.envelopes import no_playwright_words

NAME = "blockers"
SHORT = 1.0  # seconds: the library timeout of every timed-out call here

PAGE = """<!doctype html><title>Blockers</title>
<style>
  @keyframes slide { from { left: 0 } to { left: 400px } }
  #sliding { position: relative; animation: slide 0.5s linear infinite alternate; }
</style>
<div id="panel" style="display:none"><button id="in-panel">In panel</button>
  <input id="panel-field" aria-label="Panel field"></div>
<section id="ghost" style="visibility:hidden"><div><button id="ghostly">Ghost</button></div></section>
<button id="flat" style="width:0;height:0;padding:0;border:0;overflow:hidden">Flat</button>
<button id="off" disabled>Off</button>
<fieldset id="locked" disabled><input id="in-locked" type="checkbox" aria-label="Locked"></fieldset>
<input id="ro" aria-label="Read only" value="fixed" readonly>
<button id="sliding">Sliding</button>
<select id="hidden-pick" style="display:none"><option>a</option></select>
<div id="going" style="display:none"><button id="soon-gone">Soon gone</button></div>
<div style="position:relative;height:60px">
  <button id="under" style="position:absolute;top:10px;left:10px">Under</button>
  <div id="cover" class="modal-backdrop dark" style="position:absolute;inset:0;z-index:5"></div>
</div>
<p id="plain" style="display:none">plain</p>
"""

pytestmark = pytest.mark.browser


# --- pure: what the Playwright message says the call waited for, and the words -----------


def test_the_states_a_call_waited_for_come_from_its_method_and_call_log() -> None:
    click = "Locator.click: Timeout 800ms exceeded.\nCall log:\n  - waiting for element to be visible, enabled and stable\n"
    assert needs_of(click) == ("visible", "enabled", "stable", "receives events")
    waited = "ElementHandle.wait_for_element_state: Timeout 500ms exceeded.\nCall log:\n  - attempting wait for editable action\n"
    assert needs_of(waited) == ("editable",)
    assert needs_of("Locator.evaluate: Timeout 500ms exceeded.") == ()


def test_the_words_name_the_state_its_cause_and_the_match_count() -> None:
    hidden = {"connected": True, "hidden": {"by": "display:none", "on": '<div id="p">'}}
    assert blocker("browser_click", "#x", 1, hidden, 2.51) == (
        "browser_click: '#x' (1 match) stayed hidden (not visible) for 2.5 s: "
        'display:none on <div id="p">'
    )
    assert "(2 matches) stayed disabled" in blocker(
        "browser_click", "#x", 2, {"connected": True, "disabled": "its disabled attribute"}, 1
    )
    assert "matched no element" in blocker("browser_click", "#x", 0, None, 1)
    assert blocker("browser_click", "#x", 1, {"connected": True}, 1) is None


# --- against a real browser ------------------------------------------------------------


@pytest.fixture(scope="module")
def page_url(http_server: Any) -> str:
    return http_server.add("/blockers.html", PAGE)


@pytest.fixture
def fresh(live: Any, page_url: str) -> Any:
    live.ok("browser_navigate", instance=NAME, url=page_url)
    return live


def timed_out(live: Any, tool: str, **arguments: Any) -> str:
    """The message of ``tool``'s operation_timeout under a one-second library timeout."""
    with live.deadline(SHORT):
        envelope = live.error(tool, "operation_timeout", instance=NAME, **arguments)
    message = envelope["message"]
    no_playwright_words(message)
    assert "Timeout" in envelope["cause"] and "exceeded" in envelope["cause"], envelope
    return message


@pytest.mark.parametrize(
    ("tool", "arguments", "expected"),
    [
        (
            "browser_click",
            {"ref": "#in-panel"},
            "browser_click: '#in-panel' (1 match) stayed hidden (not visible) for ",
        ),
        ("browser_hover", {"ref": "#in-panel"}, 'display:none on <div id="panel">'),
        ("browser_double_click", {"ref": "#in-panel"}, 'display:none on <div id="panel">'),
        (
            "browser_fill_text",
            {"ref": "#panel-field", "text": "x"},
            'display:none on <div id="panel">',
        ),
        ("browser_type", {"ref": "#panel-field", "text": "x"}, 'display:none on <div id="panel">'),
        (
            "browser_select_option",
            {"ref": "#hidden-pick", "values": ["a"]},
            "display:none on itself",
        ),
    ],
)
def test_a_hidden_element_says_what_hides_it(
    fresh: Any, tool: str, arguments: dict[str, Any], expected: str
) -> None:
    assert expected in timed_out(fresh, tool, **arguments)


def test_visibility_hidden_names_the_ancestor_that_set_it(fresh: Any) -> None:
    message = timed_out(fresh, "browser_click", ref="#ghostly")
    assert message.startswith("browser_click: '#ghostly' (1 match) stayed hidden (not visible)")
    assert message.endswith(' s: visibility:hidden on <section id="ghost">'), message


def test_zero_size_is_hidden(fresh: Any) -> None:
    assert "stayed hidden (not visible)" in timed_out(fresh, "browser_click", ref="#flat")
    assert "zero size (0x0 px)" in timed_out(fresh, "browser_click", ref="#flat")


def test_a_disabled_element_and_a_disabled_fieldset(fresh: Any) -> None:
    message = timed_out(fresh, "browser_click", ref="#off")
    assert message.startswith("browser_click: '#off' (1 match) stayed disabled for "), message
    assert message.endswith("its disabled attribute")
    for tool in ("browser_click", "browser_check_checkbox"):
        message = timed_out(fresh, tool, ref="#in-locked")
        assert "(1 match) stayed disabled for " in message
        assert message.endswith(' s: the disabled <fieldset id="locked"> around it'), message


def test_a_read_only_field_is_named_read_only(fresh: Any) -> None:
    message = timed_out(fresh, "browser_fill_text", ref="#ro", text="x")
    assert message.startswith("browser_fill_text: '#ro' (1 match) stayed read-only for ")
    assert message.endswith("its readonly attribute")
    assert "stayed read-only" in timed_out(fresh, "browser_clear_text", ref="#ro")


def test_a_covered_element_names_what_covers_it(fresh: Any) -> None:
    for tool in ("browser_click", "browser_hover"):
        message = timed_out(fresh, tool, ref="#under")
        assert f"{tool}: '#under' (1 match) stayed covered for " in message
        assert '<div id="cover" class="modal-backdrop dark"> gets the pointer events' in message


def test_a_moving_element_is_not_stable(fresh: Any) -> None:
    message = timed_out(fresh, "browser_click", ref="#sliding")
    assert "'#sliding' (1 match) kept moving for " in message
    assert "not stable" in message


def test_an_element_that_goes_away_while_waited_for_matched_nothing(fresh: Any) -> None:
    fresh.evaluate(NAME, "setTimeout(() => document.getElementById('going').remove(), 300)")
    message = timed_out(fresh, "browser_click", ref="#soon-gone")
    assert message.startswith("browser_click: '#soon-gone' matched no element when it gave up")


def test_a_ref_that_stays_hidden_is_named_by_its_ref(fresh: Any) -> None:
    fresh.evaluate(NAME, "document.getElementById('panel').style.display = 'block'")
    snapshot = fresh.ok("browser_snapshot", instance=NAME)["snapshot"]
    ref = next(
        line.split("[ref=")[1].split("]")[0]
        for line in snapshot.splitlines()
        if '"In panel"' in line
    )
    fresh.evaluate(NAME, "document.getElementById('panel').style.display = 'none'")
    message = timed_out(fresh, "browser_click", ref=ref)
    assert message.startswith(f"browser_click: '{ref}' (1 match) stayed hidden"), message


def test_the_look_is_bounded_on_a_page_too_busy_to_answer(fresh: Any) -> None:
    # The page blocks its thread for 4 s just after the click started waiting: the
    # look at the deadline cannot run and gives up, keeping the general message.
    fresh.evaluate(
        NAME, "setTimeout(() => { const t = Date.now(); while (Date.now() - t < 4000); }, 300)"
    )
    started = time.perf_counter()
    with fresh.deadline(SHORT):
        envelope = fresh.call("browser_click", instance=NAME, ref="#in-panel")
    took = time.perf_counter() - started
    assert envelope["error_type"] == "operation_timeout", envelope
    assert took < SHORT + LOOK_SECONDS + 1.0, took
    time.sleep(max(0.0, 4.5 - took))  # the page answers again before the next test
