"""Following what an action opened: the ``expect=`` of the action tools, and NEW pages.

An action that may open something (a click, a key, a mouse click, a script, an answered
dialog) takes ``expect``: ``popup``, ``download``, ``response`` or ``url``. The wait is
armed BEFORE the action runs, so what comes faster than the action returns is never
missed, and awaited after it, within what the tool's deadline leaves. One call per tool:

    follow = following(aim, expect, expect_url, select)  # checks them, resolves the target
    async with follow:
        modal = await act(follow.target, ...)
    return {..., **follow.data}

``follow.data`` is ``{}`` without ``expect``, else ``{<expect>: what came}``:

- ``popup``: ``{page_id, url, index}`` of the first page opened after the action
  started; one that is about:blank first is waited for until its first real URL
  commits. It becomes the selected page unless ``select`` is false.
- ``download``: the saved file (``network/saving.py``: into ``downloads`` in the
  output folder, under the server's name), as browser_wait_for_download returns it.
- ``response``: the first response whose URL matches ``expect_url`` (default: any),
  as browser_wait_for_response returns it.
- ``url``: the page's URL after its next main-frame navigation (one whose URL matches
  ``expect_url``, when given).

An action that opens a dialog or a file chooser returns at once (page/actions.py):
nothing more is awaited, since the dialog blocks the page's scripts, and the expected
entry is None; browser_handle_dialog takes ``expect`` too, for what the page opens
once the dialog is answered.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from types import TracebackType
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Page

from ..browser.instance import Instance
from ..contract.deadlines import Window, window
from ..contract.errors import InvalidParams, WaitTimeout
from ..contract.registry import ErrorEntry
from ..contract.vocabulary import Expectation
from ..network.saving import destination, save_download
from ..network.waits import Wait
from ..syntax.urlmatch import url_matches, url_pattern
from .targeting import Aim, Target

BLANK = ("about:blank", "")  # a page's URL before its first navigation commits
MATCHED: tuple[Expectation, ...] = ("response", "url")  # the expectations expect_url applies to
BAD_FOLLOW = (
    "an expect_url that is no URL glob or regex: (or without expect response or url), "
    "select false without expect popup"
)
FOLLOW_ERRORS: tuple[ErrorEntry, ...] = (
    (
        "wait_timeout",
        "expect: what it expected did not come within the deadline (the message names it, "
        "and for a popup the pages seen)",
    ),
    ("navigation_failed", "expect download: the download failed or did not finish in time"),
)


def follow_errors(*entries: ErrorEntry) -> tuple[ErrorEntry, ...]:
    """A tool's declared errors with those ``expect`` adds: its ``invalid_params`` says
    more, ``wait_timeout`` and ``navigation_failed`` join them."""
    merged: list[ErrorEntry] = []
    for entry in entries:
        if entry == "invalid_params" or (isinstance(entry, tuple) and entry[0] == "invalid_params"):
            when = entry[1] if isinstance(entry, tuple) else ""
            entry = ("invalid_params", f"{when}, {BAD_FOLLOW}" if when else BAD_FOLLOW)
        merged.append(entry)
    if not any(isinstance(entry, tuple) and entry[0] == "invalid_params" for entry in merged):
        merged.insert(0, ("invalid_params", BAD_FOLLOW))
    return (*FOLLOW_ERRORS, *merged)


def following(
    aim: Aim, expect: Expectation | None, expect_url: str | None, select: bool
) -> Following:
    """The checked expectation of one action, on its resolved target (not armed yet)."""
    named = f"expect={expect}" if expect else "no expect"
    if expect_url is not None and expect not in MATCHED:
        raise InvalidParams(
            f"argument 'expect_url' applies to expect=response and expect=url, not to {named}"
        )
    if not select and expect != "popup":
        raise InvalidParams(
            f"argument 'select' applies to expect=popup only (false keeps the current page "
            f"selected), not to {named}"
        )
    pattern = url_pattern(expect_url, "expect_url") if expect_url is not None else None
    target = aim.resolve()
    return Following(target, expect, expect_url, pattern, select, aim.manager.settings.output_dir)


class Following:
    """One action's expectation: armed on entering, awaited on leaving (``data``)."""

    def __init__(
        self,
        target: Target,
        expect: Expectation | None,
        expect_url: str | None,
        pattern: re.Pattern[str] | None,
        select: bool,
        output_dir: str | None,
    ) -> None:
        self.target = target
        self.expect = expect
        self.expect_url = expect_url
        self.pattern = pattern
        self.select = select
        self.output_dir = output_dir
        self.data: dict[str, Any] = {}
        self._mark = 0  # popup: the last page serial before the action
        self._wait: Wait | None = None  # download, response: the network wait
        self._navigated: asyncio.Future[str] | None = None  # url: the URL navigated to

    async def __aenter__(self) -> Following:
        inst = self.target.instance
        if self.expect == "popup":
            self._mark = inst.arrivals.serial
        elif self.expect == "download":
            self._wait = inst.network.add(Wait("download", None, None))
        elif self.expect == "response":
            url = self.expect_url or "**"
            self._wait = inst.network.add(Wait("response", url, self.pattern))
        elif self.expect == "url":
            self._navigated = asyncio.get_running_loop().create_future()
            self.target.page.on("framenavigated", self._on_navigated)
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        try:
            if exc_type is None and self.expect is not None:
                self.data = {self.expect: await self._collect()}
        finally:
            if self._wait is not None:
                self.target.instance.network.pending.pop(self._wait.wait_id, None)
            if self._navigated is not None:
                self.target.page.remove_listener("framenavigated", self._on_navigated)

    def _on_navigated(self, frame: Frame) -> None:
        done = self._navigated is None or self._navigated.done()
        if done or frame != self.target.page.main_frame:
            return
        if self.pattern is None or url_matches(self.pattern, frame.url):
            self._navigated.set_result(frame.url)  # type: ignore[union-attr]

    async def _collect(self) -> Any:
        inst = self.target.instance
        if inst.modals.pending(self.target.page_id) is not None:
            return None  # the dialog blocks the page: see the module's docs
        within = window(None)
        try:
            if self.expect == "popup":
                return await self._popup(inst, within)
            if self._wait is not None:
                found = await inst.network.collect(self._wait, within)
                if self.expect == "response":
                    return found
                _, place = destination(None, None, self.output_dir)
                return await save_download(inst.network, found, None, place, within)
            return await self._url(within)
        except WaitTimeout as exc:
            raise WaitTimeout(f"expect={self.expect}: {exc.message}") from exc

    async def _popup(self, inst: Instance, within: Window) -> dict[str, Any]:
        page_id = await inst.arrivals.first_after(self._mark, inst.pages, within.left())
        if page_id is None:
            raise WaitTimeout(f"no popup opened within {within.words()}; {pages_seen(inst)}")
        page = await with_url(inst, page_id, within)
        if self.select:
            inst.selected_page_id = inst.arrivals.selected(page_id)
        return {"page_id": page_id, "url": page.url, "index": inst.tab_index(page_id)}

    async def _url(self, within: Window) -> str:
        assert self._navigated is not None
        with contextlib.suppress(asyncio.TimeoutError):
            return await asyncio.wait_for(asyncio.shield(self._navigated), within.left())
        what = f"to a URL matching '{self.expect_url}'" if self.expect_url else "at all"
        raise WaitTimeout(
            f"the page did not navigate {what} within {within.words()}; it is at "
            f"{self.target.page.url}"
        )


async def newest_page(inst: Instance, within: Window) -> tuple[str, Page]:
    """The newest page opened since the selected page was selected, else the first one
    to open within ``within``; once it has its first real URL (``with_url``)."""
    arrivals = inst.arrivals
    opened = arrivals.after(arrivals.selected_at, inst.pages)
    page_id = (
        opened[-1]
        if opened
        else await arrivals.first_after(arrivals.serial, inst.pages, within.left())
    )
    if page_id is None:
        raise WaitTimeout(
            f"page_id NEW: no page opened since the selected one was selected, nor within "
            f"{within.words()}; {pages_seen(inst)}"
        )
    return page_id, await with_url(inst, page_id, within)


async def with_url(inst: Instance, page_id: str, within: Window) -> Page:
    """The page once its first real URL has committed (a popup opens at about:blank and
    may navigate later), and its DOM is there when that comes in time."""
    page = inst.pages[page_id]
    if page.url in BLANK:
        committed = asyncio.get_running_loop().create_future()

        def navigated(frame: Frame) -> None:
            if frame == page.main_frame and frame.url not in BLANK and not committed.done():
                committed.set_result(None)

        page.on("framenavigated", navigated)
        try:
            if page.url in BLANK:
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(committed, within.left())
        finally:
            page.remove_listener("framenavigated", navigated)
        if page.url in BLANK:
            state = (
                "closed" if page.is_closed() else f"is still at about:blank after {within.words()}"
            )
            raise WaitTimeout(
                f"page '{page_id}' opened but {state}; a page that stays blank is selected "
                f"with browser_tabs action 'select' page_id '{page_id}'"
            )
    with contextlib.suppress(PlaywrightError):  # the URL is there; its DOM may come later
        await page.wait_for_load_state("domcontentloaded", timeout=within.left_ms())
    return page


def pages_seen(inst: Instance) -> str:
    """``pages seen: page-1 (http://...), page-2 (about:blank)``, for a wait_timeout."""
    listed = ", ".join(f"{pid} ({page.url})" for pid, page in inst.pages.items())
    return f"pages seen: {listed or 'none'}"
