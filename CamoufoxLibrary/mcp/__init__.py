"""CamoufoxLibrary's tool core as an MCP server over stdio (``python -m CamoufoxLibrary.mcp``).

See ``docs/mcp.md``. Nothing here is a second implementation of a tool: the server
lists ``ToolCore``'s tools with schemas derived from their signatures and passes
every call to ``ToolCore.call``, recording those that change or check a page; its one
tool of its own, ``browser_export_robot``, writes that recording as a ``.robot`` suite.
"""

from .server import build_server, main, serve

__all__ = ["build_server", "main", "serve"]
