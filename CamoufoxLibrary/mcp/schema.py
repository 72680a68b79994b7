"""JSON Schemas for the MCP server, derived from the tools' own signatures.

A tool's input schema is its public signature (``ToolSpec.signature``, without the
manager) in JSON Schema terms: the type hints give the types, the defaults the
``default``s, the parameters without a default are ``required`` (but ``instance``:
the server's default instance stands in), and each property's ``description`` is
the tool's words for it (``ToolSpec.params``, ``paramdocs.py``). Nothing is written
by hand, so the schema cannot drift from the code that checks the arguments
(``arguments.bind_arguments``).

What an agent pays for on every turn is kept short: an optional parameter whose
default is None is its type alone (left out, it is None; the core still takes an
explicit null), so is a flag whose default is False (off unless given), a value of any JSON type has no type, and the arguments of where a
tool acts (``paramdocs.TARGET``: ``instance``, ``page_id``, ``frame_id``), the same
in every tool, are explained once in the server's instructions (``COMMON``) and not
in each schema, unless a tool gives one words of its own (``browser_tabs``'
``page_id``). A tool's description is the first paragraph of its docs without its
asides in parentheses (``description``). Unknown arguments still fail, in the core, naming the parameter.
"""

from __future__ import annotations

import inspect
import json
import re
import types
import typing
from typing import Any, Literal, Union

from ..core.contract.errors import ERROR_TYPES
from ..core.contract.paramdocs import TARGET
from ..core.contract.registry import ToolSpec
from ..core.contract.vocabulary import JsonValue

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
    if hint is Any or hint == JsonValue:
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


# The parameter the server fills in when it is left out (its default instance).
OPTIONAL_IN_MCP = "instance"


def common(spec: ToolSpec, name: str) -> bool:
    """Whether ``name`` is one of the arguments every tool takes alike, said once."""
    return name in TARGET and spec.params.get(name) == TARGET[name]


def without_null(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema of a ``X | None`` parameter whose default is None: ``X``'s."""
    kinds = schema.get("type")
    if isinstance(kinds, list) and "null" in kinds:
        rest = [kind for kind in kinds if kind != "null"]
        return {**schema, "type": rest[0] if len(rest) == 1 else rest}
    members = schema.get("anyOf")
    if members and {"type": "null"} in members:
        rest = [member for member in members if member != {"type": "null"}]
        return rest[0] if len(rest) == 1 else {"anyOf": rest}
    return schema


def input_schema(spec: ToolSpec) -> dict[str, Any]:
    """The ``inputSchema`` of a tool: an object of its own parameters, described."""
    properties: dict[str, Any] = {}
    required: list[str] = []
    for name, param in spec.signature.parameters.items():
        if common(spec, name):
            continue
        try:
            prop = hint_schema(spec.hints.get(name, Any))
        except TypeError as exc:
            raise TypeError(f"{spec.name}, argument '{name}': {exc}") from None
        if param.default is inspect.Parameter.empty:
            if name != OPTIONAL_IN_MCP:
                required.append(name)
        elif param.default is None:
            prop = without_null(prop)
        elif param.default is False:
            pass  # a flag, off unless given: its default goes without saying
        elif is_json(param.default):
            prop["default"] = param.default
        if name in spec.params:
            prop["description"] = spec.params[name]
        properties[name] = prop
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def is_json(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


# An aside in parentheses, with the space before it; and Robot/RST ``literal`` marks.
ASIDE = re.compile(r"\s*\([^()]*\)")
LITERAL = "``"


def description(spec: ToolSpec) -> str:
    """What an agent reads to pick a tool: the first paragraph of its docs, on one line,
    without its asides in parentheses and ``literal`` marks (issue 44: every character is
    paid for on every turn; what an aside says, such as "a ref or a selector" or "or
    page_id", the parameters' words and the instructions say). The rest is the keyword's
    in libdoc; what every tool has alike (the envelope, the error types, where files go)
    is in the server's instructions, once."""
    first = (spec.doc or spec.name).split("\n\n")[0]
    return " ".join(ASIDE.sub("", first).replace(LITERAL, "").split())


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
