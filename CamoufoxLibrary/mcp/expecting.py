"""Network waits of a recording, written so that no ``wait_id`` must outlive the session.

An agent arms a wait (``browser_expect_response``), acts, and collects it
(``browser_wait_for_response`` with the ``wait_id`` it got). In the suite that becomes:

- ``expect=`` on the action (``Click    id=load    expect=response    expect_url=**/api``,
  ``page/following.py``), when exactly one recorded action ran in between, it takes
  ``expect`` and expects nothing yet, and the wait says no more than ``expect`` can:
  a response by its URL alone, a download saved where ``expect=download`` saves it,
  neither with a ``timeout`` of its own (the action's deadline is the library's);
- else the two keywords, the id carried by a variable:
  ``${wait_1} =    Expect Response    **/api`` ... ``Wait For Response    ${wait_1}[wait_id]``;
- a wait armed but never collected (or collected but armed before the recording) is
  left out, with a comment.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.contract.registry import REGISTRY
from ..core.network.waits import COLLECTORS
from ..keywordspec.ledger import keyword_name
from .steps import Returned, Step

# The tool that arms each kind of wait -> the tool that collects it.
ARMS = {f"browser_expect_{kind}": collector for kind, collector in COLLECTORS.items()}
COLLECTS = set(ARMS.values())
WAIT_KEY = "wait_id"  # what an Expect keyword returns the id under


def paired(steps: list[Step]) -> list[Step]:
    """``steps`` with each armed wait and its collection as ``expect=`` or a keyword pair.

    The steps given are not changed (an export may be repeated); merged ones are gone,
    left-out ones carry a note.
    """
    steps = [replace(s, arguments=dict(s.arguments), notes=list(s.notes)) for s in steps]
    collectors: dict[str, int] = {}
    for index, step in enumerate(steps):
        wait_id = step.arguments.get(WAIT_KEY)
        if step.tool in COLLECTS and isinstance(wait_id, str):
            collectors.setdefault(wait_id, index)
    claimed: set[int] = set()  # actions given an expect=
    dropped: set[int] = set()  # the waits and collections they became
    paired_collectors: set[int] = set()
    numbers = iter(range(1, len(steps) + 1))
    for index, armed in enumerate(steps):
        if armed.tool not in ARMS:
            continue
        end = collectors.get(armed.wait_id) if armed.wait_id else None
        if end is None or end < index or steps[end].tool != ARMS[armed.tool]:
            armed.left_out = True
            armed.notes.append(
                f"{keyword_name(armed.tool)}{described(armed)} was armed but never collected "
                f"(no {keyword_name(ARMS[armed.tool])} took its wait_id): left out"
            )
            continue
        paired_collectors.add(end)
        action = sole_action(steps, index, end)
        expect = expectation(armed, steps[end])
        if action is not None and action not in claimed and expect is not None:
            steps[action].arguments.update(expect)
            claimed.add(action)
            dropped |= {index, end}
            continue
        variable = f"wait_{next(numbers)}"
        armed.assign = variable
        steps[end].arguments[WAIT_KEY] = Returned(variable, WAIT_KEY)
    for index, step in enumerate(steps):
        if step.tool in COLLECTS and index not in paired_collectors:
            step.left_out = True
            step.notes.append(
                f"{keyword_name(step.tool)} collected a wait armed before the recording "
                "started (or was last cleared): left out"
            )
    return [step for index, step in enumerate(steps) if index not in dropped]


def described(step: Step) -> str:
    url = step.arguments.get("url")
    return f" {url}" if isinstance(url, str) else ""


def sole_action(steps: list[Step], start: int, end: int) -> int | None:
    """The one step between ``start`` and ``end`` that acts, if it takes ``expect`` and
    expects nothing yet; None when none or several act (each may have caused the traffic)."""
    acting = [i for i in range(start + 1, end) if acts(steps[i].tool)]
    if len(acting) != 1:
        return None
    step = steps[acting[0]]
    spec = REGISTRY.get(step.tool)
    takes = spec is not None and "expect" in spec.signature.parameters
    return acting[0] if takes and step.arguments.get("expect") is None else None


def acts(tool: str) -> bool:
    spec = REGISTRY.get(tool)
    return spec is None or spec.kind == "acts"  # a tool we cannot tell about may act


def expectation(armed: Step, collector: Step) -> dict[str, Any] | None:
    """The ``expect=`` arguments that say what the wait and its collection said, or None."""
    if given(collector, "timeout"):
        return None
    if armed.tool == "browser_expect_response" and not given(armed, "method", "status"):
        return {"expect": "response", "expect_url": armed.arguments["url"]}
    if armed.tool == "browser_expect_download" and not given(collector, "file_path", "folder"):
        return {"expect": "download"}
    return None  # a request: expect= has no such kind


def given(step: Step, *names: str) -> bool:
    """Whether any of the arguments ``names`` was given (not None) in ``step``."""
    return any(step.arguments.get(name) is not None for name in names)
