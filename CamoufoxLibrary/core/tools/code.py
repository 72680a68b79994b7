"""The code tool: run JavaScript in the page, optionally on an element or all matches,
with one JSON argument passed as a real argument (never pasted into the source)."""

from __future__ import annotations

from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from ..contract.errors import OF_ELEMENT, OF_FRAME, OF_PAGE, EvaluationFailed, InvalidParams
from ..contract.registry import tool
from ..contract.vocabulary import Expectation, JsonValue
from ..js.results import jsonable, navigated_away, script_error
from ..page.following import follow_errors, following
from ..page.targeting import FRAME, Aim, Target, element_locator, locate, parse_ref
from ..syntax.scriptargs import check_jsonable


@tool(
    target=FRAME,
    errors=follow_errors(
        ("evaluation_failed", "the script threw; the message carries the JavaScript error"),
        (
            "operation_timeout",
            "the script did not return in time; it runs on until the instance is destroyed",
        ),
        ("invalid_params", "empty code, an arg that is not JSON-able, all without ref"),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_evaluate(
    aim: Aim,
    function: str,
    *,
    ref: str | None = None,
    arg: JsonValue = None,
    all: bool = False,
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Run a JavaScript function or expression in the page and return its result.

    ``function`` is a function (``() => document.title``; with ``ref`` it is called
    with the element: ``el => el.value``; with ``all`` too, with the array of every
    element the selector matches, none included: ``els => els.length``) or an
    expression (``document.title``). ``arg`` (any JSON value) is passed to the
    function as its argument, after the element when there is one:
    ``(el, arg) => el.dataset[arg]``; it is never pasted into the source, so quotes
    in it need no escaping. A returned promise is awaited. The result is made JSON: dates as ISO text, NaN and
    Infinity as text, undefined and functions as null, Maps and Sets as empty objects,
    DOM nodes as descriptive text.
    ``expect`` (popup, download, response or url) waits for what the script opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    A script that opens a dialog does not return while the dialog is pending: the call
    ends in operation_timeout and the dialog stays pending (browser_handle_dialog).
    """
    if not function.strip():
        raise InvalidParams("argument 'function' must be JavaScript code, got an empty string")
    check_jsonable(arg, "arg")
    if all and ref is None:
        raise InvalidParams("argument 'all' needs 'ref': the selector whose matches to pass")
    follow = following(aim, expect, expect_url, select)
    target = follow.target
    async with follow:
        try:
            if ref is not None:
                if all:
                    result = await (await every_match(target, ref)).evaluate_all(function, arg)
                else:
                    element = await locate(target, ref)
                    result = await element.first.evaluate(function, arg)
            else:
                result = await target.acting_frame.evaluate(function, arg)
        except PlaywrightError as exc:
            # The page closing or the browser dying is not the script's fault; but a
            # script may well throw an error whose message says "closed".
            closed = target.page.is_closed() or type(exc).__name__ == "TargetClosedError"
            if closed or aim.manager.dead_reason(aim.instance):
                raise
            message = script_error(exc)
            if navigated_away(message):
                raise EvaluationFailed(
                    f"the page navigated while the script ran ({message}); run it again on "
                    "the new page"
                ) from exc
            raise EvaluationFailed(f"the script threw {message}") from exc
    return {"result": jsonable(result), **follow.data}


async def every_match(target: Target, ref: str) -> Locator:
    """A selector's matches, none included (an empty list is an answer); a ref's element."""
    if ref.strip() and parse_ref(ref) is None:
        return element_locator(target, ref)
    return await locate(target, ref)
