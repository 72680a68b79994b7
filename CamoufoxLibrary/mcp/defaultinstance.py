"""The server's default instance: what a call without ``instance`` acts on.

An agent that browses one site needs one browser, so no tool asks for ``instance``:
a call that leaves it out gets the server's default name (``--default-instance``,
``main`` as in the seed pages). The first call that needs that instance running and
finds none creates it first, with the server's options (``--instance-options``: a
JSON object of ``browser_create_instance`` arguments, checked when the server
starts), through the same recorded call an agent would make, so an exported suite
starts with its ``Create Instance``; one whose browser died is destroyed and created
anew (the agent of the default caps has no instance tools to do it). A ``browser_create_instance`` without
``instance`` creates the default instance, its own arguments over the server's
options. A tool whose ``instance`` is optional in the core (``browser_export_robot``:
every instance) keeps its own meaning.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

from ..core.contract.arguments import bind_arguments
from ..core.contract.errors import InvalidParams
from ..core.contract.registry import ToolSpec

CREATE = "browser_create_instance"
# Tools that take an instance but need none running to be called without one.
NEEDS_NONE = frozenset({CREATE, "browser_destroy_instance"})

Call = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
# What an instance of that name is: "running", "dead" (its browser died) or "none".
State = Callable[[str], str]


def instance_options(text: str | None, create: ToolSpec) -> dict[str, Any]:
    """``--instance-options``: a JSON object of ``browser_create_instance`` arguments, or
    ``InvalidParams`` naming what is wrong (not JSON, not an object, an unknown argument
    or a value of the wrong type, with what the argument takes)."""
    if not text:
        return {}
    try:
        options = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidParams(f"--instance-options: not JSON ({exc.msg}): {text!r}") from None
    if not isinstance(options, dict):
        raise InvalidParams(
            "--instance-options: must be a JSON object of browser_create_instance "
            f'arguments, e.g. {{"viewport": {{"width": 1280, "height": 800}}}}; got {text!r}'
        )
    if "instance" in options:
        raise InvalidParams(
            "--instance-options: name the default instance with --default-instance, not 'instance'"
        )
    try:
        bind_arguments(create, {"instance": "default", **options})
    except InvalidParams as exc:
        raise InvalidParams(f"--instance-options: {exc}") from None
    return options


class DefaultInstance:
    """Fills in the default instance, creating it on the first call that needs it."""

    def __init__(self, name: str, options: dict[str, Any], state: State) -> None:
        self.name = name
        self.options = options
        self.state = state
        self._lock = asyncio.Lock()

    def arguments(self, spec: ToolSpec, arguments: dict[str, Any]) -> dict[str, Any]:
        """``arguments`` with the default instance where the call left it out."""
        param = spec.signature.parameters.get("instance")
        if param is None or "instance" in arguments:
            return arguments
        if spec.name == CREATE:
            return {**self.options, **arguments, "instance": self.name}
        if param.default is not param.empty:
            return arguments  # the tool's own meaning of none
        return {**arguments, "instance": self.name}

    async def ensure(
        self, spec: ToolSpec, arguments: dict[str, Any], call: Call
    ) -> dict[str, Any] | None:
        """Creates the default instance when this call needs it and it is not running;
        the failed creation's envelope, if it failed (the call then is not made)."""
        if spec.name in NEEDS_NONE or arguments.get("instance") != self.name:
            return None
        if self.state(self.name) == "running":
            return None
        try:  # a call the core refuses anyway starts no browser
            bind_arguments(spec, arguments)
        except InvalidParams:
            return None
        async with self._lock:  # two first calls at once: one creation
            state = self.state(self.name)
            if state == "running":
                return None
            if state == "dead":
                await call("browser_destroy_instance", {"instance": self.name})
            answer = await call(CREATE, {**self.options, "instance": self.name})
        if answer.get("status") == "success":
            return None
        answer["message"] = (
            f"the default instance '{self.name}' could not be created with the server's "
            f"options: {answer.get('message')}"
        )
        return answer
