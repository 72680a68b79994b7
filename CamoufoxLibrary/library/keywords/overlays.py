"""Keywords of core/tools/overlays.py: clearing overlays before the actions they block."""

from __future__ import annotations

from typing import Any

from ...core.tools.overlays import browser_add_overlay_handler, browser_remove_overlay_handler
from .base import KeywordGroup
from .derive import tool_keyword


class OverlayKeywords(KeywordGroup):
    @tool_keyword(browser_add_overlay_handler, tags=("Interaction", "Overlays"))
    def add_overlay_handler(self) -> dict[str, Any]:
        """Clears the overlay ``selector`` (a consent banner, a newsletter pop-over) whenever it is visible as an action begins.

        | =Argument= | =Description= |
        | ``selector`` | The overlay: a selector (not a snapshot ref, which expires) of the page's main frame. |
        | ``action`` | ``click``: click the selector ``value`` (its Accept button). ``press``: press the key ``value`` (``Escape``). ``hide``: hide every match of ``selector`` (``display: none``). |
        | ``value`` | The selector to click, or the key to press. None for ``hide``. |
        | ``times`` | How often it may run, all pages together; then it is removed. Default: every time. |

        Before each action on an element (`Click`, `Fill Text`, `Check Checkbox`,
        `Hover`, ...) on any page of the instance, pages opened later included, the
        overlay is looked for. When one of its matches is visible, the handler runs
        first; the action then waits until no match is visible (within its timeout)
        and goes on. So an overlay that appears at any moment never makes a
        keyword click the wrong thing or time out. Every run is logged, naming the
        handler and the page; a run that fails (its button gone) is logged as a
        warning. Keywords that only read (`Snapshot`, `Get Text`, `Verify Text
        Visible`) neither wait for it nor trigger it.

        A handler with the same ``selector`` replaces the old one. It is
        Playwright's ``page.add_locator_handler`` on each page; see `Remove
        Overlay Handler`.

        Returns ``handler`` (``selector``, ``action``, ``value``, ``times``,
        ``runs``), ``replaced`` (the handler it replaced, or None) and ``handlers``.

        Example:
        | `Add Overlay Handler` | id=consent | click | id=consent-accept |
        | `Add Overlay Handler` | css=.newsletter | press | Escape | times=1 |
        | `Add Overlay Handler` | css=.chat-widget | hide |
        | `Click` | id=buy | # the banner, if it is showing, is accepted first |
        """

    @tool_keyword(browser_remove_overlay_handler, tags=("Interaction", "Overlays"))
    def remove_overlay_handler(self) -> dict[str, Any]:
        """Removes the overlay handler of ``selector`` (as given to `Add Overlay Handler`) from every page.

        A handler that ran out of its ``times`` is gone already: removing it does
        nothing but log when and on which page its last run was, so a teardown that
        removes it passes.

        Returns ``removed`` (the handler, with ``runs``: how often it ran),
        ``ran_out`` (``None``, or ``at``, the time of its last run, and its
        ``page_id``) and ``handlers`` (those left).

        Example:
        | ${removed} = | `Remove Overlay Handler` | id=consent |
        | Should Be True | ${removed}[removed][runs] >= 1 |
        """
