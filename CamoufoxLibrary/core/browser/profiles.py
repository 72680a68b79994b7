"""Profile folders: one instance uses each at a time, across every process of the machine.

A ``profile_dir`` is taken in three steps. An instance of this manager that holds it
is named in the error. Then a lock file in the folder (``.camoufoxlibrary.lock``) is
locked with ``flock`` for as long as the instance lives: another process (a second
``robot`` run, another ``pabot`` process, an MCP server) that wants the folder finds
it locked and is told which process holds it. The kernel releases the lock when the
file is closed or its process ends, however it ends, so a killed run never leaves a
folder locked. Last, a Firefox started outside the library holds the profile's own
``.parentlock``.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from typing import IO

from ..contract.errors import InvalidParams, ProfileDirInUse

LOCK_FILE = ".camoufoxlibrary.lock"


class ProfileLocks:
    """The profile folders this manager's instances hold: resolved path -> (name, lock)."""

    def __init__(self) -> None:
        self._held: dict[str, tuple[str, IO[str]]] = {}

    def acquire(self, profile_dir: str, name: str) -> str:
        """Locks ``profile_dir`` for instance ``name``; returns the resolved path.

        ``profile_dir_in_use`` when an instance here, another process or a Firefox
        holds it; ``invalid_params`` when it is a file.
        """
        path = Path(profile_dir).expanduser().resolve()
        key = str(path)
        if key in self._held:
            raise ProfileDirInUse(
                f"profile_dir '{key}' is used by instance '{self._held[key][0]}'; destroy it first"
            )
        if path.exists() and not path.is_dir():
            raise InvalidParams(f"profile_dir '{key}' exists and is not a directory")
        path.mkdir(parents=True, exist_ok=True)
        handle = lock_file(path)
        if firefox_holds(path):
            handle.close()
            raise ProfileDirInUse(profile_in_use_message(key))
        self._held[key] = (name, handle)
        return key

    def release(self, key: str) -> None:
        """Unlocks the folder (safe to call for a folder not held)."""
        held = self._held.pop(key, None)
        if held is not None:
            held[1].close()


def lock_file(profile: Path) -> IO[str]:
    """The folder's lock file, locked and holding our pid; ``profile_dir_in_use`` if taken."""
    handle = open(profile / LOCK_FILE, "a+", encoding="ascii")  # noqa: SIM115 - held open
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.seek(0)
        holder = handle.read().strip() or "unknown"
        handle.close()
        raise ProfileDirInUse(
            f"profile_dir '{profile}' is used by another process (pid {holder}); one process "
            "at a time may use a profile folder: give each process (each pabot process) a "
            "profile_dir of its own"
        ) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    return handle


def firefox_holds(profile: Path) -> bool:
    """True when a running Firefox holds the profile's lock (``.parentlock``)."""
    lock = profile / ".parentlock"
    if not lock.exists():
        return False
    try:
        with open(lock, "a") as handle:
            fcntl.lockf(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.lockf(handle, fcntl.LOCK_UN)
    except OSError:
        return True
    return False


def profile_in_use_message(profile: str) -> str:
    return (
        f"profile_dir '{profile}' is in use by another browser process; close that "
        "browser or use another profile_dir"
    )
