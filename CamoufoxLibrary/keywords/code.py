"""Keywords of core/tools/code.py."""

from __future__ import annotations

from typing import Any

from .base import KeywordGroup
from .derive import tool_keyword


class CodeKeywords(KeywordGroup):
    @tool_keyword("browser_evaluate", tags=("Code",))
    def evaluate(self) -> dict[str, Any]:
        """Runs JavaScript in the page; ``${result}[result]`` is what it returned.

        ``function`` is a function, ``() => document.title``, or an expression,
        ``document.title``; with ``ref`` (a ref or selector) the function gets the
        element: ``el => el.value``. Promises are awaited. The result comes back as
        Robot data: numbers, strings, lists, dictionaries; dates as ISO text, ``NaN``
        and ``Infinity`` as text, ``undefined`` as None.

        Fails with ``evaluation_failed`` carrying the JavaScript error when the script
        throws (``evaluation_failed: the script threw Error: boom``), and with
        ``operation_timeout`` when it does not return within the timeout. A script in an
        endless loop keeps running: its page, and other pages of the same instance,
        stay busy until the instance is destroyed. Also ``stale_ref`` / ``element_not_found`` for ``ref``,
        ``modal_state_blocked`` while a dialog is pending, ``page_not_found``,
        ``frame_not_found``.

        Example:
        | ${title} = | `Evaluate JavaScript` | document.title |
        | Should Be Equal | ${title}[result] | Fixture Home |
        | ${value} = | `Evaluate JavaScript` | el => el.value | ref=\\#email |
        | Run Keyword And Expect Error | evaluation_failed:*boom* | `Evaluate JavaScript` | () => { throw new Error('boom') } |
        """
