"""Keywords of core/tools/dialog_policy.py: answering dialogs as they open, and their history."""

from __future__ import annotations

from typing import Any

from robot.api import logger

from ...core.tools.dialog_policy import browser_get_dialog_history, browser_set_dialog_policy
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class DialogPolicyKeywords(KeywordGroup):
    @tool_keyword(browser_set_dialog_policy, tags=("Dialogs",))
    def set_dialog_policy(self, call: ToolCall) -> str:
        """Sets how the instance answers JavaScript dialogs from now on, and returns the previous policy.

        | =Argument= | =Description= |
        | ``policy`` | ``keep`` (the default of every instance): a dialog stays pending and blocks its page until `Handle Dialog`, as `Modal state` says. ``accept``: each ``alert``, ``confirm``, ``prompt`` and ``beforeunload`` dialog is accepted the moment it opens (a page with a ``beforeunload`` guard is let go). ``dismiss``: each is dismissed (the page stays). |
        | ``prompt_text`` | The answer to a ``prompt()`` when accepting. Default: the prompt's own default value. |

        The policy holds for every page of the instance, pages opened later
        included. An answered dialog never becomes pending: the keyword whose action
        opened it simply goes on, and a page whose inline script calls ``alert()``
        while it loads lets `Navigate` finish. A dialog already pending when the
        policy changes stays pending. Each dialog the policy answers is logged with
        its type and message, and listed by `Get Dialog History`.

        Returns the previous policy, so a suite can put it back.

        Example:
        | ${old} = | `Set Dialog Policy` | accept |
        | `Navigate` | ${URL}/alert-on-load.html | # the alert is accepted, and logged |
        | `Set Dialog Policy` | accept | prompt_text=Ada |
        | `Set Dialog Policy` | ${old} |
        """
        data = call()
        logger.info(f"Dialog policy: {data['policy']} (was {data['previous']}).")
        return data["previous"]

    @tool_keyword(browser_get_dialog_history, tags=("Dialogs",), tool_doc=True)
    def get_dialog_history(self) -> dict[str, Any]:
        """The list is ``${history}[dialogs]``; ``prompt_text`` is None where the tool says null.

        Example:
        | ${history} = | `Get Dialog History` |
        | Length Should Be | ${history}[dialogs] | 1 |
        | Should Be Equal | ${history}[dialogs][0][message] | Welcome! |
        """
