"""The tabs tool: list, open, close and select the pages of an instance."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from ..browser.instance import Instance
from ..browser.manager import InstanceManager
from ..browser.newtabs import bring_to_front, new_page
from ..contract.calls import drop_outcome
from ..contract.deadlines import window
from ..contract.envelope import current_operation
from ..contract.errors import (
    OF_INSTANCE,
    InvalidParams,
    NavigationFailed,
    NavigationTimeout,
    reason_of,
)
from ..contract.origins import OriginRules
from ..contract.registry import tool
from ..contract.vocabulary import TabAction
from ..network.policy import SENT, check_url, redirect_refusal
from ..page.following import newest_page
from ..syntax.urls import normalize_url

log = logging.getLogger("CamoufoxLibrary.core")

NEW = "NEW"  # page_id of action "select": the newest page (page/following.py)
CLOSE_GRACE = 2.0  # seconds a failed "new" may spend closing the tab it opened


def tab_page(
    inst: Instance, action: TabAction, index: int | None, page_id: str | None
) -> tuple[str, Page]:
    """The tab an action names by ``index`` or ``page_id``; invalid_params otherwise."""
    if index is not None and page_id is not None:
        raise InvalidParams(f"action '{action}' takes 'index' or 'page_id', not both")
    if page_id == NEW:
        raise InvalidParams(f"page_id {NEW} is for action 'select' only, not '{action}'")
    order = list(inst.pages)
    if index is None and page_id is None:
        raise InvalidParams(
            f"action '{action}' needs 'index' (0 to {len(order) - 1}) or 'page_id' of a tab; "
            "action 'list' shows them"
            if order
            else f"action '{action}' needs a tab, but instance '{inst.name}' has none"
        )
    if index is not None:
        if not -len(order) <= index < len(order):
            allowed = (
                f"0 to {len(order) - 1}, or -1 to {-len(order)} from the end"
                if order
                else "none: there are no tabs"
            )
            raise InvalidParams(
                f"argument 'index' must be a current tab index ({allowed}), got {index}"
            )
        page_id = order[index]
    assert page_id is not None
    page = inst.pages.get(page_id)
    if page is None:
        raise InvalidParams(
            f"no tab with page_id '{page_id}' in instance '{inst.name}'; open tabs: "
            f"{', '.join(order) or 'none'}"
        )
    return page_id, page


async def open_tab(inst: Instance, url: str | None, rules: OriginRules) -> tuple[str, Page]:
    """Opens a tab, loads ``url`` and selects it; on failure closes it again (bounded).
    A URL the origin ``rules`` refuse opens no tab."""
    op = current_operation()
    full_url = normalize_url(url, inst.base_url) if url is not None else None
    if full_url is not None:
        check_url(rules, full_url)
    # Firefox opens the tab whether or not we are still waiting for it: a call cancelled
    # (or out of time) during new_page() must close the tab once it exists.
    creating = asyncio.ensure_future(new_page(inst))
    try:
        page = await asyncio.shield(creating)
    except asyncio.CancelledError:
        await close_quietly(inst, creating)
        raise
    page_id = inst.page_id_of(page)
    op.page_id = page_id
    op.frame_id = inst.frame_id_of(page.main_frame)
    if full_url is not None:
        try:
            # Leave CLOSE_GRACE of the deadline for the clean-up below.
            timeout = max(1.0, op.playwright_timeout() - CLOSE_GRACE * 1000)
            refused = redirect_refusal(await page.goto(full_url, timeout=timeout), rules)
            if refused is not None:
                raise NavigationFailed(f"navigation refused: {refused}; {SENT}, the tab was closed")
        except BaseException as exc:
            await close_quietly(inst, creating)
            if isinstance(exc, PlaywrightTimeoutError):
                raise NavigationTimeout(
                    f"{full_url} did not finish loading in the new tab within "
                    f"{timeout / 1000:.3g} s; the tab was closed"
                ) from exc
            if isinstance(exc, PlaywrightError) and not inst.dead_reason:
                reason = reason_of(exc)
                raise NavigationFailed(
                    f"could not load {full_url} in the new tab: {reason}; the tab was closed"
                ) from exc
            raise
    inst.selected_page_id = inst.arrivals.selected(page_id)  # even if it opened popups meanwhile
    return page_id, page


async def close_quietly(inst: Instance, creating: asyncio.Future[Page]) -> None:
    """Closes the tab a failed "new" opened, once it exists, within CLOSE_GRACE seconds.

    A failure here never hides the original one; what is still running after the grace
    goes on in the background.
    """

    async def close() -> None:
        page = await creating
        inst.fate.closing(page)
        try:
            await page.close()
        finally:
            if page.is_closed():
                inst.forget_page(page)

    closing = asyncio.ensure_future(close())
    try:
        await asyncio.wait_for(asyncio.shield(closing), CLOSE_GRACE)
    except BaseException as exc:  # a second cancellation too
        log.warning("could not close the new tab after its failure: %r", exc)
        closing.add_done_callback(drop_outcome)


def tab_extra_time(args: dict[str, Any]) -> float:
    return CLOSE_GRACE + 0.5 if args.get("action") == "new" else 0.0


@tool(
    errors=(
        (
            "invalid_params",
            {
                "list": "an index, url or page_id: it takes none",
                "new": "an index or page_id (it takes only a url), a malformed url",
                "close": "a missing or unknown tab, both index and page_id, a url",
                "select": "a missing or unknown tab, both index and page_id, a url",
            },
        ),
        (
            "wait_timeout",
            {"select": "page_id NEW: no new page opened in time; the message lists the tabs"},
        ),
        ("modal_state_blocked", {"new": "while a dialog or file chooser is pending"}),
        (
            "navigation_failed",
            {
                "new": "the URL could not be loaded (the tab was closed), or the origin rules refuse it"
            },
        ),
        ("navigation_timeout", {"new": "the URL did not load in time; the tab was closed"}),
        *OF_INSTANCE,
    ),
    extra_time=tab_extra_time,
    kind="acts",
    unrecorded={"list": "lists the tabs, checks nothing"},
)
async def browser_tabs(
    manager: InstanceManager,
    instance: str,
    action: TabAction,
    index: int | None = None,
    url: str | None = None,
    page_id: str | None = None,
) -> dict[str, Any]:
    """Manage tabs (pages) within a browser instance.

    ``action`` is ``list``, ``new`` (optionally loading ``url``), ``close`` or
    ``select``; close and select take the tab's current ``index`` (negative: from the
    end, -1 is the last tab) or its ``page_id``. Select takes ``page_id`` ``NEW`` too:
    the newest page opened since the selected page was selected, else the first to open
    within the deadline, once it has its first real URL (a popup may open at
    about:blank and navigate later).
    "new" selects the page created by that request, even if another popup opens
    while its URL loads; if loading fails or is cancelled, the new tab is closed
    (bounded) and the original failure returned. Closing a non-active tab preserves
    the active page; closing the active tab selects the next remaining tab, or the
    previous one at the end of the list. Closing the last tab keeps the instance
    alive with no open pages.

    A page that crashes over WebDriver BiDi takes Firefox down with it: every call
    after it, "new" included, is browser_not_running saying which page crashed; over
    Camoufox's Juggler the crashed page stays a tab that "close" closes, and the other
    tabs go on working.
    """
    inst = manager.get(instance)
    op = current_operation()
    if action in ("list", "new"):
        for name, value in (("index", index), ("page_id", page_id)):
            if value is not None:
                raise InvalidParams(
                    f"argument '{name}' is only for actions 'close' and 'select', not '{action}'"
                )
    if url is not None and action != "new":
        raise InvalidParams(f"argument 'url' is only for action 'new', not '{action}'")
    if action == "list":
        return {
            "tabs": [
                {"index": i, "url": page.url, "page_id": pid}
                for i, (pid, page) in enumerate(inst.pages.items())
            ]
        }
    if action == "new":
        inst.modals.refuse_any("browser_tabs action 'new'")
        if url is not None:
            normalize_url(url, inst.base_url)  # a bad URL opens no tab
        pid, page = await open_tab(inst, url, manager.settings.origin_rules)
        return {"index": inst.tab_index(pid), "url": page.url, "page_id": pid}
    if page_id == NEW and action == "select" and index is None:
        pid, page = await newest_page(inst, window(None))
    else:
        pid, page = tab_page(inst, action, index, page_id)
    op.page_id = pid
    op.frame_id = inst.frame_id_of(page.main_frame)
    position = inst.tab_index(pid)
    if action == "close":
        inst.fate.closing(page)
        await page.close()
        inst.forget_page(page)  # the close event normally did this already
        return {"closed_index": position, "page_id": pid}
    await bring_to_front(inst, pid)
    inst.selected_page_id = inst.arrivals.selected(pid)
    return {"selected_index": position, "page_id": pid}
