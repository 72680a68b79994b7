"""Text tools on editors that are no plain field (core/page/editors.py), in a real browser.

The page is atest/pages/editors.html: a contenteditable div and two CodeMirror 5
editors (atest/pages/vendor/codemirror5), one taking the keys in its hidden textarea
as on a desktop, one a contenteditable div as on a phone; each holds old text. Before
the fix, filling "new" into the first gave "newold code" and reported success. Its
fleeing editor sends the focus away on select-all, and its link downloads a file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from testsupport.instancecalls import calls_on
from testsupport.waiting import wait_until

NAME = "edit"
CODE = "#code textarea"
CODE_EDITABLE = "#code-editable .CodeMirror-code"


@pytest.fixture
def open_editors(live, fixture_site: tuple[str, str]) -> None:
    live.ok("browser_navigate", instance=NAME, url=fixture_site[0] + "/editors.html")


ok, error, js = calls_on(NAME)


def code(live) -> str:
    return js(live, "editors.code.getValue()")


def ref_of(live, text: str) -> str:
    snapshot = ok(live, "browser_snapshot")["snapshot"]
    line = next(line for line in snapshot.splitlines() if text in line)
    return line.split("[ref=")[1].split("]")[0]


def test_fill_text_replaces_a_code_editors_text(live, open_editors) -> None:
    ok(live, "browser_fill_text", ref=CODE, text="new")
    assert code(live) == "new"  # was "newold code\nsecond line"
    # The snapshot's textbox of the editor is its hidden textarea; line breaks stay.
    ok(live, "browser_fill_text", ref=ref_of(live, 'textbox "Code"'), text="one\ntwo")
    assert code(live) == "one\ntwo"


def test_type_replaces_it_filled_or_key_by_key(live, open_editors) -> None:
    ok(live, "browser_type", ref=CODE, text="typed")
    assert code(live) == "typed"
    ok(live, "browser_type", ref=CODE, text="keys", slowly=True)
    assert code(live) == "keys"  # was "keystyped": the keys went in front


def test_clear_text_empties_it(live, open_editors) -> None:
    assert ok(live, "browser_clear_text", ref=CODE) == {"ref": CODE, "modal": None}
    assert code(live) == ""  # was "ld code\nsecond line": one character deleted


def test_fill_form_fills_it_too(live, open_editors) -> None:
    field = {"name": "Code", "type": "textbox", "ref": CODE, "value": "from a form"}
    ok(live, "browser_fill_form", fields=[field])
    assert code(live) == "from a form"


def test_a_contenteditable_code_editor(live, open_editors) -> None:
    """CodeMirror 5 reads its contenteditable lines back 80 ms after the edit."""
    read = "editors.codeEditable.getValue()"
    ok(live, "browser_fill_text", ref=CODE_EDITABLE, text="new")
    wait_until(lambda: js(live, read) == "new", timeout=3, message=lambda: js(live, read))
    ok(live, "browser_clear_text", ref=CODE_EDITABLE)
    wait_until(lambda: js(live, read) == "", timeout=3, message=lambda: js(live, read))
    ok(live, "browser_type", ref=CODE_EDITABLE, text="abc", slowly=True)
    wait_until(lambda: js(live, read) == "abc", timeout=3, message=lambda: js(live, read))


def test_a_contenteditable_div(live, open_editors) -> None:
    read = "document.getElementById('rich').innerText.trim()"
    ok(live, "browser_fill_text", ref='internal:role=textbox[name="Rich text"i]', text="new")
    assert js(live, read) == "new"
    ok(live, "browser_type", ref="#rich", text="again", slowly=True)
    assert js(live, read) == "again"
    ok(live, "browser_clear_text", ref="#rich")
    assert js(live, read) == ""
    # The text outside the element stays.
    assert js(live, "document.querySelector('h1').textContent") == "Editors"


def test_the_editors_box_names_the_field_it_holds(live, open_editors) -> None:
    message = error(live, "browser_fill_text", "invalid_params", ref="#code .CodeMirror", text="x")
    assert message == (
        "argument 'ref': '#code .CodeMirror' is a <div> element, not a text field; it holds "
        "a <textarea> (a text editor's, for one): give that element, its ref from a "
        "snapshot or a selector of it"
    )
    assert code(live) == "old code\nsecond line"


def test_a_read_only_editor_says_what_to_use(live, open_editors) -> None:
    js(live, "editors.code.setOption('readOnly', true)")
    message = error(live, "browser_fill_text", "invalid_params", ref=CODE, text="x")
    assert message.startswith(
        "argument 'ref': '#code textarea' is the hidden text field of a text editor (such as "
        "CodeMirror 5, Monaco or Ace), and the editor is read-only: it takes no typing; set "
        "the editor's text through its own API with browser_evaluate"
    )
    assert code(live) == "old code\nsecond line"


@pytest.mark.parametrize(
    ("style", "kind"),
    [
        ("", None),  # a plain textarea
        ("width: 1px; height: 1px; padding: 0; border: 0", "hidden"),  # Monaco's
        ("opacity: 0", "hidden"),  # Ace's
        ("display: none", None),  # not rendered yet: waited for, as before
    ],
)
def test_which_fields_are_an_editors(live, open_editors, style: str, kind: str | None) -> None:
    from CamoufoxLibrary.core.page.elements import DESCRIBE_ELEMENT

    info = js(
        live,
        f"() => {{ const t = document.createElement('textarea'); t.style.cssText = {style!r}; "
        f"document.body.append(t); return ({DESCRIBE_ELEMENT})(t); }}",
    )
    assert info["editor"] == kind


RICH = "document.getElementById('rich').innerText.trim()"


def test_a_contenteditable_takes_text_after_a_download(live, open_editors, tmp_path: Path) -> None:
    """Before the fix the browser's downloads panel took the window's focus, and the text
    reached nothing while Type and Fill Text reported success (issue 40)."""
    wait = ok(live, "browser_expect_download")
    ok(live, "browser_click", ref="#save")
    ok(live, "browser_wait_for_download", wait_id=wait["wait_id"], folder=str(tmp_path))
    assert js(live, "document.hasFocus()") is True
    ok(live, "browser_type", ref="#rich", text="typed")
    assert js(live, RICH) == "typed"
    ok(live, "browser_fill_text", ref="#rich", text="filled")
    assert js(live, RICH) == "filled"


def test_a_contenteditable_in_a_window_without_focus_takes_text(live, open_editors) -> None:
    """A page behind another tab has no focus: focus() leaves the selection outside the
    editor and select-all selects the page; its text is then selected as select-all in
    it would have, and replaced (before: it kept its text, and Type reported success)."""
    page_id = ok(live, "browser_tabs", action="list")["tabs"][0]["page_id"]
    ok(live, "browser_tabs", action="new")
    try:
        assert live.evaluate(NAME, "document.hasFocus()", page_id=page_id) is False
        ok(live, "browser_type", ref="#rich", text="behind", page_id=page_id)
        assert live.evaluate(NAME, RICH, page_id=page_id) == "behind"
    finally:
        ok(live, "browser_tabs", action="close", index=1)


def test_an_editor_that_took_no_text_fails_saying_what_it_holds(live, open_editors) -> None:
    for tool in ("browser_type", "browser_fill_text"):
        message = error(live, tool, "verification_failed", ref="#flee", text="lost")
        assert message == (
            "the text did not reach '#flee' (a contenteditable element): the focus moved to "
            "a <a> element before the text was inserted; it holds 'kept text'"
        )
    assert js(live, "document.getElementById('flee').innerText") == "kept text"


def test_insert_text_with_nothing_to_take_it_fails(live, open_editors) -> None:
    ok(live, "browser_focus", ref="#save")
    message = error(
        live, "browser_keyboard_input", "verification_failed", action="insertText", text="x"
    )
    assert message == (
        "insertText took none of the text: the focused <a> element takes no text; focus a "
        "text field first (browser_focus, or browser_click on it)"
    )
    js(live, "document.activeElement.blur()")
    message = error(
        live, "browser_keyboard_input", "verification_failed", action="insertText", text="x"
    )
    assert message.startswith("insertText took none of the text: no element has the focus;")
