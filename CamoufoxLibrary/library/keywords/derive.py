"""Keywords derived from their tools: the signature, types, defaults and errors are the tool's.

A keyword is written as a stub carrying its Robot documentation::

    @tool_keyword(browser_navigate_back, tags=("Navigation",))
    def navigate_back(self) -> dict[str, Any]:
        \"\"\"Goes back one entry in the page's history. ...\"\"\"

(``browser_navigate_back`` imported from its ``core/tools`` module) and takes its
tool's arguments: same names, order, defaults and types; ``instance``
becomes the last, optional, named-only argument (the current instance), unless the
ledger says otherwise (``keywordspec/ledger.py``, where every intended difference is
listed; ``keywordspec/shapes.py`` reshapes the tool's arguments by it, and Robot's own
types take the place of their stand-ins here).
A stub that only documents forwards the call; a stub that needs more takes the
prepared ``ToolCall`` and does its part around ``call()``::

    def snapshot(self, call: ToolCall) -> dict[str, Any]:
        data = call()
        logger.info(data["snapshot"])
        return data

libdoc, RobotCode and RIDE read the derived signature (``__signature__``), the type
hints (``__annotations__``) and the docs, whose "Fails with" paragraph is made from
the errors the tool declares, and whose arguments the docs leave out are listed in
the tool's own few words (``argdocs.py``).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from assertionengine import AssertionOperator
from robot.utils import DotDict

from ...core.contract.registry import REGISTRY, ToolFunc, ToolSpec
from ...keywordspec.differences import (
    POSITIONAL,
    Assertion,
    Difference,
    Retry,
    SecondKeyword,
    secret_arguments,
)
from ...keywordspec.ledger import LEDGER, keyword_name
from ...keywordspec.shapes import keyword_params
from .argdocs import with_arguments
from .assertions import assert_value
from .faildocs import with_failures
from .hints import robot_hint
from .retrying import retry
from .secrets import reveal, secret_values
from .tooldocs import keyword_doc

if TYPE_CHECKING:
    from .base import KeywordGroup

F = TypeVar("F", bound=Callable[..., Any])


@dataclass
class ToolCall:
    """One prepared call of the keyword's tool: ``call()`` runs it and returns its data.

    ``options`` are the keyword's own arguments (a retry's ``timeout``, ...); the
    ``runner`` difference, if any, decides how the call runs with them.
    """

    group: KeywordGroup
    keyword: str
    tool: str
    arguments: dict[str, Any]
    options: dict[str, Any] = field(default_factory=dict)
    runner: Difference | None = None
    hidden: tuple[str, ...] = ()  # the values of its Secret arguments: never logged

    def read(self) -> DotDict:
        """One call of the tool, as it is."""
        return self.group.call(self.tool, self.hidden, **self.arguments)

    def __call__(self) -> Any:
        if self.runner is None:
            return self.read()
        return RUNNERS[type(self.runner)](self)


def run_retrying(call: ToolCall) -> Any:
    """``Retry``: the single-shot check again until it passes or ``timeout`` is over;
    without ``timeout``, for the library's ``retry_assertions_for``."""
    timeout = call.options.get("timeout")
    if timeout is None:
        timeout = call.group.library.retry_assertions_for.value
    return retry(call.read, timeout)


def run_asserting(call: ToolCall) -> Any:
    """``Assertion``: the getter's value, asserted and read again until it holds."""
    getter = call.runner
    assert isinstance(getter, Assertion)
    library = call.group.library
    last: list[DotDict] = []

    def read() -> Any:
        last[:] = [call.read()]
        return last[0][getter.key]

    operator = call.options["assertion_operator"]
    value = assert_value(
        read,
        getter.kind,
        operator,
        call.options["assertion_expected"],
        call.options["message"],
        what=getter.describe(call.arguments),
        retry_for=library.retry_assertions_for.value,
        formatters=library.formatters_of(call.keyword),
    )
    if getter.returns is None or operator is AssertionOperator["then"]:
        return value
    return last[0][getter.returns]


# How a difference that changes the way the call runs runs it.
RUNNERS: dict[type[Difference], Callable[[ToolCall], Any]] = {
    Retry: run_retrying,
    Assertion: run_asserting,
}


def return_type(stub: Callable[..., Any]) -> Any:
    """The stub's return annotation as a type (the module may postpone annotations)."""
    annotation = stub.__annotations__.get("return", inspect.Signature.empty)
    if isinstance(annotation, str):
        annotation = eval(annotation, stub.__globals__)  # the stub module's own annotation
    return annotation


def tool_keyword(
    tool_function: ToolFunc,
    *,
    action: str | None = None,
    name: str | None = None,
    tags: tuple[str, ...] = (),
    tool_doc: bool = False,
) -> Callable[[F], F]:
    """Makes the stub below it the keyword of the tool ``tool_function`` (of its
    ``action``, for one per action; ``name``: a second keyword of the tool, which the
    ledger lists as such). With ``tool_doc``, the keyword's docs are its tool's, then
    the stub's, which adds what Robot users need besides (``tooldocs.py``)."""
    spec = REGISTRY.spec_of(tool_function)
    tool = spec.name
    if name is None:
        name = keyword_name(tool, action)
    elif not any(isinstance(d, SecondKeyword) and d.tool == tool for d in LEDGER.get(name, ())):
        raise ValueError(f"the ledger lists no {name!r} as a second keyword of {tool}")
    return spec_keyword(spec, name, action, tags, tool_doc)


def spec_keyword(
    spec: ToolSpec, name: str, action: str | None, tags: tuple[str, ...], tool_doc: bool = False
) -> Callable[[F], F]:
    """``tool_keyword`` for the tool ``spec`` (a plugin's, too), keyword ``name``."""
    tool = spec.name
    differences = LEDGER.get(name, ())

    def decorate(stub: F) -> F:
        params = [replace(p, hint=robot_hint(p.hint)) for p in keyword_params(spec, differences)]
        self_param = inspect.Parameter("self", POSITIONAL)
        returns = return_type(stub)
        signature = inspect.Signature(
            [self_param, *(p.as_parameter() for p in params)], return_annotation=returns
        )
        takes_call = len(inspect.signature(stub).parameters) > 1
        own = [name for difference in differences for name in difference.own]
        secrets = secret_arguments(differences)
        runner = next((d for d in differences if type(d) in RUNNERS), None)

        @functools.wraps(stub)
        def keyword(self: KeywordGroup, *args: Any, **kwargs: Any) -> Any:
            bound = signature.bind(self, *args, **kwargs)
            bound.apply_defaults()
            arguments = dict(bound.arguments)
            del arguments["self"]
            options = {name: arguments.pop(name) for name in own}
            hidden = tuple(secret_values(arguments))
            for difference in differences:
                arguments = difference.to_tool(arguments)
            for secret in secrets & arguments.keys():
                arguments[secret] = reveal(arguments[secret])
            call = ToolCall(self, name, tool, arguments, options, runner, hidden)
            return stub(self, call) if takes_call else call()

        # What PythonLibCore, libdoc and IDEs read: the stub (unwrapped) carries the
        # keyword's signature and types; its source line is the keyword's.
        stub.__signature__ = signature  # type: ignore[attr-defined]
        stub.__annotations__ = {p.name: p.hint for p in params} | {"return": returns}
        keyword.__signature__ = signature  # type: ignore[attr-defined]
        own_doc = inspect.getdoc(stub) or ""
        doc = keyword_doc(spec, own_doc, includes_tool_doc=tool_doc)
        doc = with_arguments(doc, spec, [p.name for p in params])
        keyword.__doc__ = with_failures(doc, spec, action)
        mechanical = name.lower().replace(" ", "_")
        keyword.robot_name = None if stub.__name__ == mechanical else name  # type: ignore[attr-defined]
        keyword.robot_tags = tags  # type: ignore[attr-defined]
        keyword.robot_types = ()  # type: ignore[attr-defined]  # from the hints
        keyword.tool = tool  # type: ignore[attr-defined]
        keyword.action = action  # type: ignore[attr-defined]
        keyword.tool_doc = tool_doc  # type: ignore[attr-defined]
        return keyword  # type: ignore[return-value]

    return decorate
