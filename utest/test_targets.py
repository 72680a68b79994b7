"""A tool's declared target (``@tool(target=...)``): the parameters the registry adds
and when the target is resolved (no browser needed)."""

from __future__ import annotations

import asyncio
import inspect
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolRegistry
from CamoufoxLibrary.core.contract.targets import MODES, TargetArgs, TargetKind
from CamoufoxLibrary.core.page.targeting import FRAME, PAGE

# Tools that name page_id themselves instead of declaring a target, and why.
OWN_PAGE_ID = {"browser_tabs": "its page_id names a tab to close or select, not a target"}


class Resolver:
    """A kind's resolve that records its calls instead of finding a page."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def __call__(self, manager: Any, instance: str, **options: Any) -> str:
        self.calls.append((manager, instance, options))
        return f"target of {instance}"


def params(signature: inspect.Signature) -> list[tuple[str, str, Any, Any]]:
    return [(p.name, p.kind.name, p.default, p.annotation) for p in signature.parameters.values()]


def test_a_frame_target_adds_instance_first_and_page_and_frame_last() -> None:
    registry = ToolRegistry()

    @registry.tool(kind="acts", target=TargetKind(Resolver(), frame=True))
    async def browser_x(target: Any, ref: str, *, force: bool = False) -> dict[str, Any]:
        """Does x."""
        return {}

    spec = registry["browser_x"]
    assert params(spec.signature) == [
        ("instance", "POSITIONAL_OR_KEYWORD", inspect.Parameter.empty, "str"),
        ("ref", "POSITIONAL_OR_KEYWORD", inspect.Parameter.empty, "str"),
        ("force", "KEYWORD_ONLY", False, "bool"),
        ("page_id", "KEYWORD_ONLY", None, "str | None"),
        ("frame_id", "KEYWORD_ONLY", None, "str | None"),
    ]
    assert dict(spec.hints) == {
        "instance": str,
        "ref": str,
        "force": bool,
        "page_id": str | None,
        "frame_id": str | None,
    }
    # What the decorator returns is the tool ToolCore calls: the manager first.
    assert browser_x is spec.func
    assert list(inspect.signature(browser_x).parameters) == ["manager", *spec.signature.parameters]
    assert spec.doc == "Does x." and browser_x.__name__ == "browser_x"


def test_a_page_target_adds_no_frame_id() -> None:
    registry = ToolRegistry()

    @registry.tool(kind="acts", target=TargetKind(Resolver(), frame=False))
    async def browser_x(target: Any) -> dict[str, Any]:
        return {}

    assert list(registry["browser_x"].signature.parameters) == ["instance", "page_id"]


def test_target_is_resolved_before_the_body_with_the_calls_arguments() -> None:
    resolver = Resolver()
    seen: list[Any] = []

    @ToolRegistry().tool(kind="acts", target=TargetKind(resolver, frame=True, allow_modal=True))
    async def browser_x(target: Any, ref: str) -> dict[str, Any]:
        seen.append((target, list(resolver.calls)))
        return {"ref": ref}

    data = asyncio.run(browser_x("manager", instance="main", ref="e1", frame_id="f1"))
    options = {"page_id": None, "frame_id": "f1", "allow_modal": True}
    assert data == {"ref": "e1"}
    assert seen == [("target of main", [("manager", "main", options)])]


def test_aim_leaves_resolving_to_the_tool() -> None:
    resolver = Resolver()

    @ToolRegistry().tool(kind="acts", target=TargetKind(resolver, frame=False))
    async def browser_x(aim: TargetArgs[str], text: str) -> dict[str, Any]:
        assert not resolver.calls  # nothing resolved before the tool's own checks
        return {"target": aim.resolve(), "manager": aim.manager, "name": aim.instance}

    data = asyncio.run(browser_x("manager", "main", "hi", page_id="p2"))
    assert data == {"target": "target of main", "manager": "manager", "name": "main"}
    assert resolver.calls == [
        ("manager", "main", {"page_id": "p2", "frame_id": None, "allow_modal": False})
    ]


def test_a_target_tool_names_target_or_aim_first_and_not_the_added_parameters() -> None:
    registry = ToolRegistry()
    with pytest.raises(ValueError, match="first parameter must be 'target'"):

        @registry.tool(kind="acts", target=PAGE)
        async def browser_x(manager: Any, instance: str) -> dict[str, Any]:
            return {}

    with pytest.raises(ValueError, match=r"names \['page_id'\] itself"):

        @registry.tool(kind="acts", target=PAGE)
        async def browser_y(target: Any, *, page_id: str | None = None) -> dict[str, Any]:
            return {}

    assert len(registry) == 0


def test_argument_checks_before_aim_resolve_fail_first() -> None:
    # Through ToolCore with the real resolve: no instance "nope" exists.
    registry = ToolRegistry()

    @registry.tool(kind="acts", target=FRAME)
    async def browser_checks_first(aim: TargetArgs[Any], text: str) -> dict[str, Any]:
        if not text:
            raise InvalidParams("argument 'text' must not be empty")
        aim.resolve()
        return {}

    @registry.tool(kind="acts", target=PAGE)
    async def browser_resolves_first(target: Any, text: str) -> dict[str, Any]:
        raise AssertionError("never runs: the instance does not exist")

    core = ToolCore(registry=registry)
    checks = asyncio.run(core.browser_checks_first("nope", ""))  # type: ignore[attr-defined]
    assert checks["error_type"] == "invalid_params", checks
    assert checks["operation"]["page_id"] is None
    checks = asyncio.run(core.browser_checks_first("nope", "x"))  # type: ignore[attr-defined]
    assert checks["error_type"] == "instance_not_found", checks
    resolves = asyncio.run(core.browser_resolves_first("nope", ""))  # type: ignore[attr-defined]
    assert resolves["error_type"] == "instance_not_found", resolves


def test_every_page_tool_declares_its_target() -> None:
    for spec in REGISTRY.specs():
        if "page_id" not in spec.signature.parameters or spec.name in OWN_PAGE_ID:
            continue
        inner = getattr(spec.func, "__wrapped__", None)
        assert inner is not None, f"{spec.name} spells page_id itself: declare target="
        first = next(iter(inspect.signature(inner).parameters))
        assert first in MODES, spec.name
        # A parameter named as one of its module's names hides it (once: ``where()``).
        assert first not in inner.__globals__, f"{spec.name}: {first!r} hides a module name"
    assert set(OWN_PAGE_ID) <= set(REGISTRY)
