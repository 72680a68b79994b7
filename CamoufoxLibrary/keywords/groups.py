"""The keyword classes the library is made of, one per tool module of the core."""

from .code import CodeKeywords
from .frames import FramesKeywords
from .inspection import InspectionKeywords
from .interaction import InteractionKeywords
from .lifecycle import LifecycleKeywords
from .locators import LocatorKeywords
from .modals import ModalKeywords
from .mouse import MouseKeywords
from .navigation import NavigationKeywords
from .page import PageKeywords
from .storage import StorageKeywords
from .tabs import TabsKeywords
from .utility import UtilityKeywords
from .verification import VerificationKeywords

KEYWORD_GROUPS = [
    LifecycleKeywords,
    NavigationKeywords,
    InspectionKeywords,
    InteractionKeywords,
    ModalKeywords,
    MouseKeywords,
    StorageKeywords,
    CodeKeywords,
    PageKeywords,
    VerificationKeywords,
    UtilityKeywords,
    LocatorKeywords,
    TabsKeywords,
    FramesKeywords,
]
