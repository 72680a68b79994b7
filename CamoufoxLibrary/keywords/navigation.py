"""Keywords of core/tools/navigation.py."""

from __future__ import annotations

from typing import Any

from .base import KeywordGroup
from .derive import tool_keyword


class NavigationKeywords(KeywordGroup):
    @tool_keyword("browser_navigate", tags=("Navigation",))
    def navigate(self) -> dict[str, Any]:
        """Loads ``url`` in the selected page (or ``page_id``) and waits for its load event.

        ``localhost[:port]`` and bare IPv4 addresses get ``http://``; dotted host names
        get ``https://``; explicit schemes (``http:``, ``file:``, ``about:``, ``data:``)
        are kept. Returns ``url``, ``title`` and the HTTP ``status``.

        A pending file chooser does not stop it: the chooser belongs to the page being
        left and stays behind. A pending dialog does (see `Modal state`).

        Example:
        | ${page} = | `Navigate` | localhost:${PORT}/form.html |
        | Should Be Equal | ${page}[title] | Sign up |
        """

    @tool_keyword("browser_navigate_back", tags=("Navigation",))
    def navigate_back(self) -> dict[str, Any]:
        """Goes back one entry in the page's history.

        Returns ``url``, ``title`` and ``navigated``, which is false when there was no
        earlier entry.

        Example:
        | `Navigate Back` |
        """

    @tool_keyword("browser_wait_for", tags=("Navigation", "Wait"))
    def wait_for(self) -> dict[str, Any]:
        """Waits for ``time`` to pass, then for ``text_gone`` to disappear, then for ``text`` to appear.

        Give at least one. ``time`` is capped at 30 seconds. Text matches a visible
        element's text, case-insensitively, as a substring, in the page's main frame
        (or ``frame_id``). ``timeout`` bounds the text waits; default: the library
        timeout. Returns ``waited_for`` with what was awaited.

        Example:
        | `Wait For` | text=Saved |
        | `Wait For` | text_gone=Loading | timeout=20s |
        | `Wait For` | time=0.5s |
        """
