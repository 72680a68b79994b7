"""Keywords of core/tools/navigation.py."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from robotlibcore import keyword

from .base import KeywordGroup


def seconds(value: timedelta | None) -> float | None:
    return None if value is None else value.total_seconds()


class NavigationKeywords(KeywordGroup):
    @keyword(tags=("Navigation",))
    def navigate(
        self, url: str, *, page_id: str | None = None, instance: str | None = None
    ) -> dict[str, Any]:
        """Loads ``url`` in the selected page (or ``page_id``) and waits for its load event.

        ``localhost[:port]`` and bare IPv4 addresses get ``http://``; dotted host names
        get ``https://``; explicit schemes (``http:``, ``file:``, ``about:``, ``data:``)
        are kept. Returns ``url``, ``title`` and the HTTP ``status``.

        Fails with ``navigation_failed`` (refused connection, DNS or network error,
        malformed URL), ``navigation_timeout``, ``modal_state_blocked`` or
        ``page_not_found``.

        Example:
        | ${page} = | `Navigate` | localhost:${PORT}/form.html |
        | Should Be Equal | ${page}[title] | Sign up |
        """
        return self.call("browser_navigate", instance=instance, url=url, page_id=page_id)

    @keyword(tags=("Navigation",))
    def navigate_back(
        self, *, page_id: str | None = None, instance: str | None = None
    ) -> dict[str, Any]:
        """Goes back one entry in the page's history.

        Returns ``url``, ``title`` and ``navigated``, which is false when there was no
        earlier entry.

        Example:
        | `Navigate Back` |
        """
        return self.call("browser_navigate_back", instance=instance, page_id=page_id)

    @keyword(tags=("Navigation", "Wait"))
    def wait_for(
        self,
        *,
        time: timedelta | None = None,
        text: str | None = None,
        text_gone: str | None = None,
        timeout: timedelta | None = None,
        page_id: str | None = None,
        frame_id: str | None = None,
        instance: str | None = None,
    ) -> dict[str, Any]:
        """Waits for ``time`` to pass, then for ``text_gone`` to disappear, then for ``text`` to appear.

        Give at least one. ``time`` is capped at 30 seconds. Text matches a visible
        element's text, case-insensitively, as a substring, in the page's main frame
        (or ``frame_id``). ``timeout`` bounds the text waits; default: the library
        timeout. Returns ``waited_for`` with what was awaited.

        Fails with ``wait_timeout`` or ``invalid_params``.

        Example:
        | `Wait For` | text=Saved |
        | `Wait For` | text_gone=Loading | timeout=20s |
        | `Wait For` | time=0.5s |
        """
        return self.call(
            "browser_wait_for",
            instance=instance,
            time=seconds(time),
            text=text,
            text_gone=text_gone,
            timeout=seconds(timeout),
            page_id=page_id,
            frame_id=frame_id,
        )
