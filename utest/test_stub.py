"""``toolcore.pyi`` declares every tool method as the tools define them (IDEs read it)."""

from __future__ import annotations

import ast

from CamoufoxLibrary.core.contract.registry import REGISTRY
from CamoufoxLibrary.core.stubgen import STUB, render


def test_the_committed_stub_is_current() -> None:
    assert STUB.read_text(encoding="utf-8") == render(), (
        "core/toolcore.pyi is stale: run `python -m CamoufoxLibrary.core.stubgen`"
    )


def test_the_stub_declares_every_tool_as_an_async_method() -> None:
    tree = ast.parse(render())
    (core,) = [node for node in tree.body if isinstance(node, ast.ClassDef)]
    methods = {node.name for node in core.body if isinstance(node, ast.AsyncFunctionDef)}
    assert methods >= set(REGISTRY)


def test_a_long_vocabulary_import_is_wrapped_as_ruff_wraps_it() -> None:
    """The stub must pass `ruff check` as generated: import lines fit the line length."""
    from CamoufoxLibrary.core.stubgen import LINE_LENGTH

    imports = [line for line in render().splitlines() if line.startswith(("from ", "import "))]
    assert all(len(line) <= LINE_LENGTH for line in imports), imports
