"""Navigation tools: navigate, reload, navigate back and forward, wait for."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Response
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from ..browser.manager import InstanceManager
from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.errors import (
    OF_FRAME,
    OF_PAGE,
    InvalidParams,
    NavigationFailed,
    NavigationTimeout,
    WaitTimeout,
    reason_of,
)
from ..contract.registry import tool
from ..contract.vocabulary import WaitUntil
from ..js import script
from ..network.policy import check_url, refuse_redirects
from ..page import doorworld
from ..page.actions import blocked, leave_document, past_left_dialogs
from ..page.targeting import FRAME, PAGE_UNDER_MODAL, Aim, Target
from ..syntax.urls import normalize_url

MAX_WAIT_TIME = 30.0
# How long a navigation refused by the browser waits for the dialog that may be why;
# how long before the call such a dialog may have been answered (the page then
# navigates by itself); and how often a goto goes again after one.
DIALOG_GRACE = 0.3
RECENT = 1.0
AGAIN = 2
# A navigation's network failure (Firefox's NS_ERROR_* codes): no dialog is the cause.
NETWORK_ERROR = re.compile(r"NS_ERROR_|net::ERR_")
log = logging.getLogger("CamoufoxLibrary.core")
DOCUMENT_TITLE = script("document_title")


async def page_state(target: Target) -> dict[str, Any]:
    """The page's URL and title; the title read in our own world where the instance has
    one (page/doorworld.py: Playwright's title() first waits for its set-up of the new
    document, ~30 ms over BiDi)."""
    title = await doorworld.document(target, DOCUMENT_TITLE)
    if not isinstance(title, str):
        title = await target.page.title()
    return {"url": target.page.url, "title": title}


def waiting_words(wait_until: WaitUntil) -> str:
    """What a navigation timeout adds when it waited for more, or less, than the load."""
    return "" if wait_until == "load" else f" (wait_until '{wait_until}')"


async def load(
    manager: InstanceManager,
    instance: str,
    target: Target,
    go: Callable[[], Awaitable[Response | None]],
    url: str,
    wait_until: WaitUntil,
    again: bool = False,
) -> dict[str, Any]:
    """Runs ``go()`` (a goto or a reload of ``url``) and returns what browser_navigate does.

    A beforeunload guard, or an alert while the new page loads, leaves a dialog
    pending; the navigation would then wait it out, so it stops waiting at the dialog.
    A dialog of the page being left is dismissed, and waited past
    (``past_left_dialogs``). A dialog policy answers them instead, and the navigation
    goes on (or, for a dismissed beforeunload, fails naming the policy).

    A dialog the page being left opened just as the navigation began makes Firefox
    refuse it (measured: "Protocol error (browsingContext.navigate): unknown error"),
    before the dialog's event has arrived; an answer that makes the page navigate by
    itself ends this navigation ("NS_BINDING_ABORTED", or Playwright's "interrupted by
    another navigation"). So a navigation that fails so looks for that dialog
    (``dialog_at``): pending (policy ``keep``), the call is ``modal_state_blocked`` as if
    the dialog had come first; answered (by the policy, or dismissed here), ``again``
    (a goto) goes once more, at most ``AGAIN`` times.
    """
    op = current_operation()
    started = time.time()
    policy = target.instance.modals.policy
    dismissed: list[PendingModal] = []  # the dialogs of the page being left
    try:
        for attempt in range(1 + AGAIN if again else 1):
            try:
                response, modal = await past_left_dialogs(target, go(), dismissed)
                break
            except PlaywrightError as exc:
                if isinstance(exc, PlaywrightTimeoutError) or NETWORK_ERROR.search(str(exc)):
                    raise
                dialog = await dialog_at(target, started - RECENT)
                if isinstance(dialog, PendingModal):
                    raise blocked(target, dialog) from exc
                answered = dialog is not None or dismissed
                if not answered or attempt == AGAIN or policy.kept_page(target.page_id, started):
                    raise
                log.info("%s: the page navigated by itself after its dialog was answered", url)
                await asyncio.sleep(0.05)  # its own navigation under way: let it commit
    except PlaywrightTimeoutError as exc:
        raise NavigationTimeout(
            f"{url} did not finish loading within {op.budget:g} s{waiting_words(wait_until)}"
        ) from exc
    except PlaywrightError as exc:
        if manager.dead_reason(instance):
            raise
        reason = reason_of(exc)
        answered = policy.answered_since(target.page_id, started)
        if policy.kept_page(target.page_id, started):
            reason = (
                "the dialog policy 'dismiss' dismissed the page's beforeunload dialog, so the "
                "page stayed; set the policy to 'accept' to let it leave"
            )
        elif answered:
            reason = (
                f"the page started a navigation of its own after the dialog policy "
                f"'{answered['policy']}' {answered['answer']} its {answered['type']} dialog "
                f'("{answered["message"]}"), which ended this one; navigate again'
            )
        elif dismissed:
            reason = (
                f"the page started a navigation of its own after {op.tool} dismissed "
                f"{dismissed[-1].describe()} of the page it left, which ended this one; "
                "navigate again"
            )
        raise NavigationFailed(f"could not load {url}: {reason}") from exc
    await refuse_redirects(target.page, response, manager.settings.origin_rules)
    return {
        **await page_state(target),
        "status": response.status if response else None,
        "modal": modal.as_dict() if modal else None,
    }


async def dialog_at(target: Target, since: float) -> PendingModal | dict[str, Any] | None:
    """The dialog of the page that opened since ``since``: pending, or answered by the
    policy (its history entry); None when none comes within ``DIALOG_GRACE`` seconds."""
    modals = target.instance.modals
    waited = 0.0
    while True:
        pending = modals.pending(target.page_id, kind="dialog")
        answered = modals.policy.answered_since(target.page_id, since)
        if pending is not None or answered is not None or waited >= DIALOG_GRACE:
            return pending or answered
        await asyncio.sleep(0.02)
        waited += 0.02


async def through_history(
    target: Target, going: Awaitable[Response | None], way: str
) -> dict[str, Any]:
    """Runs ``going`` (back or forward) and returns url, title, navigated and modal."""
    op = current_operation()
    before = target.page.url
    try:
        response, modal = await past_left_dialogs(target, going)
    except PlaywrightTimeoutError as exc:
        raise NavigationTimeout(
            f"going {way} did not finish within {op.budget:g} s{cache_hint(target)}"
        ) from exc
    navigated = response is not None or target.page.url != before
    return {
        **await page_state(target),
        "navigated": navigated,
        "modal": modal.as_dict() if modal else None,
    }


def cache_hint(target: Target) -> str:
    """Why a history move of a remote instance may time out: its server's back-forward cache.

    The browsers we launch keep no page in that cache (``contexts.HISTORY_PREFS``); a
    server that ignores the preferences we send (one started without ``--unsafe``) keeps
    it, and Playwright over BiDi then misses the return of a cached page.
    """
    if not target.instance.remote:
        return ""
    return (
        "; a page from the back-forward cache of the server's browser is one cause (a "
        "server started without --unsafe ignores the preference that turns it off)"
    )


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        (
            "navigation_failed",
            "a refused connection, a DNS or network error, a malformed URL, a beforeunload "
            "dialog the dialog policy dismissed, a URL the origin rules refuse (also one "
            "it redirected to)",
        ),
        ("navigation_timeout", "the page did not finish loading in time"),
        ("invalid_params", "an empty url, or one without a scheme or host name"),
        *OF_PAGE,
    ),
    kind="acts",
)
async def browser_navigate(aim: Aim, url: str, *, wait_until: WaitUntil = "load") -> dict[str, Any]:
    """Load ``url`` in the selected page (or ``page_id``) and wait for ``wait_until``.

    ``wait_until``: ``load`` (the load event, the default), ``domcontentloaded``,
    ``networkidle`` (no network traffic for 500 ms) or ``commit`` (the response has
    arrived: the title may still be empty). ``localhost[:port]`` and bare IPv4
    addresses get ``http://``, dotted host names ``https://``; explicit schemes are
    kept. Returns url, title, HTTP status and ``modal``: a dialog the navigation left
    pending (a ``beforeunload`` guard, an ``alert`` while loading), or null. A pending
    file chooser stays behind with the document it belongs to; a pending dialog
    blocks the navigation (modal_state_blocked), also one that opened just as it
    began. A dialog the page being left opens while it navigates is dismissed (logged)
    and the navigation goes on; when a dialog's answer (the dialog policy's, or that
    dismissal) sends the page elsewhere, the navigation goes again, twice at most.
    """
    full_url = normalize_url(url, aim.manager.base_url_of(aim.instance))
    check_url(aim.manager.settings.origin_rules, full_url)
    target = aim.resolve()
    leave_document(target)

    def go() -> Awaitable[Response | None]:
        timeout = current_operation().playwright_timeout()  # what the deadline leaves now
        return target.page.goto(full_url, wait_until=wait_until, timeout=timeout)

    return await load(aim.manager, aim.instance, target, go, full_url, wait_until, again=True)


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        (
            "navigation_failed",
            "the page's server no longer answers: a refused connection, a network error; a "
            "beforeunload dialog the dialog policy dismissed",
        ),
        ("navigation_timeout", "the page did not finish loading in time"),
        *OF_PAGE,
    ),
    kind="acts",
)
async def browser_reload(aim: Aim, *, wait_until: WaitUntil = "load") -> dict[str, Any]:
    """Reload the selected page (or ``page_id``) and wait for ``wait_until``.

    ``wait_until`` as in browser_navigate. Returns url, title, HTTP status and
    ``modal`` (a ``beforeunload`` dialog the reload left pending, or null). A pending
    file chooser stays behind with the document it belongs to; a pending dialog
    blocks the reload.

    The dialogs of the page being left are as in browser_navigate, but a reload whose
    page went elsewhere after a dialog's answer fails (navigation_failed).
    """
    target = aim.resolve()
    leave_document(target)
    timeout = current_operation().playwright_timeout()
    going = target.page.reload(wait_until=wait_until, timeout=timeout)
    url = target.page.url
    return await load(aim.manager, aim.instance, target, lambda: going, url, wait_until)


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        ("navigation_timeout", "the previous page did not finish loading in time"),
        *OF_PAGE,
    ),
    kind="acts",
)
async def browser_navigate_back(target: Target) -> dict[str, Any]:
    """Go back one entry in the page's history; ``navigated`` is false when there is none."""
    leave_document(target)
    timeout = current_operation().playwright_timeout()
    return await through_history(target, target.page.go_back(timeout=timeout), "back")


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        ("navigation_timeout", "the next page did not finish loading in time"),
        *OF_PAGE,
    ),
    kind="acts",
)
async def browser_navigate_forward(target: Target) -> dict[str, Any]:
    """Go forward one entry in the page's history; ``navigated`` is false when there is none.

    Returns url, title, ``navigated`` and ``modal``, as browser_navigate_back does. A
    pending file chooser stays behind with the document it belongs to; a pending
    dialog blocks it.
    """
    leave_document(target)
    timeout = current_operation().playwright_timeout()
    return await through_history(target, target.page.go_forward(timeout=timeout), "forward")


def _wait_extra_time(args: dict[str, Any]) -> float:
    time = args.get("time") or 0
    timeout = args.get("timeout") or 0
    return min(max(float(time), 0.0), MAX_WAIT_TIME) + max(float(timeout), 0.0)


@tool(
    target=FRAME,
    errors=(
        (
            "invalid_params",
            "none of time, text and text_gone, a negative time or a timeout that is not positive",
        ),
        ("wait_timeout", "the text did not appear, or did not go, in time"),
        *OF_PAGE,
        OF_FRAME,
    ),
    extra_time=_wait_extra_time,
    kind="waits",
)
async def browser_wait_for(
    aim: Aim,
    *,
    time: float | None = None,
    text: str | None = None,
    text_gone: str | None = None,
    timeout: float | None = None,
) -> dict[str, Any]:
    """Wait for time to pass, text to disappear and/or text to appear, in that order.

    ``time`` is in seconds, capped at 30. ``text``/``text_gone`` match a visible
    element's text case-insensitively as a substring, in the page's main frame or the
    given frame. ``timeout`` (seconds) bounds the text waits; default: the library
    timeout.
    """
    if time is None and text is None and text_gone is None:
        raise InvalidParams("browser_wait_for needs at least one of 'time', 'text', 'text_gone'")
    if time is not None and time < 0:
        raise InvalidParams(f"argument 'time' must be 0 to {MAX_WAIT_TIME:g} seconds, got {time}")
    if timeout is not None and timeout <= 0:
        raise InvalidParams(
            f"argument 'timeout' must be a positive number of seconds, got {timeout}"
        )
    target = aim.resolve()
    op = current_operation()
    waited: dict[str, Any] = {}
    if time is not None:
        waited["time"] = min(time, MAX_WAIT_TIME)
        await asyncio.sleep(waited["time"])
    # One timeout for both text waits together, so the second never runs past the deadline.
    wait_ms = op.playwright_timeout() if timeout is None else timeout * 1000
    loop = asyncio.get_running_loop()
    wait_end = loop.time() + wait_ms / 1000

    def left_ms() -> float:
        return max(1.0, (wait_end - loop.time()) * 1000)

    scope = target.acting_frame
    text_waits = (
        ("text_gone", text_gone, "hidden", "is still visible after"),
        ("text", text, "visible", "did not become visible within"),
    )
    for name, wanted, state, failure in text_waits:
        if wanted is None:
            continue
        visible = scope.get_by_text(wanted).filter(visible=True).first
        try:
            await visible.wait_for(state=state, timeout=left_ms())
        except PlaywrightTimeoutError as exc:
            raise WaitTimeout(f"text '{wanted}' {failure} {wait_ms / 1000:.3g} s") from exc
        waited[name] = wanted
    return {"waited_for": waited}
