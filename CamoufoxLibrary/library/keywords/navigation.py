"""Keywords of core/tools/navigation.py."""

from __future__ import annotations

from typing import Any

from ...core.tools.navigation import (
    browser_navigate,
    browser_navigate_back,
    browser_navigate_forward,
    browser_reload,
    browser_wait_for,
)
from .base import KeywordGroup
from .derive import tool_keyword


class NavigationKeywords(KeywordGroup):
    @tool_keyword(browser_navigate, tags=("Navigation",))
    def navigate(self) -> dict[str, Any]:
        """Loads ``url`` in the selected page (or ``page_id``) and waits for it to load.

        | =Argument= | =Description= |
        | ``url`` | ``localhost[:port]`` and bare IPv4 addresses get ``http://``; dotted host names get ``https://``; explicit schemes (``http:``, ``file:``, ``about:``, ``data:``) are kept. |
        | ``wait_until`` | What the keyword waits for: ``load`` (the load event, the default), ``domcontentloaded`` (the document is parsed; images may still load), ``networkidle`` (no network traffic for 500 ms) or ``commit`` (the response has arrived: the document has barely begun, so the returned ``title`` may still be empty). |
        | ``page_id`` | See `Explicit targeting`. |

        Returns ``url``, ``title``, the HTTP ``status`` and ``modal`` (a dialog the
        navigation left pending, or None).

        A pending file chooser does not stop it: the chooser belongs to the page being
        left and stays behind. A pending dialog does (see `Modal state`).

        Example:
        | ${page} = | `Navigate` | localhost:${PORT}/form.html |
        | Should Be Equal | ${page}[title] | Sign up |
        | `Navigate` | ${URL}/report.html | wait_until=domcontentloaded |
        """

    @tool_keyword(browser_reload, tags=("Navigation",))
    def reload(self) -> dict[str, Any]:
        """Reloads the selected page (or ``page_id``) and waits for it to load.

        ``wait_until`` is as in `Navigate`: ``load`` (the default),
        ``domcontentloaded``, ``networkidle`` or ``commit`` (the title may still be
        empty). Returns ``url``, ``title``, the HTTP ``status`` and ``modal`` (a
        ``beforeunload`` dialog the reload left pending, or None).

        As with `Navigate`, a pending file chooser stays behind with the page being
        left, and a pending dialog blocks the reload (see `Modal state`). Refs from
        an earlier `Snapshot` are stale afterwards.

        Example:
        | ${page} = | `Reload` |
        | Should Be Equal | ${page}[title] | Orders |
        | `Reload` | wait_until=networkidle |
        """

    @tool_keyword(browser_navigate_back, tags=("Navigation",), tool_doc=True)
    def navigate_back(self) -> dict[str, Any]:
        """Returns ``url``, ``title``, ``navigated`` and ``modal`` (a dialog left pending, or
        None). A pending file chooser stays behind; a pending dialog blocks it (see `Modal
        state`).

        The earlier page is loaded again, as a reload would (from the HTTP cache where
        it may): the browsers this library launches keep no page in Firefox's
        back-forward cache, because Playwright over WebDriver BiDi misses the return of
        a cached page. What a user typed into its form fields comes back, as in Firefox;
        the page's scripts start afresh. An instance on a browser server gets the same
        preference when the server takes it (``playwright run-server --unsafe``); on one
        that ignores it, going back to a cached page fails with ``navigation_timeout``,
        which says so.

        Example:
        | `Navigate Back` |
        """

    @tool_keyword(browser_navigate_forward, tags=("Navigation",))
    def navigate_forward(self) -> dict[str, Any]:
        """Goes forward one entry in the page's history: undoes a `Navigate Back`.

        Returns ``url``, ``title``, ``navigated``, which is false when there was no
        later entry, and ``modal`` (a dialog left pending, or None). A pending file
        chooser stays behind; a pending dialog blocks it (see `Modal state`). The next
        page is loaded again, as `Navigate Back` explains.

        Example:
        | `Navigate Back` |
        | ${page} = | `Navigate Forward` |
        | Should Be True | ${page}[navigated] |
        """

    @tool_keyword(browser_wait_for, tags=("Navigation", "Wait"), tool_doc=True)
    def wait_for(self) -> dict[str, Any]:
        """Give at least one. ``time`` and ``timeout`` are Robot times (``0.5s``, ``1 min``).
        Returns ``waited_for`` with what was awaited.

        Example:
        | `Wait For` | text=Saved |
        | `Wait For` | text_gone=Loading | timeout=20s |
        | `Wait For` | time=0.5s |
        """
