"""The fingerprints of a run's selectors, and the JSON file that keeps them between runs.

One file, ``camoufox-locators.json`` beside the suite by default (the library decides
where; the MCP export writes one beside the suite it exports). It maps each selector,
exactly as it was written, to its ``Fingerprint``: the element's facts, its candidates,
the page it was on and when. A file that is not valid JSON, or not of this shape (a
*foreign* file: another tool's, or a newer version's) is reported and never healed
from, and never written over: nothing the user had is lost. Saving merges with what the
file holds by then (several ``pabot`` processes share it), under a lock.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .candidates import Candidate
from .facts import ElementFacts, Malformed, facts_from

FORMAT = "camoufox-locators"
VERSION = 1
STORE_NAME = "camoufox-locators.json"
NOTE = (
    "Written by CamoufoxLibrary's healing (docs/healing.md): each selector of a suite "
    "and the element it found, to find that element again when the selector breaks."
)


@dataclass(frozen=True)
class Fingerprint:
    """A selector's element as it was when the selector last worked."""

    element: ElementFacts
    candidates: tuple[Candidate, ...]
    url: str
    recorded: str  # ISO 8601, UTC

    def as_dict(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "recorded": self.recorded,
            "element": self.element.as_dict(),
            "candidates": [{"kind": c.kind, "selector": c.selector} for c in self.candidates],
        }


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def fingerprint_from(data: Any) -> Fingerprint:
    if not isinstance(data, dict):
        raise Malformed("a fingerprint must be an object")
    candidates = data.get("candidates")
    if not isinstance(candidates, list) or not all(
        isinstance(c, dict)
        and isinstance(c.get("kind"), str)
        and isinstance(c.get("selector"), str)
        for c in candidates
    ):
        raise Malformed("'candidates' must be a list of objects of kind and selector")
    if not isinstance(data.get("url"), str) or not isinstance(data.get("recorded"), str):
        raise Malformed("a fingerprint needs 'url' and 'recorded' texts")
    return Fingerprint(
        facts_from(data.get("element")),
        tuple(Candidate(c["kind"], c["selector"]) for c in candidates),
        data["url"],
        data["recorded"],
    )


def read_store(path: Path) -> dict[str, Fingerprint]:
    """The fingerprints in ``path`` (none when it does not exist); ``Malformed`` saying
    why a file is not a store of ours."""
    if not path.exists():
        return {}
    if path.is_dir():
        raise Malformed("it is a folder")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        raise Malformed(f"it is not UTF-8 text (byte {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise Malformed(f"it is not valid JSON (line {exc.lineno}: {exc.msg})") from exc
    except OSError as exc:
        raise Malformed(f"it cannot be read: {exc.strerror}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Malformed(f'it is not a store of fingerprints (no "format": "{FORMAT}")')
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise Malformed(
            f"it is of version {data.get('version')!r}; this CamoufoxLibrary reads "
            f"version {VERSION} and older"
        )
    locators = data.get("locators")
    if not isinstance(locators, dict):
        raise Malformed("its 'locators' is not an object")
    found = {}
    for selector, entry in locators.items():
        try:
            found[selector] = fingerprint_from(entry)
        except Malformed as exc:
            raise Malformed(f"the fingerprint of {selector!r} is malformed: {exc}") from exc
    return found


def store_text(entries: dict[str, Fingerprint]) -> str:
    body = {
        "format": FORMAT,
        "version": VERSION,
        "note": NOTE,
        "locators": {s: entries[s].as_dict() for s in sorted(entries)},
    }
    return json.dumps(body, indent=2, ensure_ascii=False) + "\n"


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Holds a lock on ``path`` among this machine's processes (a file in the temp folder,
    so nothing is added beside the store)."""
    key = hashlib.sha256(str(path).encode()).hexdigest()[:16]
    lock = Path(tempfile.gettempdir()) / f"camoufox-locators-{key}.lock"
    with open(lock, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def write_merged(path: Path, entries: dict[str, Fingerprint]) -> None:
    """Writes ``entries`` over the same selectors of the store in ``path``, keeping the
    others; ``Malformed`` when ``path`` is not a store of ours (then nothing is written)."""
    with locked(path):
        merged = {**read_store(path), **entries}
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(store_text(merged))
            os.replace(temporary, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise


class LocatorStore:
    """The fingerprints of one run: those of its file, and those recorded since.

    ``path`` None keeps them in memory only (the MCP server, until an export writes them).
    ``problem`` says why the file cannot be used: then nothing heals from it and it is
    never written.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.problem: str | None = None
        self.entries: dict[str, Fingerprint] = {}
        self.recorded: set[str] = set()  # the selectors recorded since the last save
        if path is not None:
            try:
                self.entries = read_store(path)
            except Malformed as exc:
                self.problem = (
                    f"the healing store '{path}' is ignored: {exc}. Nothing heals from it and "
                    "it is not written; move it away, or give another healing_store"
                )

    @property
    def usable(self) -> bool:
        return self.problem is None

    def get(self, selector: str) -> Fingerprint | None:
        return self.entries.get(selector) if self.usable else None

    def put(self, selector: str, fingerprint: Fingerprint) -> None:
        self.entries[selector] = fingerprint
        self.recorded.add(selector)

    def save(self) -> str | None:
        """Writes what was recorded since the last save; returns a problem, else None."""
        if self.path is None or not self.usable or not self.recorded:
            return None
        try:
            write_merged(self.path, {s: self.entries[s] for s in self.recorded})
        except Malformed as exc:
            self.problem = (
                f"the healing store '{self.path}' was not written: {exc} (it changed during "
                "the run); nothing is written over it"
            )
            return self.problem
        except OSError as exc:
            return f"the healing store '{self.path}' could not be written: {exc.strerror}"
        self.recorded.clear()
        return None

    def write_to(self, path: Path, selectors: Iterable[str]) -> int:
        """Writes the fingerprints of ``selectors`` into the store at ``path`` (merged);
        returns how many. ``Malformed`` when ``path`` holds no store of ours."""
        chosen = {s: self.entries[s] for s in selectors if s in self.entries}
        if chosen:
            write_merged(path, chosen)
        return len(chosen)
