"""The sync bridge: lazy loop thread, cancellation on interrupt, log relay, shutdown."""

from __future__ import annotations

import asyncio
import logging
import signal
import threading
import time
from collections.abc import Iterator

import pytest

from CamoufoxLibrary.library.bridge import Bridge

CORE_LOG = logging.getLogger("CamoufoxLibrary.core")


class Sink:
    """A log sink that remembers each record and the thread it was handed over on."""

    def __init__(self) -> None:
        self.records: list[tuple[str, int, threading.Thread]] = []

    def __call__(self, record: logging.LogRecord) -> None:
        self.records.append((record.getMessage(), record.levelno, threading.current_thread()))

    def messages(self) -> list[str]:
        return [message for message, _, _ in self.records]


@pytest.fixture
def sink() -> Sink:
    return Sink()


@pytest.fixture
def bridge(sink: Sink) -> Iterator[Bridge]:
    bridge = Bridge(log_sink=sink)
    yield bridge
    bridge.shutdown()


class Sleeper:
    """A coroutine factory that records whether it was cancelled."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.started = threading.Event()
        self.cancelled = threading.Event()
        self.finished = threading.Event()

    async def __call__(self) -> str:
        self.started.set()
        try:
            await asyncio.sleep(self.seconds)
        except asyncio.CancelledError:
            self.cancelled.set()
            raise
        self.finished.set()
        return "slept"


def loop_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "camoufox-loop"]


def test_loop_starts_lazily_on_a_daemon_thread() -> None:
    before = loop_threads()
    bridge = Bridge()
    try:
        assert not bridge.running
        assert loop_threads() == before

        async def where() -> str:
            return threading.current_thread().name

        assert bridge.run(where(), timeout=10) == "camoufox-loop"
        assert bridge.running
        started = [t for t in loop_threads() if t not in before]
        assert len(started) == 1
        assert started[0].daemon
    finally:
        bridge.shutdown()


def test_loop_keeps_running_between_calls(bridge: Bridge) -> None:
    async def loop_id() -> int:
        return id(asyncio.get_running_loop())

    async def start_background() -> None:
        asyncio.get_running_loop().call_later(0.05, ticked.set)

    ticked = threading.Event()
    first = bridge.run(loop_id(), timeout=10)
    bridge.run(start_background(), timeout=10)
    # Nothing runs on the bridge now, yet the loop fires the callback.
    assert ticked.wait(5)
    assert bridge.run(loop_id(), timeout=10) == first


def test_exceptions_of_the_coroutine_propagate(bridge: Bridge) -> None:
    async def fails() -> None:
        raise ValueError("from the loop")

    with pytest.raises(ValueError, match="from the loop"):
        bridge.run(fails(), timeout=10)


def test_timeout_cancels_the_coroutine(bridge: Bridge) -> None:
    sleeper = Sleeper(10)
    started = time.perf_counter()
    with pytest.raises(TimeoutError, match=r"0\.3 s"):
        bridge.run(sleeper(), timeout=0.3)
    assert time.perf_counter() - started < 5  # far below the coroutine's 10 s
    assert sleeper.cancelled.wait(5), "the coroutine was not cancelled"
    assert not sleeper.finished.is_set()


def test_keyboard_interrupt_of_the_main_thread_cancels_the_coroutine(bridge: Bridge) -> None:
    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    sleeper = Sleeper(10)
    previous = signal.signal(signal.SIGALRM, interrupt)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.3)
        started = time.perf_counter()
        with pytest.raises(KeyboardInterrupt):
            bridge.run(sleeper(), timeout=30)
        assert time.perf_counter() - started < 5
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert sleeper.started.is_set()
    assert sleeper.cancelled.wait(5), "the coroutine was not cancelled"
    assert not sleeper.finished.is_set()

    async def still_works() -> int:
        return 7

    assert bridge.run(still_works(), timeout=10) == 7


def test_loop_thread_logs_reach_the_sink_on_the_calling_thread(bridge: Bridge, sink: Sink) -> None:
    async def logs() -> str:
        CORE_LOG.info("launched %s", "firefox")
        CORE_LOG.warning("the browser disconnected")
        return threading.current_thread().name

    assert bridge.run(logs(), timeout=10) == "camoufox-loop"
    assert sink.messages() == ["launched firefox", "the browser disconnected"]
    assert [level for _, level, _ in sink.records] == [logging.INFO, logging.WARNING]
    for _, _, thread in sink.records:
        assert thread is threading.main_thread()


def test_each_bridge_relays_only_its_own_loop_logs(bridge: Bridge, sink: Sink) -> None:
    # Two library imports (``AS`` aliases) have two bridges on the same logger.
    other_sink = Sink()
    other = Bridge(log_sink=other_sink)
    try:

        async def logs(message: str) -> None:
            CORE_LOG.warning(message)

        bridge.run(logs("from the first"), timeout=10)
        other.run(logs("from the second"), timeout=10)
        bridge.flush_logs()
        assert sink.messages() == ["from the first"]
        assert other_sink.messages() == ["from the second"]
    finally:
        other.shutdown()


def test_logs_are_relayed_when_the_call_fails(bridge: Bridge, sink: Sink) -> None:
    async def logs_then_fails() -> None:
        CORE_LOG.info("about to fail")
        raise RuntimeError("failed")

    with pytest.raises(RuntimeError):
        bridge.run(logs_then_fails(), timeout=10)
    assert sink.messages() == ["about to fail"]
    assert sink.records[0][2] is threading.main_thread()


def test_logs_of_background_tasks_are_relayed_by_the_next_call(bridge: Bridge, sink: Sink) -> None:
    logged = threading.Event()

    async def schedule() -> None:
        def later() -> None:
            CORE_LOG.warning("a page closed")
            logged.set()

        asyncio.get_running_loop().call_later(0.05, later)

    bridge.run(schedule(), timeout=10)
    assert logged.wait(5)
    assert "a page closed" not in sink.messages()  # never handed over on the loop thread

    async def nothing() -> None:
        return None

    bridge.run(nothing(), timeout=10)
    assert sink.messages() == ["a page closed"]
    assert sink.records[0][2] is threading.main_thread()


def test_shutdown_runs_hooks_and_stops_the_thread(sink: Sink) -> None:
    bridge = Bridge(log_sink=sink)
    ran: list[str] = []

    async def failing_hook() -> None:
        raise RuntimeError("hook failed")

    async def closing_hook() -> None:
        ran.append(threading.current_thread().name)
        CORE_LOG.info("closed every instance")

    bridge.on_shutdown(failing_hook)
    bridge.on_shutdown(closing_hook)

    async def nothing() -> None:
        return None

    bridge.run(nothing(), timeout=10)
    thread = bridge._thread
    assert thread is not None and thread.is_alive()
    bridge.shutdown()
    assert ran == ["camoufox-loop"]  # a failing hook does not stop the next one
    assert not thread.is_alive()
    assert not bridge.running
    assert "closed every instance" in sink.messages()
    bridge.shutdown()  # twice is safe
    assert ran == ["camoufox-loop"]


def test_shutdown_of_a_bridge_never_started_is_safe() -> None:
    bridge = Bridge()
    bridge.shutdown()
    bridge.shutdown()
    assert not bridge.running


def test_shutdown_stops_relaying(sink: Sink) -> None:
    bridge = Bridge(log_sink=sink)

    async def nothing() -> None:
        return None

    bridge.run(nothing(), timeout=10)
    bridge.shutdown()
    CORE_LOG.warning("after shutdown")
    bridge.flush_logs()
    assert "after shutdown" not in sink.messages()
