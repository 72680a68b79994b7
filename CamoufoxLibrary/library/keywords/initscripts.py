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
    @tool_keyword(browser_add_init_script, tags=("Code",))
    def add_init_script(self, call: ToolCall) -> str:
        """Runs ``script`` in every new document of the instance, before the page's own.

        ``script`` is JavaScript source; or give ``path``, a UTF-8 file of it. It runs
        at the start of each document loaded from now on: navigations, reloads, new tabs
        and popups, and each iframe of them; not in the document already shown (use
        `Reload`). Scripts run in the order they were added. It is how a test stubs what
        the page reads while it loads: ``Date.now``, ``navigator`` properties, a feature
        flag, a ``fetch`` the page must not make.

        Returns the script's id: `Remove Init Script` takes it, so a suite that shares
        an instance between tests can take it away again in the test's teardown.

        Example:
        | ${id} = | `Add Init Script` | Date.now = () => 0 |
        | `Navigate` | ${URL}/app.html |
        | `Add Init Script` | path=${CURDIR}/stubs/analytics.js |
        | [Teardown] | `Remove Init Script` | ${id} |
        """
        return call()["id"]

    @tool_keyword(browser_remove_init_script, tags=("Code",))
    def remove_init_script(self) -> dict[str, Any]:
        """Stops running the init script ``id`` (from `Add Init Script`) in new documents.

        Documents it already ran in keep what it did; `Reload` gives a page without it.

        Example:
        | ${id} = | `Add Init Script` | window.onboardingDone = true |
        | `Remove Init Script` | ${id} |
        """

    @tool_keyword(browser_add_script_tag, tags=("Code",))
    def add_script_tag(self) -> dict[str, Any]:
        """Adds a ``<script>`` to the current document and waits until it has run.

        Give one of ``content`` (JavaScript source), ``url`` (relative to the page) or
        ``path`` (a UTF-8 file, sent as its content). ``module=True`` makes it an ES
        module. Only this document gets it; for every document use `Add Init Script`.
        A URL that does not load or a page whose Content-Security-Policy forbids the
        script fails the keyword.

        Example:
        | `Add Script Tag` | window.testMode = true |
        | `Add Script Tag` | url=/vendor/helpers.js |
        """

    @tool_keyword(browser_add_style_tag, tags=("Code",))
    def add_style_tag(self) -> dict[str, Any]:
        """Adds a stylesheet to the current document and waits until it applies.

        Give one of ``content`` (CSS), ``url`` (a stylesheet link, relative to the page)
        or ``path`` (a UTF-8 file, sent as its content). Only this document gets it.
        Useful to hide what changes between runs before a `Screenshot`, or to turn off
        animations.

        Example:
        | `Add Style Tag` | *, *::before { transition: none !important; } |
        | `Add Style Tag` | path=${CURDIR}/hide-ads.css |
        """
