"""The async tool core: ``browser_*`` tools returning response envelopes.

Nothing in this package imports Robot Framework.
"""

from .contract.errors import ERROR_TYPES, ToolError
from .toolcore import ToolCore

__all__ = ["ERROR_TYPES", "ToolCore", "ToolError"]
