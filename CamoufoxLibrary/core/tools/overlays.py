"""Overlay handler tools: clear a consent banner or a pop-over before any action it blocks.

A handler is installed on every page of the instance, pages opened later included
(``core/browser/overlays.py``, on Playwright's ``page.add_locator_handler``).
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from ..browser.instance import Instance
from ..browser.manager import InstanceManager
from ..browser.overlays import OverlayHandler
from ..contract.envelope import current_operation
from ..contract.errors import OF_INSTANCE, InvalidParams, PageNotFound
from ..contract.registry import tool
from ..contract.vocabulary import OverlayAction
from ..page.targeting import count_selector

log = logging.getLogger("CamoufoxLibrary.core")


async def check_selector(inst: Instance, selector: str, name: str) -> None:
    """A selector Playwright cannot parse would fail every later action: refused now."""
    if not selector.strip():
        raise InvalidParams(f"argument '{name}' must be a selector, got {selector!r}")
    pages = [page for page in inst.pages.values() if not page.is_closed()]
    if not pages:
        raise PageNotFound(
            f"instance '{inst.name}' has no open page to check the selector on; open one "
            "with browser_tabs action 'new'"
        )
    try:
        await count_selector(pages[0].locator(selector), selector)
    except InvalidParams as exc:
        raise InvalidParams(f"argument '{name}': {exc.message}") from exc


@tool(
    errors=(
        (
            "invalid_params",
            "an invalid selector, an action other than click, press or hide, click without "
            "a selector or press without a key in value, a value for hide, times below 1",
        ),
        ("page_not_found", "the instance has no open page to check the selector on"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_add_overlay_handler(
    manager: InstanceManager,
    instance: str,
    selector: str,
    action: OverlayAction,
    value: str | None = None,
    *,
    times: int | None = None,
) -> dict[str, Any]:
    """Clear an overlay (``selector``) whenever it is visible as an action begins.

    Before each action (click, fill, check, hover, ...) on any page of the instance,
    pages opened later included, the overlay is looked for; when one of its matches is
    visible, ``action`` runs first: ``click`` clicks the selector ``value`` (an Accept
    button), ``press`` presses the key ``value`` (``Escape``), ``hide`` hides every
    match (``display: none``; no ``value``). The action then waits until no match is
    visible, and goes on. ``times`` limits how often it runs, all pages together;
    default: every time. A handler with the same selector is replaced. Each run is
    logged. Reading tools (snapshot, verify, get) do not trigger it. Returns
    ``handler``, ``replaced`` (the handler it replaced, or null) and ``handlers``.
    """
    inst = manager.get(instance)
    if times is not None and times < 1:
        raise InvalidParams(f"argument 'times' must be 1 or more, got {times}")
    if action == "hide":
        if value is not None:
            raise InvalidParams(f"argument 'value' must be empty for action 'hide', got {value!r}")
    elif not value:
        what = "a selector to click" if action == "click" else "a key to press, such as 'Escape'"
        raise InvalidParams(f"argument 'value' must be {what} for action '{action}'")
    await check_selector(inst, selector, "selector")
    if action == "click":
        await check_selector(inst, value or "", "value")
    timeout_ms = current_operation().budget * 1000
    handler = OverlayHandler(selector, action, value, times, timeout_ms)
    replaced = await inst.overlays.add(handler)
    return {
        "handler": handler.as_dict(),
        "replaced": replaced.as_dict() if replaced else None,
        "handlers": inst.overlays.as_list(),
    }


@tool(
    errors=(
        ("invalid_params", "no overlay handler has that selector, nor had one that ran out"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_remove_overlay_handler(
    manager: InstanceManager, instance: str, selector: str
) -> dict[str, Any]:
    """Remove the overlay handler of ``selector`` from every page of the instance.

    Returns ``removed`` (the handler, with ``runs``: how often it ran), ``ran_out``
    (null, or ``at``, the ISO time of its last run, and its ``page_id``) and ``handlers``
    (those left).

    A handler that ran out of its ``times`` is gone already: removing it does nothing
    but log when and on which page it ran out (a teardown that removes it passes).
    """
    inst = manager.get(instance)
    removed = await inst.overlays.remove(selector)
    ran_out = None
    if removed is None:
        removed = inst.overlays.ran_out(selector)
        if removed is None:
            known = ", ".join(repr(s) for s in inst.overlays.handlers) or "none"
            raise InvalidParams(
                f"argument 'selector': no overlay handler for {selector!r} in instance "
                f"'{instance}'; its handlers: {known}"
            )
        at = datetime.fromtimestamp(removed.ran_out_at or 0).isoformat(timespec="milliseconds")
        ran_out = {"at": at, "page_id": removed.ran_out_on}
        log.info(
            "Overlay handler %r had run out already: its last run (%d of times=%d) was at %s "
            "on page '%s'; nothing left to remove",
            selector,
            removed.runs,
            removed.times,
            at,
            removed.ran_out_on,
        )
    return {
        "removed": removed.as_dict(),
        "ran_out": ran_out,
        "handlers": inst.overlays.as_list(),
    }
