"""The keywords of plugins' tools: each derived from its tool as the library's own are.

A plugin writes no keyword: its tool's signature, types, defaults and declared errors
make the keyword (``derive.spec_keyword``), its docstring the keyword's docs (in
Robot's words, ``tooldocs.py``), and its name the keyword's name (``browser_heading_outline`` -> ``Heading Outline``). A plugin
has no ledger entry, so its keyword forwards the call as it is.
"""

from __future__ import annotations

from typing import Any

from ...core.contract.errors import InvalidParams
from ...core.contract.registry import REGISTRY, ToolSpec
from ...keywordspec.ledger import LEDGER, WITHOUT_TOOL, keyword_name
from .base import KeywordGroup, normalized
from .derive import spec_keyword

TAGS = ("Plugins",)


def plugin_keyword(spec: ToolSpec) -> Any:
    """The keyword of the plugin tool ``spec``, named mechanically after it."""

    def stub(self: KeywordGroup) -> dict[str, Any]:
        pass  # a keyword that only forwards: derive.py makes the call

    name = keyword_name(spec.name)
    stub.__name__ = stub.__qualname__ = name.lower().replace(" ", "_")
    stub.__doc__ = "" if spec.doc else f"Runs the plugin tool ``{spec.name}``."
    stub.__annotations__ = {"return": dict[str, Any]}
    return spec_keyword(spec, name, None, TAGS, tool_doc=True)(stub)


def plugin_keywords(specs: list[ToolSpec]) -> type[KeywordGroup] | None:
    """A keyword class of the plugin tools ``specs``; ``InvalidParams`` when a keyword
    name is one the library has or another plugin's."""
    builtin = (*(keyword_name(tool) for tool in REGISTRY), *LEDGER, *WITHOUT_TOOL)
    taken = {normalized(name) for name in builtin}
    methods = {}
    for spec in specs:
        keyword = plugin_keyword(spec)
        name = keyword_name(spec.name)
        if normalized(name) in taken:
            raise InvalidParams(
                f"the plugin tool {spec.name!r} would be the keyword {name!r}, which exists "
                "already; give the plugin's tool another name"
            )
        taken.add(normalized(name))
        methods[keyword.__name__] = keyword
    if not methods:
        return None
    return type("PluginKeywords", (KeywordGroup,), methods)
