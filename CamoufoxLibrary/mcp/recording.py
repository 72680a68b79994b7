"""Recording an MCP session: every tool call that changed or checked a page, as a ``Step``.

The recorder stands between the server and ``ToolCore``. Before a recorded tool runs
(a ref is gone once the page changes), each ref among its arguments is made a durable
locator by ``browser_generate_locator`` itself; text going to a password field, where
the keyword takes a ``Secret`` (the ledger's ``SecretText``, ``SecretFields``,
``SecretValues``), becomes ``Hidden``; a ``page_id`` becomes the tab it then was. The
step is kept only when the call succeeds, with the ``wait_id`` a network wait returned
(``expecting.py`` writes the wait and its collection without it). Every tool is
recorded but those whose ``@tool`` says why not (``unrecorded``: they only show or
read the page, or keep what does not outlive the session).
"""

from __future__ import annotations

import bisect
import contextlib
import copy
import itertools
from dataclasses import dataclass
from typing import Any

from ..core import ToolCore
from ..core.contract.arguments import bind_arguments
from ..core.contract.envelope import Operation
from ..core.contract.envelope import error as error_envelope
from ..core.contract.errors import InvalidParams, ToolError
from ..core.contract.registry import ToolSpec
from ..core.page.targeting import parse_ref
from ..core.syntax.urls import absolute_url
from ..keywordspec.differences import SecretFields, SecretText, SecretValues
from .expecting import ARMS
from .export import asserted, getter_of, hidden_values, keywords_of
from .secrets import Secrets
from .steps import Hidden, Recording, Step

# Options of the session's browser that the Robot run takes from its library import.
RUN_OPTIONS = ("headless", "executable_path")
SECRET_NAME = "PASSWORD"


def element_slots(arguments: dict[str, Any]) -> list[tuple[Any, Any]]:
    """Where the element arguments are: ``(container, key)`` pairs.

    ``ref``, ``*_ref`` and the items of ``refs``, and the ``ref`` of each dictionary in a
    list (``browser_fill_form``'s fields).
    """
    slots: list[tuple[Any, Any]] = []
    for name, value in arguments.items():
        if (name == "ref" or name.endswith("_ref")) and isinstance(value, str):
            slots.append((arguments, name))
        elif name == "refs" and isinstance(value, list):
            slots += [(value, i) for i, item in enumerate(value) if isinstance(item, str)]
        elif isinstance(value, list):
            slots += [
                (item, "ref")
                for item in value
                if isinstance(item, dict) and isinstance(item.get("ref"), str)
            ]
    return slots


@dataclass
class Prepared:
    """A step made before its call, and what its completion needs to know."""

    seq: int
    instance: str
    step: Step
    selected: str | None  # the selected page before a call on another tab
    frame_dropped: bool


class Recorder:
    """Records the calls of ``core`` per instance; ``call`` is ``core.call`` plus that."""

    def __init__(self, core: ToolCore, named: Secrets | None = None) -> None:
        self.core = core
        self.named = named or Secrets()
        self.recordings: dict[str, list[tuple[int, Step]]] = {}
        # A secret -> its variable's name: the named ones, then passwords as they are typed.
        self.secrets: dict[str, str] = self.named.named()
        self._order = itertools.count()

    async def call(self, name: str, arguments: dict[str, Any] | None) -> dict[str, Any]:
        """The call with the named secrets it refers to (``${NAME}``) given their values."""
        refused = self.named.refusal(name, arguments)
        try:
            if refused:
                raise InvalidParams(refused)
            arguments = self.named.resolve(arguments)
        except InvalidParams as exc:
            instance = arguments.get("instance") if isinstance(arguments, dict) else None
            op = Operation(tool=name, budget=0.0)
            return error_envelope(instance if isinstance(instance, str) else None,
                                  exc.error_type, str(exc), op)  # fmt: skip
        spec = self.core.registry.get(name)
        prepared = None
        if spec is not None and isinstance(arguments, dict) and self.records(spec, arguments):
            prepared = await self.prepare(spec, arguments)
        envelope = await self.core.call(name, arguments)
        if prepared is not None and envelope["status"] == "success":
            self.keep(prepared, envelope["data"])
        return envelope

    @staticmethod
    def records(spec: ToolSpec, arguments: dict[str, Any]) -> bool:
        return spec.has_instance and spec.recorded(arguments.get("action"))

    # --- before the call ---------------------------------------------------------

    async def prepare(self, spec: ToolSpec, arguments: dict[str, Any]) -> Prepared | None:
        """The step of a call about to run; None when its arguments will fail it anyway."""
        seq = next(self._order)
        try:
            # A copy: the call itself gets the agent's arguments untouched.
            bound = copy.deepcopy(bind_arguments(spec, arguments))
        except ToolError:
            return None
        instance = bound.pop("instance")
        page_id = bound.pop("page_id", None)
        frame_id = bound.pop("frame_id", None)
        step = Step(spec.name, bound)
        where = {"instance": instance, "page_id": page_id, "frame_id": frame_id}
        await self.hide_secrets(step, where)
        await self.make_durable(step, where)
        frame_dropped = frame_id is not None and not element_slots(step.arguments)
        if frame_dropped:
            step.notes.append(
                f"frame_id '{frame_id}' does not outlive the session: this looks at the whole page"
            )
        if spec.name == "browser_navigate":
            # A URL relative to the instance's base_url is written as given.
            with contextlib.suppress(InvalidParams):
                step.arguments["url"] = absolute_url(step.arguments["url"])
        if spec.name == "browser_create_instance":
            dropped = [name for name in RUN_OPTIONS if step.arguments.get(name) is not None]
            for name in dropped:
                step.arguments[name] = None
            if dropped:
                step.notes.append(
                    f"{' and '.join(dropped)} of the session are left to the library import"
                )
        selected = self.place(step, instance, page_id)
        return Prepared(seq, instance, step, selected, frame_dropped)

    async def make_durable(self, step: Step, where: dict[str, Any]) -> None:
        """Each ref becomes the locator ``browser_generate_locator`` makes of it, page-wide
        (refs of frames enter their frame), so no ``frame_id`` is needed."""
        for container, key in element_slots(step.arguments):
            given = container[key]
            ref = parse_ref(given)
            if ref is None:
                if where["frame_id"] is not None:
                    step.notes.append(
                        f"frame_id '{where['frame_id']}' does not outlive the session: the "
                        f"selector {given!r} is looked up in the whole page"
                    )
                continue
            envelope = await self.core.call(
                "browser_generate_locator",
                {"instance": where["instance"], "ref": ref, "page_id": where["page_id"]},
            )
            if envelope["status"] == "success":
                container[key] = envelope["data"]["internal_selector"]
            else:
                reason = envelope["message"].splitlines()[0]
                step.notes.append(
                    f"ref '{ref}' could not be made durable ({envelope['error_type']}: "
                    f"{reason}); kept as it was, it will not resolve in a new session"
                )

    async def hide_secrets(self, step: Step, where: dict[str, Any]) -> None:
        """What the keyword takes as a ``Secret`` and is a password becomes ``Hidden``."""
        args = step.arguments
        # Whichever keyword of the tool takes it as a Secret (Type, Fill Secret, ...).
        for difference in {d for _, diffs in keywords_of(step.tool) for d in diffs}:
            if isinstance(difference, SecretText):
                element = args.get("ref")
                text = args.get(difference.name)
                if isinstance(text, str) and text and await self.is_password(element, where):
                    args[difference.name] = Hidden(text)
            elif isinstance(difference, SecretFields):
                for entry in args.get(difference.name) or []:
                    if not isinstance(entry, dict) or entry.get("type") != "textbox":
                        continue
                    value = entry.get("value")
                    if (
                        isinstance(value, str)
                        and value
                        and await self.is_password(entry.get("ref"), where)
                    ):
                        entry["value"] = Hidden(value)
            elif isinstance(difference, SecretValues):
                values = args.get(difference.name)
                if isinstance(values, dict) and isinstance(values.get("password"), str):
                    values["password"] = Hidden(values["password"])

    async def is_password(self, element: Any, where: dict[str, Any]) -> bool:
        if not isinstance(element, str):
            return False
        envelope = await self.core.call(
            "browser_get_property", {**where, "ref": element, "name": "type"}
        )
        return envelope["status"] == "success" and envelope["data"]["value"] == "password"

    def place(self, step: Step, instance: str, page_id: str | None) -> str | None:
        """A ``page_id`` as the tab it is now; returns the selected page when it is another."""
        inst = self.core.manager.instances.get(instance)
        if step.tool == "browser_tabs" and page_id == "NEW":
            step.arguments["index"] = "NEW"  # Tabs Select    NEW (ledger: NewestTab)
            return None
        if page_id is None or inst is None or page_id not in inst.pages:
            return None  # no page_id, or the call fails on it
        if step.tool == "browser_tabs":
            step.arguments["index"] = inst.tab_index(page_id)
            return None
        if page_id == inst.selected_page_id:
            return None
        step.select_tab = inst.tab_index(page_id)
        return inst.selected_page_id

    # --- after the call ----------------------------------------------------------

    def keep(self, prepared: Prepared, data: dict[str, Any]) -> None:
        step = prepared.step
        for hidden in hidden_values(step.arguments):
            if hidden.value not in self.secrets:
                count = len(set(self.secrets.values())) + 1
                self.secrets[hidden.value] = SECRET_NAME if count == 1 else f"{SECRET_NAME}_{count}"
            hidden.name = self.secrets[hidden.value]
        getter = getter_of(step.tool, step.arguments)
        if getter is not None:
            value = data.get(getter.key)
            if prepared.frame_dropped:
                step.notes.append("its value is not asserted: it was read in another frame")
            elif not asserted(value):
                step.notes.append("its value is not asserted: too long to be worth it")
            else:
                step.value = value
        if step.tool in ARMS and isinstance(data.get("wait_id"), str):
            step.wait_id = data["wait_id"]  # what its collection names (expecting.py)
        if prepared.selected is not None:
            inst = self.core.manager.instances.get(prepared.instance)
            if inst is not None and prepared.selected in inst.pages:
                step.back_to_tab = inst.tab_index(prepared.selected)
        steps = self.recordings.setdefault(prepared.instance, [])
        bisect.insort(steps, (prepared.seq, step), key=lambda item: item[0])

    # --- what the export tool reads ----------------------------------------------

    def recorded(self, instance: str | None = None) -> list[Recording]:
        """The recordings of every instance (first recorded first), or of ``instance``."""
        names = [instance] if instance is not None else list(self.recordings)
        if instance is not None and instance not in self.recordings:
            known = ", ".join(self.recordings) or "none"
            raise InvalidParams(
                f"argument 'instance': nothing was recorded for '{instance}'; recorded: {known}"
            )
        if not names:
            raise InvalidParams(
                "nothing to export: no call that changed or checked a page succeeded since "
                "the server started or the recording was last cleared"
            )
        return [Recording(name, [step for _, step in self.recordings[name]]) for name in names]

    def clear(self, instance: str | None = None) -> None:
        """Forgets the recording of ``instance``, or all of it (the secrets too)."""
        if instance is None:
            self.recordings.clear()
            self.secrets = self.named.named()
        else:
            self.recordings.pop(instance, None)
