"""What the recorder keeps and the suite writer writes: steps, recordings and their values.

Plain data, shared by ``recording.py`` (which makes it), ``expecting.py`` (which pairs
the network waits in it) and ``export.py`` (which writes it as keyword lines).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class NotRead:
    """A getter's value that is not asserted (see ``Step.value``)."""

    def __repr__(self) -> str:
        return "NOT_READ"


NOT_READ = NotRead()


@dataclass(eq=False)
class Hidden:
    """A secret typed in the session: the suite names its variable, never its value."""

    value: str = field(repr=False)
    name: str = ""


@dataclass(frozen=True)
class Returned:
    """An argument that is a key of what an earlier line returned: ``${wait_1}[wait_id]``."""

    variable: str
    key: str


@dataclass
class Step:
    """One recorded tool call, ready to be a keyword line.

    ``arguments`` are the tool's, refs made durable, without ``instance``, ``page_id``
    and ``frame_id``, whose ids do not outlive the session: a ``page_id`` that named
    another tab than the selected one is ``select_tab`` (its index then) and
    ``back_to_tab`` (the selected tab's index afterwards). ``value`` is what a getter
    read, to assert; ``notes`` become comments above the line. ``wait_id`` is the id a
    ``browser_expect_*`` call returned, which the call collecting it names; ``assign``
    the variable its line's result goes to; ``left_out``: only the notes are written.
    """

    tool: str
    arguments: dict[str, Any]
    notes: list[str] = field(default_factory=list)
    select_tab: int | None = None
    back_to_tab: int | None = None
    value: Any = NOT_READ
    wait_id: str | None = None
    assign: str | None = None
    left_out: bool = False


@dataclass
class Recording:
    """The steps of one instance: one test case."""

    instance: str
    steps: list[Step]
