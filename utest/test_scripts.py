"""The page scripts of core/js/: every file loads, and every name the code asks for exists.

Browser-free: the scripts are read as text, not run.
"""

from __future__ import annotations

import ast
import re
from importlib.resources import files
from pathlib import Path

import pytest

from CamoufoxLibrary.core.js import script

PACKAGE = Path(__file__).resolve().parents[1] / "CamoufoxLibrary"
JS_FILES = sorted(
    p.stem for p in (files("CamoufoxLibrary.core") / "js").iterdir() if p.name.endswith(".js")
)


def script_names() -> set[str]:
    """The names of every ``script("...")`` call in the library's sources."""
    names = set()
    for source in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "script"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                names.add(node.args[0].value)
    return names


def test_there_are_scripts() -> None:
    assert JS_FILES


@pytest.mark.parametrize("name", JS_FILES)
def test_every_script_loads_and_is_a_function_expression(name: str) -> None:
    text = script(name)
    assert text
    assert "=>" in text.splitlines()[0]


def test_every_script_the_code_names_exists() -> None:
    used = script_names()
    assert used
    assert sorted(used - set(JS_FILES)) == []


def test_every_script_is_used() -> None:
    assert sorted(set(JS_FILES) - script_names()) == []


# What a page may replace and our scripts must not trust (utest/core/test_page_globals.py
# runs them on such a page; this finds the uses its cases may not reach).
UNTRUSTED = {
    "instanceof a page constructor": r"instanceof\s+(HTML|SVG|Node\b|Element\b)",
    "Array.from": r"Array\.from\(",
    "JSON.stringify": r"JSON\.stringify\(",
    "Element.prototype.matches": r"\.matches\(",
    "spread of a list": r"\[\.\.\.",
}


@pytest.mark.parametrize("name", JS_FILES)
def test_no_script_trusts_what_a_page_replaces(name: str) -> None:
    text = script(name)
    assert [what for what, pattern in UNTRUSTED.items() if re.search(pattern, text)] == []
