"""The ``camoufox-server`` command: its arguments, checked, then the supervisor."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from ..core.contract.errors import ToolError
from .options import ENGINES, PATH_VARIABLE, OptionError, ServerOptions, checked
from .supervisor import Supervisor, configure_logging

DESCRIPTION = """\
One browser server of a fleet: Playwright's browser server in its launch-server mode.
The browser is running before the first client; each client connection gets contexts of
its own in it. Clients connect with Create Instance ws_endpoint=ws://HOST:PORT/PATH.
Health: GET http://HOST:PORT/health answers 200 while connections are taken, 503 while
draining. SIGTERM closes the browser and exits 0. See docs/fleet.md."""


def parser() -> argparse.ArgumentParser:
    given = argparse.ArgumentParser(prog="camoufox-server", description=DESCRIPTION)
    add = given.add_argument
    add("--engine", choices=ENGINES, default="firefox", help="the browser (default: firefox)")
    add("--host", default="127.0.0.1", help="the address to bind (default: 127.0.0.1)")
    add(
        "--allow-remote-bind",
        action="store_true",
        help="allow a --host that is not a loopback address (anyone reaching it drives the browser)",
    )
    add("--port", type=int, default=9222, help="the port (default: 9222; 0: any free port)")
    add(
        "--path",
        default=os.environ.get(PATH_VARIABLE, ""),
        help=f"the endpoint's path, the same on every server of a fleet (default: "
        f"${PATH_VARIABLE}, else a random one, printed)",
    )
    add("--max-connections", type=int, default=8, help="connections at once (default: 8)")
    add("--recycle-after-connections", type=int, help="a new browser after N connections")
    add("--recycle-after-minutes", type=float, help="a new browser after T minutes")
    add(
        "--drain-timeout",
        type=float,
        default=60.0,
        help="seconds a recycle waits for its open connections (default: 60)",
    )
    add("--keep-fingerprint", action="store_true", help="Camoufox: the same one every recycle")
    add("--headed", action="store_true", help="a headed browser (needs a display)")
    add("--executable-path", help="the browser's binary (default: firefox-esr/firefox on PATH)")
    add(
        "--pref",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a Firefox preference (VALUE as JSON, else a string); repeatable",
    )
    add(
        "--camoufox-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a Camoufox launcher option, as Create Instance's camoufox_options; repeatable",
    )
    add("--verbose", action="store_true", help="log every connection")
    return given


def pairs(values: list[str], flag: str) -> dict[str, Any]:
    """``NAME=VALUE`` arguments: the value as JSON when it reads as JSON, else a string."""
    found: dict[str, Any] = {}
    for value in values:
        name, sign, text = value.partition("=")
        if not sign or not name.strip():
            raise OptionError(f"{flag} must be NAME=VALUE, got {value!r}")
        try:
            found[name.strip()] = json.loads(text)
        except ValueError:
            found[name.strip()] = text
    return found


def options_of(arguments: argparse.Namespace) -> ServerOptions:
    return checked(
        ServerOptions(
            engine=arguments.engine,
            host=arguments.host,
            port=arguments.port,
            path=arguments.path,
            max_connections=arguments.max_connections,
            recycle_after_connections=arguments.recycle_after_connections,
            recycle_after_minutes=arguments.recycle_after_minutes,
            drain_timeout=arguments.drain_timeout,
            headless=not arguments.headed,
            prefs=pairs(arguments.pref, "--pref"),
            executable_path=arguments.executable_path,
            camoufox_options=pairs(arguments.camoufox_option, "--camoufox-option"),
            keep_fingerprint=arguments.keep_fingerprint,
        ),
        allow_remote_bind=arguments.allow_remote_bind,
    )


def main(argv: list[str] | None = None) -> int:
    command = parser()
    arguments = command.parse_args(argv)
    try:
        options = options_of(arguments)
    except OptionError as exc:
        command.error(str(exc))  # exits 2, with the usage
    configure_logging(arguments.verbose)
    supervisor = Supervisor(options, announce=lambda line: print(line, flush=True))
    supervisor.install_signal_handlers()
    try:
        return supervisor.run()
    except (OptionError, ToolError) as exc:  # no browser to serve (its message says why)
        print(f"camoufox-server: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
