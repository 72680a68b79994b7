"""The server's life: browser lifetimes one after another, until SIGTERM.

Each lifetime is one node process running ``browser_server.js`` (Playwright's
launchServer with our health check, limit and refusals) and the browser it launches.
This process:

- writes its configuration (the launch options drawn now: a Camoufox fingerprint per
  lifetime unless ``keep_fingerprint``) and reads its events;
- sets TCP_NODELAY on the browser's end of its BiDi connection, as Create Instance does
  for a browser it launches (``nodelay``: a click over a server without it waited ~40 ms
  for Nagle's algorithm);
- recycles: after ``recycle_after_connections`` connections or ``recycle_after_minutes``
  it tells node to drain (no new connection; a balancer's check fails) and starts the
  next lifetime when the last connection has ended (or ``drain_timeout``);
- restarts a browser that died (after a pause that grows while it keeps dying);
- on SIGTERM or SIGINT tells node to close its browser, and exits 0 when it has.

Every process of a lifetime carries our process tag (``processes``), which Firefox's
children keep when orphaned: whatever ends a lifetime, what is left of it is killed.
When this process itself is killed (SIGKILL), node sees its stdin end and closes the
browser.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

from playwright._impl._driver import compute_driver_executable, get_driver_env

from ..core.engines import nodelay, processes
from .options import ServerOptions, camoufox_launch_options, firefox_launch, server_config

log = logging.getLogger("CamoufoxLibrary.server")
SCRIPT = Path(__file__).with_name("browser_server.js")
RESTART_PAUSES = (1.0, 2.0, 5.0, 10.0, 30.0)  # seconds before restarting a dead browser
STOP_GRACE = 20.0  # seconds node gets to close its browser before it is killed
START_FAILED, BROWSER_DIED = 3, 4  # browser_server.js's exit statuses


class StartFailed(RuntimeError):
    """The browser of a lifetime could not be launched (the message says why)."""


@dataclass
class Lifetime:
    """What one browser lifetime reported."""

    endpoint: str | None = None
    pid: int | None = None
    browser_version: str = ""
    served: int = 0
    open: int = 0
    closed_reason: str = ""
    failure: str = ""


class Supervisor:
    def __init__(
        self,
        options: ServerOptions,
        announce: Callable[[str], None] = print,
    ) -> None:
        self.options = options
        self.announce = announce  # the "Listening on" line, once
        self.stopping = threading.Event()
        self.recycles = 0
        self._child: subprocess.Popen[str] | None = None
        self._write_lock = threading.Lock()
        self._kept_launch: dict[str, Any] | None = None
        self._announced = False

    # --- commands to node -----------------------------------------------------------

    def send(self, command: str) -> None:
        child = self._child
        if child is None or child.stdin is None:
            return
        with self._write_lock:
            try:
                child.stdin.write(command + "\n")
                child.stdin.flush()
            except (OSError, ValueError):  # node is gone already
                pass

    def stop(self) -> None:
        """Closes the browser and ends the server (SIGTERM, SIGINT)."""
        self.stopping.set()
        self.send("stop")

    def install_signal_handlers(self) -> None:
        for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(number, lambda *_: self.stop())

    # --- lifetimes ------------------------------------------------------------------

    def run(self) -> int:
        """Serves until stopped; 0 after a clean stop, 1 when the browser cannot start."""
        deaths = 0
        while not self.stopping.is_set():
            tag = processes.new_tag()
            try:
                lifetime = self.one_lifetime(tag)
            except StartFailed as exc:
                log.error("camoufox-server: %s", exc)
                return 1
            finally:
                self.end_leftovers(tag)
            if self.stopping.is_set():
                break
            if lifetime.closed_reason.startswith("drain"):
                self.recycles += 1
                deaths = 0
                log.info(
                    "camoufox-server: recycled after %s connections (%s); recycle %s",
                    lifetime.served,
                    lifetime.closed_reason,
                    self.recycles,
                )
                continue
            pause = RESTART_PAUSES[min(deaths, len(RESTART_PAUSES) - 1)]
            deaths += 1
            log.warning(
                "camoufox-server: the browser ended (%s); starting another in %g s",
                lifetime.closed_reason or "node exited",
                pause,
            )
            self.stopping.wait(pause)
        log.info("camoufox-server: stopped")
        return 0

    def launch_options(self, tag: str) -> dict[str, Any]:
        if self.options.engine == "firefox":
            return firefox_launch(self.options)
        if self._kept_launch is not None:
            return self._kept_launch
        launch = camoufox_launch_options(self.options, tag)
        if self.options.keep_fingerprint:
            self._kept_launch = launch
        return launch

    def one_lifetime(self, tag: str) -> Lifetime:
        node, _cli = compute_driver_executable()
        config = server_config(self.options, self.launch_options(tag))
        env = {**get_driver_env(), processes.TAG_VARIABLE: tag}
        child = subprocess.Popen(
            [node, str(SCRIPT), str(Path(node).parent / "package")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
            bufsize=1,
        )
        self._child = child
        lifetime = Lifetime()
        timer: threading.Timer | None = None
        try:
            self.send(json.dumps(config))
            assert child.stdout is not None
            for event in events(child.stdout):
                self.on_event(event, lifetime)
                if event["event"] == "listening" and self.options.recycle_after_minutes:
                    timer = threading.Timer(
                        self.options.recycle_after_minutes * 60, self.send, ("drain",)
                    )
                    timer.daemon = True
                    timer.start()
            status = self.wait(child)
        finally:
            if timer is not None:
                timer.cancel()
            self._child = None
        if status == START_FAILED and not self.stopping.is_set():
            raise StartFailed(lifetime.failure or f"node exited with status {status}")
        return lifetime

    def on_event(self, event: dict[str, Any], lifetime: Lifetime) -> None:
        kind = event["event"]
        if kind == "listening":
            lifetime.endpoint, lifetime.pid = event["endpoint"], event.get("pid")
            lifetime.browser_version = event.get("browser_version", "")
            set_on = nodelay.enable(lifetime.pid)
            log.info(
                "camoufox-server: %s %s ready (pid %s, TCP_NODELAY on %s connection(s)), "
                "%s connections at most",
                self.options.engine,
                lifetime.browser_version,
                lifetime.pid,
                set_on,
                self.options.max_connections,
            )
            if not self._announced:
                self._announced = True
                self.announce(f"Listening on {event['endpoint']}")
            if self.options.port == 0:  # any free port: the next lifetimes keep this one
                port = urlsplit(event["endpoint"]).port
                self.options = dataclasses.replace(self.options, port=port or 0)
        elif kind in ("connection", "disconnection"):
            lifetime.served, lifetime.open = event["served"], event["open"]
            log.debug("camoufox-server: %s (%s open)", kind, lifetime.open)
            limit = self.options.recycle_after_connections
            if kind == "connection" and limit and lifetime.served >= limit:
                self.send("drain")
        elif kind == "refused":
            log.info("camoufox-server: refused a connection: %s", event.get("reason"))
        elif kind == "draining":
            log.info("camoufox-server: draining (%s connection(s) open)", event.get("open"))
        elif kind == "failed":
            lifetime.failure = event.get("message", "")
        elif kind == "closed":
            lifetime.closed_reason = event.get("reason", "")
        elif kind == "error":
            log.warning("camoufox-server: %s", event.get("message"))

    def wait(self, child: subprocess.Popen[str]) -> int:
        """Node's exit status; killed when it does not close its browser in time."""
        try:
            return child.wait(timeout=STOP_GRACE if self.stopping.is_set() else None)
        except subprocess.TimeoutExpired:
            child.kill()
            return child.wait()

    @staticmethod
    def end_leftovers(tag: str) -> None:
        """Whatever of a lifetime is still running (a browser whose node was killed)."""
        for _ in range(50):
            if not processes.kill_tagged(tag):
                return
            time.sleep(0.1)


def events(stream: IO[str]) -> Any:
    """browser_server.js's JSON events; other lines (node's own output) go to the log."""
    for line in stream:
        line = line.strip()
        if not line:
            continue
        try:
            event = json.loads(line)
        except ValueError:
            log.info("node: %s", line)
            continue
        if isinstance(event, dict) and "event" in event:
            yield event


def configure_logging(verbose: bool) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.INFO,
        stream=sys.stderr,
        format="%(asctime)s %(message)s",
    )
