"""Tool modules; importing this package registers every tool with ``@tool``.

The tools are listed (``ToolCore.tool_names``, MCP's tools/list) in the order they
register, so the modules are imported in the order their tools have always had.
"""

from . import (  # noqa: F401, I001
    code,
    frames,
    inspection,
    interaction,
    modals,
    lifecycle,
    mouse,
    navigation,
    page,
    storage,
    utility,
    locators,
    tabs,
    verification,
    getters,
    emulation,
    state,
    element_state,
    page_info,
    waits,
    input,
    keyboard,
    scrolling,
    network,
    network_waits,
    downloads,
    tracing,
    collections,
    tables,
    dialog_policy,
    overlays,
    events,
    initscripts,
    clock,
    screenshots,
    identity,
)
