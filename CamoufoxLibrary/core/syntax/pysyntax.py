"""Playwright's Python rendering of a selector: ``get_by_role("button", name='Go')``.

A Python port of Playwright's locator-to-language code (``asLocator`` with the
Python factory) for one-part selectors; chains stay ``locator(...)``, as the seed
says. Pure text work, no browser.
"""

from __future__ import annotations

import json
import re

from .selectors import Attribute, Part, detect_exact, parse_attribute_selector, split_selector


def py_str(text: str) -> str:
    """A Python string literal, as the seed writes them: ``'Submit'``."""
    return repr(text)


def _with_exact(method: str, text: str, exact: bool) -> str:
    return f"{method}({py_str(text)}, exact=True)" if exact else f"{method}({py_str(text)})"


ATTR_METHODS = {
    "placeholder": "get_by_placeholder",
    "alt": "get_by_alt_text",
    "title": "get_by_title",
}
ROLE_FLAGS = ("checked", "disabled", "expanded", "include-hidden", "pressed", "selected")


def python_call(part: Part) -> str | None:
    """The ``page.get_by_*`` call for one selector part, or None if it has none.

    Follows Playwright's Python locator factory (``get_by_role("button",
    name='Submit')``), quoting values with Python's repr as the seed does.
    """
    name, body = part.name, part.body
    if name in ("internal:text", "internal:label"):
        text = detect_exact(body)
        if text is None:
            return None
        method = "get_by_text" if name == "internal:text" else "get_by_label"
        return _with_exact(method, *text)
    if name not in ("internal:testid", "internal:attr", "internal:role"):
        return None
    try:
        selector_name, attrs = parse_attribute_selector(body)
    except ValueError:
        return None
    if any(attr.regex or attr.value is None for attr in attrs):
        return None
    if name == "internal:testid":
        if len(attrs) != 1 or attrs[0].name != "data-testid" or not attrs[0].case_sensitive:
            return None
        return f"get_by_test_id({py_str(str(attrs[0].value))})"
    if name == "internal:attr":
        if len(attrs) != 1 or attrs[0].name not in ATTR_METHODS:
            return None
        attr = attrs[0]
        return _with_exact(ATTR_METHODS[attr.name], str(attr.value), attr.case_sensitive)
    return _role_call(selector_name, attrs)


def _role_call(role: str, attrs: list[Attribute]) -> str | None:
    if not re.fullmatch(r"[a-z]+", role):
        return None
    texts: list[str] = []
    flags: list[str] = []
    exactness = {attr.case_sensitive for attr in attrs if attr.name in ("name", "description")}
    if len(exactness) > 1:
        return None  # Python has one `exact` for name and description
    for attr in attrs:
        if attr.name in ("name", "description"):
            texts.append(f"{attr.name}={py_str(str(attr.value))}")
        elif attr.name in ROLE_FLAGS and isinstance(attr.value, bool):
            flags.append(f"{attr.name.replace('-', '_')}={attr.value}")
        elif attr.name == "level" and isinstance(attr.value, str) and attr.value.isdigit():
            flags.append(f"level={int(attr.value)}")
        else:
            return None
    if exactness == {True}:
        texts.append("exact=True")
    return f"get_by_role({json.dumps(role)}{''.join(', ' + arg for arg in texts + flags)})"


def as_python(selector: str) -> str:
    """The Python locator call for ``selector``: a ``get_by_*`` call, or ``locator(...)``.

    A chain (``>> nth=1``, a parent scope, ``>> internal:control=enter-frame >>``)
    stays one raw ``locator(...)``: it keeps its meaning exactly, and
    ``page.locator()`` reads every part of it.
    """
    try:
        parts = split_selector(selector)
    except ValueError:
        parts = []
    call = python_call(parts[0]) if len(parts) == 1 else None
    return call or f"locator({py_str(selector)})"
