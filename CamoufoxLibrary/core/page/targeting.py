"""Resolving a tool's targets: instance, page_id, frame_id and element arguments.

An element argument is a *ref* from ``browser_snapshot`` (``e12`` in the main frame,
``f1e3`` inside an iframe, ``ref=e12``) or any Playwright selector
(``internal:role=button[name="Go"i]``, ``css=...``, ``xpath=...``, ``text=...``,
``id=...``, bare CSS, ...). A main-frame ref is mapped back to Playwright's (refs.py).
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Locator, Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from ..browser.instance import Instance
from ..browser.manager import InstanceManager
from ..browser.newtabs import bring_to_front
from ..contract.envelope import current_operation
from ..contract.errors import ElementNotFound, InvalidParams, ModalStateBlocked, StaleRef, reason_of
from ..contract.targets import TargetArgs, TargetKind

# Of an action's deadline, what waiting for its element to appear leaves for the action.
APPEAR_MARGIN_MS = 500.0
# How long an action's missing selector with a fingerprint is waited for before healing is
# tried, and between tries: a late element is waited for, not healed away.
HEAL_AFTER_MS = 500.0
REF_PATTERN = re.compile(r"^(?:ref=)?((?:f\d+)?e\d+)$")


def parse_ref(argument: str) -> str | None:
    """The ref in ``argument`` (``ref=e12`` -> ``e12``), or None for a selector."""
    match = REF_PATTERN.match(argument.strip())
    return match.group(1) if match else None


@dataclass
class Target:
    """Where a page-scoped tool acts: the page, and the frame when one was given."""

    instance: Instance
    page_id: str
    page: Page
    frame_id: str | None
    frame: Frame | None  # None: the whole page (refs may live in any frame)

    @property
    def scope(self) -> Page | Frame:
        return self.frame if self.frame is not None else self.page

    @property
    def acting_frame(self) -> Frame:
        return self.frame if self.frame is not None else self.page.main_frame

    def playwright_ref(self, ref: str) -> str:
        """Playwright's ref of a snapshot's ref (``e12`` -> ``f2e5``, see refs.py)."""
        refs = self.instance.main_refs.get(self.page_id)
        return refs.playwright_ref(ref) if refs is not None else ref


def resolve(
    manager: InstanceManager,
    instance: str,
    *,
    page_id: str | None = None,
    frame_id: str | None = None,
    allow_modal: bool = False,
) -> Target:
    """Resolves the target of a page-scoped tool and records it on the operation.

    Never changes the selected page. A pending dialog or file chooser on the page
    blocks the tool (``modal_state_blocked``) unless ``allow_modal``.
    """
    inst = manager.get(instance)
    op = current_operation()
    pid, page = inst.page(page_id)
    op.page_id = pid
    frame = inst.frame(page, frame_id) if frame_id is not None else None
    op.frame_id = inst.frame_id_of(frame if frame is not None else page.main_frame)
    if not allow_modal:
        modal = inst.modals.pending(pid)
        if modal is not None:
            raise ModalStateBlocked(
                f"{op.tool or 'this tool'} cannot run while {modal.describe()} is pending "
                f"on page '{pid}'; resolve it with {modal.resolver()} first"
            )
    return Target(inst, pid, page, frame_id if frame is not None else None, frame)


async def selected_in_front(manager: InstanceManager, instance: str, page_id: str | None) -> None:
    """Brings the selected page to the front before a tool acts on it, when another page
    came in front (a popup, a tab opened by the page, the front tab closed): as a user
    switches back to the tab they work in, which a tab behind others is not (hidden,
    unfocused). A ``page_id`` of another page leaves the front as it is."""
    inst = manager.instances.get(instance)
    if inst is None or inst.dead_reason or inst.selected_page_id is None:
        return
    selected = inst.selected_page_id
    if inst.arrivals.front == selected or page_id not in (None, selected):
        return
    page = inst.pages.get(selected)
    if page is None or page.is_closed():
        return
    with contextlib.suppress(PlaywrightError):  # it closed meanwhile: the tool says so
        await bring_to_front(inst, selected)


# What a page tool declares it acts on (``@tool(target=...)``, contract/targets.py): a
# page, or a page or one of its frames; a pending dialog or file chooser blocks it,
# but for the UNDER_MODAL ones. ``Aim`` is the type of a tool's ``aim`` parameter.
PAGE = TargetKind(resolve, frame=False, ready=selected_in_front)
FRAME = TargetKind(resolve, frame=True, ready=selected_in_front)
PAGE_UNDER_MODAL = TargetKind(resolve, frame=False, allow_modal=True, ready=selected_in_front)
FRAME_UNDER_MODAL = TargetKind(resolve, frame=True, allow_modal=True, ready=selected_in_front)
Aim = TargetArgs[Target]


def element_locator(target: Target, element: str) -> Locator:
    """A Locator for a ref or selector, without checking that it matches anything.

    In an explicit frame a ref is looked up in that frame only: from a frame, a bare
    ``aria-ref=f2e3`` finds the element in whichever frame owns it, while
    ``:root >> aria-ref=...`` stays inside the frame it starts from.
    """
    ref = parse_ref(element)
    if ref is None:
        locator = target.scope.locator(element)
    elif target.frame is not None:
        locator = target.frame.locator(f":root >> aria-ref={target.playwright_ref(ref)}")
    else:
        locator = target.page.locator(f"aria-ref={target.playwright_ref(ref)}")
    current_operation().elements[element] = locator  # for a timeout's explanation
    return locator


async def locate(target: Target, element: str, *, fall_back_to_frames: bool = True) -> Locator:
    """A Locator for a ref or selector that matches at least one element right now.

    Refs that are gone fail at once with ``stale_ref`` (Playwright would wait out
    the whole timeout). Without an explicit frame, a ref not found from the page
    is looked up in each child frame; an explicit frame never falls back.
    """
    locator, _ = await locate_counted(target, element, fall_back_to_frames=fall_back_to_frames)
    return locator


async def locate_counted(
    target: Target, element: str, *, fall_back_to_frames: bool = True, appear: bool = False
) -> tuple[Locator, int]:
    """``locate``, and how many elements the Locator matched (so nobody counts twice).

    With ``appear`` (an action's element), a selector that matches nothing yet is
    waited for until the tool's deadline, as Playwright's actionability waits; a ref
    never comes back, so a gone one is ``stale_ref`` at once either way.
    """
    if not isinstance(element, str) or not element.strip():
        raise InvalidParams("the element argument must be a ref (e.g. 'e12') or a selector")
    locator = element_locator(target, element)
    ref = parse_ref(element)
    if ref is None:
        count = await count_selector(locator, element)
        if count == 0 and target.instance.healer.heals(element):
            return await found_again(target, element, locator, appear=appear)
        if count == 0 and appear:
            count = await appeared(locator)
        if count == 0:
            raise ElementNotFound(f"selector '{element}' matches no element{where(target)}")
        if count == 1:
            await worked(target, element)
        return locator, count
    count = await count_matches(locator)
    if count:
        return locator, count
    if target.frame is not None:
        raise StaleRef(
            f"ref '{ref}' is not in frame '{target.frame_id}' (an explicit frame_id never "
            "falls back to other frames); take a new snapshot of that frame, or omit "
            "frame_id to look in the whole page"
        )
    if fall_back_to_frames:
        for frame in target.page.frames[1:]:
            candidate = frame.locator(f"aria-ref={target.playwright_ref(ref)}")
            count = await count_matches(candidate)
            if count:
                current_operation().elements[element] = candidate
                return candidate, count
    raise StaleRef(
        f"ref '{ref}' is not in the current page; refs expire when the "
        "page changes: take a new snapshot (browser_snapshot) and use its refs"
    )


async def appeared(locator: Locator, at_most_ms: float | None = None) -> int:
    """How many elements match once one is attached; 0 when the deadline (or
    ``at_most_ms``) came first.

    The wait leaves a moment of the deadline for the action that follows it.
    """
    wait_ms = current_operation().playwright_timeout() - APPEAR_MARGIN_MS
    if at_most_ms is not None:
        wait_ms = min(wait_ms, at_most_ms)
    try:
        await locator.first.wait_for(state="attached", timeout=max(wait_ms, 1.0))
    except PlaywrightTimeoutError:
        return 0
    return await locator.count()


async def worked(target: Target, element: str) -> None:
    """``element``, a selector, has just found one element: healing records its
    fingerprint, the first time in the run (core/healing/healer.py)."""
    if target.instance.healer.records and parse_ref(element) is None:
        await target.instance.healer.remember(target.scope, element)


async def found_again(
    target: Target, element: str, locator: Locator, *, appear: bool
) -> tuple[Locator, int]:
    """A missing selector's element, found again from its fingerprint (core/healing/).

    A read tries once. An action's selector is waited for a moment first, then healing
    is tried, and again after each further moment until the deadline, as an action
    waits for its element. No heal is ``element_not_found`` saying why.
    """
    op = current_operation()
    while True:
        if appear:
            count = await appeared(locator, HEAL_AFTER_MS)
            if count:
                return locator, count
        healed, why = await heal(target, element)
        if healed is not None:
            return op.elements[element], 1
        if not appear or op.playwright_timeout() <= APPEAR_MARGIN_MS + HEAL_AFTER_MS:
            raise ElementNotFound(
                f"selector '{element}' matches no element{where(target)}; healing found no "
                f"replacement: {why}"
            )


async def heal(target: Target, element: str) -> tuple[str | None, str]:
    """One try at healing ``element``: the selector that replaces it, or None and why.

    A heal is recorded on the operation (``healed``: the old and new selectors, the
    candidate's kind and the agreement; ``elements``: the new Locator), and the new
    selector's fingerprint is recorded in turn.
    """
    healer = target.instance.healer
    outcome = await healer.heal(target.scope, element)
    if outcome.healed is None:
        return None, outcome.why
    op = current_operation()
    op.elements[element] = target.scope.locator(outcome.healed.selector)
    op.healed[element] = {
        "selector": element,
        "healed": outcome.healed.selector,
        "kind": outcome.healed.kind,
        "agreement": round(outcome.score, 2),
    }
    await healer.remember(target.scope, outcome.healed.selector)
    return outcome.healed.selector, ""


async def count_selector(locator: Locator, selector: str) -> int:
    """``locator.count()`` of a selector's Locator; one that cannot be parsed is invalid_params."""
    try:
        return await locator.count()
    except Exception as exc:
        bad = bad_selector(selector, exc)
        if bad is not None:
            raise bad from exc
        raise


def bad_selector(element: str, exc: Exception) -> InvalidParams | None:
    """The invalid_params of a selector the page could not parse, or None for other errors."""
    # CSS/engine errors name the selector; a bad XPath is the page's SyntaxError.
    if any(word in str(exc).lower() for word in ("selector", "parse", "syntaxerror")):
        return InvalidParams(f"'{element}' is not a valid selector: {reason_of(exc)}")
    return None


async def count_matches(locator: Locator) -> int:
    """``locator.count()``, but 0 for a ref whose frame no longer exists."""
    try:
        return await locator.count()
    except Exception as exc:
        # A ref from an earlier document names a frame that no longer exists.
        if "aria-ref" in str(exc) or "Invalid frame" in str(exc):
            return 0
        raise


def where(target: Target) -> str:
    return f" of frame '{target.frame_id}'" if target.frame_id else ""
