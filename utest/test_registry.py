"""Every tool declares the errors its targets imply (no browser needed).

utest/core/test_declared_errors.py provokes each declared error against a browser;
this checks, from the signatures alone, that the declarations are complete.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from CamoufoxLibrary.core import ERROR_TYPES
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolSpec
from CamoufoxLibrary.library.keywords.faildocs import failures_sentence

# Tools exempt from what a target argument implies, and why.
INSTANCE_EXEMPT = {
    "browser_create_instance": "creates the instance",
    "browser_destroy_instance": "works on an instance whose browser died",
}
PAGE_ID_EXEMPT = {
    "browser_tabs": "its page_id names a tab to close or select: unknown is invalid_params",
}

SPECS = [pytest.param(spec, id=spec.name) for spec in REGISTRY.specs()]


def implied_errors(spec: ToolSpec) -> set[str]:
    params = spec.signature.parameters
    implied = set()
    if spec.has_instance and spec.name not in INSTANCE_EXEMPT:
        implied |= {"instance_not_found", "browser_not_running"}
    if spec.name == "browser_destroy_instance":
        implied.add("instance_not_found")
    if "page_id" in params and spec.name not in PAGE_ID_EXEMPT:
        implied.add("page_not_found")
    if "frame_id" in params:
        implied.add("frame_not_found")
    return implied


@pytest.mark.parametrize("spec", SPECS)
def test_tool_declares_the_errors_of_its_targets(spec: ToolSpec) -> None:
    assert isinstance(spec.errors, Mapping), spec.name
    missing = implied_errors(spec) - set(spec.errors)
    assert not missing, f"{spec.name} does not declare {sorted(missing)}"
    unknown = set(spec.errors) - set(ERROR_TYPES)
    assert not unknown, f"{spec.name} declares unknown error types {sorted(unknown)}"


def test_the_exemptions_are_of_registered_tools() -> None:
    assert set(INSTANCE_EXEMPT) | set(PAGE_ID_EXEMPT) <= set(REGISTRY)


def test_an_action_lists_only_its_own_errors() -> None:
    # The four Tabs keywords once shared one list: Tabs List "failed with" navigation_failed.
    spec = REGISTRY["browser_tabs"]
    listing = failures_sentence(spec, "list")
    assert "invalid_params" in listing and "navigation_failed" not in listing
    assert "modal_state_blocked" not in listing and "navigation_timeout" not in listing
    opening = failures_sentence(spec, "new")
    assert "navigation_failed" in opening and "modal_state_blocked" in opening
    assert "a malformed url" in opening and "unknown tab" not in opening
    assert "unknown tab" in failures_sentence(spec, "select")
    # The tool as a whole (its MCP description) still names every error, each action's way.
    assert "new: the URL could not be loaded" in spec.errors["navigation_failed"]
    assert spec.errors_of(None) == dict(spec.errors)


def test_a_tool_must_declare_its_kind() -> None:
    from CamoufoxLibrary.core.contract.registry import make_spec

    async def browser_x(manager: object, instance: str) -> dict:
        return {}

    with pytest.raises(ValueError, match="browser_x must declare its kind, one of acts, reads"):
        make_spec(browser_x, ())
    with pytest.raises(ValueError, match="got 'writes'"):
        make_spec(browser_x, (), kind="writes")  # type: ignore[arg-type]


@pytest.mark.parametrize("spec", SPECS)
def test_the_kind_agrees_with_what_the_tool_is(spec: ToolSpec) -> None:
    """A check fails with verification_failed; a wait is named so; a read is not recorded
    unless a keyword asserts what it reads (a getter)."""
    if spec.kind == "checks":
        assert "verification_failed" in spec.errors, spec.name
    if spec.name.startswith(("browser_wait_for", "browser_expect_")):
        assert spec.kind == "waits", spec.name
    if spec.name.startswith("browser_verify_"):
        assert spec.kind == "checks", spec.name
    if spec.name.startswith(("browser_get_", "browser_list_")):
        assert spec.kind == "reads", spec.name
