"""``browser_export_robot``: the MCP server's own tool, the recording as a ``.robot`` suite.

Not a core tool: it exports what the server recorded, so it has no keyword (the ledger
lists it in ``WITHOUT_KEYWORD``). It is registered the way core tools are (``make_spec``:
its signature is its schema, its docstring its description, its errors declared) in a
registry of the server's own, and runs through ``calls.run_tool`` like any tool: its
arguments checked, its deadline kept, its outcome an envelope.
"""

from __future__ import annotations

from typing import Any

from ..core.browser.manager import InstanceManager
from ..core.contract.errors import InvalidParams
from ..core.contract.files import writable_file, write_file
from ..core.contract.registry import ToolRegistry, make_spec
from .export import SuiteWriter
from .recording import Recorder

SUFFIX = ".robot"


class RobotExport:
    """The export tool of one server and its recorder.

    ``path`` is declared written, so it is confined as every written path is: to the
    server's output folder (``--output-dir``), absolute paths too (``files.confine``).
    """

    def __init__(self, recorder: Recorder | None) -> None:
        """``recorder`` None: the tool's spec only (what a server would list), not to call."""
        self.recorder = recorder
        self.registry = ToolRegistry(
            [
                make_spec(
                    self.browser_export_robot,
                    errors=(
                        (
                            "invalid_params",
                            "nothing recorded (for that instance), a path outside the "
                            "output folder, not ending in .robot, or not writable",
                        ),
                    ),
                    writes=("path",),
                    kind="manages",
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
    ) -> dict[str, Any]:
        """Export the recorded session as a Robot Framework suite that replays it without an agent.

        The server records every successful call that changed or checked a page
        (navigation, clicks, typing, forms, dialogs, tabs, waits, the verify tools and
        the getters; not snapshots or screenshots). Each instance is one test case,
        each call one keyword line of CamoufoxLibrary; refs were made durable locators
        when they were used. Text typed into password fields is never written: it is
        a ``${PASSWORD}`` variable read from the environment. The first navigation's
        URL is ``${URL}``. ``instance`` exports one instance (default: all). ``path``
        also writes the suite to that ``.robot`` file, relative to the server's output
        folder (``--output-dir``, default its working directory) and never outside
        it. ``clear`` forgets what was exported, so the next export starts anew.
        Returns ``suite`` (the text), ``tests``, ``steps``, ``variables`` (the
        secrets to give in the environment), ``path`` (or null) and ``cleared``.
        """
        assert self.recorder is not None, "a RobotExport without a recorder lists, never runs"
        recordings = self.recorder.recorded(instance)
        target = None
        if path is not None:
            if not path.endswith(SUFFIX):
                raise InvalidParams(f"argument 'path' must name a {SUFFIX} file, got {path!r}")
            target = writable_file(path, "path")
        writer = SuiteWriter(recordings, self.recorder.secrets)
        suite = writer.suite()
        if target is not None:
            write_file(target, suite.encode("utf-8"), "path")
        if clear:
            self.recorder.clear(instance)
        return {
            "suite": suite,
            "tests": [recording.instance for recording in recordings],
            "steps": sum(len(recording.steps) for recording in recordings),
            "variables": writer.secret_variables(suite),
            "path": str(target) if target is not None else None,
            "cleared": clear,
        }
