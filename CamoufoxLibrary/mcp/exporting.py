"""``browser_export_robot``: the MCP server's own tool, the recording as a ``.robot`` suite.

Not a core tool: it exports what the server recorded, so it has no keyword (the ledger
lists it in ``WITHOUT_KEYWORD``). It is registered the way core tools are (``make_spec``:
its signature is its schema, its docstring its description, its errors declared) in a
registry of the server's own, and runs through ``calls.run_tool`` like any tool: its
arguments checked, its deadline kept, its outcome an envelope.

Beside a suite written to ``path`` goes ``camoufox-locators.json``, the fingerprints of
the locators its steps use (``ToolCore.write_fingerprints``; the server records them as
it goes), which a run with ``healing=on`` heals from. It is written first: a file there
that is no store of ours fails the export before anything is written. ``verify``
replays the suite in a fresh Robot process (``replaying.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from .. import robotcells as cells
from ..core.browser.manager import InstanceManager
from ..core.contract.envelope import current_operation
from ..core.contract.errors import InvalidParams
from ..core.contract.files import confine, writable_file, write_file
from ..core.contract.registry import REGISTRY, ToolRegistry, make_spec
from ..core.contract.settings import Settings
from ..core.healing.store import STORE_NAME
from ..core.page.targeting import parse_ref
from ..plugins.loading import anywhere
from .export import SuiteWriter
from .recording import Recorder, element_slots
from .replaying import library_arguments, replay
from .steps import Recording

SUFFIX = ".robot"
REPLAY_TIME = 300.0  # seconds of deadline a verify adds: a browser or more, every step
VERIFIED_NAME = "session.robot"  # the replay's file when the export names none


class RobotExport:
    """The export tool of one server and its recorder.

    ``path`` is declared written, so it is confined as every written path is: to the
    server's output folder (``--output-dir``), absolute paths too (``files.confine``).
    ``python`` runs the replays; ``replay_time`` is what a verify adds to the deadline.
    """

    def __init__(self, recorder: Recorder | None, plugins: str | None = None) -> None:
        """``recorder`` None: the tool's spec only (what a server would list), not to call.
        ``plugins``: the server's ``--plugins``, which a suite calling their tools imports."""
        self.recorder = recorder
        self.plugins = plugins
        self.python = sys.executable
        self.replay_time = REPLAY_TIME
        self.registry = ToolRegistry(
            [
                make_spec(
                    self.browser_export_robot,
                    errors=(
                        (
                            "invalid_params",
                            "nothing recorded (for that instance), a path outside the "
                            "output folder, not ending in .robot, or not writable, a "
                            f"{STORE_NAME} beside it that is not a fingerprints store",
                        ),
                        ("operation_timeout", "verify: the replay did not finish in time"),
                        ("unsupported_capability", "verify: Robot does not start in this Python"),
                        (
                            "internal_error",
                            "verify: Robot could not run the suite as written (its words)",
                        ),
                    ),
                    extra_time=lambda bound: self.replay_time if bound.get("verify") else 0.0,
                    writes=("path",),
                    kind="manages",
                    params={
                        "instance": "only this instance",
                        "path": ".robot file to write",
                        "clear": "forget what was exported",
                        "verify": "replay the suite first",
                    },
                )
            ]
        )

    async def browser_export_robot(
        self,
        manager: InstanceManager,
        instance: str | None = None,
        *,
        path: str | None = None,
        clear: bool = False,
        verify: bool = False,
    ) -> dict[str, Any]:
        """Export the recorded session as a Robot Framework suite that replays it without an agent.

        ``path`` also writes the suite to that .robot file, and beside it
        camoufox-locators.json: the fingerprints of its locators, to heal from.
        ``verify`` replays the suite in a fresh Robot run (same engine and options) and
        returns the first step that diverged, with its line and error.

        The server records every successful call that changed or checked a page
        (navigation, clicks, typing, forms, dialogs, tabs, waits, the verify tools and
        the getters; not snapshots or screenshots). Each instance is one test case,
        each call one keyword line of CamoufoxLibrary; refs were made durable locators
        when they were used. A network wait and its collection become ``expect=`` on
        the action between them, or the two keywords with the wait's id in a
        variable. Text typed into password fields is never written: it is a
        ``${PASSWORD}`` variable read from the environment. The first navigation's
        URL is ``${URL}``. ``instance`` exports one instance (default: all). ``path``
        is relative to the server's output folder (``--output-dir``, default its
        working directory) and never outside it. ``clear`` forgets what was exported,
        so the next export starts anew. ``verify`` runs the suite with healing off
        (it must work as written), the secrets in its environment, in a temporary
        folder, bounded by the tool's deadline. Returns ``suite`` (the text),
        ``tests``, ``steps``, ``variables`` (the secrets to give in the environment),
        ``path`` (or null), ``locators_path`` (or null: no fingerprint written),
        ``fingerprints`` (how many), ``verification`` (null, or ``passed``, ``tests``
        and ``diverged``: null or the first failing step's ``test``, ``line`` in
        ``suite``, ``keyword`` and ``error``) and ``cleared``.
        """
        assert self.recorder is not None, "a RobotExport without a recorder lists, never runs"
        recordings = self.recorder.recorded(instance)
        target = None
        if path is not None:
            if not path.endswith(SUFFIX):
                raise InvalidParams(f"argument 'path' must name a {SUFFIX} file, got {path!r}")
            target = writable_file(path, "path")
        writer = SuiteWriter(
            recordings, self.recorder.secrets, self.recorder.core.registry, self.library(recordings)
        )
        suite = writer.suite()
        selectors = used_selectors(recordings)
        locators, fingerprints = None, 0
        if target is not None:
            store = confine(str(target.parent / STORE_NAME), "path", manager.settings.output_dir,
                            manager.settings.write_anywhere)  # fmt: skip
            fingerprints = await self.write_store(store, selectors, beside=target)
            locators = str(store) if fingerprints else None
            write_file(target, suite.encode("utf-8"), "path")
        verification = None
        if verify:
            name = target.name if target is not None else VERIFIED_NAME
            verification = await self.verify(writer, name, selectors, manager.settings)
        if clear:
            self.recorder.clear(instance)
        return {
            "suite": suite,
            "tests": [recording.instance for recording in recordings],
            "steps": sum(len(recording.steps) for recording in recordings),
            "variables": writer.secret_variables(suite),
            "path": str(target) if target is not None else None,
            "locators_path": locators,
            "fingerprints": fingerprints,
            "verification": verification,
            "cleared": clear,
        }

    def library(self, recordings: list[Recording]) -> list[str]:
        """The ``Library`` line's ``plugins=`` when a step calls a plugin's tool: the
        server's plugins, their files' paths absolute (the suite runs elsewhere)."""
        tools = {step.tool for recording in recordings for step in recording.steps}
        if not self.plugins or tools <= set(REGISTRY):
            return []
        return [f"plugins={cells.escape(anywhere(self.plugins))}"]

    async def write_store(self, store: Path, selectors: list[str], *, beside: Path) -> int:
        """The fingerprints of ``selectors`` written into ``store``; how many."""
        assert self.recorder is not None
        try:
            return await self.recorder.core.write_fingerprints(str(store), selectors)
        except InvalidParams as exc:
            raise InvalidParams(
                f"argument 'path': beside '{beside.name}', {exc}; nothing was written: move "
                "that file away, or export to another folder"
            ) from exc

    async def verify(
        self, writer: SuiteWriter, name: str, selectors: list[str], settings: Settings
    ) -> dict[str, Any]:
        """The suite replayed with the server's engine and options: its ``verification``."""
        assert self.recorder is not None
        core = self.recorder.core
        suite = writer.suite(library_arguments(settings))
        used = set(writer.secret_variables(suite))
        secrets = {var: value for value, var in self.recorder.secrets.items() if var in used}
        verification = await replay(
            suite,
            name,
            store=lambda path: core.write_fingerprints(str(path), selectors),
            secrets=secrets,
            within=current_operation().remaining(),
            python=self.python,
        )
        diverged = verification["diverged"]
        if diverged is not None and isinstance(diverged["error"], str):
            for value, var in self.recorder.secrets.items():  # as the suite names them
                diverged["error"] = diverged["error"].replace(value, "${" + var + "}")
        return verification


def used_selectors(recordings: list[Recording]) -> list[str]:
    """The selectors of the steps' element arguments, each once (a ref that could not be
    made durable is none)."""
    found: dict[str, None] = {}
    for recording in recordings:
        for step in recording.steps:
            for container, key in element_slots(step.arguments):
                value = container[key]
                if isinstance(value, str) and parse_ref(value) is None:
                    found[value] = None
    return list(found)
