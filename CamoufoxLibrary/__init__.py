"""CamoufoxLibrary: Robot Framework keywords for Camoufox and Firefox, and an MCP server.

``from CamoufoxLibrary import CamoufoxLibrary, CamoufoxError, CamoufoxAssertionError``
(and ``Library    CamoufoxLibrary`` in Robot) reach the Robot wing (``library/``),
imported when first asked for: the MCP server (``mcp/``) imports this package too, and
never loads Robot or the wing.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .version import __version__

if TYPE_CHECKING:
    from .library.camoufoxlibrary import CamoufoxLibrary
    from .library.errors import CamoufoxAssertionError, CamoufoxError

# Each public name of the Robot wing -> the module that holds it.
_WING = {
    "CamoufoxLibrary": ".library.camoufoxlibrary",
    "CamoufoxError": ".library.errors",
    "CamoufoxAssertionError": ".library.errors",
}

__all__ = ["CamoufoxAssertionError", "CamoufoxError", "CamoufoxLibrary", "__version__"]


def __getattr__(name: str) -> Any:
    if name not in _WING:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_WING[name], __name__), name)
    globals()[name] = value  # asked once: a plain attribute from now on
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
