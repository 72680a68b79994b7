"""The kinds of intended difference between a keyword and its tool.

A keyword takes its tool's arguments: the same names, order, defaults and types,
without ``instance``, which becomes its last, optional, named-only argument (the
current instance). Where Robot needs more than the tool, one of the classes below
says what changes and why; ``ledger.py`` lists which keyword has which. Each kind
does three things:

- ``reshape``: changes the keyword's parameters (the signature libdoc shows),
- ``to_tool``: turns the keyword's argument values back into the tool's,
- ``changes``: names the differences it makes, so a test can hold every keyword's
  real signature against its tool and the ledger.

Both front ends read them (the library derives its keywords, the MCP server writes
suites of them), so nothing here imports Robot: its ``Secret`` and ``AssertionOperator``
are named by stand-ins (``robottypes.py``), and the values of a ``Secret`` kind's
argument are taken out of Robot's ``Secret`` by the library (``library/keywords/secrets.py``).
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, replace
from datetime import timedelta
from typing import Any, Literal

from ..core.contract.registry import ToolSpec
from .robottypes import AssertionOperator, Secret

KEYWORD_ONLY = inspect.Parameter.KEYWORD_ONLY
POSITIONAL = inspect.Parameter.POSITIONAL_OR_KEYWORD
VAR_POSITIONAL = inspect.Parameter.VAR_POSITIONAL
VAR_KEYWORD = inspect.Parameter.VAR_KEYWORD
EMPTY = inspect.Parameter.empty
UNSET = "\x00"  # an argument left None, in Assertion.describe


@dataclass(frozen=True)
class Param:
    """One argument as a keyword shows it."""

    name: str
    kind: inspect._ParameterKind
    default: Any
    hint: Any

    def as_parameter(self) -> inspect.Parameter:
        return inspect.Parameter(self.name, self.kind, default=self.default, annotation=self.hint)


# A difference as the ledger test sees it: (what differs, the argument or "").
Change = tuple[str, str]


class Difference:
    """Base: a difference touches nothing unless it says so."""

    why: str = ""
    # The keyword's own arguments, which its tool does not take: they are taken out of
    # the call and given to the keyword's runner (see derive.py).
    own: tuple[str, ...] = ()

    def reshape(self, params: list[Param]) -> list[Param]:
        return params

    def to_tool(self, arguments: dict[str, Any]) -> dict[str, Any]:
        return arguments

    def changes(self, tool: ToolSpec) -> set[Change]:
        return set()


def find(params: list[Param], name: str) -> int:
    for index, param in enumerate(params):
        if param.name == name:
            return index
    raise KeyError(f"the tool has no argument {name!r}")


@dataclass(frozen=True)
class Retry(Difference):
    """Adds ``timeout``: the keyword calls its single-shot tool again until it passes."""

    why: str = "Robot checks retry until the state holds; the tool checks once"
    own: tuple[str, ...] = ("timeout",)

    def reshape(self, params: list[Param]) -> list[Param]:
        # The first of the named-only arguments: how long is the keyword's own option.
        at = next((i for i, p in enumerate(params) if p.kind is KEYWORD_ONLY), len(params))
        return [*params[:at], Param("timeout", KEYWORD_ONLY, None, timedelta | None), *params[at:]]

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("added", "timeout")}


@dataclass(frozen=True)
class Assertion(Difference):
    """A getter: the keyword returns the tool's ``key`` value, and with an assertion
    operator checks it, reading again until it holds (robotframework-assertion-engine).

    ``kind`` says how the engine compares (``str``, ``int``, ``float``, ``bool``,
    ``list``, ``dict``, or ``any``: as the value read is); ``what`` names the value in
    a failure (``{ref}`` and the other arguments fill in); ``returns``, when given, is
    the key of the value the keyword returns instead of the one it asserts (`Get
    Elements` asserts the ``count`` and returns the ``selectors``; ``then`` still
    returns what its expression gives).
    """

    key: str
    kind: str = "str"
    what: str = "{key} of {ref}"
    returns: str | None = None
    why: str = "Robot getters take assertion operators, as the Browser library's do"
    own: tuple[str, ...] = ("assertion_operator", "assertion_expected", "message")

    def reshape(self, params: list[Param]) -> list[Param]:
        # After the tool's positional arguments: `Get Text    css=h1    ==    Welcome`.
        at = max((i + 1 for i, p in enumerate(params) if p.kind is POSITIONAL), default=0)
        added = [
            Param("assertion_operator", POSITIONAL, None, AssertionOperator | None),
            Param("assertion_expected", POSITIONAL, None, Any),
            Param("message", POSITIONAL, None, str | None),
        ]
        return [*params[:at], *added, *params[at:]]

    def describe(self, arguments: dict[str, Any]) -> str:
        """What the value is, for a failure: ``text of css=h1``; an argument left None
        drops out (``scroll position``, ``style of css=h1``)."""
        words = self.key.replace("_", " ")
        filled = {name: UNSET if value is None else value for name, value in arguments.items()}
        return re.sub(f"(?: of)? {UNSET}", "", self.what.format(key=words, **filled))

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("added", name) for name in self.own} | {("returns", "")}


@dataclass(frozen=True)
class Seconds(Difference):
    """A time the tool takes as seconds is a Robot time (``1.5s``, ``1 min``) here."""

    name: str
    why: str = "Robot users write times as 1.5s or 1 min; the tool takes seconds"

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        params[index] = replace(params[index], hint=timedelta | None)
        return params

    def to_tool(self, arguments: dict[str, Any]) -> dict[str, Any]:
        value = arguments.get(self.name)
        if isinstance(value, timedelta):
            arguments[self.name] = value.total_seconds()
        return arguments

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("type", self.name)}


@dataclass(frozen=True)
class DefaultNone(Difference):
    """The keyword's default is None: its body fills the value in when the call runs."""

    name: str
    why: str = ""

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        params[index] = replace(params[index], default=None, hint=params[index].hint | None)
        return params

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("default", self.name), ("type", self.name)}


@dataclass(frozen=True)
class AsIs(Difference):
    """Robot data is handed to the tool as it is, not converted to the tool's type."""

    name: str
    why: str = (
        "a Robot value goes to the page as it is: one that is not JSON (a set) fails "
        "naming its type, where Robot's conversion would have made it a list or text"
    )

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        params[index] = replace(params[index], hint=Any)
        return params

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("type", self.name)}


@dataclass(frozen=True)
class SecretText(Difference):
    """Also takes a Robot ``Secret``, whose value only the tool sees; with ``only``, takes
    nothing else (Robot then refuses a plain string before the keyword runs)."""

    name: str
    only: bool = False
    why: str = "passwords come as Secret, which Robot never logs"

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        hint = Secret if self.only else Secret | params[index].hint
        params[index] = replace(params[index], hint=hint)
        return params

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("type", self.name)}


@dataclass(frozen=True)
class SecretValues(Difference):
    """A dictionary whose values may be Robot ``Secret``s, which only the tool sees."""

    name: str
    why: str = "a password in it comes as a Secret, which Robot never logs"

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        params[index] = replace(params[index], hint=dict[str, str | Secret] | None)
        return params

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("type", self.name)}


@dataclass(frozen=True)
class SecretFields(Difference):
    """A list of dictionaries whose values may be Robot ``Secret``s, which only the tool sees.

    The type stays the tool's (``Any`` values take a ``Secret``); what differs is that
    the keyword takes the value out of it.
    """

    name: str
    why: str = "a password among the fields comes as a Secret, which Robot never logs"


@dataclass(frozen=True)
class Variadic(Difference):
    """The tool's list is the keyword's ``*name``: separate values, or one list."""

    name: str
    why: str = "Robot passes several values as separate cells"

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        item = params[index].hint.__args__[0]  # list[str] -> str
        # Named-only parameters follow *name; positional ones after it could not be
        # given by position any more, so the tool has none.
        params[index] = Param(self.name, VAR_POSITIONAL, EMPTY, item | list[item])
        return params

    def to_tool(self, arguments: dict[str, Any]) -> dict[str, Any]:
        # Robot's `Keyword    ${list}` passes the list itself as one value.
        arguments[self.name] = [
            item
            for value in arguments.get(self.name, ())
            for item in (value if isinstance(value, (list, tuple)) else [value])
        ]
        return arguments

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("kind", self.name), ("type", self.name)}


@dataclass(frozen=True)
class FreeNamed(Difference):
    """The tool's dict is the keyword's ``**name``: ``key=value`` cells, or ``&{dict}``."""

    name: str
    why: str = "Robot writes a mapping as key=value cells"

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        value = params[index].hint.__args__[1]  # dict[str, Any] -> Any
        # keyword_params puts it last, after the named-only instance.
        params[index] = Param(self.name, VAR_KEYWORD, EMPTY, value)
        return params

    def to_tool(self, arguments: dict[str, Any]) -> dict[str, Any]:
        arguments[self.name] = dict(arguments.get(self.name) or {})
        return arguments

    def changes(self, tool: ToolSpec) -> set[Change]:
        # Moved last, it follows instance and the tool's later arguments.
        return {("kind", self.name), ("type", self.name), ("instance", "instance"), ("order", "")}


@dataclass(frozen=True)
class OneOrList(Difference):
    """The tool's list also takes one value: ``refs=e3`` is ``refs=['e3']``."""

    name: str
    why: str = "one value is the list of that value, as Robot users write it"

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, self.name)
        listed = next(arg for arg in params[index].hint.__args__ if arg is not type(None))
        item = listed.__args__[0]  # list[str] | None -> str
        params[index] = replace(params[index], hint=listed | item | None)
        return params

    def to_tool(self, arguments: dict[str, Any]) -> dict[str, Any]:
        value = arguments.get(self.name)
        if isinstance(value, str):
            arguments[self.name] = [value]
        elif isinstance(value, tuple):
            arguments[self.name] = list(value)
        return arguments

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("type", self.name)}


@dataclass(frozen=True)
class Action(Difference):
    """One keyword per value of the tool's ``action``, with that action's arguments."""

    action: str
    keeps: tuple[str, ...] = ()
    why: str = "one keyword per action reads better than action=... in Robot"

    def reshape(self, params: list[Param]) -> list[Param]:
        return [p for p in params if p.name in self.keeps]

    def to_tool(self, arguments: dict[str, Any]) -> dict[str, Any]:
        return {"action": self.action, **arguments}

    def changes(self, tool: ToolSpec) -> set[Change]:
        dropped = set(tool.signature.parameters) - {"instance", "action", *self.keeps}
        return {("action", "action")} | {("removed", name) for name in dropped}


@dataclass(frozen=True)
class NewestTab(Difference):
    """``index`` also takes the word ``NEW``, which reaches the tool as ``page_id="NEW"``.

    With ``page_id`` given as well, ``NEW`` stays in ``index``, where the tool refuses it.
    """

    why: str = (
        "Tabs Select    NEW reads as the Browser library's Switch Page    NEW, by position; "
        "the tool keeps index a number and takes NEW as a page_id"
    )

    def reshape(self, params: list[Param]) -> list[Param]:
        index = find(params, "index")
        params[index] = replace(params[index], hint=int | Literal["NEW"] | None)
        return params

    def to_tool(self, arguments: dict[str, Any]) -> dict[str, Any]:
        if arguments.get("index") == "NEW" and arguments.get("page_id") is None:
            arguments["index"], arguments["page_id"] = None, "NEW"
        return arguments

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("type", "index")}


@dataclass(frozen=True)
class SubjectInstance(Difference):
    """``instance`` is what the keyword acts on: it keeps its place in the tool's order.

    Where the tool requires it, the keyword's default is the current instance (None).
    """

    why: str = "the instance is the subject of the keyword, not its target"

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("instance", "instance")}


@dataclass(frozen=True)
class Returns(Difference):
    """The keyword returns something other than the tool's data."""

    what: str
    why: str = ""

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("returns", "")}


@dataclass(frozen=True)
class SecondKeyword(Difference):
    """Another keyword of ``tool``, besides its mechanically named one, under its own
    name (``@tool_keyword(tool, name=...)``); its other differences say what it adds."""

    tool: str
    why: str = ""

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("name", "")}


@dataclass(frozen=True)
class Renamed(Difference):
    """The keyword's name is not the mechanical one of its tool (of its ``action``)."""

    tool: str
    name: str
    why: str = ""
    action: str | None = None

    def changes(self, tool: ToolSpec) -> set[Change]:
        return {("name", "")}


# The kinds whose argument may carry Robot's Secret: the library reveals its value for
# the tool and hides it from the log; the MCP recorder hides what an agent typed there.
SECRETS: tuple[type[Difference], ...] = (SecretText, SecretValues, SecretFields)


def secret_arguments(differences: tuple[Difference, ...]) -> set[str]:
    """The arguments a keyword takes a ``Secret`` in."""
    return {d.name for d in differences if isinstance(d, SECRETS)}  # type: ignore[attr-defined]
