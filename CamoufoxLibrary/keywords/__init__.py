"""Keyword classes, one per tool module of the core; none touches Playwright."""

from .code import CodeKeywords
from .frames import FramesKeywords
from .inspection import InspectionKeywords
from .interaction import InteractionKeywords
from .lifecycle import LifecycleKeywords
from .mouse import MouseKeywords
from .navigation import NavigationKeywords
from .page import PageKeywords
from .storage import StorageKeywords
from .utility import UtilityKeywords
from .verification import VerificationKeywords

KEYWORD_GROUPS = [
    LifecycleKeywords,
    NavigationKeywords,
    InspectionKeywords,
    InteractionKeywords,
    MouseKeywords,
    StorageKeywords,
    CodeKeywords,
    PageKeywords,
    VerificationKeywords,
    UtilityKeywords,
    FramesKeywords,
]

__all__ = ["KEYWORD_GROUPS"]
