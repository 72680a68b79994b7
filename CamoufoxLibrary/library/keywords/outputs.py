"""Files keywords write under ${OUTPUT DIR}: their default names, and links to them in the log.

The paths a keyword is given are confined by the core, from its tool's declaration
(``@tool(writes=...)``, ``files.confine``): the library's ``output_dir`` is ${OUTPUT DIR}.
"""

from __future__ import annotations

import html
import itertools
import os
from pathlib import Path

from robot.api import logger
from robot.libraries.BuiltIn import BuiltIn, RobotNotRunningError

from ...core.contract.files import unique_file
from .inspection import output_dir

_numbers = itertools.count(1)


def output_folder(name: str) -> Path:
    """``${OUTPUT DIR}/<name>``, made if missing."""
    folder = output_dir() / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def new_output_file(folder: str, stem: str, suffix: str) -> Path:
    """A new file in ``${OUTPUT DIR}/<folder>``: ``<stem>-N<suffix>``, nothing overwritten."""
    return unique_file(output_folder(folder), f"{stem}-{next(_numbers)}{suffix}")


def log_dir() -> Path:
    try:
        log_file = BuiltIn().get_variable_value("${LOG FILE}")
    except RobotNotRunningError:
        log_file = None
    return Path(log_file).parent if log_file and log_file != "NONE" else output_dir()


def relative_link(path: Path) -> str:
    """``path`` as log.html links to it: relative to the log file, when there is one."""
    try:
        return os.path.relpath(path, log_dir()).replace(os.sep, "/")
    except ValueError:  # another drive on Windows
        return path.as_uri()


def log_trace_link(path: Path, what: str) -> None:
    """A link to a trace in log.html, with the command that opens it."""
    href = html.escape(relative_link(path), quote=True)
    logger.info(
        f'{html.escape(what)}: <a href="{href}">{html.escape(path.name)}</a>; open it with '
        f"<code>python -m playwright show-trace {html.escape(str(path))}</code>",
        html=True,
    )
