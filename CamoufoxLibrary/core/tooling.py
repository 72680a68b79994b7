"""Until the tool modules import ``registry`` and ``calls`` themselves (transition)."""

from .calls import first_line
from .registry import tool

__all__ = ["first_line", "tool"]
