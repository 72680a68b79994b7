"""The MCP server, driven by the MCP SDK's own stdio client, against the seed examples.

One server (``python -m CamoufoxLibrary.mcp --timeout 10``) with one instance
``main`` serves most tests. Every Request/Response example of the seed pages
(``../shared/seeds/verification.md`` and ``utility.md``) is copied here word for word
and replayed against the fixture pages of atest/pages: seed refs (``e12``) become
refs from a ``browser_snapshot``, ``https://example.com`` URLs become fixture URLs.
The shutdown tests start servers of their own.
"""

from __future__ import annotations

import inspect
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import jsonschema
import pytest
from mcp import types
from mcp.shared.exceptions import MCPError
from mcpclient import GONE_WITHIN, ROOT, McpClient, browsers_of, children, server_command, session

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.errors import ERROR_TYPES
from CamoufoxLibrary.core.contract.paramdocs import TARGET
from CamoufoxLibrary.core.contract.registry import REGISTRY
from CamoufoxLibrary.core.contract.vocabulary import JsonValue
from CamoufoxLibrary.core.engines import processes
from CamoufoxLibrary.keywordspec.ledger import WITHOUT_KEYWORD
from CamoufoxLibrary.mcp.caps import select
from CamoufoxLibrary.mcp.exporting import RobotExport
from CamoufoxLibrary.mcp.instructions import ELEMENTS
from CamoufoxLibrary.mcp.recording import Recorder
from CamoufoxLibrary.mcp.schema import common
from CamoufoxLibrary.mcp.server import main as server_main
from CamoufoxLibrary.version import __version__
from testsupport.waiting import wait_until

SEEDS = ROOT.parent / "shared" / "seeds"
SEED_PAGES = ("verification.md", "utility.md")
# ``main`` creates a browser instance in the server: its tests are marked ``browser``
# (utest/conftest.py); the shutdown tests that start browsers are marked by hand.
BROWSER_FIXTURES = ("main",)
# The server's tools: the core's, and its own (browser_export_robot), which have no keyword.
SERVER_SPECS = {
    spec.name: spec
    for registry in (REGISTRY, RobotExport(Recorder(ToolCore())).registry)
    for spec in registry.specs()
}


# --- the seed examples, word for word ---------------------------------------------


@dataclass(frozen=True)
class Example:
    id: str
    request: dict[str, Any] | None  # None: the seed shows only the response
    response: dict[str, Any] | None  # None: the seed shows only the request


def example(id: str, request: str | None, response: str | None) -> Example:
    return Example(
        id,
        json.loads(request) if request else None,
        json.loads(response) if response else None,
    )


SEED_EXAMPLES = [
    # verification.md
    example(
        "verify_element_visible",
        '{ "name": "browser_verify_element_visible", "arguments": { "instance": "main", "ref": "e12" } }',
        '{ "status": "success", "instance": "main", "data": { "visible": true, "ref": "e12" } }',
    ),
    example(
        "verify_list_visible_refs",
        '{ "name": "browser_verify_list_visible", "arguments": { "instance": "main", "refs": ["e3", "e7"] } }',
        '{ "status": "success", "instance": "main", "data": { "visible_refs": ["e3", "e7"] } }',
    ),
    example(
        "verify_list_visible_container",
        """{
  "name": "browser_verify_list_visible",
  "arguments": { "instance": "main", "container_ref": "e5", "items": ["Apple", "Banana"] }
}""",
        """{
  "status": "success",
  "instance": "main",
  "data": { "container_ref": "e5", "verified_items": ["Apple", "Banana"] }
}""",
    ),
    example(
        "verify_text_visible",
        '{ "name": "browser_verify_text_visible", "arguments": { "instance": "main", "text": "Welcome" } }',
        '{ "status": "success", "instance": "main", "data": { "text": "Welcome", "visible": true } }',
    ),
    example(
        "verify_value",
        """{
  "name": "browser_verify_value",
  "arguments": { "instance": "main", "ref": "e7", "expected_value": "[email\\u00a0protected]" }
}""",
        """{
  "status": "success",
  "instance": "main",
  "data": { "ref": "e7", "value": "[email\\u00a0protected]", "element_type": "text" }
}""",
    ),
    # utility.md
    example(
        "resize",
        '{ "name": "browser_resize", "arguments": { "instance": "main", "width": 1920, "height": 1080 } }',
        '{ "status": "success", "instance": "main", "data": { "width": 1920, "height": 1080 } }',
    ),
    example(
        "pdf_save",
        """{
  "name": "browser_pdf_save",
  "arguments": { "instance": "main", "paper_format": "Letter", "landscape": true }
}""",
        """{
  "status": "error",
  "instance": "main",
  "error_type": "unsupported_capability",
  "message": "PDF generation is not supported by Firefox/Camoufox. Use browser_screenshot for visual evidence."
}""",
    ),
    example(
        "generate_locator",
        """{
  "name": "browser_generate_locator",
  "arguments": { "instance": "main", "ref": "e12", "element": "Submit button" }
}""",
        r"""{
  "status": "success",
  "instance": "main",
  "data": {
    "ref": "e12",
    "selector": null,
    "internal_selector": "internal:role=button[name=\"Submit\"i]",
    "python_syntax": "get_by_role(\"button\", name='Submit')"
  }
}""",
    ),
    example(
        "tabs_list",
        '{ "name": "browser_tabs", "arguments": { "instance": "main", "action": "list" } }',
        """{
  "status": "success",
  "instance": "main",
  "data": {
    "tabs": [
      { "index": 0, "url": "https://example.com", "page_id": "page-1" },
      { "index": 1, "url": "https://example.com/page2", "page_id": "page-2" }
    ]
  }
}""",
    ),
    example(
        "tabs_new",
        """{
  "name": "browser_tabs",
  "arguments": { "instance": "main", "action": "new", "url": "https://example.com/page2" }
}""",
        """{
  "status": "success",
  "instance": "main",
  "data": { "index": 1, "url": "https://example.com/page2", "page_id": "page-2" }
}""",
    ),
    example(
        "tabs_select",
        '{ "name": "browser_tabs", "arguments": { "instance": "main", "action": "select", "page_id": "page-2" } }',
        None,
    ),
    example(
        "frames",
        None,
        """{
  "status": "success", "instance": "main",
  "data": {
    "page_id": "page-uuid", "main_frame_id": "main-frame-uuid",
    "frames": [
      {"frame_id": "main-frame-uuid", "parent_frame_id": null, "is_main": true, "name": "", "url": "https://example.com"},
      {"frame_id": "child-frame-uuid", "parent_frame_id": "main-frame-uuid", "is_main": false, "name": "checkout", "url": "https://payments.example.com"}
    ]
  }
}""",
    ),
]
EXAMPLES = {e.id: e for e in SEED_EXAMPLES}


def seed_examples(text: str) -> list[tuple[dict[str, Any] | None, dict[str, Any] | None]]:
    """(request, response) pairs of a seed page, in order, per tool section.

    A request is a JSON object with ``name`` and ``arguments``, a response one with
    ``status``; other JSON blocks are data shapes. A request pairs with the response
    after it in the same section (sections start at the ``browser_x¶`` headings).
    """
    pairs: list[tuple[dict[str, Any] | None, dict[str, Any] | None]] = []
    decoder = json.JSONDecoder()
    for section in re.split(r"^browser_\w+¶$", text, flags=re.MULTILINE):
        pending: dict[str, Any] | None = None
        end = 0
        for match in re.finditer(r"^\{", section, flags=re.MULTILINE):
            if match.start() < end:
                continue  # inside the object decoded last
            try:
                value, end = decoder.raw_decode(section, match.start())
            except json.JSONDecodeError:
                continue
            if "name" in value and "arguments" in value:
                if pending is not None:
                    pairs.append((pending, None))
                pending = value
            elif "status" in value:
                pairs.append((pending, value))
                pending = None
        if pending is not None:
            pairs.append((pending, None))
    return pairs


def test_the_examples_here_are_every_seed_example_word_for_word() -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"no seed pages at {SEEDS}")
    found = []
    for page in SEED_PAGES:
        found += seed_examples((SEEDS / page).read_text(encoding="utf-8"))
    assert found == [(e.request, e.response) for e in SEED_EXAMPLES]


# --- data shapes ------------------------------------------------------------------


def shape(value: Any) -> Any:
    """A JSON value's keys and value types: lists become the set of their items' shapes."""
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return sorted({json.dumps(shape(item), sort_keys=True) for item in value})
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    assert isinstance(value, str), value
    return "string"


def substitute(value: Any, mapping: dict[str, Any]) -> Any:
    """``value`` with every string that is a key of ``mapping`` replaced."""
    if isinstance(value, dict):
        return {key: substitute(item, mapping) for key, item in value.items()}
    if isinstance(value, list):
        return [substitute(item, mapping) for item in value]
    if isinstance(value, str) and value in mapping:
        return mapping[value]
    return value


def check_envelope(
    envelope: dict[str, Any],
    seed: dict[str, Any],
    *,
    exact: bool = True,
    extra: dict[str, Any] | None = None,
) -> None:
    """The envelope matches a seed response: status, instance, error_type, data shape.

    ``exact``: the data must also be equal (after substitution). ``extra``: data keys
    the seed's Notes add to its example, with their shapes.
    """
    # "Registered tools also return the shared operation metadata and error fields."
    assert set(envelope) == {*seed, "operation"}, envelope
    assert envelope["status"] == seed["status"], envelope
    assert envelope["instance"] == seed["instance"], envelope
    if seed["status"] == "error":
        assert envelope["error_type"] == seed["error_type"], envelope
        assert envelope["message"] == seed["message"], envelope
        return
    data = dict(envelope["data"])
    for key, key_shape in (extra or {}).items():
        assert shape(data.pop(key)) == key_shape, envelope
    assert shape(data) == shape(seed["data"]), envelope
    if exact:
        assert data == seed["data"], envelope


# --- the session ----------------------------------------------------------------


@pytest.fixture(scope="module")
def sites(fixture_site: tuple[str, str]) -> list[str]:
    """The acceptance tests' two fixture servers (atest/pages) on 127.0.0.1."""
    return list(fixture_site)


@pytest.fixture(scope="module")
def client() -> Iterator[McpClient]:
    """One server for the module; leaving the session must end it and its browsers."""
    with session("--timeout", "10", "--caps", "all") as client:
        yield client


@pytest.fixture(scope="module")
def main(client: McpClient) -> str:
    """The seeds' instance ``main``."""
    client.ok("browser_create_instance", instance="main")
    return "main"


@pytest.fixture
def page(client: McpClient, main: str, sites: list[str]) -> Callable[[str], dict[str, str]]:
    """Opens a fixture page in ``main`` (one tab) and returns ``role "name"`` -> ref."""

    def open_page(path: str) -> dict[str, str]:
        tabs = client.ok("browser_tabs", instance=main, action="list")["tabs"]
        for tab in tabs[1:]:
            client.ok("browser_tabs", instance=main, action="close", page_id=tab["page_id"])
        client.ok("browser_navigate", instance=main, url=f"{sites[0]}/{path}")
        snapshot = client.ok("browser_snapshot", instance=main)["snapshot"]
        return {
            f'{m["role"]} "{m["name"]}"': m["ref"]
            for m in re.finditer(
                r'- (?P<role>[\w-]+) "(?P<name>[^"]*)"[^\n]*\[ref=(?P<ref>(?:f\d+)?e\d+)\]',
                snapshot,
            )
        }

    return open_page


# --- initialize and tools/list ----------------------------------------------------


def test_the_server_introduces_itself(client: McpClient) -> None:
    result = client.session.initialize_result
    assert result is not None
    assert result.server_info.name == "camoufox-mcp"
    assert result.server_info.version == __version__
    assert result.capabilities.tools is not None
    assert "browser_snapshot" in (result.instructions or "")


def test_every_tool_of_the_core_is_listed_once(client: McpClient) -> None:
    names = [tool.name for tool in client.list_tools()]
    assert sorted(names) == sorted(SERVER_SPECS)
    assert len(names) == len(set(names))


def test_the_servers_own_tools_are_the_ones_without_a_keyword() -> None:
    assert set(SERVER_SPECS) - set(REGISTRY) == set(WITHOUT_KEYWORD)


def test_schemas_are_valid_json_schema(client: McpClient) -> None:
    for tool in client.list_tools():
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
        assert tool.input_schema["type"] == "object", tool.name
        assert tool.output_schema is None, tool.name  # one envelope: the instructions say it


def test_schemas_follow_the_signatures(client: McpClient) -> None:
    """Each tool's own parameters, described; the target arguments said once; instance
    optional (the default instance); a None default is the type alone."""
    for tool in client.list_tools():
        spec = SERVER_SPECS[tool.name]
        params = spec.signature.parameters
        schema = tool.input_schema
        # The first paragraph on one line, without its asides and ``literal`` marks.
        first = re.sub(r"\s*\([^()]*\)", "", spec.doc.split("\n\n")[0]).replace("``", "")
        assert tool.description == " ".join(first.split()) and first, tool.name
        assert "(" not in tool.description.replace("()", ""), tool.name
        assert "Errors:" not in tool.description, tool.name  # said once, in the instructions
        own = [name for name in params if not common(spec, name)]
        assert list(schema["properties"]) == own, tool.name
        assert set(params) - set(own) <= set(TARGET), tool.name
        assert schema.get("required", []) == [
            name
            for name in own
            if params[name].default is inspect.Parameter.empty and name != "instance"
        ], tool.name
        assert "additionalProperties" not in schema, tool.name  # the target arguments pass
        for name in own:
            prop, default = schema["properties"][name], params[name].default
            if default is inspect.Parameter.empty or default is None or default is False:
                assert "default" not in prop, (tool.name, name)
            else:
                assert prop["default"] == default, (tool.name, name)
            assert prop["description"] == spec.params[name], (tool.name, name)
            assert {"type", "anyOf", "enum"} & set(prop) or spec.hints[name] == JsonValue, (
                tool.name,
                name,
            )
        assert tool.annotations is not None and tool.annotations.title, tool.name


def test_schema_of_a_seed_tool(client: McpClient) -> None:
    client.list_tools()
    assert client.tools["browser_verify_value"].input_schema == {
        "type": "object",
        "properties": {
            "ref": {"type": "string", "description": "ref or selector"},
            "expected_value": {
                "type": "string",
                "description": "text, or true/false for a box",
            },
            "element_type": {
                "enum": ["text", "checkbox", "radio"],
                "type": "string",
                "default": "text",
                "description": "kind of field",
            },
        },
        "required": ["ref", "expected_value"],
    }
    list_visible = client.tools["browser_verify_list_visible"].input_schema["properties"]
    assert list_visible["refs"] == {
        "type": "array",
        "items": {"type": "string"},
        "description": "refs or selectors",
    }
    tabs = client.tools["browser_tabs"].input_schema["properties"]
    assert tabs["index"] == {"type": "integer", "description": "tab index"}
    assert tabs["page_id"] == {"type": "string", "description": "tab's page_id"}  # its own
    button = client.tools["browser_click"].input_schema["properties"]["button"]
    assert button == {
        "enum": ["left", "right", "middle"],
        "type": "string",
        "default": "left",
        "description": "mouse button",
    }
    annotations = client.tools["browser_verify_value"].annotations
    assert annotations is not None
    assert annotations.model_dump(by_alias=True, exclude_none=True) == {
        "title": "Verify value",
        "readOnlyHint": True,
        "openWorldHint": True,
    }


def test_the_instructions_say_what_every_tool_has_alike(client: McpClient) -> None:
    said = client.session.initialize_result.instructions or ""
    for name, words in TARGET.items():
        assert f"{name} ({words})" in said
    for error_type, doc in ERROR_TYPES.items():
        assert f"{error_type}: {' '.join(doc.split())}" in said
    assert "'main'" in said  # the default instance
    assert ELEMENTS in said  # what a ref or selector is, and a timeout: not in each schema


def test_every_seed_request_fits_its_schema(client: McpClient) -> None:
    client.list_tools()
    for seed in SEED_EXAMPLES:
        if seed.request is not None:
            schema = client.tools[seed.request["name"]].input_schema
            jsonschema.validate(seed.request["arguments"], schema)


# --- the seed examples, replayed --------------------------------------------------


@dataclass(frozen=True)
class Stage:
    """Where a seed example runs: the page, and what its illustrative strings stand for."""

    page: str
    refs: dict[str, str] = field(default_factory=dict)  # seed ref -> 'role "name"'
    values: dict[str, str] = field(default_factory=dict)  # seed string -> real one
    exact: bool = True
    extra: dict[str, Any] = field(default_factory=dict)


STAGES = {
    "verify_element_visible": Stage("verification.html", {"e12": 'button "Submit"'}),
    "verify_list_visible_refs": Stage(
        "verification.html", {"e3": 'button "Submit"', "e7": 'button "Toggle me"'}
    ),
    "verify_list_visible_container": Stage("verification.html", {"e5": 'list "Fruits"'}),
    "verify_text_visible": Stage("index.html"),
    "verify_value": Stage(
        "verification.html",
        {"e7": 'textbox "Email"'},
        {"[email\u00a0protected]": "ada@example.com"},  # a no-break space, as in the seed
    ),
    "resize": Stage("index.html"),
    "pdf_save": Stage("index.html"),
    # Notes: "Generated locator results also include the resolved page_id and frame_id."
    "generate_locator": Stage(
        "verification.html",
        {"e12": 'button "Submit"'},
        extra={"page_id": "string", "frame_id": "string"},
    ),
    # The ids and URLs are illustrative ("page-uuid", payments.example.com): shapes only.
    "frames": Stage("verification.html", exact=False),
}


@pytest.mark.parametrize("example_id", list(STAGES))
def test_seed_example(
    client: McpClient, page: Callable[[str], dict[str, str]], example_id: str
) -> None:
    seed, stage = EXAMPLES[example_id], STAGES[example_id]
    refs = page(stage.page)
    mapping = {**{ref: refs[element] for ref, element in stage.refs.items()}, **stage.values}
    request = seed.request or {"name": "browser_frames", "arguments": {"instance": "main"}}
    request = substitute(request, mapping)
    envelope = client.envelope(request["name"], **request["arguments"])
    assert seed.response is not None
    check_envelope(
        envelope, substitute(seed.response, mapping), exact=stage.exact, extra=stage.extra
    )


def test_seed_frames_example_describes_the_real_frames(
    client: McpClient, page: Callable[[str], dict[str, str]]
) -> None:
    page("verification.html")  # an iframe, which holds one more
    data = client.ok("browser_frames", instance="main")
    frames = data["frames"]
    assert [f["is_main"] for f in frames] == [True, False, False]
    assert frames[0]["frame_id"] == data["main_frame_id"]
    assert frames[0]["parent_frame_id"] is None
    assert frames[1]["parent_frame_id"] == data["main_frame_id"]
    assert frames[2]["parent_frame_id"] == frames[1]["frame_id"]
    assert (
        data["page_id"]
        == client.ok("browser_tabs", instance="main", action="list")["tabs"][0]["page_id"]
    )


def test_seed_tabs_examples(
    client: McpClient, page: Callable[[str], dict[str, str]], sites: list[str]
) -> None:
    """new, list, select (by stable id) in the seed's order of tabs, then close."""
    page("index.html")
    first = client.ok("browser_tabs", instance="main", action="list")["tabs"][0]["page_id"]
    urls = {
        "https://example.com": f"{sites[0]}/index.html",
        "https://example.com/page2": f"{sites[0]}/second.html",
    }

    seed = EXAMPLES["tabs_new"]
    assert seed.request is not None and seed.response is not None
    request = substitute(seed.request, urls)
    envelope = client.envelope(request["name"], **request["arguments"])
    second = envelope["data"]["page_id"]
    ids = {"page-1": first, "page-2": second}
    check_envelope(envelope, substitute(seed.response, {**urls, **ids}))
    assert first != second

    seed = EXAMPLES["tabs_list"]
    assert seed.request is not None and seed.response is not None
    envelope = client.envelope(seed.request["name"], **seed.request["arguments"])
    check_envelope(envelope, substitute(seed.response, {**urls, **ids}))

    client.ok("browser_tabs", instance="main", action="select", index=0)
    seed = EXAMPLES["tabs_select"]
    assert seed.request is not None
    request = substitute(seed.request, ids)
    envelope = client.envelope(request["name"], **request["arguments"])
    # The seed's data shape for "select": {"selected_index": 1, "page_id": "page-2"}
    check_envelope(
        envelope,
        {"status": "success", "instance": "main", "data": {"selected_index": 1, "page_id": second}},
    )

    envelope = client.envelope("browser_tabs", instance="main", action="close", page_id=second)
    # ... and for "close": {"closed_index": 1, "page_id": "page-2"}
    check_envelope(
        envelope,
        {"status": "success", "instance": "main", "data": {"closed_index": 1, "page_id": second}},
    )


def test_seed_checkbox_value_shape(
    client: McpClient, page: Callable[[str], dict[str, str]]
) -> None:
    """verify_value's second data shape: ``{ "ref": "e9", "value": true, "element_type": "checkbox" }``."""
    refs = page("verification.html")
    envelope = client.envelope(
        "browser_verify_value",
        instance="main",
        ref=refs['checkbox "Agree"'],
        expected_value="checked",
        element_type="checkbox",
    )
    seed = {"ref": "e9", "value": True, "element_type": "checkbox"}
    check_envelope(
        envelope,
        {
            "status": "success",
            "instance": "main",
            "data": {**seed, "ref": refs['checkbox "Agree"']},
        },
    )


def test_seed_error_codes_arrive_as_error_envelopes(
    client: McpClient, page: Callable[[str], dict[str, str]]
) -> None:
    """A documented error is a tool result (isError) carrying the envelope, not a protocol error."""
    refs = page("verification.html")
    envelope = client.error(
        "browser_verify_text_visible", "verification_failed", instance="main", text="Nope"
    )
    assert envelope["message"].startswith("text 'Nope' is not visible"), envelope
    client.error("browser_verify_element_visible", "stale_ref", instance="main", ref="e999")
    client.error(
        "browser_verify_value",
        "verification_failed",
        instance="main",
        ref=refs['textbox "Email"'],
        expected_value="someone@else.org",
    )
    client.error("browser_resize", "instance_not_found", instance="nobody", width=800, height=600)
    client.error("browser_frames", "page_not_found", instance="main", page_id="page-gone")


# --- malformed arguments ----------------------------------------------------------

MALFORMED = [
    ("browser_resize", {"instance": "main", "width": "wide", "height": 600}, "'width'"),
    ("browser_resize", {"instance": "main", "width": True, "height": 600}, "'width'"),
    ("browser_resize", {"instance": "main", "width": 800.5, "height": 600}, "'width'"),
    ("browser_resize", {"instance": "main", "width": 800}, "'height'"),
    ("browser_resize", {}, "'width', 'height'"),
    ("browser_verify_text_visible", {"instance": "main", "text": None}, "'text'"),
    ("browser_verify_list_visible", {"instance": "main", "refs": "e3"}, "'refs'"),
    ("browser_verify_list_visible", {"instance": "main", "refs": [3]}, "'refs'"),
    ("browser_click", {"instance": "main", "ref": "e1", "button": "sideways"}, "'button'"),
    ("browser_create_instance", {"instance": "x", "window": [800, "600"]}, "'window'"),
]


@pytest.mark.parametrize(("name", "arguments", "named"), MALFORMED)
def test_malformed_arguments_reach_the_core(
    client: McpClient, main: str, name: str, arguments: dict[str, Any], named: str
) -> None:
    """Arguments the schema rejects still reach the core: an invalid_params envelope."""
    client.list_tools()
    schema = client.tools[name].input_schema
    assert not jsonschema.Draft202012Validator(schema).is_valid(arguments)
    envelope = client.error(name, "invalid_params", **arguments)
    assert named in envelope["message"], envelope


# Arguments every schema lets through (the target arguments are said once, in the
# instructions, so no schema refuses other properties): the core refuses them.
UNLISTED = [
    ("browser_verify_text_visible", {"instance": "main", "text": "x", "colour": "red"}, "'colour'"),
    ("browser_tabs", {"instance": 7, "action": "list"}, "'instance'"),
    ("browser_resize", {"width": 800, "height": 600, "frame_id": "f"}, "'frame_id'"),
]


@pytest.mark.parametrize(("name", "arguments", "named"), UNLISTED)
def test_unlisted_arguments_are_the_cores_invalid_params(
    client: McpClient, main: str, name: str, arguments: dict[str, Any], named: str
) -> None:
    envelope = client.error(name, "invalid_params", **arguments)
    assert named in envelope["message"], envelope


def test_semantic_bad_values_are_the_tools_invalid_params(client: McpClient, main: str) -> None:
    """Valid per the schema, wrong per the seed: the tool's own invalid_params."""
    envelope = client.error(
        "browser_verify_value",
        "invalid_params",
        instance="main",
        ref="e1",
        expected_value="x",
        element_type="colour",
    )
    assert "element_type" in envelope["message"], envelope
    client.error("browser_verify_list_visible", "invalid_params", instance="main")
    client.error("browser_tabs", "invalid_params", instance="main", action="juggle")


def test_unknown_tool_is_an_invalid_params_envelope(client: McpClient) -> None:
    envelope = client.error("browser_juggle", "invalid_params", instance="main")
    assert "unknown tool 'browser_juggle'" in envelope["message"], envelope
    assert envelope["instance"] is None


def test_omitted_arguments_are_an_empty_object(client: McpClient) -> None:
    result = client.call_tool("browser_verify_text_visible", None)
    envelope = json.loads(result.content[0].text)
    assert result.is_error and envelope["error_type"] == "invalid_params", envelope
    assert "missing required argument(s) 'text'" in envelope["message"], envelope
    assert envelope["instance"] == "main"  # the default instance
    assert client.ok("browser_list_instances")["max_instances"] == 5


@pytest.mark.filterwarnings("ignore::UserWarning")  # pydantic, about the list we send on purpose
def test_arguments_that_are_not_an_object_are_a_protocol_error(client: McpClient) -> None:
    """MCP says ``arguments`` is an object: anything else is JSON-RPC invalid params (-32602).

    The SDK answers it before any handler runs; the session goes on.
    """
    request = types.CallToolRequest(
        params=types.CallToolRequestParams.model_construct(
            name="browser_resize", arguments=["main", 800, 600]
        )
    )
    with pytest.raises(MCPError) as failure:
        client.run(client.session.send_request(request, types.CallToolResult))
    assert failure.value.error.code == types.INVALID_PARAMS
    assert client.ok("browser_list_instances")["max_instances"] == 5


def test_the_2026_protocol_without_a_handshake_works_too() -> None:
    client = McpClient("--tools", "browser_list_instances", modern=True)
    try:
        assert client.session.discover_result is not None
        offered = [  # the default caps, and one tool more
            spec.name
            for spec in select(list(SERVER_SPECS.values()), add=["browser_list_instances"])
        ]
        assert sorted(t.name for t in client.list_tools()) == sorted(offered)
        assert client.ok("browser_list_instances")["instances"] == []
        envelope = client.error(
            "browser_resize", "invalid_params", instance="m", width="x", height=1
        )
        assert "'width'" in envelope["message"], envelope
        client.error("browser_juggle", "invalid_params")
    finally:
        client.close()


# --- options ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--timeout", "0"], "argument --timeout: must be a positive number of seconds"),
        (["--timeout", "soon"], "argument --timeout: must be a positive number of seconds"),
        (["--timeout", "inf"], "argument --timeout: must be a positive number of seconds"),
        (["--max-instances", "0"], "argument --max-instances: must be a whole number"),
        (["--max-instances", "2.5"], "argument --max-instances: must be a whole number"),
        (["--engine", "chrome"], "argument --engine: invalid choice: 'chrome'"),
        (["--headless", "--headed"], "not allowed with argument"),
        (["--port", "8080"], "unrecognized arguments: --port 8080"),
        (["--output-dir", "/nonexistent/x"], "argument --output-dir/--export-dir: must be an"),
        (["--export-dir", __file__], "argument --output-dir/--export-dir: must be an existing"),
    ],
)
def test_bad_options_are_refused(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit:
        server_main(args)
    assert exit.value.code == 2
    assert message in capsys.readouterr().err


def test_a_bad_option_stops_the_server_at_once() -> None:
    run = subprocess.run(
        server_command("--timeout", "0"),
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert run.returncode == 2, run
    assert "camoufox-mcp: error: argument --timeout: must be a positive number" in run.stderr
    assert run.stdout == ""


def test_options_reach_the_core() -> None:
    client = McpClient(
        "--max-instances",
        "2",
        "--executable-path",
        "/nonexistent/firefox",
        "--caps",
        "core,instances",
    )
    try:
        assert client.ok("browser_list_instances")["max_instances"] == 2
        envelope = client.error("browser_create_instance", "binary_not_found", instance="x")
        assert "/nonexistent/firefox" in envelope["message"], envelope
        # No instance named: the default one would be made, with the same options.
        envelope = client.error("browser_navigate", "binary_not_found", url="about:blank")
        assert envelope["message"].startswith(
            "the default instance 'main' could not be created with the server's options: "
        ), envelope
        assert "/nonexistent/firefox" in envelope["message"], envelope
        assert client.ok("browser_list_instances")["instances"] == []
    finally:
        client.close()
    wait_until(lambda: not processes.is_alive(client.server_pid), GONE_WITHIN)


def test_the_console_script_is_declared() -> None:
    from importlib.metadata import entry_points

    (script,) = [e for e in entry_points(group="console_scripts") if e.name == "camoufox-mcp"]
    assert script.load() is server_main


# --- shutdown ---------------------------------------------------------------------

CLIENT_SCRIPT = """
import json, os, sys, anyio
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

async def run():
    params = StdioServerParameters(command=sys.executable, args=sys.argv[1:], cwd=os.getcwd())
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            result = await session.call_tool("browser_create_instance", {"instance": "main"})
            print(json.dumps(result.structured_content), flush=True)
            await anyio.sleep(3600)

anyio.run(run)
"""


@pytest.mark.browser
def test_killing_the_client_ends_the_server_and_its_browsers() -> None:
    """SIGKILL to the client process: the server reads EOF, closes, no Firefox is left."""
    with tempfile.TemporaryFile() as errlog:
        client = subprocess.Popen(
            [
                sys.executable,
                "-c",
                CLIENT_SCRIPT,
                *server_command("--log-level", "INFO", "--caps", "core,instances")[1:],
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=errlog,
            stdin=subprocess.DEVNULL,
            text=True,
        )
        server = None
        try:
            assert client.stdout is not None
            envelope = json.loads(client.stdout.readline() or "null")
            errlog.seek(0)
            assert envelope and envelope["status"] == "success", errlog.read()
            (server,) = children(client.pid)
            browser = envelope["data"]["pid"]
            assert browser in browsers_of(server)
            client.kill()
            client.wait(30)
            wait_until(
                lambda: not browsers_of(server) and not processes.is_alive(server),
                GONE_WITHIN,
                message=lambda: (
                    f"left: server {processes.is_alive(server)}, browsers {browsers_of(server)}"
                ),
            )
            errlog.seek(0)
            log = errlog.read().decode()
            assert "the client closed the connection; shutting down" in log, log
            assert "closed every instance" in log, log
        finally:
            if client.poll() is None:
                client.kill()
                client.wait(30)
            if server is not None:
                processes.kill_tagged(f"{server}-")
                if processes.is_alive(server):
                    os.kill(server, signal.SIGKILL)


@pytest.mark.browser
def test_sigterm_ends_the_server_and_its_browsers() -> None:
    client = McpClient("--timeout", "10", "--log-level", "INFO")
    server = client.server_pid
    try:
        # No instance named: the default one, created by the first call that needs it.
        assert client.ok("browser_tabs", action="list")["tabs"]
        assert browsers_of(server)
        os.kill(server, signal.SIGTERM)
        wait_until(
            lambda: not browsers_of(server) and not processes.is_alive(server),
            GONE_WITHIN,
            message=lambda: (
                f"left: server {processes.is_alive(server)}, browsers {browsers_of(server)}"
            ),
        )
        log = client.stderr()
        assert f"got signal {int(signal.SIGTERM)}; shutting down" in log
        assert "closed every instance" in log or "killing the browsers" in log, log
    finally:
        client.close()
        processes.kill_tagged(f"{server}-")
