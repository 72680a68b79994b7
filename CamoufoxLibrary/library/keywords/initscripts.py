"""Keywords of core/tools/initscripts.py: scripts that run before the page's own, and tags."""

from __future__ import annotations

from typing import Any

from ...core.tools.initscripts import (
    browser_add_init_script,
    browser_add_script_tag,
    browser_add_style_tag,
    browser_remove_init_script,
)
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class InitScriptKeywords(KeywordGroup):
    @tool_keyword(browser_add_init_script, tags=("Code",), tool_doc=True)
    def add_init_script(self, call: ToolCall) -> str:
        """It is how a test stubs what the page reads while it loads: ``Date.now``,
        ``navigator`` properties, a feature flag, a ``fetch`` the page must not make. The
        keyword returns the id itself: a suite that shares an instance between tests takes
        the script away again in the test's teardown.

        Example:
        | ${id} = | `Add Init Script` | Date.now = () => 0 |
        | `Navigate` | ${URL}/app.html |
        | `Add Init Script` | path=${CURDIR}/stubs/analytics.js |
        | [Teardown] | `Remove Init Script` | ${id} |
        """
        return call()["id"]

    @tool_keyword(browser_remove_init_script, tags=("Code",), tool_doc=True)
    def remove_init_script(self) -> dict[str, Any]:
        """`Reload` gives a page without it.

        Example:
        | ${id} = | `Add Init Script` | window.onboardingDone = true |
        | `Remove Init Script` | ${id} |
        """

    @tool_keyword(browser_add_script_tag, tags=("Code",), tool_doc=True)
    def add_script_tag(self) -> dict[str, Any]:
        """A URL that does not load or a page whose Content-Security-Policy forbids the
        script fails the keyword.

        Example:
        | `Add Script Tag` | window.testMode = true |
        | `Add Script Tag` | url=/vendor/helpers.js |
        | `Add Script Tag` | path=${CURDIR}/widget.mjs | module=True |
        """

    @tool_keyword(browser_add_style_tag, tags=("Code",), tool_doc=True)
    def add_style_tag(self) -> dict[str, Any]:
        """Useful to hide what changes between runs before a `Screenshot`, or to turn off
        animations.

        Example:
        | `Add Style Tag` | *, *::before { transition: none !important; } |
        | `Add Style Tag` | path=${CURDIR}/hide-ads.css |
        """
