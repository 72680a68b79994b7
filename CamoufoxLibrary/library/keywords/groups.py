"""The keyword classes the library is made of, one per tool module of the core."""

from .clock import ClockKeywords
from .code import CodeKeywords
from .collections import CollectionKeywords
from .dialog_policy import DialogPolicyKeywords
from .downloads import DownloadKeywords
from .element_state import ElementStateKeywords
from .emulation import EmulationKeywords
from .events import EventKeywords
from .frames import FramesKeywords
from .getters import GetterKeywords
from .identity import IdentityKeywords
from .initscripts import InitScriptKeywords
from .input import InputKeywords
from .inspection import InspectionKeywords
from .interaction import InteractionKeywords
from .keyboard import KeyboardKeywords
from .lifecycle import LifecycleKeywords
from .locators import LocatorKeywords
from .modals import ModalKeywords
from .mouse import MouseKeywords
from .navigation import NavigationKeywords
from .network import NetworkKeywords
from .overlays import OverlayKeywords
from .page import PageKeywords
from .page_info import PageInfoKeywords
from .screenshots import ScreenshotKeywords
from .scrolling import ScrollingKeywords
from .settings import SettingsKeywords
from .storage import StorageKeywords
from .tables import TableKeywords
from .tabs import TabsKeywords
from .tracing import TracingKeywords
from .utility import UtilityKeywords
from .verification import VerificationKeywords
from .waits import WaitKeywords

KEYWORD_GROUPS = [
    LifecycleKeywords,
    SettingsKeywords,
    NavigationKeywords,
    WaitKeywords,
    InspectionKeywords,
    ScreenshotKeywords,
    IdentityKeywords,
    InteractionKeywords,
    InputKeywords,
    EventKeywords,
    KeyboardKeywords,
    ScrollingKeywords,
    ModalKeywords,
    DialogPolicyKeywords,
    OverlayKeywords,
    MouseKeywords,
    StorageKeywords,
    EmulationKeywords,
    CodeKeywords,
    InitScriptKeywords,
    ClockKeywords,
    PageKeywords,
    VerificationKeywords,
    GetterKeywords,
    ElementStateKeywords,
    CollectionKeywords,
    TableKeywords,
    PageInfoKeywords,
    UtilityKeywords,
    LocatorKeywords,
    TabsKeywords,
    FramesKeywords,
    NetworkKeywords,
    DownloadKeywords,
    TracingKeywords,
]
