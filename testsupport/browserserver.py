"""A Playwright browser server on 127.0.0.1, for the tests, the bench and the pabot run.

``BrowserServer().start()`` runs ``python -m playwright run-server --host 127.0.0.1
--port <a free port> --unsafe`` and returns once the server says it listens;
``endpoint`` is its ``ws://`` URL. ``--unsafe`` lets a client give ``executablePath``
(what firefox-esr needs: the moz-firefox channel looks for /snap/bin/firefox only) and
``firefoxUserPrefs``; ``BrowserServer(unsafe=False)`` is a server that ignores them.
``BrowserServer(launch=True)`` runs ``python -m playwright launch-server --browser
firefox`` instead: one Firefox (the system's, over WebDriver BiDi, headless) running
before the first client, each connection getting contexts of its own in it (a fleet
server's mode); it prints its endpoint, with a random path.

Every process of a server (the python wrapper, Playwright's node driver, the browsers
it launches and their children) carries ``CAMOUFOXLIBRARY_TAG=browser-server-...``
in its environment, a tag no CamoufoxLibrary owns: ``stop()`` ends them all by PID,
and ``processes()`` lists what is left. ``kill()`` SIGKILLs the server process
itself, for a test of a server that dies while instances use it; its orphaned
browsers stay until ``stop()``.

``BrowserServers`` is the Robot library of the acceptance tests: ``Start Browser
Server`` returns an endpoint, ``Kill Browser Server`` and ``Stop Browser Server`` take
one, ``Stop Browser Servers`` ends every server the library started.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import uuid
from pathlib import Path

from .server import free_port
from .waiting import wait_until

TAG_VARIABLE = "CAMOUFOXLIBRARY_TAG"  # as CamoufoxLibrary/core/processes.py names it
PROC = Path("/proc")
LISTENING = re.compile(r"Listening on (ws://\S+)")
LAUNCHED = re.compile(r"^(ws://\S+)")  # what launch-server prints


def tagged(tag: str) -> list[int]:
    """Live PIDs whose environment carries exactly ``tag``."""
    needle = f"{TAG_VARIABLE}={tag}".encode()
    found = []
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes().split(b"\0")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if needle in environ and state != "Z":
            found.append(int(entry.name))
    return sorted(found)


class BrowserServer:
    """One ``playwright run-server`` (or ``launch-server``) on 127.0.0.1, its processes
    tagged."""

    def __init__(
        self, *, unsafe: bool = True, port: int | None = None, launch: bool = False
    ) -> None:
        self.unsafe = unsafe
        self.launch = launch
        self._config: str | None = None  # launch-server's config file
        self.port = port or free_port()
        self.tag = f"browser-server-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.endpoint = ""
        self.output: list[str] = []
        self._process: subprocess.Popen[str] | None = None

    @property
    def pid(self) -> int | None:
        """The PID of ``python -m playwright run-server`` (the process we started)."""
        return self._process.pid if self._process else None

    def start(self, timeout: float = 60.0) -> str:
        """Starts the server; returns its endpoint once it listens."""
        if self.launch:
            command = [sys.executable, "-m", "playwright", "launch-server", "--browser"]
            command += ["firefox", "--config", self._launch_config()]
        else:
            command = [sys.executable, "-m", "playwright", "run-server", "--host", "127.0.0.1"]
            command += ["--port", str(self.port)] + (["--unsafe"] if self.unsafe else [])
        env = {**os.environ, TAG_VARIABLE: self.tag}
        self._process = subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()
        threading.Thread(target=self._read, args=(lines,), daemon=True).start()
        try:
            while True:
                line = lines.get(timeout=timeout)
                if line is None:
                    raise RuntimeError(f"the browser server ended: {''.join(self.output)}")
                if found := (LAUNCHED if self.launch else LISTENING).search(line):
                    self.endpoint = found.group(1)
                    return self.endpoint
        except BaseException:
            self.stop()
            raise

    def _launch_config(self) -> str:
        """launch-server's config file: the system Firefox over BiDi, on 127.0.0.1."""
        firefox = shutil.which("firefox") or shutil.which("firefox-esr")
        config = {"channel": "moz-firefox", "headless": True, "host": "127.0.0.1"}
        config.update({"port": self.port, "executablePath": firefox})
        handle, path = tempfile.mkstemp(prefix="launch-server-", suffix=".json")
        with os.fdopen(handle, "w") as file:
            json.dump(config, file)
        self._config = path
        return path

    def _read(self, lines: queue.SimpleQueue[str | None]) -> None:
        assert self._process is not None and self._process.stdout is not None
        for line in self._process.stdout:
            self.output.append(line)
            lines.put(line)
        lines.put(None)

    def server_pid(self) -> int:
        """The server itself: Playwright's node driver, the child of the python wrapper."""
        for pid in tagged(self.tag):
            try:
                stat = (PROC / str(pid) / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == self.pid:
                return pid
        raise AssertionError(f"the browser server {self.endpoint} has no node process")

    def processes(self) -> list[int]:
        """Every live process of this server: wrapper, driver, browsers, children."""
        return tagged(self.tag)

    def kill(self) -> None:
        """SIGKILLs the server (its browsers stay until ``stop()``)."""
        os.kill(self.server_pid(), signal.SIGKILL)
        assert self._process is not None
        self._process.kill()
        self._process.wait(10)

    def stop(self, timeout: float = 10.0) -> None:
        """Ends every process of the server, by PID, and waits until none is left."""
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait(10)
        if self._config:
            with contextlib.suppress(OSError):
                os.unlink(self._config)
        wait_until(
            lambda: not self._kill_all(),
            timeout,
            interval=0.1,
            message=lambda: f"browser server processes survived: {self.processes()}",
        )

    def _kill_all(self) -> list[int]:
        left = self.processes()
        for pid in left:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        return left


class BrowserServers:
    """Robot library: browser servers on 127.0.0.1, found by their endpoint."""

    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self) -> None:
        self.servers: dict[str, BrowserServer] = {}

    def start_browser_server(self, unsafe: bool = True, launch: bool = False) -> str:
        """Starts ``playwright run-server`` (``launch-server`` with ``launch``) on a free
        port; returns its ws:// endpoint."""
        server = BrowserServer(unsafe=unsafe, launch=launch)
        endpoint = server.start()
        self.servers[endpoint] = server
        return endpoint

    def browser_server_processes(self, endpoint: str) -> list[int]:
        """The live processes of the server at ``endpoint`` (its browsers included)."""
        return self.servers[endpoint].processes()

    def browser_server_should_be_running(self, endpoint: str) -> None:
        """Fails when the server at ``endpoint`` (its node process) is gone."""
        self.servers[endpoint].server_pid()

    def kill_browser_server(self, endpoint: str) -> None:
        """SIGKILLs the server at ``endpoint``, as if it crashed."""
        self.servers[endpoint].kill()

    def stop_browser_server(self, endpoint: str) -> None:
        """Ends every process of the server at ``endpoint``, by PID."""
        self.servers.pop(endpoint).stop()

    def stop_browser_servers(self) -> None:
        """Ends every server this library started."""
        for endpoint in list(self.servers):
            self.stop_browser_server(endpoint)
