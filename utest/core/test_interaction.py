"""Interaction tools: pure argument rules, the modal race, and every tool in a real browser.

The pages are the acceptance tests' fixture pages (atest/pages), served by the
utest fixture server. One browser instance serves the whole module; each test loads
the page it needs.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core.browser.instance import Instance
from CamoufoxLibrary.core.browser.modals import PendingModal
from CamoufoxLibrary.core.contract.arguments import checked
from CamoufoxLibrary.core.contract.errors import InvalidParams, ModalStateBlocked
from CamoufoxLibrary.core.contract.vocabulary import Modifier
from CamoufoxLibrary.core.engines import EngineChoice
from CamoufoxLibrary.core.page.actions import race
from CamoufoxLibrary.core.page.filechooser import check_paths
from CamoufoxLibrary.core.page.formfields import (
    check_fields,
    coerce_bool,
    match_options,
    slider_value,
)
from CamoufoxLibrary.core.page.mouse_events import event_modifiers
from CamoufoxLibrary.core.page.textentry import text_field_problem
from testsupport.instancecalls import calls_on

ATEST = Path(__file__).resolve().parents[2] / "atest"
PAGES = ATEST / "pages"
NAME = "ix"


def look(live: Any) -> str:
    """The call a selector's look is: one through the BiDi door where the instance has one
    (core/page/doorworld.py), else Playwright's evaluate_all."""
    return "door" if live.instance(NAME).door is not None else "evaluate_all"


PAGE_FILES = (
    "form.html",
    "late.html",
    "dialogs-js.html",
    "dialogs-file.html",
    "drag.html",
    "drag-mouse.html",
    "keys.html",
    "index.html",
)

# --- pure: argument rules -----------------------------------------------------------------


def test_modifiers_take_playwright_names_in_any_case() -> None:
    # The argument check of every tool (browser_click's modifiers: list[Modifier] | None).
    def check_modifiers(value: object) -> object:
        return checked("modifiers", value, list[Modifier] | None)

    assert check_modifiers(None) is None
    assert check_modifiers(["shift", "CONTROL", "ControlOrMeta"]) == [
        "Shift",
        "Control",
        "ControlOrMeta",
    ]
    with pytest.raises(InvalidParams, match=r"argument 'modifiers' may hold Alt, Control.*'Ctrl'"):
        check_modifiers(["Ctrl"])


def test_event_modifiers_are_mouse_event_flags() -> None:
    flags = event_modifiers(["Shift", "Alt", "Meta"])
    assert flags == {"shiftKey": True, "altKey": True, "metaKey": True}
    assert event_modifiers(["ControlOrMeta"]) in ({"ctrlKey": True}, {"metaKey": True})


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (True, True),
        (False, False),
        ("true", True),
        ("Checked", True),
        ("1", True),
        ("off", False),
        ("no", False),
    ],
)
def test_coerce_bool(value: Any, expected: bool) -> None:
    assert coerce_bool(value, "x") is expected


@pytest.mark.parametrize("value", ["maybe", 1, None, ""])
def test_coerce_bool_names_the_field(value: Any) -> None:
    with pytest.raises(InvalidParams, match=r"^fields\[0\]: value must be true or false"):
        coerce_bool(value, "fields[0]: value")


def element(tag: str, **info: Any) -> dict[str, Any]:
    """What DESCRIBE_ELEMENT returns for an element."""
    return {"tag": tag, "type": None, "role": None, "editable": False, "multiple": False, **info}


def test_text_fields() -> None:
    assert text_field_problem(element("textarea")) is None
    assert text_field_problem(element("input", type="email")) is None
    assert text_field_problem(element("div", editable=True)) is None
    assert text_field_problem(element("input", type="checkbox")) == "an <input type=checkbox>"
    assert text_field_problem(element("button")) == "a <button> element"


SELECT = element(
    "select",
    options=[
        {"value": "fi", "label": "Finland", "disabled": False},
        {"value": "se", "label": "Sweden", "disabled": False},
        {"value": "xx", "label": "Closed", "disabled": True},
    ],
)


def test_options_match_by_value_or_label() -> None:
    assert match_options(SELECT, ["Sweden"], "'s'") == ["se"]
    assert match_options(SELECT, ["fi"], "'s'") == ["fi"]
    assert match_options({**SELECT, "multiple": True}, ["fi", "Sweden"], "'s'") == ["fi", "se"]
    assert match_options(SELECT, [], "'s'") == []


@pytest.mark.parametrize(
    ("info", "values", "message"),
    [
        (SELECT, ["fi", "se"], "'s' is a single-choice <select>; give one value, got 2"),
        (SELECT, ["Norway"], "'s' has no option 'Norway' .*'Finland' \\('fi'\\)"),
        (SELECT, ["Closed"], "'s': option 'Closed' is disabled"),
        (element("input", type="text"), ["fi"], "'s' is a <input> element, not a <select>"),
    ],
)
def test_option_errors(info: dict[str, Any], values: list[str], message: str) -> None:
    with pytest.raises(InvalidParams, match=message):
        match_options(info, values, "'s'")


RANGE = element("input", type="range", min=0.0, max=10.0, step="1")


@pytest.mark.parametrize(("value", "text"), [(8, "8"), ("3", "3"), (0, "0"), ("10.0", "10")])
def test_slider_values(value: Any, text: str) -> None:
    assert slider_value(RANGE, value, "v") == text


def test_slider_with_any_step_takes_fractions() -> None:
    assert slider_value({**RANGE, "step": "any"}, 2.5, "v") == "2.5"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (11, "v: value must be a number from 0 to 10, got 11"),
        (-1, "from 0 to 10"),
        ("loud", "from 0 to 10, got 'loud'"),
        (True, "from 0 to 10"),
        (2.5, "v: value 2.5 is not on the slider's steps"),
    ],
)
def test_slider_errors(value: Any, message: str) -> None:
    with pytest.raises(InvalidParams, match=message):
        slider_value(RANGE, value, "v")


def test_slider_must_be_a_range_input() -> None:
    with pytest.raises(InvalidParams, match="is not an <input type=range>"):
        slider_value(element("input", type="text"), 1, "v")


def field(**overrides: Any) -> dict[str, Any]:
    return {"name": "Name", "type": "textbox", "ref": "#name", "value": "Ada", **overrides}


def test_fields_are_normalized() -> None:
    checked = check_fields(
        [field(value=42), field(type="checkbox", value="checked"), field(type="radio", value=True)]
    )
    assert [f["value"] for f in checked] == ["42", True, True]
    assert checked[0]["where"] == "fields[0] ('Name')"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ([], "argument 'fields' must hold at least one field"),
        (["x"], r"fields\[0\] must be an object with name, type, ref, value"),
        ([field(label="x")], r"fields\[0\] has unknown key\(s\) \['label'\]"),
        (
            [{"name": "N", "type": "textbox"}],
            r"fields\[0\] has missing key\(s\) \['ref', 'value'\]",
        ),
        ([field(), field(name="")], r"fields\[1\].name must be a non-empty string"),
        ([field(type="upload")], r"fields\[0\] \('Name'\): type must be one of textbox, checkbox"),
        ([field(ref=" ")], r"ref must be a snapshot ref or a selector"),
        ([field(value=None)], "a textbox value must be a string, got None"),
        ([field(type="checkbox", value="maybe")], "value must be true or false"),
        ([field(type="radio", value="false")], "a radio button cannot be unchecked"),
        ([field(type="combobox", value=3)], "a combobox value must be an option's label or value"),
    ],
)
def test_field_shape_errors(fields: list[Any], message: str) -> None:
    with pytest.raises(InvalidParams, match=message):
        check_fields(fields)


def test_paths_must_be_existing_files(tmp_path: Path) -> None:
    real = tmp_path / "a.txt"
    real.write_text("a")
    assert check_paths([str(real)]) == [str(real)]
    with pytest.raises(InvalidParams, match=r"paths\[1\]: file '.*missing.pdf' does not exist"):
        check_paths([str(real), str(tmp_path / "missing.pdf")])
    with pytest.raises(InvalidParams, match=r"paths\[0\]: '.*' is not a file"):
        check_paths([str(tmp_path)])


# --- the modal race (Modals.until_modal and race) -------------------------------------------


def bare_instance() -> Instance:
    """An Instance with no browser: enough for its modal bookkeeping."""
    return Instance(
        name="bare",
        engine=EngineChoice("firefox", None),
        version="",
        context=None,  # type: ignore[arg-type]
        browser=None,
        tag="",
        headless=True,
    )


def alert(page_id: str = "page-1") -> PendingModal:
    return PendingModal(kind="dialog", page_id=page_id, dialog_type="alert", message="Hi")


def test_until_modal_returns_the_result_when_no_modal_opens() -> None:
    async def scenario() -> tuple[Any, Any]:
        async def action() -> str:
            await asyncio.sleep(0.01)
            return "done"

        return await bare_instance().modals.until_modal("page-1", action())

    assert asyncio.run(scenario()) == ("done", None)


def test_until_modal_stops_waiting_when_the_page_opens_a_modal() -> None:
    """The action still runs on; its later failure is dropped, not reported by asyncio."""
    errors: list[Any] = []

    async def scenario() -> tuple[Any, Any, bool]:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda _, context: errors.append(context))
        instance = bare_instance()
        finished = asyncio.Event()

        async def stuck_click() -> None:
            instance.modals.add(alert("page-2"))  # another page's modal: ignored
            loop.call_later(0.02, instance.modals.add, alert())
            await asyncio.sleep(0.2)
            finished.set()
            raise RuntimeError("the click failed after the dialog was handled")

        result, modal = await instance.modals.until_modal("page-1", stuck_click())
        assert not finished.is_set()
        await asyncio.wait_for(finished.wait(), 5)
        await asyncio.sleep(0.01)
        return result, modal, not instance.modals._waiters

    result, modal, no_waiters = asyncio.run(scenario())
    assert result is None
    assert modal is not None and modal.page_id == "page-1"
    assert no_waiters
    assert errors == []


def test_until_modal_passes_on_the_actions_error() -> None:
    async def scenario() -> None:
        async def failing() -> None:
            raise ValueError("boom")

        await bare_instance().modals.until_modal("page-1", failing())

    with pytest.raises(ValueError, match="boom"):
        asyncio.run(scenario())


def test_until_modal_cancels_the_action_when_cancelled() -> None:
    async def scenario() -> bool:
        started = asyncio.Event()
        cancelled = asyncio.Event()

        async def forever() -> None:
            started.set()
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                cancelled.set()
                raise

        with pytest.raises(TimeoutError):
            await asyncio.wait_for(bare_instance().modals.until_modal("page-1", forever()), 0.05)
        await asyncio.wait_for(cancelled.wait(), 5)
        return started.is_set()

    assert asyncio.run(scenario())


def test_race_refuses_to_start_while_a_modal_is_pending() -> None:
    """A dialog that opened after the tool resolved its page blocks the action itself."""
    from CamoufoxLibrary.core.page.targeting import Target

    async def scenario() -> bool:
        instance = bare_instance()
        instance.modals.add(alert())
        ran = False

        async def action() -> None:
            nonlocal ran
            ran = True

        target = Target(instance, "page-1", None, None, None)  # type: ignore[arg-type]
        with pytest.raises(
            ModalStateBlocked,
            match=r"while an alert dialog \(\"Hi\"\) is pending on page 'page-1'; resolve it with browser_handle_dialog",
        ):
            await race(target, action())
        return ran

    assert asyncio.run(scenario()) is False


def test_only_an_action_that_activates_the_page_waits_for_a_late_file_chooser() -> None:
    """A page opens a file picker only on a user activation: a hover or text set at once
    skips the two round trips that let a late chooser event arrive (``act``)."""
    from CamoufoxLibrary.core.page.actions import act
    from CamoufoxLibrary.core.page.targeting import Target

    class Frame:
        evaluations = 0

        async def evaluate(self, expression: str) -> int:
            Frame.evaluations += 1
            return 0

    class Page:
        main_frame = Frame()

    async def action() -> None:
        pass

    async def scenario(activates: bool) -> int:
        Frame.evaluations = 0
        target = Target(bare_instance(), "page-1", Page(), None, None)  # type: ignore[arg-type]
        assert await act(target, action(), activates=activates) is None
        return Frame.evaluations

    assert asyncio.run(scenario(activates=True)) == 2
    assert asyncio.run(scenario(activates=False)) == 0


# --- against a real browser ------------------------------------------------------------------


ok, error, js = calls_on(NAME)


def text_of(live, element_id: str) -> str:
    return js(live, f"document.getElementById({element_id!r}).textContent")


def wait_text(live, element_id: str, expected: str) -> None:
    ok(live, "browser_wait_for", text=expected)
    assert expected in text_of(live, element_id)


# --- dialogs and modal state


ACTIONS_ON_THE_PAGE = [
    ("browser_click", {"ref": "#confirm"}),
    ("browser_hover", {"ref": "#confirm"}),
    ("browser_drag", {"start_ref": "#confirm", "end_ref": "#prompt"}),
    ("browser_type", {"ref": "#unsaved", "text": "x"}),
    (
        "browser_fill_form",
        {"fields": [{"name": "U", "type": "checkbox", "ref": "#unsaved", "value": True}]},
    ),
    ("browser_select_option", {"ref": "#unsaved", "values": []}),
    ("browser_press_key", {"key": "Tab"}),
    ("browser_double_click", {"ref": "#confirm"}),
]


def test_click_that_opens_an_alert_returns_at_once_and_blocks_the_page(live, open_page) -> None:
    page_id = open_page("dialogs-js.html")
    started = time.monotonic()
    data = ok(live, "browser_click", ref="#alert")
    # The click itself stays pending on this engine until the alert is handled.
    assert time.monotonic() - started < live.timeout / 2
    assert data["modal"] == {
        "kind": "dialog",
        "page_id": page_id,
        "type": "alert",
        "message": "Hello from the page",
        "resolve_with": "browser_handle_dialog",
    }
    for tool, arguments in ACTIONS_ON_THE_PAGE:
        message = error(live, tool, "modal_state_blocked", **arguments)
        assert message == (
            f'{tool} cannot run while an alert dialog ("Hello from the page") is pending on '
            f"page '{page_id}'; resolve it with browser_handle_dialog first"
        )
    assert ok(live, "browser_snapshot")["modal"]["type"] == "alert"
    handled = ok(live, "browser_handle_dialog", accept=True)
    assert handled == {
        "type": "alert",
        "message": "Hello from the page",
        "accepted": True,
        "prompt_text": None,
    }
    wait_text(live, "log", "Alert closed")
    assert ok(live, "browser_click", ref="#confirm")["modal"]["type"] == "confirm"


@pytest.mark.parametrize(("accept", "outcome"), [(True, "Draft deleted"), (False, "Draft kept")])
def test_confirm(live, open_page, accept: bool, outcome: str) -> None:
    open_page("dialogs-js.html")
    modal = ok(live, "browser_click", ref="#confirm")["modal"]
    assert (modal["type"], modal["message"]) == ("confirm", "Delete the draft?")
    assert ok(live, "browser_handle_dialog", accept=accept)["accepted"] is accept
    wait_text(live, "log", outcome)


def test_prompt_answer_arrives(live, open_page) -> None:
    open_page("dialogs-js.html")
    modal = ok(live, "browser_click", ref="#prompt")["modal"]
    assert modal["default_value"] == "Anonymous"
    assert ok(live, "browser_handle_dialog", accept=True, prompt_text="Ada")["prompt_text"] == "Ada"
    wait_text(live, "log", "Hello, Ada!")


def test_prompt_text_is_ignored_when_dismissing(live, open_page) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_click", ref="#prompt")
    assert ok(live, "browser_handle_dialog", accept=False, prompt_text="Ada")["prompt_text"] is None
    wait_text(live, "log", "No name given")


def test_beforeunload_keeps_or_leaves_the_page(live, open_page, http_server) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_click", ref="#unsaved")
    assert ok(live, "browser_click", ref="text=Leave this page")["modal"]["type"] == "beforeunload"
    ok(live, "browser_handle_dialog", accept=False)
    assert js(live, "location.pathname") == "/dialogs-js.html"
    ok(live, "browser_click", ref="text=Leave this page")
    ok(live, "browser_handle_dialog", accept=True)
    ok(live, "browser_wait_for", text="Welcome to the fixtures")


def test_dialog_opened_by_a_timer_blocks_the_next_tool(live, open_page) -> None:
    page_id = open_page("dialogs-js.html")
    assert ok(live, "browser_click", ref="#later")["modal"] is None
    deadline = time.monotonic() + live.timeout
    while live.instance(NAME).modals.pending(page_id) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    message = error(live, "browser_hover", "modal_state_blocked", ref="#alert")
    assert "Reminder: save your work" in message


def test_handle_dialog_without_a_dialog(live, open_page) -> None:
    page_id = open_page("dialogs-js.html")
    message = error(live, "browser_handle_dialog", "dialog_not_present", accept=True)
    assert message == f"no JavaScript dialog is pending on page '{page_id}'"
    error(live, "browser_handle_dialog", "page_not_found", accept=True, page_id="page-gone")


def test_handle_dialog_on_another_page_leaves_the_selection(live, open_page, http_server) -> None:
    first = open_page("dialogs-js.html")
    inst = live.instance(NAME)
    other = live.run(inst.context.new_page())
    try:
        other_id = inst.page_id_of(other)
        live.run(other.goto(http_server.url("/dialogs-js.html")))
        live.run(other.evaluate("setTimeout(() => alert('Over here'), 0)"))
        deadline = time.monotonic() + live.timeout
        while inst.modals.pending(other_id) is None and time.monotonic() < deadline:
            time.sleep(0.05)
        ok(live, "browser_click", ref="#confirm")  # the selected page is not blocked
        ok(live, "browser_handle_dialog", accept=False)
        handled = ok(live, "browser_handle_dialog", accept=True, page_id=other_id)
        assert handled["message"] == "Over here"
        assert inst.selected_page_id == first
    finally:
        live.run(other.close())


# --- file chooser


def test_file_chooser_blocks_until_file_upload(live, open_page) -> None:
    page_id = open_page("dialogs-file.html")
    modal = ok(live, "browser_click", ref="#choose")["modal"]
    assert modal == {
        "kind": "file_chooser",
        "page_id": page_id,
        "multiple": True,
        "resolve_with": "browser_file_upload",
    }
    message = error(live, "browser_click", "modal_state_blocked", ref="#single")
    assert "while a file chooser is pending" in message and "browser_file_upload" in message
    message = error(live, "browser_handle_dialog", "dialog_not_present", accept=True)
    assert message.endswith("a file chooser is pending: use browser_file_upload")
    missing = str(PAGES / "missing.pdf")
    message = error(
        live, "browser_file_upload", "invalid_params", paths=[str(PAGES / "index.html"), missing]
    )
    assert message == f"paths[1]: file '{missing}' does not exist"
    data = ok(
        live, "browser_file_upload", paths=[str(PAGES / "index.html"), str(PAGES / "form.html")]
    )
    assert data == {
        "files": [str(PAGES / "index.html"), str(PAGES / "form.html")],
        "cancelled": False,
        "multiple": True,
        "modal": None,
    }
    wait_text(live, "chosen", "Chosen: index.html, form.html")


def test_single_file_input_and_repeated_clicks(live, open_page) -> None:
    """The engine opens an input's picker once per page load; later clicks get a stand-in."""
    open_page("dialogs-file.html")
    for name in ("index.html", "form.html", "keys.html"):
        modal = ok(live, "browser_click", ref="#single")["modal"]
        assert (modal["kind"], modal["multiple"]) == ("file_chooser", False)
        message = error(
            live, "browser_file_upload", "invalid_params", paths=[str(PAGES / name)] * 2
        )
        assert message == "argument 'paths': the file input takes one file, got 2 paths"
        ok(live, "browser_file_upload", paths=[str(PAGES / name)])
        wait_text(live, "chosen", f"Chosen: {name}")


def test_a_label_click_opens_its_inputs_chooser(live, open_page) -> None:
    open_page("dialogs-file.html")
    for _ in range(2):
        assert ok(live, "browser_click", ref="text=Contract")["modal"]["kind"] == "file_chooser"
        ok(live, "browser_file_upload", paths=[str(PAGES / "second.html")])


def test_empty_file_upload_cancels(live, open_page) -> None:
    open_page("dialogs-file.html")
    ok(live, "browser_click", ref="#single")
    ok(live, "browser_file_upload", paths=[str(PAGES / "index.html")])
    ok(live, "browser_click", ref="#single")
    data = ok(live, "browser_file_upload", paths=[])
    assert data["cancelled"] is True and data["files"] == []
    wait_text(live, "cancelled", "Choice cancelled (single)")
    assert js(live, "document.getElementById('single').files[0].name") == "index.html"
    assert ok(live, "browser_snapshot")["modal"] is None


def test_file_upload_without_a_chooser(live, open_page) -> None:
    page_id = open_page("dialogs-file.html")
    message = error(live, "browser_file_upload", "dialog_not_present", paths=[])
    assert message == (
        f"no file chooser is pending on page '{page_id}'; click the file input "
        "(browser_click) first"
    )
    error(live, "browser_file_upload", "page_not_found", paths=[], page_id="page-gone")


# --- click, hover, drag


DOUBLE_CLICKS = [
    ("browser_click", {"double_click": True}),
    ("browser_double_click", {}),
]


@pytest.mark.parametrize(("tool", "extra"), DOUBLE_CLICKS)
def test_double_click_reaches_the_page_once(live, open_page, tool, extra) -> None:
    open_page("drag-mouse.html")
    js(
        live,
        "window.dbl = 0; document.getElementById('folder').addEventListener('dblclick', () => window.dbl++)",
    )
    data = ok(live, tool, ref="#folder", **extra)
    assert js(live, "window.dbl") == 1
    # The browser's own dblclick: the clicks go in a row (page/clicks.py).
    assert data["synthetic_dblclick"] is False
    wait_text(live, "said", "Folder opened")


@pytest.mark.parametrize(("tool", "extra"), DOUBLE_CLICKS)
def test_double_click_keeps_button_and_position(live, open_page, tool, extra) -> None:
    open_page("drag-mouse.html")
    ok(live, tool, ref="#pad", **extra)
    log = text_of(live, "pad-log")
    assert "dblclick 151,101 left" in log  # the centre of the 302 x 202 pad


def test_double_click_tool(live, open_page) -> None:
    open_page("drag-mouse.html")
    data = ok(live, "browser_double_click", ref="#pad", modifiers=["shift"])
    assert data == {
        "ref": "#pad",
        "button": "left",
        "modifiers": ["Shift"],
        "synthetic_dblclick": False,
        "modal": None,
    }
    js(live, "() => { document.getElementById('folder').ondblclick = () => alert('Twice'); }")
    data = ok(live, "browser_double_click", ref="#folder")
    assert (data["modal"]["type"], data["modal"]["message"]) == ("alert", "Twice")
    assert data["synthetic_dblclick"] is False


def test_click_buttons_and_modifiers(live, open_page) -> None:
    open_page("drag-mouse.html")
    data = ok(live, "browser_click", ref="#counter", modifiers=["shift", "alt"])
    assert data["modifiers"] == ["Shift", "Alt"] and data["modal"] is None
    wait_text(live, "said", "Clicked 1 time(s) with shift+alt")
    ok(live, "browser_click", ref="#file", button="right")
    wait_text(live, "said", "Context menu for report.txt")
    ok(live, "browser_click", ref="#file", button="middle")
    wait_text(live, "said", "Middle click on report.txt")
    message = error(live, "browser_click", "invalid_params", ref="#file", button="back")
    assert message.startswith("argument 'button' must be one of 'left', 'right', 'middle'")
    error(live, "browser_click", "invalid_params", ref="#file", modifiers=["Hyper"])


@pytest.mark.parametrize("how", ["selector", "ref"])
def test_a_click_that_leaves_the_page_returns_at_once(live, open_page, how: str) -> None:
    """The clicked element is not looked for again on the next page (regression)."""
    open_page("dialogs-js.html")
    ref = 'internal:role=link[name="Leave this page"i]'
    if how == "ref":
        snapshot = ok(live, "browser_snapshot")["snapshot"]
        line = next(line for line in snapshot.splitlines() if 'link "Leave this page"' in line)
        ref = line.split("[ref=")[1].split("]")[0]
    started = time.monotonic()
    assert ok(live, "browser_click", ref=ref)["modal"] is None
    assert time.monotonic() - started < live.timeout / 2
    ok(live, "browser_wait_for", text="Welcome to the fixtures")


def test_hover(live, open_page) -> None:
    open_page("drag-mouse.html")
    assert ok(live, "browser_hover", ref="#account") == {
        "ref": "#account",
        "position": None,
        "modal": None,
    }
    wait_text(live, "said", "Menu opened")
    assert js(live, "getComputedStyle(document.getElementById('menu')).display") == "block"


def test_drag_between_lists(live, open_page) -> None:
    open_page("drag.html")
    data = ok(live, "browser_drag", start_ref="#task-tests", end_ref="#done")
    assert data["dropped"] is True and data["modal"] is None
    if live.instance(NAME).engine.name == "firefox":
        assert data["synthetic"] is True
    wait_text(live, "counts", "To do: 2, Done: 2")
    assert text_of(live, "drag-events") == "Drag events: dragstart dragenter dragover drop dragend"


def test_drag_onto_a_target_that_refuses(live, open_page) -> None:
    open_page("drag.html")
    data = ok(live, "browser_drag", start_ref="#task-tests", end_ref="h1")
    assert data["dropped"] is False
    assert text_of(live, "counts") == "To do: 3, Done: 1"


def test_drag_a_mouse_widget(live, open_page) -> None:
    """No draggable source: a real mouse drag, which such widgets handle natively."""
    open_page("drag-mouse.html")
    data = ok(live, "browser_drag", start_ref="#handle", end_ref="#file")
    assert data["synthetic"] is False and data["dropped"] is None
    assert text_of(live, "zoom") == "Zoom: 280"


# --- type, fill form, select, keys


def test_type_never_returns_or_echoes_the_text(live, open_page) -> None:
    open_page("form.html")
    secret = "s3cr3t-Pässword"
    envelope = live.call("browser_type", instance=NAME, ref="#password", text=secret)
    assert envelope["status"] == "success"
    assert secret not in json.dumps(envelope)
    assert envelope["data"] == {
        "ref": "#password",
        "characters": len(secret),
        "slowly": False,
        "submitted": False,
        "modal": None,
    }
    assert js(live, "document.getElementById('password').value") == secret


def test_type_replaces_the_value_and_submits(live, open_page) -> None:
    open_page("form.html")
    ok(live, "browser_type", ref="#q", text="old")
    ok(live, "browser_type", ref="#q", text="robots", submit=True)
    wait_text(live, "search-result", "Results for robots")


def test_type_slowly_sends_one_key_per_character(live, open_page) -> None:
    open_page("keys.html")
    ok(live, "browser_type", ref="#tags", text="first")
    assert text_of(live, "keystrokes") == "Keystrokes: 0"  # filled, no keys
    ok(live, "browser_type", ref="#tags", text="abc", slowly=True)
    assert text_of(live, "keystrokes") == "Keystrokes: 3"
    assert js(live, "document.getElementById('tags').value") == "abc"
    # Characters beyond the US keyboard layout arrive as input without key events.
    ok(live, "browser_type", ref="#tags", text="ünï", slowly=True)
    assert js(live, "document.getElementById('tags').value") == "ünï"


def test_type_into_contenteditable_and_textarea(live, open_page) -> None:
    open_page("form.html")
    ok(live, "browser_type", ref="#bio", text="Line", slowly=True)
    ok(live, "browser_type", ref="#about", text="a\nb")
    assert js(live, "document.getElementById('bio').innerText.trim()") == "Line"
    assert js(live, "document.getElementById('about').value") == "a\nb"


def test_type_rejects_other_elements(live, open_page) -> None:
    open_page("form.html")
    message = error(live, "browser_type", "invalid_params", ref="#newsletter", text="x")
    assert message.startswith(
        "argument 'ref': '#newsletter' is an <input type=checkbox>, not a text field"
    )
    error(live, "browser_type", "invalid_params", ref="h1", text="x")
    error(live, "browser_type", "invalid_params", ref="#avatar", text="x")


def ref_of(live, text: str) -> str:
    """The snapshot ref of the first line that contains ``text``."""
    snapshot = ok(live, "browser_snapshot")["snapshot"]
    line = next(line for line in snapshot.splitlines() if text in line)
    return line.split("[ref=")[1].split("]")[0]


def test_refs_get_the_same_checks_as_selectors(live, open_page) -> None:
    """Selectors get a quick look in the page; refs take the longer way, same outcome."""
    open_page("form.html")
    ok(live, "browser_type", ref=ref_of(live, 'textbox "Full name"'), text="Ada")
    assert js(live, "document.getElementById('full-name').value") == "Ada"
    message = error(live, "browser_type", "invalid_params", ref=ref_of(live, "checkbox"), text="x")
    assert "is an <input type=checkbox>, not a text field" in message
    open_page("dialogs-file.html")
    modal = ok(live, "browser_click", ref=ref_of(live, '"Contract"'))["modal"]
    assert modal is not None and modal["kind"] == "file_chooser"
    ok(live, "browser_file_upload", paths=[])
    assert ok(live, "browser_click", ref=ref_of(live, "Choose documents"))["modal"]["kind"] == (
        "file_chooser"
    )
    ok(live, "browser_file_upload", paths=[])


def test_a_selector_gets_one_look_per_action(live, open_page, locator_calls) -> None:
    """Type and Click look at a selector's element once (count and checks in one go)."""
    open_page("form.html")
    calls = locator_calls("count", "evaluate", "evaluate_all", "evaluate_handle", "element_handle")
    ok(live, "browser_type", ref="#full-name", text="Ada")
    # Over BiDi the look also fills the text field (an edit in the page, textentry.py);
    # elsewhere Playwright's fill follows it.
    assert calls == [look(live)]
    assert js(live, "document.getElementById('full-name').value") == "Ada"
    calls.clear()
    ok(live, "browser_click", ref="#newsletter")
    assert calls == [look(live)]  # not a file input: no look for a chooser afterwards
    calls.clear()
    message = error(live, "browser_type", "invalid_params", ref="fieldset input", text="x")
    assert "matches 3 elements" in message
    assert calls[-1] == "count"  # only a failure takes the usual way
    calls.clear()
    message = error(live, "browser_click", "invalid_params", ref="fieldset input")
    assert "matches 3 elements" in message
    assert calls == [look(live), "count"]
    message = error(live, "browser_type", "invalid_params", ref="#newsletter", text="x")
    assert "is an <input type=checkbox>, not a text field" in message


FORM_FIELDS = [
    {"name": "Full name", "type": "textbox", "ref": "#full-name", "value": "Ada"},
    {"name": "Bio", "type": "textbox", "ref": "#bio", "value": "Engines"},
    {"name": "Country", "type": "combobox", "ref": "#country", "value": "Norway"},
    {"name": "Newsletter", "type": "checkbox", "ref": "#newsletter", "value": True},
    {"name": "Terms", "type": "checkbox", "ref": "#terms", "value": "false"},
    {"name": "Team", "type": "radio", "ref": "#plan-team", "value": "true"},
    {"name": "Volume", "type": "slider", "ref": "#volume", "value": 2},
]


def test_fill_form_fills_every_kind(live, open_page) -> None:
    open_page("form.html")
    data = ok(live, "browser_fill_form", fields=FORM_FIELDS)
    assert [f["name"] for f in data["filled"]] == [f["name"] for f in FORM_FIELDS]
    assert data["skipped"] == [] and data["modal"] is None
    values = js(
        live,
        """() => [document.getElementById('full-name').value, document.getElementById('bio').innerText.trim(),
            document.getElementById('country').value, document.getElementById('newsletter').checked,
            document.getElementById('terms').checked, document.getElementById('plan-team').checked,
            document.getElementById('volume').value]""",
    )
    assert values == ["Ada", "Engines", "no", True, False, True, "2"]


@pytest.mark.parametrize(
    ("bad", "error_type", "message"),
    [
        (
            {"type": "combobox", "ref": "#country", "value": "Mars"},
            "invalid_params",
            r"fields\[1\] \('Bad'\): '#country' has no option 'Mars'",
        ),
        (
            {"type": "slider", "ref": "#volume", "value": 99},
            "invalid_params",
            "value must be a number from 0 to 10, got 99",
        ),
        (
            {"type": "slider", "ref": "#full-name", "value": 1},
            "invalid_params",
            "is not an <input type=range>",
        ),
        (
            {"type": "checkbox", "ref": "#full-name", "value": True},
            "invalid_params",
            "'#full-name' is not a checkbox",
        ),
        (
            {"type": "radio", "ref": "#terms", "value": True},
            "invalid_params",
            "'#terms' is not a radio button",
        ),
        (
            {"type": "textbox", "ref": "#terms", "value": "x"},
            "invalid_params",
            "is an <input type=checkbox>, not a textbox",
        ),
        (
            {"type": "combobox", "ref": "#full-name", "value": "x"},
            "invalid_params",
            "is a <input> element, not a <select>",
        ),
        (
            {"type": "textbox", "ref": "#nope", "value": "x"},
            "element_not_found",
            "selector '#nope' matches no element",
        ),
        (
            {"type": "textbox", "ref": "e999", "value": "x"},
            "stale_ref",
            "ref 'e999' is not in the current page",
        ),
        (
            {"type": "textbox", "ref": "input", "value": "x"},
            "invalid_params",
            r"fields\[1\] \('Bad'\): ref': selector 'input' matches",
        ),
    ],
)
def test_fill_form_fills_nothing_when_a_field_is_wrong(
    live, open_page, bad: dict[str, Any], error_type: str, message: str
) -> None:
    import re

    open_page("form.html")
    fields = [FORM_FIELDS[0], {"name": "Bad", **bad}]
    with live.deadline(1.0):  # a field's element not there yet is waited for
        text = error(live, "browser_fill_form", error_type, fields=fields)
    assert re.search(message, text), text
    assert js(live, "document.getElementById('full-name').value") == ""


def test_fill_form_stops_at_a_dialog(live, open_page) -> None:
    open_page("form.html")
    js(
        live,
        "document.getElementById('newsletter').addEventListener('change', () => alert('Sure?'))",
    )
    data = ok(live, "browser_fill_form", fields=FORM_FIELDS)
    assert [f["name"] for f in data["filled"]][-1] == "Newsletter"
    assert data["skipped"] == ["Terms", "Team", "Volume"]
    assert data["modal"]["message"] == "Sure?"


def test_select_option(live, open_page) -> None:
    open_page("form.html")
    assert ok(live, "browser_select_option", ref="#country", values=["Sweden"])["selected"] == [
        "se"
    ]
    assert ok(live, "browser_select_option", ref="#topics", values=["robots", "Python"])[
        "selected"
    ] == ["python", "robots"]
    assert ok(live, "browser_select_option", ref="#topics", values=["Testing"])["selected"] == [
        "testing"
    ]
    assert ok(live, "browser_select_option", ref="#topics", values=[])["selected"] == []
    error(live, "browser_select_option", "invalid_params", ref="#country", values=["fi", "se"])
    error(live, "browser_select_option", "invalid_params", ref="#country", values=["Mars"])
    error(live, "browser_select_option", "invalid_params", ref="#full-name", values=["x"])


def test_press_key(live, open_page) -> None:
    open_page("keys.html")
    ok(live, "browser_click", ref="#editor")
    assert ok(live, "browser_press_key", key="Control+A") == {"key": "Control+A", "modal": None}
    ok(live, "browser_press_key", key="Delete")
    assert js(live, "document.getElementById('editor').value") == ""
    ok(live, "browser_press_key", key="Control+k")
    assert js(live, "document.activeElement.id") == "command"
    wait_text(live, "last-shortcut", "Last shortcut: Control+k")
    message = error(live, "browser_press_key", "invalid_params", key="Ctrl+A")
    assert message.startswith("argument 'key': Unknown key: \"Ctrl\" in 'Ctrl+A'")
    error(live, "browser_press_key", "invalid_params", key="")
    error(live, "browser_press_key", "page_not_found", key="a", page_id="page-gone")


# --- targeting errors shared by the element tools


ELEMENT_TOOLS = [
    ("browser_click", {}),
    ("browser_double_click", {}),
    ("browser_hover", {}),
    ("browser_type", {"text": "x"}),
    ("browser_select_option", {"values": []}),
]


@pytest.mark.parametrize(("tool", "extra"), ELEMENT_TOOLS)
def test_element_errors(live, open_page, tool: str, extra: dict[str, Any]) -> None:
    open_page("form.html")
    with live.deadline(1.0):  # an action waits for its element until the deadline
        error(live, tool, "element_not_found", ref="#nope", **extra)
    error(live, tool, "stale_ref", ref="e999", **extra)
    message = error(live, tool, "invalid_params", ref="css=fieldset input", **extra)
    assert "matches 3 elements" in message
    error(live, tool, "page_not_found", ref="#q", page_id="page-gone", **extra)
    error(live, tool, "frame_not_found", ref="#q", frame_id="frame-gone", **extra)


def test_drag_errors(live, open_page) -> None:
    open_page("drag.html")
    with live.deadline(1.0):
        error(
            live, "browser_drag", "element_not_found", start_ref="#task-tests", end_ref="#nowhere"
        )
    error(live, "browser_drag", "stale_ref", start_ref="e999", end_ref="#done")
    message = error(live, "browser_drag", "invalid_params", start_ref="li", end_ref="#done")
    assert message.startswith("argument 'start_ref': selector 'li' matches 4 elements")
    error(
        live,
        "browser_drag",
        "frame_not_found",
        start_ref="li",
        end_ref="#done",
        frame_id="frame-gone",
    )


def test_an_element_that_stays_disabled_times_out(live, open_page) -> None:
    open_page("form.html")
    js(live, "document.getElementById('terms').disabled = true")
    previous, live.core.settings.timeout = live.core.settings.timeout, 1.5
    try:
        envelope = live.error("browser_click", "operation_timeout", instance=NAME, ref="#terms")
    finally:
        live.core.settings.timeout = previous
    # Our words; Playwright's account of the wait is the envelope's cause (issue 40).
    assert "'#terms' (1 match) stayed disabled for" in envelope["message"]
    assert "Timeout" not in envelope["message"] and "not enabled" in envelope["cause"]


# --- Robot: a Secret never reaches the log ---------------------------------------------------


SECRET_SUITE = """*** Settings ***
Library    CamoufoxLibrary    timeout=20s    run_on_failure=NONE

*** Test Cases ***
Type And Fill A Secret
    VAR    ${secret: Secret}    %{CAMOUFOX_UTEST_SECRET}
    Create Instance    secret
    Navigate    ${URL}
    ${typed} =    Type    id=password    ${secret}    slowly=True
    Should Be Equal As Integers    ${typed}[characters]    ${{len($secret.value)}}
    ${field} =    Create Dictionary    name=Password    type=textbox    ref=id=password    value=${secret}
    Fill Form    ${{[$field]}}
    ${length} =    Evaluate JavaScript    () => document.getElementById("password").value.length
    Should Be Equal As Integers    ${length}[result]    ${{len($secret.value)}}
    Clear Text    id=password
    ${filled} =    Fill Secret    id=password    ${secret}
    Should Be Equal As Integers    ${filled}[characters]    ${{len($secret.value)}}
    ${length} =    Evaluate JavaScript    () => document.getElementById("password").value.length
    Should Be Equal As Integers    ${length}[result]    ${{len($secret.value)}}
    Destroy Instance    secret
"""


@pytest.mark.browser  # a Robot run in a subprocess creates an instance
def test_type_keyword_never_logs_a_secret(tmp_path: Path, http_server) -> None:
    http_server.add("/form.html", (PAGES / "form.html").read_text())
    suite = tmp_path / "secret.robot"
    suite.write_text(SECRET_SUITE)
    secret = "Tr0ub4dor&3-do-not-log"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "robot",
            "--loglevel",
            "TRACE",
            "--outputdir",
            str(tmp_path),
            "--variable",
            f"URL:{http_server.url('/form.html')}",
            str(suite),
        ],
        env={**os.environ, "CAMOUFOX_UTEST_SECRET": secret},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    output = (tmp_path / "output.xml").read_text()
    assert "Type And Fill A Secret" in output
    assert secret not in output
    assert secret not in result.stdout + result.stderr


# --- actions wait for an element that is not there yet ---------------------------------------


LATE_ACTIONS = [
    ("browser_click", {"ref": "#late-button"}, "Clicked"),
    ("browser_hover", {"ref": "#late-hover"}, "Hovered"),
    ("browser_type", {"ref": "#late-input", "text": "abc"}, "Typed abc"),
    ("browser_select_option", {"ref": "#late-select", "values": ["b"]}, "Chose b"),
    (
        "browser_fill_form",
        {"fields": [{"name": "Late", "type": "textbox", "ref": "#late-input", "value": "x"}]},
        "Typed x",
    ),
    ("browser_drag", {"start_ref": "#late-hover", "end_ref": "#late-target"}, None),
]


@pytest.mark.parametrize(("tool", "arguments", "said"), LATE_ACTIONS)
def test_actions_wait_for_an_element_that_renders_late(
    live, open_page, tool: str, arguments: dict[str, Any], said: str | None
) -> None:
    open_page("late.html?ms=800")
    ok(live, tool, **arguments)
    assert js(live, "document.getElementById('state').textContent") == "Rendered"
    if said is not None:
        wait_text(live, "said", said)


@pytest.mark.parametrize(("tool", "arguments", "said"), LATE_ACTIONS)
def test_an_element_that_never_comes_is_not_found_at_the_deadline(
    live, open_page, tool: str, arguments: dict[str, Any], said: str | None
) -> None:
    open_page("late.html?ms=60000")
    with live.deadline(1.5):
        envelope = live.error(tool, "element_not_found", instance=NAME, **arguments)
    assert "matches no element" in envelope["message"]


def test_a_click_on_a_selector_that_is_not_one_element_says_why_and_clicks_nothing(
    live, open_page
) -> None:
    """Several matches or a bad selector: the click fails before any event reaches the page."""
    open_page("late.html?ms=0")
    wait_text(live, "state", "Rendered")
    js(
        live,
        "document.getElementById('slot').insertAdjacentHTML('beforeend', "
        '\'<button class=twin onclick="said.textContent=1">A</button>'
        '<button class=twin onclick="said.textContent=2">B</button>\')',
    )
    message = error(live, "browser_click", "invalid_params", ref="css=.twin")
    assert "matches 2 elements" in message
    assert text_of(live, "said") == "Nothing yet"
    message = error(live, "browser_click", "invalid_params", ref="css=[[")
    assert "not a valid selector" in message


def test_a_gone_ref_is_stale_at_once(live, open_page) -> None:
    open_page("late.html?ms=0")
    wait_text(live, "state", "Rendered")
    snapshot = ok(live, "browser_snapshot")["snapshot"]
    ref = next(
        line.split("[ref=")[1].split("]")[0]
        for line in snapshot.splitlines()
        if 'button "Late button"' in line
    )
    js(live, "document.getElementById('late-button').remove()")
    live.error("browser_click", "stale_ref", instance=NAME, ref=ref)  # refs never come back
