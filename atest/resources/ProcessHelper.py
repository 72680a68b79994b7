"""Process checks for the acceptance tests: tagged browser processes, PIDs, ports.

Every browser CamoufoxLibrary starts carries ``CAMOUFOXLIBRARY_TAG=<owner>:<id>`` in
its environment, where ``<owner>`` is ``<pid>-<hex>`` of the Python process that
started it (see ``CamoufoxLibrary/core/processes.py``). Firefox's children inherit
the variable, so a whole browser tree can be found by it, orphans included. This
library reads ``/proc`` directly, so its answers do not depend on the code under test.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

from robot.api import logger
from robot.utils import timestr_to_secs

from testsupport import server
from testsupport.waiting import wait_until

TAG_VARIABLE = "CAMOUFOXLIBRARY_TAG"
PROC = Path("/proc")


def _environ(pid: int) -> list[bytes]:
    try:
        return (PROC / str(pid) / "environ").read_bytes().split(b"\0")
    except OSError:  # gone, or not ours to read
        return []


def _state(pid: int) -> str | None:
    try:
        stat = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    # The command name may hold spaces and parentheses: the state follows the last ')'.
    return stat.rsplit(")", 1)[1].split()[0]


def _pids() -> list[int]:
    return sorted(int(entry.name) for entry in PROC.iterdir() if entry.name.isdigit())


class ProcessHelper:
    """Robot library: finds, signals and waits for processes by PID or browser tag."""

    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def tagged_pids(self, prefix: str) -> list[int]:
        """Live PIDs whose ``CAMOUFOXLIBRARY_TAG`` starts with ``prefix`` (zombies excluded)."""
        needle = f"{TAG_VARIABLE}={prefix}".encode()
        found = []
        for pid in _pids():
            if pid == os.getpid():
                continue
            tagged = any(item.startswith(needle) for item in _environ(pid))
            if tagged and _state(pid) not in (None, "Z"):
                found.append(pid)
        return found

    def pids_started_by(self, owner_pid: int | str) -> list[int]:
        """Live browser processes started by the CamoufoxLibrary of Python process ``owner_pid``."""
        return self.tagged_pids(f"{int(owner_pid)}-")

    def tag_of_process(self, pid: int | str) -> str:
        """The ``CAMOUFOXLIBRARY_TAG`` value of process ``pid``; fails when it has none."""
        prefix = f"{TAG_VARIABLE}=".encode()
        for item in _environ(int(pid)):
            if item.startswith(prefix):
                return item[len(prefix) :].decode()
        raise AssertionError(f"process {pid} has no {TAG_VARIABLE} in its environment")

    def pid_should_be_running(self, pid: int | str) -> None:
        if _state(int(pid)) in (None, "Z"):
            raise AssertionError(f"process {pid} is not running")

    def pid_should_be_gone(self, pid: int | str) -> None:
        """Fails when process ``pid`` is running (a zombie counts as gone)."""
        if _state(int(pid)) not in (None, "Z"):
            raise AssertionError(f"process {pid} is still running: {self._describe([int(pid)])}")

    def kill_process_hard(self, pid: int | str) -> None:
        """Sends SIGKILL to ``pid`` (a browser main process, to simulate a crash)."""
        os.kill(int(pid), signal.SIGKILL)
        logger.info(f"SIGKILL sent to {pid}")

    def wait_until_no_process_is_tagged(self, prefix: str, timeout: str = "10s") -> None:
        """Waits until no live process carries a tag starting with ``prefix``.

        Fails listing the survivors (with their command lines) after ``timeout``.
        """

        def survivors() -> str:
            left = self.tagged_pids(prefix)
            return (
                f"{len(left)} process(es) tagged '{prefix}' still running after "
                f"{timeout}: {self._describe(left)}"
            )

        wait_until(
            lambda: not self.tagged_pids(prefix),
            timestr_to_secs(timeout),
            interval=0.1,
            message=survivors,
        )

    def wait_until_no_process_of_owner(self, owner_pid: int | str, timeout: str = "10s") -> None:
        """Waits until nothing the CamoufoxLibrary of Python process ``owner_pid`` started runs."""
        self.wait_until_no_process_is_tagged(f"{int(owner_pid)}-", timeout)

    def wait_until_file_exists(
        self, path: str, timeout: str = "30s", pid: int | str | None = None
    ) -> None:
        """Waits for ``path`` to exist; gives up early when process ``pid`` has ended."""
        self.wait_until_file_contains(path, "", timeout, pid)

    def wait_until_file_contains(
        self, path: str, text: str, timeout: str = "30s", pid: int | str | None = None
    ) -> None:
        """Waits until file ``path`` exists and holds ``text``, as a process writes it;
        gives up early when process ``pid`` has ended."""

        what = f"'{text}' in '{path}'" if text else f"'{path}'"

        def written() -> bool:
            try:
                found = text in Path(path).read_text(errors="replace")
            except FileNotFoundError:
                found = False
            if not found and pid is not None and _state(int(pid)) in (None, "Z"):
                raise AssertionError(f"process {pid} ended before {what} appeared")
            return found

        wait_until(
            written,
            timestr_to_secs(timeout),
            interval=0.1,
            message=f"{what} did not appear within {timeout}",
        )

    def free_port(self) -> int:
        """A TCP port on 127.0.0.1 that nothing listens on right now."""
        return server.free_port()

    @staticmethod
    def _describe(pids: list[int]) -> str:
        parts = []
        for pid in pids:
            try:
                cmd = (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                cmd = "?"
            parts.append(f"{pid} ({cmd.strip()[:80]})")
        return ", ".join(parts)
