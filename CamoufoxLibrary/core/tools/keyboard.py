"""Keyboard tools: keys pressed on an element, and keys or text sent to the focused one.

Key names are Playwright's (``Enter``, ``Tab``, ``ArrowDown``, ``F5``, ``a``,
``Control+A``); an unknown one is ``invalid_params`` and leaves no key held. Every
press races the page's modal event: a key that opens a dialog returns at once and
reports it in ``data["modal"]``; the keys after it are not pressed.
"""

from __future__ import annotations

from typing import Any

from ..contract.envelope import current_operation
from ..contract.errors import (
    OF_ELEMENT,
    OF_FRAME,
    OF_PAGE,
    SEVERAL_MATCHES,
    InvalidParams,
    VerificationFailed,
)
from ..contract.registry import tool
from ..contract.vocabulary import Expectation, KeyAction, TextInput
from ..page.actions import act, modal_data
from ..page.elements import one_element
from ..page.following import follow_errors, following
from ..page.keys import check_key, insert_text, key_action
from ..page.targeting import FRAME, PAGE, Aim, Target


@tool(
    target=FRAME,
    errors=follow_errors(
        ("invalid_params", f"no keys, an unknown key name, {SEVERAL_MATCHES}"),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_press_keys(
    aim: Aim,
    ref: str,
    keys: list[str],
    *,
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Focus an element (a ref or a selector), then press each key or combination in order.

    Keys are Playwright's names: ``Enter``, ``Tab``, ``ArrowDown``, ``a``,
    ``Control+A``, ``Shift+Tab``. A key that moves the focus (Tab) sends the next ones
    to the newly focused element. Returns ref, ``pressed`` (the keys pressed),
    ``skipped`` (those left unpressed because a dialog opened) and ``modal``.
    ``expect`` (popup, download, response or url) waits for what the keys opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    """
    if not keys:
        raise InvalidParams("argument 'keys' must hold at least one key name, e.g. ['Enter']")
    for index, key in enumerate(keys):
        check_key(key, f"keys[{index}]")
    follow = following(aim, expect, expect_url, select)
    target = follow.target
    locator = await one_element(target, ref, "ref")
    timeout = current_operation().playwright_timeout()
    modal = await act(target, locator.focus(timeout=timeout), activates=False)
    pressed: list[str] = []
    async with follow:
        for index, key in enumerate(keys):
            if modal is not None:
                break
            try:
                modal = await act(
                    target, key_action(target.page.keyboard, "press", key, f"keys[{index}]")
                )
            except InvalidParams as exc:
                if not pressed:
                    raise
                raise InvalidParams(f"{exc.message} (the keys before it were pressed)") from exc
            pressed.append(key)
    return {
        "ref": ref,
        "pressed": pressed,
        "skipped": keys[len(pressed) :],
        "modal": modal_data(modal),
        **follow.data,
    }


@tool(
    target=PAGE,
    errors=follow_errors(("invalid_params", "an unknown key name"), *OF_PAGE),
    kind="acts",
)
async def browser_keyboard_key(
    aim: Aim,
    action: KeyAction,
    key: str,
    *,
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Hold (``down``), release (``up``) or ``press`` a key on the page's focused element.

    ``down`` and ``up`` take one key (``Shift``, ``a``); ``press`` also a combination
    (``Control+A``). A key held down stays held (for the following keys and mouse
    clicks) until released with ``up``. Returns action, key and ``modal``.
    ``expect`` (popup, download, response or url) waits for what the key opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    """
    follow = following(aim, expect, expect_url, select)
    async with follow:
        keyboard = follow.target.page.keyboard
        modal = await act(follow.target, key_action(keyboard, action, key, "key"))
    return {"action": action, "key": key, "modal": modal_data(modal), **follow.data}


@tool(
    target=PAGE,
    errors=(
        (
            "verification_failed",
            "insertText took no text: no text field has the focus, or it took no edit",
        ),
        *OF_PAGE,
    ),
    kind="acts",
)
async def browser_keyboard_input(target: Target, action: TextInput, text: str) -> dict[str, Any]:
    """Send text to the page's focused element: ``type`` key by key, or ``insertText``.

    ``type`` sends keydown, keypress, input and keyup for each character (characters
    beyond the US keyboard layout as input only); ``insertText`` inserts the text at
    the caret at once, without key events, as an input method does (a single-line
    field turns line breaks into spaces). Either way the field fires ``change`` when it
    is committed, as after typing. Over BiDi the browser says whether the inserted text
    took: ``insertText`` with no text field or contenteditable element focused, or one
    that took no edit, fails (verification_failed) instead of doing nothing. Returns
    action, ``characters`` and ``modal``.
    """
    if action == "type":
        modal = await act(target, target.page.keyboard.type(text))
    else:
        modal = await act(target, insert_checked(target, text))
    return {"action": action, "characters": len(text), "modal": modal_data(modal)}


async def insert_checked(target: Target, text: str) -> None:
    """insertText at the focus, failing when the browser says the edit took nothing."""
    inserted = await insert_text(target.page, text, as_edit=target.instance.engine.over_bidi)
    problem = inserted.problem() if text else None
    if problem:
        raise VerificationFailed(
            f"insertText took none of the text: {problem}; focus a text field first "
            "(browser_focus, or browser_click on it)"
        )
