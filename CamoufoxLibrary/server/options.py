"""What a camoufox-server runs: its checked options, and the browser's launch options.

The launch options are Playwright's (camelCase, as its node side reads them) and come
from the same parts as a Create Instance launch: stock Firefox over WebDriver BiDi with
the preferences every browser of ours gets (``contexts.BROWSER_PREFS``), or Camoufox
with the options ``camoufox.utils.launch_options`` builds (``camoufox_launch``).
"""

from __future__ import annotations

import functools
import ipaddress
import os
import re
import secrets
import subprocess
from dataclasses import dataclass, field
from typing import Any, Literal

from ..core.browser.contexts import BROWSER_PREFS
from ..core.contract.errors import ToolError
from ..core.engines import camoufox_launch
from ..core.engines.camoufox_install import build_version
from ..core.engines.camoufox_options import check_options
from ..core.engines.find import INSTALL_ADVICE, system_firefox
from ..core.engines.processes import TAG_VARIABLE

ServerEngine = Literal["firefox", "camoufox"]
ENGINES: tuple[ServerEngine, ...] = ("firefox", "camoufox")
BIDI_CHANNEL = "moz-firefox"  # Playwright's channel of a stock Firefox over WebDriver BiDi
PATH_VARIABLE = "CAMOUFOX_SERVER_PATH"  # the secret path, from the environment (a Secret)
LOOPBACK_NAMES = ("localhost",)


class OptionError(ValueError):
    """A server option that cannot be used; the message names it and what is allowed."""


@dataclass(frozen=True)
class ServerOptions:
    engine: ServerEngine = "firefox"
    host: str = "127.0.0.1"
    port: int = 9222
    path: str = ""  # "" draws a random one
    max_connections: int = 8
    recycle_after_connections: int | None = None
    recycle_after_minutes: float | None = None
    drain_timeout: float = 60.0  # seconds a recycle waits for its last connection
    headless: bool = True
    prefs: dict[str, Any] = field(default_factory=dict)
    executable_path: str | None = None
    camoufox_options: dict[str, Any] = field(default_factory=dict)
    keep_fingerprint: bool = False

    @property
    def channel(self) -> str | None:
        return BIDI_CHANNEL if self.engine == "firefox" else None


def checked(options: ServerOptions, *, allow_remote_bind: bool) -> ServerOptions:
    """``options`` with a path drawn if none was given; ``OptionError`` for a bad one."""
    if options.engine not in ENGINES:
        raise OptionError(f"--engine must be one of {', '.join(ENGINES)}, got {options.engine!r}")
    if not allow_remote_bind and not is_loopback(options.host):
        raise OptionError(
            f"--host {options.host} is not a loopback address: every program that reaches "
            "it could drive this browser (open pages, read cookies). Pass "
            "--allow-remote-bind to bind it anyway (docs/fleet.md says what it exposes)"
        )
    if not 0 <= options.port <= 65535:
        raise OptionError(f"--port must be 0 (any free port) to 65535, got {options.port}")
    path = options.path or "/" + secrets.token_urlsafe(18)
    if not path.startswith("/") or any(c.isspace() or c in "?#" for c in path):
        raise OptionError(
            f"--path must start with '/' and hold no space, '?' or '#', got {options.path!r}"
        )
    for name, value, low in (
        ("--max-connections", options.max_connections, 1),
        ("--recycle-after-connections", options.recycle_after_connections, 1),
        ("--recycle-after-minutes", options.recycle_after_minutes, 0),
        ("--drain-timeout", options.drain_timeout, 0),
    ):
        if value is not None and not value >= low:
            raise OptionError(f"{name} must be at least {low}, got {value}")
    if options.recycle_after_minutes == 0:
        raise OptionError("--recycle-after-minutes must be more than 0")
    if options.engine != "camoufox":
        given = [
            name
            for name, value in (
                ("--camoufox-option", options.camoufox_options),
                ("--keep-fingerprint", options.keep_fingerprint),
            )
            if value
        ]
        if given:
            raise OptionError(
                f"{', '.join(given)} work only with --engine camoufox; this server runs "
                f"{options.engine}"
            )
    else:
        try:
            check_options(options.camoufox_options)
        except ToolError as exc:  # invalid_params, naming the option
            raise OptionError(f"--camoufox-option: {exc}") from None
    return ServerOptions(**{**options.__dict__, "path": path})


def is_loopback(host: str) -> bool:
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def firefox_launch(options: ServerOptions) -> dict[str, Any]:
    """Stock Firefox over WebDriver BiDi, as Create Instance launches it. (No ``env``:
    Playwright would give the browser that environment alone; it inherits node's, which
    carries our process tag.)"""
    executable = options.executable_path or system_firefox()
    if not executable:
        raise OptionError(
            f"no Firefox to serve: {INSTALL_ADVICE['firefox']}, or pass --executable-path"
        )
    return {
        "channel": BIDI_CHANNEL,
        "executablePath": executable,
        "headless": options.headless,
        "firefoxUserPrefs": {**BROWSER_PREFS, **options.prefs},
    }


def camoufox_launch_options(options: ServerOptions, tag: str) -> dict[str, Any]:
    """Camoufox with a fingerprint drawn now (so each call draws another)."""
    built = camoufox_launch.build_launch_options(
        options.executable_path,
        headless=options.headless,
        env={**os.environ, TAG_VARIABLE: tag},  # the launcher's env is the browser's whole one
        proxy=None,
        options=options.camoufox_options,
        prefs={**BROWSER_PREFS, **options.prefs},
    )
    return {camel_case(name): value for name, value in built.items()}


def camel_case(name: str) -> str:
    """Playwright's Python names for its node side: ``firefox_user_prefs`` -> ``firefoxUserPrefs``."""
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)


@functools.cache
def browser_version(executable: str) -> str:
    """The browser's version, known without connecting to it: the application.ini beside
    the binary, else what ``--version`` prints (a wrapper script on PATH, say)."""
    found = build_version(executable) if executable else ""
    if found or not executable:
        return found
    try:
        said = subprocess.run(
            [executable, "--version"], capture_output=True, text=True, timeout=10, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return ""
    number = re.search(r"\d+(?:\.\d+)+", said)
    return number.group(0) if number else ""


def server_config(options: ServerOptions, launch: dict[str, Any]) -> dict[str, Any]:
    """The first line browser_server.js reads."""
    return {
        "engine": options.engine,
        "browserVersion": browser_version(launch.get("executablePath") or ""),
        "channel": options.channel,
        "headless": options.headless,
        "maxConnections": options.max_connections,
        "drainTimeout": options.drain_timeout,
        "launch": {
            **launch,
            "host": options.host,
            "port": options.port,
            "wsPath": options.path,
            # Our script closes the browser on these; Playwright's handlers would exit first.
            "handleSIGINT": False,
            "handleSIGTERM": False,
            "handleSIGHUP": False,
        },
    }
