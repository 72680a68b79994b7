"""A navigation and the dialogs around it, without a browser (tools/navigation.load,
page/actions.past_left_dialogs): the orders of events the browser tests cannot make
happen on purpose. utest/core/test_interruptions.py holds the ones a page can make.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from playwright.async_api import Error as PlaywrightError

from CamoufoxLibrary.core.browser.instance import Instance
from CamoufoxLibrary.core.browser.modals import PendingModal
from CamoufoxLibrary.core.contract.envelope import Operation, end_operation, start_operation
from CamoufoxLibrary.core.contract.errors import ModalStateBlocked, NavigationFailed
from CamoufoxLibrary.core.contract.settings import Settings
from CamoufoxLibrary.core.engines import EngineChoice
from CamoufoxLibrary.core.page.actions import past_left_dialogs
from CamoufoxLibrary.core.page.targeting import Target
from CamoufoxLibrary.core.tools.navigation import load

URL = "https://example.test/next"
REFUSED = "Page.goto: Protocol error (browsingContext.navigate): unknown error"


class FakeDialog:
    def __init__(self) -> None:
        self.answers: list[str] = []

    async def dismiss(self) -> None:
        self.answers.append("dismissed")


class FakePage:
    """What a navigation reads of the page: its events, URL and title."""

    def __init__(self) -> None:
        self.main_frame = object()
        self.url = "https://example.test/first"
        self.handlers: dict[str, list[Callable[[Any], Any]]] = {}

    def on(self, event: str, handler: Callable[[Any], Any]) -> None:
        self.handlers.setdefault(event, []).append(handler)

    def remove_listener(self, event: str, handler: Callable[[Any], Any]) -> None:
        self.handlers[event].remove(handler)

    def emit(self, event: str, argument: Any) -> None:
        for handler in list(self.handlers.get(event, [])):
            handler(argument)

    async def title(self) -> str:
        return "Next"


class FakeManager:
    settings = Settings()  # no origin rules: no redirect is refused

    def dead_reason(self, name: str) -> None:
        return None


def target() -> Target:
    inst = Instance(
        name="nav",
        engine=EngineChoice("firefox", None),
        version="",
        context=None,  # type: ignore[arg-type]
        browser=None,
        tag="",
        headless=True,
    )
    return Target(inst, "page-1", FakePage(), None, None)  # type: ignore[arg-type]


def dialog(kind: str = "confirm") -> PendingModal:
    return PendingModal("dialog", "page-1", kind, "Leave?", handle=FakeDialog())


class Response:
    status = 200


async def navigating(
    tgt: Target, gos: list[Callable[[], Awaitable[Any]]], again: bool = True
) -> dict[str, Any]:
    """``load`` with the ``go`` attempts given, in an operation of browser_navigate."""
    token = start_operation(Operation("browser_navigate", 5))
    attempts = iter(gos)
    try:
        return await load(FakeManager(), "nav", tgt, lambda: next(attempts)(), URL, "load", again)  # type: ignore[arg-type]
    finally:
        end_operation(token)


def test_a_navigation_refused_for_a_dialog_whose_event_came_late_is_modal_state_blocked() -> None:
    """keep: the dialog opened as the navigation began; Firefox refused it before the
    dialog's event arrived. The call says what a dialog that came first would have."""

    async def scenario() -> None:
        tgt = target()

        async def refused() -> None:
            asyncio.get_running_loop().call_later(0.03, tgt.instance.modals.add, dialog())
            raise PlaywrightError(REFUSED)

        await navigating(tgt, [refused])

    with pytest.raises(ModalStateBlocked) as raised:
        asyncio.run(scenario())
    assert raised.value.message == (
        'browser_navigate cannot run while a confirm dialog ("Leave?") is pending on page '
        "'page-1'; resolve it with browser_handle_dialog first"
    )


def test_a_navigation_the_policys_answer_ended_goes_again() -> None:
    """accept: the answer sent the page elsewhere (NS_BINDING_ABORTED); the goto goes
    once more and arrives."""
    calls: list[str] = []

    async def scenario() -> dict[str, Any]:
        tgt = target()
        tgt.instance.modals.policy.set("accept", None)

        async def aborted() -> None:
            calls.append("aborted")
            tgt.instance.modals.policy.history.append(
                {
                    "page_id": "page-1",
                    "type": "confirm",
                    "message": "Leave?",
                    "timestamp": time.time(),
                }
                | {"answer": "accepted", "policy": "accept", "prompt_text": None}
            )
            raise PlaywrightError("Page.goto: NS_BINDING_ABORTED")

        async def arrives() -> Response:
            calls.append("arrives")
            return Response()

        return await navigating(tgt, [aborted, arrives])

    assert asyncio.run(scenario()) == {"url": "https://example.test/first", "title": "Next"} | {
        "status": 200,
        "modal": None,
    }
    assert calls == ["aborted", "arrives"]


def test_a_network_error_is_never_a_dialogs_doing() -> None:
    calls: list[str] = []

    async def scenario() -> None:
        tgt = target()
        tgt.instance.modals.policy.history.append(
            {"page_id": "page-1", "type": "alert", "message": "Hi", "timestamp": time.time()}
            | {"answer": "accepted", "policy": "accept", "prompt_text": None}
        )

        async def refused() -> None:
            calls.append("refused")
            raise PlaywrightError("Page.goto: NS_ERROR_CONNECTION_REFUSED")

        await navigating(tgt, [refused, refused])

    with pytest.raises(NavigationFailed):
        asyncio.run(scenario())
    assert calls == ["refused"]


def test_a_dialog_of_the_page_being_left_is_dismissed_and_the_wait_goes_on() -> None:
    """Before the new document commits: dismissed (a prompt the commit closes breaks the
    tab's utility world); after it: the new page's dialog, returned as the modal."""

    async def scenario() -> tuple[Any, Any, list[PendingModal], Any, Any]:
        tgt = target()
        page = tgt.page
        loop = asyncio.get_running_loop()
        old, new = dialog("alert"), dialog("alert")
        dismissed: list[PendingModal] = []

        async def going() -> str:
            loop.call_later(0.01, tgt.instance.modals.add, old)
            await asyncio.sleep(0.05)
            return "arrived"

        result, modal = await past_left_dialogs(tgt, going(), dismissed)

        async def loading() -> str:
            loop.call_later(0.01, page.emit, "framenavigated", page.main_frame)
            loop.call_later(0.02, tgt.instance.modals.add, new)
            await asyncio.sleep(5)
            return "loaded"

        _, late = await past_left_dialogs(tgt, loading())
        return result, modal, dismissed, late, tgt.instance.modals.open

    result, modal, dismissed, late, still = asyncio.run(scenario())
    assert (result, modal) == ("arrived", None)
    assert len(dismissed) == 1 and dismissed[0].handle.answers == ["dismissed"]
    assert late is not None and late.handle.answers == []  # the new page's: pending
    assert still == [late]
