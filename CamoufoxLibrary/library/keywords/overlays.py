"""Keywords of core/tools/overlays.py: clearing overlays before the actions they block."""

from __future__ import annotations

from typing import Any

from ...core.tools.overlays import browser_add_overlay_handler, browser_remove_overlay_handler
from .base import KeywordGroup
from .derive import tool_keyword


class OverlayKeywords(KeywordGroup):
    @tool_keyword(browser_add_overlay_handler, tags=("Interaction", "Overlays"), tool_doc=True)
    def add_overlay_handler(self) -> dict[str, Any]:
        """The overlay is a consent banner, a newsletter pop-over: give ``selector`` as a
        selector of the page's main frame, not a snapshot ref, which expires. The actions
        are those on an element (`Click`, `Fill Text`, `Check Checkbox`, `Hover`, ...); the
        wait for the overlay to go is within the action's timeout, so an overlay that
        appears at any moment never makes a keyword click the wrong thing or time out. A
        run that fails (its button gone) is logged as a warning. Keywords that only read
        (`Snapshot`, `Get Text`, `Verify Text Visible`) neither wait for it nor trigger it.
        It is Playwright's ``page.add_locator_handler`` on each page; see `Remove Overlay
        Handler`.

        Example:
        | `Add Overlay Handler` | id=consent | click | id=consent-accept |
        | `Add Overlay Handler` | css=.newsletter | press | Escape | times=1 |
        | `Add Overlay Handler` | css=.chat-widget | hide |
        | `Click` | id=buy | # the banner, if it is showing, is accepted first |
        """

    @tool_keyword(browser_remove_overlay_handler, tags=("Interaction", "Overlays"), tool_doc=True)
    def remove_overlay_handler(self) -> dict[str, Any]:
        """``selector`` is as given to `Add Overlay Handler`; ``ran_out`` is None for a handler
        that had runs left.

        Example:
        | ${removed} = | `Remove Overlay Handler` | id=consent |
        | Should Be True | ${removed}[removed][runs] >= 1 |
        """
