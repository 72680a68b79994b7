"""Keywords of core/tools/locators.py: durable locators for refs."""

from __future__ import annotations

from typing import Any

from robot.api import logger

from ...core.tools.locators import browser_generate_locator
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class LocatorKeywords(KeywordGroup):
    @tool_keyword(browser_generate_locator, tags=("Locators",), tool_doc=True)
    def generate_locator(self, call: ToolCall) -> dict[str, Any]:
        """A ref is one from `Snapshot` (``e12``, ``f1e3``). ``internal_selector`` looks like
        ``internal:role=button[name="Submit"i]``; it survives navigation and reloads, so it
        can be written into a ``.robot`` file and passed to any keyword's element argument
        (see `Refs and locators`). ``python_syntax`` is e.g. ``get_by_role("button",
        name='Submit')``. Duplicates keep ``>> nth=N`` and elements in iframes keep their
        ``>> internal:control=enter-frame >>`` chain; such chains stay one ``locator(...)``
        call in ``python_syntax``. In selector mode ``internal_selector`` is the given
        selector and ``python_syntax`` is ``locator('#main')``. With ``healing`` recording
        (see `Healing`), a suite that uses the locator heals when the page changes.
        ``page_id`` and ``frame_id``: see `Explicit targeting`.

        Example:
        | ${snap} = | `Snapshot` |
        | ${loc} = | `Generate Locator` | e12 | element=Submit button |
        | Log | ${loc}[python_syntax] |
        | `Click` | ${loc}[internal_selector] |
        | ${css} = | `Generate Locator` | selector=\\#main |
        | Should Be Equal | ${css}[python_syntax] | locator('#main') |
        """
        data = call()
        logger.info(f"{data['internal_selector']}\n{data['python_syntax']}")
        return data
