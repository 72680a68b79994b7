"""Plugins, browser-free: parsing, bad input, the derived keyword, the MCP tool list."""

from __future__ import annotations

from pathlib import Path

import pytest

from CamoufoxLibrary import CamoufoxLibrary
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.registry import REGISTRY
from CamoufoxLibrary.library.errors import CamoufoxError
from CamoufoxLibrary.mcp.server import parser, tool_list
from CamoufoxLibrary.plugins.loading import PluginRequest, parse, with_plugins

EXAMPLE = "docs/plugins/heading_outline.py"


def test_parse() -> None:
    assert parse(None) == parse("") == []
    assert parse("a.b;x;k=v, c.py") == [
        PluginRequest("a.b", ("x",), {"k": "v"}),
        PluginRequest("c.py"),
    ]


@pytest.mark.parametrize(
    ("plugins", "message"),
    [
        ("nope_missing.mod", "plugin 'nope_missing.mod' does not import: No module named"),
        ("missing.py", "plugin file 'missing.py' does not exist"),
        (";x", "module or file is missing"),
        (f"{EXAMPLE};a=1;a=2", "needs a new name"),
        (f"{EXAMPLE};deepest=9", "argument 'deepest' must be 1 to 6"),
        (f"{EXAMPLE};1;2", "do not fit setup"),
        (f"{EXAMPLE},{EXAMPLE}", "registers the tool 'browser_heading_outline'"),
    ],
)
def test_bad_input_is_invalid_params(plugins: str, message: str) -> None:
    with pytest.raises(InvalidParams, match=message.replace("(", r"\(")):
        with_plugins(REGISTRY, plugins)
    with pytest.raises(CamoufoxError, match=r"^invalid_params: argument 'plugins': "):
        CamoufoxLibrary(plugins=plugins)


def test_base_registry_is_untouched() -> None:
    registry = with_plugins(REGISTRY, EXAMPLE)
    assert "browser_heading_outline" in registry
    assert "browser_heading_outline" not in REGISTRY
    assert "heading_outline" not in CamoufoxLibrary().get_keyword_names()


def test_derived_keyword() -> None:
    lib = CamoufoxLibrary(plugins=f"{EXAMPLE};deepest=3")
    assert "heading_outline" in lib.get_keyword_names()
    assert lib.get_keyword_arguments("heading_outline") == [
        "*",
        ("page_id", None),
        ("instance", None),
    ]
    assert lib.get_keyword_documentation("heading_outline").startswith(
        "Returns the headings of the active page"
    )
    assert "Plugins" in lib.get_keyword_tags("heading_outline")


def test_mcp_tool_list_has_plugin_tool() -> None:
    options = parser().parse_args(["--plugins", EXAMPLE])
    names = [t.name for t in tool_list(with_plugins(REGISTRY, options.plugins))]
    assert "browser_heading_outline" in names


def test_libdoc_lists_the_plugin_keyword() -> None:
    from robot.libdocpkg import LibraryDocumentation

    doc = LibraryDocumentation(f"CamoufoxLibrary::plugins={EXAMPLE}")
    (outline,) = [kw for kw in doc.keywords if kw.name == "Heading Outline"]
    assert outline.doc.startswith("Returns the headings of the active page")
    assert "Heading Outline" not in {
        kw.name for kw in LibraryDocumentation("CamoufoxLibrary").keywords
    }


def test_keyword_name_clash_names_the_tool(tmp_path: Path) -> None:
    plugin = tmp_path / "clash.py"
    plugin.write_text(
        "from CamoufoxLibrary.core.contract.registry import ToolRegistry\n"
        "TOOLS = ToolRegistry()\n"
        "@TOOLS.tool(kind='reads')\n"
        "async def browser_switch_instance(manager, instance: str) -> dict:\n"
        "    '''Clashes with the library's Switch Instance.'''\n"
        "    return {}\n"
    )
    with pytest.raises(
        CamoufoxError, match="'browser_switch_instance' would be the keyword 'Switch Instance'"
    ):
        CamoufoxLibrary(plugins=str(plugin))


def test_plugin_without_tools(tmp_path: Path) -> None:
    plugin = tmp_path / "empty.py"
    plugin.write_text("X = 1\n")
    with pytest.raises(InvalidParams, match="has no tools"):
        with_plugins(REGISTRY, str(plugin))


def test_plugin_that_fails_to_import_names_its_error(tmp_path: Path) -> None:
    plugin = tmp_path / "broken.py"
    plugin.write_text("import nonexistent_module_xyz\n")
    with pytest.raises(
        InvalidParams, match=r"broken.py' does not import: .*nonexistent_module_xyz"
    ):
        with_plugins(REGISTRY, str(plugin))


def test_plugin_on_the_library_registry_leaves_nothing_behind(tmp_path: Path) -> None:
    plugin = tmp_path / "global_tool.py"
    plugin.write_text(
        "from CamoufoxLibrary.core.contract.registry import tool\n"
        "@tool(kind='reads')\n"
        "async def browser_leaky_plugin_tool(manager, instance: str) -> dict:\n"
        "    '''Registered on the library's own registry.'''\n"
        "    return {}\n"
    )
    for _ in range(2):  # a retry meets the same error
        with pytest.raises(InvalidParams, match="give it a ToolRegistry of its own"):
            with_plugins(REGISTRY, str(plugin))
        assert "browser_leaky_plugin_tool" not in REGISTRY


def test_the_mcp_server_lists_the_plugin_tool_to_the_sdk_client() -> None:
    from utest.mcp.mcpclient import McpClient

    client = McpClient("--plugins", f"{EXAMPLE};deepest=2")
    try:
        tools = {tool.name: tool for tool in client.list_tools()}
        outline = tools["browser_heading_outline"]
        assert (outline.description or "").startswith("Returns the headings of the active page")
        assert "browser_navigate" in tools
    finally:
        client.close()


CLASHING = '''
from CamoufoxLibrary.core.contract.registry import ToolRegistry

TOOLS = ToolRegistry()


@TOOLS.tool(kind="acts")
async def browser_click(manager, instance: str) -> dict:
    """Clicks, again."""
    return {}
'''


def test_a_plugin_tool_of_an_existing_name_is_refused_naming_the_tool_and_its_keyword(
    tmp_path: Path,
) -> None:
    plugin = tmp_path / "clashing.py"
    plugin.write_text(CLASHING)
    said = (
        f"plugin '{plugin}' registers the tool 'browser_click' (keyword `Click`), which "
        "the library has already; give the plugin's tool another name"
    )
    with pytest.raises(InvalidParams) as core_side:
        with_plugins(REGISTRY, str(plugin))
    assert core_side.value.message == f"argument 'plugins': {said}"
    with pytest.raises(CamoufoxError) as robot_side:
        CamoufoxLibrary(plugins=str(plugin))
    assert str(robot_side.value) == f"invalid_params: argument 'plugins': {said}"


# The plugin surface (CamoufoxLibrary.plugins): a name added or dropped is a change
# every plugin author sees, so it is listed here, not found.
SURFACE = {
    "ToolKind", "ToolRegistry", "ToolSpec",
    "FRAME", "FRAME_UNDER_MODAL", "PAGE", "PAGE_UNDER_MODAL", "Aim", "Target",
    "OF_ELEMENT", "OF_FRAME", "OF_INSTANCE", "OF_PAGE", "OF_PAGE_UNDER_MODAL", "of_element_read",
    "BrowserNotRunning", "DialogNotPresent", "ElementNotFound", "EvaluationFailed",
    "FrameNotFound", "InstanceNotFound", "InternalError", "InvalidParams", "ModalStateBlocked",
    "NavigationFailed", "NavigationTimeout", "PageNotFound", "StaleRef", "ToolError",
    "UnsupportedCapability", "VerificationFailed", "WaitTimeout",
}  # fmt: skip


def test_the_plugin_surface_exports_exactly_its_names() -> None:
    import types

    import CamoufoxLibrary.plugins as surface

    assert set(surface.__all__) == SURFACE
    public = {
        name
        for name, value in vars(surface).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }
    assert public == SURFACE, "the surface holds only what it exports"


def test_the_surface_is_the_cores_own_objects_so_old_plugin_imports_keep_working() -> None:
    from CamoufoxLibrary import plugins
    from CamoufoxLibrary.core.contract import errors, registry
    from CamoufoxLibrary.core.page import targeting

    # docs/plugins.md named these three modules before the surface existed.
    assert plugins.ToolRegistry is registry.ToolRegistry
    assert plugins.OF_PAGE is errors.OF_PAGE and plugins.InvalidParams is errors.InvalidParams
    assert plugins.PAGE is targeting.PAGE and plugins.Target is targeting.Target


def test_a_plugin_written_against_the_old_core_paths_still_loads(tmp_path: Path) -> None:
    example = Path(EXAMPLE).read_text(encoding="utf-8")
    old = example.replace(
        "from CamoufoxLibrary.plugins import OF_PAGE, PAGE, Target, ToolRegistry\n",
        "from CamoufoxLibrary.core.contract.errors import OF_PAGE\n"
        "from CamoufoxLibrary.core.contract.registry import ToolRegistry\n"
        "from CamoufoxLibrary.core.page.targeting import PAGE, Target\n",
    )
    assert old != example, "the example imports from the plugin surface"
    path = tmp_path / "old_outline.py"
    path.write_text(old, encoding="utf-8")
    assert "browser_heading_outline" in with_plugins(REGISTRY, str(path))
