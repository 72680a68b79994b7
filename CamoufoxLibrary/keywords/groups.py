"""The keyword classes the library is made of, one per tool module of the core."""

from .code import CodeKeywords
from .frames import FramesKeywords
from .getters import GetterKeywords
from .input import InputKeywords
from .inspection import InspectionKeywords
from .interaction import InteractionKeywords
from .keyboard import KeyboardKeywords
from .lifecycle import LifecycleKeywords
from .locators import LocatorKeywords
from .modals import ModalKeywords
from .mouse import MouseKeywords
from .navigation import NavigationKeywords
from .page import PageKeywords
from .scrolling import ScrollingKeywords
from .settings import SettingsKeywords
from .storage import StorageKeywords
from .tabs import TabsKeywords
from .utility import UtilityKeywords
from .verification import VerificationKeywords

KEYWORD_GROUPS = [
    LifecycleKeywords,
    SettingsKeywords,
    NavigationKeywords,
    InspectionKeywords,
    InteractionKeywords,
    InputKeywords,
    KeyboardKeywords,
    ScrollingKeywords,
    ModalKeywords,
    MouseKeywords,
    StorageKeywords,
    CodeKeywords,
    PageKeywords,
    VerificationKeywords,
    GetterKeywords,
    UtilityKeywords,
    LocatorKeywords,
    TabsKeywords,
    FramesKeywords,
]
