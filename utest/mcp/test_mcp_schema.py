"""JSON Schemas from type hints and signatures, and the envelope as an MCP tool result."""

from __future__ import annotations

import asyncio
import inspect
import json
from typing import Any, Literal

import jsonschema
import pytest

from CamoufoxLibrary.core import ERROR_TYPES, ToolCore
from CamoufoxLibrary.core.contract.paramdocs import SHARED, TARGET
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolRegistry, ToolSpec
from CamoufoxLibrary.core.contract.vocabulary import JsonValue
from CamoufoxLibrary.core.page.targeting import FRAME
from CamoufoxLibrary.mcp.schema import ENVELOPE_SCHEMA, common, hint_schema, input_schema
from CamoufoxLibrary.mcp.server import tool_list, tool_result


@pytest.mark.parametrize(
    ("hint", "schema"),
    [
        (str, {"type": "string"}),
        (int, {"type": "integer"}),
        (float, {"type": "number"}),
        (bool, {"type": "boolean"}),
        (None, {"type": "null"}),
        (Any, {}),
        (dict, {"type": "object"}),
        (dict[str, Any], {"type": "object"}),
        (list, {"type": "array"}),
        (list[str], {"type": "array", "items": {"type": "string"}}),
        (tuple[int, ...], {"type": "array", "items": {"type": "integer"}}),
        (list[dict[str, Any]], {"type": "array", "items": {"type": "object"}}),
        (str | None, {"type": ["string", "null"]}),
        (bool | float | None, {"type": ["boolean", "number", "null"]}),
        (str | dict[str, Any] | None, {"type": ["string", "object", "null"]}),
        (
            list[str] | None,
            {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]},
        ),
        (Literal["left", "right"], {"enum": ["left", "right"], "type": "string"}),
        (Literal[1, "one"], {"enum": [1, "one"]}),
        (
            Literal["a"] | None,
            {"anyOf": [{"enum": ["a"], "type": "string"}, {"type": "null"}]},
        ),
    ],
)
def test_hint_schema(hint: Any, schema: dict[str, Any]) -> None:
    assert hint_schema(hint) == schema
    jsonschema.Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("hint", [set[str], bytes, tuple[int, str], type("Custom", (), {})])
def test_a_hint_without_a_schema_is_a_type_error(hint: Any) -> None:
    with pytest.raises(TypeError, match="no JSON Schema"):
        hint_schema(hint)


def make_spec(func: Any) -> ToolSpec:
    signature = inspect.signature(func)
    hints = {k: v for k, v in inspect.get_annotations(func, eval_str=True).items() if k != "return"}
    return ToolSpec(func.__name__, func, signature, hints, inspect.getdoc(func) or "")


def test_input_schema_from_a_signature() -> None:
    async def browser_x(
        instance: str,
        count: int,
        mode: str = "fast",
        *,
        tags: list[str] | None = None,
        force: bool = False,  # a flag, off unless given: no "default"
        on: bool = True,
        when: object = object(),  # a default JSON cannot hold: no "default"
    ) -> dict[str, Any]:
        """Does x."""
        return {}

    spec = make_spec(browser_x)
    spec.hints["when"] = Any
    # instance: the server's default instance stands in; tags: None is its default, so
    # its type alone (left out, it is None).
    assert input_schema(spec) == {
        "type": "object",
        "properties": {
            "instance": {"type": "string"},
            "count": {"type": "integer"},
            "mode": {"type": "string", "default": "fast"},
            "tags": {"type": "array", "items": {"type": "string"}},
            "force": {"type": "boolean"},
            "on": {"type": "boolean", "default": True},
            "when": {},
        },
        "required": ["count"],
    }


def test_each_property_has_its_words_and_the_target_arguments_are_said_once() -> None:
    registry = ToolRegistry()

    @registry.tool(kind="reads", target=FRAME, params={"ref": "the element"})
    async def browser_z(target: Any, ref: str, depth: int | None = None) -> dict[str, Any]:
        """Reads z."""
        return {}

    spec = registry["browser_z"]
    assert "depth" not in SHARED  # nobody's words: no description
    assert list(spec.params) == ["instance", "ref", "page_id", "frame_id"]
    assert input_schema(spec) == {
        "type": "object",
        "properties": {
            "ref": {"type": "string", "description": "the element"},
            "depth": {"type": "integer"},
        },
        "required": ["ref"],
    }
    assert [name for name in TARGET if common(spec, name)] == ["instance", "page_id", "frame_id"]


def test_words_for_a_parameter_the_tool_does_not_have_fail_its_registration() -> None:
    with pytest.raises(ValueError, match=r"browser_w describes 'colour', not among its"):

        @ToolRegistry().tool(kind="reads", params={"colour": "red"})
        async def browser_w(manager: Any, instance: str) -> dict[str, Any]:
            return {}


def test_a_value_of_any_json_type_has_no_type() -> None:
    assert hint_schema(JsonValue) == {}


def test_input_schema_names_the_argument_it_cannot_express() -> None:
    async def browser_y(instance: str, data: bytes) -> dict[str, Any]:
        return {}

    with pytest.raises(TypeError, match=r"browser_y, argument 'data': no JSON Schema"):
        input_schema(make_spec(browser_y))


def test_every_core_tool_has_a_schema() -> None:
    tools = tool_list()
    assert [t.name for t in tools] == REGISTRY.names()
    for tool in tools:
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)


def test_envelope_schema_knows_every_error_type() -> None:
    assert ENVELOPE_SCHEMA["properties"]["error_type"]["enum"] == list(ERROR_TYPES)
    jsonschema.Draft202012Validator.check_schema(ENVELOPE_SCHEMA)


def core_envelopes() -> tuple[dict[str, Any], dict[str, Any]]:
    async def calls() -> tuple[dict[str, Any], dict[str, Any]]:
        core = ToolCore()
        try:
            return (
                await core.call("browser_list_instances", {}),
                await core.call("browser_resize", {"instance": "main", "width": "wide"}),
            )
        finally:
            await core.aclose()

    return asyncio.run(calls())


def test_real_envelopes_fit_the_envelope_schema_and_bad_ones_do_not() -> None:
    success, failure = core_envelopes()
    validator = jsonschema.Draft202012Validator(ENVELOPE_SCHEMA)
    assert validator.is_valid(success), list(validator.iter_errors(success))
    assert validator.is_valid(failure), list(validator.iter_errors(failure))
    assert not validator.is_valid({k: v for k, v in success.items() if k != "data"})
    assert not validator.is_valid({**failure, "error_type": "oops"})
    assert not validator.is_valid({**failure, "status": "fine"})
    assert not validator.is_valid({k: v for k, v in failure.items() if k != "operation"})


def test_tool_result_carries_the_envelope_twice() -> None:
    success, failure = core_envelopes()
    result = tool_result(success)
    assert result.is_error is False
    assert result.structured_content == success
    assert json.loads(result.content[0].text) == success

    result = tool_result(failure)
    assert result.is_error is True
    assert result.structured_content == failure
    assert json.loads(result.content[0].text) == failure
    assert failure["error_type"] == "invalid_params"
