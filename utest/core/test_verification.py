"""Verification tools: pure argument rules, and every tool against a real browser.

The pages are the acceptance tests' fixture pages (atest/pages), served by two
servers on 127.0.0.1 so that one iframe of verification.html is cross-origin.
One browser instance serves the whole module.
"""

from __future__ import annotations

import asyncio
import re
import time
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.arguments import checked
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.vocabulary import ElementType
from CamoufoxLibrary.core.page import reads
from CamoufoxLibrary.core.page.visibility import VISIBLE_ITEMS_JS
from CamoufoxLibrary.core.tools import verification
from CamoufoxLibrary.core.tools.verification import (
    coerce_checked,
    expected_for,
    list_mode,
)
from testsupport.waiting import wait_until

NAME = "verify"
VERIFY_TOOLS = (
    "browser_verify_element_visible",
    "browser_verify_list_visible",
    "browser_verify_text_visible",
    "browser_verify_value",
)

# --- pure: coercion and argument tables -------------------------------------------------


@pytest.mark.parametrize(
    ("word", "checked"),
    [
        ("true", True),
        ("TRUE", True),
        ("True", True),
        ("1", True),
        ("checked", True),
        ("Checked", True),
        (" CHECKED ", True),
        ("false", False),
        ("FALSE", False),
        ("0", False),
        ("unchecked", False),
        ("UnChecked", False),
    ],
)
def test_checked_words_coerce_case_insensitively(word: str, checked: bool) -> None:
    assert coerce_checked(word) is checked
    assert expected_for("checkbox", word) is checked
    assert expected_for("radio", word) is checked


@pytest.mark.parametrize("word", ["yes", "no", "on", "off", "", "2", "-1", "truthy", "check"])
def test_other_checked_words_are_invalid_params(word: str) -> None:
    with pytest.raises(InvalidParams) as error:
        coerce_checked(word)
    message = error.value.message
    assert "'expected_value'" in message
    for allowed in ("'true'", "'false'", "'1'", "'0'", "'checked'", "'unchecked'"):
        assert allowed in message


# The element type is checked with every argument (element_type: ElementType), where
# the words of a closed set match in any case, as in Robot Framework.
def check_element_type(element_type: str) -> object:
    return checked("element_type", element_type, ElementType)


@pytest.mark.parametrize("element_type", ["text", "checkbox", "radio"])
def test_element_types(element_type: str) -> None:
    assert check_element_type(element_type) == element_type
    assert check_element_type(element_type.upper()) == element_type


@pytest.mark.parametrize("element_type", ["select", "", "textarea", "check box"])
def test_other_element_types_are_invalid_params(element_type: str) -> None:
    with pytest.raises(InvalidParams) as error:
        check_element_type(element_type)
    assert "'element_type'" in error.value.message
    assert "'text', 'checkbox', 'radio'" in error.value.message


def test_text_mode_expects_the_string_itself() -> None:
    assert expected_for("text", " Ada ") == " Ada "
    assert expected_for("text", "true") == "true"
    envelope = asyncio.run(
        ToolCore().call(
            "browser_verify_value",
            {"instance": "main", "ref": "e1", "expected_value": "x", "element_type": "dropdown"},
        )
    )
    assert envelope["error_type"] == "invalid_params"


@pytest.mark.parametrize(
    ("refs", "container_ref", "items", "mode"),
    [
        (["e1"], None, None, "refs"),
        (["e1", "css=.x"], None, None, "refs"),
        (None, "e5", ["Apple"], "container"),
        (None, "id=fruits", ["Apple", "Banana"], "container"),
    ],
)
def test_list_modes(refs: Any, container_ref: Any, items: Any, mode: str) -> None:
    assert list_mode(refs, container_ref, items) == mode


@pytest.mark.parametrize(
    ("refs", "container_ref", "items", "says"),
    [
        (None, None, None, "pass 'refs' (refs mode) or 'container_ref'"),
        (["e1"], "e5", ["Apple"], "not both"),
        (["e1"], "e5", None, "not both"),
        (["e1"], None, ["Apple"], "not both"),
        ([], None, None, "'refs' must list at least one"),
        (None, "e5", None, "'container_ref' needs 'items'"),
        (None, None, ["Apple"], "'items' needs 'container_ref'"),
        (None, "e5", [], "'items' must list at least one"),
        (None, "e5", ["Apple", "  "], "index 1 are empty"),
    ],
)
def test_list_mode_errors(refs: Any, container_ref: Any, items: Any, says: str) -> None:
    with pytest.raises(InvalidParams) as error:
        list_mode(refs, container_ref, items)
    assert says in error.value.message


def test_tools_have_the_seed_signatures() -> None:
    from CamoufoxLibrary.core.contract.registry import REGISTRY as TOOLS

    def shape(name: str) -> list[tuple[str, str, Any]]:
        return [(p.name, p.kind.name, p.default) for p in TOOLS[name].signature.parameters.values()]

    kw, pos = "KEYWORD_ONLY", "POSITIONAL_OR_KEYWORD"
    targets = [("page_id", kw, None), ("frame_id", kw, None)]
    empty = __import__("inspect").Parameter.empty
    assert shape("browser_verify_element_visible") == [
        ("instance", pos, empty),
        ("ref", pos, empty),
        *targets,
    ]
    assert shape("browser_verify_list_visible") == [
        ("instance", pos, empty),
        ("refs", pos, None),
        ("container_ref", pos, None),
        ("items", pos, None),
        *targets,
    ]
    assert shape("browser_verify_text_visible") == [
        ("instance", pos, empty),
        ("text", pos, empty),
        *targets,
    ]
    assert shape("browser_verify_value") == [
        ("instance", pos, empty),
        ("ref", pos, empty),
        ("expected_value", pos, empty),
        ("element_type", pos, "text"),
        *targets,
    ]


# --- against a real browser -------------------------------------------------------------


@pytest.fixture(scope="module")
def site(fixture_site: tuple[str, str]) -> tuple[str, str]:
    """(URL, cross-origin URL) of the atest fixture pages."""
    return fixture_site


class Page:
    """The page under test: its snapshot's refs and its frames' ids."""

    def __init__(self, live: Any, snapshot: str) -> None:
        self.live = live
        self.snapshot = snapshot

    def ref(self, line: str) -> str:
        """The ref of the snapshot line that starts with ``line`` (``button "Go"``)."""
        match = re.search(re.escape(line) + r"[^\n]*?\[ref=((?:f\d+)?e\d+)\]", self.snapshot)
        assert match, f"{line!r} has no ref in:\n{self.snapshot}"
        return match.group(1)

    def frame_id(self, url_part: str) -> str:
        inst = self.live.instance(NAME)
        page = inst.pages[inst.selected_page_id]
        frames = [f for f in page.frames if url_part in f.url]
        assert len(frames) == 1, [f.url for f in page.frames]
        return inst.frame_id_of(frames[0])


def open_page(live: Any, url: str) -> Page:
    live.ok("browser_navigate", instance=NAME, url=url)
    # Every frame (including the cross-origin one) has loaded when the snapshot shows
    # the innermost ones.
    deadline = time.monotonic() + 10
    while True:
        snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
        if ("Cross button" in snapshot or "cross=" not in url) and (
            "Grand button" in snapshot or "verification.html" not in url
        ):
            return Page(live, snapshot)
        assert time.monotonic() < deadline, snapshot
        time.sleep(0.1)


@pytest.fixture
def page(live: Any, site: tuple[str, str]) -> Page:
    base, cross = site
    return open_page(live, f"{base}/verification.html?cross={cross}")


def act(live: Any, site: tuple[str, str], action: str) -> None:
    """Runs a state change of verification.html (same document: refs stay valid)."""
    base, cross = site
    live.ok(
        "browser_navigate", instance=NAME, url=f"{base}/verification.html?cross={cross}#{action}"
    )


def verify(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.call(f"browser_verify_{tool}", instance=NAME, **arguments)


def ok(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    envelope = verify(live, tool, **arguments)
    assert envelope["status"] == "success", envelope
    return envelope


def fails(live: Any, tool: str, error_type: str, **arguments: Any) -> str:
    envelope = verify(live, tool, **arguments)
    assert envelope["status"] == "error", envelope
    assert envelope["error_type"] == error_type, envelope
    return envelope["message"]


# browser_verify_element_visible ---------------------------------------------------------


def test_element_visible_in_every_frame(live: Any, page: Page) -> None:
    main_frame = page.frame_id("verification.html")
    for line in (
        'button "Submit"',
        'button "Child button"',
        'button "Grand button"',
        'button "Cross button"',
    ):
        ref = page.ref(line)
        envelope = ok(live, "element_visible", ref=ref)
        assert envelope["data"] == {"visible": True, "ref": ref}
        inst = live.instance(NAME)
        assert envelope["operation"]["page_id"] == inst.selected_page_id
        assert envelope["operation"]["frame_id"] == main_frame
        assert envelope["operation"]["tool"] == "browser_verify_element_visible"


def test_refs_inside_iframes_resolve_without_frame_id(live: Any, page: Page) -> None:
    # Refs of the snapshot's iframes (f1e3, ...) are found from the page, also in the
    # ``ref=`` form the snapshot prints.
    for line in ('button "Child button"', 'button "Cross button"', 'textbox "Child input"'):
        ref = page.ref(line)
        ok(live, "element_visible", ref=f"ref={ref}")


def test_hidden_element_is_verification_failed(live: Any, page: Page, site: Any) -> None:
    ref = page.ref('button "Toggle me"')
    ok(live, "element_visible", ref=ref)
    act(live, site, "hide")
    envelope = verify(live, "element_visible", ref=ref)
    assert envelope["error_type"] == "verification_failed", envelope
    assert f"ref '{ref}'" in envelope["message"] and "not visible" in envelope["message"]
    # Synchronous: no waiting for the element to show up (deadline: live.timeout).
    assert envelope["operation"]["elapsed_ms"] < live.timeout * 1000 / 2
    act(live, site, "show")
    ok(live, "element_visible", ref=ref)


def test_removed_element_is_stale_ref_at_once(live: Any, page: Page, site: Any) -> None:
    ref = page.ref('button "Doomed"')
    act(live, site, "remove")
    started = time.monotonic()
    message = fails(live, "element_visible", "stale_ref", ref=ref)
    assert time.monotonic() - started < live.timeout / 2  # no waiting out the deadline
    assert f"'{ref}'" in message and "snapshot" in message


def test_hidden_element_leaves_the_tree_at_the_next_snapshot(
    live: Any, page: Page, site: Any
) -> None:
    # Refs resolve against the last snapshot: hidden elements are not in it.
    ref = page.ref('button "Toggle me"')
    act(live, site, "hide")
    live.ok("browser_snapshot", instance=NAME)
    fails(live, "element_visible", "stale_ref", ref=ref)


def test_ref_of_an_earlier_document_is_stale_ref(live: Any, page: Page, site: Any) -> None:
    old = page.ref('button "Child button"')  # frame-prefixed
    open_page(live, f"{site[0]}/index.html")
    fails(live, "element_visible", "stale_ref", ref=old)
    fails(live, "element_visible", "stale_ref", ref="e9999")


def test_element_visible_takes_durable_selectors(live: Any, page: Page) -> None:
    ok(live, "element_visible", ref='internal:role=button[name="Submit"i]')
    ok(live, "element_visible", ref="id=submit")
    # The first match of css=.twin is hidden, the second visible: any visible match passes.
    ok(live, "element_visible", ref="css=.twin")
    message = fails(live, "element_visible", "verification_failed", ref="css=.hidden-twin")
    assert "css=.hidden-twin" in message
    fails(live, "element_visible", "element_not_found", ref="css=.no-such-thing")
    fails(live, "element_visible", "invalid_params", ref="css=[[[")
    fails(live, "element_visible", "invalid_params", ref="   ")


def test_explicit_frame_never_falls_back(live: Any, page: Page) -> None:
    main_frame = page.frame_id("verification.html")
    child_frame = page.frame_id("verify-child.html")
    child = page.ref('button "Child button"')
    grand = page.ref('button "Grand button"')
    envelope = ok(live, "element_visible", ref=child, frame_id=child_frame)
    assert envelope["operation"]["frame_id"] == child_frame
    for ref, frame in (
        (child, main_frame),
        (grand, child_frame),
        (page.ref('button "Submit"'), child_frame),
    ):
        message = fails(live, "element_visible", "stale_ref", ref=ref, frame_id=frame)
        assert frame in message
    # A selector is scoped to the frame as well.
    ok(live, "element_visible", ref="id=child-button", frame_id=child_frame)
    fails(live, "element_visible", "element_not_found", ref="id=submit", frame_id=child_frame)


# frame_not_found / page_not_found / instance_not_found / modal_state_blocked, all four


def all_calls(page: Page) -> list[tuple[str, dict[str, Any]]]:
    submit = page.ref('button "Submit"')
    return [
        ("element_visible", {"ref": submit}),
        ("list_visible", {"refs": [submit]}),
        ("list_visible", {"container_ref": page.ref('list "Fruits"'), "items": ["Apple"]}),
        ("text_visible", {"text": "Submit"}),
        ("value", {"ref": page.ref('textbox "Email"'), "expected_value": "ada@example.com"}),
    ]


def test_detached_foreign_and_unknown_frame_ids(live: Any, page: Page, site: Any) -> None:
    child_frame = page.frame_id("verify-child.html")
    calls = all_calls(page)
    act(live, site, "drop-child")
    for tool, arguments in calls:
        fails(live, tool, "frame_not_found", frame_id=child_frame, **arguments)
        fails(live, tool, "frame_not_found", frame_id="frame-000000000000", **arguments)
    inst = live.instance(NAME)
    other = live.run(inst.context.new_page())
    try:
        live.run(other.goto(f"{site[0]}/verify-child.html"))
        foreign = inst.frame_id_of(other.main_frame)
        for tool, arguments in calls:
            message = fails(live, tool, "frame_not_found", frame_id=foreign, **arguments)
            assert "another page" in message
    finally:
        live.run(other.close())


def test_page_id_targets_without_changing_the_selection(live: Any, page: Page, site: Any) -> None:
    inst = live.instance(NAME)
    selected = inst.selected_page_id
    calls = all_calls(page)
    for tool, arguments in calls:
        message = fails(live, tool, "page_not_found", page_id="page-000000000000", **arguments)
        assert "page-000000000000" in message
        assert inst.selected_page_id == selected
    other = live.run(inst.context.new_page())
    try:
        live.run(other.goto(f"{site[0]}/index.html"))
        other_id = inst.page_id_of(other)
        assert inst.selected_page_id == selected
        envelope = ok(live, "text_visible", text="Welcome to the fixtures", page_id=other_id)
        assert envelope["operation"]["page_id"] == other_id
        assert envelope["operation"]["frame_id"] == inst.frame_id_of(other.main_frame)
        fails(live, "text_visible", "verification_failed", text="Welcome to the fixtures")
        assert inst.selected_page_id == selected
        # Refs of the selected page do not resolve in the other page.
        fails(
            live, "element_visible", "stale_ref", ref=page.ref('button "Submit"'), page_id=other_id
        )
    finally:
        live.run(other.close())


def test_unknown_instance(live: Any, page: Page) -> None:
    for tool, arguments in all_calls(page):
        envelope = live.call(f"browser_verify_{tool}", instance="nobody", **arguments)
        assert envelope["error_type"] == "instance_not_found", envelope


def test_pending_dialog_blocks_all_four(live: Any, site: Any) -> None:
    page = open_page(live, f"{site[0]}/verification.html")
    calls = all_calls(page)
    live.ok("browser_navigate", instance=NAME, url=f"{site[0]}/verify-alert.html")
    inst = live.instance(NAME)
    wait_until(
        lambda: inst.modals.pending(inst.selected_page_id) is not None,
        message="the alert never opened",
    )
    try:
        for tool, arguments in [*calls, ("value", {"ref": "id=field", "expected_value": "typed"})]:
            message = fails(live, tool, "modal_state_blocked", **arguments)
            assert "Blocking alert" in message and "browser_handle_dialog" in message
    finally:
        live.ok("browser_handle_dialog", instance=NAME, accept=True)
    ok(live, "value", ref="id=field", expected_value="typed")


# browser_verify_list_visible -------------------------------------------------------------


def test_refs_mode(live: Any, page: Page, site: Any) -> None:
    refs = [
        page.ref('button "Submit"'),
        page.ref('button "Toggle me"'),
        page.ref('button "Cross button"'),
        page.ref('button "Grand button"'),
        "css=.twin",
    ]
    assert ok(live, "list_visible", refs=refs)["data"] == {"visible_refs": refs}
    act(live, site, "hide")
    message = fails(live, "list_visible", "verification_failed", refs=refs)
    assert f"1 of 5 elements are not visible: '{refs[1]}'" in message


def test_refs_mode_names_every_stale_ref(live: Any, page: Page, site: Any) -> None:
    doomed = page.ref('button "Doomed"')
    act(live, site, "remove")
    message = fails(
        live, "list_visible", "stale_ref", refs=[page.ref('button "Submit"'), doomed, "e9999"]
    )
    assert f"'{doomed}'" in message and "'e9999'" in message
    fails(live, "list_visible", "element_not_found", refs=["css=.no-such-thing"])


def test_container_mode(live: Any, page: Page) -> None:
    fruits = page.ref('list "Fruits"')
    items = ["Apple", "banana", "CHERRY", "Date", "Honeydew", "split"]
    envelope = ok(live, "list_visible", container_ref=fruits, items=items)
    assert envelope["data"] == {"container_ref": fruits, "verified_items": items}
    # Elderberry is only hidden; Grape hides inside a visible item; Kale is in another list.
    message = fails(
        live,
        "list_visible",
        "verification_failed",
        container_ref=fruits,
        items=["Apple", "Elderberry", "Grape", "Kale"],
    )
    assert "3 of 4 items are not visible" in message
    assert "'Elderberry', 'Grape', 'Kale'" in message
    assert "'Apple'" not in message


def test_container_mode_in_frames_and_by_selector(live: Any, page: Page, site: Any) -> None:
    cross_list = page.ref('list "Cross list"')
    ok(live, "list_visible", container_ref=cross_list, items=["one", "Two"])
    ok(live, "list_visible", container_ref="id=fruits", items=["Apple", "Date"])
    fails(live, "list_visible", "verification_failed", container_ref="id=fruits", items=["Grape"])
    cross_frame = page.frame_id("verify-cross.html")
    ok(live, "list_visible", container_ref=cross_list, items=["One"], frame_id=cross_frame)
    ok(live, "list_visible", container_ref="id=cross-list", items=["Two"], frame_id=cross_frame)
    fails(
        live,
        "list_visible",
        "stale_ref",
        container_ref=cross_list,
        items=["One"],
        frame_id=page.frame_id("verify-child.html"),
    )
    fails(live, "list_visible", "element_not_found", container_ref="id=nope", items=["x"])
    message = fails(live, "list_visible", "invalid_params", container_ref="css=[[", items=["x"])
    assert "'css=[[' is not a valid selector" in message
    act(live, site, "hide-fruits")
    message = fails(
        live, "list_visible", "verification_failed", container_ref="id=fruits", items=["Apple"]
    )
    assert "'Apple'" in message


def test_list_invalid_params_through_the_tool(live: Any, page: Page) -> None:
    fruits = page.ref('list "Fruits"')
    for arguments in (
        {},
        {"refs": ["e1"], "container_ref": fruits, "items": ["Apple"]},
        {"refs": []},
        {"container_ref": fruits},
        {"items": ["Apple"]},
        {"container_ref": fruits, "items": []},
        {"refs": "e1"},
    ):
        fails(live, "list_visible", "invalid_params", **arguments)


def test_container_mode_is_one_evaluation(live: Any, site: Any, locator_calls: Any) -> None:
    """50 items cost one evaluation in the page, not one call per item."""
    page = open_page(live, f"{site[0]}/verify-long-list.html")
    container = page.ref('list "Rows"')
    items = [f"Item {i:02d}" for i in range(1, 51)]
    calls = locator_calls("count", "evaluate", "evaluate_all", "is_visible", "inner_text")
    ok(live, "list_visible", container_ref=container, items=items)
    assert calls == ["count", "evaluate"]  # find the container, then one evaluation
    calls.clear()
    ok(live, "list_visible", container_ref="id=rows", items=items)
    # A selector: the evaluation also finds the container (through the door, if any).
    door = live.instance(NAME).door is not None
    assert calls == ["door" if door else "evaluate_all"]
    calls.clear()
    # "Item 07 (hidden duplicate)" is hidden; "Item 07" is visible further down.
    ok(live, "list_visible", container_ref=container, items=["Item 07", "item 50"])
    message = fails(
        live,
        "list_visible",
        "verification_failed",
        container_ref=container,
        items=["Item 51", "Item 07 (hidden"],
    )
    assert "'Item 51', 'Item 07 (hidden'" in message


# The in-page matcher of container mode must agree with get_by_text(...).filter(visible=True).
TEXT_RULE_ITEMS = [
    "plain bold words",
    "bold",
    "Visible parent",
    "ghost child",
    "gone child",
    "Another parent gone",
    "Summary line",
    "Inside closed details",
    "Transparent text",
    "Zero sized text",
    "SHOUTING",
    "shouting words",
    "Splitted word",
    "ted",
    "Softhyphen",
    "zerowidth",
    "spaced out text",
    "Button value",
    "Input value",
    "script text",
    "Through contents",
    "Contents hidden",
    "Twice shown",
    "Shadow text",
    "Shadow hidden",
    "nothing like this",
]


def test_container_matcher_agrees_with_get_by_text(live: Any, site: Any) -> None:
    open_page(live, f"{site[0]}/verify-text-rules.html")
    inst = live.instance(NAME)
    frame = inst.pages[inst.selected_page_id].main_frame
    container = frame.locator("#rules")

    async def both() -> tuple[list[bool], list[bool]]:
        ours = await container.evaluate_all(VISIBLE_ITEMS_JS, TEXT_RULE_ITEMS)
        theirs = [
            await container.get_by_text(item).filter(visible=True).count() > 0
            for item in TEXT_RULE_ITEMS
        ]
        return ours, theirs

    ours, theirs = live.run(both())
    assert dict(zip(TEXT_RULE_ITEMS, ours, strict=True)) == dict(
        zip(TEXT_RULE_ITEMS, theirs, strict=True)
    )
    assert any(theirs) and not all(theirs)


def test_text_visible_agrees_with_get_by_text_over_the_whole_page(live: Any, site: Any) -> None:
    """browser_verify_text_visible reads the page with the same matcher, in one evaluation
    (page/visibility.text_visible_in): what it says is what get_by_text says."""
    open_page(live, f"{site[0]}/verify-text-rules.html")
    inst = live.instance(NAME)
    page = inst.pages[inst.selected_page_id]

    async def theirs() -> list[bool]:
        return [await page.get_by_text(t).filter(visible=True).count() > 0 for t in TEXT_RULE_ITEMS]

    ours = [
        live.call("browser_verify_text_visible", instance=NAME, text=text)["status"] == "success"
        for text in TEXT_RULE_ITEMS
    ]
    expected = live.run(theirs())
    assert dict(zip(TEXT_RULE_ITEMS, ours, strict=True)) == dict(
        zip(TEXT_RULE_ITEMS, expected, strict=True)
    )
    assert any(expected) and not all(expected)


# browser_verify_text_visible --------------------------------------------------------------


def test_text_visible_everywhere(live: Any, page: Page) -> None:
    for text in (
        "Verification fixtures",
        "shared phrase",  # hidden first match, visible second one
        "SHARED PHRASE IN",
        "child frame text",  # same-origin iframe
        "Grandchild only text",  # nested iframe, hidden first match
        "cross-origin TEXT",  # cross-origin iframe
    ):
        assert ok(live, "text_visible", text=text)["data"] == {"text": text, "visible": True}


def test_text_not_visible(live: Any, page: Page) -> None:
    message = fails(live, "text_visible", "verification_failed", text="Secret text")
    assert message.startswith("text 'Secret text' is not visible on any frame of the page")
    assert "present but hidden" in message
    envelope = verify(live, "text_visible", text="Nope")
    assert envelope["error_type"] == "verification_failed", envelope
    assert envelope["message"] == "text 'Nope' is not visible on any frame of the page"
    assert envelope["operation"]["elapsed_ms"] < live.timeout * 1000 / 2  # no waiting
    fails(live, "text_visible", "invalid_params", text="  ")


def test_text_visible_in_an_explicit_frame_only(live: Any, page: Page) -> None:
    child_frame = page.frame_id("verify-child.html")
    cross_frame = page.frame_id("verify-cross.html")
    envelope = ok(live, "text_visible", text="Child frame text", frame_id=child_frame)
    assert envelope["operation"]["frame_id"] == child_frame
    ok(live, "text_visible", text="Cross-origin text", frame_id=cross_frame)
    for text in ("Verification fixtures", "Grandchild only text", "Cross-origin text"):
        message = fails(
            live, "text_visible", "verification_failed", text=text, frame_id=child_frame
        )
        assert f"in frame '{child_frame}'" in message


# browser_verify_value ----------------------------------------------------------------------


def test_text_values(live: Any, page: Page, site: Any) -> None:
    email = page.ref('textbox "Email"')
    cases = [
        (email, "ada@example.com"),
        (page.ref('textbox "Empty"'), ""),
        (page.ref('textbox "Notes"'), "Line one"),
        (page.ref('combobox "Size"'), "m"),
        (page.ref('textbox "Child input"'), "in the child"),
    ]
    for ref, value in cases:
        data = ok(live, "value", ref=ref, expected_value=value)["data"]
        assert data == {"ref": ref, "value": value, "element_type": "text"}
    message = fails(
        live, "value", "verification_failed", ref=email, expected_value="ADA@example.com"
    )
    assert "expected value 'ADA@example.com'" in message
    assert "it is value 'ada@example.com'" in message
    act(live, site, "type")
    ok(live, "value", ref=email, expected_value="grace@example.com")
    ok(live, "value", ref="id=notes", expected_value="Line one", element_type="text")


def test_checked_states(live: Any, page: Page, site: Any) -> None:
    agree = page.ref('checkbox "Agree"')
    news = page.ref('checkbox "News"')
    free, pro = page.ref('radio "Free"'), page.ref('radio "Pro"')
    cross = page.ref('checkbox "Cross check"')
    for ref, element_type, words, state in (
        (agree, "checkbox", ("true", "1", "CHECKED"), True),
        (news, "checkbox", ("false", "0", "Unchecked"), False),
        (pro, "radio", ("checked",), True),
        (free, "radio", ("FALSE",), False),
        (cross, "checkbox", ("True",), True),
    ):
        for word in words:
            data = ok(live, "value", ref=ref, expected_value=word, element_type=element_type)[
                "data"
            ]
            assert data == {"ref": ref, "value": state, "element_type": element_type}
    message = fails(
        live,
        "value",
        "verification_failed",
        ref=agree,
        expected_value="false",
        element_type="checkbox",
    )
    assert "expected unchecked but it is checked" in message
    act(live, site, "uncheck")
    ok(live, "value", ref=agree, expected_value="unchecked", element_type="checkbox")
    act(live, site, "pick-free")
    ok(live, "value", ref=free, expected_value="checked", element_type="radio")
    ok(live, "value", ref=pro, expected_value="0", element_type="radio")


def test_value_invalid_params(live: Any, page: Page) -> None:
    email = page.ref('textbox "Email"')
    agree = page.ref('checkbox "Agree"')
    message = fails(
        live, "value", "invalid_params", ref=email, expected_value="x", element_type="select"
    )
    assert "'element_type'" in message
    message = fails(
        live, "value", "invalid_params", ref=agree, expected_value="yes", element_type="checkbox"
    )
    assert "'expected_value'" in message
    message = fails(
        live, "value", "invalid_params", ref=email, expected_value="true", element_type="checkbox"
    )
    assert "not a checkbox or radio" in message
    message = fails(
        live, "value", "invalid_params", ref=page.ref('button "Submit"'), expected_value="x"
    )
    assert "not an <input>, <textarea> or <select>" in message
    message = fails(live, "value", "invalid_params", ref="css=.twin", expected_value="x")
    assert "matches 2 elements" in message
    fails(live, "value", "invalid_params", ref=email, expected_value=True)


def test_value_errors_for_missing_elements(live: Any, page: Page, site: Any) -> None:
    doomed = page.ref('button "Doomed"')
    act(live, site, "remove")
    fails(live, "value", "stale_ref", ref=doomed, expected_value="x")
    fails(live, "value", "element_not_found", ref="id=nope", expected_value="x")
    fails(
        live,
        "value",
        "stale_ref",
        ref=page.ref('textbox "Email"'),
        expected_value="x",
        frame_id=page.frame_id("verify-child.html"),
    )


@pytest.mark.parametrize("lookup_after", [0.0, reads.LOOKUP_AFTER])
def test_value_reads_the_same_whenever_the_lookup_starts(
    live: Any, page: Page, monkeypatch: pytest.MonkeyPatch, lookup_after: float
) -> None:
    """A read answered within LOOKUP_AFTER needs no count; either way the outcome is the same."""
    monkeypatch.setattr(reads, "LOOKUP_AFTER", lookup_after)
    ok(live, "value", ref="id=notes", expected_value="Line one")
    ok(live, "value", ref=page.ref('textbox "Child input"'), expected_value="in the child")
    checked = ok(
        live,
        "value",
        ref=page.ref('checkbox "Cross check"'),
        expected_value="true",
        element_type="checkbox",
    )
    assert checked["data"]["value"] is True
    started = time.monotonic()
    fails(live, "value", "element_not_found", ref="id=nope", expected_value="x")
    fails(live, "value", "stale_ref", ref="e9999", expected_value="x")
    assert time.monotonic() - started < live.timeout / 2  # no wait for the element
    message = fails(live, "value", "invalid_params", ref="css=.twin", expected_value="x")
    assert "matches 2 elements" in message
    message = fails(live, "value", "invalid_params", ref="css=[[", expected_value="x")
    assert "is not a valid selector" in message
    message = fails(
        live, "value", "invalid_params", ref=page.ref('button "Submit"'), expected_value="x"
    )
    assert "not an <input>, <textarea> or <select>" in message


def test_a_passing_value_check_is_one_read(
    live: Any, page: Page, monkeypatch: pytest.MonkeyPatch, locator_calls: Any
) -> None:
    calls = locator_calls("count", "input_value", "is_checked", "evaluate", "evaluate_all")
    monkeypatch.setattr(reads, "LOOKUP_AFTER", 5.0)  # a loaded machine is slow
    monkeypatch.setattr(reads, "QUICK_READ_MS", 500.0)
    # One call through the door where the instance has one (core/page/doorworld.py).
    door = ["door"] if live.instance(NAME).door is not None else []
    ok(live, "value", ref="id=notes", expected_value="Line one")
    assert calls == (door or ["input_value"])
    calls.clear()
    fails(live, "value", "element_not_found", ref="id=nope", expected_value="x")
    # The quick read waits for the element until QUICK_READ_MS, then locate() counts.
    assert calls == [*door, "input_value", "count"]


def test_every_tool_is_registered() -> None:
    from CamoufoxLibrary.core.contract.registry import REGISTRY as TOOLS

    for name in VERIFY_TOOLS:
        assert TOOLS[name].func is getattr(verification, name)


def test_success_envelopes_name_the_page_and_frame(live: Any, page: Page) -> None:
    inst = live.instance(NAME)
    main_frame = page.frame_id("verification.html")
    cross_frame = page.frame_id("verify-cross.html")
    cross = [
        ("element_visible", {"ref": page.ref('button "Cross button"')}),
        ("list_visible", {"refs": [page.ref('button "Cross button"')]}),
        ("list_visible", {"container_ref": page.ref('list "Cross list"'), "items": ["One"]}),
        ("text_visible", {"text": "Cross-origin text"}),
        (
            "value",
            {
                "ref": page.ref('checkbox "Cross check"'),
                "expected_value": "true",
                "element_type": "checkbox",
            },
        ),
    ]
    for tool, arguments in cross:
        for frame_id, expected in ((None, main_frame), (cross_frame, cross_frame)):
            envelope = ok(live, tool, frame_id=frame_id, **arguments)
            assert envelope["instance"] == NAME
            assert envelope["operation"]["tool"] == f"browser_verify_{tool}"
            assert envelope["operation"]["page_id"] == inst.selected_page_id
            assert envelope["operation"]["frame_id"] == expected
            assert envelope["operation"]["elapsed_ms"] >= 0
