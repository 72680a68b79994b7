"""The library for libdoc: imports without arguments, starts nothing, documents every
keyword with an example, and each keyword takes exactly its tool's arguments."""

from __future__ import annotations

import inspect
import subprocess
import sys
import textwrap
import typing
from datetime import timedelta
from typing import Any

import pytest
from robot.libdoc import LibraryDocumentation

from CamoufoxLibrary import CamoufoxLibrary
from CamoufoxLibrary.core.contract.registry import REGISTRY as TOOLS
from CamoufoxLibrary.keywordspec import ledger
from CamoufoxLibrary.keywordspec.differences import FreeNamed, SecondKeyword

# The keywords of the walking skeleton; every one must be there.
SKELETON_KEYWORDS = {
    "Create Instance",
    "Destroy Instance",
    "List Instances",
    "Switch Instance",
    "Navigate",
    "Navigate Back",
    "Wait For",
    "Snapshot",
}
# Library settings and current-instance keywords: no tool behind them.
WITHOUT_TOOL = {name.lower().replace(" ", "_") for name in ledger.WITHOUT_TOOL}
# The one documented exception to mechanical naming: plain 'Evaluate' would shadow
# BuiltIn's Evaluate in every suite (commit 6c5c056).
# Keywords not named mechanically (Evaluate JavaScript, Install Clock), as the ledger lists them.
RENAMED = {name.lower().replace(" ", "_"): pair for pair, name in ledger.RENAMES.items()}
# Second keywords of a tool (Fill Secret of browser_fill_text), as the ledger lists them.
SECOND_KEYWORDS = {
    name.lower().replace(" ", "_"): difference.tool
    for name, differences in ledger.LEDGER.items()
    for difference in differences
    if isinstance(difference, SecondKeyword)
}
# STYLE.md: verify keywords are single-shot like their tools; an optional keyword-only
# `timeout` makes them retry until the state holds. The one argument a keyword may add.
RETRY_ARGUMENT = "timeout"
# Tools whose `instance` argument is the subject, not the target: it stays positional.
INSTANCE_IS_THE_SUBJECT = {"browser_create_instance", "browser_destroy_instance"}
INTRO_SECTIONS = [
    "Instances",
    "Engines",
    "Refs and locators",
    "Text editors",
    "Explicit targeting",
    "Modal state",
    "Waiting",
    "Errors",
    "Timeouts",
]


@pytest.fixture(scope="module")
def libdoc() -> Any:
    return LibraryDocumentation("CamoufoxLibrary")


@pytest.fixture(scope="module")
def methods() -> dict[str, Any]:
    """Keyword name as snake_case -> the keyword's Python method."""
    lib = CamoufoxLibrary()
    return {name.lower().replace(" ", "_"): method for name, method in lib.keywords.items()}


def test_import_without_arguments_starts_nothing() -> None:
    script = textwrap.dedent(
        """
        import os, threading
        before = {t.name for t in threading.enumerate()}
        from CamoufoxLibrary import CamoufoxLibrary
        lib = CamoufoxLibrary()
        assert lib.get_keyword_names()
        assert not lib.bridge.running, "the bridge's loop started"
        new = {t.name for t in threading.enumerate()} - before
        assert not new, f"threads started: {new}"
        assert lib.core.manager._playwright is None, "Playwright started"
        assert lib.core.manager.instances == {}
        from CamoufoxLibrary.core.engines.processes import parent_pid
        children = [
            p for p in os.listdir("/proc") if p.isdigit() and parent_pid(int(p)) == os.getpid()
        ]
        assert not children, f"child processes started: {children}"
        print("nothing started")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "nothing started"


def test_libdoc_lists_the_keywords() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "robot.libdoc", "CamoufoxLibrary", "list"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert set(result.stdout.splitlines()) >= SKELETON_KEYWORDS


def test_library_documentation_has_its_sections(libdoc) -> None:
    assert libdoc.scope == "GLOBAL"
    assert "%TOC%" in libdoc.doc
    for section in INTRO_SECTIONS:
        assert f"= {section} =" in libdoc.doc, section
    (init,) = libdoc.inits
    assert init.doc.strip()
    for argument in init.args:
        assert f"``{argument.name}``" in init.doc, argument.name


def test_every_keyword_is_documented_with_an_example(libdoc) -> None:
    assert {kw.name for kw in libdoc.keywords} >= SKELETON_KEYWORDS
    for kw in libdoc.keywords:
        assert kw.doc.strip(), f"{kw.name} has no documentation"
        assert kw.short_doc.strip().endswith("."), f"{kw.name}: shortdoc {kw.short_doc!r}"
        assert "Example:" in kw.doc, f"{kw.name} has no example"
        example = kw.doc.split("Example:", 1)[1]
        rows = [line for line in example.splitlines() if line.strip().startswith("|")]
        assert rows, f"{kw.name}: the example is not a Robot table"
        assert kw.name.lower() in example.lower(), f"{kw.name}: the example does not use it"


# --- keywords <-> tools -------------------------------------------------------------------------


def tool_of(keyword: str) -> tuple[str, str | None] | None:
    """(tool name, action) of a snake_case keyword name, found mechanically, or None."""
    if keyword in RENAMED:
        return RENAMED[keyword]
    if keyword in SECOND_KEYWORDS:
        return SECOND_KEYWORDS[keyword], None
    if f"browser_{keyword}" in TOOLS:
        return f"browser_{keyword}", None
    if keyword.startswith("tabs_") and "browser_tabs" in TOOLS:
        return "browser_tabs", keyword.removeprefix("tabs_")
    return None


def robot_name(keyword: str) -> str:
    """``get_text`` -> ``Get Text``, as the ledger names keywords."""
    return keyword.replace("_", " ").title()


def comparable(default: Any) -> Any:
    """Keywords take Robot time strings as timedelta where the tool takes seconds."""
    if isinstance(default, timedelta):
        return default.total_seconds()
    return default


def is_retry_argument(param: inspect.Parameter) -> bool:
    return (param.name, param.kind, param.default) == (
        RETRY_ARGUMENT,
        param.KEYWORD_ONLY,
        None,
    )


def params_of(signature: inspect.Signature, *drop: str) -> list[inspect.Parameter]:
    return [p for p in signature.parameters.values() if p.name not in drop]


def test_keywords_and_tools_pair_up(methods) -> None:
    paired = {name for name in methods if tool_of(name)}
    # Every keyword is named after its tool, but for the known few without one.
    assert set(methods) - paired == WITHOUT_TOOL
    for name in SKELETON_KEYWORDS - {"Switch Instance"}:
        assert name.lower().replace(" ", "_") in paired, name


def test_every_tool_has_a_keyword(methods) -> None:
    covered = {tool_of(name)[0] for name in methods if tool_of(name)}
    assert sorted(set(TOOLS) - covered) == []


def test_keyword_arguments_match_their_tools(methods) -> None:
    problems = []
    for name, method in sorted(methods.items()):
        pair = tool_of(name)
        if pair is None:
            continue
        tool_name, action = pair
        spec = TOOLS[tool_name]
        kw_params = params_of(inspect.signature(method), "instance")
        # One keyword per action fixes the tool's action (Keyboard Key takes its own).
        tool_params = params_of(spec.signature, "instance", *(("action",) if action else ()))
        if name.startswith("verify_") and RETRY_ARGUMENT not in spec.signature.parameters:
            kw_params = [p for p in kw_params if not is_retry_argument(p)]
        # The keyword's own arguments the ledger lists (assertion operators, ...).
        own = {n for d in ledger.LEDGER.get(robot_name(name), ()) for n in d.own}
        kw_params = [p for p in kw_params if p.name not in own or p.name == RETRY_ARGUMENT]
        # Defaults the ledger says differ (test_ledger.py holds them to it).
        entries = ledger.LEDGER.get(robot_name(name), ())
        moved = {n for d in entries for kind, n in d.changes(spec) if kind == "default"}
        kw_view = [(p.name, None if p.name in moved else comparable(p.default)) for p in kw_params]
        tool_view = [(p.name, None if p.name in moved else p.default) for p in tool_params]
        # A tool's mapping that is the keyword's **name comes last, as Python wants it.
        mappings = {d.name for d in entries if isinstance(d, FreeNamed)}
        tool_view.sort(key=lambda view: view[0] in mappings)
        if action is None:
            if kw_view != tool_view:
                problems.append(f"{name}: keyword {kw_view} != tool {tool_view}")
        else:
            # One keyword per action: a subset of the tool's arguments, same order and defaults.
            if [v for v in tool_view if v in kw_view] != kw_view:
                problems.append(f"{name}: keyword {kw_view} not within tool {tool_view}")
            allowed = typing.get_args(spec.hints.get("action"))
            if allowed and action not in allowed:
                problems.append(f"{name}: action '{action}' not one of {allowed}")
    assert not problems, "\n".join(problems)


def test_instance_is_the_last_keyword_only_argument(methods) -> None:
    problems = []
    for name, method in sorted(methods.items()):
        pair = tool_of(name)
        if pair is None or "instance" not in TOOLS[pair[0]].signature.parameters:
            continue
        if pair[0] in INSTANCE_IS_THE_SUBJECT:
            continue
        # Only a **mapping (the ledger's FreeNamed) may follow instance.
        params = list(inspect.signature(method).parameters.values())
        listed = {
            d.name for d in ledger.LEDGER.get(robot_name(name), ()) if isinstance(d, FreeNamed)
        }
        if params[-1].kind is params[-1].VAR_KEYWORD and params[-1].name in listed:
            params.pop()
        last = params[-1]
        if (last.name, last.kind, last.default) != ("instance", last.KEYWORD_ONLY, None):
            problems.append(f"{name}: last argument is {last}")
    assert not problems, "\n".join(problems)


def test_server_level_tools_have_no_instance_argument(methods) -> None:
    for name, method in methods.items():
        pair = tool_of(name)
        if pair and "instance" not in TOOLS[pair[0]].signature.parameters:
            assert "instance" not in inspect.signature(method).parameters, name
