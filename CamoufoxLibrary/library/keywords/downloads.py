"""Keywords of core/tools/downloads.py: downloads saved under ${OUTPUT DIR}."""

from __future__ import annotations

from typing import Any

from ...core.tools.downloads import (
    browser_download,
    browser_expect_download,
    browser_wait_for_download,
)
from .base import KeywordGroup
from .derive import tool_keyword


class DownloadKeywords(KeywordGroup):
    @tool_keyword(browser_expect_download, tags=("Downloads", "Wait"))
    def expect_download(self) -> dict[str, Any]:
        """Starts waiting for the next download of the instance, before the action that starts it.

        Returns ``${wait}[wait_id]``; after the action, `Wait For Download` with it
        saves the file.

        Example:
        | ${wait} = | `Expect Download` |
        | `Click` | text=Export CSV |
        | ${file} = | `Wait For Download` | ${wait}[wait_id] |
        """

    @tool_keyword(browser_wait_for_download, tags=("Downloads", "Wait"))
    def wait_for_download(self) -> dict[str, Any]:
        """Saves the download `Expect Download` waited for, once it has finished, and returns where.

        | =Argument= | =Description= |
        | ``wait_id`` | What `Expect Download` returned. |
        | ``file_path`` | Where to save it, as `Output files` says. |
        | ``folder`` | Where to save it under its suggested name, when there is no ``file_path``; also as `Output files` says. Default: ``${OUTPUT DIR}/downloads``; made if missing. |
        | ``timeout`` | How long to wait for the download to start and finish. Default: the library timeout. |

        The suggested name becomes a plain file name (never a path), and a file
        already there is never overwritten (``report-2.csv``). Returns ``path``,
        ``suggested_filename``, ``size`` (bytes) and ``url``. A download that fails or
        is cancelled fails with ``navigation_failed`` and the browser's reason (on
        Firefox over WebDriver BiDi every failure reads ``canceled``); one that never
        starts with ``wait_timeout``.

        Example:
        | ${wait} = | `Expect Download` |
        | `Click` | text=Export CSV |
        | ${file} = | `Wait For Download` | ${wait}[wait_id] | timeout=20s |
        | Should Be Equal | ${file}[suggested_filename] | orders.csv |
        | ${text} = | Get File | ${file}[path] |
        """

    @tool_keyword(browser_download, tags=("Downloads",), tool_doc=True)
    def download(self) -> dict[str, Any]:
        """``file_path`` and ``folder`` are as in `Wait For Download`. A status of 400 or more, or
        a server that cannot be reached, fails with ``navigation_failed``.

        A bare path (``/reports/latest.pdf``) is relative to the instance's ``base_url``, the
        `Create Instance` option; without one it fails with ``invalid_params`` saying so.

        Example:
        | ${file} = | `Download` | ${URL}/reports/latest.pdf |
        | ${file} = | `Download` | /reports/latest.pdf | file_path=report.pdf |
        """
