"""Event tools: take the focus off an element, or dispatch a DOM event on it.

Many forms validate a field only when it loses the focus, which a test otherwise
reaches by clicking somewhere else; ``browser_blur`` says so directly. Both race the
page's modal event like the other actions: an alert the handler opens is reported.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Locator

from ..contract.envelope import current_operation
from ..contract.errors import OF_ELEMENT, OF_FRAME, OF_PAGE, SEVERAL_MATCHES, InvalidParams
from ..contract.registry import tool
from ..js import script
from ..page.actions import modal_data, race
from ..page.elements import one_element, read_element
from ..page.targeting import FRAME, Target
from ..syntax.scriptargs import check_jsonable

# Blurs the element; whether it had the focus (blur and focusout fire only then).
BLUR = script("blur_element")
# Dispatches a type the browser does not know as a CustomEvent; false for one it knows.
CUSTOM_EVENT = script("custom_event")


@tool(
    target=FRAME,
    errors=(("invalid_params", SEVERAL_MATCHES), *OF_ELEMENT, *OF_PAGE, OF_FRAME),
    kind="acts",
)
async def browser_blur(target: Target, ref: str) -> dict[str, Any]:
    """Take the keyboard focus off an element (a ref or a selector), as leaving it does.

    The page gets ``blur`` and ``focusout`` (trusted events) when the element had the
    focus; an on-blur validation shows its message. Returns ref, ``had_focus`` (whether
    the element had it: otherwise nothing fired) and ``modal`` (a dialog a handler
    opened, or null).
    """
    had_focus, modal = await race(target, read_element(target, ref, "ref", BLUR))
    return {"ref": ref, "had_focus": bool(had_focus), "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", f"an empty type, an init that is not JSON-able; {SEVERAL_MATCHES}"),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_dispatch_event(
    target: Target, ref: str, type: str, *, init: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Dispatch a DOM event of ``type`` (``click``, ``input``, ``my-event``) on an element.

    An event type the browser knows is made as its class (MouseEvent for ``click``,
    KeyboardEvent for ``keydown``, FocusEvent, PointerEvent, ...; a plain Event for the
    rest, such as ``change``); any other type (``cart-updated``) is a CustomEvent, so
    ``init``'s ``detail`` arrives. It bubbles and is composed, with ``init`` as its
    properties (``{"detail": ...}``, ``{"key": "Enter"}``). It is
    synthetic (``isTrusted`` false): for what a user does, use the action tools; this
    is for events no user action makes, or a handler to trigger directly. Returns ref,
    type and ``modal`` (a dialog a handler opened, or null).
    """
    if not isinstance(type, str) or not type.strip():
        raise InvalidParams(f"argument 'type' must be an event type such as 'click', got {type!r}")
    check_jsonable(init, "init")
    locator = await one_element(target, ref, "ref")
    _, modal = await race(target, dispatch(locator, type, init or {}))
    return {"ref": ref, "type": type, "modal": modal_data(modal)}


async def dispatch(locator: Locator, type: str, init: dict[str, Any]) -> None:
    timeout = current_operation().playwright_timeout()
    custom = await locator.evaluate(CUSTOM_EVENT, [type, init], timeout=timeout)
    if not custom:
        await locator.dispatch_event(type, init, timeout=timeout)
