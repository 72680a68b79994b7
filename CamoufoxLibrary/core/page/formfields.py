"""Form fields: checking values against what an element is, and filling them in.

``browser_fill_form`` checks the shape of every field, then every element, before it
fills any; the tools for one kind of field (text, checkbox, select) use the same
element checks.
"""

from __future__ import annotations

import math
from typing import Any

from playwright.async_api import Locator

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams
from ..contract.vocabulary import FIELD_TYPES
from ..js import script
from .actions import act
from .elements import described, quick_look
from .targeting import Target
from .textentry import fill_text, text_field_problem

FIELD_KEYS = ("name", "type", "ref", "value")
TRUE_WORDS = ("true", "1", "checked", "yes", "on")
FALSE_WORDS = ("false", "0", "unchecked", "no", "off")
CHECKBOX_ROLES = ("checkbox", "switch", "menuitemcheckbox")
RADIO_ROLES = ("radio", "menuitemradio")
RADIO_STAYS_CHECKED = "a radio button cannot be unchecked; check another radio of its group instead"
SELECTED_VALUES = script("selected_values")


def coerce_bool(value: Any, where: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in TRUE_WORDS + FALSE_WORDS:
        return value.strip().lower() in TRUE_WORDS
    raise InvalidParams(
        f"{where} must be true or false (or one of {', '.join(TRUE_WORDS + FALSE_WORDS)}), "
        f"got {value!r}"
    )


def checkable(info: dict[str, Any]) -> str | None:
    """``checkbox`` or ``radio`` for an element with a checked state, else None."""
    if info["type"] == "checkbox" or info["role"] in CHECKBOX_ROLES:
        return "checkbox"
    if info["type"] == "radio" or info["role"] in RADIO_ROLES:
        return "radio"
    return None


def check_select(info: dict[str, Any], count: int, what: str, where: str) -> None:
    """That the element is a <select> that takes ``count`` options (``what``: their word)."""
    if info["tag"] != "select":
        raise InvalidParams(
            f"{where} is a <{info['tag']}> element, not a <select>; for a custom dropdown "
            "click it open and click the option (browser_click)"
        )
    if count > 1 and not info["multiple"]:
        raise InvalidParams(f"{where} is a single-choice <select>; give one {what}, got {count}")


def match_options(info: dict[str, Any], wanted: list[str], where: str) -> list[str]:
    """The values of the <select>'s options whose value or label is in ``wanted``."""
    check_select(info, len(wanted), "value", where)
    options = info["options"]
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


def options_at(info: dict[str, Any], indexes: list[int], where: str) -> list[str]:
    """The values of the <select>'s options at ``indexes`` (counted from 0)."""
    check_select(info, len(indexes), "index", where)
    options = info["options"]
    for position, index in enumerate(indexes):
        if not 0 <= index < len(options):
            raise InvalidParams(
                f"indexes[{position}]: {where} has options 0 to {len(options) - 1}, got {index}"
                if options
                else f"indexes[{position}]: {where} has no options"
            )
        if options[index]["disabled"]:
            raise InvalidParams(
                f"indexes[{position}]: {where}'s option {index} ({options[index]['label']!r}) "
                "is disabled"
            )
    return [options[index]["value"] for index in indexes]


async def select_options(
    target: Target, ref: str, locator: Locator, chosen: list[str], **choice: Any
) -> tuple[list[str], PendingModal | None]:
    """Selects ``choice`` (``value=`` or ``index=``) and reads back the values selected.

    When the change opens a dialog, the values are the ``chosen`` ones: the page
    cannot be read until the dialog is handled.
    """
    timeout = current_operation().playwright_timeout()
    modal = await act(target, locator.select_option(**choice, timeout=timeout))
    if modal is not None:
        return chosen, modal
    looked = await quick_look(target, ref, SELECTED_VALUES)
    if looked is not None:
        return looked[1], None
    return await locator.evaluate(SELECTED_VALUES, timeout=timeout), None


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
                raise InvalidParams(f"{where}: {RADIO_STAYS_CHECKED}")
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
        field["editor"] = info["editor"]
    elif kind == "checkbox":
        if checkable(info) != "checkbox":
            raise InvalidParams(f"{where}: '{field['ref']}' is not a checkbox")
    elif kind == "radio":
        if checkable(info) != "radio":
            raise InvalidParams(f"{where}: '{field['ref']}' is not a radio button")
    elif kind == "combobox":
        field["value"] = match_options(info, [value], f"{where}: '{field['ref']}'")[0]
    else:
        field["value"] = slider_value(info, value, where)
    return locator


async def fill_field(
    target: Target, locator: Locator, field: dict[str, Any], timeout: float
) -> None:
    kind, value = field["type"], field["value"]
    if kind == "textbox":
        await fill_text(
            target, field["ref"], locator, value, field["where"], editor=field.get("editor")
        )
    elif kind == "slider":
        await locator.fill(value, timeout=timeout)
    elif kind in ("checkbox", "radio"):
        await locator.set_checked(value, timeout=timeout)
    else:
        await locator.select_option(value=value, timeout=timeout)
