"""What the library does with healing (docs/healing.md): where the store is, and a heal's
warning and patch.

The core heals (``core/healing/``) and says so in the envelope's ``operation.healed``;
here each heal becomes one WARN per line of the suite, naming the old and the new
selector, and a change in ``${OUTPUT DIR}/healing.patch``, a unified diff of the
``.robot`` files that makes the change for good (``robotpatch.py``). The line is the
running keyword's, which the library's listener follows. At the end of each suite the
fingerprints recorded so far are kept in the store.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from robot.api import logger

from ..core.contract.errors import InvalidParams
from ..core.contract.files import confine
from ..core.contract.vocabulary import HealingMode
from ..core.healing.agreement import THRESHOLD
from ..core.healing.store import STORE_NAME
from .door import Door
from .keywords.inspection import output_dir
from .listener import Service
from .robotpatch import Patch

PATCH_NAME = "healing.patch"
# How each kind of candidate is named in a warning.
KINDS = {
    "testid": "its test id",
    "role": "its role",
    "label": "its label",
    "placeholder": "its placeholder",
    "alt": "its alt text",
    "title": "its title",
    "text": "its text",
    "id": "its id",
    "name": "its name attribute",
    "container": "its role in its container",
    "path": "its place in the page",
}


def suite_folder() -> Path:
    """The folder of the top-level suite (the one ``robot`` was given), else the working
    folder (outside a run: libdoc, a plain import)."""
    try:
        from robot.running.context import EXECUTION_CONTEXTS

        top = EXECUTION_CONTEXTS.top
        source = top.suite.source if top is not None else None
    except Exception:  # Robot's internals moved: the working folder, which robot keeps
        source = None
    if source is None:
        return Path.cwd()
    source = Path(source)
    return source if source.is_dir() else source.parent


def store_path(healing_store: str | None, folder: Path, outputs: Path) -> Path:
    """Where the store is: ``healing_store`` (default ``camoufox-locators.json``),
    relative to the suite's folder and inside it, or an absolute path under the output
    folder; ``invalid_params`` naming the argument otherwise."""
    given = healing_store or STORE_NAME
    try:
        path = confine(given, "healing_store", folder, anywhere=False)
    except InvalidParams:
        written = Path(given).expanduser()
        inside = written.is_absolute() and written.resolve().is_relative_to(outputs.resolve())
        if not inside:
            raise InvalidParams(
                f"argument 'healing_store': '{given}' is neither beside the suite (in "
                f"'{folder.resolve()}', where a relative path leads) nor under the output "
                f"folder '{outputs.resolve()}'; give a path in one of them"
            ) from None
        path = written.resolve()
    if not path.parent.is_dir():
        raise InvalidParams(f"argument 'healing_store': the folder '{path.parent}' does not exist")
    if path.is_dir():
        raise InvalidParams(f"argument 'healing_store': '{path}' is a folder; give a file name")
    return path


def store_warning(path: Path) -> str | None:
    """Why fingerprints recorded in the run will not be kept in ``path``, or None."""
    writable = os.access(path, os.W_OK) if path.exists() else os.access(path.parent, os.W_OK)
    if writable:
        return None
    return (
        f"the healing store '{path}' cannot be written: the fingerprints recorded in this run "
        "are not kept (healing uses the store as it is); give a healing_store in a "
        "writable folder, such as under the output folder"
    )


class Heals(Service):
    """The heals of the run (``healing=on``): a warning each, and the patch; the store
    kept at each suite's end (``record`` too)."""

    def __init__(self, door: Door, mode: HealingMode) -> None:
        self.door = door
        self.on = mode == "on"
        self.keeps = mode != "off"
        door.on_heal(self.healed)
        self.calls: list[tuple[Path | None, int]] = []  # the running keywords' lines
        self.patch = Patch()
        self.warned: set[tuple[Path | None, int, str]] = set()

    # --- the listener ------------------------------------------------------------

    def start_keyword(self, data: Any) -> None:
        if self.on:
            source = getattr(data, "source", None)
            self.calls.append((Path(source) if source else None, getattr(data, "lineno", 0) or 0))

    def end_keyword(self, result: Any) -> None:
        if self.on and self.calls:
            self.calls.pop()

    def end_suite(self, name: str) -> None:
        if self.keeps:  # the fingerprints of the suite, kept
            problem = self.door.save_healing()
            if problem:
                logger.warn(problem)

    # --- a heal ------------------------------------------------------------------

    def healed(self, entries: list[dict[str, Any]]) -> None:
        """Warns of each heal of the running keyword's line (once) and patches it."""
        source, lineno = self.calls[-1] if self.calls else (None, 0)
        for entry in entries:
            key = (source, lineno, entry["selector"])
            if key in self.warned:
                continue
            self.warned.add(key)
            placed = None
            if source is not None:
                placed = self.patch.place(source, lineno, entry["selector"], entry["healed"])
            patch = self.write_patch() if placed is not None else None
            logger.warn(self.message(entry, source, lineno, placed, patch))

    def write_patch(self) -> Path:
        path = output_dir() / PATCH_NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.patch.diff(Path.cwd()), encoding="utf-8")
        return path

    @staticmethod
    def message(
        entry: dict[str, Any],
        source: Path | None,
        lineno: int,
        placed: int | None,
        patch: Path | None,
    ) -> str:
        where = f" at {source}:{lineno}" if source is not None else ""
        how = KINDS.get(entry["kind"], entry["kind"])
        text = (
            f"Healed selector '{entry['selector']}'{where}: it matches no element, and "
            f"'{entry['healed']}' ({how}) finds the element it found before (agreement "
            f"{entry['agreement']:.2f}; {THRESHOLD:.2f} heals)."
        )
        if patch is not None:
            return (
                f"{text} {patch} changes line {placed} of {source}: in {Path.cwd()}, "
                f"apply it with 'patch -p1 < {patch}' or 'git apply {patch}'."
            )
        return (
            f"{text} The patch cannot place it: '{entry['selector']}' is not written as "
            "such in that file (a variable from another file, or a value built at run "
            "time); replace it where it is written."
        )
