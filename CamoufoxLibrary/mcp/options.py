"""The command line of ``camoufox-mcp``: every option, checked as argparse reads it.

A bad value stops the server at once (exit status 2) with a message naming the option
and what it takes; options checked against the tools (``--caps``, ``--instance-options``)
are checked by ``server.main`` once the tools are known.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

from ..core.contract.settings import Settings
from ..core.contract.vocabulary import ENGINES
from ..version import __version__
from .caps import ALL, CAPS, DEFAULT_CAPS

# The instance a call without ``instance`` acts on (--default-instance), as in the seeds.
DEFAULT_INSTANCE = "main"


def positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, got {text!r}")
    return value


def positive_count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of at least 1, got {text!r}")
    return value


def existing_folder(text: str) -> Path:
    path = Path(text).expanduser().resolve()
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"must be an existing folder, got {text!r}")
    return path


def instance_name(text: str) -> str:
    if not text.strip() or text != text.strip():
        raise argparse.ArgumentTypeError(f"must be a name without spaces around it, got {text!r}")
    return text


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="camoufox-mcp",
        description="CamoufoxLibrary's browser tools as an MCP server on stdin/stdout.",
    )
    p.add_argument(
        "--engine",
        choices=ENGINES,
        default=Settings.engine,
        help=f"default engine of new instances (default: {Settings.engine})",
    )
    p.add_argument(
        "--executable-path",
        metavar="PATH",
        help="browser binary for new instances (default: found by the engine)",
    )
    headless = p.add_mutually_exclusive_group()
    headless.add_argument(
        "--headless",
        dest="headless",
        action="store_true",
        default=Settings.headless,
        help="run browsers without a window (default)",
    )
    headless.add_argument(
        "--headed", dest="headless", action="store_false", help="show browser windows"
    )
    p.add_argument(
        "--max-instances",
        type=positive_count,
        default=Settings.max_instances,
        metavar="N",
        help=f"how many instances may run at once (default: {Settings.max_instances})",
    )
    p.add_argument(
        "--timeout",
        type=positive_seconds,
        default=Settings.timeout,
        metavar="SECONDS",
        help=f"deadline of every tool call (default: {Settings.timeout:g})",
    )
    p.add_argument(
        "--output-dir",
        "--export-dir",  # its name while only browser_export_robot wrote files
        dest="output_dir",
        type=existing_folder,
        metavar="DIR",
        help="the only folder tools write files to: screenshots, downloads, traces, storage "
        "state, HAR, exported suites; a relative path is relative to it (default: the "
        "working folder)",
    )
    p.add_argument(
        "--default-instance",
        type=instance_name,
        default=DEFAULT_INSTANCE,
        metavar="NAME",
        help="the instance a call without 'instance' acts on, created on the first call "
        f"that needs it (default: {DEFAULT_INSTANCE})",
    )
    p.add_argument(
        "--instance-options",
        metavar="JSON",
        help="browser_create_instance arguments of the default instance, a JSON object: "
        '\'{"viewport": {"width": 1280, "height": 800}, "locale": "de-DE"}\' (default: none)',
    )
    p.add_argument(
        "--log-level",
        default="WARNING",
        choices=("DEBUG", "INFO", "WARNING", "ERROR"),
        help="logging on stderr (default: WARNING)",
    )
    p.add_argument(
        "--plugins",
        default=None,
        help="tools of your own, as the library's plugins= import argument: "
        "mypkg.tools;arg;key=value,extra.py (docs/plugins.md)",
    )
    p.add_argument(
        "--caps",
        default=",".join(DEFAULT_CAPS),
        metavar="CAPS",
        help=f"the tool groups to offer, comma-separated: {', '.join(CAPS)}, or {ALL} "
        f"(default: {','.join(DEFAULT_CAPS)}; docs/mcp.md)",
    )
    p.add_argument(
        "--tools", default="", metavar="NAMES", help="tools to offer besides the caps' ones"
    )
    p.add_argument("--no-tools", default="", metavar="NAMES", help="tools of the caps not to offer")
    p.add_argument(
        "--allowed-origins",
        default="",
        metavar="ORIGINS",
        help="the only origins the browsers may reach, comma-separated: https://example.com, "
        "https://*.example.com, http://127.0.0.1:* (default: any)",
    )
    p.add_argument(
        "--blocked-origins",
        default="",
        metavar="ORIGINS",
        help="origins the browsers may never reach; they win over --allowed-origins",
    )
    p.add_argument(
        "--allow-file-urls",
        action="store_true",
        help="let the browsers open file: URLs (refused by default: an agent could read "
        "this machine's files)",
    )
    p.add_argument(
        "--secrets",
        metavar="FILE",
        help="named secrets, a dotenv file (NAME=value lines): an argument ${NAME} is its "
        "value, and no result, log line or exported suite shows a value (docs/mcp.md)",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return p
