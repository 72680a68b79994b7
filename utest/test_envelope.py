"""Envelopes, operation metadata and the ``@tool`` wrapper's promise: a tool never raises."""

from __future__ import annotations

import asyncio
import time

import pytest
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract import errors
from CamoufoxLibrary.core.contract.envelope import (
    Operation,
    current_operation,
    end_operation,
    error,
    start_operation,
    success,
)
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolRegistry
from testsupport.envelopes import no_playwright_words

OPERATION_KEYS = {"tool", "page_id", "frame_id", "elapsed_ms"}


# --- envelope shape -------------------------------------------------------------------


def test_success_envelope_shape() -> None:
    op = Operation(tool="browser_x", budget=10, page_id="page-1", frame_id="frame-2")
    envelope = success("main", {"answer": 42}, op)
    assert set(envelope) == {"status", "instance", "data", "operation"}
    assert envelope["status"] == "success"
    assert envelope["instance"] == "main"
    assert envelope["data"] == {"answer": 42}
    assert set(envelope["operation"]) == OPERATION_KEYS
    assert envelope["operation"]["tool"] == "browser_x"
    assert envelope["operation"]["page_id"] == "page-1"
    assert envelope["operation"]["frame_id"] == "frame-2"


def test_error_envelope_shape() -> None:
    op = Operation(tool="browser_y", budget=10)
    envelope = error(None, "stale_ref", "ref 'e1' is gone", op)
    assert set(envelope) == {"status", "instance", "error_type", "message", "operation"}
    assert envelope["status"] == "error"
    assert envelope["instance"] is None
    assert envelope["error_type"] == "stale_ref"
    assert envelope["message"] == "ref 'e1' is gone"
    assert envelope["operation"] == {
        "tool": "browser_y",
        "page_id": None,
        "frame_id": None,
        "elapsed_ms": envelope["operation"]["elapsed_ms"],
    }
    with_cause = error("main", "operation_timeout", "ours", op, "Locator.click: Timeout")
    assert with_cause["cause"] == "Locator.click: Timeout"
    assert with_cause["message"] == "ours"


def test_elapsed_ms_measures_the_operation() -> None:
    op = Operation(tool="browser_x", budget=10)
    time.sleep(0.05)
    elapsed = op.metadata()["elapsed_ms"]
    assert isinstance(elapsed, float)
    assert elapsed >= 50


def test_remaining_and_playwright_timeout_stay_inside_the_budget() -> None:
    op = Operation(tool="browser_x", budget=2.0)
    assert 0 < op.remaining() <= 2.0
    # Playwright must give up before our own deadline does, but never get 0 (= no timeout).
    assert 1.0 <= op.playwright_timeout() < op.remaining() * 1000
    spent = Operation(tool="browser_x", budget=0.01)
    time.sleep(0.03)
    assert spent.remaining() == 0.0
    assert spent.playwright_timeout() == 1.0


def test_current_operation_is_per_call_and_detached_outside_tools() -> None:
    outside = current_operation()
    assert outside.tool == ""
    assert outside.remaining() > 60
    op = Operation(tool="browser_x", budget=5)
    token = start_operation(op)
    try:
        assert current_operation() is op
    finally:
        end_operation(token)
    assert current_operation() is not op


# --- envelopes through ToolCore (no browser needed) --------------------------------


def test_server_level_tool_has_null_instance() -> None:
    envelope = asyncio.run(ToolCore().call("browser_list_instances", {}))
    assert envelope["status"] == "success"
    assert envelope["instance"] is None
    assert envelope["data"] == {"instances": [], "max_instances": 5}
    assert set(envelope["operation"]) == OPERATION_KEYS
    assert envelope["operation"]["tool"] == "browser_list_instances"


def test_instance_tool_error_names_the_instance() -> None:
    envelope = asyncio.run(ToolCore().call("browser_snapshot", {"instance": "ghost"}))
    assert envelope["status"] == "error"
    assert envelope["instance"] == "ghost"
    assert envelope["error_type"] == "instance_not_found"
    assert "ghost" in envelope["message"]
    assert envelope["operation"]["tool"] == "browser_snapshot"
    assert envelope["operation"]["page_id"] is None


def test_tool_methods_return_the_same_envelope_as_call() -> None:
    core = ToolCore()
    by_method = asyncio.run(core.browser_destroy_instance("ghost"))
    by_call = asyncio.run(core.call("browser_destroy_instance", {"instance": "ghost"}))
    for envelope in (by_method, by_call):
        assert envelope["error_type"] == "instance_not_found"
        assert envelope["instance"] == "ghost"
    assert by_method["message"] == by_call["message"]


# --- a tool never raises --------------------------------------------------------------


@pytest.fixture
def registry() -> ToolRegistry:
    """A registry of its own: tools registered in a test are in no other."""
    return ToolRegistry()


def register_raising(registry: ToolRegistry, exc: BaseException) -> None:
    @registry.tool(kind="acts")
    async def browser_test_raises(manager, instance: str) -> dict:
        raise exc


def run(core: ToolCore, name: str, arguments: dict) -> dict:
    return asyncio.run(core.call(name, arguments))


def test_throwaway_tools_stay_in_their_registry() -> None:
    registry = ToolRegistry()

    @registry.tool(kind="acts")
    async def browser_test_throwaway(manager) -> dict:
        return {}

    assert "browser_test_throwaway" in registry
    assert "browser_test_throwaway" not in REGISTRY
    assert "browser_test_throwaway" not in ToolCore().tool_names()
    assert ToolCore(registry=registry).tool_names() == ["browser_test_throwaway"]


def test_unexpected_exception_becomes_internal_error_with_the_cause(registry) -> None:
    register_raising(registry, ValueError("boom: the cause\nsecond line"))
    envelope = run(ToolCore(registry=registry), "browser_test_raises", {"instance": "main"})
    assert envelope["status"] == "error"
    assert envelope["error_type"] == "internal_error"
    assert envelope["instance"] == "main"
    assert "ValueError" in envelope["message"]
    assert "boom: the cause" in envelope["message"]
    assert "browser_test_raises" in envelope["message"]
    assert envelope["operation"]["tool"] == "browser_test_raises"


def test_tool_error_keeps_its_type_and_message(registry) -> None:
    register_raising(registry, errors.StaleRef("ref 'e9' is gone; take a new snapshot"))
    envelope = run(ToolCore(registry=registry), "browser_test_raises", {"instance": "main"})
    assert envelope["error_type"] == "stale_ref"
    assert envelope["message"] == "ref 'e9' is gone; take a new snapshot"


CALL_LOG = "\nCall log:\n  - waiting for locator('#save')\n"


def test_playwright_timeout_becomes_operation_timeout_in_our_words(registry) -> None:
    """Playwright's call, timeout and call log are the cause; the message is ours."""
    said = "Locator.click: Timeout 2686.4ms exceeded." + CALL_LOG
    register_raising(registry, PlaywrightTimeoutError(said))
    envelope = run(ToolCore(registry=registry), "browser_test_raises", {"instance": "main"})
    assert envelope["error_type"] == "operation_timeout"
    assert envelope["message"] == (
        "browser_test_raises did not finish within 10 s: what it waited for on the page "
        "did not happen in time"
    )
    assert envelope["cause"] == said.strip()


def test_closed_target_becomes_page_not_found(registry) -> None:
    said = "Locator.click: Target page, context or browser has been closed"
    register_raising(registry, PlaywrightError(said))
    envelope = run(ToolCore(registry=registry), "browser_test_raises", {"instance": "main"})
    assert envelope["error_type"] == "page_not_found"
    no_playwright_words(envelope["message"])
    assert "browser_test_raises" in envelope["message"]
    assert envelope["cause"] == said


def test_an_unknown_playwright_error_is_internal_error_in_our_words(registry) -> None:
    said = "Frame.evaluate: Protocol error (script.callFunction): unknown error" + CALL_LOG
    register_raising(registry, PlaywrightError(said))
    envelope = run(ToolCore(registry=registry), "browser_test_raises", {"instance": "main"})
    assert envelope["error_type"] == "internal_error"
    no_playwright_words(envelope["message"])
    assert envelope["message"].startswith("browser_test_raises failed: the browser refused")
    assert envelope["cause"] == said.strip()


def test_a_tool_error_raised_from_a_playwright_error_carries_it_as_the_cause(registry) -> None:
    @registry.tool(kind="waits")
    async def browser_test_waits(manager, instance: str) -> dict:
        try:
            raise PlaywrightTimeoutError("Locator.wait_for: Timeout 500ms exceeded." + CALL_LOG)
        except PlaywrightTimeoutError as exc:
            raise errors.WaitTimeout("text 'x' did not become visible within 0.5 s") from exc

    envelope = run(ToolCore(registry=registry), "browser_test_waits", {"instance": "main"})
    assert envelope["message"] == "text 'x' did not become visible within 0.5 s"
    assert envelope["cause"].startswith("Locator.wait_for: Timeout 500ms exceeded.")
    plain = run(ToolCore(registry=registry), "browser_test_raises_not", {"instance": "main"})
    assert "cause" not in plain  # an unknown tool: no Playwright behind it


def test_reason_of_keeps_the_browsers_words_without_the_call_name() -> None:
    assert errors.reason_of(PlaywrightError("Page.goto: NS_ERROR_CONNECTION_REFUSED\nx")) == (
        "NS_ERROR_CONNECTION_REFUSED"
    )
    assert errors.reason_of(PlaywrightError("Locator.count: Error: Unexpected token")) == (
        "Unexpected token"
    )


def test_tool_past_its_deadline_gives_operation_timeout_in_time(registry) -> None:
    @registry.tool(kind="acts")
    async def browser_test_sleeps(manager, instance: str) -> dict:
        await asyncio.sleep(30)
        return {}

    started = time.perf_counter()
    envelope = run(
        ToolCore(registry=registry, timeout=0.3), "browser_test_sleeps", {"instance": "main"}
    )
    took = time.perf_counter() - started
    assert envelope["error_type"] == "operation_timeout"
    assert "0.3 s" in envelope["message"]
    assert took < 15  # far below the 30 s the tool wanted


def test_extra_time_extends_the_deadline(registry) -> None:
    @registry.tool(kind="acts", extra_time=lambda args: args["pause"])
    async def browser_test_pauses(manager, instance: str, pause: float) -> dict:
        await asyncio.sleep(pause)
        return {"paused": pause}

    core = ToolCore(registry=registry, timeout=0.2)
    assert core.budget("browser_test_pauses", {"pause": 0.4}) == pytest.approx(0.6)
    envelope = run(core, "browser_test_pauses", {"instance": "main", "pause": 0.4})
    assert envelope["status"] == "success", envelope
    assert envelope["data"] == {"paused": 0.4}


def test_failing_extra_time_is_an_error_envelope_too(registry) -> None:
    @registry.tool(kind="acts", extra_time=lambda args: 1 / 0)
    async def browser_test_bad_extra(manager, instance: str) -> dict:
        return {}

    envelope = run(ToolCore(registry=registry), "browser_test_bad_extra", {"instance": "main"})
    assert envelope["error_type"] == "internal_error"
    assert "ZeroDivisionError" in envelope["message"]


def test_cancellation_is_not_swallowed(registry) -> None:
    started = asyncio.Event()

    @registry.tool(kind="acts")
    async def browser_test_waits(manager, instance: str) -> dict:
        started.set()
        await asyncio.sleep(30)
        return {}

    async def scenario() -> None:
        task = asyncio.create_task(
            ToolCore(registry=registry).call("browser_test_waits", {"instance": "a"})
        )
        await started.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())


def test_operation_records_page_and_frame_even_on_error(registry) -> None:
    @registry.tool(kind="acts")
    async def browser_test_targets(manager, instance: str) -> dict:
        op = current_operation()
        op.page_id, op.frame_id = "page-1", "frame-1"
        raise errors.ElementNotFound("selector '#x' matches no element")

    envelope = run(ToolCore(registry=registry), "browser_test_targets", {"instance": "main"})
    assert envelope["error_type"] == "element_not_found"
    assert envelope["operation"]["page_id"] == "page-1"
    assert envelope["operation"]["frame_id"] == "frame-1"
