"""Getter tools: what an element shows or holds, read once and returned.

Each returns its value under one key of its data (``text``, ``value``, ...), which the
getter keywords assert with an operator. Nothing here waits: an element that is not
there is ``element_not_found`` (``stale_ref`` for a ref) at once, as in the seed
tools. Each read is one evaluation in the page (``elements.read_element``).
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..contract.errors import InvalidParams, of_element_read
from ..contract.registry import tool
from ..js import script
from ..page.elements import read_element, what_it_is
from ..page.reads import attribute, inner_text, read_quickly
from ..page.targeting import FRAME, Aim, Target
from ..page.visibility import describe_element

INPUT_VALUE = script("input_value")
INNER_TEXT = script("inner_text")
ATTRIBUTE_VALUE = script("attribute_value")
PROPERTY_JSON = script("property_json")
COMPUTED_STYLE = script("computed_style")


def check_name(value: str, argument: str) -> str:
    """A non-empty name (of an attribute, a property), without surrounding spaces."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidParams(f"argument '{argument}' must be a non-empty name")
    return value.strip()


def css_name(name: str) -> str:
    """``backgroundColor`` -> ``background-color`` (``MozAppearance`` -> ``-moz-appearance``);
    dashed names and custom properties (``--gap``) as written."""
    name = check_name(name, "property")
    if name.startswith("--") or "-" in name:
        return name
    return re.sub(r"[A-Z]", lambda m: f"-{m.group().lower()}", name)


@tool(target=FRAME, errors=of_element_read(), kind="reads")
async def browser_get_text(target: Target, ref: str) -> dict[str, Any]:
    """Return the text an element shows: its ``innerText`` (rendered, whitespace as shown).

    ``ref`` is a snapshot ref or a selector matching one element. Returns ``ref`` and
    ``text``. Hidden descendants add no text; a text field's value is not its text
    (see browser_get_value).
    """
    done, text = await read_quickly(target, ref, inner_text, INNER_TEXT)
    if not done:
        text = await read_element(target, ref, "ref", INNER_TEXT)
    return {"ref": ref, "text": text}


@tool(
    target=FRAME,
    errors=of_element_read("an element that holds no value (not an input, textarea or select)"),
    kind="reads",
)
async def browser_get_value(target: Target, ref: str) -> dict[str, Any]:
    """Return the current value of an input, textarea or select (a label: its control's).

    ``ref`` is a snapshot ref or a selector matching one element. Returns ``ref`` and
    ``value``: what the field holds now (typed text, the chosen option's value), not
    its ``value`` attribute.
    """
    found = await read_element(target, ref, "ref", INPUT_VALUE)
    if "value" not in found:
        raise InvalidParams(
            f"{describe_element(ref)} is {what_it_is(found)}, which holds no value; "
            "browser_get_value reads <input>, <textarea> and <select> (browser_get_text "
            "reads what an element shows)"
        )
    return {"ref": ref, "value": found["value"]}


@tool(target=FRAME, errors=of_element_read("an empty name"), kind="reads")
async def browser_get_attribute(aim: Aim, ref: str, name: str) -> dict[str, Any]:
    """Return the value of the element's attribute ``name``, or None when it has none.

    Returns ``ref``, ``name`` and ``value`` (a string: the attribute as written in the
    page, ``""`` for a bare attribute such as ``disabled``).
    """
    name = check_name(name, "name")
    target = aim.resolve()
    done, value = await read_quickly(target, ref, attribute(name), ATTRIBUTE_VALUE, name)
    if not done:
        value = await read_element(target, ref, "ref", ATTRIBUTE_VALUE, name)
    return {"ref": ref, "name": name, "value": value}


@tool(target=FRAME, errors=of_element_read(), kind="reads")
async def browser_get_attribute_names(target: Target, ref: str) -> dict[str, Any]:
    """Return the names of the element's attributes, in the page's order.

    Returns ``ref`` and ``names`` (a list; empty for an element without attributes).
    """
    names = await read_element(target, ref, "ref", script("attribute_names"))
    return {"ref": ref, "names": names}


@tool(
    target=FRAME,
    errors=of_element_read(
        "an empty name, a property whose value is no JSON (a function, a DOM node, a cycle)"
    ),
    kind="reads",
)
async def browser_get_property(aim: Aim, ref: str, name: str) -> dict[str, Any]:
    """Return the element's JavaScript property ``name`` (``value``, ``checked``, ...) as JSON.

    Returns ``ref``, ``name`` and ``value``: a string, number, boolean, list or object;
    None for a property that is undefined or null. List-like values (``classList``,
    ``style``) come as lists.
    """
    name = check_name(name, "name")
    target = aim.resolve()
    found = await read_element(target, ref, "ref", PROPERTY_JSON, name)
    if "problem" in found:
        raise InvalidParams(
            f"property '{name}' of {describe_element(ref)} {found['problem']}, which is not "
            "serialisable: only JSON values (strings, numbers, booleans, null, lists and "
            "objects of them) can be returned; read a part of it that is, or use "
            "browser_evaluate"
        )
    value = None if found["json"] is None else json.loads(found["json"])
    return {"ref": ref, "name": name, "value": value}


@tool(target=FRAME, errors=of_element_read(), kind="reads")
async def browser_get_classes(target: Target, ref: str) -> dict[str, Any]:
    """Return the element's CSS classes, in the order of its ``class`` attribute.

    Returns ``ref`` and ``classes`` (a list; empty for an element without classes).
    """
    classes = await read_element(target, ref, "ref", script("class_names"))
    return {"ref": ref, "classes": classes}


@tool(
    target=FRAME, errors=of_element_read("an empty property or one that is not CSS"), kind="reads"
)
async def browser_get_style(aim: Aim, ref: str, property: str | None = None) -> dict[str, Any]:
    """Return the element's computed style: one property's value, or every property.

    ``property`` is a CSS name (``background-color``; ``backgroundColor`` and custom
    properties such as ``--gap`` work too). Returns ``ref``, ``property`` and ``value``:
    the computed value as a string (``rgb(255, 0, 0)``, ``16px``), or without
    ``property`` an object of every computed property and its value.
    """
    wanted = None if property is None else css_name(property)
    target = aim.resolve()
    found = await read_element(target, ref, "ref", COMPUTED_STYLE, wanted)
    if "unknown" in found:
        raise InvalidParams(
            f"argument 'property': {property!r} is not a CSS property this browser knows; "
            "give a CSS name such as 'color', 'background-color' or 'display'"
        )
    return {"ref": ref, "property": wanted, "value": found["value"]}
