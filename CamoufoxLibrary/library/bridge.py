"""The sync bridge: one asyncio loop on a daemon thread, shared by every keyword.

The loop keeps running between keywords, so Playwright's events (new pages,
dialogs, a browser that dies) are seen when they happen, not at the next call.
Robot Framework drops log messages written from other threads; records the core
logs on the loop thread are queued and handed to ``log_sink`` on the caller's
thread after each call.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import logging
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")
# Seconds a caller waits beyond a tool's own deadline: the core always answers
# first; this only guards against a wedged event loop.
BRIDGE_GRACE = 5.0
LogSink = Callable[[logging.LogRecord], None]


class _QueueHandler(logging.Handler):
    """Collects records logged on the loop thread for the caller's thread.

    Only this bridge's loop thread: every bridge (one per library import) adds a
    handler to the same logger, and would otherwise relay the others' records too.
    """

    def __init__(self, records: queue.SimpleQueue[logging.LogRecord]) -> None:
        super().__init__(logging.DEBUG)
        self.records = records
        self.thread_id: int | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if record.thread == self.thread_id:
            self.records.put(record)


class Bridge:
    def __init__(self, log_sink: LogSink | None = None, logger: str = "CamoufoxLibrary") -> None:
        self.log_sink = log_sink
        self._records: queue.SimpleQueue[logging.LogRecord] = queue.SimpleQueue()
        self._handler = _QueueHandler(self._records)
        self._logger = logging.getLogger(logger)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._shutdown_hooks: list[Callable[[], Coroutine[Any, Any, Any]]] = []

    @property
    def running(self) -> bool:
        return self._loop is not None

    def _start(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                ready = threading.Event()

                def serve() -> None:
                    asyncio.set_event_loop(loop)
                    loop.call_soon(ready.set)
                    loop.run_forever()

                self._thread = threading.Thread(target=serve, name="camoufox-loop", daemon=True)
                self._thread.start()
                ready.wait()
                self._handler.thread_id = self._thread.ident
                self._logger.addHandler(self._handler)
                self._logger.setLevel(min(self._logger.level or logging.INFO, logging.INFO))
                self._loop = loop
                atexit.register(self.shutdown)
            return self._loop

    def run(self, coro: Coroutine[Any, Any, T], timeout: float) -> T:
        """Runs ``coro`` on the loop and waits at most ``timeout`` seconds.

        Whatever interrupts the wait (Robot's test or keyword timeout, a stop signal,
        Ctrl-C, or ``timeout`` itself) cancels the coroutine before it propagates.
        """
        loop = self._start()
        future = asyncio.run_coroutine_threadsafe(coro, loop)
        try:
            return future.result(timeout)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise TimeoutError(f"no answer from the browser core within {timeout:g} s") from None
        except BaseException:
            future.cancel()
            raise
        finally:
            self.flush_logs()

    def flush_logs(self) -> None:
        while True:
            try:
                record = self._records.get_nowait()
            except queue.Empty:
                return
            if self.log_sink is not None:
                self.log_sink(record)

    def on_shutdown(self, hook: Callable[[], Coroutine[Any, Any, Any]]) -> None:
        """Registers a coroutine function run on the loop when the bridge shuts down."""
        self._shutdown_hooks.append(hook)

    def shutdown(self, timeout: float = 15.0) -> None:
        """Runs the shutdown hooks, then stops the loop. Safe to call twice."""
        with self._lock:
            loop, self._loop = self._loop, None
        if loop is None:
            return
        hooks, self._shutdown_hooks = self._shutdown_hooks, []
        for hook in hooks:
            future = asyncio.run_coroutine_threadsafe(hook(), loop)
            try:
                future.result(timeout)
            except BaseException:
                future.cancel()
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout)
        self._logger.removeHandler(self._handler)
        self.flush_logs()
