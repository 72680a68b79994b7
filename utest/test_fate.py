"""A page's crash and a page that closes by itself (core/browser/fate.py), without a browser.

Camoufox runs over Juggler, where Playwright emits a page's ``crash`` and the browser lives
on; its binary is not on the CI machine, so that case is played here with fakes of the
page and context a real ``Instance`` watches. The BiDi case (the browser goes down with
the page) is tested against firefox-esr in utest/core/test_lifecycle.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from playwright.async_api import Error as PlaywrightError

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.browser.fate import Fate
from CamoufoxLibrary.core.browser.instance import Instance
from CamoufoxLibrary.core.engines import EngineChoice


class Events:
    """``on`` and ``emit``: what the instance subscribes to on Playwright's objects."""

    def __init__(self) -> None:
        self.handlers: dict[str, list[Callable[[Any], Any]]] = {}

    def on(self, event: str, handler: Callable[[Any], Any]) -> None:
        self.handlers.setdefault(event, []).append(handler)

    def emit(self, event: str, argument: Any = None) -> None:
        for handler in list(self.handlers.get(event, [])):
            handler(argument)


class FakeFrame:
    def __init__(self, page: FakePage) -> None:
        self.page = page
        self.url = "https://example.test/"
        self.on_evaluate: Callable[[], Any] = lambda: asyncio.Event().wait()  # never ends

    async def evaluate(self, function: str, arg: Any = None) -> Any:
        return await self.on_evaluate()

    def is_detached(self) -> bool:
        return False


class FakePage(Events):
    """A Juggler page: it crashes without closing; ``close()`` still closes it."""

    def __init__(self) -> None:
        super().__init__()
        self.main_frame = FakeFrame(self)
        self.frames = [self.main_frame]
        self.closed = False

    @property
    def url(self) -> str:
        return self.main_frame.url

    def is_closed(self) -> bool:
        return self.closed

    async def close(self) -> None:
        self.closed = True
        self.emit("close", self)

    async def bring_to_front(self) -> None:
        pass


class FakeContext(Events):
    def __init__(self, pages: list[FakePage]) -> None:
        super().__init__()
        self.pages = pages


def camoufox(core: ToolCore, pages: int = 1) -> tuple[Instance, list[str]]:
    """A local Camoufox instance of ``pages`` fake pages in ``core``, and their ids."""
    context = FakeContext([FakePage() for _ in range(pages)])
    inst = Instance(
        name="cam",
        engine=EngineChoice("camoufox", None),
        version="",
        context=context,  # type: ignore[arg-type]
        browser=None,
        tag="",
        headless=True,
    )
    inst.watch()
    core.manager.instances["cam"] = inst
    return inst, list(inst.pages)


def crash_message(page_id: str) -> str:
    return (
        f"page '{page_id}' of instance 'cam' crashed (its content process died); the browser "
        "is still running: close the page with browser_tabs action 'close' (or browser_close) "
        "and open another with action 'new'"
    )


def test_calls_on_a_crashed_page_fail_at_once_with_a_true_hint() -> None:
    async def scenario() -> tuple[str, list[dict[str, Any]]]:
        core = ToolCore(timeout=5)
        inst, (first, second) = camoufox(core, pages=2)
        inst.selected_page_id = first
        inst.pages[first].emit("crash")
        return first, [
            await core.call("browser_get_url", {"instance": "cam"}),
            await core.call("browser_get_url", {"instance": "cam", "page_id": first}),
            await core.call("browser_get_url", {"instance": "cam", "page_id": second}),
            await core.call("browser_tabs", {"instance": "cam", "action": "list"}),
            await core.call("browser_close", {"instance": "cam"}),
            await core.call("browser_get_url", {"instance": "cam"}),
            await core.call("browser_get_url", {"instance": "cam", "page_id": first}),
        ]

    first, (selected, named, other, listed, closed, after, gone) = asyncio.run(scenario())
    for envelope in (selected, named):
        assert envelope["error_type"] == "page_not_found", envelope
        assert envelope["message"] == crash_message(first)
    assert other["status"] == "success", other  # the browser lives on: its other pages work
    assert listed["data"]["tabs"][0]["page_id"] == first  # still a tab
    assert closed["data"]["closed_page_id"] == first  # the hint holds: it can be closed
    assert after["status"] == "success", after  # the next page is selected
    assert gone["error_type"] == "page_not_found"
    assert "crashed" not in gone["message"]


def test_a_call_in_flight_stops_when_its_page_crashes() -> None:
    """The call would wait out its 5 s; the crash ends it with the crash's message."""

    async def scenario() -> tuple[dict[str, Any], str]:
        core = ToolCore(timeout=5)
        inst, (page_id,) = camoufox(core)
        page = inst.pages[page_id]
        asyncio.get_running_loop().call_later(0.05, page.emit, "crash")
        arguments = {"instance": "cam", "function": "() => new Promise(() => {})"}
        return await core.call("browser_evaluate", arguments), page_id

    envelope, page_id = asyncio.run(scenario())
    assert envelope["error_type"] == "page_not_found", envelope
    assert envelope["message"] == crash_message(page_id)


def test_a_call_playwright_ends_at_the_crash_says_the_page_crashed() -> None:
    """Playwright rejects what was running on the page when it crashes: its error becomes
    the crash's message, not internal_error."""

    async def scenario() -> tuple[dict[str, Any], str]:
        core = ToolCore(timeout=5)
        inst, (page_id,) = camoufox(core)
        page = inst.pages[page_id]

        async def crash() -> Any:
            page.emit("crash")
            raise PlaywrightError("Frame.evaluate: Target crashed")

        page.main_frame.on_evaluate = crash
        return await core.call("browser_evaluate", {"instance": "cam", "function": "1"}), page_id

    envelope, page_id = asyncio.run(scenario())
    assert envelope["error_type"] == "page_not_found", envelope
    assert envelope["message"] == crash_message(page_id)


def test_a_crash_of_another_page_leaves_a_call_running() -> None:
    async def scenario() -> dict[str, Any]:
        core = ToolCore(timeout=5)
        inst, (first, second) = camoufox(core, pages=2)
        inst.selected_page_id = first
        done = asyncio.Event()

        async def answer() -> Any:
            await done.wait()
            return 7

        inst.pages[first].main_frame.on_evaluate = answer
        loop = asyncio.get_running_loop()
        loop.call_later(0.02, inst.pages[second].emit, "crash")
        loop.call_later(0.05, done.set)
        return await core.call("browser_evaluate", {"instance": "cam", "function": "7"})

    envelope = asyncio.run(scenario())
    assert envelope["status"] == "success", envelope
    assert envelope["data"]["result"] == 7


# --- Fate: a page closed by itself, then the browser's death --------------------------------


def test_a_death_just_after_a_page_closed_by_itself_is_that_pages_crash() -> None:
    async def scenario() -> tuple[str, str, str, bool]:
        crashed, killed, closed = (
            Fate("a", None, None),
            Fate("a", None, None),
            Fate("a", None, None),
        )
        page, ours = FakePage(), FakePage()
        crashed.closed(page, "page-1", False, died=lambda why: None)
        closed.closing(ours)
        closed.closed(ours, "page-2", False, died=lambda why: None)
        death = crashed.death(False)
        asyncio.get_running_loop().call_later(0.02, crashed.dead)
        await crashed.settle()  # the call in between waits for the death
        return (
            crashed.death_message("the browser context closed"),
            killed.death_message("the browser context closed"),
            closed.death_message("the browser context closed"),
            death.done(),
        )

    crash, plain, after_tool_close, died = asyncio.run(scenario())
    assert died
    assert crash == (
        "page 'page-1' crashed (its content process died) and Firefox shut down with it, as "
        "it does over WebDriver BiDi: the browser of instance 'a' is no longer running (the "
        "browser context closed); destroy the instance and create it again"
    )
    assert (
        plain
        == after_tool_close
        == (
            "the browser of instance 'a' is no longer running (the browser context closed); "
            "destroy the instance and create it again"
        )
    )


def test_settle_waits_for_nothing_without_a_page_closed_by_itself() -> None:
    async def scenario() -> bool:
        fate = Fate("a", None, None)
        await fate.settle()
        return fate.death(False).done()

    assert asyncio.run(scenario()) is False


def test_a_page_closed_by_itself_is_named_so_when_a_call_names_it() -> None:
    fate = Fate("a", None, None)
    fate.closed(FakePage(), "page-1", False, died=lambda why: None)
    assert fate.how_gone("page-1") == " (it closed by itself: its own window.close())"
    assert fate.how_gone("page-2") == ""


def test_pages_a_servers_connection_closed_in_its_death_are_no_suspects() -> None:
    """A browser server's connection that closes closes its pages, then its context, in
    one go: the death then is the connection's, not a page's crash. A remote page that
    closes by itself, with the browser living on, is one still."""
    endpoint = "ws://127.0.0.1:9/fleet"

    async def scenario() -> tuple[str, str, str]:
        lost, alone = Fate("far", None, endpoint), Fate("far", None, endpoint)
        page, other = FakePage(), FakePage()
        lost.closed(page, "page-1", False, died=lambda why: None)
        lost.dead()  # the context's close, in the same turn of the loop
        alone.closed(other, "page-2", False, died=lambda why: None)
        await asyncio.sleep(0)
        return (
            lost.death_message(lost.disconnected("the browser context")),
            lost.how_gone("page-1"),
            alone.how_gone("page-2"),
        )

    message, lost_page, alone_page = asyncio.run(scenario())
    assert message == (
        f"the browser of instance 'far' is no longer running (the browser server at {endpoint} "
        "closed the connection or the context); destroy the instance and create it again"
    )
    assert lost_page == ""
    assert alone_page == " (it closed by itself: its own window.close())"
