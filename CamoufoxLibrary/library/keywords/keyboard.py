"""Keywords of core/tools/keyboard.py: keys on an element, keys and text at the focus."""

from __future__ import annotations

from typing import Any

from ...core.tools.keyboard import browser_keyboard_input, browser_keyboard_key, browser_press_keys
from .base import KeywordGroup
from .derive import tool_keyword


class KeyboardKeywords(KeywordGroup):
    @tool_keyword(browser_press_keys, tags=("Interaction", "Keyboard"))
    def press_keys(self) -> dict[str, Any]:
        """Focuses the element ``ref``, then presses each of ``keys`` in order.

        Each key is a key name or combination as in `Press Key`: ``Enter``, ``Tab``,
        ``ArrowDown``, ``a``, ``Control+A``, ``Shift+Tab``. A key that moves the focus
        (``Tab``) sends the next ones to the element that has it then. An unknown key
        name fails with ``invalid_params`` and leaves no key held down; the keys before
        it were pressed. A key that opens a dialog ends the keyword at once: the keys
        after it are in ``skipped``.
        ``expect``, ``expect_url`` and ``select`` follow what the keys opens (a popup,
        a download, a response, a new URL), as in `Click`; what came is in the result
        under the ``expect`` word.

        Returns ``ref``, ``pressed``, ``skipped`` and ``modal``.

        Example:
        | `Press Keys` | id=search | Control+A | Delete |
        | `Press Keys` | id=editor | H | i | Enter |
        | `Press Keys` | id=search | Enter | expect=response | expect_url=``**/search?*`` |
        """

    @tool_keyword(browser_keyboard_key, tags=("Interaction", "Keyboard"))
    def keyboard_key(self) -> dict[str, Any]:
        """Holds down, releases or presses ``key`` on the page's focused element.

        | =Argument= | =Description= |
        | ``action`` | ``down`` holds the key, ``up`` releases it, ``press`` does both. |
        | ``key`` | A key name as in `Press Key`; ``down`` and ``up`` take one key (``Shift``, ``a``), ``press`` also a combination (``Control+A``). |
        | ``page_id`` | The page; default: the selected page. |

        A key held down stays down for the following keys and clicks until `Keyboard
        Key` releases it with ``up``. Focus an element first with `Focus` or `Click`.
        ``expect``, ``expect_url`` and ``select`` follow what the key opens (a popup,
        a download, a response, a new URL), as in `Click`; what came is in the result
        under the ``expect`` word.

        Returns ``action``, ``key`` and ``modal``.

        Example:
        | `Focus` | id=list |
        | `Keyboard Key` | down | Shift |
        | `Keyboard Key` | press | ArrowDown |
        | `Keyboard Key` | up | Shift |
        | `Keyboard Key` | press | Control+Enter | expect=popup |
        """

    @tool_keyword(browser_keyboard_input, tags=("Interaction", "Keyboard"), tool_doc=True)
    def keyboard_input(self) -> dict[str, Any]:
        """``action`` is ``type`` or ``insertText``. ``text`` is not in the result:
        ``characters`` is its length. ``page_id``: the page, by default the selected one.
        Focus an element first with `Focus`; ``change`` comes when the field is committed
        (Enter, Tab, a click elsewhere).

        Example:
        | `Focus` | id=search |
        | `Keyboard Input` | type | robots |
        | `Keyboard Input` | insertText | ${SPACE}and more |
        | `Keyboard Key` | press | Enter |
        """
