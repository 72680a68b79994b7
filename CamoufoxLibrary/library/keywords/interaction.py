"""Keywords of core/tools/interaction.py."""

from __future__ import annotations

from typing import Any

from robot.api import logger

from ...core.tools.interaction import (
    browser_click,
    browser_double_click,
    browser_drag,
    browser_fill_form,
    browser_hover,
    browser_press_key,
    browser_select_option,
    browser_type,
)
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class InteractionKeywords(KeywordGroup):
    @tool_keyword(browser_click, tags=("Interaction",))
    def click(self, call: ToolCall) -> dict[str, Any]:
        """Clicks the element ``ref``, optionally twice, with any mouse button and modifier keys.

        | =Argument= | =Description= |
        | ``ref`` | A ref from `Snapshot` (``e12``, ``f1e3``) or a selector (``internal:role=button[name="Save"i]``, ``id=save``, ``css=form .primary``, ...) that matches one element. See `Refs and locators`. |
        | ``double_click`` | Double-click. Default: a single click. |
        | ``button`` | ``left`` (default), ``right`` or ``middle``. |
        | ``modifiers`` | Keys held during the click: ``Alt``, ``Control``, ``ControlOrMeta``, ``Meta``, ``Shift``. Default: none. |
        | ``page_id`` | The page to act on; the selected tab stays selected. Default: the selected page. |
        | ``frame_id`` | Look for ``ref`` in this frame only. Default: the page and all its iframes. |
        | ``expect`` | What the click opens and the keyword waits for: ``popup`` (a new tab or window), ``download``, ``response`` or ``url`` (the page's next navigation). Default: nothing. |
        | ``expect_url`` | For ``response`` and ``url``: a URL glob (``**/api/orders*``) or ``regex:`` and a regular expression it must match. Default: any. |
        | ``select`` | For ``popup``: ``False`` keeps the current page selected. Default: the popup becomes the selected page. |
        | ``position`` | Where in the element: ``x,y`` (pixels from its top-left corner, e.g. ``5,10``) or ``random`` (a point inside its box, new each click, logged). Default: the centre. |
        | ``force`` | ``True`` skips the checks (visible, stable, enabled, not covered). Default: ``False``. |
        | ``delay`` | Time between mouse down and up (``80ms``, ``0.2s``). Default: none. |
        | ``click_count`` | Clicks in a row (``3``: a triple click). Default: ``1``. |
        | ``trial`` | ``True`` runs the checks and clicks nothing. Default: ``False``. |

        The click waits until the element is there, visible, stable, enabled and not
        covered (at most the library timeout): a selector that matches nothing yet is
        waited for; a ref that is gone fails at once. A click that opens a JavaScript dialog or a
        file chooser returns at once: ``modal`` in the result describes it, and page
        keywords fail with ``modal_state_blocked`` until `Handle Dialog` or
        `File Upload` resolves it. See `Modal state`.

        A click that starts a navigation (a link, a form's submit button) returns once
        the new page's response has arrived, as Playwright's click does: its URL is the
        new one, but its content may still be loading (measured: a response that took
        2.5 s made the click take as long; a page whose load event waited for a slow
        image did not). Wait for what the next step needs (`Wait For`, `Wait For
        Elements State`) rather than for the load.

        Firefox driven over WebDriver BiDi reports a double click to the page as two
        single clicks; when the page then received no ``dblclick`` event, the keyword
        dispatches one (a synthetic event: ``isTrusted`` is false) and
        ``synthetic_dblclick`` in the result is true.

        With ``expect``, the wait starts *before* the click, so nothing that comes
        quickly is missed, and ends within what the library timeout leaves after it.
        The result then has an entry under that word: ``popup`` is the new page's
        ``page_id``, ``url`` and ``index`` (a popup that opens at ``about:blank`` and
        navigates later is waited for until it has its real URL); ``download`` the
        saved file (``path``, ``suggested_filename``, ``size``, ``url``; saved in
        ``${OUTPUT DIR}/downloads``, as `Wait For Download` saves it); ``response``
        the response (``url``, ``status``, ``headers``, ``body``, ...); ``url`` the
        page's new URL. Nothing within the timeout fails with ``wait_timeout``, naming
        what was expected (and for a popup the pages there are). A click that opens a
        dialog instead returns at once with the expected entry None: the dialog blocks
        the page, so `Handle Dialog` takes ``expect`` too. See `Tabs Select` for
        ``NEW``.

        ``position=random`` clicks a different point of the element each time, as a
        person does: pages that screen out automation read click offsets, and every
        click in the centre is a tell. The point is logged and returned. ``force=True``
        skips the checks, but the click still lands on whatever is at the point, as a
        user's would: it suits a control that a part of itself draws over (a styled
        checkbox whose box covers the native input inside its label), not a real
        cover (a dialog, a banner: see `Add Overlay Handler`), which gets the click.
        ``trial=True`` answers "could a user click this now?" without clicking.
        ``position``, ``force``, ``delay``, ``click_count`` and ``trial`` go with a
        single click; with ``double_click`` they fail with ``invalid_params``.

        Returns ``ref``, ``button``, ``double_click``, ``modifiers``,
        ``synthetic_dblclick``, ``position`` (the point clicked, or None: the centre),
        ``trial``, ``separate_clicks`` (true when Firefox over WebDriver BiDi gave the
        page ``click_count`` single clicks, each with ``detail`` 1, so a triple click
        selects nothing there), ``modal`` (the dialog or file chooser the click
        opened, or None)
        and, with ``expect``, what came.

        Example:
        | `Click` | internal:role=button[name="Save"i] |
        | `Click` | id=report | button=right |
        | `Click` | e12 | double_click=True |
        | `Click` | css=li.first | modifiers=["Shift"] |
        | ${result} = | `Click` | id=delete |
        | Should Be Equal | ${result}[modal][type] | confirm |
        | ${result} = | `Click` | text=Open help | expect=popup |
        | `Get Title` | ``==`` | Help |
        | ${result} = | `Click` | id=export | expect=download |
        | File Should Exist | ${result}[download][path] |
        | ${result} = | `Click` | id=save | expect=response | expect_url=``**/api/save`` |
        | Should Be Equal As Integers | ${result}[response][status] | 200 |
        | `Click` | id=buy | position=random | delay=90ms |
        | `Click` | css=p.intro | click_count=3 |
        | `Click` | id=save | trial=True |
        """
        data = call()
        if data["position"] is not None:
            point = data["position"]
            logger.info(f"Clicked at {point['x']:g},{point['y']:g} of the element.")
        return data

    @tool_keyword(browser_double_click, tags=("Interaction",))
    def double_click(self) -> dict[str, Any]:
        """Double-clicks the element ``ref``: `Click` with ``double_click=True``.

        ``ref``, ``button``, ``modifiers``, ``page_id``, ``frame_id``, ``expect``,
        ``expect_url`` and ``select`` are as in `Click`. Firefox driven over WebDriver BiDi reports a double click to the page
        as two single clicks; when the page then received no ``dblclick`` event, the
        keyword dispatches one (a synthetic event: ``isTrusted`` is false) and
        ``synthetic_dblclick`` in the result is true.

        Returns ``ref``, ``button``, ``modifiers``, ``synthetic_dblclick``,
        ``modal`` (a dialog or file chooser the clicks opened, or None) and, with
        ``expect``, what came.

        Example:
        | `Double Click` | id=folder |
        | `Double Click` | css=td.cell | modifiers=["Shift"] |
        """

    @tool_keyword(browser_hover, tags=("Interaction",))
    def hover(self) -> dict[str, Any]:
        """Moves the mouse over the element ``ref``.

        ``ref`` is a ref from `Snapshot` or a selector that matches one element; see
        `Click` for ``page_id`` and ``frame_id``, and for ``position`` (``x,y`` or
        ``random``), ``force`` and ``trial``. Returns ``ref``, ``position`` (the point,
        or None: the centre) and ``modal`` (a dialog the hover opened, or None).

        Example:
        | `Hover` | internal:role=button[name="Account"i] |
        | `Click` | internal:role=link[name="Sign out"i] |
        """

    @tool_keyword(browser_drag, tags=("Interaction",))
    def drag(self) -> dict[str, Any]:
        """Drags the element ``start_ref`` and drops it on the element ``end_ref``.

        Both are refs from `Snapshot` or selectors matching one element each. The
        mouse presses on the start element, moves to the end element and releases,
        which is what widgets built on mouse or pointer events need.

        HTML5 drag and drop (a source with ``draggable="true"``, a link or an image)
        never drops on Firefox driven over WebDriver BiDi. There the keyword
        dispatches ``dragstart``, ``dragenter``, ``dragover``, ``drop`` (or
        ``dragleave`` when the target does not accept it) and ``dragend`` with one
        shared ``DataTransfer`` instead (synthetic events: ``isTrusted`` is false).

        Returns ``start_ref``, ``end_ref``, ``synthetic`` (whether the drag events
        were dispatched), ``dropped`` (synthetic drags: whether the target accepted
        the drop; None otherwise) and ``modal``. For drags between coordinates see
        `Mouse Drag Xy`.

        Example:
        | `Drag` | id=task-tests | internal:role=list[name="Done"i] |
        | ${drag} = | `Drag` | e7 | e12 |
        | Should Be True | ${drag}[dropped] |
        """

    @tool_keyword(browser_type, tags=("Interaction", "Keyboard"))
    def type_text(self) -> dict[str, Any]:
        """Types ``text`` into the text field ``ref``, replacing what it held.

        | =Argument= | =Description= |
        | ``ref`` | An ``<input>``, ``<textarea>``, contenteditable element or code editor (see `Text editors`): a ref from `Snapshot` or a selector. |
        | ``text`` | The text, or a Robot Framework ``Secret`` (for passwords). |
        | ``submit`` | Press Enter afterwards (submits most forms). Default: false. |
        | ``slowly`` | Type key by key, with keydown/keypress/input/keyup events for each character, for pages that react to each key (autocomplete, key counters); characters beyond the US keyboard layout (``ü``, ``日``) arrive as input events without key events. Default: the value is filled in at once, as `Fill Text` does. |
        | ``delay`` | The pause after each key (``80ms``): key by key, as ``slowly``, at a person's pace. Default: none. |
        | ``jitter`` | Varies each pause by up to this much either way, at random (``40ms``: 40 to 120 ms with ``delay=80ms``), never below zero. Default: none. |
        | ``page_id``, ``frame_id`` | As in `Click`. |

        Either way the field fires ``change`` when it is committed (Enter, Tab, a
        click elsewhere), as after a user's typing; apps that act on ``change`` (a
        todo list that adds its item) see it with ``submit=True``.

        An editor that is no plain field (a contenteditable element, a code editor
        such as CodeMirror 5) is focused, all its text selected with Control+A, and
        the text then typed or inserted, as a user does; see `Text editors`.

        The typed text never appears in the log or the result, whether it is a
        ``Secret`` or not: the result has only its length. Use a ``Secret`` for
        passwords so that Robot Framework does not log it either (in the keyword's
        arguments or where the variable is created); ``Secret`` needs Robot Framework
        7.4 or newer.

        Returns ``ref``, ``characters`` (the text's length), ``slowly``,
        ``submitted`` and ``modal`` (a dialog that opened, or None).

        Example:
        | `Type` | internal:role=textbox[name="Email"i] | ada@example.com |
        | `Type` | id=password | ${PASSWORD} | submit=True |
        | `Type` | id=search | robots | slowly=True |
        | `Type` | id=name | Ada Lovelace | delay=80ms | jitter=40ms |
        where ``${PASSWORD}`` is a secret, e.g. from the environment:
        | VAR | ${PASSWORD: Secret} | %{APP_PASSWORD} |
        """

    @tool_keyword(browser_fill_form, tags=("Interaction", "Forms"))
    def fill_form(self) -> dict[str, Any]:
        """Fills several form fields at once; every field is checked before any is filled.

        ``fields`` is a list of dictionaries, each with four keys:
        | =Key= | =Description= |
        | ``name`` | A label for messages and the result, e.g. ``Email``. |
        | ``type`` | ``textbox`` (input, textarea or contenteditable), ``checkbox``, ``radio``, ``combobox`` (a ``<select>``) or ``slider`` (``<input type=range>``). |
        | ``ref`` | A ref from `Snapshot` or a selector matching one element. |
        | ``value`` | textbox: the text (a ``Secret`` works too); checkbox: true or false; radio: true; combobox: an option's label or value; slider: a number within the slider's min, max and step. |

        Nothing is filled when any field is wrong: an unknown type, a value that
        does not fit its element (an option the select lacks, a slider value out of
        range, unchecking a radio button), or a ref or selector that does not
        resolve. Typed text is never logged.

        Returns ``filled`` (``name``, ``type``, ``ref`` of each field, in order),
        ``skipped`` (names left unfilled because a field's change opened a dialog)
        and ``modal``.

        Example:
        | &{name} = | Create Dictionary | name=Name | type=textbox | ref=id=full-name | value=Ada |
        | &{terms} = | Create Dictionary | name=Terms | type=checkbox | ref=id=terms | value=${True} |
        | &{country} = | Create Dictionary | name=Country | type=combobox | ref=id=country | value=Sweden |
        | ${filled} = | `Fill Form` | ${{[$name, $terms, $country]}} |
        | Length Should Be | ${filled}[filled] | 3 |
        """

    @tool_keyword(browser_select_option, tags=("Interaction", "Forms"))
    def select_option(self) -> dict[str, Any]:
        """Selects the options ``values`` (by value or label) of the ``<select>`` ``ref``.

        A single-choice select takes one value; a ``multiple`` select any number, and
        the options not given are deselected. No values deselects everything.

        Returns ``ref``, ``selected`` (the values selected afterwards) and ``modal``.

        Example:
        | `Select Option` | id=country | Sweden |
        | ${result} = | `Select Option` | id=topics | python | Robots |
        | Should Be Equal | ${result}[selected] | ${{["python", "robots"]}} |
        """

    @tool_keyword(browser_press_key, tags=("Interaction", "Keyboard"))
    def press_key(self) -> dict[str, Any]:
        """Presses ``key`` (or a combination such as ``Control+A``) on the focused element.

        Key names are Playwright's: ``Enter``, ``Tab``, ``Escape``, ``Backspace``,
        ``Delete``, ``ArrowDown``, ``PageUp``, ``Home``, ``F1`` - ``F12``, single
        characters like ``a`` or ``/``, and combinations joined with ``+``:
        ``Control+A``, ``Shift+Tab``, ``Control+Shift+K``. ``ControlOrMeta`` is
        Control, or Command on macOS. Focus an element first with `Click`.
        ``expect``, ``expect_url`` and ``select`` follow what the key opens (a popup,
        a download, a response, a new URL), as in `Click`; what came is in the result
        under the ``expect`` word.

        Returns ``key`` and ``modal``.

        Example:
        | `Click` | id=editor |
        | `Press Key` | Control+A |
        | `Press Key` | Delete |
        | `Press Key` | Control+k |
        | `Press Key` | Enter | expect=url | expect_url=``**/results*`` |
        """
