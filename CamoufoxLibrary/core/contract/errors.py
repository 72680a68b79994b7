"""Error types of the tool core: one exception class per ``error_type``.

Tools raise these; the ``@tool`` wrapper turns them into error envelopes, so no
exception ever reaches a tool's caller. A message is the library's own words (and the
page's or the browser's words about the caller's input: a script's error, a network
error, a selector's syntax error); what Playwright said, its call names, timeouts and
call log, goes in the envelope's ``cause`` (``playwright_cause``), never the message.
"""

from __future__ import annotations

import re
from typing import ClassVar

from playwright.async_api import Error as PlaywrightError


class ToolError(Exception):
    """Base class: ``error_type`` names the failure, the message says what to do next;
    ``cause``, when given, is Playwright's account (see ``playwright_cause``)."""

    error_type: ClassVar[str] = "internal_error"

    def __init__(self, message: str, cause: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.cause = cause


class InstanceNotFound(ToolError):
    """No instance has that name."""

    error_type = "instance_not_found"


class InstanceAlreadyExists(ToolError):
    """An instance with that name is already running."""

    error_type = "instance_already_exists"


class InstanceLimitExceeded(ToolError):
    """The library's max_instances cap is reached."""

    error_type = "instance_limit_exceeded"


class ProfileDirInUse(ToolError):
    """Another browser process holds that profile_dir."""

    error_type = "profile_dir_in_use"


class BinaryNotFound(ToolError):
    """No browser binary of the requested engine could be found."""

    error_type = "binary_not_found"


class BrowserNotRunning(ToolError):
    """The instance's browser process has died."""

    error_type = "browser_not_running"


class PageNotFound(ToolError):
    """No live page has that page_id, or the instance has no pages."""

    error_type = "page_not_found"


class FrameNotFound(ToolError):
    """No attached frame of the page has that frame_id."""

    error_type = "frame_not_found"


class ElementNotFound(ToolError):
    """The selector matches no element."""

    error_type = "element_not_found"


class StaleRef(ToolError):
    """The ref is not in the current page; take a new snapshot."""

    error_type = "stale_ref"


class NavigationFailed(ToolError):
    """The page could not be loaded."""

    error_type = "navigation_failed"


class NavigationTimeout(ToolError):
    """The page did not load within the timeout."""

    error_type = "navigation_timeout"


class WaitTimeout(ToolError):
    """The awaited condition did not hold within the timeout."""

    error_type = "wait_timeout"


class DialogNotPresent(ToolError):
    """No JavaScript dialog (or, for file uploads, file chooser) is pending."""

    error_type = "dialog_not_present"


class EvaluationFailed(ToolError):
    """The JavaScript code threw an error."""

    error_type = "evaluation_failed"


class VerificationFailed(ToolError):
    """The checked state does not hold."""

    error_type = "verification_failed"


class InvalidParams(ToolError):
    """An argument is missing, unknown, of the wrong type or out of range."""

    error_type = "invalid_params"


class ModalStateBlocked(ToolError):
    """A dialog or file chooser is pending; resolve it first."""

    error_type = "modal_state_blocked"


class UnsupportedCapability(ToolError):
    """The engine cannot do this."""

    error_type = "unsupported_capability"


class OperationTimeout(ToolError):
    """The tool did not finish within its deadline."""

    error_type = "operation_timeout"


class InternalError(ToolError):
    """An unexpected failure; the message carries the cause."""

    error_type = "internal_error"


# error_type -> meaning, in the order of DESIGN.md; the docs' errors table reads it.
ERROR_TYPES: dict[str, str] = {
    cls.error_type: cls.__doc__ or "" for cls in ToolError.__subclasses__()
}


# --- what tools declare alike (registry.tool's ``errors=``) ---------------------------

# A tool acting on an existing instance.
OF_INSTANCE = ("instance_not_found", "browser_not_running")
# A tool acting on a page, which a pending dialog or file chooser blocks.
OF_PAGE = ("modal_state_blocked", "page_not_found", *OF_INSTANCE)
# A tool that still works while a dialog or file chooser is pending.
OF_PAGE_UNDER_MODAL = ("page_not_found", *OF_INSTANCE)
OF_FRAME = "frame_not_found"
STALE_REF = (
    "stale_ref",
    "the ref is no longer in the page: take a new snapshot with browser_snapshot",
)
ELEMENT_NOT_FOUND = ("element_not_found", "the selector matches no element")
OF_ELEMENT = (STALE_REF, ELEMENT_NOT_FOUND)
SEVERAL_MATCHES = "a selector that matches several elements"


def of_element_read(invalid: str = "") -> tuple[str | tuple[str, str], ...]:
    """A tool reading one element (the getters): invalid_params for a selector that
    matches several, and for what ``invalid`` adds; a gone ref or no match; the page's."""
    when = f"{invalid}, {SEVERAL_MATCHES}" if invalid else SEVERAL_MATCHES
    return (("invalid_params", when), *OF_ELEMENT, *OF_PAGE, OF_FRAME)


def first_line(exc: BaseException) -> str:
    """The first line of an exception's message (Playwright's add a call log below it)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


# Playwright starts its messages with the API call ("Locator.click: "), sometimes twice.
_CALL_NAME = re.compile(r"^(?:[A-Za-z]\w*\.\w+: )+")
CAUSE_CHARS = 4000  # of Playwright's text kept in a cause (a call log can run long)


def reason_of(exc: BaseException) -> str:
    """Playwright's first line without its call name and ``Error:``: the browser's or
    the parser's own words about what the caller gave (``NS_ERROR_CONNECTION_REFUSED``,
    ``Unexpected token "]" while parsing css selector "a]"``), for a message to quote."""
    return _CALL_NAME.sub("", first_line(exc)).removeprefix("Error: ").strip()


def playwright_cause(exc: BaseException | None) -> str | None:
    """Playwright's whole text (call log included, at most ``CAUSE_CHARS``) of the error
    behind ``exc``: ``exc`` itself, or what it was raised from or during; None when no
    Playwright error is behind it."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, PlaywrightError):
            return str(exc).strip()[:CAUSE_CHARS] or type(exc).__name__
        if isinstance(exc, ToolError) and exc.cause:
            return exc.cause
        exc = exc.__cause__ or (None if exc.__suppress_context__ else exc.__context__)
    return None
