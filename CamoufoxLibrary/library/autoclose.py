"""What a test or suite leaves behind: the instances it created (``auto_close``), and
the dialogs and file choosers a test left pending, which are dismissed when it ends.

``suite`` (default): the instances a suite created, in its tests too, are destroyed
when it ends. ``test``: those a test created, when the test ends (a suite's own, when
the suite ends). ``never``: they live until `Destroy Instance` or the end of the run.
"""

from __future__ import annotations

from typing import Literal, get_args

from robot.api import logger

from .door import Door
from .errors import CamoufoxError
from .listener import Service
from .running import running_names

AutoCloseMode = Literal["suite", "test", "never"]


class AutoClose(Service):
    def __init__(self, door: Door, mode: AutoCloseMode) -> None:
        if mode not in get_args(AutoCloseMode):
            raise CamoufoxError(
                "invalid_params", f"auto_close must be suite, test or never, got {mode!r}"
            )
        self.door = door
        self.mode = mode
        self.owners: dict[str, tuple[str, str]] = {}  # instance -> (scope kind, long name)

    # --- the listener (listener.py) ----------------------------------------------------

    def instance_created(self, instance: str) -> None:
        """``instance`` was created now: the running test or suite owns it."""
        running = running_names()
        if self.mode == "never" or running is None:
            return
        suite, test = running
        if self.mode == "test" and test is not None:
            self.owners[instance] = ("test", f"{suite}.{test}")
        else:
            self.owners[instance] = ("suite", suite)

    def instance_destroyed(self, instance: str) -> None:
        self.owners.pop(instance, None)

    def end_test(self, name: str, status: str) -> None:
        self.dismiss_pending_modals(name)
        self.ended("test", name)

    def end_suite(self, name: str) -> None:
        self.ended("suite", name)

    # --- what ends with a test or suite ---------------------------------------------------

    def ended(self, kind: str, name: str) -> None:
        """Destroys what ``name`` created; a suite's end also covers its tests and children."""
        for instance, (owner_kind, owner_name) in list(self.owners.items()):
            if (owner_kind, owner_name) == (kind, name) or (
                kind == "suite" and owner_name.startswith(name + ".")
            ):
                self._destroy_quietly(instance)

    def dismiss_pending_modals(self, test: str) -> None:
        """One failed test never blocks the next: what it left pending is dismissed."""
        if not self.door.running or not self.door.instance_names():
            return
        try:
            dismissed = self.door.dismiss_modals()
        except TimeoutError as exc:
            logger.warn(f"test '{test}' left a dialog or file chooser pending: {exc}")
            return
        for modal in dismissed:
            logger.warn(f"test '{test}' ended with {modal} pending; it was dismissed")

    def _destroy_quietly(self, instance: str) -> None:
        self.instance_destroyed(instance)
        if instance in self.door.instance_names():
            envelope = self.door.run_tool("browser_destroy_instance", {"instance": instance})
            if envelope["status"] == "success":
                logger.info(f"auto_close: destroyed instance '{instance}'")
        self.door.destroyed(instance)
