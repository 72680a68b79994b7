"""Getter tools against a real browser: values read once, errors as the seed tools'."""

from __future__ import annotations

from typing import Any

import pytest

from CamoufoxLibrary.core.page import reads
from CamoufoxLibrary.core.tools.getters import css_name

NAME = "getters"
PAGE = """<!doctype html><title>Getters</title>
<h1 class="big  title" data-x="1">Welcome <span hidden>secret</span>home</h1>
<ul><li class=item>One</li><li class=item>Two</li></ul>
<iframe id=child srcdoc="<p id=inner class=deep>Inside</p><input id=deep value=low>"></iframe>
<button id=push onclick="history.pushState({}, '', '?page=2')">Next</button>
<input id=email value="start" required>
<textarea id=notes>Some notes</textarea>
<select id=size><option value=s>Small</option><option value=m selected>Medium</option></select>
<input id=agree type=checkbox checked>
<label id=agree-label for=email>Email</label>
<button id=save disabled>Save</button>
<p id=plain style="color: rgb(255, 0, 0); --gap: 4px">Plain</p>
<script>
  const plain = document.getElementById("plain");
  plain.record = {name: "Ada", tags: ["a", "b"], none: null};
  plain.loop = {};
  plain.loop.self = plain.loop;
  plain.withNode = {node: document.body};
</script>"""


@pytest.fixture(scope="module")
def page(live: Any, http_server: Any) -> str:
    url = http_server.add("/getters.html", PAGE)
    live.ok("browser_navigate", instance=NAME, url=url)
    return url


def get(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.ok(f"browser_get_{tool}", instance=NAME, **arguments)


def child_frame(live: Any) -> str:
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    return next(frame["frame_id"] for frame in frames if not frame["is_main"])


def test_text_is_what_the_element_shows(live: Any, page: str) -> None:
    data = live.ok("browser_get_text", instance=NAME, ref="css=h1")
    assert data == {"ref": "css=h1", "text": "Welcome home"}


def test_text_of_a_ref_and_of_a_frame(live: Any, page: str) -> None:
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    ref = next(
        line.split("[ref=")[1].rstrip("]") for line in snapshot.splitlines() if "heading" in line
    )
    assert live.ok("browser_get_text", instance=NAME, ref=ref)["text"] == "Welcome home"
    data = live.ok("browser_get_text", instance=NAME, ref="#inner", frame_id=child_frame(live))
    assert data["text"] == "Inside"
    live.error("browser_get_text", "element_not_found", instance=NAME, ref="#inner")


def test_text_reads_never_wait(live: Any, page: str) -> None:
    envelope = live.error("browser_get_text", "element_not_found", instance=NAME, ref="#late")
    assert envelope["operation"]["elapsed_ms"] < 2000
    live.error("browser_get_text", "stale_ref", instance=NAME, ref="e9999")
    envelope = live.error("browser_get_text", "invalid_params", instance=NAME, ref="css=.item")
    assert "matches 2 elements" in envelope["message"]


def test_url_follows_the_document(live: Any, page: str) -> None:
    live.ok("browser_navigate", instance=NAME, url=page)
    assert live.ok("browser_get_url", instance=NAME) == {"url": page}
    live.ok("browser_click", instance=NAME, ref="#push")
    assert live.ok("browser_get_url", instance=NAME)["url"] == f"{page}?page=2"
    assert live.ok("browser_get_url", instance=NAME, frame_id=child_frame(live))["url"] == (
        "about:srcdoc"
    )


# --- Get Value -------------------------------------------------------------------------


def test_value_is_what_the_field_holds_now(live: Any, page: str) -> None:
    assert get(live, "value", ref="#email") == {"ref": "#email", "value": "start"}
    live.ok("browser_type", instance=NAME, ref="#email", text="ada@example.com")
    assert get(live, "value", ref="#email")["value"] == "ada@example.com"
    # The attribute keeps what the page was sent.
    assert get(live, "attribute", ref="#email", name="value")["value"] == "start"
    assert get(live, "value", ref="#notes")["value"] == "Some notes"
    assert get(live, "value", ref="#size")["value"] == "m"
    assert get(live, "value", ref="#agree-label")["value"] == "ada@example.com"  # its control
    assert get(live, "value", ref="#deep", frame_id=child_frame(live))["value"] == "low"


def test_an_element_without_a_value_is_named(live: Any, page: str) -> None:
    envelope = live.error("browser_get_value", "invalid_params", instance=NAME, ref="#plain")
    assert "is a <p> element, which holds no value" in envelope["message"]
    assert "<input>, <textarea> and <select>" in envelope["message"]


# --- Get Attribute, Get Attribute Names, Get Classes -----------------------------------


def test_attribute_value_or_none(live: Any, page: str) -> None:
    assert get(live, "attribute", ref="css=h1", name="data-x") == {
        "ref": "css=h1",
        "name": "data-x",
        "value": "1",
    }
    assert get(live, "attribute", ref="css=h1", name="data-nothing")["value"] is None
    assert get(live, "attribute", ref="#save", name="disabled")["value"] == ""
    envelope = live.error(
        "browser_get_attribute", "invalid_params", instance=NAME, ref="#save", name="  "
    )
    assert "argument 'name'" in envelope["message"]


def test_attribute_names_and_classes_are_lists(live: Any, page: str) -> None:
    assert get(live, "attribute_names", ref="#email")["names"] == ["id", "value", "required"]
    assert get(live, "classes", ref="css=h1")["classes"] == ["big", "title"]
    assert get(live, "classes", ref="#email")["classes"] == []
    data = get(live, "classes", ref="#inner", frame_id=child_frame(live))
    assert data["classes"] == ["deep"]


# --- Get Property ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ref", "name", "value"),
    [
        ("#agree", "checked", True),
        ("#size", "selectedIndex", 1),
        ("#plain", "tagName", "P"),
        ("#plain", "record", {"name": "Ada", "tags": ["a", "b"], "none": None}),
        ("css=h1", "classList", ["big", "title"]),
        ("#plain", "nothingHere", None),
        ("#plain", "style", ["color", "--gap"]),
    ],
)
def test_property_is_a_json_value(live: Any, page: str, ref: str, name: str, value: Any) -> None:
    assert get(live, "property", ref=ref, name=name)["value"] == value


def test_a_platform_object_gives_its_data(live: Any, page: str) -> None:
    validity = get(live, "property", ref="#save", name="validity")["value"]
    assert validity["valid"] is True
    assert validity["valueMissing"] is False


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("click", "is a function"),
        ("parentElement", "is a DOM node (body)"),
        ("loop", "holds a cycle"),
        ("withNode", "holds a DOM node (body) at 'node'"),
    ],
)
def test_a_property_that_is_no_json_is_invalid_params(
    live: Any, page: str, name: str, words: str
) -> None:
    envelope = live.error(
        "browser_get_property", "invalid_params", instance=NAME, ref="#plain", name=name
    )
    assert f"property '{name}' of selector '#plain' {words}" in envelope["message"]
    assert "not serialisable" in envelope["message"]


# --- Get Style -------------------------------------------------------------------------


def test_style_of_one_property_or_all(live: Any, page: str) -> None:
    assert get(live, "style", ref="#plain", property="color") == {
        "ref": "#plain",
        "property": "color",
        "value": "rgb(255, 0, 0)",
    }
    data = get(live, "style", ref="#plain", property="backgroundColor")
    assert data["property"] == "background-color"
    assert data["value"] == "rgba(0, 0, 0, 0)"
    assert get(live, "style", ref="#plain", property="--gap")["value"] == "4px"
    every = get(live, "style", ref="#plain")
    assert every["property"] is None
    assert every["value"]["color"] == "rgb(255, 0, 0)"
    assert len(every["value"]) > 100


def test_a_property_that_is_not_css_is_invalid_params(live: Any, page: str) -> None:
    envelope = live.error(
        "browser_get_style", "invalid_params", instance=NAME, ref="#plain", property="colr"
    )
    assert "'colr' is not a CSS property" in envelope["message"]


@pytest.mark.parametrize(
    ("name", "css"),
    [
        ("color", "color"),
        ("backgroundColor", "background-color"),
        ("MozAppearance", "-moz-appearance"),
        ("--gapSize", "--gapSize"),
        (" border-top ", "border-top"),
    ],
)
def test_css_names(name: str, css: str) -> None:
    assert css_name(name) == css


# --- every value getter alike --------------------------------------------------------

ELEMENT_READS = [
    ("text", {}),
    ("value", {}),
    ("attribute", {"name": "id"}),
    ("attribute_names", {}),
    ("property", {"name": "id"}),
    ("classes", {}),
    ("style", {"property": "color"}),
]


@pytest.mark.parametrize(("tool", "extra"), ELEMENT_READS)
def test_reads_of_a_ref_and_their_errors_at_once(
    live: Any, page: str, tool: str, extra: dict[str, Any]
) -> None:
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    line = next(line for line in snapshot.splitlines() if "textbox" in line)
    ref = line.split("[ref=")[1].split("]")[0]
    live.ok(f"browser_get_{tool}", instance=NAME, ref=ref, **extra)
    live.error(f"browser_get_{tool}", "stale_ref", instance=NAME, ref="e9999", **extra)
    # element_not_found, not operation_timeout: the read did not wait for it.
    live.error(f"browser_get_{tool}", "element_not_found", instance=NAME, ref="#late", **extra)
    envelope = live.error(
        f"browser_get_{tool}", "invalid_params", instance=NAME, ref="css=.item", **extra
    )
    assert "matches 2 elements" in envelope["message"]


@pytest.mark.parametrize(("tool", "extra"), ELEMENT_READS)
def test_a_read_of_a_selector_is_one_evaluation(
    live: Any,
    page: str,
    locator_calls: Any,
    monkeypatch: pytest.MonkeyPatch,
    tool: str,
    extra: dict[str, Any],
) -> None:
    calls = locator_calls(
        "count", "evaluate", "evaluate_all", "element_handle", "inner_text", "get_attribute"
    )
    monkeypatch.setattr(reads, "LOOKUP_AFTER", 5.0)  # a loaded machine is slow
    live.ok(f"browser_get_{tool}", instance=NAME, ref="#email", **extra)
    # One call through the door where the instance has one (core/page/doorworld.py);
    # else Playwright's own read where it has one: one round trip, where evaluate_all is two.
    door = live.instance(NAME).door is not None
    assert calls == ["door" if door else ONE_READ.get(tool, "evaluate_all")]


# The getters that read with Playwright's one-round-trip read (core/page/reads.py).
ONE_READ = {"text": "inner_text", "attribute": "get_attribute"}


def test_a_quick_read_gives_way_to_the_usual_errors(
    live: Any, page: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A quick read that fails (several matches, an element gone) or finds nothing yet
    ends in the error the usual read gives, also when its count comes late."""
    monkeypatch.setattr(reads, "QUICK_READ_MS", 300.0)
    for lookup_after in (0.0, 5.0):
        monkeypatch.setattr(reads, "LOOKUP_AFTER", lookup_after)
        for tool, extra in (("text", {}), ("attribute", {"name": "id"})):
            live.error(
                f"browser_get_{tool}", "element_not_found", instance=NAME, ref="#late", **extra
            )
            envelope = live.error(
                f"browser_get_{tool}", "invalid_params", instance=NAME, ref="css=.item", **extra
            )
            assert "matches 2 elements" in envelope["message"]
