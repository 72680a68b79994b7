"""What a page script gave back, as the tools report it: its result as strict JSON,
its error as the JavaScript error's own words."""

from __future__ import annotations

import datetime
import math
import re
from typing import Any

from playwright.async_api import Error as PlaywrightError

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


def script_error(exc: PlaywrightError) -> str:
    """The JavaScript error a script threw, without Playwright's prefix:
    ``Error: boom``, ``SyntaxError: ...``."""
    message = _PREFIX.sub("", exc.message.splitlines()[0])  # drop "Frame.evaluate: "
    # Firefox reports some parse errors with BiDi's name for them.
    return re.sub(r"^syntax_error: ", "SyntaxError: ", message)


def navigated_away(message: str) -> bool:
    """Whether a script failed because its document went away (a navigation)."""
    return "Execution context was destroyed" in message
