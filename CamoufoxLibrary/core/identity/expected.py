"""What a test pins of an identity (``timezone=Asia/Tokyo viewport=1280x720``), checked.

A key is one of ``KEYS`` (the fields people pin, by short names) or any dotted path of
the identity (``worker.timezone.name``, ``page.screen.width``). A value may be text, as
Robot passes it: it is read as the field's type (a whole number, a number, true/false,
a comma-separated list, ``WIDTHxHEIGHT``), and text that is not of that type is
``invalid_params`` naming the key.
"""

from __future__ import annotations

import math
import re
from typing import Any

from ..contract.errors import InvalidParams
from .paths import MISSING, lookup

SIZE = re.compile(r"\s*(\d+)\s*[xX]\s*(\d+)\s*")

# Short name: (dotted path, type). "size" is WIDTHxHEIGHT of a {width, height}-like pair.
KEYS: dict[str, tuple[str, str]] = {
    "user_agent": ("page.user_agent", "text"),
    "platform": ("page.platform", "text"),
    "oscpu": ("page.oscpu", "text"),
    "app_version": ("page.app_version", "text"),
    "vendor": ("page.vendor", "text"),
    "language": ("page.language", "text"),
    "languages": ("page.languages", "list"),
    "locale": ("page.locale.datetime", "text"),
    "timezone": ("page.timezone.name", "text"),
    "viewport": ("page.window.inner", "size"),
    "screen": ("page.screen", "size"),
    "device_pixel_ratio": ("page.device_pixel_ratio", "number"),
    "hardware_concurrency": ("page.hardware_concurrency", "whole number"),
    "max_touch_points": ("page.max_touch_points", "whole number"),
    "webdriver": ("page.webdriver", "true or false"),
    "webgl_renderer": ("page.webgl.renderer", "text"),
    "canvas_hash": ("page.canvas_hash", "text"),
    "audio_hash": ("page.audio_hash", "text"),
    "accept_language": ("headers.accept_language", "text"),
    "header_user_agent": ("headers.user_agent", "text"),
}


def mismatches(identity: dict[str, Any], expected: dict[str, Any]) -> list[str]:
    """What of ``expected`` the identity does not show, one line per key."""
    if not isinstance(expected, dict) or not expected:
        raise InvalidParams("argument 'expected' must name at least one field and its value")
    found = []
    for key, wanted in expected.items():
        path, kind = where(identity, key)
        actual = actual_value(identity, path, kind)
        if actual is MISSING:
            why = (identity.get("unavailable") or {}).get(unavailable_part(identity, path))
            found.append(f"{key} is unavailable ({why or 'not read'}), expected {wanted!r}")
            continue
        value = typed(wanted, kind, key)
        if not equal(actual, value, kind):
            found.append(f"{key} {shown(actual, kind)!r} should be {shown(value, kind)!r}")
    return found


def where(identity: dict[str, Any], key: str) -> tuple[str, str]:
    """The path and type of ``key``; invalid_params listing the keys for an unknown one."""
    if key in KEYS:
        return KEYS[key]
    value = lookup(identity, key) if "." in key else MISSING
    if value is MISSING or isinstance(value, dict):
        raise InvalidParams(
            f"argument 'expected': no identity field {key!r}; a key is one of "
            f"{', '.join(KEYS)}, or the dotted path of a field such as page.screen.width "
            "or worker.timezone.name"
        )
    return key, kind_of(value)


def kind_of(value: Any) -> str:
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "whole number"
    if isinstance(value, float):
        return "number"
    if isinstance(value, list):
        return "list"
    return "text"


def actual_value(identity: dict[str, Any], path: str, kind: str) -> Any:
    if kind == "size" and path == "page.window.inner":
        window = lookup(identity, "page.window")
        if not isinstance(window, dict):
            return MISSING
        return (window["inner_width"], window["inner_height"])
    value = lookup(identity, path)
    if value is MISSING or value is None:
        return MISSING
    if kind == "size":
        return (value["width"], value["height"])
    return value


def unavailable_part(identity: dict[str, Any], path: str) -> str:
    """The longest prefix of ``path`` that ``unavailable`` explains."""
    gaps = identity.get("unavailable") or {}
    parts = path.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in gaps:
            return ".".join(parts[:end])
    return path


def typed(value: Any, kind: str, key: str) -> Any:
    """``value`` as ``kind``; text is parsed, as Robot hands every value over as text."""
    wrong = InvalidParams(
        f"argument 'expected': {key} must be {article(kind)}, got {value!r} ({type(value).__name__})"
    )
    if kind == "text":
        if isinstance(value, str):
            return value
        raise wrong
    if kind == "list":
        if isinstance(value, list):
            return [str(item) for item in value]
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        raise wrong
    if kind == "size":
        match = SIZE.fullmatch(value) if isinstance(value, str) else None
        if match:
            return (int(match.group(1)), int(match.group(2)))
        raise wrong
    if kind == "true or false":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true"
        raise wrong
    return number(value, kind == "whole number", wrong)


def number(value: Any, whole: bool, wrong: InvalidParams) -> float | int:
    if isinstance(value, bool):
        raise wrong
    try:
        parsed = float(value) if isinstance(value, str | int | float) else math.nan
    except ValueError:
        raise wrong from None
    if not math.isfinite(parsed) or (whole and not parsed.is_integer()):
        raise wrong
    return int(parsed) if whole else parsed


def article(kind: str) -> str:
    return {
        "text": "text",
        "list": "a list (or text separated by commas)",
        "size": "WIDTHxHEIGHT such as 1280x720",
        "true or false": "true or false",
    }.get(kind, f"a {kind}")


def equal(actual: Any, wanted: Any, kind: str) -> bool:
    if kind in ("number", "whole number"):
        return isinstance(actual, int | float) and float(actual) == float(wanted)
    if kind == "list":
        return [str(item) for item in actual] == wanted
    return actual == wanted


def shown(value: Any, kind: str) -> str:
    if kind == "size":
        return f"{value[0]}x{value[1]}"
    if kind == "list":
        return ", ".join(map(str, value))
    if kind in ("number", "whole number") and isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
