"""An example plugin: the page's h1..h6 outline as a tool, so a keyword and an MCP tool.

Load it with ``plugins=docs/plugins/heading_outline.py`` (library) or
``--plugins docs/plugins/heading_outline.py`` (camoufox-mcp); ``;deepest=3`` keeps h1..h3.
"""

from __future__ import annotations

from typing import Any

from CamoufoxLibrary.plugins import OF_PAGE, PAGE, Target, ToolRegistry

TOOLS = ToolRegistry()
DEEPEST = 6  # the deepest heading level listed, set by setup(deepest=...)

OUTLINE_JS = """(deepest) => [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')]
  .map(h => ({level: Number(h.tagName[1]), text: h.textContent.trim()}))
  .filter(h => h.level <= deepest)"""


def setup(deepest: str = "6") -> None:
    """``deepest``: 1 to 6, the deepest heading level the outline lists."""
    global DEEPEST
    if not deepest.isdigit() or not 1 <= int(deepest) <= 6:
        raise ValueError(f"argument 'deepest' must be 1 to 6, got {deepest!r}")
    DEEPEST = int(deepest)


@TOOLS.tool(target=PAGE, errors=OF_PAGE, kind="reads")
async def browser_heading_outline(target: Target) -> dict[str, Any]:
    """Returns the headings of the active page, in document order.

    ``headings`` lists each as ``{"level": 1..6, "text": ...}``.
    """
    headings = await target.page.evaluate(OUTLINE_JS, DEEPEST)
    return {"headings": headings, "count": len(headings)}
