"""Every keyword against its tool: any difference in names, order, defaults, types,
returns or errors must be one the ledger lists, and every ledger entry must still make one.

The keyword side is read the way libdoc and RobotCode read it (PythonLibCore's
``KeywordBuilder``), not from the derivation, so a keyword written by hand is held
to the same rule.
"""

from __future__ import annotations

import inspect
import typing
from typing import Any

import pytest
from robotlibcore import KeywordBuilder

from CamoufoxLibrary import CamoufoxLibrary
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolSpec
from CamoufoxLibrary.keywordspec.ledger import LEDGER, WITHOUT_TOOL
from CamoufoxLibrary.library.keywords.faildocs import failures_sentence

Row = tuple[str, str, Any, Any]  # name, kind, default, type
TOOL_RETURNS = dict[str, Any]


@pytest.fixture(scope="module")
def keywords() -> dict[str, Any]:
    """Robot keyword name -> the library's keyword method."""
    library = CamoufoxLibrary()
    return {robot_name(name): method for name, method in library.keywords.items()}


def robot_name(name: str) -> str:
    return name.replace("_", " ").title() if "_" in name or name.islower() else name


def keyword_rows(method: Any) -> list[Row]:
    """The keyword's arguments as libdoc gets them from PythonLibCore."""
    spec = KeywordBuilder.build(method)
    types = spec.argument_types or {}
    rows, kind = [], "positional"
    for item in spec.argument_specification:
        if item == "*":
            kind = "named-only"
            continue
        name, default = item if isinstance(item, tuple) else (item, inspect.Parameter.empty)
        if name.startswith("*"):
            name, default = name.lstrip("*"), inspect.Parameter.empty
            rows.append((name, "varargs", default, types.get(name)))
            kind = "named-only"
            continue
        rows.append((name, kind, default, types.get(name)))
    return rows


def tool_rows(tool: ToolSpec) -> list[Row]:
    kinds = {
        inspect.Parameter.POSITIONAL_OR_KEYWORD: "positional",
        inspect.Parameter.KEYWORD_ONLY: "named-only",
    }
    return [
        (p.name, kinds[p.kind], p.default, tool.hints[p.name])
        for p in tool.signature.parameters.values()
    ]


def mechanical_name(tool: str, action: str | None) -> str:
    words = tool.removeprefix("browser_").replace("_", " ")
    return f"{words} {action}".title() if action else words.title()


def observed_changes(name: str, method: Any) -> dict[tuple[str, str], str]:
    """What the keyword does differently from its tool, with a word on each."""
    tool: ToolSpec = REGISTRY[method.tool]
    found: dict[tuple[str, str], str] = {}
    if name != mechanical_name(tool.name, method.action):
        found[("name", "")] = f"named {name!r}"
    ours = {row[0]: row for row in keyword_rows(method)}
    theirs = {row[0]: row for row in tool_rows(tool)}
    if method.action is not None:
        found[("action", "action")] = f"action {method.action!r} fixed"
        theirs.pop("action")
    # The rule for every keyword: the tool's instance is the keyword's last argument,
    # named-only and optional (the current instance).
    last = keyword_rows(method)[-1:]
    ours.pop("instance", None)
    if theirs.pop("instance", None) is not None:
        if last != [("instance", "named-only", None, str | None)]:
            found[("instance", "instance")] = f"instance is not the optional last one: {last}"
    elif "instance" in {row[0] for row in keyword_rows(method)}:
        found[("added", "instance")] = "an instance argument the tool does not take"
    for arg in theirs.keys() - ours.keys():
        found[("removed", arg)] = f"tool argument {arg!r} missing"
    for arg in ours.keys() - theirs.keys():
        found[("added", arg)] = f"keyword argument {ours[arg]}"
    for arg in ours.keys() & theirs.keys():
        (_, kind, default, hint), (_, tool_kind, tool_default, tool_hint) = ours[arg], theirs[arg]
        if kind != tool_kind:
            found[("kind", arg)] = f"{kind} where the tool's is {tool_kind}"
        if default != tool_default:
            found[("default", arg)] = f"default {default!r} where the tool's is {tool_default!r}"
        if hint != tool_hint:
            found[("type", arg)] = f"type {hint} where the tool's is {tool_hint}"
    common = [arg for arg in ours if arg in theirs]
    if common != [arg for arg in theirs if arg in ours]:
        found[("order", "")] = f"order {common}"
    returns = typing.get_type_hints(inspect.unwrap(method)).get("return")
    if returns != TOOL_RETURNS:
        found[("returns", "")] = f"returns {returns}"
    sentence = failures_sentence(tool, getattr(method, "action", None))
    if sentence and sentence not in (method.__doc__ or ""):
        found[("errors", "")] = f"the docs do not say: {sentence}"
    return found


def test_every_keyword_has_a_tool_or_is_listed_without_one(keywords) -> None:
    untooled = {name for name, method in keywords.items() if not hasattr(method, "tool")}
    assert untooled == set(WITHOUT_TOOL)


def test_every_tool_has_a_keyword(keywords) -> None:
    covered = {method.tool for method in keywords.values() if hasattr(method, "tool")}
    assert sorted(set(REGISTRY) - covered) == []


def test_every_ledger_entry_names_a_keyword(keywords) -> None:
    assert set(LEDGER) - set(keywords) == set()


def test_keywords_differ_from_their_tools_only_as_the_ledger_says(keywords) -> None:
    problems = []
    for name, method in sorted(keywords.items()):
        if not hasattr(method, "tool"):
            continue
        tool = REGISTRY[method.tool]
        found = observed_changes(name, method)
        listed = set().union(*(d.changes(tool) for d in LEDGER.get(name, ())))
        for change in sorted(found.keys() - listed):
            problems.append(f"{name}: {found[change]} (not in the ledger)")
        for change in sorted(listed - found.keys()):
            problems.append(f"{name}: the ledger lists {change}, but the keyword does not differ")
    assert not problems, "\n".join(problems)


def test_every_difference_says_why() -> None:
    for name, differences in LEDGER.items():
        for difference in differences:
            assert difference.why.strip(), f"{name}: {difference} gives no reason"


def test_the_check_sees_a_keyword_that_drifted_from_its_tool() -> None:
    class Drifted:
        def navigate(
            self, url: int, *, page_id: str | None = "x", wait: bool = True
        ) -> dict[str, Any]:
            """Loads url."""

    Drifted.navigate.tool = "browser_navigate"  # type: ignore[attr-defined]
    Drifted.navigate.action = None  # type: ignore[attr-defined]
    found = observed_changes("Navigate", Drifted().navigate)
    assert set(found) >= {
        ("type", "url"),
        ("default", "page_id"),
        ("added", "wait"),
        ("instance", "instance"),
    }
