"""The durable selector for a snapshot ref: Playwright's generator, ranked as the seed ranks.

Builds on Playwright's own selector generator: public ``Locator.normalize()`` turns
an ``aria-ref`` into the best-practice selector Playwright would record
(``internal:role=button[name="Submit"i]``, frames chained with
``>> internal:control=enter-frame >>``). On top of it comes the seed's priority
(data-testid > role+name > label > placeholder > alt text > title > text > CSS).
Playwright's scores agree except for two pairs: it prefers a placeholder to a label
and a text to a title. When its choice is one of those, the seed's preferred kind is
tried with Playwright's own engines and kept if it finds exactly that element.
"""

from __future__ import annotations

from playwright.async_api import ElementHandle, Frame, Locator, Page
from playwright.async_api import Error as PlaywrightError

from ..contract.envelope import current_operation
from ..contract.errors import InternalError, InvalidParams, reason_of
from ..js import script
from ..syntax.selectors import (
    ENTER_FRAME,
    Part,
    attribute_body,
    join_selector,
    split_frames,
    split_selector,
    text_body,
)
from .targeting import Target, locate

# Playwright's selector generator scores (injected selectorGenerator.ts: lower wins)
# and the seed's priority, for the kinds of a one-part generated selector.
PLAYWRIGHT_SCORE = {
    "testid": 1,
    "role": 100,
    "placeholder": 120,
    "label": 140,
    "alt": 160,
    "text": 180,
    "title": 200,
    "css": 10_000_000,
}
SEED_PRIORITY = ["testid", "role", "label", "placeholder", "alt", "title", "text", "css"]

# What Playwright's engines match an element by, read from the element itself.
# Labels follow Playwright's getElementLabels: aria-labelledby, else aria-label,
# else the <label>s of a labelable element.
_CANDIDATE_VALUES = script("candidate_values")


def selector_of(locator: Locator) -> str:
    """The selector string of a Locator (Playwright has no public getter)."""
    return str(locator._impl_obj._selector)


def kind_of(part: Part) -> str:
    """The seed's locator kind of a generated one-part selector."""
    if part.name == "internal:testid":
        return "testid"
    if part.name == "internal:role":
        return "role" if "[name=" in part.body else "css"
    if part.name == "internal:label":
        return "label"
    if part.name == "internal:text":
        return "text"
    if part.name == "internal:attr":
        for attr in ("placeholder", "alt", "title"):
            if part.body.startswith(f"[{attr}="):
                return attr
    return "css"


def candidate_part(kind: str, value: str, exact: bool) -> Part:
    if kind == "label":
        return Part("internal:label", text_body(value, exact))
    if kind == "text":
        return Part("internal:text", text_body(value, exact))
    return Part("internal:attr", attribute_body(kind, value, exact))


async def is_same_element(scope: Page | Frame, selector: str, element: ElementHandle) -> bool:
    """True when ``selector`` matches exactly one element in ``scope``, and it is ``element``."""
    candidate = scope.locator(selector)
    try:
        if await candidate.count() != 1:
            return False
        return bool(await candidate.evaluate(script("same_element"), element))
    except PlaywrightError:  # e.g. the match lives in another frame's document
        return False


async def seed_preferred(
    scope: Page | Frame, parts: list[Part], element: ElementHandle
) -> list[Part] | None:
    """A selector of a kind the seed ranks above Playwright's choice, or None.

    Only kinds that Playwright scores worse but the seed ranks better are tried
    (label over placeholder, title over text); each must find exactly the element.
    """
    frames, own = split_frames(parts)
    if len(own) != 1:
        return None
    chosen = kind_of(own[0])
    better = [
        kind
        for kind in SEED_PRIORITY[: SEED_PRIORITY.index(chosen)]
        if PLAYWRIGHT_SCORE[kind] > PLAYWRIGHT_SCORE[chosen]
    ]
    if not better:
        return None
    values = await element.evaluate(_CANDIDATE_VALUES)
    for kind in better:
        for value in values.get(kind, []):
            for exact in (False, True):  # Playwright prefers the looser match when unique
                candidate = [*frames, candidate_part(kind, value, exact)]
                if await is_same_element(scope, join_selector(candidate), element):
                    return candidate
    return None


def frame_depth(frame: Frame) -> int:
    depth = 0
    while frame.parent_frame is not None:
        frame = frame.parent_frame
        depth += 1
    return depth


async def locator_for_ref(target: Target, ref: str) -> str:
    """The durable selector for ``ref``, relative to the target's frame (or the page)."""
    located = await locate(target, ref)
    element = await located.element_handle(timeout=current_operation().playwright_timeout())
    try:
        parts = split_selector(selector_of(await located.normalize()))
        # normalize() answers from the top frame even for a frame's locator: drop the
        # hops into the explicit frame to make the selector frame-local.
        scope: Page | Frame = target.page
        if target.frame is not None and target.frame.parent_frame is not None:
            hops = frame_depth(target.frame)
            enters = [i for i, p in enumerate(parts) if f"{p.name}={p.body}" == ENTER_FRAME]
            if len(enters) < hops:
                raise InternalError(
                    f"Playwright's selector {join_selector(parts)!r} does not pass through "
                    f"frame '{target.frame_id}'"
                )
            parts = parts[enters[hops - 1] + 1 :]
            scope = target.frame
        preferred = await seed_preferred(scope, parts, element)
        selector = join_selector(preferred or parts)
        if scope is not target.page and not await is_same_element(scope, selector, element):
            raise InternalError(
                f"the frame-local selector {selector!r} does not find the element of ref "
                f"'{ref}' in frame '{target.frame_id}'"
            )
        return selector
    finally:
        await element.dispose()


async def check_selector_syntax(target: Target, selector: str) -> None:
    """Rejects a selector Playwright cannot parse; one that matches nothing is fine."""
    try:
        await target.scope.locator(selector).count()
    except PlaywrightError as exc:
        text = str(exc)
        if any(word in text.lower() for word in ("selector", "parse", "syntaxerror")):
            raise InvalidParams(f"'{selector}' is not a valid selector: {reason_of(exc)}") from exc
        raise
