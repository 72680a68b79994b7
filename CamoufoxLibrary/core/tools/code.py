"""The code tool: run JavaScript in the page, optionally on an element."""

from __future__ import annotations

import datetime
import math
from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..errors import EvaluationFailed, InvalidParams
from ..manager import InstanceManager
from ..targeting import locate, resolve
from ..tooling import tool


def jsonable(value: Any) -> Any:
    """Playwright's result made strictly JSON: dates as ISO text, NaN/Infinity as text."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value).replace("inf", "Infinity").replace("nan", "NaN")
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


@tool
async def browser_evaluate(
    manager: InstanceManager,
    instance: str,
    function: str,
    *,
    ref: str | None = None,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Run a JavaScript function or expression in the page and return its result.

    ``function`` is a function (``() => document.title``; with ``ref`` it is called
    with the element: ``el => el.value``) or an expression (``document.title``). A
    returned promise is awaited. The result is made JSON: DOM nodes and functions come
    back empty, dates as ISO text. Errors: evaluation_failed (the script threw; the
    message carries the JavaScript error), operation_timeout (it never returned),
    stale_ref, element_not_found, modal_state_blocked, page_not_found.
    """
    if not function.strip():
        raise InvalidParams("argument 'function' must be JavaScript code, got an empty string")
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    try:
        if ref is not None:
            element = await locate(target, ref)
            result = await element.first.evaluate(function)
        else:
            result = await target.acting_frame.evaluate(function)
    except PlaywrightError as exc:
        if manager.dead_reason(instance) or "closed" in exc.message.lower():
            raise
        message = exc.message.splitlines()[0].split(": ", 1)[-1]  # drop "Frame.evaluate: "
        raise EvaluationFailed(f"the script threw {message}") from exc
    return {"result": jsonable(result)}
