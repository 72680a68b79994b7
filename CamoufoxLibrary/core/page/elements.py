"""Looking up the one element a tool acts on, and what it is (tag, type, options...)."""

from __future__ import annotations

from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams
from ..js import script
from . import doorworld
from .targeting import (
    Target,
    count_selector,
    element_locator,
    locate_counted,
    parse_ref,
    worked,
)

# What an element is, for the checks made before acting on it.
DESCRIBE_ELEMENT = script("describe_element")


async def one_element(target: Target, element: str, name: str, *, appear: bool = True) -> Locator:
    """The Locator of exactly one element; a selector matching several is invalid_params.

    An action's selector that matches nothing yet is waited for (``appear``); a read
    (``appear=False``) fails at once with element_not_found.
    """
    if not element.strip():
        raise InvalidParams(f"argument '{name}' must be a ref (e.g. 'e12') or a selector")
    locator, count = await locate_counted(target, element, appear=appear)
    if count > 1:
        raise InvalidParams(
            f"argument '{name}': selector '{element}' matches {count} elements; make it "
            "match one (add an attribute, or append ' >> nth=0') or use a ref from a snapshot"
        )
    return locator


async def quick_look(
    target: Target, element: str, script: str, arg: Any = None
) -> tuple[Locator, Any] | None:
    """For a selector matching exactly one element: its Locator and ``script(element, arg)``.

    One evaluation in the page (``evaluate_all``: two browser round trips) where
    ``one_element`` followed by ``Locator.evaluate`` takes a count, an element handle
    moved between worlds and its release (about twelve BiDi commands); one command in
    our own world where the instance has a door (page/doorworld.py). None for a ref
    (refs resolve only in Playwright's utility world, where evaluate_all does not look)
    and for a selector that matches no element or several, or cannot be evaluated:
    ``one_element`` then raises the error it always raised.
    """
    if not isinstance(element, str) or not element.strip() or parse_ref(element) is not None:
        return None
    through_door = await doorworld.one(target, element, script, arg, world=doorworld.PAGE)
    if through_door is not None:  # our own world: no set-up of Playwright's per document
        if through_door.count != 1:
            return None
        return element_locator(target, element), through_door.value
    locator = element_locator(target, element)
    try:
        found = await locator.evaluate_all(
            f"(els, arg) => els.length === 1 ? {{value: ({script})(els[0], arg)}} : null", arg
        )
    except PlaywrightError:
        return None
    if found is None:
        return None
    await worked(target, element)
    # A script's undefined leaves no "value" key behind.
    return locator, found.get("value")


async def described(target: Target, element: str, name: str) -> tuple[Locator, dict[str, Any]]:
    """The Locator of exactly one element and what DESCRIBE_ELEMENT says about it."""
    looked = await quick_look(target, element, DESCRIBE_ELEMENT)
    if looked is not None:
        return looked
    locator = await one_element(target, element, name)
    return locator, await describe(locator)


async def describe(locator: Locator) -> dict[str, Any]:
    return await locator.evaluate(
        DESCRIBE_ELEMENT, timeout=current_operation().playwright_timeout()
    )


async def read_element(
    target: Target, element: str, name: str, script: str, arg: Any = None
) -> Any:
    """``script(element, arg)`` of exactly one element: one evaluation for a selector.

    ``element_not_found`` / ``stale_ref`` at once when it is not there (reads never
    wait: the keywords' assertions retry), ``invalid_params`` when a selector matches
    several elements.
    """
    looked = await quick_look(target, element, script, arg)
    if looked is not None:
        return looked[1]
    locator = await one_element(target, element, name, appear=False)
    return await locator.evaluate(script, arg, timeout=current_operation().playwright_timeout())


async def count_elements(target: Target, element: str, name: str) -> int:
    """How many elements a selector matches now (0 is an answer); a ref counts 1 or is stale."""
    if not isinstance(element, str) or not element.strip():
        raise InvalidParams(f"argument '{name}' must be a ref (e.g. 'e12') or a selector")
    if parse_ref(element) is not None:
        _, count = await locate_counted(target, element)
        return count
    return await count_selector(element_locator(target, element), element)


def what_it_is(found: dict[str, Any]) -> str:
    """``a <p> element``, ``an <input type=text>``, ``a <div role=button>``."""
    tag = found["tag"]
    if found.get("type"):
        return f"an <{tag} type={found['type']}>"
    if found.get("role"):
        return f"a <{tag} role={found['role']}>"
    return f"an <{tag}> element" if tag[:1] in "aeiou" else f"a <{tag}> element"
