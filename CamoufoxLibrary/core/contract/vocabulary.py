"""The closed sets of words the tools take: one Literal each, shared by every layer.

Tool signatures use these types, so the argument check (``arguments.py``), the MCP
schema (``enum``) and the keywords (libdoc shows the choices, Robot converts the
value) all read the same list. This module imports nothing of the library.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from .errors import InvalidParams

# Any JSON value (a route's body, a script's argument).
JsonValue = dict[str, Any] | list[Any] | str | int | float | bool | None

Engine = Literal["auto", "camoufox", "firefox", "playwright-firefox"]
# What an instance runs on: an Engine other than "auto", or "remote" (a browser
# server's browser, reached with ws_endpoint).
EngineName = Literal["camoufox", "firefox", "playwright-firefox", "remote"]
Button = Literal["left", "right", "middle"]
Modifier = Literal["Alt", "Control", "ControlOrMeta", "Meta", "Shift"]
ElementType = Literal["text", "checkbox", "radio"]
ElementState = Literal[
    "attached",
    "detached",
    "visible",
    "hidden",
    "enabled",
    "disabled",
    "editable",
    "readonly",
    "checked",
    "unchecked",
    "focused",
    "selected",
    "stable",
]
FieldType = Literal["textbox", "checkbox", "radio", "combobox", "slider"]
TabAction = Literal["list", "new", "close", "select"]
ImageType = Literal["png", "jpeg"]
# A screenshot's CSS animations (stopped at their end state, or left running) and caret.
Animations = Literal["allow", "disabled"]
Caret = Literal["hide", "initial"]
ConsoleLevel = Literal["debug", "info", "warning", "error"]
LoadState = Literal["load", "domcontentloaded", "networkidle"]
# What a navigation waits for: a load state, or "commit" (the response has arrived).
WaitUntil = Literal["load", "domcontentloaded", "networkidle", "commit"]
SameSite = Literal["Strict", "Lax", "None"]
# Context emulation (browser_create_instance): what Playwright's new_context() takes.
ColorScheme = Literal["light", "dark"]
ReducedMotion = Literal["reduce", "no-preference"]
# Media emulation at run time (browser_emulate_media); "no-override": the browser's own.
MediaType = Literal["screen", "print", "no-override"]
MotionOverride = Literal["reduce", "no-preference", "no-override"]
ForcedColors = Literal["active", "none", "no-override"]
SchemeOverride = Literal["light", "dark", "no-preference", "no-override"]
ContrastOverride = Literal["more", "no-preference", "no-override"]
HarContent = Literal["embed", "attach", "omit"]
# Network (browser_route_*): Playwright's error codes of an aborted request, and what a
# HAR replay does with a request the file lacks.
AbortError = Literal[
    "aborted",
    "accessdenied",
    "addressunreachable",
    "blockedbyclient",
    "blockedbyresponse",
    "connectionaborted",
    "connectionclosed",
    "connectionfailed",
    "connectionrefused",
    "connectionreset",
    "internetdisconnected",
    "namenotresolved",
    "timedout",
    "failed",
]
HarNotFound = Literal["abort", "fallback"]
# The library's per-test Playwright traces (import argument tracing).
TracingMode = Literal["off", "on", "retain-on-failure"]
# Locator healing (import argument healing, core/healing/): nothing, fingerprints
# recorded, or recorded and broken selectors healed from them.
HealingMode = Literal["off", "record", "on"]
Permission = Literal[
    "accelerometer",
    "ambient-light-sensor",
    "background-sync",
    "camera",
    "clipboard-read",
    "clipboard-write",
    "geolocation",
    "gyroscope",
    "local-fonts",
    "magnetometer",
    "microphone",
    "midi",
    "midi-sysex",
    "notifications",
    "payment-handler",
    "persistent-storage",
    "push",
    "screen-wake-lock",
    "storage-access",
]
# What a tool does, as its @tool declares: "acts" changes the page, the instance or
# what the network answers; "reads" looks and changes nothing; "checks" fails when a
# state does not hold (verification_failed); "waits" waits for a state or an event,
# or arms such a wait; "manages" starts or ends instances, traces and files of the
# session, leaving the pages as they are.
ToolKind = Literal["acts", "reads", "checks", "waits", "manages"]
# What a keyboard action does with its key: hold it, release it, or both.
KeyAction = Literal["down", "up", "press"]
# How text reaches the focused element: key by key, or inserted at once (no key events).
TextInput = Literal["type", "insertText"]
# Which Web Storage of the page's origin: localStorage or sessionStorage.
StorageArea = Literal["local", "session"]
# What an action can open and its tool waits for (expect=, page/following.py): a new
# page, a download, a network response, or a new URL of the page.
Expectation = Literal["popup", "download", "response", "url"]
# How an instance answers a JavaScript dialog as it opens: accept it, dismiss it, or
# keep it pending until browser_handle_dialog (the default).
DialogPolicy = Literal["accept", "dismiss", "keep"]
# What an overlay handler does when its overlay blocks an action.
OverlayAction = Literal["click", "press", "hide"]
# What browser_clock does with the instance's clock (Playwright's page.clock calls).
ClockAction = Literal[
    "install", "set_fixed_time", "set_system_time", "fast_forward", "run_for", "pause_at", "resume"
]

ENGINES: tuple[Engine, ...] = get_args(Engine)

BUTTONS: tuple[Button, ...] = get_args(Button)
MODIFIERS: tuple[Modifier, ...] = get_args(Modifier)
ELEMENT_TYPES: tuple[ElementType, ...] = get_args(ElementType)
ELEMENT_STATES: tuple[ElementState, ...] = get_args(ElementState)
ABORT_ERRORS: tuple[AbortError, ...] = get_args(AbortError)
TRACING_MODES: tuple[TracingMode, ...] = get_args(TracingMode)
HEALING_MODES: tuple[HealingMode, ...] = get_args(HealingMode)
FIELD_TYPES: tuple[FieldType, ...] = get_args(FieldType)
TAB_ACTIONS: tuple[TabAction, ...] = get_args(TabAction)
IMAGE_TYPES: tuple[ImageType, ...] = get_args(ImageType)
CONSOLE_LEVELS: tuple[ConsoleLevel, ...] = get_args(ConsoleLevel)
LOAD_STATES: tuple[LoadState, ...] = get_args(LoadState)
WAIT_UNTIL: tuple[WaitUntil, ...] = get_args(WaitUntil)
SAME_SITE: tuple[SameSite, ...] = get_args(SameSite)
PERMISSIONS: tuple[Permission, ...] = get_args(Permission)
KEY_ACTIONS: tuple[KeyAction, ...] = get_args(KeyAction)
TOOL_KINDS: tuple[ToolKind, ...] = get_args(ToolKind)
TEXT_INPUTS: tuple[TextInput, ...] = get_args(TextInput)
STORAGE_AREAS: tuple[StorageArea, ...] = get_args(StorageArea)
EXPECTATIONS: tuple[Expectation, ...] = get_args(Expectation)
DIALOG_POLICIES: tuple[DialogPolicy, ...] = get_args(DialogPolicy)
OVERLAY_ACTIONS: tuple[OverlayAction, ...] = get_args(OverlayAction)
CLOCK_ACTIONS: tuple[ClockAction, ...] = get_args(ClockAction)


def check_engine_name(engine: str) -> None:
    """``invalid_params`` naming the engines, for a name that is not one of them."""
    if engine not in ENGINES:
        raise InvalidParams(
            f"argument 'engine' must be one of {', '.join(ENGINES)}; got {engine!r}"
        )
