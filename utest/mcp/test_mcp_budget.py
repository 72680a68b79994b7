"""What the tool list costs an agent, measured with the SDK's own client (issue 44).

The characters of the ``tools`` JSON of ``tools/list`` as a client receives it (about
four make a token), for the default caps and for every group, beside Playwright MCP
0.0.86's as the issue measured them. Every tool is annotated (from its ``kind``) and
every parameter of its schema is described.
"""

from __future__ import annotations

import json

import pytest
from mcpclient import McpClient

from CamoufoxLibrary.mcp.caps import ALL

# Playwright MCP 0.0.86, as issue 44 measured it: tools, characters of the tools JSON.
PLAYWRIGHT_DEFAULT = (25, 22_260)
PLAYWRIGHT_ALL = (72, 49_306)
# Issue 44's budgets: the default list 10 % under Playwright MCP's, every group together
# at most 45,000.
DEFAULT_BUDGET = 20_000
ALL_BUDGET = 45_000
# What every group together measures now (67,763 with browser_emulate_media,
# browser_set_storage_state and browser_drop_files; docs/mcp.md): not over this, until
# it meets the issue's budget above.
ALL_CEILING = 68_000


def tools_json(client: McpClient) -> list[dict[str, object]]:
    result = client.run(client.session.list_tools())
    return result.model_dump(mode="json", by_alias=True, exclude_none=True)["tools"]


@pytest.fixture(scope="module")
def measured() -> dict[str, list[dict[str, object]]]:
    found = {}
    for name, args in (("default", ()), ("all", ("--caps", ALL))):
        client = McpClient(*args)
        try:
            found[name] = tools_json(client)
        finally:
            client.close()
    for name, tools in found.items():
        peer = PLAYWRIGHT_DEFAULT if name == "default" else PLAYWRIGHT_ALL
        print(
            f"tools/list, {name}: {len(tools)} tools, {len(json.dumps(tools)):,} characters "
            f"(Playwright MCP 0.0.86: {peer[0]} tools, {peer[1]:,})"
        )
    return found


def test_the_default_list_is_under_playwright_mcps(measured: dict[str, list]) -> None:
    size = len(json.dumps(measured["default"]))
    assert size <= DEFAULT_BUDGET < PLAYWRIGHT_DEFAULT[1], size


def test_every_group_together_stays_under_its_ceiling(measured: dict[str, list]) -> None:
    assert len(json.dumps(measured["all"])) <= ALL_CEILING


@pytest.mark.xfail(
    strict=True,
    reason="130 tools, each parameter described and each tool annotated: 65,960 characters "
    "(docs/mcp.md, 'Tool groups'). Without a word of description, tools' or parameters', "
    "the names, annotations, types and required lists alone are 44,586: the issue's 45,000 "
    "is not met while every parameter is listed, described, and every hint given",
)
def test_every_group_together_fits_the_issues_budget(measured: dict[str, list]) -> None:
    assert len(json.dumps(measured["all"])) <= ALL_BUDGET


@pytest.mark.parametrize("group", ["default", "all"])
def test_every_tool_is_annotated_and_every_parameter_described(
    measured: dict[str, list], group: str
) -> None:
    for tool in measured[group]:
        hints = tool.get("annotations")
        assert isinstance(hints, dict) and hints.get("title"), tool["name"]
        assert isinstance(hints.get("readOnlyHint"), bool), tool["name"]
        assert isinstance(hints.get("openWorldHint"), bool), tool["name"]
        if not hints["readOnlyHint"]:  # the spec: these two mean nothing on a read-only tool
            assert isinstance(hints.get("destructiveHint"), bool), tool["name"]
            assert isinstance(hints.get("idempotentHint"), bool), tool["name"]
        for name, prop in tool["inputSchema"]["properties"].items():
            assert prop.get("description"), (tool["name"], name)
        assert "Errors:" not in tool["description"], tool["name"]


def test_the_seed_tools_and_browsing_are_in_the_default_list(measured: dict[str, list]) -> None:
    names = {tool["name"] for tool in measured["default"]}
    seeds = {
        "browser_verify_element_visible", "browser_verify_list_visible",
        "browser_verify_text_visible", "browser_verify_value", "browser_resize",
        "browser_pdf_save", "browser_generate_locator", "browser_tabs", "browser_frames",
    }  # fmt: skip
    browse = {
        "browser_navigate", "browser_snapshot", "browser_click", "browser_type",
        "browser_fill_form", "browser_screenshot", "browser_wait_for", "browser_export_robot",
    }  # fmt: skip
    assert seeds | browse <= names, sorted(seeds | browse - names)
