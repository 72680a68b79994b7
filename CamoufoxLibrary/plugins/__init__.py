"""What a plugin imports: the registry of its tools, their targets, the errors they declare.

A plugin is a module of tools of its own (docs/plugins.md)::

    from CamoufoxLibrary.plugins import OF_PAGE, PAGE, Target, ToolRegistry

    TOOLS = ToolRegistry()

    @TOOLS.tool(target=PAGE, errors=OF_PAGE, kind="reads")
    async def browser_heading_outline(target: Target) -> dict[str, Any]: ...

These names are the plugin surface: kept stable, and held by ``utest/test_plugins.py``.
The core modules they come from may move; a plugin that imports from them directly
(``core.contract.registry``, ``core.contract.errors``, ``core.page.targeting``, as
docs/plugins.md said before this surface) works while they stay. Both front ends
load plugins with ``loading.py``.
"""

from ..core.contract.errors import (
    OF_ELEMENT,
    OF_FRAME,
    OF_INSTANCE,
    OF_PAGE,
    OF_PAGE_UNDER_MODAL,
    BrowserNotRunning,
    DialogNotPresent,
    ElementNotFound,
    EvaluationFailed,
    FrameNotFound,
    InstanceNotFound,
    InternalError,
    InvalidParams,
    ModalStateBlocked,
    NavigationFailed,
    NavigationTimeout,
    PageNotFound,
    StaleRef,
    ToolError,
    UnsupportedCapability,
    VerificationFailed,
    WaitTimeout,
    of_element_read,
)
from ..core.contract.registry import ToolRegistry, ToolSpec
from ..core.contract.vocabulary import ToolKind
from ..core.page.targeting import (
    FRAME,
    FRAME_UNDER_MODAL,
    PAGE,
    PAGE_UNDER_MODAL,
    Aim,
    Target,
)

__all__ = [  # noqa: RUF022  # grouped as a plugin author reads them, not sorted
    # the registry: TOOLS = ToolRegistry(), @TOOLS.tool(target=, errors=, kind=)
    "ToolKind",
    "ToolRegistry",
    "ToolSpec",
    # targets: what a tool acts on, resolved before its body (target: Target, or aim: Aim)
    "FRAME",
    "FRAME_UNDER_MODAL",
    "PAGE",
    "PAGE_UNDER_MODAL",
    "Aim",
    "Target",
    # error sets for errors=, as the library's own tools declare them
    "OF_ELEMENT",
    "OF_FRAME",
    "OF_INSTANCE",
    "OF_PAGE",
    "OF_PAGE_UNDER_MODAL",
    "of_element_read",
    # the errors a tool raises: each is its error_type in the envelope
    "BrowserNotRunning",
    "DialogNotPresent",
    "ElementNotFound",
    "EvaluationFailed",
    "FrameNotFound",
    "InstanceNotFound",
    "InternalError",
    "InvalidParams",
    "ModalStateBlocked",
    "NavigationFailed",
    "NavigationTimeout",
    "PageNotFound",
    "StaleRef",
    "ToolError",
    "UnsupportedCapability",
    "VerificationFailed",
    "WaitTimeout",
]
