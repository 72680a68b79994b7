"""Keywords of core/tools/input.py: checkboxes, text fields, focus, options by index, files."""

from __future__ import annotations

from typing import Any

from ...core.tools.input import (
    browser_check_checkbox,
    browser_clear_text,
    browser_deselect_options,
    browser_drop_files,
    browser_fill_text,
    browser_focus,
    browser_select_option_by_index,
    browser_uncheck_checkbox,
    browser_upload_file_by_selector,
)
from .base import KeywordGroup
from .derive import tool_keyword


class InputKeywords(KeywordGroup):
    @tool_keyword(browser_check_checkbox, tags=("Interaction", "Forms"))
    def check_checkbox(self) -> dict[str, Any]:
        """Checks the checkbox, radio button or switch ``ref``, unless it is checked already.

        | =Argument= | =Description= |
        | ``ref`` | An ``<input type=checkbox>`` or ``<input type=radio>``, or an element with role ``checkbox``, ``switch`` or ``radio``: a ref from `Snapshot` or a selector. See `Refs and locators`. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        A box that is checked stays checked, and nothing is clicked: ``changed`` in the
        result is false. Otherwise the box is clicked (after it is visible, enabled and
        not covered), and the keyword fails with ``verification_failed`` when the page
        kept it unchecked. Any other element fails with ``invalid_params``.

        Returns ``ref``, ``checked`` (true), ``changed`` and ``modal`` (a dialog the
        click opened, or None; see `Modal state`).

        Example:
        | `Check Checkbox` | id=terms |
        | ${result} = | `Check Checkbox` | internal:role=switch[name="Dark mode"i] |
        | Should Be True | ${result}[changed] |
        """

    @tool_keyword(browser_uncheck_checkbox, tags=("Interaction", "Forms"))
    def uncheck_checkbox(self) -> dict[str, Any]:
        """Unchecks the checkbox or switch ``ref``, unless it is unchecked already.

        ``ref`` is as in `Check Checkbox`. A radio button cannot be unchecked (check
        another one of its group): it fails with ``invalid_params``. An unchecked box
        is left alone (``changed`` is false); the keyword fails with
        ``verification_failed`` when the page kept the box checked.

        Returns ``ref``, ``checked`` (false), ``changed`` and ``modal``.

        Example:
        | `Uncheck Checkbox` | id=newsletter |
        | ${result} = | `Uncheck Checkbox` | id=newsletter |
        | Should Not Be True | ${result}[changed] |
        """

    @tool_keyword(browser_clear_text, tags=("Interaction", "Forms"), tool_doc=True)
    def clear_text(self) -> dict[str, Any]:
        """``ref`` is a ref (from `Snapshot`) or a selector of the field. An editor's text is
        selected as `Text editors` says; ``change`` comes when the field is committed
        (Enter, Tab, a click elsewhere). ``page_id`` and ``frame_id`` are as in `Click`.

        Example:
        | `Clear Text` | id=search |
        | `Verify Value` | id=search | ${EMPTY} |
        """

    @tool_keyword(browser_fill_text, tags=("Interaction", "Forms"))
    def fill_text(self) -> dict[str, Any]:
        """Fills the text field ``ref`` with ``text`` at once, replacing what it held.

        | =Argument= | =Description= |
        | ``ref`` | An ``<input>``, ``<textarea>``, contenteditable element or code editor (see `Text editors`): a ref from `Snapshot` or a selector. |
        | ``text`` | The text. For a password use `Fill Secret`. |
        | ``page_id``, ``frame_id`` | As in `Click`. |

        The text arrives as one edit, without key events (use `Type` with
        ``slowly=True`` for pages that react to each key). The field fires ``input``,
        and ``change`` when it is committed (Enter, Tab, a click elsewhere), as after
        typing. A single-line input drops line breaks; a number field takes only a
        number.

        An editor that is no plain field (a contenteditable element, a code editor
        such as CodeMirror 5 or Monaco) is focused, all its text selected with
        Control+A, and the text inserted at the caret, as a user does; a read-only
        editor fails with ``invalid_params``. See `Text editors`.

        Returns ``ref``, ``characters`` (the text's length) and ``modal``.

        Example:
        | `Fill Text` | internal:role=textbox[name="Email"i] | ada@example.com |
        | `Fill Text` | id=new-todo | Buy milk |
        | `Press Key` | Enter |
        """

    @tool_keyword(browser_fill_text, name="Fill Secret", tags=("Interaction", "Forms"))
    def fill_secret(self) -> dict[str, Any]:
        """Fills the text field ``ref`` with the ``Secret`` ``text``, as `Fill Text` does.

        ``text`` must be a Robot Framework ``Secret`` (Robot Framework 7.4 or newer):
        a plain string fails before the keyword runs, so a password is neither written
        in the test data nor shown in the log. Neither the argument nor the result
        shows the text; the result has its length only.

        Returns ``ref``, ``characters`` and ``modal``.

        Example:
        | VAR | ${PASSWORD: Secret} | %{APP_PASSWORD} |
        | `Fill Secret` | id=password | ${PASSWORD} |
        """

    @tool_keyword(browser_focus, tags=("Interaction", "Keyboard"))
    def focus(self) -> dict[str, Any]:
        """Moves the keyboard focus to the element ``ref``.

        Keys sent afterwards (`Keyboard Key`, `Keyboard Input`, `Press Key`) go to it.
        An element that takes no focus (a ``<div>`` without ``tabindex``) leaves it
        where it was: ``focused`` in the result is false.

        Returns ``ref``, ``focused`` and ``modal`` (a dialog the page opened on focus).

        Example:
        | `Focus` | id=search |
        | `Keyboard Input` | insertText | robots |
        | ${result} = | `Focus` | id=save |
        | Should Be True | ${result}[focused] |
        """

    @tool_keyword(browser_select_option_by_index, tags=("Interaction", "Forms"), tool_doc=True)
    def select_option_by_index(self) -> dict[str, Any]:
        """``ref`` is a ref or a selector of the ``<select>``. ``indexes`` are given as
        separate values, or one list. `Deselect Options` deselects everything.

        Example:
        | `Select Option By Index` | id=country | 2 |
        | ${result} = | `Select Option By Index` | id=topics | 0 | 3 |
        | Should Be Equal | ${result}[selected] | ${{["testing", "robots"]}} |
        """

    @tool_keyword(browser_deselect_options, tags=("Interaction", "Forms"))
    def deselect_options(self) -> dict[str, Any]:
        """Deselects every option of the ``<select>`` ``ref``.

        Returns ``ref``, ``selected`` (an empty list) and ``modal``.

        Example:
        | `Deselect Options` | id=topics |
        """

    @tool_keyword(browser_upload_file_by_selector, tags=("Interaction", "Files"), tool_doc=True)
    def upload_file_by_selector(self) -> dict[str, Any]:
        """``ref`` is a ref or a selector of the input. ``paths`` are given as separate values,
        or one list; none clears the input's files. ``${CURDIR}`` helps with relative paths.
        To answer a chooser a `Click` opened, use `File Upload`.

        Example:
        | `Upload File By Selector` | id=avatar | ${CURDIR}/files/ada.png |
        | `Upload File By Selector` | css=input[type=file] | ${CURDIR}/a.pdf | ${CURDIR}/b.pdf |
        """

    @tool_keyword(browser_drop_files, tags=("Interaction", "Files"), tool_doc=True)
    def drop_files(self) -> dict[str, Any]:
        """``ref`` is a ref or a selector of the drop zone; ``paths`` are given as separate
        values, or one list. For a zone that is an ``<input type=file>`` underneath, `Upload
        File By Selector` sets its files directly.

        Example:
        | `Drop Files` | id=dropzone | ${CURDIR}/files/report.csv |
        | ${dropped} = | `Drop Files` | css=.uploader | ${CURDIR}/a.png | ${CURDIR}/b.png |
        | Should Be True | ${dropped}[handled] |
        """
