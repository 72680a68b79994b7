"""Interaction tools: click, hover, drag, type, fill forms, select, keys, files, dialogs.

Every action races the page's modal event (``Instance.until_modal``): an action that
opens a JavaScript dialog or a file chooser returns at once and reports it in
``data["modal"]``; the page's tools are then blocked (``modal_state_blocked``) until
``browser_handle_dialog`` / ``browser_file_upload`` resolves it.

Two engine gaps of Firefox over WebDriver BiDi are worked around with synthetic
(``isTrusted == false``) events, and the data says when that happened: a double click
arrives as two single clicks (we add a ``dblclick`` event when the page got none), and
HTML5 drag and drop never drops (we dispatch the drag events with one DataTransfer).
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import math
import sys
from collections.abc import Awaitable
from pathlib import Path
from typing import Any, Literal, TypeVar

from playwright.async_api import ElementHandle, Locator
from playwright.async_api import Error as PlaywrightError

from ..envelope import current_operation
from ..errors import DialogNotPresent, InvalidParams, ModalStateBlocked
from ..instance import PendingModal
from ..manager import InstanceManager
from ..targeting import Target, element_locator, locate_counted, parse_ref, resolve
from ..tooling import first_line, tool

T = TypeVar("T")
Button = Literal["left", "right", "middle"]
MODIFIERS = ("Alt", "Control", "ControlOrMeta", "Meta", "Shift")
FIELD_TYPES = ("textbox", "checkbox", "radio", "combobox", "slider")
FIELD_KEYS = ("name", "type", "ref", "value")
TRUE_WORDS = ("true", "1", "checked", "yes", "on")
FALSE_WORDS = ("false", "0", "unchecked", "no", "off")
NOT_TEXT_INPUTS = ("checkbox", "radio", "file", "button", "submit", "reset", "image", "hidden")

# What an element is, for the checks made before acting on it.
DESCRIBE_ELEMENT = """el => {
  const info = {
    tag: el.tagName.toLowerCase(),
    type: el instanceof HTMLInputElement ? el.type : null,
    role: el.getAttribute("role"),
    editable: el.isContentEditable,
    multiple: !!el.multiple,
  };
  if (el instanceof HTMLSelectElement) {
    info.options = Array.from(el.options).map(o => ({value: o.value, label: o.label, disabled: o.disabled}));
  }
  if (info.type === "range") {
    info.min = el.min === "" ? 0 : Number(el.min);
    info.max = el.max === "" ? 100 : Number(el.max);
    info.step = el.step === "" ? 1 : el.step;
  }
  return info;
}"""

# Firefox over BiDi sends a double click as two single clicks: watch for a trusted
# dblclick, and dispatch a synthetic one at the element's centre when none came.
WATCH_DBLCLICK = """el => {
  const watch = {seen: false};
  watch.listener = event => { if (event.isTrusted) watch.seen = true; };
  el.addEventListener("dblclick", watch.listener, true);
  el.__camoufoxDblclick = watch;
}"""
FINISH_DBLCLICK = """(el, init) => {
  const watch = el.__camoufoxDblclick;
  delete el.__camoufoxDblclick;
  if (watch) el.removeEventListener("dblclick", watch.listener, true);
  if (!watch || watch.seen) return false;
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const hit = el.ownerDocument.elementFromPoint(x, y);
  const node = hit && el.contains(hit) ? hit : el;
  node.dispatchEvent(new MouseEvent("dblclick", {
    bubbles: true, cancelable: true, composed: true, view: el.ownerDocument.defaultView,
    detail: 2, clientX: x, clientY: y, ...init,
  }));
  return true;
}"""

# The <input type=file> a click on this element opens a picker for, or null.
FILE_INPUT_OF = """el => {
  const input = el instanceof HTMLLabelElement ? el.control : el;
  return input instanceof HTMLInputElement && input.type === "file" && !input.disabled
    ? input : null;
}"""

# Whether a left click on the element opens a file chooser (FILE_INPUT_OF finds an input).
OPENS_FILE_CHOOSER = f"el => ({FILE_INPUT_OF})(el) !== null"

# HTML5 drag and drop, synthetic: the nearest draggable element (itself or an ancestor).
DRAGGABLE_SOURCE = """el => {
  for (let node = el; node; node = node.parentElement) { if (node.draggable) return true; }
  return false;
}"""
SYNTHETIC_DRAG = """(el, target) => {
  let source = el;
  while (source && !source.draggable) source = source.parentElement;
  const transfer = new DataTransfer();
  const centre = node => {
    const box = node.getBoundingClientRect();
    return {clientX: box.left + box.width / 2, clientY: box.top + box.height / 2};
  };
  const at = centre(target);
  const hit = target.ownerDocument.elementFromPoint(at.clientX, at.clientY);
  const over = hit && target.contains(hit) ? hit : target;
  const fire = (node, type, point) => node.dispatchEvent(new DragEvent(type, {
    bubbles: true, cancelable: true, composed: true, dataTransfer: transfer, ...point,
  }));
  if (!fire(source, "dragstart", centre(source))) return {started: false, dropped: false};
  fire(over, "dragenter", at);
  const accepted = !fire(over, "dragover", at);
  if (accepted) fire(over, "drop", at); else fire(over, "dragleave", at);
  fire(source, "dragend", at);
  return {started: true, dropped: accepted};
}"""

# --- helpers ----------------------------------------------------------------------


async def one_element(target: Target, element: str, name: str) -> Locator:
    """The Locator of exactly one element; a selector matching several is invalid_params."""
    if not element.strip():
        raise InvalidParams(f"argument '{name}' must be a ref (e.g. 'e12') or a selector")
    locator, count = await locate_counted(target, element)
    if count > 1:
        raise InvalidParams(
            f"argument '{name}': selector '{element}' matches {count} elements; make it "
            "match one (add an attribute, or append ' >> nth=0') or use a ref from a snapshot"
        )
    return locator


async def quick_look(target: Target, element: str, script: str) -> tuple[Locator, Any] | None:
    """For a selector matching exactly one element: its Locator and ``script(element)``.

    One evaluation in the page (``evaluate_all``: two browser round trips) where
    ``one_element`` followed by ``Locator.evaluate`` takes a count, an element handle
    moved between worlds and its release (about twelve BiDi commands). None for a ref
    (refs resolve only in Playwright's utility world, where evaluate_all does not look)
    and for a selector that matches no element or several, or cannot be evaluated:
    ``one_element`` then raises the error it always raised.
    """
    if not isinstance(element, str) or not element.strip() or parse_ref(element) is not None:
        return None
    locator = element_locator(target, element)
    try:
        found = await locator.evaluate_all(
            f"els => els.length === 1 ? {{value: ({script})(els[0])}} : null"
        )
    except PlaywrightError:
        return None
    return (locator, found["value"]) if found is not None else None


async def described(target: Target, element: str, name: str) -> tuple[Locator, dict[str, Any]]:
    """The Locator of exactly one element and what DESCRIBE_ELEMENT says about it."""
    looked = await quick_look(target, element, DESCRIBE_ELEMENT)
    if looked is not None:
        return looked
    locator = await one_element(target, element, name)
    return locator, await describe(locator)


async def race(target: Target, action: Awaitable[T]) -> tuple[T | None, PendingModal | None]:
    """Runs ``action`` unless a modal is pending: ``(result, None)`` or ``(None, modal)``.

    A modal that opened after the tool resolved its target (a page's timer, say) blocks
    the action as it would have blocked the tool; one that opens while the action runs
    ends the wait for it (see ``Instance.until_modal``).
    """
    pending = target.instance.pending_modal(target.page_id)
    if pending is not None:
        if inspect.iscoroutine(action):
            action.close()  # never started: no "coroutine was never awaited" warning
        raise blocked(target, pending)
    return await target.instance.until_modal(target.page_id, action)


def blocked(target: Target, modal: PendingModal) -> ModalStateBlocked:
    """The error ``resolve`` raises for a page with a pending modal, worded the same."""
    return ModalStateBlocked(
        f"{current_operation().tool} cannot run while {modal.describe()} is pending on "
        f"page '{target.page_id}'; resolve it with {modal.resolver()} first"
    )


async def act(target: Target, action: Awaitable[Any]) -> PendingModal | None:
    """Runs ``action`` (see ``race``); the dialog or file chooser it opened, or None."""
    _, modal = await race(target, action)
    return modal or await settle(target)


async def settle(target: Target) -> PendingModal | None:
    """A file chooser the action opened, which Playwright reports after the action returns.

    Over BiDi the chooser event reaches us two browser round trips after the click that
    opened it (measured: 0-90 ms late); two round trips of our own let it arrive first.
    """

    async def flush() -> None:
        for _ in range(2):
            await target.page.main_frame.evaluate("0")

    modal = target.instance.pending_modal(target.page_id)
    if modal is None:
        with contextlib.suppress(PlaywrightError):  # the action navigated or closed the page
            _, modal = await target.instance.until_modal(target.page_id, flush())
    return modal or target.instance.pending_modal(target.page_id)


class InputFileChooser:
    """Stands in for Playwright's FileChooser when the engine opened no picker.

    Firefox over BiDi opens an ``<input type=file>``'s picker once per page load: a
    later click on the same input opens none (the first picker never closes, even
    after its files are set). Choosing files sets them on the input directly, which
    fires ``input`` and ``change`` as a real choice does.
    """

    def __init__(self, element: ElementHandle, multiple: bool) -> None:
        self.element = element
        self.multiple = multiple

    def is_multiple(self) -> bool:
        return self.multiple

    async def set_files(self, files: list[str], timeout: float | None = None) -> None:
        await self.element.set_input_files(files, timeout=timeout)


async def file_chooser_fallback(target: Target, locator: Locator) -> PendingModal | None:
    """After a click that opened no chooser: one for the file input the click targeted.

    Waits a little for a late chooser event first, so a real chooser is never doubled.
    """
    try:
        # Without the count, a click that left the page waited out the whole deadline
        # for the element to appear on the next page (operation_timeout).
        if not await locator.count():
            return None
        handle = await locator.evaluate_handle(
            FILE_INPUT_OF, timeout=current_operation().playwright_timeout()
        )
    except PlaywrightError:  # the click removed the element or left the page
        return None
    element = handle.as_element()
    if element is None:
        return None
    _, modal = await target.instance.until_modal(target.page_id, asyncio.sleep(0.5))
    if modal is not None:
        return modal
    multiple = await element.evaluate("input => input.multiple")
    modal = PendingModal(
        kind="file_chooser",
        page_id=target.page_id,
        multiple=multiple,
        handle=InputFileChooser(element, multiple),
    )
    target.instance.add_modal(modal)
    return modal


def modal_data(modal: PendingModal | None) -> dict[str, Any] | None:
    return modal.as_dict() if modal is not None else None


def check_modifiers(modifiers: list[str] | None) -> list[str]:
    """Playwright's modifier names, any case: ``control`` -> ``Control``."""
    names = {name.lower(): name for name in MODIFIERS}
    checked = []
    for modifier in modifiers or []:
        if modifier.lower() not in names:
            raise InvalidParams(
                f"argument 'modifiers' may hold {', '.join(MODIFIERS)}; got {modifier!r}"
            )
        checked.append(names[modifier.lower()])
    return checked


def event_modifiers(modifiers: list[str]) -> dict[str, bool]:
    """MouseEvent init flags for Playwright modifier names."""
    control_or_meta = "metaKey" if sys.platform == "darwin" else "ctrlKey"
    flags = {
        "Alt": "altKey",
        "Control": "ctrlKey",
        "ControlOrMeta": control_or_meta,
        "Meta": "metaKey",
        "Shift": "shiftKey",
    }
    return {flags[m]: True for m in modifiers}


def coerce_bool(value: Any, where: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in TRUE_WORDS + FALSE_WORDS:
        return value.strip().lower() in TRUE_WORDS
    raise InvalidParams(
        f"{where} must be true or false (or one of {', '.join(TRUE_WORDS + FALSE_WORDS)}), "
        f"got {value!r}"
    )


def text_field_problem(info: dict[str, Any]) -> str | None:
    """Why an element described by DESCRIBE_ELEMENT cannot take typed text, or None."""
    if info["tag"] == "textarea" or info["editable"]:
        return None
    if info["tag"] == "input":
        kind = info["type"]
        return f"an <input type={kind}>" if kind in NOT_TEXT_INPUTS else None
    return f"a <{info['tag']}> element"


def match_options(info: dict[str, Any], wanted: list[str], where: str) -> list[str]:
    """The values of the <select>'s options whose value or label is in ``wanted``."""
    if info["tag"] != "select":
        raise InvalidParams(
            f"{where} is a <{info['tag']}> element, not a <select>; for a custom dropdown "
            "click it open and click the option (browser_click)"
        )
    options = info["options"]
    if len(wanted) > 1 and not info["multiple"]:
        raise InvalidParams(
            f"{where} is a single-choice <select>; give one value, got {len(wanted)}"
        )
    values = []
    for item in wanted:
        option = next((o for o in options if item in (o["value"], o["label"])), None)
        if option is None:
            shown = ", ".join(f"{o['label']!r} ({o['value']!r})" for o in options[:12])
            more = f" and {len(options) - 12} more" if len(options) > 12 else ""
            raise InvalidParams(
                f"{where} has no option {item!r} (matched by value or label); its options: "
                f"{shown or 'none'}{more}"
            )
        if option["disabled"]:
            raise InvalidParams(f"{where}: option {item!r} is disabled")
        values.append(option["value"])
    return values


def slider_value(info: dict[str, Any], value: Any, where: str) -> str:
    """The range input's value as the string it will read back, checked against min/max/step."""
    if info["type"] != "range":
        raise InvalidParams(f"{where} is not an <input type=range>")
    try:
        number = float(value) if not isinstance(value, bool) else math.nan
    except (TypeError, ValueError):
        number = math.nan
    low, high = info["min"], info["max"]
    if not math.isfinite(number) or not low <= number <= high:
        raise InvalidParams(
            f"{where}: value must be a number from {low:g} to {high:g}, got {value!r}"
        )
    step = info["step"]
    if step != "any":
        step = float(step)
        if step > 0 and not math.isclose(
            round((number - low) / step) * step + low, number, abs_tol=1e-9
        ):
            raise InvalidParams(
                f"{where}: value {value!r} is not on the slider's steps ({low:g} + n × {step:g})"
            )
    return f"{number:g}" if number == int(number) else repr(number)


async def describe(locator: Locator) -> dict[str, Any]:
    return await locator.evaluate(
        DESCRIBE_ELEMENT, timeout=current_operation().playwright_timeout()
    )


# --- tools ------------------------------------------------------------------------


@tool
async def browser_click(
    manager: InstanceManager,
    instance: str,
    ref: str,
    *,
    double_click: bool = False,
    button: Button = "left",
    modifiers: list[str] | None = None,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Click an element (a snapshot ref or a selector), optionally twice, with any button.

    ``modifiers`` are keys held during the click: Alt, Control, ControlOrMeta, Meta,
    Shift. A double click on Firefox over BiDi reaches the page as two single clicks;
    when the page then got no ``dblclick``, one is dispatched at the element's centre
    (synthetic: ``isTrusted`` is false) and ``synthetic_dblclick`` is true. A click that
    opens a dialog or file chooser returns at once and reports it in ``modal``.
    Errors: invalid_params, stale_ref, element_not_found, modal_state_blocked,
    page_not_found, frame_not_found, operation_timeout (the element never became
    clickable).
    """
    keys = check_modifiers(modifiers)
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    timeout = current_operation().playwright_timeout()
    synthetic = False
    if not double_click:
        # A selector's element says up front whether it is a file input (or its label);
        # for a ref, the fallback looks after the click.
        looked = await quick_look(target, ref, OPENS_FILE_CHOOSER)
        locator, file_input = looked or (await one_element(target, ref, "ref"), True)
        modal = await act(target, locator.click(button=button, modifiers=keys, timeout=timeout))
        if modal is None and button == "left" and file_input:
            modal = await file_chooser_fallback(target, locator)
    else:
        locator = await one_element(target, ref, "ref")
        await locator.evaluate(WATCH_DBLCLICK, timeout=timeout)
        modal = await act(target, locator.dblclick(button=button, modifiers=keys, timeout=timeout))
        if modal is None:
            init = {"button": ("left", "middle", "right").index(button), **event_modifiers(keys)}
            try:
                synthetic, modal = await race(
                    target, locator.evaluate(FINISH_DBLCLICK, init, timeout=timeout)
                )
            except PlaywrightError:
                synthetic = False  # the clicks removed or replaced the element
            synthetic = bool(synthetic) or modal is not None
    return {
        "ref": ref,
        "button": button,
        "double_click": double_click,
        "modifiers": keys,
        "synthetic_dblclick": synthetic,
        "modal": modal_data(modal),
    }


@tool
async def browser_hover(
    manager: InstanceManager,
    instance: str,
    ref: str,
    *,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Move the mouse over an element (a snapshot ref or a selector).

    Returns the ref and ``modal`` (a dialog the hover opened, or null). Errors:
    invalid_params, stale_ref, element_not_found, modal_state_blocked,
    page_not_found, frame_not_found, operation_timeout.
    """
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    locator = await one_element(target, ref, "ref")
    timeout = current_operation().playwright_timeout()
    modal = await act(target, locator.hover(timeout=timeout))
    return {"ref": ref, "modal": modal_data(modal)}


@tool
async def browser_drag(
    manager: InstanceManager,
    instance: str,
    start_ref: str,
    end_ref: str,
    *,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Drag one element onto another (each a snapshot ref or a selector).

    The mouse presses on ``start_ref``, moves to ``end_ref`` and releases, which works
    for widgets built on mouse or pointer events. HTML5 drag and drop (a ``draggable``
    source) never drops on Firefox over BiDi; there the drag events (dragstart,
    dragenter, dragover, drop or dragleave, dragend) are dispatched with one shared
    DataTransfer instead: ``synthetic`` is true and ``dropped`` tells whether the
    target accepted the drop. Errors: invalid_params, stale_ref, element_not_found,
    modal_state_blocked, page_not_found, frame_not_found, operation_timeout.
    """
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    source = await one_element(target, start_ref, "start_ref")
    goal = await one_element(target, end_ref, "end_ref")
    timeout = current_operation().playwright_timeout()
    data: dict[str, Any] = {"start_ref": start_ref, "end_ref": end_ref, "synthetic": False}
    data["dropped"] = None
    modal = None
    if target.instance.engine.name == "firefox" and await source.evaluate(
        DRAGGABLE_SOURCE, timeout=timeout
    ):
        source_handle = await source.element_handle(timeout=timeout)
        goal_handle = await goal.element_handle(timeout=timeout)
        if await source_handle.owner_frame() == await goal_handle.owner_frame():
            await source.scroll_into_view_if_needed(timeout=timeout)
            await goal.scroll_into_view_if_needed(timeout=timeout)
            outcome, modal = await race(target, source_handle.evaluate(SYNTHETIC_DRAG, goal_handle))
            data["synthetic"] = True
            data["dropped"] = outcome["dropped"] if outcome else None
    if not data["synthetic"]:
        modal = await act(target, source.drag_to(goal, timeout=timeout))
    data["modal"] = modal_data(modal)
    return data


@tool
async def browser_type(
    manager: InstanceManager,
    instance: str,
    ref: str,
    text: str,
    *,
    submit: bool = False,
    slowly: bool = False,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Type text into a text field (input, textarea or contenteditable), replacing its value.

    ``slowly`` types key by key (keydown, keypress, input, keyup per character), for
    pages that react to each key; characters beyond the US keyboard layout (``ü``)
    arrive as input events without key events. Otherwise the value is filled in at once. ``submit``
    presses Enter afterwards. The text is never logged or returned (only its
    ``characters`` count), so passwords are safe. Errors: invalid_params (not a text
    field), stale_ref, element_not_found, modal_state_blocked, page_not_found,
    frame_not_found, operation_timeout (the field stayed disabled or read-only).
    """
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    locator, info = await described(target, ref, "ref")
    problem = text_field_problem(info)
    if problem:
        raise InvalidParams(
            f"argument 'ref': '{ref}' is {problem}, not a text field; use browser_click, "
            "browser_select_option or browser_file_upload for it"
        )
    timeout = current_operation().playwright_timeout()

    async def typing() -> None:
        if slowly and text:
            # Selected text is replaced by the first key: no extra key to clear the field.
            await locator.select_text(timeout=timeout)
            await locator.press_sequentially(text, timeout=timeout)
        else:
            await locator.fill(text, timeout=timeout)
        if submit:
            await locator.press("Enter", timeout=timeout)

    modal = await act(target, typing())
    return {
        "ref": ref,
        "characters": len(text),
        "slowly": slowly,
        "submitted": submit,
        "modal": modal_data(modal),
    }


def check_fields(fields: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Checks the shape of every field of ``browser_fill_form``; returns them normalized."""
    if not fields:
        raise InvalidParams("argument 'fields' must hold at least one field")
    checked = []
    for index, field in enumerate(fields):
        where = f"fields[{index}]"
        if not isinstance(field, dict):
            raise InvalidParams(f"{where} must be an object with {', '.join(FIELD_KEYS)}")
        unknown = [key for key in field if key not in FIELD_KEYS]
        missing = [key for key in FIELD_KEYS if key not in field]
        if unknown or missing:
            problem = f"unknown key(s) {unknown}" if unknown else f"missing key(s) {missing}"
            raise InvalidParams(f"{where} has {problem}; a field has {', '.join(FIELD_KEYS)}")
        name, kind, ref, value = (field[key] for key in FIELD_KEYS)
        if not isinstance(name, str) or not name.strip():
            raise InvalidParams(f"{where}.name must be a non-empty string")
        where = f"{where} ('{name}')"
        if kind not in FIELD_TYPES:
            raise InvalidParams(
                f"{where}: type must be one of {', '.join(FIELD_TYPES)}; got {kind!r}"
            )
        if not isinstance(ref, str) or not ref.strip():
            raise InvalidParams(f"{where}: ref must be a snapshot ref or a selector")
        if kind == "textbox":
            if not isinstance(value, (str, int, float)) or isinstance(value, bool):
                raise InvalidParams(f"{where}: a textbox value must be a string, got {value!r}")
            value = str(value)
        elif kind in ("checkbox", "radio"):
            value = coerce_bool(value, f"{where}: value")
            if kind == "radio" and not value:
                raise InvalidParams(
                    f"{where}: a radio button cannot be unchecked; check another radio of "
                    "its group instead"
                )
        elif kind == "combobox" and not isinstance(value, str):
            raise InvalidParams(f"{where}: a combobox value must be an option's label or value")
        checked.append({"name": name, "type": kind, "ref": ref, "value": value, "where": where})
    return checked


async def prepare_field(target: Target, field: dict[str, Any]) -> Locator:
    """Locates the field's element and checks that its value fits the element.

    A combobox's value becomes the chosen option's value, a slider's the number as the
    range input will read it back.
    """
    where, kind, value = field["where"], field["type"], field["value"]
    locator, info = await described(target, field["ref"], f"{where}: ref")
    if kind == "textbox":
        problem = text_field_problem(info)
        if problem:
            raise InvalidParams(f"{where}: '{field['ref']}' is {problem}, not a textbox")
    elif kind == "checkbox":
        if info["type"] != "checkbox" and info["role"] not in (
            "checkbox",
            "switch",
            "menuitemcheckbox",
        ):
            raise InvalidParams(f"{where}: '{field['ref']}' is not a checkbox")
    elif kind == "radio":
        if info["type"] != "radio" and info["role"] not in ("radio", "menuitemradio"):
            raise InvalidParams(f"{where}: '{field['ref']}' is not a radio button")
    elif kind == "combobox":
        field["value"] = match_options(info, [value], f"{where}: '{field['ref']}'")[0]
    else:
        field["value"] = slider_value(info, value, where)
    return locator


async def fill_field(locator: Locator, field: dict[str, Any], timeout: float) -> None:
    kind, value = field["type"], field["value"]
    if kind in ("textbox", "slider"):
        await locator.fill(value, timeout=timeout)
    elif kind in ("checkbox", "radio"):
        await locator.set_checked(value, timeout=timeout)
    else:
        await locator.select_option(value=value, timeout=timeout)


@tool
async def browser_fill_form(
    manager: InstanceManager,
    instance: str,
    fields: list[dict[str, Any]],
    *,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Fill several form fields in one call; every field is checked before any is filled.

    Each field is ``{name, type, ref, value}``: ``name`` is a label for messages;
    ``type`` is textbox (input, textarea, contenteditable; value: the text), checkbox
    (value: true/false), radio (value: true), combobox (a <select>; value: an option's
    label or value) or slider (<input type=range>; value: a number within its min, max
    and step); ``ref`` is a snapshot ref or a selector. Returns ``filled`` (name, type,
    ref of each field filled, in order), ``skipped`` (names not filled because a
    dialog opened) and ``modal``. Errors: invalid_params (naming the field), stale_ref,
    element_not_found, modal_state_blocked, page_not_found, frame_not_found,
    operation_timeout.
    """
    checked = check_fields(fields)
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    locators = [await prepare_field(target, field) for field in checked]
    timeout = current_operation().playwright_timeout()
    filled: list[dict[str, Any]] = []
    modal = None
    for locator, field in zip(locators, checked, strict=True):
        modal = await act(target, fill_field(locator, field, timeout))
        filled.append({key: field[key] for key in ("name", "type", "ref")})
        if modal is not None:
            break
    skipped = [field["name"] for field in checked[len(filled) :]]
    return {"filled": filled, "skipped": skipped, "modal": modal_data(modal)}


@tool
async def browser_select_option(
    manager: InstanceManager,
    instance: str,
    ref: str,
    values: list[str],
    *,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Select options of a <select> by value or label; an empty list deselects all.

    A single-choice select takes one value; a ``multiple`` one any number (the others
    are deselected). Returns ``selected``: the values selected afterwards. Errors:
    invalid_params (not a <select>, unknown or disabled option, several values for a
    single-choice select), stale_ref, element_not_found, modal_state_blocked,
    page_not_found, frame_not_found, operation_timeout.
    """
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    locator, info = await described(target, ref, "ref")
    chosen = match_options(info, list(values), f"'{ref}'")
    timeout = current_operation().playwright_timeout()
    modal = await act(target, locator.select_option(value=chosen, timeout=timeout))
    selected = chosen
    if modal is None:
        script = "el => Array.from(el.selectedOptions).map(o => o.value)"
        looked = await quick_look(target, ref, script)
        if looked is not None:
            selected = looked[1]
        else:
            selected = await locator.evaluate(script, timeout=timeout)
    return {"ref": ref, "selected": selected, "modal": modal_data(modal)}


@tool
async def browser_press_key(
    manager: InstanceManager, instance: str, key: str, *, page_id: str | None = None
) -> dict[str, Any]:
    """Press a key or a key combination on the page's focused element.

    ``key`` uses Playwright's key names: ``Enter``, ``Tab``, ``Escape``, ``ArrowDown``,
    ``F5``, ``a``, ``Control+A``, ``Shift+Tab``, ``ControlOrMeta+S``. Errors:
    invalid_params (unknown key), modal_state_blocked, page_not_found.
    """
    if not key:
        raise InvalidParams("argument 'key' must be a key name such as 'Enter' or 'Control+A'")
    target = resolve(manager, instance, page_id=page_id)
    try:
        modal = await act(target, target.page.keyboard.press(key))
    except PlaywrightError as exc:
        if "Unknown key" not in str(exc):
            raise
        raise InvalidParams(
            f"argument 'key': {first_line(exc).split(': ', 1)[-1]} in {key!r}; use key names "
            "such as Enter, Tab, Escape, ArrowDown, F5, a, Control+A, Shift+Tab"
        ) from exc
    return {"key": key, "modal": modal_data(modal)}


def check_paths(paths: list[str]) -> list[str]:
    files = []
    for index, path in enumerate(paths):
        file = Path(path).expanduser().resolve()
        if not file.exists():
            raise InvalidParams(f"paths[{index}]: file '{path}' does not exist")
        if not file.is_file():
            raise InvalidParams(f"paths[{index}]: '{path}' is not a file")
        files.append(str(file))
    return files


@tool
async def browser_file_upload(
    manager: InstanceManager,
    instance: str,
    paths: list[str],
    *,
    page_id: str | None = None,
) -> dict[str, Any]:
    """Choose the files of the pending file chooser; an empty list cancels it.

    A file chooser is pending after a click on an ``<input type=file>`` (or a script's
    ``input.click()``). Relative paths are relative to the current working directory.
    Cancelling leaves the input's files as they were and dispatches its ``cancel``
    event (synthetic). Returns ``files`` (absolute paths), ``cancelled``, ``multiple``
    (whether the input takes several files) and ``modal`` (a dialog the choice opened).
    Errors: invalid_params (a missing file, several files for a single-file input),
    dialog_not_present (no file chooser pending), page_not_found.
    """
    files = check_paths(paths)
    target = resolve(manager, instance, page_id=page_id, allow_modal=True)
    chooser = target.instance.pending_modal(target.page_id, kind="file_chooser")
    if chooser is None:
        raise DialogNotPresent(
            f"no file chooser is pending on page '{target.page_id}'; click the file input "
            "(browser_click) first"
        )
    dialog = target.instance.pending_modal(target.page_id, kind="dialog")
    if dialog is not None:
        raise blocked(target, dialog)
    if len(files) > 1 and not chooser.multiple:
        raise InvalidParams(
            f"argument 'paths': the file input takes one file, got {len(files)} paths"
        )
    target.instance.resolve_modal(chooser)
    timeout = current_operation().playwright_timeout()
    if files:
        modal = await act(target, chooser.handle.set_files(files, timeout=timeout))
    else:
        modal = await act(target, chooser.handle.element.dispatch_event("cancel"))
    return {
        "files": files,
        "cancelled": not files,
        "multiple": chooser.multiple,
        "modal": modal_data(modal),
    }


@tool
async def browser_handle_dialog(
    manager: InstanceManager,
    instance: str,
    accept: bool,
    prompt_text: str | None = None,
    *,
    page_id: str | None = None,
) -> dict[str, Any]:
    """Accept or dismiss the pending alert, confirm, prompt or beforeunload dialog.

    ``prompt_text`` is the answer typed into a prompt before accepting it (ignored for
    other dialogs and when dismissing); without it the prompt's default value is kept. Accepting a beforeunload dialog lets the page
    leave; dismissing it keeps the page. Returns the dialog's type and message and
    what was done. Errors: dialog_not_present, page_not_found, instance_not_found.
    """
    target = resolve(manager, instance, page_id=page_id, allow_modal=True)
    modal = target.instance.pending_modal(target.page_id, kind="dialog")
    if modal is None:
        chooser = target.instance.pending_modal(target.page_id, kind="file_chooser")
        hint = "; a file chooser is pending: use browser_file_upload" if chooser else ""
        raise DialogNotPresent(f"no JavaScript dialog is pending on page '{target.page_id}'{hint}")
    target.instance.resolve_modal(modal)
    answered = None
    if accept and modal.dialog_type == "prompt":
        # Like pressing OK: no answer keeps the prompt's default value (a bare accept()
        # over Firefox BiDi hands the page '' instead).
        answered = modal.default_value if prompt_text is None else prompt_text
    if not accept:
        await modal.handle.dismiss()
    elif answered is not None:
        await modal.handle.accept(answered)
    else:
        await modal.handle.accept()
    return {
        "type": modal.dialog_type,
        "message": modal.message,
        "accepted": accept,
        "prompt_text": answered,
    }
