"""The tool registry: each tool's signature, type hints, docs and declared errors.

A tool is ``async def browser_x(manager, instance, ...) -> dict`` registered with
``@tool(errors=..., kind=...)``, which also states every other fact about it that a
front end needs: its parameters in a few words (``params``, ``paramdocs.py``), what
it writes, whether the MCP recorder leaves it out and why, and, for one acting on a
page, its target (``@tool(target=PAGE)``: the tool takes the resolved ``target``
instead of the manager and the target's arguments, ``targets.py``). Everything a front end derives (the keywords, their docs, the
MCP schema and descriptions, ``ToolCore``'s methods) reads the ``ToolSpec`` made
here, so a parameter, a default, a type or an error type is written once: in the
tool's own definition.

``REGISTRY`` holds the library's tools (``core/tools`` registers into it on
import); a test makes a ``ToolRegistry()`` of its own, or ``REGISTRY.copy()``.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .errors import ERROR_TYPES
from .paramdocs import described
from .targets import TargetKind, ToolFunc, with_target
from .vocabulary import TOOL_KINDS, ToolKind

ExtraTime = Callable[[dict[str, Any]], float]
# One declared error: its type, or its type and when the tool returns it; for a tool
# with an ``action`` argument, "when" may instead map each action that returns it to
# when it does (an action it does not name never returns it).
ErrorEntry = str | tuple[str, str] | tuple[str, Mapping[str, str]]

# What any tool may return whatever it declares: its arguments fail the type check
# (invalid_params), it runs out of time (operation_timeout), or something unforeseen
# happens (internal_error).
UNIVERSAL_ERRORS = ("invalid_params", "operation_timeout", "internal_error")
# Why the MCP recorder leaves a tool's calls out of the suite it exports (they show or
# read the page, or keep what does not outlive the session); for a tool with an
# ``action`` argument, why it leaves out each action named. None: recorded.
Unrecorded = str | Mapping[str, str] | None


@dataclass(frozen=True)
class ToolSpec:
    """One registered tool: its public signature (without ``manager``), docs and errors."""

    name: str
    func: ToolFunc
    signature: inspect.Signature
    hints: Mapping[str, Any]
    doc: str
    # error_type -> when the tool returns it ('' when the type says it all), in the
    # order the tool's documentation lists them.
    errors: Mapping[str, str] = field(default_factory=dict)
    # Extra seconds of deadline a call needs beyond the library timeout (e.g. a sleep).
    extra_time: ExtraTime | None = None
    # error_type -> {action: when}, for the errors only some actions return.
    action_errors: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # The parameters that are paths the tool writes (a file, or into a folder): every
    # call confines them to the output folder (files.confine_writes) before the tool runs.
    writes: tuple[str, ...] = ()
    # What the tool does (vocabulary.ToolKind).
    kind: ToolKind = "acts"
    # Why the MCP recorder leaves its calls out ('' for recorded), and which actions it
    # leaves out, and why, for a tool recorded but for some actions.
    unrecorded: str = ""
    unrecorded_actions: Mapping[str, str] = field(default_factory=dict)
    # Each parameter in a few words (paramdocs.py), in signature order; one nobody
    # describes is missing.
    params: Mapping[str, str] = field(default_factory=dict)

    def recorded(self, action: Any = None) -> bool:
        """Whether the MCP recorder keeps a call (of ``action``, for a tool with one)."""
        return not self.unrecorded and action not in self.unrecorded_actions

    @property
    def has_instance(self) -> bool:
        return "instance" in self.signature.parameters

    def may_return(self, error_type: str) -> bool:
        """Whether an envelope of this tool may carry ``error_type``."""
        return error_type in self.errors or error_type in UNIVERSAL_ERRORS

    def errors_of(self, action: str | None) -> dict[str, str]:
        """The errors ``action`` (None: any action) may return, and when."""
        if action is None:
            return dict(self.errors)
        scoped = self.action_errors
        return {
            error_type: scoped[error_type][action] if error_type in scoped else when
            for error_type, when in self.errors.items()
            if error_type not in scoped or action in scoped[error_type]
        }


def declared_errors(entries: Iterable[ErrorEntry], tool_name: str) -> dict[str, str]:
    """``("stale_ref", ("verification_failed", "when ..."))`` as an ordered mapping; an
    error some actions return says when for each: ``new: ...; close: ...``."""
    errors: dict[str, str] = {}
    for entry in entries:
        error_type, when = (entry, "") if isinstance(entry, str) else entry
        if isinstance(when, Mapping):
            when = "; ".join(f"{action}: {text}" for action, text in when.items())
        if error_type not in ERROR_TYPES:
            raise ValueError(
                f"{tool_name} declares an unknown error type {error_type!r}; "
                f"known: {', '.join(ERROR_TYPES)}"
            )
        if error_type in errors:
            raise ValueError(f"{tool_name} declares {error_type!r} twice")
        errors[error_type] = when
    return errors


def declared_writes(
    writes: Iterable[str], params: Mapping[str, Any], tool_name: str
) -> tuple[str, ...]:
    """The written path parameters, each one of the tool's own parameters."""
    names = tuple(writes)
    for name in names:
        if name not in params:
            raise ValueError(
                f"{tool_name} declares that it writes {name!r}, not one of its parameters"
            )
    return names


def declared_kind(kind: Any, tool_name: str) -> ToolKind:
    if kind not in TOOL_KINDS:
        raise ValueError(
            f"{tool_name} must declare its kind, one of {', '.join(TOOL_KINDS)}; got {kind!r}"
        )
    return kind  # type: ignore[no-any-return]


def make_spec(
    func: ToolFunc,
    errors: Iterable[ErrorEntry],
    extra_time: ExtraTime | None = None,
    writes: Iterable[str] = (),
    target: TargetKind[Any] | None = None,
    *,
    kind: ToolKind | None = None,
    unrecorded: Unrecorded = None,
    params: Mapping[str, str] | None = None,
) -> ToolSpec:
    """The spec of ``func``: its signature and type hints without the ``manager``;
    with a ``target``, of the tool that resolves it and then runs ``func``."""
    errors = tuple(errors)
    full = inspect.signature(func)
    manager, *public = full.parameters.values()
    hints = typing.get_type_hints(func)
    hints.pop("return", None)
    hints.pop(manager.name, None)
    signature = full.replace(parameters=public)
    if target is not None:  # ``manager`` is then the tool's ``target`` (or ``aim``)
        func, signature, hints = with_target(func, target, hints)
    return ToolSpec(
        name=func.__name__,
        func=func,
        signature=signature,
        hints=MappingProxyType(hints),
        doc=inspect.getdoc(func) or "",
        errors=MappingProxyType(declared_errors(errors, func.__name__)),
        extra_time=extra_time,
        action_errors=MappingProxyType(
            {
                entry[0]: MappingProxyType(dict(entry[1]))
                for entry in errors
                if not isinstance(entry, str) and isinstance(entry[1], Mapping)
            }
        ),
        writes=declared_writes(writes, hints, func.__name__),
        kind=declared_kind(kind, func.__name__),
        unrecorded=unrecorded if isinstance(unrecorded, str) else "",
        unrecorded_actions=MappingProxyType(
            dict(unrecorded) if isinstance(unrecorded, Mapping) else {}
        ),
        params=MappingProxyType(
            described(func.__name__, func.__module__, signature.parameters, params)
        ),
    )


class ToolRegistry:
    """Tools by name, in registration order."""

    def __init__(self, specs: Iterable[ToolSpec] = ()) -> None:
        self._specs: dict[str, ToolSpec] = {}
        for spec in specs:
            self.add(spec)

    def add(self, spec: ToolSpec) -> ToolSpec:
        if spec.name in self._specs and self._specs[spec.name].func is not spec.func:
            raise ValueError(f"a tool named {spec.name!r} is registered already")
        self._specs[spec.name] = spec
        return spec

    def tool(
        self,
        func: ToolFunc | None = None,
        *,
        errors: Iterable[ErrorEntry] = (),
        extra_time: ExtraTime | None = None,
        writes: Iterable[str] = (),
        target: TargetKind[Any] | None = None,
        kind: ToolKind | None = None,
        unrecorded: Unrecorded = None,
        params: Mapping[str, str] | None = None,
    ) -> Any:
        """Decorator: registers ``func`` with the errors it may return, the path
        parameters it writes, its ``target``, its ``kind`` (required) and why the MCP
        recorder leaves it out (``unrecorded``, if it does) and its parameters in a few
        words (``params``, beside those of ``paramdocs.py``); returns the tool (``func``
        itself unless it declares a target)."""

        def register(fn: ToolFunc) -> ToolFunc:
            spec = make_spec(
                fn,
                errors,
                extra_time,
                writes,
                target,
                kind=kind,
                unrecorded=unrecorded,
                params=params,
            )
            return self.add(spec).func

        return register(func) if func is not None else register

    def remove(self, name: str) -> None:
        self._specs.pop(name, None)

    def copy(self) -> ToolRegistry:
        return ToolRegistry(self._specs.values())

    def spec_of(self, func: Any) -> ToolSpec:
        """The spec of the tool function ``func`` (as its module defines it)."""
        spec = self._specs.get(getattr(func, "__name__", None))  # type: ignore[arg-type]
        if spec is None or func not in (spec.func, getattr(spec.func, "__wrapped__", None)):
            raise ValueError(f"{func!r} is not a tool function registered with @tool")
        return spec

    def get(self, name: str) -> ToolSpec | None:
        return self._specs.get(name) if isinstance(name, str) else None

    def __getitem__(self, name: str) -> ToolSpec:
        return self._specs[name]

    def __contains__(self, name: object) -> bool:
        return name in self._specs

    def __iter__(self) -> Iterator[str]:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def names(self) -> list[str]:
        return list(self._specs)

    def specs(self) -> list[ToolSpec]:
        return list(self._specs.values())


REGISTRY = ToolRegistry()
tool = REGISTRY.tool
