"""The locator tool: a durable selector, and its Python call, for a ref or a selector.

The selector of a ref comes from Playwright's own generator ranked as the seed ranks
(``core/page/locators.py``); ``python_syntax`` is Playwright's Python rendering of it
(``core/syntax/pysyntax.py``).
"""

from __future__ import annotations

import logging
from typing import Any

from ..contract.envelope import current_operation
from ..contract.errors import OF_FRAME, OF_PAGE, STALE_REF, InvalidParams
from ..contract.registry import tool
from ..page.locators import check_selector_syntax, locator_for_ref
from ..page.targeting import FRAME, Aim, parse_ref
from ..syntax.pysyntax import as_python

log = logging.getLogger("CamoufoxLibrary.core")


@tool(
    target=FRAME,
    errors=(
        (
            "invalid_params",
            "neither or both of ref and selector, a ref that is not a ref, a malformed selector",
        ),
        STALE_REF,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="reads",
    unrecorded="the recorder makes the locators itself",
)
async def browser_generate_locator(
    aim: Aim, ref: str | None = None, selector: str | None = None, element: str | None = None
) -> dict[str, Any]:
    """Generate a stable, durable Playwright locator for an element.

    Exactly one of ``ref`` (a snapshot ref, resolved with the priority data-testid >
    ARIA role+name > label > placeholder > alt text > title > text content > CSS
    fallback) or ``selector`` (passed through verbatim) must be given. Returns
    ``ref``, ``selector``, ``internal_selector`` (a raw Playwright selector for
    ``page.locator()``), ``python_syntax`` (the same locator as a Python call),
    ``page_id`` and ``frame_id``: the frame the selector is relative to (the main
    frame, or the explicit ``frame_id``, for which the selector is frame-local).
    ``element`` is only logged. With healing recording, the element's fingerprint is
    kept for the selector.
    """
    if (ref is None) == (selector is None):
        raise InvalidParams(
            "give exactly one of 'ref' (a snapshot ref such as 'e12') or 'selector' "
            f"(a CSS or Playwright selector); got {'both' if ref is not None else 'neither'}"
        )
    parsed_ref = None
    if ref is not None:
        parsed_ref = parse_ref(ref)
        if parsed_ref is None:
            raise InvalidParams(
                f"argument 'ref' must be a snapshot ref such as 'e12' or 'f1e3', got {ref!r}; "
                "pass a CSS or Playwright selector as 'selector' instead"
            )
    elif not selector or not selector.strip():
        raise InvalidParams("argument 'selector' must be a non-empty CSS or Playwright selector")
    target = aim.resolve()
    if element:
        log.info("generate_locator for %s", element)
    if parsed_ref is not None:
        internal = await locator_for_ref(target, parsed_ref)
    else:
        internal = str(selector)
        await check_selector_syntax(target, internal)
    # Healing keeps the fingerprint of each locator made (when it records).
    await target.instance.healer.remember(target.scope, internal)
    return {
        "ref": parsed_ref,
        "selector": selector,
        "internal_selector": internal,
        "python_syntax": as_python(internal),
        "page_id": target.page_id,
        "frame_id": current_operation().frame_id,
    }
