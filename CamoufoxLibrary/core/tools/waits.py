"""Wait tools: for an element's state, a URL, a JavaScript function, a load state.

Each waits at most its ``timeout`` (seconds; default: what the library timeout
leaves), which the tool's deadline grows by (``waiting.timeout_extra_time``), and
ends with ``wait_timeout`` saying what it waited for and what it saw last. A dialog
that opens while it waits ends it with ``modal_state_blocked``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from ..contract.deadlines import Window, check_seconds, timeout_extra_time, window
from ..contract.envelope import current_operation
from ..contract.errors import (
    OF_FRAME,
    OF_INSTANCE,
    ElementNotFound,
    EvaluationFailed,
    InvalidParams,
    PageNotFound,
    WaitTimeout,
)
from ..contract.registry import tool
from ..contract.vocabulary import ElementState, LoadState
from ..js import script
from ..js.results import jsonable, navigated_away, script_error
from ..page.elementstate import holds, look, seen_words
from ..page.targeting import FRAME, PAGE, Aim, Target, parse_ref, where
from ..page.waiting import WaitHealing, poll, unless_modal
from ..syntax.urlmatch import url_matches, url_pattern

WAIT_FOR_FUNCTION = script("wait_for_function")
# A page's document.readyState -> the load state it has reached.
READY_STATES = {"loading": "none", "interactive": "domcontentloaded", "complete": "load"}

OF_WAITING_PAGE = (
    ("modal_state_blocked", "a dialog or file chooser is pending, or opens while it waits"),
    "page_not_found",
    *OF_INSTANCE,
)
NEGATIVE_TIMEOUT = "a negative timeout"


@tool(
    target=FRAME,
    errors=(
        ("wait_timeout", "the element is still in another state when the time is up"),
        ("element_not_found", "the selector still matches no element when the time is up"),
        (
            "stale_ref",
            "the ref is gone and the state is not detached: take a new snapshot with "
            "browser_snapshot",
        ),
        (
            "invalid_params",
            f"{NEGATIVE_TIMEOUT}, a state the element cannot have such as checked on a "
            "<div>, or a selector matching several elements for a state other than "
            "attached and detached",
        ),
        *OF_WAITING_PAGE,
        OF_FRAME,
    ),
    extra_time=timeout_extra_time,
    kind="waits",
)
async def browser_wait_for_elements_state(
    aim: Aim, ref: str, state: ElementState, *, timeout: float | None = None
) -> dict[str, Any]:
    """Wait until the element ``ref`` (a snapshot ref or a selector) is in ``state``.

    ``attached``/``detached``: in the document or not; ``visible``/``hidden``;
    ``enabled``/``disabled``; ``editable``/``readonly`` (readonly: not editable, a
    disabled field too); ``checked``/``unchecked`` (checkboxes, radios, ARIA checked
    roles); ``focused``; ``selected`` (options, ARIA selected roles); ``stable``: the
    same bounding box over two animation frames. A selector is looked up again at
    every look; one that matches nothing is detached (so hidden too), and, with
    healing on, is healed for any state its absence does not satisfy. A ref that is
    gone is detached, and fails at once for any other state. ``timeout`` in seconds
    (0: look once). Returns ``ref`` and ``state``.
    """
    check_seconds("timeout", timeout)
    if not ref.strip():
        raise InvalidParams("argument 'ref' must be a ref (e.g. 'e12') or a selector")
    target = aim.resolve()
    within = window(timeout)
    last: list[str] = ["unknown"]  # what the latest look saw, kept across looks
    looked_at = [ref]  # the selector looked at: a healed one from then on
    healing = WaitHealing(target, ref, state)

    async def look_once() -> tuple[bool, str]:
        seen = await look(target, looked_at[0], state)
        if seen == "detached" and await healing.healed():
            looked_at[0] = healing.selector
            seen = await look(target, looked_at[0], state)
        if seen is None:  # the page changed under the look
            return False, last[0]
        last[0] = seen
        return holds(state, seen), seen

    held, seen = await unless_modal(target, poll(look_once, within))
    if held:
        return {"ref": ref, "state": state}
    if seen == "detached" and parse_ref(ref) is None:
        raise ElementNotFound(
            f"selector '{ref}' still matches no element{where(target)} after "
            f"{within.words()} (waiting for {state}){healing.why_not()}"
        )
    raise WaitTimeout(
        f"{ref} is still {seen_words(ref, seen)} after {within.words()} (waiting for {state})"
    )


@tool(
    target=PAGE,
    errors=(
        ("wait_timeout", "the URL still does not match when the time is up"),
        (
            "invalid_params",
            f"an empty url, a regular expression that does not compile or {NEGATIVE_TIMEOUT}",
        ),
        *OF_WAITING_PAGE,
    ),
    extra_time=timeout_extra_time,
    kind="waits",
)
async def browser_wait_for_url(
    aim: Aim, url: str, *, timeout: float | None = None
) -> dict[str, Any]:
    """Wait until the URL of the selected page (or ``page_id``) matches ``url``.

    ``url`` is a glob matching the whole URL: ``*`` is any run of characters but
    ``/``, ``**`` any run including ``/``, ``{a,b}`` either, ``\\`` escapes; every
    other character is itself, ``?`` too (``**/orders/*``, ``**/search?q=*``). Or
    ``regex:`` and a regular expression (Python syntax), searched anywhere in the
    URL (``regex:/orders/\\d+$``). In-page navigation (``#fragment``,
    history.pushState) counts. ``timeout`` in seconds (0: look once). Returns ``url``:
    the URL that matched.
    """
    pattern = url_pattern(url)
    check_seconds("timeout", timeout)
    target = aim.resolve()
    within = window(timeout)
    page = target.page
    if not await unless_modal(target, until_url(page, lambda u: url_matches(pattern, u), within)):
        raise WaitTimeout(
            f"the URL does not match '{url}' after {within.words()}; it is still {page.url}"
        )
    return {"url": page.url}


async def until_url(page: Page, matches: Callable[[str], bool], within: Window) -> bool:
    """Whether the page's URL matches before the window is over; woken by navigations."""
    navigated = asyncio.Event()

    def on_navigated(frame: Frame) -> None:
        if frame == page.main_frame:
            navigated.set()

    def on_closed(_: Page) -> None:
        navigated.set()

    page.on("framenavigated", on_navigated)
    page.on("close", on_closed)
    try:
        while not matches(page.url):
            if page.is_closed():
                raise PageNotFound(f"the page closed while waiting for its URL: {page.url}")
            if within.left() <= 0:
                return False
            navigated.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(navigated.wait(), within.left())
        return True
    finally:
        page.remove_listener("framenavigated", on_navigated)
        page.remove_listener("close", on_closed)


@tool(
    target=FRAME,
    errors=(
        ("wait_timeout", "the function still returns a falsy value when the time is up"),
        ("evaluation_failed", "the function threw; the message carries the JavaScript error"),
        (
            "invalid_params",
            f"empty code, {NEGATIVE_TIMEOUT} or a polling interval that is not positive",
        ),
        *OF_WAITING_PAGE,
        OF_FRAME,
    ),
    extra_time=timeout_extra_time,
    kind="waits",
)
async def browser_wait_for_function(
    aim: Aim, function: str, *, timeout: float | None = None, polling: float | None = None
) -> dict[str, Any]:
    """Call a JavaScript function in the page until it returns a truthy value.

    ``function`` is a function (``() => window.ready``; async ones are awaited) or an
    expression (``document.querySelectorAll('li').length > 2``), run in the page's
    main frame or ``frame_id``. It is called every animation frame, or every
    ``polling`` seconds; ``timeout`` in seconds (0: call once). Returns ``result``:
    the truthy value, made JSON as browser_evaluate makes it.
    """
    if not function.strip():
        raise InvalidParams("argument 'function' must be JavaScript code, got an empty string")
    check_seconds("timeout", timeout)
    check_seconds("polling", polling, zero=False)
    target = aim.resolve()
    within = window(timeout)
    held, value = await unless_modal(target, until_truthy(target, function, polling, within))
    if not held:
        last = json.dumps(jsonable(value), ensure_ascii=False)
        raise WaitTimeout(
            f"the function still returns a falsy value after {within.words()}; "
            f"it last returned {last[:200]}"
        )
    return {"result": jsonable(value)}


async def until_truthy(
    target: Target, function: str, polling: float | None, within: Window
) -> tuple[bool, Any]:
    """The function called in the page until truthy; again on the next document when
    the page navigates meanwhile. Returns whether it held and its last value."""
    # The code goes in as written (a function or an expression), evaluated at each call.
    waiting = f"(options) => ({WAIT_FOR_FUNCTION})(() => (\n{function}\n), options)"
    interval = None if polling is None else polling * 1000
    while True:
        options = {"timeout": within.left() * 1000, "polling": interval}
        try:
            found = await target.acting_frame.evaluate(waiting, options)
        except PlaywrightError as exc:
            if target.page.is_closed() or type(exc).__name__ == "TargetClosedError":
                raise
            message = script_error(exc)
            if navigated_away(message):
                if within.left() > 0:
                    continue  # the document went away: the next one is asked
                return False, None
            raise EvaluationFailed(f"the function threw {message}") from exc
        return found["held"], found["value"]


@tool(
    target=PAGE,
    errors=(
        ("wait_timeout", "the page has not reached the state when the time is up"),
        ("invalid_params", NEGATIVE_TIMEOUT),
        *OF_WAITING_PAGE,
    ),
    extra_time=timeout_extra_time,
    kind="waits",
)
async def browser_wait_for_load_state(
    aim: Aim, state: LoadState = "load", *, timeout: float | None = None
) -> dict[str, Any]:
    """Wait until the selected page (or ``page_id``) has reached a load state.

    ``load``: the load event; ``domcontentloaded``: the document is parsed;
    ``networkidle``: no network traffic for 500 ms. A state reached already returns
    at once. ``timeout`` in seconds. Returns ``state`` and the page's ``url``.
    """
    check_seconds("timeout", timeout)
    target = aim.resolve()
    within = window(timeout)
    page = target.page
    try:
        await unless_modal(target, page.wait_for_load_state(state, timeout=within.left_ms()))
    except PlaywrightTimeoutError as exc:
        reached = await reached_state(page)
        raise WaitTimeout(
            f"the page has not reached '{state}' after {within.words()}; {reached}"
        ) from exc
    return {"state": state, "url": page.url}


async def reached_state(page: Page) -> str:
    """What the failure says the page has reached, as far as the page can tell in time."""
    # A page still loading answers at once; one stuck in a script gets what the deadline leaves.
    seconds = min(1.0, current_operation().remaining() - 0.1)
    with contextlib.suppress(PlaywrightError, asyncio.TimeoutError):
        if seconds <= 0:
            raise asyncio.TimeoutError
        ready = await asyncio.wait_for(page.evaluate("document.readyState"), seconds)
        reached = READY_STATES.get(ready, "none")
        if reached == "none":
            return f"{page.url} is still loading its document"
        return f"{page.url} has reached '{reached}'"
    return f"{page.url} did not answer"
