"""Keywords of core/tools/tabs.py: one keyword per action of ``browser_tabs``."""

from __future__ import annotations

from typing import Any

from ...core.tools.tabs import browser_tabs
from .base import KeywordGroup
from .derive import tool_keyword


class TabsKeywords(KeywordGroup):
    @tool_keyword(browser_tabs, action="list", tags=("Tabs",))
    def tabs_list(self) -> dict[str, Any]:
        """Returns the tabs of the instance: ``${result}[tabs]`` lists them in tab order.

        Each tab is a dictionary with ``index`` (its current position, from 0),
        ``url`` and ``page_id``. Popups opened by pages (``window.open``,
        ``target=_blank`` links) are tabs too. Page ids are opaque and stable while
        the page lives, even when other tabs close and indexes shift; they are never
        reused.

        Example:
        | ${result} = | `Tabs List` |
        | Length Should Be | ${result}[tabs] | 2 |
        | Log | ${result}[tabs][1][url] |
        """

    @tool_keyword(browser_tabs, action="new", tags=("Tabs",))
    def tabs_new(self) -> dict[str, Any]:
        """Opens a new tab, loads ``url`` in it (if given) and selects it.

        ``url`` is completed like `Navigate` does (``localhost:8000`` gets
        ``http://``). The new tab is selected even if another popup opens while it
        loads. If loading fails, the new tab is closed again (within 2 seconds) and
        the original failure is reported; check `Tabs List` if the browser could
        not close it. Returns ``index``, ``url`` and ``page_id`` of the new tab.

        Example:
        | ${tab} = | `Tabs New` | ${URL}/second.html |
        | `Tabs New` |
        | `Tabs Select` | page_id=${tab}[page_id] |
        """

    @tool_keyword(browser_tabs, action="close", tags=("Tabs",))
    def tabs_close(self) -> dict[str, Any]:
        """Closes the tab at ``index`` or with ``page_id`` (give exactly one).

        Closing a non-active tab keeps the active one; closing the active tab selects
        the next remaining tab, or the previous one at the end of the list. Closing
        the last tab keeps the instance alive with no open pages (`Tabs New` opens
        one). Returns ``closed_index`` and ``page_id`` of the closed tab.

        Example:
        | `Tabs Close` | 1 |
        | `Tabs Close` | page_id=${popup} |
        """

    @tool_keyword(browser_tabs, action="select", tags=("Tabs",))
    def tabs_select(self) -> dict[str, Any]:
        """Selects the tab at ``index`` or with ``page_id`` (give exactly one) and brings it to the front.

        ``index`` counts from 0, or from the end when negative: ``-1`` is the last
        tab. ``NEW`` (as ``index`` or ``page_id``) selects the newest page opened
        since the selected page was selected (a popup a `Click` opened, a
        ``target=_blank`` link); when there is none yet, the first page that opens
        within the library timeout, which fails with ``wait_timeout`` naming the
        tabs there are when none does. A page that opens at ``about:blank`` and
        navigates later is waited for until it has its real URL. `Click` with
        ``expect=popup`` does the same in one step.

        Keywords without ``page_id`` act on the selected tab from now on. Returns
        ``selected_index`` and ``page_id``.

        Example:
        | `Tabs Select` | 0 |
        | `Tabs Select` | -1 |
        | `Tabs Select` | page_id=${tab}[page_id] |
        | `Click` | id=open-help |
        | `Tabs Select` | NEW |
        """
