"""Finding and ending the browser processes this library started.

Every browser we launch gets ``CAMOUFOXLIBRARY_TAG=<owner>:<manager>:<instance>`` in its
environment. Firefox's children inherit it and keep it when they are orphaned, so
the whole tree can be found (and ended) even after the main process is gone: a
killed Firefox leaves about eight children behind (research, item 13).
"""

from __future__ import annotations

import os
import signal
import uuid
from pathlib import Path

TAG_VARIABLE = "CAMOUFOXLIBRARY_TAG"
# One owner token per Python process: what we started, and nothing of anyone else's.
OWNER = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
PROC = Path("/proc")
RELAY_FILE = b"bidirelay.py"  # the relay between Playwright and Firefox (bidirelay.py)


def new_tag(parent: str = OWNER) -> str:
    """A fresh tag under ``parent``: ``kill_tagged(parent)`` also ends what it tags."""
    return f"{parent}:{uuid.uuid4().hex[:12]}"


def tagged_pids(prefix: str) -> list[int]:
    """PIDs whose environment holds a tag starting with ``prefix``. Empty off Linux."""
    needle = f"{TAG_VARIABLE}={prefix}".encode()
    found = []
    if not PROC.is_dir():
        return found
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:  # gone, or not ours to read
            continue
        if any(item.startswith(needle) for item in environ.split(b"\0")):
            found.append(int(entry.name))
    return sorted(found)


def parent_pid(pid: int) -> int | None:
    try:
        stat = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    # Fields after the command name, which may itself hold spaces or parentheses.
    return int(stat.rsplit(")", 1)[1].split()[1])


def main_pid(tag: str) -> int | None:
    """The browser's main process: the tagged one whose parent is not tagged, or, when
    that is the BiDi relay standing in for the browser (bididoor.py), its child."""
    pids = tagged_pids(tag)
    roots = [pid for pid in pids if parent_pid(pid) not in pids]
    if roots and is_relay(roots[0]):
        children = [pid for pid in pids if parent_pid(pid) == roots[0]]
        return children[0] if children else None
    return roots[0] if roots else None


def is_relay(pid: int) -> bool:
    try:
        arguments = (PROC / str(pid) / "cmdline").read_bytes().split(b"\0")
    except OSError:
        return False
    return any(argument.endswith(RELAY_FILE) for argument in arguments[:4])


def kill_tagged(prefix: str) -> list[int]:
    """SIGKILLs every process tagged with ``prefix``; returns the PIDs signalled."""
    killed = []
    for pid in tagged_pids(prefix):
        if pid == os.getpid():
            continue
        try:
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)
        except OSError:
            pass
    return killed


def is_alive(pid: int) -> bool:
    try:
        state = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"
