"""Keywords of core/tools/tracing.py: Playwright traces saved under ${OUTPUT DIR}."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...core.tools.tracing import browser_start_tracing, browser_stop_tracing
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword
from .outputs import log_trace_link, new_output_file

TRACES = "traces"


class TracingKeywords(KeywordGroup):
    @tool_keyword(browser_start_tracing, tags=("Tracing",))
    def start_tracing(self, call: ToolCall) -> dict[str, Any]:
        """Starts recording a Playwright trace of the instance: its pages, from now on.

        | =Argument= | =Description= |
        | ``file_path`` | Where `Stop Tracing` saves it (a .zip), and where it is saved if the instance is destroyed first; see `Output files`. Default: a new ``traces/trace-<instance>-N.zip`` in ``${OUTPUT DIR}``. |
        | ``title`` | Its name in the trace viewer. |
        | ``screenshots`` | A film of the pages. Default: true. |
        | ``snapshots`` | The DOM before and after each action. Default: true. |

        The network and the actions are always recorded, and the keywords that run
        are groups in it. For a trace of every test, use the library's ``tracing``
        import argument instead; an instance records one trace at a time. See
        `Tracing`.

        Example:
        | `Start Tracing` | title=checkout |
        | `Click` | text=Checkout |
        | ${trace} = | `Stop Tracing` |
        """
        name = self.instance_name(call.arguments["instance"])
        if call.arguments["file_path"] is None:
            call.arguments["file_path"] = str(new_output_file(TRACES, f"trace-{name}", ".zip"))
        return call()

    @tool_keyword(browser_stop_tracing, tags=("Tracing",))
    def stop_tracing(self, call: ToolCall) -> dict[str, Any]:
        """Stops the instance's trace, saves it and links it in the log.

        ``file_path``: where to save it (see `Output files`); default: the one
        `Start Tracing` was given or chose. ``discard`` True drops
        it instead (nothing is saved or linked). Returns ``path``, ``size`` and ``discarded``. Open the trace with
        ``python -m playwright show-trace <path>``; see `Tracing`.

        Example:
        | ${trace} = | `Stop Tracing` |
        | File Should Exist | ${trace}[path] |
        | `Stop Tracing` | discard=True |
        """
        data = call()
        if data["path"]:
            log_trace_link(Path(data["path"]), "Trace")
        return data
