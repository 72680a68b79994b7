"""Keywords of core/tools/inspection.py."""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any

from robot.api import logger
from robot.libraries.BuiltIn import BuiltIn, RobotNotRunningError

from ...core.tools.inspection import (
    browser_console_messages,
    browser_find_refs,
    browser_network_requests,
    browser_screenshot,
    browser_snapshot,
)
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword

_counter = itertools.count(1)


def output_dir() -> Path:
    try:
        return Path(BuiltIn().get_variable_value("${OUTPUT DIR}"))
    except RobotNotRunningError:
        return Path.cwd()


def unique_screenshot_path(extension: str) -> Path:
    folder = output_dir()
    while True:
        path = folder / f"camoufox-screenshot-{next(_counter)}.{extension}"
        if not path.exists():
            return path


def embed(path: Path) -> None:
    """Shows the image in log.html, linked relative to the log file when there is one."""
    try:
        log_file = BuiltIn().get_variable_value("${LOG FILE}")
    except RobotNotRunningError:
        log_file = None
    base = Path(log_file).parent if log_file and log_file != "NONE" else output_dir()
    try:
        src = os.path.relpath(path, base).replace(os.sep, "/")
    except ValueError:  # another drive on Windows
        src = path.as_uri()
    logger.info(f'<a href="{src}"><img src="{src}" width="800px" alt="screenshot"></a>', html=True)


class InspectionKeywords(KeywordGroup):
    @tool_keyword(browser_snapshot, tags=("Inspection",))
    def snapshot(self, call: ToolCall) -> dict[str, Any]:
        """Captures the page's accessibility tree with element refs and logs it.

        Returns ``snapshot`` (the tree as YAML lines, e.g. ``- button "Submit" [ref=e12]``;
        elements inside iframes get refs like ``f1e3``, the page's own elements ``e12``
        however often the tab navigated), ``url``, ``title``, ``page_id`` and
        ``modal`` (the pending dialog, or None). Use the refs as element arguments
        until the page changes; see `Refs and locators`. Works while a dialog is
        pending. Password values are masked.

        | =Argument= | =Description= |
        | ``root`` | A ref or selector: only that element and what is inside it. |
        | ``depth`` | Only the nodes down to this level (0: the top ones); a ``#`` comment under each cut node says how many lines it hides and which ``root`` shows them. |
        | ``max_chars`` | At most this many characters (200 or more), in whole lines; a closing ``# cut: ...`` comment says where it stopped. |
        | ``file_path`` | Write the snapshot to this file instead (``snapshot`` is then None; ``path`` and ``chars`` say where and how long). |

        ``truncated`` says whether ``depth`` or ``max_chars`` left anything out, and
        ``page_chars`` how long the whole page's snapshot is.

        Example:
        | ${snap} = | `Snapshot` |
        | Should Contain | ${snap}[snapshot] | button "Submit" |
        | ${part} = | `Snapshot` | root=id=cart | depth=2 |
        """
        data = call()
        if data["snapshot"] is None:
            logger.info(f"Snapshot written to {data['path']} ({data['chars']} characters).")
        else:
            logger.info(data["snapshot"])
        return data

    @tool_keyword(browser_find_refs, tags=("Inspection",), tool_doc=True)
    def find_refs(self) -> dict[str, Any]:
        """The refs work as the element argument of every keyword, as a `Snapshot`'s do.

        Example:
        | ${found} = | `Find Refs` | role=button | name=Buy |
        | `Click` | ${found.matches[0].ref} |
        """

    @tool_keyword(browser_screenshot, tags=("Inspection",))
    def screenshot(self, call: ToolCall) -> str:
        """Saves a screenshot, embeds it in log.html and returns its path.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector: capture only that element. Default: the viewport. |
        | ``full_page`` | Capture the whole scrollable page. Default: false. |
        | ``file_path`` | Where to write, as `Output files` says. Default: a new ``camoufox-screenshot-N.png`` in ``${OUTPUT DIR}``; nothing is overwritten. |
        | ``type`` | ``png`` (default) or ``jpeg``. A ``file_path`` ending in ``.png``, ``.jpg`` or ``.jpeg`` must agree. |
        | ``mask`` | A ref or selector, or a list of them: what changes between runs (a clock, an ad), painted over in pink. |
        | ``clip`` | ``x,y,width,height``: only that part of the page, in CSS pixels. Not with ``ref``. |
        | ``animations`` | ``disabled``: CSS animations and transitions are finished first, so two shots agree. Default: ``allow``. |
        | ``caret`` | ``hide`` (default) hides the blinking text cursor; ``initial`` keeps it. Firefox over WebDriver BiDi never draws the cursor in a screenshot, so there ``initial`` fails with ``unsupported_capability`` instead of giving the ``hide`` picture. |

        This is the library's default ``run_on_failure`` keyword. Nothing is written
        anywhere but ``file_path``.

        Example:
        | `Screenshot` |
        | ${path} = | `Screenshot` | ref=\\#signup | file_path=${OUTPUT DIR}/form.png |
        | `Screenshot` | mask=id=clock | animations=disabled |
        | `Screenshot` | clip=0,0,400,300 |
        """
        if call.arguments["file_path"] is None:
            call.arguments["file_path"] = str(unique_screenshot_path(call.arguments["type"]))
        data = call()
        embed(Path(data["path"]))
        return data["path"]

    @tool_keyword(browser_console_messages, tags=("Inspection",))
    def console_messages(self) -> dict[str, Any]:
        """Returns the page's console messages and uncaught errors: ``${result}[messages]``, oldest first.

        Each message has ``type`` (``log``, ``info``, ``warning``, ``error``, ...,
        or ``pageerror`` for an uncaught error or unhandled rejection), ``text`` and
        where it came from. ``level`` (``debug``, ``info``, ``warning`` or ``error``)
        keeps that level and more severe ones (``log`` counts as ``info``, page errors
        as ``error``). Capture starts when the page opens, so messages of scripts
        that ran while it loaded are there; at most 1,000 messages are kept, and
        ``dropped`` counts older ones that were discarded. Each page has its own log,
        kept across its navigations.

        Example:
        | ${errors} = | `Console Messages` | level=error |
        | Should Be Empty | ${errors}[messages] |
        """

    @tool_keyword(browser_network_requests, tags=("Inspection",), tool_doc=True)
    def network_requests(self) -> dict[str, Any]:
        """The list is ``${result}[requests]``. A request that got no answer has ``status``
        None and ``failure`` its network error, e.g. ``NS_ERROR_CONNECTION_REFUSED``.

        Example:
        | ${result} = | `Network Requests` |
        | Should Be Equal As Integers | ${result}[requests][-1][status] | 200 |
        """
