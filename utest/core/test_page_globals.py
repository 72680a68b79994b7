"""Every page script of ``core/js/`` gives the same answer on a page that replaced built-ins.

``atest/pages/hostile-globals.html`` replaces ``HTMLInputElement`` (and the select,
textarea and label constructors), removes ``NodeList.prototype[Symbol.iterator]`` and
makes ``Array.from``, ``JSON.stringify`` and ``Element.prototype.matches`` answer
wrong, before anything else runs; ``?clean`` is the same page untouched. Each script
runs through the tool that uses it (``CASES``), on a fresh load of each copy, and the
envelopes must be equal. A script without a case fails the test: a new script cannot
skip it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core import js
from CamoufoxLibrary.core.healing.reading import fingerprint_of, read_matches
from CamoufoxLibrary.core.identity.differences import BY_NATURE, ignored
from CamoufoxLibrary.core.identity.paths import leaves

NAME = "page-globals"
JS = Path(js.__file__).parent
SCRIPTS = sorted(path.stem for path in JS.glob("*.js"))
Case = Callable[[Any], Any]


@pytest.fixture(scope="module")
def live(live_cores: Any) -> Any:
    live = live_cores(timeout=5)
    live.ok("browser_create_instance", instance=NAME)
    return live


def answer(envelope: dict[str, Any]) -> dict[str, Any]:
    """An envelope without what differs between any two calls: timing, and Playwright's
    account of a failure (its waits in milliseconds)."""
    return {key: value for key, value in envelope.items() if key not in ("operation", "cause")}


def call(tool: str, **arguments: Any) -> Case:
    """A case that is one call of ``tool``: its envelope."""
    return lambda live: answer(live.call(tool, instance=NAME, **arguments))


def calls(*steps: Case) -> Case:
    """A case of several steps: the list of what each gave."""
    return lambda live: [step(live) for step in steps]


def page_log(live: Any) -> str:
    return live.evaluate(NAME, "() => document.getElementById('log').textContent")


def in_page(name: str) -> Case:
    """A script run as its caller runs it, with ``page.evaluate`` (no tool takes it)."""
    return lambda live: live.evaluate(NAME, js.script(name))


def identity_without_moments(live: Any) -> Any:
    """browser_identity's answer without what differs between two loads by nature."""
    data = live.ok("browser_identity", instance=NAME)
    return {k: v for k, v in leaves(data).items() if not ignored(k, BY_NATURE)}


def timed_out_click(live: Any) -> Any:
    with live.deadline(1):
        envelope = answer(live.call("browser_click", instance=NAME, ref="#off"))
    # Its first line: the second is Playwright's, with a timeout in ms that varies.
    return envelope | {"message": envelope["message"].splitlines()[0]}


def frame_names(live: Any) -> Any:
    return [frame["name"] for frame in live.ok("browser_frames", instance=NAME)["frames"]]


def snapshot_hides_passwords(live: Any) -> Any:
    text = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    return "hunter2" in text, "••••••" in text


def stable(live: Any) -> Any:
    return answer(
        live.call("browser_wait_for_elements_state", instance=NAME, ref="#go", state="stable")
    )


def file_chooser(live: Any) -> Any:
    clicked = live.call("browser_click", instance=NAME, ref="#file-label")
    modal = (clicked.get("data") or {}).get("modal") or {}
    return modal.get("kind"), answer(live.call("browser_file_upload", instance=NAME, paths=[]))


def fingerprints(live: Any) -> Any:
    """What healing reads of elements and keeps of a selector (core/healing/reading.py)."""
    inst = live.instance(NAME)
    page = inst.pages[inst.selected_page_id]
    found = [
        live.run(read_matches(page, selector, 3)) for selector in ("#name", "#go", "css=input")
    ]
    kept = live.run(fingerprint_of(page, "#go"))
    return found, kept.element, kept.candidates


def new_tab(live: Any) -> Any:
    """Tabs New opens a tab from the selected page (browser/newtabs.py): the page it leaves
    goes behind (a window would leave it visible)."""
    inst = live.instance(NAME)
    before = inst.selected_page_id
    opened = live.ok("browser_tabs", instance=NAME, action="new")
    # The page it leaves goes hidden a moment after the new tab is in front.
    hidden = "() => new Promise(done => { const look = () => document.hidden ? done('hidden') "
    hidden += ": setTimeout(look, 20); look(); setTimeout(() => done('visible'), 2000); })"
    behind = live.evaluate(NAME, hidden, page_id=before)
    live.ok("browser_tabs", instance=NAME, action="close", page_id=opened["page_id"])
    live.ok("browser_tabs", instance=NAME, action="select", page_id=before)
    return opened["url"], opened["index"], behind


def storage(live: Any) -> Any:
    live.ok("browser_set_local_storage", instance=NAME, key="k", value="v")
    return answer(live.call("browser_get_local_storage", instance=NAME))


# How each script of core/js/ is run: through the tool that uses it, on elements it
# looks at in a way the hostile page changes (checkboxes, options, lists, labels).
CASES: dict[str, Case] = {
    "action_blocker": timed_out_click,
    "actionable_point": calls(call("browser_click", ref="#go"), call("browser_hover", ref="#go")),
    # A link's click waits for the document it loads (page/fastpath.py), here the same page.
    "fast_click": calls(call("browser_click", ref="#again"), in_page("viewport_size")),
    "attribute_names": call("browser_get_attribute_names", ref="#name"),
    "attribute_value": call("browser_get_attribute", ref="#go", name="class"),
    "bounding_box": call("browser_get_bounding_box", ref="#news"),
    "browser_prefs": in_page("browser_prefs"),
    "candidate_values": calls(
        call("browser_generate_locator", element="#name"),
        call("browser_generate_locator", element="#news"),
    ),
    "class_names": call("browser_get_classes", ref="#go"),
    "checked_state": calls(
        call("browser_get_checkbox_state", ref="#news-label"),
        call("browser_get_checkbox_state", ref="#terms"),
    ),
    "computed_style": call("browser_get_style", ref="#gone", property="display"),
    "describe_element": calls(
        call("browser_check_checkbox", ref="#news"),
        call("browser_uncheck_checkbox", ref="id=terms"),
        call("browser_select_option", ref="#country", values=["Sweden"]),
        call("browser_check_checkbox", ref="#plan-pro"),
        page_log,
    ),
    "draggable_source": calls(call("browser_drag", start_ref="#drag", end_ref="#drop"), page_log),
    "element_stable": stable,
    "element_fingerprints": fingerprints,
    "element_selectors": calls(
        call("browser_get_elements", ref="css=input"),
        call("browser_get_elements", ref="#list li"),
    ),
    "element_states": calls(
        *(
            call("browser_get_element_states", ref=ref)
            for ref in ("#news", "#off", "#in-fieldset", "#name", "#country", "#switch")
        ),
        call("browser_wait_for_elements_state", ref="id=news", state="visible", timeout=1),
        call("browser_wait_for_elements_state", ref="#off", state="disabled", timeout=1),
        call("browser_wait_for_elements_state", ref="#gone", state="hidden", timeout=1),
    ),
    "file_input_multiple": file_chooser,
    "file_input_of": file_chooser,
    "frame_element_name": frame_names,
    "blur_element": calls(
        call("browser_focus", ref="#name"),
        call("browser_blur", ref="#name"),
    ),
    "page_clock": lambda live: on_own_clock(live),
    "identity_probe": lambda live: identity_without_moments(live),
    "custom_event": call("browser_dispatch_event", ref="#name", type="x-ping", init={"detail": 1}),
    "focus_element": call("browser_focus", ref="#name"),
    "focus_field": calls(
        call("browser_fill_text", ref="#edit", text="New"),
        call("browser_get_text", ref="#edit"),
    ),
    "fill_text": calls(
        call("browser_fill_text", ref="#name", text="Grace"),
        call("browser_fill_text", ref="#notes", text="two\nlines"),
        call("browser_get_value", ref="#name"),
    ),
    "finish_dblclick": calls(call("browser_double_click", ref="#clicks"), page_log),
    "inner_text": call("browser_get_text", ref="#list"),
    "document_title": call("browser_get_title"),
    # A click Playwright makes (an option the fast path does not take) is watched.
    **{
        name: calls(call("browser_click", ref="#go", position="2,2"), page_log)
        for name in ("watch_click", "read_click_watch")
    },
    # The elements of a selector for our calls through the door (page/doorworld.py).
    "door_helpers": calls(
        call("browser_get_value", ref="#name"), call("browser_get_text", ref="css=#list")
    ),
    # A page's BiDi context found for clicks in a row (page/clicks.py): marked, read back.
    **{
        name: calls(call("browser_click", ref="#go", click_count=2), page_log)
        for name in ("context_mark", "read_context_mark")
    },
    "hide_element": calls(
        call("browser_add_overlay_handler", selector="#news-label", action="hide"),
        call("browser_click", ref="#go"),
        call("browser_get_style", ref="#news-label", property="display"),
        call("browser_remove_overlay_handler", selector="#news-label"),
    ),
    "in_viewport": call("browser_scroll_to_element", ref="#clicks"),
    "input_value": call("browser_get_value", ref="#country"),
    "insert_text": calls(
        call("browser_click", ref="#name"),
        call("browser_keyboard_input", action="insertText", text="!"),
        call("browser_get_value", ref="#name"),
    ),
    "insert_into": calls(
        call("browser_type", ref="#edit", text="Typed"),
        call("browser_get_text", ref="#edit"),
    ),
    # The focus on the frame, none inside it: insertText goes in, and finds nothing there.
    "focused_frame": calls(
        call("browser_focus", ref="#child"),
        call("browser_keyboard_input", action="insertText", text="x"),
    ),
    "origin_storage": storage,
    "open_tab": new_tab,
    "password_values": snapshot_hides_passwords,
    "property_json": calls(
        *(
            call("browser_get_property", ref=ref, name=name)
            for ref, name in [
                ("#record", "data"),
                ("#go", "classList"),
                ("#list", "childNodes"),
                ("#name", "validity"),
                ("#many", "selectedOptions"),
                ("#name", "labels"),
            ]
        )
    ),
    "same_element": call("browser_generate_locator", element="#news"),
    "scroll_position": calls(
        call("browser_get_scroll_position"),
        call("browser_get_scroll_position", ref="#scroller"),
    ),
    "scroll_size": calls(
        call("browser_get_scroll_size"),
        call("browser_get_scroll_size", ref="#scroller"),
    ),
    "scroll_box": calls(
        call("browser_scroll_to", x=0, y=30, ref="#scroller"),
        call("browser_scroll_by", dx=0, dy=5),
    ),
    "selected_values": calls(
        call("browser_select_option", ref="#country", values=["Sweden"]),
        call("browser_select_option", ref="#many", values=["2", "3"]),
    ),
    "select_options": calls(
        call("browser_get_select_options", ref="#grouped"),
        call("browser_get_select_options", ref="#country"),
    ),
    "selected_options": call("browser_get_selected_options", ref="#many"),
    "synthetic_drag": calls(call("browser_drag", start_ref="#drag", end_ref="#drop"), page_log),
    "table_grid": calls(
        call("browser_get_table_cell", ref="#people", column="Contact", row="Grace"),
        call("browser_get_table_cell", ref="#people", column=2, row="Alan"),
        call("browser_get_table_row_index", ref="#people", row="Alan"),
        call("browser_get_table_column_index", ref="#people", column="contact"),
    ),
    "viewport_size": in_page("viewport_size"),
    # The hostile page has no drop zone: its button takes no drops, on both pages alike.
    "drop_files": call("browser_drop_files", ref="#go", paths=[__file__]),
    # Both through browser_emulate_media: the override (in Firefox's parent process,
    # no page script) and the read back.
    "media_state": calls(
        call("browser_emulate_media", media="print"),
        call("browser_emulate_media", media="no-override"),
    ),
    "tab_media_overrides": call("browser_emulate_media", reduced_motion="no-override"),
    "visible_items": calls(
        call("browser_verify_list_visible", container_ref="#list", items=["Apples", "Pears"]),
        call("browser_verify_list_visible", container_ref="#list", items=["Plums"]),
    ),
    "wait_for_function": call(
        "browser_wait_for_function", function="() => document.querySelectorAll('li').length"
    ),
    "watch_dblclick": calls(call("browser_double_click", ref="#clicks"), page_log),
}


CLOCKED = "page-globals-clock"


def on_own_clock(live: Any) -> Any:
    """browser_clock reads the page's zone; on its own instance, whose Date it pins."""
    url = live.ok("browser_get_url", instance=NAME)["url"]
    if CLOCKED not in [i["instance"] for i in live.ok("browser_list_instances")["instances"]]:
        live.ok("browser_create_instance", instance=CLOCKED, timezone_id="Asia/Tokyo")
    live.ok("browser_navigate", instance=CLOCKED, url=url)
    return answer(
        live.call("browser_clock", instance=CLOCKED, action="set_fixed_time", time="2030-01-01")
    )


def test_every_page_script_has_a_case() -> None:
    assert set(SCRIPTS) - set(CASES) == set(), "a script of core/js/ without a case here"
    assert set(CASES) - set(SCRIPTS) == set(), "a case for a script that is gone"


@pytest.mark.parametrize("name", SCRIPTS)
def test_a_script_answers_as_on_a_clean_page(
    live: Any, fixture_site: tuple[str, str], name: str
) -> None:
    case = CASES.get(name)
    assert case is not None, f"core/js/{name}.js has no case in CASES"
    url = f"{fixture_site[0]}/hostile-globals.html"
    answers = []
    for query in ("?clean", ""):
        live.ok("browser_navigate", instance=NAME, url=url + query)
        answers.append(case(live))
    clean, hostile = answers
    assert hostile == clean


def test_the_hostile_page_is_hostile(live: Any, fixture_site: tuple[str, str]) -> None:
    live.ok("browser_navigate", instance=NAME, url=f"{fixture_site[0]}/hostile-globals.html")
    assert live.evaluate(
        NAME,
        """() => [
          document.getElementById('news') instanceof HTMLInputElement,
          typeof NodeList.prototype[Symbol.iterator],
          Array.from([1]).length,
          JSON.stringify(1),
          document.body.matches('body'),
        ]""",
    ) == [False, "undefined", 0, '"polyfilled"', False]
