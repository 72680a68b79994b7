"""Form fields: checking values against what an element is, and filling them in.

``browser_fill_form`` checks the shape of every field, then every element, before it
fills any; ``browser_type`` and ``browser_select_option`` use the same element checks.
"""

from __future__ import annotations

import math
from typing import Any

from playwright.async_api import Locator

from .elements import described
from .errors import InvalidParams
from .targeting import Target
from .vocabulary import FIELD_TYPES

FIELD_KEYS = ("name", "type", "ref", "value")
TRUE_WORDS = ("true", "1", "checked", "yes", "on")
FALSE_WORDS = ("false", "0", "unchecked", "no", "off")
NOT_TEXT_INPUTS = ("checkbox", "radio", "file", "button", "submit", "reset", "image", "hidden")


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
