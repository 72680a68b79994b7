"""The code tool: run JavaScript in the page, optionally on an element."""

from __future__ import annotations

import datetime
import math
import re
from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..errors import OF_ELEMENT, OF_FRAME, OF_PAGE, EvaluationFailed, InvalidParams
from ..manager import InstanceManager
from ..registry import tool
from ..targeting import locate, resolve

# Playwright prefixes its errors with the API call: "Frame.evaluate: Error: boom".
_PREFIX = re.compile(r"^\w+\.\w+: ")


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


@tool(
    errors=(
        ("evaluation_failed", "the script threw; the message carries the JavaScript error"),
        (
            "operation_timeout",
            "the script did not return in time; it runs on until the instance is destroyed",
        ),
        ("invalid_params", "empty code"),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    )
)
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
    returned promise is awaited. The result is made JSON: dates as ISO text, NaN and
    Infinity as text, undefined and functions as null, Maps and Sets as empty objects,
    DOM nodes as descriptive text.
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
        # The page closing or the browser dying is not the script's fault; but a script
        # may well throw an error whose message says "closed".
        closed = target.page.is_closed() or type(exc).__name__ == "TargetClosedError"
        if closed or manager.dead_reason(instance):
            raise
        message = _PREFIX.sub("", exc.message.splitlines()[0])  # drop "Frame.evaluate: "
        # Firefox reports some parse errors with BiDi's name for them.
        message = re.sub(r"^syntax_error: ", "SyntaxError: ", message)
        if "Execution context was destroyed" in message:
            raise EvaluationFailed(
                f"the page navigated while the script ran ({message}); run it again on the new page"
            ) from exc
        raise EvaluationFailed(f"the script threw {message}") from exc
    return {"result": jsonable(result)}
