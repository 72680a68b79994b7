"""A recorded MCP session written as a Robot Framework suite.

Each recorded tool call becomes one line of the keyword the library derives from that
tool: its name is ``ledger.keyword_name``, its arguments are ``shapes.keyword_params``
reshaped by the tool's ``LEDGER`` entries, the very data the keywords and libdoc are
made of. There is no second table of names here; what a line needs beyond that data
(which argument may carry a ``Secret``, which getter value to assert) is in the ledger
too. ``utest/mcp/test_export.py`` writes a line for every recorded tool and runs the
result through ``robot --dryrun``.

How values are written: lists and dictionaries are built on ``VAR`` lines before their
keyword (every item an ordinary cell, a secret a variable); a secret typed in the
session is its variable (``${PASSWORD}``, a ``Secret`` read from the environment), and
its text anywhere else is ``${PASSWORD.value}``; the first navigation's URL is
``${URL}`` and every URL under its origin starts with ``${BASE_URL}``.
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Iterator, Sequence
from typing import Any, Union
from urllib.parse import urlsplit

from .. import robotcells as cells
from ..core.contract.registry import REGISTRY, ToolRegistry
from ..keywordspec.differences import (
    EMPTY,
    POSITIONAL,
    VAR_POSITIONAL,
    Action,
    Assertion,
    Difference,
    Param,
    SecondKeyword,
    SubjectInstance,
    secret_arguments,
)
from ..keywordspec.ledger import LEDGER, keyword_name
from ..keywordspec.shapes import keyword_params
from .expecting import paired
from .steps import Hidden, NotRead, Recording, Returned, Step

# Characters of a getter's value worth asserting with ``==``; a longer one is only read.
MAX_ASSERTED = 500
# Options of VAR itself, which an item written ``scope=...`` would set instead.
VAR_OPTIONS = ("scope", "separator")
LIBRARY_LINE = "Library           CamoufoxLibrary"

Keyword = tuple[str, tuple[Difference, ...]]  # a keyword's name and its ledger entries


def keywords_of(tool: str) -> list[Keyword]:
    """The keywords of ``tool`` (but those per action): its own, then its ``SecondKeyword``s."""
    name = keyword_name(tool)
    seconds = [
        (other, differences)
        for other, differences in LEDGER.items()
        if any(isinstance(d, SecondKeyword) and d.tool == tool for d in differences)
    ]
    return [(name, LEDGER.get(name, ())), *seconds]


def keyword_of(tool: str, arguments: dict[str, Any]) -> Keyword:
    """The keyword a call of ``tool`` is: its action's (``Tabs New``), else the first of
    its keywords that takes every secret of the call as a ``Secret`` (``Fill Secret``
    for the text of ``browser_fill_text`` typed into a password field)."""
    action = arguments.get("action")
    if isinstance(action, str):
        name = keyword_name(tool, action)
        if any(isinstance(d, Action) for d in LEDGER.get(name, ())):
            return name, LEDGER[name]
    keywords = keywords_of(tool)
    hidden = {name for name, value in arguments.items() if any(hidden_values(value))}
    return next((k for k in keywords if hidden <= secret_arguments(k[1])), keywords[0])


def getter_of(tool: str, arguments: dict[str, Any]) -> Assertion | None:
    """The ``Assertion`` of a getter keyword (which value it asserts), or None."""
    _, differences = keyword_of(tool, arguments)
    return next((d for d in differences if isinstance(d, Assertion)), None)


def hidden_values(value: Any) -> Iterator[Hidden]:
    """Every ``Hidden`` inside an argument value."""
    if isinstance(value, Hidden):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from hidden_values(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from hidden_values(item)


def is_default(value: Any, default: Any) -> bool:
    return value is default or (type(value) is type(default) and value == default)


def converts(hint: Any) -> bool:
    """Whether Robot converts a plain cell (``True``, ``5``) to the value for ``hint``:
    not where a string would do (``str``, ``Any``), for that keeps the text."""
    members = (
        typing.get_args(hint) if typing.get_origin(hint) in (Union, types.UnionType) else (hint,)
    )
    return not any(member is Any or member is str for member in members)


def typed(value: Any) -> str:
    """A Robot literal of a scalar: ``${True}``, ``${5}``, ``${0.5}``, ``${None}``."""
    return cells.variable(repr(value))


class SuiteWriter:
    """Writes recordings as one suite; ``secrets`` maps each secret to its variable name."""

    def __init__(
        self,
        recordings: list[Recording],
        secrets: dict[str, str],
        registry: ToolRegistry = REGISTRY,
        library: Sequence[str] = (),
    ) -> None:
        """``registry``: the tools the recording may hold (a server's, plugins included);
        ``library``: cells the ``Library`` line always takes (the plugins it needs)."""
        self.recordings = recordings
        self.secrets = secrets
        self.registry = registry
        self.library = tuple(library)
        self.url = next(
            (
                step.arguments["url"]
                for recording in recordings
                for step in recording.steps
                if step.tool == "browser_navigate" and isinstance(step.arguments.get("url"), str)
            ),
            None,
        )
        parts = urlsplit(self.url) if self.url else None
        self.base_url = f"{parts.scheme}://{parts.netloc}" if parts and parts.netloc else None
        order = sorted(secrets, key=len, reverse=True)
        self._secret = re.compile("|".join(map(re.escape, order))) if order else None

    # --- the suite -----------------------------------------------------------------

    def suite(self, library_arguments: Sequence[str] = ()) -> str:
        """The suite's text; ``library_arguments``: cells the ``Library`` line adds (on
        that one line, so every other line keeps its number)."""
        tests = [line for recording in self.recordings for line in self.test(recording)]
        body = "\n".join(tests)
        lines = [
            "*** Settings ***",
            "Documentation     What an agent did through camoufox-mcp, recorded as it went:",
            "...               every tool call that changed or checked a page, as keywords.",
            cells.SEPARATOR.join([LIBRARY_LINE, *self.library, *library_arguments]),
            "",
        ]
        variables = self.variables(body)
        if variables:
            lines += ["*** Variables ***", *variables, ""]
        lines += ["*** Test Cases ***", body]
        return "\n".join(lines).rstrip("\n") + "\n"

    def variables(self, body: str) -> list[str]:
        lines = []
        if self.base_url is not None:
            lines.append(cells.SEPARATOR.join(["${BASE_URL}", cells.escape(self.base_url)]))
        if self.url is not None:
            lines.append(cells.SEPARATOR.join(["${URL}", self.text(self.url, whole_url=False)]))
        used = self.secret_variables(body)
        if used:
            lines.append(
                cells.comment(
                    "Secrets of the session (typed into password fields, or named by the "
                    "server's --secrets), never recorded: give each in the environment, e.g. "
                    + " ".join(f"{name}=..." for name in used)
                    + " robot this.robot"
                )
            )
            lines += [
                cells.SEPARATOR.join([cells.variable(f"{name}: Secret"), cells.variable(name, "%")])
                for name in used
            ]
        return lines

    def secret_variables(self, text: str) -> list[str]:
        """The secrets' variables that ``text`` uses."""
        return [
            name
            for name in dict.fromkeys(self.secrets.values())
            if cells.variable(name) in text or cells.variable(f"{name}.value") in text
        ]

    def test(self, recording: Recording) -> list[str]:
        steps = paired(recording.steps)
        if not steps or steps[0].tool != "browser_create_instance":
            note = (
                "The instance was created before the recording started (or before it was "
                "last cleared): its options, and the page it was on, are not known."
            )
            steps = [Step("browser_create_instance", {}, notes=[note]), *steps]
        lines = [
            cells.escape(recording.instance),
            cells.line(
                [
                    "[Documentation]",
                    cells.escape(
                        f"Instance '{recording.instance}' as camoufox-mcp recorded it: "
                        f"{len(recording.steps)} tool calls."
                    ),
                ]
            ),
        ]
        for step in steps:
            lines += self.step(step, recording.instance)
        return [*lines, ""]

    def step(self, step: Step, instance: str) -> list[str]:
        lines = [cells.line([cells.comment(note)]) for note in step.notes]
        if step.left_out:
            return lines
        if step.select_tab is not None:
            lines += self.keyword(
                Step("browser_tabs", {"action": "select", "index": step.select_tab}), instance
            )
        lines += self.keyword(step, instance)
        if step.back_to_tab is not None:
            lines += self.keyword(
                Step("browser_tabs", {"action": "select", "index": step.back_to_tab}), instance
            )
        return lines

    # --- one keyword line ----------------------------------------------------------

    def keyword(self, step: Step, instance: str) -> list[str]:
        """The ``VAR`` lines a keyword's collections need, then the keyword's line."""
        name, differences = keyword_of(step.tool, step.arguments)
        spec = self.registry[step.tool]
        params = keyword_params(spec, differences)
        takes = {p.name for p in params}
        values = dict(step.arguments)
        if any(isinstance(d, Action) for d in differences):
            del values["action"]  # the keyword's name says it
        # The tool's other arguments (an action drops some) may only be at their default.
        unknown = {
            key
            for key, value in values.items()
            if key not in takes and not is_default(value, spec.signature.parameters[key].default)
        }
        if unknown:
            raise ValueError(f"keyword {name!r} has no argument {', '.join(sorted(unknown))}")
        values = {key: value for key, value in values.items() if key in takes}
        if any(isinstance(d, SubjectInstance) for d in differences):
            values["instance"] = instance
        getter = next((d for d in differences if isinstance(d, Assertion)), None)
        if getter is not None and not isinstance(step.value, NotRead):
            values["assertion_operator"] = "=="
            values["assertion_expected"] = step.value
        prep: list[str] = []
        names = [p.name for p in params]
        # A lifecycle keyword's instance is written even where it is the default.
        always = ("instance",) if "instance" in values else ()
        by_position, named = self.placed(
            params, values, fill_gaps=getter is not None, always=always
        )
        out = [f"{cells.variable(step.assign)} =", name] if step.assign else [name]
        for param in by_position:
            if param.kind is VAR_POSITIONAL:
                item = typing.get_args(param.hint)[0]  # str | list[str] -> str
                items = values.get(param.name, ())
                out += [self.cell(v, item, prep, param.name, names) for v in items]
            else:
                value = values.get(param.name, param.default)
                out.append(self.cell(value, param.hint, prep, param.name, names))
        for param in named:
            out.append(
                f"{param.name}={self.cell(values[param.name], param.hint, prep, param.name)}"
            )
        return [*prep, cells.line(out)]

    @staticmethod
    def placed(
        params: list[Param],
        values: dict[str, Any],
        *,
        fill_gaps: bool,
        always: tuple[str, ...] = (),
    ) -> tuple[list[Param], list[Param]]:
        """Which arguments go by position and which by name.

        Positional arguments are written in order up to the last one given; one left at
        its default before it is written as that default when ``fill_gaps`` (a getter's
        assertion operator reads better by position) or varargs follow, and otherwise
        makes the rest named. ``always``: given even at their default.
        """
        for param in params:
            if (
                param.default is EMPTY
                and param.kind is not VAR_POSITIONAL
                and param.name not in values
            ):
                raise ValueError(f"the recording lacks the required argument {param.name!r}")
        given = {
            p.name
            for p in params
            if p.name in values
            and (
                p.name in always or p.default is EMPTY or not is_default(values[p.name], p.default)
            )
        }
        ordered = [p for p in params if p.kind in (POSITIONAL, VAR_POSITIONAL)]
        if any(p.kind is VAR_POSITIONAL and values.get(p.name) for p in ordered):
            fill_gaps = True
        last = max((i for i, p in enumerate(ordered) if p.name in given), default=-1)
        by_position: list[Param] = []
        for param in ordered[: last + 1]:
            if param.name not in given and not fill_gaps:
                break
            by_position.append(param)
        named = [p for p in params if p.name in given and p not in by_position]
        return by_position, named

    def cell(
        self, value: Any, hint: Any, prep: list[str], name: str, positional: list[str] | None = None
    ) -> str:
        """One argument value as a cell; a collection is built on ``VAR`` lines in ``prep``.

        ``positional``: the keyword's argument names, for a value given by position.
        """
        if isinstance(value, Hidden):
            return cells.variable(value.name)
        if isinstance(value, Returned):
            return f"{cells.variable(value.variable)}[{value.key}]"
        if isinstance(value, str):
            text = self.text(value)
            return cells.positional(text, value, positional) if positional else text
        if isinstance(value, (list, tuple, dict)):
            return self.collection(value, name, prep)
        if value is None or not converts(hint):
            return typed(value)
        return str(value)

    def collection(
        self, value: list[Any] | tuple[Any, ...] | dict[str, Any], name: str, prep: list[str]
    ) -> str:
        if isinstance(value, dict):
            items = [
                f"{cells.key(str(k))}={self.cell(v, Any, prep, f'{name}_{i}')}"
                for i, (k, v) in enumerate(value.items(), 1)
            ]
            prep.append(cells.line(["VAR", cells.variable(name, "&"), *items]))
        else:
            items = [
                cells.positional(self.cell(v, Any, prep, f"{name}_{i}"), v, VAR_OPTIONS)
                if isinstance(v, str)
                else self.cell(v, Any, prep, f"{name}_{i}")
                for i, v in enumerate(value, 1)
            ]
            prep.append(cells.line(["VAR", cells.variable(name, "@"), *items]))
        return cells.variable(name)

    def text(self, value: str, *, whole_url: bool = True) -> str:
        """A string cell: secrets as ``${NAME.value}``, URLs under ``${BASE_URL}``."""
        pieces = self._secret.split(value) if self._secret else [value]
        found = self._secret.findall(value) if self._secret else []
        out = self.url_cell(pieces[0], whole_url) if pieces[0] else ""
        for secret, piece in zip(found, pieces[1:], strict=True):
            out += cells.variable(f"{self.secrets[secret]}.value")
            out += cells.escape(piece) if piece else ""
        return out or cells.escape("")

    def url_cell(self, text: str, whole_url: bool) -> str:
        if whole_url and text == self.url:
            return "${URL}"
        base = self.base_url
        if (
            base
            and text.startswith(base)
            and text[len(base) : len(base) + 1] in ("", "/", "?", "#")
        ):
            rest = text[len(base) :]
            return "${BASE_URL}" + (cells.escape(rest) if rest else "")
        return cells.escape(text)


def asserted(value: Any) -> bool:
    """Whether a getter's value is short enough to be worth an ``==`` in the suite."""
    return len(value if isinstance(value, str) else repr(value)) <= MAX_ASSERTED
