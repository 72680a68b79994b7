"""Input tools (core/tools/input.py): pure element rules, and every tool in a real browser.

The pages are atest/pages/input.html (checkboxes, text fields, selects, file inputs)
and input-events.html (a field that logs its events, a TodoMVC-like list that adds
a todo on ``change``), served by the utest fixture server. One instance serves the
module; each test loads the page it needs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.page.formfields import check_select, checkable, options_at
from CamoufoxLibrary.core.tools.input import element_words
from testsupport.instancecalls import calls_on
from testsupport.waiting import wait_until

PAGES = Path(__file__).resolve().parents[2] / "atest" / "pages"
NAME = "inp"
PAGE_FILES = ("input.html", "input-events.html", "index.html")


def element(tag: str, **info: Any) -> dict[str, Any]:
    """What DESCRIBE_ELEMENT returns for an element."""
    return {"tag": tag, "type": None, "role": None, "editable": False, "multiple": False, **info}


# --- pure --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("info", "kind"),
    [
        (element("input", type="checkbox"), "checkbox"),
        (element("input", type="checkbox", role="switch"), "checkbox"),
        (element("span", role="switch"), "checkbox"),
        (element("div", role="menuitemcheckbox"), "checkbox"),
        (element("input", type="radio"), "radio"),
        (element("li", role="radio"), "radio"),
        (element("input", type="text"), None),
        (element("button", role="button"), None),
    ],
)
def test_checkable(info: dict[str, Any], kind: str | None) -> None:
    assert checkable(info) == kind


def test_element_words() -> None:
    assert element_words(element("input", type="email")) == "an <input type=email>"
    assert element_words(element("select")) == "a <select>"


SELECT = element(
    "select",
    options=[
        {"value": "", "label": "Choose", "disabled": False},
        {"value": "fi", "label": "Finland", "disabled": False},
        {"value": "xx", "label": "Closed", "disabled": True},
    ],
)


def test_options_at_gives_the_values() -> None:
    assert options_at(SELECT, [1], "'s'") == ["fi"]
    assert options_at({**SELECT, "multiple": True}, [0, 1], "'s'") == ["", "fi"]


@pytest.mark.parametrize(
    ("info", "indexes", "message"),
    [
        (SELECT, [3], r"^indexes\[0\]: 's' has options 0 to 2, got 3$"),
        (SELECT, [-1], r"^indexes\[0\]: 's' has options 0 to 2, got -1$"),
        (SELECT, [2], r"^indexes\[0\]: 's''s option 2 \('Closed'\) is disabled$"),
        (SELECT, [0, 1], "is a single-choice <select>; give one index, got 2"),
        ({**SELECT, "options": []}, [0], r"^indexes\[0\]: 's' has no options$"),
        (element("input", type="text"), [0], "'s' is a <input> element, not a <select>"),
    ],
)
def test_options_at_errors(info: dict[str, Any], indexes: list[int], message: str) -> None:
    with pytest.raises(InvalidParams, match=message):
        options_at(info, indexes, "'s'")


def test_check_select() -> None:
    check_select(SELECT, 0, "value", "'s'")  # deselecting needs no option
    with pytest.raises(InvalidParams, match="not a <select>"):
        check_select(element("div"), 0, "value", "'s'")


# --- against a real browser ----------------------------------------------------------------


ok, error, js = calls_on(NAME)


def value(live, element_id: str) -> Any:
    return js(live, f"document.getElementById({element_id!r}).value")


def log(live) -> str:
    return js(live, "document.getElementById('log').textContent")


def ref_of(live, text: str) -> str:
    """The snapshot ref of the first line that contains ``text``."""
    snapshot = ok(live, "browser_snapshot")["snapshot"]
    line = next(line for line in snapshot.splitlines() if text in line)
    return line.split("[ref=")[1].split("]")[0]


def short_deadline(live, seconds: float = 1.5) -> Any:
    class Deadline:
        def __enter__(self) -> None:
            self.previous = live.core.settings.set_timeout(seconds)

        def __exit__(self, *exc: object) -> None:
            live.core.settings.set_timeout(self.previous)

    return Deadline()


# --- check and uncheck


def test_check_is_idempotent(live, open_page) -> None:
    open_page("input.html")
    assert ok(live, "browser_check_checkbox", ref="#news") == {
        "ref": "#news",
        "checked": True,
        "changed": True,
        "modal": None,
    }
    assert ok(live, "browser_check_checkbox", ref="#news")["changed"] is False
    assert ok(live, "browser_check_checkbox", ref="#terms")["changed"] is False
    assert js(live, "document.getElementById('news').checked") is True
    assert log(live) == "Log: change:news"  # one click, one change


def test_uncheck_is_idempotent(live, open_page) -> None:
    open_page("input.html")
    data = ok(live, "browser_uncheck_checkbox", ref="#terms")
    assert (data["checked"], data["changed"]) == (False, True)
    assert ok(live, "browser_uncheck_checkbox", ref="#terms")["changed"] is False
    assert ok(live, "browser_uncheck_checkbox", ref="#news")["changed"] is False
    assert js(live, "document.getElementById('terms').checked") is False
    assert log(live) == "Log: change:terms"


def test_radio_buttons_check_but_never_uncheck(live, open_page) -> None:
    open_page("input.html")
    assert ok(live, "browser_check_checkbox", ref="#plan-pro")["changed"] is True
    assert js(live, "document.getElementById('plan-free').checked") is False
    message = error(live, "browser_uncheck_checkbox", "invalid_params", ref="#plan-pro")
    assert message == (
        "argument 'ref': '#plan-pro' is a radio button: a radio button cannot be unchecked; "
        "check another radio of its group instead"
    )
    assert js(live, "document.getElementById('plan-pro').checked") is True


def test_a_switch_role_is_checked_by_its_aria_state(live, open_page) -> None:
    open_page("input.html")
    ref = 'internal:role=switch[name="Dark mode"i]'
    assert ok(live, "browser_check_checkbox", ref=ref)["changed"] is True
    assert ok(live, "browser_check_checkbox", ref=ref)["changed"] is False
    assert ok(live, "browser_uncheck_checkbox", ref=ref)["changed"] is True
    assert log(live) == "Log: switch:on switch:off"


def test_check_by_ref(live, open_page) -> None:
    open_page("input.html")
    ok(live, "browser_check_checkbox", ref=ref_of(live, 'checkbox "Newsletter"'))
    assert js(live, "document.getElementById('news').checked") is True


def test_only_checkable_elements(live, open_page) -> None:
    open_page("input.html")
    message = error(live, "browser_check_checkbox", "invalid_params", ref="#name")
    assert message.startswith(
        "argument 'ref': '#name' is an <input type=text>, not a checkbox, radio button or switch"
    )
    message = error(live, "browser_uncheck_checkbox", "invalid_params", ref="#country")
    assert "is a <select>, not a checkbox" in message


def test_a_page_that_undoes_the_click(live, open_page) -> None:
    open_page("input.html")
    message = error(live, "browser_check_checkbox", "verification_failed", ref="#stuck")
    assert message == "'#stuck' is still unchecked: it was clicked, and the page undid the change"


def test_a_disabled_box_times_out(live, open_page) -> None:
    open_page("input.html")
    with short_deadline(live):
        error(live, "browser_check_checkbox", "operation_timeout", ref="#locked")
    # Already in the wanted state: nothing to click, no wait.
    assert ok(live, "browser_uncheck_checkbox", ref="#locked")["changed"] is False


def test_a_check_that_opens_a_dialog(live, open_page) -> None:
    page_id = open_page("input.html")
    data = ok(live, "browser_check_checkbox", ref="#ask")
    assert data["modal"]["message"] == "Really subscribe?"
    assert data["changed"] is True
    error(live, "browser_check_checkbox", "modal_state_blocked", ref="#news")
    ok(live, "browser_handle_dialog", accept=True, page_id=page_id)


# --- clear and fill


def test_fill_text_replaces_the_value_without_keys(live, open_page) -> None:
    open_page("input-events.html")
    envelope = live.call("browser_fill_text", instance=NAME, ref="#field", text="s3cr3t-Päss")
    assert envelope["status"] == "success"
    assert "s3cr3t" not in json.dumps(envelope)
    assert envelope["data"] == {"ref": "#field", "characters": 11, "modal": None}
    assert value(live, "field") == "s3cr3t-Päss"
    events = js(live, "window.events")
    assert events == ["field:input"]  # one trusted input, no key events
    ok(live, "browser_fill_text", ref="#field", text="again")
    assert value(live, "field") == "again"


def test_fill_text_in_textarea_contenteditable_and_number(live, open_page) -> None:
    open_page("input.html")
    ok(live, "browser_fill_text", ref="#notes", text="one\ntwo")
    assert value(live, "notes") == "one\ntwo"
    ok(live, "browser_fill_text", ref="#name", text="Ada\nLovelace")
    assert value(live, "name") == "AdaLovelace"  # as the value's sanitization does
    ok(live, "browser_fill_text", ref='internal:role=textbox[name="Bio"i]', text="new bio")
    assert js(live, "document.getElementById('bio').innerText.trim()") == "new bio"
    ok(live, "browser_fill_text", ref="#age", text="42")
    assert value(live, "age") == "42"
    message = error(live, "browser_fill_text", "invalid_params", ref="#age", text="forty")
    assert message == (
        "argument 'text' does not fit '#age': Cannot type text into input[type=number]"
    )


def test_fill_text_by_ref_and_in_a_frame(live, open_page) -> None:
    open_page("input.html")
    ok(live, "browser_fill_text", ref=ref_of(live, 'textbox "Name"'), text="Grace")
    assert value(live, "name") == "Grace"
    frames = ok(live, "browser_frames")["frames"]
    frame_id = next(f["frame_id"] for f in frames if f["url"] == "about:srcdoc")
    ok(live, "browser_fill_text", ref="#inner-name", text="Inside", frame_id=frame_id)
    ok(live, "browser_click", ref="#name")
    inner = live.instance(NAME).pages[live.instance(NAME).selected_page_id].frames[1]
    assert live.run(inner.evaluate("document.getElementById('inner-log').textContent")) == (
        "Inner: change"
    )


def test_fill_text_refuses_other_elements_and_waits_for_read_only(live, open_page) -> None:
    open_page("input.html")
    message = error(live, "browser_fill_text", "invalid_params", ref="#news", text="x")
    assert message.startswith("argument 'ref': '#news' is an <input type=checkbox>, not a text")
    error(live, "browser_fill_text", "invalid_params", ref="#plain", text="x")
    with short_deadline(live):
        error(live, "browser_fill_text", "operation_timeout", ref="#fixed", text="x")
    assert value(live, "fixed") == "fixed"


def test_a_field_that_becomes_editable_is_filled(live, open_page) -> None:
    """A read-only field is waited for as Playwright's fill waits, then filled as an edit."""
    open_page("input.html")
    js(
        live,
        "() => { const f = document.getElementById('fixed'); "
        "f.addEventListener('change', () => { document.getElementById('log').textContent += ' change:fixed'; }); "
        "setTimeout(() => { f.readOnly = false; }, 300); }",
    )
    ok(live, "browser_fill_text", ref="#fixed", text="free")
    ok(live, "browser_press_key", key="Tab")
    assert value(live, "fixed") == "free"
    assert log(live) == "Log: change:fixed"


def test_clear_text(live, open_page) -> None:
    open_page("input.html")
    assert ok(live, "browser_clear_text", ref="#name") == {"ref": "#name", "modal": None}
    assert value(live, "name") == ""
    ok(live, "browser_clear_text", ref="#notes")
    assert value(live, "notes") == ""
    ok(live, "browser_clear_text", ref="#bio")
    assert js(live, "document.getElementById('bio').innerText.trim()") == ""
    ok(live, "browser_click", ref="#plain")
    assert log(live) == "Log: change:name change:notes focus:plain"
    error(live, "browser_clear_text", "invalid_params", ref="#country")
    with short_deadline(live):
        error(live, "browser_clear_text", "operation_timeout", ref="#fixed")


# --- the change event: filling commits as typing does (issue 13)


def events_of_commit(live, open_page, fill: dict[str, Any], commit: str) -> list[str]:
    """The field's events from the commit on, after it was typed or filled with 'hello'."""
    open_page("input-events.html")
    ok(live, "browser_type", ref="#field", text="hello", **fill)
    js(live, "() => { window.events = []; }")
    if commit == "click elsewhere":
        ok(live, "browser_click", ref="#elsewhere")
    else:
        ok(live, "browser_press_key", key=commit)
    return js(live, "window.events.filter(e => e.startsWith('field:'))")


@pytest.mark.parametrize("commit", ["Enter", "Tab", "click elsewhere"])
def test_a_filled_field_commits_as_a_typed_one(live, open_page, commit: str) -> None:
    typed = events_of_commit(live, open_page, {"slowly": True}, commit)
    filled = events_of_commit(live, open_page, {}, commit)
    assert filled == typed
    assert filled.count("field:change") == 1  # trusted: no "!"
    expected = {
        "Enter": [
            "field:keydown(Enter)",
            "field:keypress(Enter)",
            "field:beforeinput",
            "field:change",
            "field:keyup(Enter)",
        ],
        "Tab": ["field:keydown(Tab)", "field:change", "field:blur"],
        "click elsewhere": ["field:change", "field:blur"],
    }
    assert filled == expected[commit]


def test_type_submit_adds_a_todo_that_listens_for_change(live, open_page) -> None:
    open_page("input-events.html")
    ok(live, "browser_type", ref="#new-todo", text="Buy milk", submit=True)
    ok(live, "browser_fill_text", ref="#new-todo", text="Walk the dog")
    ok(live, "browser_press_key", key="Enter")
    ok(
        live,
        "browser_fill_form",
        fields=[{"name": "Todo", "type": "textbox", "ref": "#new-todo", "value": "Read"}],
    )
    ok(live, "browser_click", ref="#elsewhere")
    assert (
        js(live, "document.getElementById('todo-list').innerText") == "Buy milk\nWalk the dog\nRead"
    )
    assert js(live, "document.getElementById('todo-count').textContent") == "3 items left"


def changes(live) -> int:
    return js(live, "window.events.filter(e => e === 'field:change').length")


def test_change_is_never_fired_twice(live, open_page) -> None:
    """Where the engine fires change itself (the field was edited by keys), once."""
    open_page("input-events.html")
    ok(live, "browser_type", ref="#field", text="ab", slowly=True)
    ok(live, "browser_fill_text", ref="#field", text="cd")
    ok(live, "browser_press_key", key="Tab")
    assert changes(live) == 1
    ok(live, "browser_fill_text", ref="#field", text="ef")
    ok(live, "browser_press_key", key="x")
    ok(live, "browser_press_key", key="Enter")
    ok(live, "browser_press_key", key="Tab")  # committed at Enter already
    assert changes(live) == 2
    assert value(live, "field") == "efx"


def test_the_same_value_again_commits_as_typing_it_again(live, open_page) -> None:
    counts = []
    for fill in ({"slowly": True}, {}):
        open_page("input-events.html")
        for _ in range(2):
            ok(live, "browser_type", ref="#field", text="same", **fill)
            ok(live, "browser_press_key", key="Tab")
        counts.append(changes(live))
    assert counts == [1, 1]


def test_a_textarea_commits_on_blur(live, open_page) -> None:
    open_page("input-events.html")
    ok(live, "browser_fill_text", ref="#story", text="Once\nupon")
    ok(live, "browser_press_key", key="Enter")  # a new line, no commit
    assert "story:change" not in js(live, "window.events")
    ok(live, "browser_click", ref="#elsewhere")
    assert js(live, "window.events.filter(e => e === 'story:change').length") == 1


# --- focus


def test_focus(live, open_page) -> None:
    open_page("input.html")
    assert ok(live, "browser_focus", ref="#plain") == {
        "ref": "#plain",
        "focused": True,
        "modal": None,
    }
    assert js(live, "document.activeElement.id") == "plain"
    assert log(live) == "Log: focus:plain"
    assert ok(live, "browser_focus", ref="#not-focusable")["focused"] is False
    assert js(live, "document.activeElement.id") == "plain"
    assert ok(live, "browser_focus", ref=ref_of(live, 'textbox "Name"'))["focused"] is True


def test_focus_that_opens_a_dialog(live, open_page) -> None:
    open_page("input.html")
    js(
        live,
        "() => { const b = document.getElementById('plain'); b.onfocus = () => { b.onfocus = null; alert('Focused'); }; }",
    )
    data = ok(live, "browser_focus", ref="#plain")
    assert data["modal"]["message"] == "Focused" and data["focused"] is True


# --- options by index


def test_select_option_by_index(live, open_page) -> None:
    open_page("input.html")
    data = ok(live, "browser_select_option_by_index", ref="#country", indexes=[2])
    assert data == {"ref": "#country", "selected": ["se"], "modal": None}
    data = ok(live, "browser_select_option_by_index", ref="#topics", indexes=[1, 3])
    assert data["selected"] == ["browsers", "robots"]
    assert log(live) == "Log: change:country change:topics"
    message = error(
        live, "browser_select_option_by_index", "invalid_params", ref="#country", indexes=[3]
    )
    assert message == "indexes[0]: '#country''s option 3 ('Closed') is disabled"
    message = error(
        live, "browser_select_option_by_index", "invalid_params", ref="#country", indexes=[1, 2]
    )
    assert "single-choice <select>; give one index, got 2" in message
    error(live, "browser_select_option_by_index", "invalid_params", ref="#topics", indexes=[4])
    error(live, "browser_select_option_by_index", "invalid_params", ref="#name", indexes=[0])
    message = error(
        live, "browser_select_option_by_index", "invalid_params", ref="#topics", indexes=[]
    )
    assert message.startswith("argument 'indexes' must hold at least one index")


def test_deselect_options(live, open_page) -> None:
    open_page("input.html")
    assert ok(live, "browser_deselect_options", ref="#topics") == {
        "ref": "#topics",
        "selected": [],
        "modal": None,
    }
    assert js(live, "document.getElementById('topics').selectedOptions.length") == 0
    ok(live, "browser_select_option_by_index", ref="#country", indexes=[1])
    assert ok(live, "browser_deselect_options", ref="#country")["selected"] == []
    error(live, "browser_deselect_options", "invalid_params", ref="#name")


# --- files


def test_upload_file_by_selector(live, open_page) -> None:
    open_page("input.html")
    paths = [str(PAGES / "index.html"), str(PAGES / "input.html")]
    data = ok(live, "browser_upload_file_by_selector", ref="#docs", paths=paths)
    assert data == {"ref": "#docs", "files": paths, "modal": None}
    assert js(live, "document.getElementById('files').textContent") == (
        "Files: index.html, input.html"
    )
    ok(live, "browser_upload_file_by_selector", ref="#hidden-file", paths=paths[:1])
    assert js(live, "document.getElementById('files').textContent") == "Files: index.html"
    ok(live, "browser_upload_file_by_selector", ref="#hidden-file", paths=[])
    assert js(live, "document.getElementById('hidden-file').files.length") == 0
    assert ok(live, "browser_snapshot")["modal"] is None  # no chooser was opened


def test_upload_file_by_selector_errors(live, open_page, tmp_path: Path) -> None:
    open_page("input.html")
    index = str(PAGES / "index.html")
    message = error(
        live,
        "browser_upload_file_by_selector",
        "invalid_params",
        ref="#avatar",
        paths=[index, index],
    )
    assert message == "argument 'paths': the file input takes one file, got 2 paths"
    message = error(
        live, "browser_upload_file_by_selector", "invalid_params", ref="#name", paths=[index]
    )
    assert message.startswith(
        "argument 'ref': '#name' is an <input type=text>, not an <input type=file>"
    )
    missing = str(tmp_path / "missing.txt")
    message = error(
        live, "browser_upload_file_by_selector", "invalid_params", ref="#avatar", paths=[missing]
    )
    assert message == f"paths[0]: file '{missing}' does not exist"
    with short_deadline(live):
        error(
            live,
            "browser_upload_file_by_selector",
            "operation_timeout",
            ref="#off-file",
            paths=[index],
        )


# --- targeting errors shared by the element tools


ELEMENT_TOOLS = [
    ("browser_check_checkbox", {}),
    ("browser_uncheck_checkbox", {}),
    ("browser_clear_text", {}),
    ("browser_fill_text", {"text": "x"}),
    ("browser_focus", {}),
    ("browser_select_option_by_index", {"indexes": [0]}),
    ("browser_deselect_options", {}),
    ("browser_upload_file_by_selector", {"paths": []}),
]


@pytest.mark.parametrize(("tool", "extra"), ELEMENT_TOOLS)
def test_element_errors(live, open_page, tool: str, extra: dict[str, Any]) -> None:
    page_id = open_page("input.html")
    error(live, tool, "element_not_found", ref="#nope", **extra)
    error(live, tool, "stale_ref", ref="e999", **extra)
    message = error(live, tool, "invalid_params", ref="css=section input", **extra)
    assert "matches" in message and "elements" in message
    error(live, tool, "page_not_found", ref="#name", page_id="page-gone", **extra)
    error(live, tool, "frame_not_found", ref="#name", frame_id="frame-gone", **extra)
    js(live, "() => { setTimeout(() => alert('Blocking'), 0); }")
    wait_until(lambda: live.instance(NAME).modals.pending(page_id) is not None)
    error(live, tool, "modal_state_blocked", ref="#name", **extra)
