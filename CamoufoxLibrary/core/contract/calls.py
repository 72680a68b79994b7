"""One tool call: its arguments checked, its deadline kept, its outcome an envelope.

A tool is written as ``async def browser_x(manager, instance, ...) -> dict`` that
returns its ``data`` or raises a ``ToolError``. ``run_tool`` wraps every call the
same way, so tools hold only their own logic, and no exception reaches a caller.
What a call needs of the instance manager is the ``Host`` protocol, and what explains
a timed-out action (``page/blockers.py``) is handed in by ``ToolCore``: this module
sits in the bottom layer and imports nothing above it.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from typing import Any, Protocol

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from . import errors
from .arguments import bind_arguments
from .envelope import Operation, current_operation, end_operation, error, start_operation, success
from .errors import first_line, playwright_cause
from .files import confine_writes
from .registry import ToolSpec
from .settings import Settings

# What explains a Playwright timeout of the current operation, or None (blockers.explain).
Explain = Callable[[Operation, str, float], Awaitable[str | None]]


class Fate(Protocol):
    """What a call watches of an instance's end (``Instance.fate``, browser/fate.py)."""

    def next_crash(self) -> asyncio.Future[None]:
        """A future resolved at the next crash of one of its pages (Juggler)."""

    def crash_of(self, page_id: str | None) -> str | None:
        """Why calls on page ``page_id`` fail when it crashed, else None."""

    async def settle(self) -> bool:
        """Waits, bounded, for the browser's death just after a page closed by itself;
        whether one did."""


class Watched(Protocol):
    fate: Fate


class Host(Protocol):
    """What a call needs of the instance manager, which tools receive as ``manager``."""

    settings: Settings
    instances: Mapping[str, Watched]

    def dead_reason(self, name: str) -> str | None:
        """Why instance ``name``'s browser is gone, or None (also for no such instance)."""

    def death_of(self, name: str) -> asyncio.Future[None] | None:
        """A future resolved when instance ``name``'s browser dies; None when there is no
        live instance of that name to watch."""


if sys.version_info >= (3, 11):

    async def within(seconds: float, call: Awaitable[Any]) -> Any:
        """Awaits ``call``, cancelling it with TimeoutError after ``seconds``.

        ``asyncio.timeout`` keeps the tool in the calling task; ``wait_for`` would start
        a task of its own, an extra loop iteration on every call.
        """
        async with asyncio.timeout(seconds):
            return await call

else:  # Python 3.10

    async def within(seconds: float, call: Awaitable[Any]) -> Any:
        return await asyncio.wait_for(call, timeout=seconds)


UNWIND_TIME = 1.0  # seconds a call given up on may take to unwind


async def unless_browser_dies(
    host: Host, name: str | None, work: Coroutine[Any, Any, Any], crashes: bool = False
) -> Any:
    """``work``'s result, or ``browser_not_running`` as soon as instance ``name``'s
    browser dies: over BiDi, Playwright leaves a wait pending after the browser has
    disconnected until the wait's own timeout (measured: 8 s of 8, disconnect at 0.5 s).
    With ``crashes``, also ``page_not_found`` as soon as the page the call works on
    crashes (Juggler: the browser lives on), whatever the call was waiting for."""
    death = host.death_of(name) if name else None
    if death is None:
        return await work
    assert name is not None
    fate, op = host.instances[name].fate, current_operation()
    task = asyncio.ensure_future(work)
    crashed: str | None = None
    try:
        while not (task.done() or death.done() or crashed):
            watched = (task, death, fate.next_crash()) if crashes else (task, death)
            await asyncio.wait(watched, return_when=asyncio.FIRST_COMPLETED)
            crashed = None if task.done() else fate.crash_of(op.page_id)
    finally:
        if not task.done():  # the browser died, or the caller gave up (a deadline)
            task.cancel()
            task.add_done_callback(drop_outcome)
            # Let the tool unwind (its finally blocks) before the call answers, as it
            # did when it ran in the caller's task; a cancelled Playwright call ends at once.
            await asyncio.wait((task,), timeout=UNWIND_TIME)
    if crashed:
        raise errors.PageNotFound(crashed)
    if not task.done() or task.cancelled():
        raise errors.BrowserNotRunning(host.dead_reason(name) or "the browser died")
    return task.result()


def drop_outcome(task: asyncio.Future[Any]) -> None:
    """Retrieves the outcome of a call given up on, so asyncio does not report it."""
    if not task.cancelled():
        task.exception()


async def run_tool(
    spec: ToolSpec, manager: Host, arguments: dict[str, Any], explain: Explain | None = None
) -> dict[str, Any]:
    """Runs one tool call and returns its envelope; never raises (but for cancellation).

    ``explain`` looks once more at what a timed-out Playwright call waited for.
    """
    # Not a dict: bind_arguments below answers with invalid_params.
    named = spec.has_instance and isinstance(arguments, dict)
    instance = arguments.get("instance") if named else None
    instance = instance if isinstance(instance, str) else None
    op = Operation(tool=spec.name, budget=manager.settings.timeout)
    token = start_operation(op)
    try:
        bound = bind_arguments(spec, arguments)
        settings = manager.settings
        confine_writes(spec.writes, bound, settings.output_dir, settings.write_anywhere)
        if spec.extra_time is not None:
            op.budget += spec.extra_time(bound)
        crashes = spec.may_return(errors.PageNotFound.error_type)
        work = unless_browser_dies(manager, instance, spec.func(manager, **bound), crashes)
        data = await within(op.budget, work)
        return success(instance, data, op)
    except Exception as exc:  # a tool never raises to its caller (cancellation aside)
        failure = translate_exception(exc, spec, manager, instance, op)
        failure = await after_a_loss(spec, manager, instance, op, failure)
        timed_out = isinstance(exc, PlaywrightTimeoutError)
        if explain is not None and timed_out and failure.error_type == "operation_timeout":
            # What kept the element from the action, looked at once more (bounded).
            explained = await explain(op, str(exc), op.elapsed())
            failure = errors.OperationTimeout(explained) if explained else failure
        cause = failure.cause or playwright_cause(exc)
        return error(instance, failure.error_type, failure.message, op, cause)
    finally:
        end_operation(token)


async def after_a_loss(
    spec: ToolSpec, host: Host, name: str | None, op: Operation, failure: errors.ToolError
) -> errors.ToolError:
    """``failure``, or what really ended the call: the crash of the page it worked on,
    or its browser's death. A page that closed by itself a moment before may be a
    crash whose browser is still going down (browser/fate.py): waited for, bounded,
    so a call in between never answers ``page_not_found`` with a hint that is false."""
    watched = host.instances.get(name) if name else None
    if watched is None or isinstance(failure, (errors.InvalidParams, errors.BrowserNotRunning)):
        return failure
    crashed = watched.fate.crash_of(op.page_id)
    if crashed and spec.may_return(errors.PageNotFound.error_type):
        return errors.PageNotFound(crashed)
    if not await watched.fate.settle() or not spec.may_return("browser_not_running"):
        return failure
    dead = host.dead_reason(name) if name else None
    return errors.BrowserNotRunning(dead) if dead else failure


def translate_exception(
    exc: BaseException,
    spec: ToolSpec,
    manager: Host,
    instance: str | None,
    op: Operation,
) -> errors.ToolError:
    """Maps any exception of a tool call onto the error type a caller can act on."""
    if isinstance(exc, errors.ToolError):
        return exc
    dead = manager.dead_reason(instance) if instance else None
    if dead:
        return errors.BrowserNotRunning(dead)
    if isinstance(exc, TimeoutError):  # our own deadline (within)
        return errors.OperationTimeout(
            f"{spec.name} did not finish within {op.budget:g} s; the page may be busy "
            "(a script in an endless loop?) or the browser unresponsive"
        )
    if isinstance(exc, PlaywrightTimeoutError):  # Playwright's words: the envelope's cause
        return errors.OperationTimeout(
            f"{spec.name} did not finish within {op.budget:g} s: what it waited for on the "
            "page did not happen in time"
        )
    if isinstance(exc, PlaywrightError) and "closed" in str(exc).lower():
        return errors.PageNotFound(
            f"the page or frame closed while {spec.name} was working on it; the page's "
            "id expired with it: list the open ones with browser_tabs action 'list'"
        )
    if isinstance(exc, PlaywrightError):
        return errors.InternalError(
            f"{spec.name} failed: the browser refused a call the library made, for a reason "
            "the library does not know; the error's cause has the details"
        )
    return errors.InternalError(f"{spec.name} failed: {type(exc).__name__}: {first_line(exc)}")
