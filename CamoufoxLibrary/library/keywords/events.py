"""Keywords of core/tools/events.py: blur an element, dispatch a DOM event on it."""

from __future__ import annotations

from typing import Any

from ...core.tools.events import browser_blur, browser_dispatch_event
from .base import KeywordGroup
from .derive import tool_keyword


class EventKeywords(KeywordGroup):
    @tool_keyword(browser_blur, tags=("Interaction", "Forms"))
    def blur(self) -> dict[str, Any]:
        """Takes the keyboard focus off the element ``ref``, as a user leaving it does.

        Many forms validate a field only when it loses the focus: `Blur` after
        `Fill Text` shows that validation without clicking somewhere else. The page
        gets ``blur`` and ``focusout`` when the element had the focus; ``had_focus`` in
        the result says whether it had (else nothing fired).

        Returns ``ref``, ``had_focus`` and ``modal`` (a dialog a handler opened).

        Example:
        | `Fill Text` | id=email | not-an-address |
        | `Blur` | id=email |
        | `Get Text` | id=email-error | == | Enter a valid e-mail address |
        """

    @tool_keyword(browser_dispatch_event, tags=("Interaction",))
    def dispatch_event(self) -> dict[str, Any]:
        """Dispatches a DOM event of ``type`` on the element ``ref``.

        The event is of its type's class (``MouseEvent`` for ``click``,
        ``KeyboardEvent`` for ``keydown``, ``CustomEvent`` or ``Event`` otherwise),
        bubbles, and has ``init`` (a dictionary) as its properties. It is synthetic:
        ``event.isTrusted`` is false, and a page that checks it ignores the event. Use
        `Click`, `Type` and the other actions for what a user does; `Dispatch Event`
        is for events no action makes (a custom event, ``transitionend``) or to call a
        handler directly.

        Returns ``ref``, ``type`` and ``modal`` (a dialog a handler opened).

        Example:
        | `Dispatch Event` | id=cart | cart-updated | init={"detail": {"items": 3}} |
        | ${init} = | Create Dictionary | key=Enter |
        | `Dispatch Event` | id=search | keydown | init=${init} |
        """
