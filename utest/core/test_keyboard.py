"""Keyboard tools (core/tools/keyboard.py, core/page/keys.py): key names, and the tools in a
real browser on atest/pages/keys.html, input-events.html and input.html."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core.page.keys import combination
from testsupport.instancecalls import calls_on
from testsupport.waiting import wait_until

PAGES = Path(__file__).resolve().parents[2] / "atest" / "pages"
NAME = "kbd"
PAGE_FILES = ("keys.html", "input-events.html", "input.html")


@pytest.mark.parametrize(
    ("key", "keys"),
    [
        ("a", ["a"]),
        ("Control+A", ["Control", "A"]),
        ("Control+Shift+K", ["Control", "Shift", "K"]),
        ("Shift++", ["Shift", "+"]),
        ("+", ["+"]),
    ],
)
def test_combinations_split_as_playwright_splits_them(key: str, keys: list[str]) -> None:
    assert combination(key) == keys


# --- against a real browser ----------------------------------------------------------------


ok, error, js = calls_on(NAME)


def text_of(live, element_id: str) -> str:
    return js(live, f"document.getElementById({element_id!r}).textContent")


def value(live, element_id: str) -> str:
    return js(live, f"document.getElementById({element_id!r}).value")


# --- press keys


def test_press_keys_focuses_then_presses_in_order(live, open_page) -> None:
    open_page("keys.html")
    data = ok(live, "browser_press_keys", ref="#editor", keys=["Control+A", "Delete", "H", "i"])
    assert data == {
        "ref": "#editor",
        "pressed": ["Control+A", "Delete", "H", "i"],
        "skipped": [],
        "modal": None,
    }
    assert value(live, "editor") == "Hi"
    assert text_of(live, "last-shortcut") == "Last shortcut: Control+A"


def test_a_key_that_moves_the_focus_sends_the_next_ones_on(live, open_page) -> None:
    open_page("keys.html")
    ok(live, "browser_press_keys", ref="#editor", keys=["Tab", "x", "y"])
    assert value(live, "tags") == "xy"
    assert text_of(live, "keystrokes") == "Keystrokes: 2"


def test_press_keys_by_ref(live, open_page) -> None:
    open_page("keys.html")
    snapshot = ok(live, "browser_snapshot")["snapshot"]
    line = next(line for line in snapshot.splitlines() if 'textbox "Tags"' in line)
    ok(live, "browser_press_keys", ref=line.split("[ref=")[1].split("]")[0], keys=["a"])
    assert value(live, "tags") == "a"


def test_unknown_keys_are_refused_and_hold_nothing(live, open_page) -> None:
    open_page("keys.html")
    message = error(live, "browser_press_keys", "invalid_params", ref="#tags", keys=["Control+Foo"])
    assert message.startswith(
        "argument 'keys[0]': Unknown key: \"Foo\" in 'Control+Foo'; use key names such as Enter"
    )
    ok(live, "browser_press_keys", ref="#tags", keys=["b"])
    assert value(live, "tags") == "b"  # typed: Control is not held
    assert text_of(live, "last-shortcut") == "Last shortcut: none"
    message = error(live, "browser_press_keys", "invalid_params", ref="#tags", keys=["c", "Ctrl+A"])
    assert message.startswith("argument 'keys[1]': Unknown key: \"Ctrl\" in 'Ctrl+A'")
    assert message.endswith("(the keys before it were pressed)")
    assert value(live, "tags") == "bc"
    message = error(live, "browser_press_keys", "invalid_params", ref="#tags", keys=["a", ""])
    assert message == "argument 'keys[1]' must be a key name such as 'Enter' or 'Control+A'"
    assert value(live, "tags") == "bc"  # checked before any key is pressed
    message = error(live, "browser_press_keys", "invalid_params", ref="#tags", keys=[])
    assert message.startswith("argument 'keys' must hold at least one key name")


def test_press_key_releases_a_failed_combination_too(live, open_page) -> None:
    open_page("keys.html")
    ok(live, "browser_click", ref="#tags")
    error(live, "browser_press_key", "invalid_params", key="Shift+Control+Nope")
    ok(live, "browser_press_key", key="q")
    assert value(live, "tags") == "q"


def test_a_key_that_opens_a_dialog_ends_the_keys(live, open_page) -> None:
    open_page("keys.html")
    js(
        live,
        "() => { document.getElementById('tags').addEventListener('keydown', "
        "e => { if (e.key === 'q') alert('Quit?'); }); }",
    )
    data = ok(live, "browser_press_keys", ref="#tags", keys=["a", "q", "b"])
    assert (data["pressed"], data["skipped"]) == (["a", "q"], ["b"])
    assert data["modal"]["message"] == "Quit?"


# --- keyboard key


def test_keyboard_key_holds_and_releases(live, open_page) -> None:
    open_page("keys.html")
    ok(live, "browser_focus", ref="#tags")
    assert ok(live, "browser_keyboard_key", action="down", key="Shift") == {
        "action": "down",
        "key": "Shift",
        "modal": None,
    }
    ok(live, "browser_keyboard_key", action="press", key="a")
    ok(live, "browser_keyboard_key", action="up", key="Shift")
    ok(live, "browser_keyboard_key", action="press", key="b")
    ok(live, "browser_keyboard_key", action="DOWN", key="c")  # words in any case
    ok(live, "browser_keyboard_key", action="up", key="c")
    assert value(live, "tags") == "Abc"


def test_keyboard_key_errors(live, open_page) -> None:
    open_page("keys.html")
    message = error(live, "browser_keyboard_key", "invalid_params", action="down", key="Control+A")
    assert message.endswith("; down takes one key, not a combination")
    message = error(live, "browser_keyboard_key", "invalid_params", action="press", key="Foo")
    assert message.startswith("argument 'key': Unknown key: \"Foo\" in 'Foo'")
    message = error(live, "browser_keyboard_key", "invalid_params", action="hold", key="a")
    assert message.startswith("argument 'action' must be one of 'down', 'up', 'press'")
    error(live, "browser_keyboard_key", "invalid_params", action="press", key="")
    error(live, "browser_keyboard_key", "page_not_found", action="up", key="a", page_id="page-x")


# --- keyboard input


def test_keyboard_input_types_or_inserts(live, open_page) -> None:
    open_page("keys.html")
    ok(live, "browser_focus", ref="#tags")
    assert ok(live, "browser_keyboard_input", action="type", text="ab") == {
        "action": "type",
        "characters": 2,
        "modal": None,
    }
    assert text_of(live, "keystrokes") == "Keystrokes: 2"
    ok(live, "browser_keyboard_key", action="press", key="Home")
    ok(live, "browser_keyboard_input", action="insertText", text="xy")  # at the caret
    assert value(live, "tags") == "xyab"
    ok(live, "browser_keyboard_input", action="inserttext", text="")
    assert text_of(live, "keystrokes") == "Keystrokes: 3"  # Home; no keys for inserted text
    error(live, "browser_keyboard_input", "invalid_params", action="paste", text="x")
    error(live, "browser_keyboard_input", "page_not_found", action="type", text="x", page_id="p")


@pytest.mark.parametrize("action", ["type", "insertText"])
def test_keyboard_input_commits_as_typing(live, open_page, action: str) -> None:
    open_page("input-events.html")
    ok(live, "browser_focus", ref="#field")
    ok(live, "browser_keyboard_input", action=action, text="hello")
    js(live, "() => { window.events = []; }")
    ok(live, "browser_keyboard_key", action="press", key="Tab")
    assert js(live, "window.events.filter(e => e.startsWith('field:'))") == [
        "field:keydown(Tab)",
        "field:change",
        "field:blur",
    ]


def test_insert_text_reaches_the_focused_frame(live, open_page) -> None:
    open_page("input.html")
    frames = ok(live, "browser_frames")["frames"]
    frame_id = next(f["frame_id"] for f in frames if f["url"] == "about:srcdoc")
    ok(live, "browser_focus", ref="#inner-name", frame_id=frame_id)
    ok(live, "browser_keyboard_input", action="insertText", text="Inside")
    ok(live, "browser_focus", ref="#name")
    inner = live.instance(NAME).pages[live.instance(NAME).selected_page_id].frames[1]

    def inner_js(script: str) -> Any:
        return live.run(inner.evaluate(script))

    assert inner_js("document.getElementById('inner-name').value") == "Inside"
    wait_until(
        lambda: inner_js("document.getElementById('inner-log').textContent") == "Inner: change"
    )


def test_keyboard_input_that_opens_a_dialog(live, open_page) -> None:
    open_page("keys.html")
    js(
        live,
        "() => { const t = document.getElementById('tags'); "
        "t.addEventListener('input', () => alert('Typed'), {once: true}); t.focus(); }",
    )
    data = ok(live, "browser_keyboard_input", action="insertText", text="z")
    assert data["modal"]["message"] == "Typed"
