"""Interaction tools: click, hover, drag, type, fill forms, select options, press keys.

Every action races the page's modal event (``core/page/actions.py``): one that opens a
JavaScript dialog or a file chooser returns at once and reports it in
``data["modal"]``. Clicks in a row go as a person's through our BiDi door
(``core/page/clicks.py``); where Firefox over BiDi still misses a double click (behind a
browser server) or an HTML5 drop, synthetic events stand in
(``core/page/mouse_events.py``), and the data says so.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any

from playwright.async_api import Locator

from ..contract.envelope import current_operation
from ..contract.errors import OF_ELEMENT, OF_FRAME, OF_PAGE, SEVERAL_MATCHES
from ..contract.registry import tool
from ..contract.vocabulary import Button, Expectation, Modifier
from ..page.actions import act, modal_data, race
from ..page.blockers import stayed
from ..page.clicking import ClickOptions
from ..page.clickwatch import click_that_lands
from ..page.editors import NOT_INSERTED, type_as_user
from ..page.elements import described, one_element, quick_look
from ..page.fastpath import CLICK, HOVER, Look, look
from ..page.fastpath import click as fast_click
from ..page.filechooser import OPENS_FILE_CHOOSER, file_chooser_fallback
from ..page.following import follow_errors, following
from ..page.formfields import check_fields, fill_field, match_options, prepare_field, select_options
from ..page.keys import key_action
from ..page.keytiming import type_with_gaps
from ..page.mouse_events import DRAGGABLE_SOURCE, SYNTHETIC_DRAG, double_click_element
from ..page.targeting import FRAME, PAGE, Aim, Target, element_locator
from ..page.textentry import NOT_A_TEXT_FIELD, UNFIT_TEXT, find_and_fill, text_field
from ..syntax.pointing import check_seconds, key_gaps

# What Click adds to Double Click's errors: its options, checked before anything runs.
BAD_POSITION = "a malformed position or one outside the element's box"
CLICK_OPTIONS = (
    f"{BAD_POSITION}, a negative delay, a click_count below 1, these options with double_click, "
)


def click_errors(invalid: str = "") -> tuple[str | tuple[str, str], ...]:
    return (
        ("invalid_params", invalid + SEVERAL_MATCHES),
        *OF_ELEMENT,
        stayed("the element stayed hidden, disabled, moving or covered by another element"),
        *OF_PAGE,
        OF_FRAME,
    )


@tool(target=FRAME, errors=follow_errors(*click_errors(CLICK_OPTIONS)), kind="acts")
async def browser_click(
    aim: Aim,
    ref: str,
    *,
    double_click: bool = False,
    button: Button = "left",
    modifiers: list[Modifier] | None = None,
    position: str | None = None,
    force: bool = False,
    delay: float = 0,
    click_count: int = 1,
    trial: bool = False,
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Click an element (a snapshot ref or a selector), optionally twice, with any button.

    ``modifiers`` are keys held during the click: Alt, Control, ControlOrMeta, Meta,
    Shift. Clicks in a row (``double_click``, ``click_count``) count as a person's:
    ``detail`` 1, 2, 3, the browser's own trusted ``dblclick`` after the second, a triple
    click selecting a paragraph. Only on Firefox behind a browser server, where no
    command of ours reaches the browser, do they arrive as single clicks (detail 1):
    ``separate_clicks`` is true then, and a double click that got no ``dblclick`` gets
    one dispatched at the element's centre (``isTrusted`` false; ``synthetic_dblclick``
    true). A click that opens a dialog or file chooser returns at once and reports it
    in ``modal``.
    ``expect`` (popup, download, response or url) waits for what the click opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    ``position`` is where in the element: ``"x,y"`` pixels from its top-left corner, or
    ``"random"`` (a point inside its box, new each time); the point clicked is
    ``position`` in the result (null: the centre). ``force`` skips the actionability
    checks (visible, stable, enabled, not covered); the click still lands on whatever
    is at the point, so it suits a control drawn over by a part of itself (a styled
    checkbox's box inside its label) and never gets past a real cover. ``delay``
    is the seconds between mouse down and up; ``click_count`` the clicks in a row;
    ``trial`` runs the checks and clicks nothing. ``position``, ``force``, ``delay``, ``click_count`` and
    ``trial`` apply to a single click, not with ``double_click``.
    """
    keys = list(modifiers or [])
    options = ClickOptions.check(position, force, delay, click_count, trial, double_click)
    follow = following(aim, expect, expect_url, select)
    target = follow.target
    synthetic = False
    async with follow:
        if not double_click:
            seen = await look(target, ref, CLICK) if options.plain and not keys else None
            if seen is not None and seen.point is not None:  # ready now: the mouse there
                locator, file_input = element_locator(target, ref), seen.file_input
                modal = await fast_click(target, seen, button)
            else:
                locator, file_input = await clicked_element(target, ref, seen)

                def clicking() -> Awaitable[None]:
                    return options.click(target, locator, button=button, modifiers=keys)

                if options.click_count == 1 and not trial:  # one whose release may go astray
                    modal = await act(target, click_that_lands(target, ref, clicking))
                else:
                    modal = await act(target, clicking())
            if modal is None and button == "left" and file_input and not trial:
                modal = await file_chooser_fallback(target, locator)
        else:
            synthetic, modal = await double_click_element(target, ref, button, keys)
    return {
        "ref": ref,
        "button": button,
        "double_click": double_click,
        "modifiers": keys,
        "synthetic_dblclick": synthetic,
        "position": options.chosen,
        "trial": trial,
        # Over BiDi without our door, clicks in a row reach the page as single clicks.
        "separate_clicks": click_count > 1
        and target.instance.engine.over_bidi
        and not options.counted,
        "modal": modal_data(modal),
        **follow.data,
    }


async def clicked_element(target: Target, ref: str, seen: Look | None) -> tuple[Locator, bool]:
    """The element Playwright's click acts on, and whether it may be a file input.

    What the fast path's look saw serves: one element (its file input known), or none
    or several (``one_element`` waits for one, or says how many). Without it, a
    selector's element says up front whether it is a file input (or its label); for a
    ref, the click's fallback looks after the click.
    """
    if seen is not None:
        if seen.count == 1:
            return element_locator(target, ref), seen.file_input
        return await one_element(target, ref, "ref"), True
    looked = await quick_look(target, ref, OPENS_FILE_CHOOSER)
    return looked or (await one_element(target, ref, "ref"), True)


@tool(target=FRAME, errors=follow_errors(*click_errors()), kind="acts")
async def browser_double_click(
    aim: Aim,
    ref: str,
    *,
    button: Button = "left",
    modifiers: list[Modifier] | None = None,
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Double-click an element (a snapshot ref or a selector): browser_click with double_click.

    ``modifiers`` are keys held during the clicks. The two clicks count as a person's:
    ``detail`` 1 and 2, then the browser's own ``dblclick``. Only on Firefox behind a
    browser server do they arrive as single clicks; when the page then got no
    ``dblclick``, one is dispatched at the element's centre (``isTrusted`` false) and
    ``synthetic_dblclick`` is true. Returns ref, button, modifiers, synthetic_dblclick and
    ``modal`` (a dialog or file chooser the clicks opened, or null).
    ``expect`` (popup, download, response or url) waits for what the double click opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    """
    keys = list(modifiers or [])
    follow = following(aim, expect, expect_url, select)
    async with follow:
        synthetic, modal = await double_click_element(follow.target, ref, button, keys)
    return {
        "ref": ref,
        "button": button,
        "modifiers": keys,
        "synthetic_dblclick": synthetic,
        "modal": modal_data(modal),
        **follow.data,
    }


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", f"{BAD_POSITION}, {SEVERAL_MATCHES}"),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_hover(
    target: Target,
    ref: str,
    *,
    position: str | None = None,
    force: bool = False,
    trial: bool = False,
) -> dict[str, Any]:
    """Move the mouse over an element (a snapshot ref or a selector).

    ``position``, ``force`` and ``trial`` as in browser_click: where in the element
    (``"x,y"`` or ``"random"``), skip the actionability checks, only check. Returns the
    ref, ``position`` (the point, or null: the centre) and ``modal`` (a dialog the
    hover opened, or null).
    """
    options = ClickOptions.check(position, force, 0, 1, trial, False)
    seen = await look(target, ref, HOVER) if options.plain else None
    if seen is not None and seen.point is not None:  # ready now: the mouse there
        modal = await act(target, target.page.mouse.move(*seen.point), activates=False)
    else:
        locator = await one_element(target, ref, "ref")
        modal = await act(target, options.hover(locator), activates=False)
    return {"ref": ref, "position": options.chosen, "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(("invalid_params", SEVERAL_MATCHES), *OF_ELEMENT, *OF_PAGE, OF_FRAME),
    kind="acts",
)
async def browser_drag(target: Target, start_ref: str, end_ref: str) -> dict[str, Any]:
    """Drag one element onto another (each a snapshot ref or a selector).

    The mouse presses on ``start_ref``, moves to ``end_ref`` and releases, which works
    for widgets built on mouse or pointer events. HTML5 drag and drop (a ``draggable``
    source) never drops on Firefox over BiDi; there the drag events (dragstart,
    dragenter, dragover, drop or dragleave, dragend) are dispatched with one shared
    DataTransfer instead: ``synthetic`` is true and ``dropped`` tells whether the
    target accepted the drop.
    """
    source = await one_element(target, start_ref, "start_ref")
    goal = await one_element(target, end_ref, "end_ref")
    timeout = current_operation().playwright_timeout()
    data: dict[str, Any] = {"start_ref": start_ref, "end_ref": end_ref, "synthetic": False}
    data["dropped"] = None
    modal = None
    if target.instance.engine.over_bidi and await source.evaluate(
        DRAGGABLE_SOURCE, timeout=timeout
    ):
        source_handle = await source.element_handle(timeout=timeout)
        goal_handle = await goal.element_handle(timeout=timeout)
        if await source_handle.owner_frame() == await goal_handle.owner_frame():
            await source.scroll_into_view_if_needed(timeout=timeout)
            await goal.scroll_into_view_if_needed(timeout=timeout)
            outcome, modal = await race(target, source_handle.evaluate(SYNTHETIC_DRAG, goal_handle))
            data["synthetic"] = True
            data["dropped"] = outcome["dropped"] if outcome else None
    if not data["synthetic"]:
        modal = await act(target, source.drag_to(goal, timeout=timeout))
    data["modal"] = modal_data(modal)
    return data


@tool(
    target=FRAME,
    errors=(
        (
            "invalid_params",
            f"{NOT_A_TEXT_FIELD}, {UNFIT_TEXT}, a negative delay or jitter, {SEVERAL_MATCHES}",
        ),
        *OF_ELEMENT,
        stayed("the field stayed hidden, disabled or read-only"),
        NOT_INSERTED,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_type(
    target: Target,
    ref: str,
    text: str,
    *,
    submit: bool = False,
    slowly: bool = False,
    delay: float = 0,
    jitter: float = 0,
) -> dict[str, Any]:
    """Type text into a text field (input, textarea or contenteditable), replacing its value.

    ``slowly`` types key by key (keydown, keypress, input, keyup per character), for
    pages that react to each key; characters beyond the US keyboard layout (``ü``)
    arrive as input events without key events. Otherwise the value is filled in at
    once, without key events; either way the field fires ``change`` when it is
    committed (Enter, Tab, a click elsewhere), as after typing. ``submit`` presses
    Enter afterwards. An editor that is no plain field (contenteditable, or the hidden
    textarea of CodeMirror 5, Monaco or Ace) is focused and selected with Control+A
    first, as a user does; the browser's own answer says whether the text went in, and
    when such an editor took none of it (the focus moved away, or the page refused the
    edit) the call fails with verification_failed saying what the element holds,
    never a silent success. The text is never logged or returned (only its
    ``characters`` count), so passwords are safe.
    ``delay`` (seconds) is the pause after each key, give or take up to ``jitter``
    seconds at random (never below zero): key by key, trusted events, as ``slowly``,
    with a person's rhythm (detection scripts read key timing).
    """
    delay, jitter = check_seconds(delay, "delay"), check_seconds(jitter, "jitter")
    # Only timed typing draws pauses: a plain Type does no per-character work.
    timed = delay > 0 or jitter > 0
    gaps = key_gaps(len(text), delay, jitter) if timed else None
    slowly = slowly or timed
    slow = slowly and bool(text)
    # Filled at once, the field is checked and filled in one evaluation, inside the
    # modal race (its input event may open a dialog).
    locator, editor = await text_field(target, ref) if slow else (None, None)
    timeout = current_operation().playwright_timeout()

    async def typing() -> None:
        nonlocal locator
        if locator is None:
            locator = await find_and_fill(target, ref, text)
        elif editor:
            await type_as_user(target, ref, locator, editor, text, slowly=True, gaps=gaps)
        else:
            # Selected text is replaced by the first key: no extra key to clear the field.
            await locator.select_text(timeout=timeout)
            if gaps:
                await type_with_gaps(target.page.keyboard, text, gaps)
            else:
                await locator.press_sequentially(text, timeout=timeout)
        if submit:
            await locator.press("Enter", timeout=current_operation().playwright_timeout())

    # Keys activate the page (an empty text is a Delete key); text set at once does not.
    modal = await act(target, typing(), activates=slow or submit or not text)
    return {
        "ref": ref,
        "characters": len(text),
        "slowly": slowly,
        "submitted": submit,
        "modal": modal_data(modal),
    }


@tool(
    target=FRAME,
    errors=(
        ("invalid_params", "a field that does not fit its element; the message names it"),
        *OF_ELEMENT,
        NOT_INSERTED,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_fill_form(aim: Aim, fields: list[dict[str, Any]]) -> dict[str, Any]:
    """Fill several form fields in one call; every field is checked before any is filled.

    Each field is ``{name, type, ref, value}``: ``name`` is a label for messages;
    ``type`` is textbox (input, textarea, contenteditable; value: the text), checkbox
    (value: true/false), radio (value: true), combobox (a <select>; value: an option's
    label or value) or slider (<input type=range>; value: a number within its min, max
    and step); ``ref`` is a snapshot ref or a selector. Returns ``filled`` (name, type,
    ref of each field filled, in order), ``skipped`` (names not filled because a
    dialog opened) and ``modal``.
    """
    checked = check_fields(fields)
    target = aim.resolve()
    locators = [await prepare_field(target, field) for field in checked]
    timeout = current_operation().playwright_timeout()
    filled: list[dict[str, Any]] = []
    modal = None
    for locator, field in zip(locators, checked, strict=True):
        modal = await act(target, fill_field(target, locator, field, timeout))
        filled.append({key: field[key] for key in ("name", "type", "ref")})
        if modal is not None:
            break
    skipped = [field["name"] for field in checked[len(filled) :]]
    return {"filled": filled, "skipped": skipped, "modal": modal_data(modal)}


@tool(
    target=FRAME,
    errors=(
        (
            "invalid_params",
            "not a <select>, an option it does not have, a disabled option, several values "
            "for a single-choice select",
        ),
        *OF_ELEMENT,
        *OF_PAGE,
        OF_FRAME,
    ),
    kind="acts",
)
async def browser_select_option(target: Target, ref: str, values: list[str]) -> dict[str, Any]:
    """Select options of a <select> by value or label; an empty list deselects all.

    A single-choice select takes one value; a ``multiple`` one any number (the others
    are deselected). Returns ``selected``: the values selected afterwards.
    """
    locator, info = await described(target, ref, "ref")
    chosen = match_options(info, list(values), f"'{ref}'")
    selected, modal = await select_options(target, ref, locator, chosen, value=chosen)
    return {"ref": ref, "selected": selected, "modal": modal_data(modal)}


@tool(
    target=PAGE,
    errors=follow_errors(("invalid_params", "an unknown key name"), *OF_PAGE),
    kind="acts",
)
async def browser_press_key(
    aim: Aim,
    key: str,
    *,
    expect: Expectation | None = None,
    expect_url: str | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Press a key or a key combination on the page's focused element.

    ``key`` uses Playwright's key names: ``Enter``, ``Tab``, ``Escape``, ``ArrowDown``,
    ``F5``, ``a``, ``Control+A``, ``Shift+Tab``, ``ControlOrMeta+S``.
    ``expect`` (popup, download, response or url) waits for what the key opens,
    armed before it: see page/following.py; ``expect_url`` (a URL glob or ``regex:``)
    narrows a response or url, ``select`` false keeps a popup unselected. What came is
    in the result under the ``expect`` word (a popup's ``page_id``, ``url``, ``index``).
    """
    follow = following(aim, expect, expect_url, select)
    async with follow:
        modal = await act(
            follow.target, key_action(follow.target.page.keyboard, "press", key, "key")
        )
    return {"key": key, "modal": modal_data(modal), **follow.data}
