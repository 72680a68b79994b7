"""A fleet on this machine, for the fleet run and the bench: K camoufox-servers behind
HAProxy (Debian's package) started with the shipped deploy/haproxy/haproxy.cfg.

``Fleet(servers=2).start()`` starts ``python -m CamoufoxLibrary.server`` K times on free
ports with one path, then ``haproxy -db -f deploy/haproxy/haproxy.cfg`` with the
``FLEET_*`` addresses pointing at them (the config's three server lines: the unused
ones point at a closed port and stay down), and returns once HAProxy's stats show
every server up. ``endpoint`` is the balancer's ``ws://`` URL. ``kill(i)`` SIGKILLs
server i, ``restart(i)`` starts it again on its port, ``stop()`` ends everything by
PID; ``left()`` lists what is still running of the servers (their process tags).
"""

from __future__ import annotations

import csv
import io
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from CamoufoxLibrary.core.engines import processes

from .server import free_port

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "deploy" / "haproxy" / "haproxy.cfg"
SLOTS = 3  # server lines in the shipped config


def haproxy_binary() -> str | None:
    return shutil.which("haproxy") or (
        "/usr/sbin/haproxy" if Path("/usr/sbin/haproxy").exists() else None
    )


@dataclass
class FleetServer:
    port: int
    path: str
    max_connections: int
    process: subprocess.Popen[str] | None = None
    pids: set[int] = field(default_factory=set)  # every server pid this slot ever had

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "CamoufoxLibrary.server",
                "--port",
                str(self.port),
                "--path",
                self.path,
                "--max-connections",
                str(self.max_connections),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.pids.add(self.process.pid)
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line.startswith("Listening on "):
            self.process.kill()
            raise RuntimeError(f"camoufox-server on port {self.port} did not start: {line!r}")

    def health(self) -> dict[str, object] | None:
        try:
            url = f"http://127.0.0.1:{self.port}/health"
            with urllib.request.urlopen(url, timeout=2) as answer:
                return json.loads(answer.read())
        except (OSError, ValueError, urllib.error.HTTPError):
            return None

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def left(self) -> list[int]:
        return sorted(pid for own in self.pids for pid in processes.tagged_pids(f"{own}-"))


class Fleet:
    def __init__(self, servers: int = 2, max_connections: int = 4) -> None:
        if not 1 <= servers <= SLOTS:
            raise ValueError(f"servers must be 1 to {SLOTS}, got {servers}")
        self.path = "/fleet-" + secrets.token_urlsafe(12)
        self.servers = [
            FleetServer(free_port(), self.path, max_connections) for _ in range(servers)
        ]
        self.max_connections = max_connections
        self.port = free_port()
        self.stats_port = free_port()
        self.haproxy: subprocess.Popen[bytes] | None = None

    @property
    def endpoint(self) -> str:
        return f"ws://127.0.0.1:{self.port}{self.path}"

    def server_endpoint(self, index: int) -> str:
        return f"ws://127.0.0.1:{self.servers[index].port}{self.path}"

    def start(self) -> Fleet:
        binary = haproxy_binary()
        if binary is None:
            raise RuntimeError("haproxy is not installed: apt-get install haproxy (make setup)")
        for server in self.servers:
            server.start()
        closed = free_port()  # nothing listens there: the unused slots stay down
        env = {
            **os.environ,
            "FLEET_BIND": f"127.0.0.1:{self.port}",
            "FLEET_MAXCONN": str(self.max_connections),
            "FLEET_STATS": f"127.0.0.1:{self.stats_port}",
        }
        for slot in range(SLOTS):
            port = self.servers[slot].port if slot < len(self.servers) else closed
            env[f"FLEET_SERVER_{slot + 1}"] = f"127.0.0.1:{port}"
        self.haproxy = subprocess.Popen(
            [binary, "-db", "-f", str(CONFIG)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.wait_until_up(range(len(self.servers)), timeout=20)
        return self

    def stats(self) -> dict[str, dict[str, str]]:
        """HAProxy's view of each server: its row of the stats CSV, by server name."""
        url = f"http://127.0.0.1:{self.stats_port}/;csv"
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                text = answer.read().decode().lstrip("# ")
        except OSError:
            return {}
        rows = csv.DictReader(io.StringIO(text))
        return {row["svname"]: row for row in rows if row["pxname"] == "camoufox_servers"}

    def is_up(self, index: int) -> bool:
        return self.stats().get(f"camoufox{index + 1}", {}).get("status", "").startswith("UP")

    def wait_until_up(self, indexes: range | list[int], timeout: float) -> float:
        """Seconds until HAProxy sends connections to every one of ``indexes``."""
        began = time.monotonic()
        while time.monotonic() - began < timeout:
            if all(self.is_up(index) for index in indexes):
                return time.monotonic() - began
            time.sleep(0.1)
        raise RuntimeError(f"servers {list(indexes)} not up in HAProxy after {timeout} s")

    def kill(self, index: int) -> None:
        self.servers[index].kill()

    def restart(self, index: int) -> float:
        """Starts server ``index`` again; seconds until HAProxy takes it back."""
        began = time.monotonic()
        self.servers[index].start()
        self.wait_until_up([index], timeout=30)
        return time.monotonic() - began

    def left(self) -> list[int]:
        return sorted(pid for server in self.servers for pid in server.left())

    def stop(self) -> None:
        for server in self.servers:
            server.stop()
        if self.haproxy is not None and self.haproxy.poll() is None:
            self.haproxy.terminate()
            self.haproxy.wait(timeout=10)
        deadline = time.monotonic() + 15
        while self.left() and time.monotonic() < deadline:
            time.sleep(0.1)


SUITE_HEAD = """*** Settings ***
Documentation     {count} tests of a fleet run, written by testsupport/fleet.py.
Resource          {resource}
Test Template     Open A Page, Act And Verify


*** Test Cases ***
"""


def write_suite(folder: Path, count: int) -> Path:
    """A suite of ``count`` tests of atest-pabot/fleet.resource, in ``folder``."""
    resource = ROOT / "atest-pabot" / "fleet.resource"
    rows = "".join(f"Test {number:03d}    {number}\n" for number in range(1, count + 1))
    suite = folder / f"fleet_{count}.robot"
    suite.write_text(SUITE_HEAD.format(count=count, resource=resource) + rows, encoding="utf-8")
    return suite
