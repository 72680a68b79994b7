"""What a test or suite leaves behind: the instances it created (``auto_close``), and
the dialogs and file choosers a test left pending, which are dismissed when it ends.

``suite`` (default): the instances a suite created, in its tests too, are destroyed
when it ends. ``test``: those a test created, when the test ends (a suite's own, when
the suite ends). ``never``: they live until `Destroy Instance` or the end of the run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, get_args

from robot.api import logger

from .bridge import BRIDGE_GRACE
from .errors import CamoufoxError
from .running import running_names

if TYPE_CHECKING:
    from .camoufoxlibrary import CamoufoxLibrary

AutoCloseMode = Literal["suite", "test", "never"]


class AutoClose:
    def __init__(self, library: CamoufoxLibrary, mode: AutoCloseMode) -> None:
        if mode not in get_args(AutoCloseMode):
            raise CamoufoxError(
                "invalid_params", f"auto_close must be suite, test or never, got {mode!r}"
            )
        self.library = library
        self.mode = mode
        self.owners: dict[str, tuple[str, str]] = {}  # instance -> (scope kind, long name)

    def created(self, instance: str) -> None:
        """``instance`` was created now: the running test or suite owns it."""
        running = running_names()
        if self.mode == "never" or running is None:
            return
        suite, test = running
        if self.mode == "test" and test is not None:
            self.owners[instance] = ("test", f"{suite}.{test}")
        else:
            self.owners[instance] = ("suite", suite)

    def forget(self, instance: str) -> None:
        self.owners.pop(instance, None)

    def ended(self, kind: str, name: str) -> None:
        """Destroys what ``name`` created; a suite's end also covers its tests and children."""
        for instance, (owner_kind, owner_name) in list(self.owners.items()):
            if (owner_kind, owner_name) == (kind, name) or (
                kind == "suite" and owner_name.startswith(name + ".")
            ):
                self._destroy_quietly(instance)

    def dismiss_pending_modals(self, test: str) -> None:
        """One failed test never blocks the next: what it left pending is dismissed."""
        library = self.library
        if not library.bridge.running or not library.instance_names():
            return
        try:
            dismissed = library.bridge.run(
                library.core.dismiss_modals(), timeout=library.core.settings.timeout + BRIDGE_GRACE
            )
        except TimeoutError as exc:
            logger.warn(f"test '{test}' left a dialog or file chooser pending: {exc}")
            return
        for modal in dismissed:
            logger.warn(f"test '{test}' ended with {modal} pending; it was dismissed")

    def _destroy_quietly(self, instance: str) -> None:
        self.forget(instance)
        if instance in self.library.instance_names():
            envelope = self.library.run_tool("browser_destroy_instance", {"instance": instance})
            if envelope["status"] == "success":
                logger.info(f"auto_close: destroyed instance '{instance}'")
        self.library.instance_destroyed(instance)
