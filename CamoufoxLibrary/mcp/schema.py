"""JSON Schemas for the MCP server, derived from the tools' own signatures.

A tool's input schema is its public signature (``ToolSpec.signature``, without the
manager) in JSON Schema terms: the type hints give the types, the defaults the
``default``s, the parameters without a default are ``required``, and no other
property is allowed. Nothing is written by hand, so the schema cannot drift from
the code that checks the arguments (``arguments.bind_arguments``).
"""

from __future__ import annotations

import inspect
import json
import types
import typing
from typing import Any, Literal, Union

from ..core.contract.errors import ERROR_TYPES
from ..core.contract.registry import ToolSpec

JSON_TYPES: dict[Any, str] = {
    str: "string",
    int: "integer",
    float: "number",
    bool: "boolean",
    dict: "object",
    type(None): "null",
}


def hint_schema(hint: Any) -> dict[str, Any]:
    """The JSON Schema of one type hint; ``TypeError`` for a hint it cannot express."""
    if hint is Any:
        return {}
    if hint is None:
        hint = type(None)
    if hint in JSON_TYPES:
        return {"type": JSON_TYPES[hint]}
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is dict:
        return {"type": "object"}
    if hint in (list, tuple):
        return {"type": "array"}
    if origin is list or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        return {"type": "array", "items": hint_schema(args[0])}
    if origin is Literal:
        schema: dict[str, Any] = {"enum": list(args)}
        kinds = {JSON_TYPES.get(type(arg)) for arg in args}
        if len(kinds) == 1 and None not in kinds:
            schema["type"] = kinds.pop()
        return schema
    if origin in (Union, types.UnionType):
        members = [hint_schema(arg) for arg in args]
        # Plain types merge into one type list: {"type": ["string", "null"]}.
        if all(set(m) == {"type"} and isinstance(m["type"], str) for m in members):
            return {"type": [m["type"] for m in members]}
        return {"anyOf": members}
    raise TypeError(f"no JSON Schema for the type hint {hint!r}")


def input_schema(spec: ToolSpec) -> dict[str, Any]:
    """The ``inputSchema`` of a tool: an object of its parameters, nothing else."""
    properties: dict[str, Any] = {}
    required: list[str] = []
    for name, param in spec.signature.parameters.items():
        try:
            prop = hint_schema(spec.hints.get(name, Any))
        except TypeError as exc:
            raise TypeError(f"{spec.name}, argument '{name}': {exc}") from None
        if param.default is inspect.Parameter.empty:
            required.append(name)
        elif is_json(param.default):
            prop["default"] = param.default
        properties[name] = prop
    schema: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        schema["required"] = required
    return schema


def is_json(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


# A description's paragraphs of the tool's docs stop before this many characters (the
# first is always kept): what it does and when to use it. The rest is in libdoc.
CONCISE = 400


def description(spec: ToolSpec) -> str:
    """What an agent reads to pick a tool: the first paragraphs of its docs, the paths it
    writes and the error types it declares (the message of each says the rest)."""
    paragraphs = (spec.doc or spec.name).split("\n\n")
    text = paragraphs[0]
    for paragraph in paragraphs[1:]:
        if len(text) + len(paragraph) + 2 > CONCISE:
            break
        text += "\n\n" + paragraph
    if spec.writes:
        text += f"\n\nWrites {', '.join(spec.writes)} inside --output-dir only."
    return f"{text}\n\nErrors: {', '.join(spec.errors)}." if spec.errors else text


_NULLABLE_STRING = {"type": ["string", "null"]}

# The envelope every tool returns (DESIGN.md, "Envelope"): the tools' outputSchema.
ENVELOPE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "status": {"enum": ["success", "error"]},
        "instance": _NULLABLE_STRING,
        "data": {"type": "object"},
        "error_type": {"enum": list(ERROR_TYPES)},
        "message": {"type": "string"},
        "cause": {"type": "string"},  # an error's: Playwright's account, out of the message
        "operation": {
            "type": "object",
            "properties": {
                "tool": {"type": "string"},
                "page_id": _NULLABLE_STRING,
                "frame_id": _NULLABLE_STRING,
                "elapsed_ms": {"type": "number"},
            },
            "required": ["tool", "page_id", "frame_id", "elapsed_ms"],
        },
    },
    "required": ["status", "instance", "operation"],
    "oneOf": [
        {"properties": {"status": {"const": "success"}}, "required": ["data"]},
        {"properties": {"status": {"const": "error"}}, "required": ["error_type", "message"]},
    ],
}
