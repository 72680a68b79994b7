"""The ``@tool`` decorator: registration, argument checks, deadline and envelope.

A tool is written as ``async def browser_x(manager, instance, ...) -> dict`` that
returns its ``data`` or raises a ``ToolError``. This module wraps every call the
same way, so tools hold only their own logic.
"""

from __future__ import annotations

import asyncio
import inspect
import sys
import types
import typing
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Union

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from . import errors
from .envelope import Operation, end_operation, error, start_operation, success

if TYPE_CHECKING:
    from .manager import InstanceManager

ToolFunc = Callable[..., Awaitable[dict[str, Any]]]


@dataclass(frozen=True)
class ToolSpec:
    """One registered tool: its public signature (without ``manager``) and docs."""

    name: str
    func: ToolFunc
    signature: inspect.Signature
    hints: dict[str, Any]
    doc: str
    # Extra seconds of deadline a call needs beyond the library timeout (e.g. a sleep).
    extra_time: Callable[[dict[str, Any]], float] | None = None

    @property
    def has_instance(self) -> bool:
        return "instance" in self.signature.parameters


TOOLS: dict[str, ToolSpec] = {}


def tool(
    func: ToolFunc | None = None, *, extra_time: Callable[[dict[str, Any]], float] | None = None
) -> Any:
    """Registers ``func`` as a tool of the core; returns it unchanged."""

    def register(fn: ToolFunc) -> ToolFunc:
        full = inspect.signature(fn)
        params = list(full.parameters.values())[1:]  # drop `manager`
        hints = typing.get_type_hints(fn)
        hints.pop("return", None)
        hints.pop(next(iter(full.parameters)), None)
        TOOLS[fn.__name__] = ToolSpec(
            name=fn.__name__,
            func=fn,
            signature=full.replace(parameters=params),
            hints=hints,
            doc=inspect.getdoc(fn) or "",
            extra_time=extra_time,
        )
        return fn

    return register(func) if func is not None else register


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


async def run_tool(
    spec: ToolSpec, manager: InstanceManager, arguments: dict[str, Any]
) -> dict[str, Any]:
    """Runs one tool call and returns its envelope; never raises (but for cancellation)."""
    # Not a dict: bind_arguments below answers with invalid_params.
    named = spec.has_instance and isinstance(arguments, dict)
    instance = arguments.get("instance") if named else None
    instance = instance if isinstance(instance, str) else None
    op = Operation(tool=spec.name, budget=manager.settings.timeout)
    token = start_operation(op)
    try:
        bound = bind_arguments(spec, arguments)
        if spec.extra_time is not None:
            op.budget += spec.extra_time(bound)
        data = await within(op.budget, spec.func(manager, **bound))
        return success(instance, data, op)
    except Exception as exc:  # a tool never raises to its caller (cancellation aside)
        failure = translate_exception(exc, spec, manager, instance, op)
        return error(instance, failure.error_type, failure.message, op)
    finally:
        end_operation(token)


def translate_exception(
    exc: BaseException,
    spec: ToolSpec,
    manager: InstanceManager,
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
    if isinstance(exc, PlaywrightTimeoutError):
        return errors.OperationTimeout(f"{spec.name}: {first_line(exc)}")
    if isinstance(exc, PlaywrightError) and "closed" in str(exc).lower():
        return errors.PageNotFound(
            f"the page or frame closed while {spec.name} was working on it: {first_line(exc)}"
        )
    return errors.InternalError(f"{spec.name} failed: {type(exc).__name__}: {first_line(exc)}")


def first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


# --- arguments -----------------------------------------------------------------


def bind_arguments(spec: ToolSpec, arguments: dict[str, Any]) -> dict[str, Any]:
    """Checks names and types of ``arguments`` and fills in the defaults."""
    if not isinstance(arguments, dict):
        raise errors.InvalidParams(f"{spec.name}: arguments must be an object of named values")
    params = spec.signature.parameters
    unknown = [name for name in arguments if name not in params]
    if unknown:
        raise errors.InvalidParams(
            f"{spec.name} got unknown argument(s) {', '.join(map(repr, unknown))}; "
            f"it takes {', '.join(params)}"
        )
    missing = [
        name
        for name, param in params.items()
        if param.default is inspect.Parameter.empty and name not in arguments
    ]
    if missing:
        raise errors.InvalidParams(
            f"{spec.name} is missing required argument(s) {', '.join(map(repr, missing))}"
        )
    bound: dict[str, Any] = {}
    for name, param in params.items():
        if name in arguments:
            value = arguments[name]
            check_type(name, value, spec.hints.get(name, Any))
            bound[name] = value
        else:
            bound[name] = param.default
    return bound


def check_type(name: str, value: Any, hint: Any) -> None:
    """Raises ``InvalidParams`` naming ``name`` when ``value`` does not fit ``hint``."""
    if not fits(value, hint):
        raise errors.InvalidParams(
            f"argument '{name}' must be {describe(hint)}, got {value!r} ({type(value).__name__})"
        )


def fits(value: Any, hint: Any) -> bool:
    if hint is Any:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (Union, types.UnionType):
        return any(fits(value, arg) for arg in args)
    if origin is Literal:
        return value in args
    if origin in (list, tuple):
        return isinstance(value, (list, tuple)) and all(fits(v, args[0]) for v in value)
    if origin is dict:
        return isinstance(value, dict)
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, hint) if isinstance(hint, type) else True


def describe(hint: Any) -> str:
    """Human words for a type hint: ``str | None`` -> 'a string or null'."""
    if hint is None or hint is type(None):
        return "null"
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (Union, types.UnionType):
        return " or ".join(describe(arg) for arg in args)
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in args)
    if origin in (list, tuple):
        return f"a list of {describe(args[0]).removeprefix('a ').removeprefix('an ')}s"
    names = {
        str: "a string",
        int: "an integer",
        float: "a number",
        bool: "a boolean",
        dict: "an object",
    }
    if origin is dict:
        return "an object"
    return names.get(hint, getattr(hint, "__name__", str(hint)))
