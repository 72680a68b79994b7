"""Keyword classes, one per tool module of the core; none touches Playwright."""

from .inspection import InspectionKeywords
from .interaction import InteractionKeywords
from .lifecycle import LifecycleKeywords
from .navigation import NavigationKeywords

KEYWORD_GROUPS = [
    LifecycleKeywords,
    NavigationKeywords,
    InspectionKeywords,
    InteractionKeywords,
]

__all__ = ["KEYWORD_GROUPS"]
