"""Keywords of core/tools/locators.py: durable locators for refs."""

from __future__ import annotations

from typing import Any

from robot.api import logger

from ...core.tools.locators import browser_generate_locator
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class LocatorKeywords(KeywordGroup):
    @tool_keyword(browser_generate_locator, tags=("Locators",))
    def generate_locator(self, call: ToolCall) -> dict[str, Any]:
        """Generates a stable, durable Playwright locator for an element.

        | =Argument= | =Description= |
        | ``ref`` | A ref from `Snapshot` (``e12``, ``f1e3``) to turn into a durable selector. |
        | ``selector`` | A CSS or Playwright selector to pass through verbatim. |
        | ``element`` | A description of the element, for the log only. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. With ``frame_id`` the locator is frame-local. |

        Give exactly one of ``ref`` or ``selector``. For a ref, the locator is
        chosen by the priority data-testid > ARIA role+name > label > placeholder >
        alt text > title > text content > CSS fallback.

        Returns a dictionary with ``ref``, ``selector``, ``internal_selector``,
        ``python_syntax``, ``page_id`` and ``frame_id``. ``internal_selector`` is a
        raw Playwright selector such as ``internal:role=button[name="Submit"i]``; it
        survives navigation and reloads, so it can be written into a ``.robot``
        file and passed to any keyword's element argument (see `Refs and
        locators`). ``python_syntax`` is the same locator as a Python call, e.g.
        ``get_by_role("button", name='Submit')``. Duplicates keep ``>> nth=N`` and
        elements in iframes keep their ``>> internal:control=enter-frame >>`` chain;
        such chains stay one ``locator(...)`` call in ``python_syntax``. In selector
        mode ``internal_selector`` is the given selector and ``python_syntax`` is
        ``locator('#main')``. ``frame_id`` is the frame the selector is relative to:
        the main frame, or the given ``frame_id``. With ``healing`` recording (see
        `Healing`), the element's fingerprint is kept for the locator, so a suite
        that uses it heals when the page changes.

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
