"""browser_generate_locator: the Python port of Playwright's locator rendering, and the
tool against a real browser on atest/pages/util-locators.html (every locator kind of
the seed's priority list, duplicates that need nth, same-origin, nested and
cross-origin iframes). One browser instance serves the whole module.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from CamoufoxLibrary.core.page.locators import kind_of, selector_of
from CamoufoxLibrary.core.syntax.pysyntax import as_python, python_call
from CamoufoxLibrary.core.syntax.selectors import (
    Attribute,
    Part,
    attribute_body,
    parse_attribute_selector,
    split_selector,
)

NAME = "locators"

# --- pure: selector parsing and Python rendering ---------------------------------------


def test_split_selector_names_engines_and_respects_quotes() -> None:
    assert split_selector('internal:role=button[name="a >> b"i] >> nth=1') == [
        Part("internal:role", 'button[name="a >> b"i]'),
        Part("nth", "1"),
    ]
    assert split_selector("#main") == [Part("css", "#main")]
    assert split_selector("//div >> 'Exact'") == [Part("xpath", "//div"), Part("text", "'Exact'")]
    assert split_selector('iframe[name="x"] >> internal:control=enter-frame >> #y') == [
        Part("css", 'iframe[name="x"]'),
        Part("internal:control", "enter-frame"),
        Part("css", "#y"),
    ]


def test_parse_attribute_selector() -> None:
    assert parse_attribute_selector('button[name="Go \\"now\\""i][level=2][checked=true]') == (
        "button",
        [
            Attribute("name", 'Go "now"', False),
            Attribute("level", "2", True),
            Attribute("checked", True, True),
        ],
    )
    assert parse_attribute_selector('[data-testid="x"s]') == (
        "",
        [Attribute("data-testid", "x", True)],
    )
    with pytest.raises(ValueError):
        parse_attribute_selector('button[name="open')


@pytest.mark.parametrize(
    ("selector", "python"),
    [
        # The seed's examples, character for character.
        ('internal:role=button[name="Submit"i]', "get_by_role(\"button\", name='Submit')"),
        ("#main", "locator('#main')"),
        (
            'internal:role=button[name="Same"i] >> nth=1',
            "locator('internal:role=button[name=\"Same\"i] >> nth=1')",
        ),
        # Every kind of the priority list.
        ('internal:testid=[data-testid="save-draft"s]', "get_by_test_id('save-draft')"),
        ('internal:label="Coupon"i', "get_by_label('Coupon')"),
        ('internal:label="Coupon"s', "get_by_label('Coupon', exact=True)"),
        ('internal:attr=[placeholder="Find people"i]', "get_by_placeholder('Find people')"),
        ('internal:attr=[alt="Red logo"s]', "get_by_alt_text('Red logo', exact=True)"),
        ('internal:attr=[title="Status light"i]', "get_by_title('Status light')"),
        ('internal:text="Some text"i', "get_by_text('Some text')"),
        ('internal:text="Some text"', "get_by_text('Some text', exact=True)"),
        # Role filters stay.
        (
            'internal:role=button[name="×"i][description="Close panel"i]',
            "get_by_role(\"button\", name='×', description='Close panel')",
        ),
        (
            'internal:role=heading[name="Frames"s][level=2]',
            "get_by_role(\"heading\", name='Frames', exact=True, level=2)",
        ),
        (
            "internal:role=checkbox[checked=true][include-hidden=false]",
            'get_by_role("checkbox", checked=True, include_hidden=False)',
        ),
        ("internal:role=combobox", 'get_by_role("combobox")'),
        # No lossless get_by_* call: a raw locator.
        ("internal:text=/item \\d/i", "locator('internal:text=/item \\\\d/i')"),
        ('internal:testid=[data-qa="x"s]', "locator('internal:testid=[data-qa=\"x\"s]')"),
        ('internal:attr=[name="q"i]', "locator('internal:attr=[name=\"q\"i]')"),
        ('internal:role=button[name="a"i][description="b"s]', None),
        (
            'iframe[name="child"] >> internal:control=enter-frame >> internal:role=button[name="Go"i]',
            None,
        ),
        ("xpath=//p[@id='x']", None),
        ("text=Hello", None),
    ],
)
def test_as_python(selector: str, python: str | None) -> None:
    assert as_python(selector) == (python or f"locator({selector!r})")


@pytest.mark.parametrize("text", ["it's", 'say "hi"', "back\\slash", "new\nline", "naïve ×"])
def test_python_syntax_is_valid_python_for_any_text(text: str) -> None:
    for part in (
        Part("internal:text", json.dumps(text) + "i"),
        Part("internal:role", "button" + attribute_body("name", text, exact=True)),
    ):
        call = python_call(part)
        assert call is not None, part
        compile(call, "<python_syntax>", "eval")
        assert repr(text) in call
    compile(as_python(f"[title={json.dumps(text)}]"), "<python_syntax>", "eval")


def test_kind_of_generated_parts() -> None:
    assert kind_of(Part("internal:testid", '[data-testid="a"s]')) == "testid"
    assert kind_of(Part("internal:role", 'button[name="a"i]')) == "role"
    assert kind_of(Part("internal:role", "combobox")) == "css"
    assert kind_of(Part("internal:label", '"a"i')) == "label"
    assert kind_of(Part("internal:attr", '[placeholder="a"i]')) == "placeholder"
    assert kind_of(Part("internal:attr", '[alt="a"i]')) == "alt"
    assert kind_of(Part("internal:attr", '[title="a"i]')) == "title"
    assert kind_of(Part("internal:text", '"a"i')) == "text"
    assert kind_of(Part("css", "#size")) == "css"


# --- against a real browser ----------------------------------------------------------


@pytest.fixture(scope="module")
def site(fixture_site: tuple[str, str]) -> tuple[str, str]:
    """(URL, cross-origin URL) of the atest fixture pages."""
    return fixture_site


@pytest.fixture(scope="module")
def live(live_cores: Any) -> Any:
    live = live_cores(timeout=15)
    live.ok("browser_create_instance", instance=NAME)
    return live


# Where an element is: its frame's URL and its path of child indexes from <html>.
SIGNATURE = """el => {
  const path = [];
  for (let node = el; node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return location.href + " " + path.join("/") + " " + (el.dataset.mark || el.tagName);
}"""


_loaded: dict[str, Any] = {}


def open_locators(live: Any, site: tuple[str, str], *, fresh: bool = False) -> str:
    """util-locators.html with its cross-origin iframe in the selected page: its snapshot.

    Loaded once and reused; ``fresh`` reloads it (tests that change the page do).
    """
    if fresh or "snapshot" not in _loaded:
        base, cross = site
        live.ok("browser_navigate", instance=NAME, url=f"{base}/util-locators.html?cross={cross}")
        live.ok(
            "browser_wait_for", instance=NAME, text="Grand button", frame_id=frame_id(live, "grand")
        )
        _loaded["snapshot"] = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    return _loaded["snapshot"]


def changed_page() -> None:
    """The next open_locators() loads the page again."""
    _loaded.clear()


def frame_id(live: Any, which: str) -> str:
    """The id of a frame of the selected page, by the end of its URL or its role."""
    inst = live.instance(NAME)
    page = inst.pages[inst.selected_page_id]
    match = {
        "child": lambda f: f.url.endswith("util-frame-child.html"),
        "cross": lambda f: f.url.endswith("?cross"),
        "grand": lambda f: (
            f.url.endswith("grandchild.html") and f.parent_frame.url.endswith("?cross")
        ),
    }[which]
    found = [f for f in page.frames if match(f)]
    assert found, f"no {which} frame in {[f.url for f in page.frames]}"
    return inst.frame_id_of(found[0])


def refs(snapshot: str) -> list[str]:
    return re.findall(r"\[ref=(\w+)\]", snapshot)


def ref_of(snapshot: str, line: str) -> str:
    match = re.search(rf"- {re.escape(line)}.*?\[ref=(\w+)\]", snapshot)
    assert match, f"no '{line}' in\n{snapshot}"
    return match.group(1)


def selected_page(live: Any) -> Any:
    inst = live.instance(NAME)
    return inst.pages[inst.selected_page_id]


def by_ref(live: Any, ref: str) -> Any:
    """Playwright's own Locator of a snapshot ref (main-frame refs mapped back: refs.py)."""
    inst = live.instance(NAME)
    raw = inst.main_refs[inst.selected_page_id].playwright_ref(ref)
    return selected_page(live).locator(f"aria-ref={raw}")


def signature(live: Any, scope: Any, selector: str) -> tuple[int, str | None]:
    """(how many elements ``selector`` matches in ``scope``, the signature of the first)."""

    async def find() -> tuple[int, str | None]:
        locator = scope.locator(selector)
        count = await locator.count()
        return count, (await locator.first.evaluate(SIGNATURE)) if count else None

    return live.run(find())


def python_signature(live: Any, scope: Any, python: str) -> tuple[int, str | None]:
    """The same for a ``python_syntax`` string, run as Python code on ``scope``."""
    locator = eval(f"scope.{python}", {"scope": scope})  # the code a user would paste

    async def find() -> tuple[int, str | None]:
        count = await locator.count()
        return count, (await locator.first.evaluate(SIGNATURE)) if count else None

    return live.run(find())


def test_every_element_gets_a_locator_that_finds_exactly_it(live: Any, site: Any) -> None:
    """The table-driven check: every ref of the rich page, before and after a reload."""
    snapshot = open_locators(live, site)
    page = selected_page(live)
    table: list[tuple[str, str, str, str]] = []
    for ref in refs(snapshot):
        expected = live.run(by_ref(live, ref).evaluate(SIGNATURE))
        data = live.ok("browser_generate_locator", instance=NAME, ref=ref)
        assert data["ref"] == ref and data["selector"] is None, data
        assert data["page_id"] == live.instance(NAME).selected_page_id
        table.append((ref, expected, data["internal_selector"], data["python_syntax"]))
        assert signature(live, page, data["internal_selector"]) == (1, expected), data
        assert python_signature(live, page, data["python_syntax"]) == (1, expected), data
    assert len(table) >= 50, table  # main page, three child frames, three grandchildren
    changed_page()
    live.run(page.reload())
    live.ok(
        "browser_wait_for", instance=NAME, text="Grand button", frame_id=frame_id(live, "grand")
    )
    for ref, expected, internal, python in table:
        assert signature(live, page, internal) == (1, expected), (ref, internal)
        assert python_signature(live, page, python) == (1, expected), (ref, python)


# mark -> the internal_selector the seed's priority gives for it.
KINDS = {
    "testid": 'internal:testid=[data-testid="save-draft"s]',  # beats role "Save draft"
    "role-button": 'internal:role=button[name="Submit"i]',
    "role-checkbox": 'internal:role=checkbox[name="Subscribe"i]',
    "role-description": 'internal:role=button[name="×"i][description="Close panel"i]',
    "label-aria": 'internal:label="Unique help"i',
    "label-over-placeholder": 'internal:label="Coupon"s',  # Playwright alone: placeholder
    "placeholder": 'internal:attr=[placeholder="Find products"i]',
    "alt": 'internal:attr=[alt="Red logo"i]',
    "title": 'internal:attr=[title="Status light"i]',
    "title-over-text": 'internal:attr=[title="Help tooltip"i]',  # Playwright alone: text
    "text": 'internal:text="Some unique paragraph text"i',
    "css-select": "#size",
    "same-1": 'internal:role=button[name="Same"i] >> nth=1',
    "item-0": 'internal:text="Item"i >> nth=0',
}


def ref_by_mark(live: Any, snapshot: str, mark: str) -> str:
    """The ref of the first element with ``data-mark=mark`` (cached per load)."""
    if "marks" not in _loaded:
        marks = {}
        for ref in refs(snapshot):
            found = live.run(by_ref(live, ref).evaluate("e => e.dataset.mark || ''"))
            marks.setdefault(found, ref)  # the main frame's elements come first
        _loaded["marks"] = marks
    return _loaded["marks"][mark]


@pytest.mark.parametrize(("mark", "expected"), KINDS.items(), ids=list(KINDS))
def test_priority_of_locator_kinds(live: Any, site: Any, mark: str, expected: str) -> None:
    snapshot = open_locators(live, site)
    ref = ref_by_mark(live, snapshot, mark)
    data = live.ok("browser_generate_locator", instance=NAME, ref=ref)
    assert data["internal_selector"] == expected


def test_playwright_alone_disagrees_with_the_seed_on_two_pairs(live: Any, site: Any) -> None:
    """Evidence: Locator.normalize() picks placeholder over label and text over title."""
    snapshot = open_locators(live, site)

    def normalized(mark: str) -> str:
        ref = ref_by_mark(live, snapshot, mark)

        async def run() -> str:
            return selector_of(await by_ref(live, ref).normalize())

        return live.run(run())

    assert normalized("label-over-placeholder") == 'internal:attr=[placeholder="Enter code"i]'
    assert normalized("title-over-text") == 'internal:text="Hover for help"i'
    assert normalized("testid") == 'internal:testid=[data-testid="save-draft"s]'


def test_seed_example_nth_stays_a_raw_locator(live: Any, site: Any) -> None:
    snapshot = open_locators(live, site)
    data = live.ok(
        "browser_generate_locator", instance=NAME, ref=ref_by_mark(live, snapshot, "same-1")
    )
    assert data["internal_selector"] == 'internal:role=button[name="Same"i] >> nth=1'
    assert data["python_syntax"] == "locator('internal:role=button[name=\"Same\"i] >> nth=1')"
    assert signature(live, selected_page(live), data["internal_selector"])[1].endswith("same-1")


def test_frame_chains_stay_intact_from_the_page(live: Any, site: Any) -> None:
    snapshot = open_locators(live, site)
    ref = ref_of(snapshot, 'button "Grand button"')
    data = live.ok("browser_generate_locator", instance=NAME, ref=ref)
    assert data["internal_selector"].count(">> internal:control=enter-frame >>") == 2
    assert data["python_syntax"] == f"locator({data['internal_selector']!r})"
    assert data["frame_id"] == live.instance(NAME).frame_id_of(selected_page(live).main_frame)


@pytest.mark.parametrize("which", ["child", "cross", "grand"])
def test_explicit_frame_gives_a_frame_local_locator(live: Any, site: Any, which: str) -> None:
    open_locators(live, site)
    fid = frame_id(live, which)
    frame = live.instance(NAME).frames[fid]
    local = live.ok("browser_snapshot", instance=NAME, frame_id=fid)["snapshot"]
    line = 'button "Grand button"' if which == "grand" else 'button "Child button"'
    data = live.ok("browser_generate_locator", instance=NAME, ref=ref_of(local, line), frame_id=fid)
    name = line.split('"')[1]
    assert data["internal_selector"] == f'internal:role=button[name="{name}"i]', data
    assert data["python_syntax"] == f"get_by_role(\"button\", name='{name}')"
    assert data["frame_id"] == fid
    count, found = signature(live, frame, data["internal_selector"])
    assert count == 1 and found.split()[0] == frame.url


def test_explicit_frame_keeps_nth_and_testid_local(live: Any, site: Any) -> None:
    open_locators(live, site)
    fid = frame_id(live, "child")
    local = live.ok("browser_snapshot", instance=NAME, frame_id=fid)["snapshot"]
    again = re.findall(r'button "Again" \[ref=(\w+)\]', local)
    data = live.ok("browser_generate_locator", instance=NAME, ref=again[1], frame_id=fid)
    assert data["internal_selector"] == 'internal:role=button[name="Again"i] >> nth=1'
    saved = live.ok(
        "browser_generate_locator", instance=NAME, ref=ref_of(local, 'button "Save"'), frame_id=fid
    )
    assert saved["python_syntax"] == "get_by_test_id('child-save')"


def test_selector_mode_passes_the_selector_through(live: Any, site: Any) -> None:
    open_locators(live, site)
    data = live.ok("browser_generate_locator", instance=NAME, selector="#main")
    assert data == {
        "ref": None,
        "selector": "#main",
        "internal_selector": "#main",
        "python_syntax": "locator('#main')",
        "page_id": live.instance(NAME).selected_page_id,
        "frame_id": data["frame_id"],
    }
    raw = 'internal:role=button[name="Same"i] >> nth=1'
    assert (
        live.ok("browser_generate_locator", instance=NAME, selector=raw)["internal_selector"] == raw
    )
    fid = frame_id(live, "cross")
    local = live.ok("browser_generate_locator", instance=NAME, selector="button", frame_id=fid)
    assert local["frame_id"] == fid


def test_generated_locator_drives_element_tools_after_a_reload(live: Any, site: Any) -> None:
    snapshot = open_locators(live, site)
    page = selected_page(live)
    ref = ref_by_mark(live, snapshot, "same-1")
    selector = live.ok("browser_generate_locator", instance=NAME, ref=ref)["internal_selector"]
    grand = ref_of(snapshot, 'button "Grand button"')
    chained = live.ok("browser_generate_locator", instance=NAME, ref=grand)["internal_selector"]
    changed_page()
    live.run(page.reload())
    live.ok(
        "browser_wait_for", instance=NAME, text="Grand button", frame_id=frame_id(live, "grand")
    )
    live.ok("browser_click", instance=NAME, ref=selector)
    assert live.run(page.evaluate("window.lastClicked")) == "same-1"
    result = live.ok("browser_evaluate", instance=NAME, function="e => e.dataset.mark", ref=chained)
    assert result["result"] == "grand-button"


def test_explicit_page_keeps_the_selected_tab(live: Any, site: Any) -> None:
    open_locators(live, site)
    inst = live.instance(NAME)
    background = inst.selected_page_id
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    ref = ref_of(snapshot, 'button "Submit"')
    other = live.ok("browser_tabs", instance=NAME, action="new")["page_id"]
    try:
        data = live.ok("browser_generate_locator", instance=NAME, ref=ref, page_id=background)
        assert data["page_id"] == background
        assert data["internal_selector"] == 'internal:role=button[name="Submit"i]'
        assert inst.selected_page_id == other
    finally:
        live.ok("browser_tabs", instance=NAME, action="close", page_id=other)


# --- errors -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({}, "neither"),
        ({"ref": "e1", "selector": "#a"}, "both"),
        ({"ref": "#a"}, "argument 'ref'"),
        ({"selector": "  "}, "argument 'selector'"),
        ({"selector": "#a["}, "not a valid selector"),
        ({"selector": "nope=x"}, "not a valid selector"),
    ],
)
def test_invalid_params(live: Any, site: Any, arguments: dict[str, Any], words: str) -> None:
    open_locators(live, site)
    envelope = live.error("browser_generate_locator", "invalid_params", instance=NAME, **arguments)
    assert words in envelope["message"]


def test_stale_ref_after_navigation_and_removal(live: Any, site: Any) -> None:
    snapshot = open_locators(live, site)
    ref = ref_of(snapshot, 'button "Submit"')
    changed_page()
    live.evaluate(NAME, "document.querySelector('[data-mark=role-button]').remove()")
    live.error("browser_generate_locator", "stale_ref", instance=NAME, ref=ref)
    open_locators(live, site)
    frame_ref = ref_of(snapshot, 'button "Grand button"')
    envelope = live.error("browser_generate_locator", "stale_ref", instance=NAME, ref=frame_ref)
    assert "snapshot" in envelope["message"]


def test_modal_state_blocked(live: Any, site: Any) -> None:
    snapshot = open_locators(live, site)
    live.evaluate(NAME, "setTimeout(() => alert('wait'), 0)")
    inst = live.instance(NAME)
    live.run(wait_for_modal(inst))
    try:
        live.error(
            "browser_generate_locator", "modal_state_blocked", instance=NAME, ref=refs(snapshot)[1]
        )
        live.error("browser_generate_locator", "modal_state_blocked", instance=NAME, selector="#a")
    finally:
        live.ok("browser_handle_dialog", instance=NAME, accept=True)


async def wait_for_modal(inst: Any) -> None:
    import asyncio

    for _ in range(100):
        if inst.modals.open:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("no dialog opened")


def test_target_errors(live: Any, site: Any) -> None:
    open_locators(live, site)
    live.error("browser_generate_locator", "instance_not_found", instance="nobody", selector="#a")
    live.error(
        "browser_generate_locator", "page_not_found", instance=NAME, selector="#a", page_id="page-0"
    )
    fid = frame_id(live, "cross")
    changed_page()
    live.evaluate(NAME, "document.querySelector('iframe[name=cross]').remove()")
    envelope = live.error(
        "browser_generate_locator", "frame_not_found", instance=NAME, selector="#a", frame_id=fid
    )
    assert fid in envelope["message"]
