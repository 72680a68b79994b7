"""Verification tools: single-shot checks of visibility, text and input values.

Each tool returns its data when the checked state holds and raises
``verification_failed`` when it does not. Nothing here waits for a state to
appear: ``browser_wait_for`` does that, and the Robot keywords add an optional retry.

Round trips matter (a check runs after every step of a test): the happy path of
every check is one Playwright call per element or per frame, made concurrently,
and container mode checks all its items in one evaluation in the page.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..contract.envelope import current_operation
from ..contract.errors import (
    ELEMENT_NOT_FOUND,
    OF_ELEMENT,
    OF_FRAME,
    OF_PAGE,
    SEVERAL_MATCHES,
    InvalidParams,
    VerificationFailed,
)
from ..contract.registry import tool
from ..contract.vocabulary import ElementType
from ..js import script
from ..page import doorworld
from ..page.reads import quick_timeout, read_quickly
from ..page.targeting import FRAME, Aim, Target, locate, parse_ref
from ..page.visibility import (
    container_items,
    count_text,
    describe_element,
    gather_checks,
    in_scope,
    is_visible,
    quoted,
    text_visible_in,
)

# A field's value and a box's checked state, as page scripts (our own world's reads).
INPUT_VALUE = script("input_value")
CHECKED_STATE = script("checked_state")

TRUE_WORDS = ("true", "1", "checked")
FALSE_WORDS = ("false", "0", "unchecked")

# --- pure helpers ------------------------------------------------------------------


def coerce_checked(expected_value: str) -> bool:
    """``true``/``1``/``checked`` -> True, ``false``/``0``/``unchecked`` -> False (any case)."""
    word = expected_value.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise InvalidParams(
        f"argument 'expected_value' must be one of 'true', 'false', '1', '0', 'checked', "
        f"'unchecked' (any case) for a checkbox or radio, got {expected_value!r}"
    )


def expected_for(element_type: ElementType, expected_value: str) -> str | bool:
    """The value to compare with: the string itself for ``text``, a bool otherwise."""
    return expected_value if element_type == "text" else coerce_checked(expected_value)


def list_mode(refs: list[str] | None, container_ref: str | None, items: list[str] | None) -> str:
    """``refs`` or ``container`` for valid arguments of browser_verify_list_visible."""
    container_mode = container_ref is not None or items is not None
    if refs is not None and container_mode:
        raise InvalidParams(
            "pass either 'refs' (refs mode) or 'container_ref' with 'items' (container "
            "mode), not both"
        )
    if refs is None and not container_mode:
        raise InvalidParams(
            "pass 'refs' (refs mode) or 'container_ref' with 'items' (container mode)"
        )
    if refs is not None:
        if not refs:
            raise InvalidParams("argument 'refs' must list at least one ref")
        return "refs"
    if container_ref is None:
        raise InvalidParams("argument 'items' needs 'container_ref': the element to look in")
    if items is None:
        raise InvalidParams("argument 'container_ref' needs 'items': the texts to look for")
    if not items:
        raise InvalidParams("argument 'items' must list at least one text")
    blank = [i for i, item in enumerate(items) if not item.strip()]
    if blank:
        raise InvalidParams(
            f"argument 'items' must hold non-empty texts; item(s) at index "
            f"{', '.join(map(str, blank))} are empty"
        )
    return "container"


# --- tools -----------------------------------------------------------------------------


@tool(
    target=FRAME,
    errors=(
        ("verification_failed", "the element is present but not visible"),
        (
            "stale_ref",
            "the ref is no longer in the accessibility tree: take a new snapshot with "
            "browser_snapshot",
        ),
        ELEMENT_NOT_FOUND,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="checks",
)
async def browser_verify_element_visible(target: Target, ref: str) -> dict[str, Any]:
    """Verify that the element identified by a ref is currently visible on the page.

    ``ref`` is a snapshot ref (``e12``, ``f1e3``) or a selector; a selector passes
    when one of its matches is visible. The check is synchronous (no waiting). Refs
    inside iframes are found from the page; an explicit ``frame_id`` looks in that
    frame only.
    """
    if not await is_visible(target, ref):
        raise VerificationFailed(
            f"{describe_element(ref)} is present{in_scope(target)} but not visible "
            "(display:none, visibility:hidden, zero size or in a closed <details>)"
            if parse_ref(ref) is not None
            else f"selector '{ref}' matches only elements that are not visible{in_scope(target)}"
        )
    return {"visible": True, "ref": ref}


@tool(
    target=FRAME,
    errors=(
        (
            "verification_failed",
            "some elements or items are not visible; the message names every one",
        ),
        (
            "invalid_params",
            "neither or both modes, an empty list, container_ref without items or items "
            "without container_ref",
        ),
        ("stale_ref", "refs are no longer in the page; the message names them"),
        ELEMENT_NOT_FOUND,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="checks",
)
async def browser_verify_list_visible(
    aim: Aim,
    refs: list[str] | None = None,
    container_ref: str | None = None,
    items: list[str] | None = None,
) -> dict[str, Any]:
    """Verify visibility of multiple elements in either refs mode or container mode.

    Refs mode: every element of ``refs`` (refs or selectors) must be visible; returns
    ``visible_refs``. Container mode: for each text of ``items`` some visible element
    inside ``container_ref`` must contain it (case-insensitive substring, as
    get_by_text); hidden duplicates do not count against it. Returns
    ``container_ref`` and ``verified_items``. The failure message names every ref or
    item that failed.
    """
    mode = list_mode(refs, container_ref, items)
    target = aim.resolve()
    if mode == "refs":
        assert refs is not None
        visible = await gather_checks(target, list(refs))
        hidden = [r for r, ok in zip(refs, visible, strict=True) if not ok]
        if hidden:
            raise VerificationFailed(
                f"{len(hidden)} of {len(refs)} elements are not visible{in_scope(target)}: "
                f"{quoted(hidden)}"
            )
        return {"visible_refs": list(refs)}
    assert container_ref is not None and items is not None
    found = await container_items(target, container_ref, list(items))
    missing = [item for item, ok in zip(items, found, strict=True) if not ok]
    if missing:
        raise VerificationFailed(
            f"{len(missing)} of {len(items)} items are not visible in container "
            f"'{container_ref}'{in_scope(target)}: {quoted(missing)}"
        )
    return {"container_ref": container_ref, "verified_items": list(items)}


@tool(
    target=FRAME,
    errors=(
        (
            "verification_failed",
            "the text is not visible; the message says when it is present but hidden",
        ),
        ("invalid_params", "an empty text"),
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="checks",
)
async def browser_verify_text_visible(aim: Aim, text: str) -> dict[str, Any]:
    """Verify that the given text is currently visible somewhere on the active page.

    Case-insensitive, non-exact substring match via get_by_text over the main frame
    and all child frames (an explicit ``frame_id``: that frame only). Any visible
    match is enough, even when an earlier one is hidden. No waiting.
    """
    if not text.strip():
        raise InvalidParams("argument 'text' must not be empty")
    target = aim.resolve()
    explicit = target.frame is not None
    frames = [target.frame] if target.frame is not None else list(target.page.frames)
    shown = await asyncio.gather(
        *(text_visible_in(f, text, explicit=explicit, target=target) for f in frames)
    )
    if any(shown):
        return {"text": text, "visible": True}
    hidden = await asyncio.gather(
        *(count_text(f, text, visible=False, explicit=explicit) for f in frames)
    )
    note = f" ({sum(hidden)} match(es) present but hidden)" if any(hidden) else ""
    scope = f"in frame '{target.frame_id}'" if explicit else "on any frame of the page"
    raise VerificationFailed(f"text '{text}' is not visible {scope}{note}")


_STRICT = re.compile(r"resolved to (\d+) elements")


@tool(
    target=FRAME,
    errors=(
        ("verification_failed", "the value differs; the message shows both"),
        (
            "invalid_params",
            "an expected_value that is no checked-state word for a checkbox or radio, an "
            f"element without a value or checked state, {SEVERAL_MATCHES}",
        ),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="checks",
)
async def browser_verify_value(
    aim: Aim, ref: str, expected_value: str, element_type: ElementType = "text"
) -> dict[str, Any]:
    """Verify the value or checked state of an input element.

    ``element_type`` ``text`` compares ``input_value()`` (input, textarea, select)
    with ``expected_value`` exactly; ``checkbox`` and ``radio`` compare
    ``is_checked()`` with ``expected_value`` coerced to a bool from ``true``,
    ``false``, ``1``, ``0``, ``checked``, ``unchecked`` (any case).
    """
    expected = expected_for(element_type, expected_value)
    target = aim.resolve()
    try:
        actual = await read_value(target, ref, element_type)
    except PlaywrightError as exc:
        raise value_error(exc, ref, element_type) from None
    if actual != expected:
        raise VerificationFailed(
            f"{describe_element(ref)}{in_scope(target)}: expected {shown(expected)} but "
            f"it is {shown(actual)}"
        )
    return {"ref": ref, "value": actual, "element_type": element_type}


async def read_value(target: Target, ref: str, element_type: ElementType) -> str | bool:
    """The element's value (``text``) or checked state; stale_ref / element_not_found.

    One browser round trip when the element is there (``read_quickly``), as raw
    Playwright's ``input_value()``; otherwise ``locate`` raises what it always raised
    (or finds a ref in a child frame), and the located element is read.
    """

    async def read(locator: Locator, timeout: float) -> str | bool:
        if element_type == "text":
            return await locator.input_value(timeout=timeout)
        return await locator.is_checked(timeout=timeout)

    # Our own world first, where the instance has one: a field's value, a box's state;
    # anything else (not a field, not a box, not one element) takes Playwright's way,
    # which says why.
    key, door = ("value", INPUT_VALUE) if element_type == "text" else ("checked", CHECKED_STATE)
    found = await doorworld.one(target, ref, door)
    if found is not None and found.count == 1 and key in found.value:
        return found.value[key]

    done, value = await read_quickly(target, ref, lambda locator: read(locator, quick_timeout()))
    if done:
        assert value is not None
        return value
    return await read(await locate(target, ref), current_operation().playwright_timeout())


def shown(value: str | bool) -> str:
    """``'abc'`` for a value, ``checked``/``unchecked`` for a checked state."""
    if isinstance(value, bool):
        return "checked" if value else "unchecked"
    return f"value {value!r}"


def value_error(exc: PlaywrightError, ref: str, element_type: ElementType) -> Exception:
    """Explains why the element's value could not be read, or passes ``exc`` on."""
    message = str(exc)
    strict = _STRICT.search(message)
    if strict:
        return InvalidParams(
            f"selector '{ref}' matches {strict.group(1)} elements; Verify Value needs "
            "exactly one: make the selector more specific or use a snapshot ref"
        )
    if "Not a checkbox or radio button" in message:
        return InvalidParams(
            f"{describe_element(ref)} is not a checkbox or radio button; use "
            "element_type 'text' for its value"
        )
    if "is not an <input>" in message:
        return InvalidParams(
            f"{describe_element(ref)} is not an <input>, <textarea> or <select>, so it "
            "has no value for element_type 'text'"
        )
    return exc
