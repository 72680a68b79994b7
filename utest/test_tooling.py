"""Argument binding and type checks of ``@tool`` / ``ToolCore``: bad input is an envelope."""

from __future__ import annotations

import asyncio
import inspect
from typing import Any, Literal

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.arguments import describe, fits
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolRegistry


def call(name: Any, arguments: Any = None, core: ToolCore | None = None) -> dict[str, Any]:
    return asyncio.run((core or ToolCore()).call(name, arguments))


def assert_invalid(envelope: dict[str, Any], *words: str) -> None:
    assert envelope["status"] == "error", envelope
    assert envelope["error_type"] == "invalid_params", envelope
    for word in words:
        assert word in envelope["message"], (word, envelope["message"])


# --- core.call ------------------------------------------------------------------------


def test_unknown_tool() -> None:
    envelope = call("browser_teleport", {"instance": "main"})
    assert_invalid(envelope, "unknown tool 'browser_teleport'", "browser_navigate")
    assert envelope["instance"] is None
    assert envelope["operation"]["tool"] == "browser_teleport"


def test_tool_name_that_is_not_a_string() -> None:
    assert_invalid(call(None, {}), "unknown tool")


def test_unknown_argument_is_named_with_the_accepted_ones() -> None:
    envelope = call("browser_navigate", {"instance": "main", "url": "about:blank", "uri": "x"})
    assert_invalid(envelope, "'uri'", "instance, url, wait_until, page_id")
    assert envelope["instance"] == "main"


def test_missing_argument_is_named() -> None:
    assert_invalid(call("browser_navigate", {"instance": "main"}), "missing", "'url'")
    assert_invalid(call("browser_snapshot", {}), "missing", "'instance'")


@pytest.mark.parametrize(
    ("tool_name", "arguments", "words"),
    [
        ("browser_navigate", {"instance": "main", "url": 5}, ["'url'", "a string", "int"]),
        ("browser_navigate", {"instance": 7, "url": "x"}, ["'instance'", "a string"]),
        (
            "browser_snapshot",
            {"instance": "main", "page_id": ["page-1"]},
            ["'page_id'", "a string or null"],
        ),
        ("browser_wait_for", {"instance": "main", "time": "1s"}, ["'time'", "a number or null"]),
        ("browser_wait_for", {"instance": "main", "time": True}, ["'time'", "bool"]),
        (
            "browser_create_instance",
            {"instance": "x", "window": [800, "600"]},
            ["'window'", "a list of integers or null"],
        ),
        ("browser_create_instance", {"instance": "x", "headless": "yes"}, ["'headless'"]),
        ("browser_handle_dialog", {"instance": "main", "accept": 1}, ["'accept'", "a boolean"]),
    ],
)
def test_wrong_type_is_named(tool_name: str, arguments: dict, words: list[str]) -> None:
    envelope = call(tool_name, arguments)
    assert_invalid(envelope, *words)
    if not isinstance(arguments.get("instance"), str):
        assert envelope["instance"] is None


def test_ints_are_numbers_but_bools_are_not() -> None:
    # time=0 passes the type check and fails later, on the unknown instance.
    envelope = call("browser_wait_for", {"instance": "ghost", "time": 0})
    assert envelope["error_type"] == "instance_not_found"


@pytest.mark.parametrize("tool_name", ["browser_list_instances", "browser_snapshot"])
@pytest.mark.parametrize("arguments", [["main"], "main", 5])
def test_arguments_must_be_an_object(tool_name: str, arguments: Any) -> None:
    envelope = call(tool_name, arguments)
    assert_invalid(envelope, "arguments must be an object")
    assert envelope["instance"] is None


def test_no_arguments_means_an_empty_object() -> None:
    assert call("browser_list_instances", None)["status"] == "success"


# --- ToolCore's methods ----------------------------------------------------------------


def test_methods_have_the_tool_signature_without_manager() -> None:
    core = ToolCore()
    assert set(core.tool_names()) == set(REGISTRY)
    for name in core.tool_names():
        method = getattr(core, name)
        assert inspect.iscoroutinefunction(method), name
        assert inspect.signature(method) == REGISTRY[name].signature, name
        assert "manager" not in inspect.signature(method).parameters, name


def test_method_with_bad_positional_arguments_gives_an_envelope() -> None:
    core = ToolCore()
    envelope = asyncio.run(core.browser_navigate("main", "about:blank", "extra"))
    assert_invalid(envelope, "browser_navigate")
    envelope = asyncio.run(core.browser_navigate("main", "about:blank", nope=1))
    assert_invalid(envelope, "browser_navigate")


def test_method_with_missing_argument_gives_an_envelope() -> None:
    envelope = asyncio.run(ToolCore().browser_navigate("main"))
    assert_invalid(envelope, "missing", "'url'")


def test_budget_is_the_timeout_plus_the_tools_extra_time() -> None:
    core = ToolCore(timeout=4)
    assert core.budget("browser_snapshot", {}) == 4
    assert core.budget("browser_teleport", {}) == 4
    assert core.budget("browser_create_instance", {}) > 4  # a cold launch may take long
    # Bad arguments never break the budget: the call itself reports them.
    assert core.budget("browser_wait_for", {"time": "soon"}) == 4


# --- the registry -----------------------------------------------------------------------


def test_every_tool_is_typed_named_and_documented() -> None:
    for name, spec in zip(REGISTRY.names(), REGISTRY.specs(), strict=True):
        assert name.startswith("browser_"), name
        assert inspect.iscoroutinefunction(spec.func), name
        assert spec.doc.strip(), f"{name} has no docstring"
        for param in spec.signature.parameters.values():
            assert param.name in spec.hints, f"{name}: parameter '{param.name}' has no type"
        params = list(spec.signature.parameters)
        if "instance" in params:
            assert params[0] == "instance", name
            assert spec.hints["instance"] is str, name


def test_literal_arguments_name_the_allowed_values() -> None:
    registry = ToolRegistry()

    @registry.tool(kind="acts")
    async def browser_test_choice(manager, mode: Literal["fast", "slow"] = "fast") -> dict:
        return {"mode": mode}

    core = ToolCore(registry=registry)
    assert call("browser_test_choice", {"mode": "slow"}, core)["data"] == {"mode": "slow"}
    assert call("browser_test_choice", {}, core)["data"] == {"mode": "fast"}
    assert_invalid(call("browser_test_choice", {"mode": "warp"}, core), "'mode'", "'fast', 'slow'")


# --- fits / describe --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "hint", "expected"),
    [
        ("a", str, True),
        (None, str, False),
        (None, str | None, True),
        (1, int, True),
        (True, int, False),
        (1.5, int, False),
        (1, float, True),
        (False, float, False),
        (True, bool, True),
        (0, bool, False),
        ([1, 2], list[int], True),
        ((1, 2), list[int], True),
        ([1, "2"], list[int], False),
        ("ab", list[str], False),
        ({"a": 1}, dict[str, Any], True),
        ([], dict[str, Any], False),
        ("x", str | list[str] | None, True),
        (["x"], str | list[str] | None, True),
        ([1], str | list[str] | None, False),
        ("b", Literal["a", "b"], True),
        ("c", Literal["a", "b"], False),
        (object(), Any, True),
    ],
)
def test_fits(value: Any, hint: Any, expected: bool) -> None:
    assert fits(value, hint) is expected


@pytest.mark.parametrize(
    ("hint", "words"),
    [
        (str | None, "a string or null"),
        (int, "an integer"),
        (float | None, "a number or null"),
        (list[int], "a list of integers"),
        (dict[str, Any], "an object"),
        (Literal["png", "jpeg"], "one of 'png', 'jpeg'"),
    ],
)
def test_describe(hint: Any, words: str) -> None:
    assert describe(hint) == words
