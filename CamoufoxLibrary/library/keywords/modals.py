"""Keywords of core/tools/modals.py: resolving a pending file chooser or JavaScript dialog."""

from __future__ import annotations

from typing import Any

from ...core.tools.modals import browser_file_upload, browser_handle_dialog
from .base import KeywordGroup
from .derive import tool_keyword


class ModalKeywords(KeywordGroup):
    @tool_keyword(browser_file_upload, tags=("Interaction", "Files", "Dialogs"), tool_doc=True)
    def file_upload(self) -> dict[str, Any]:
        """``paths`` are separate values, or one list; ``${CURDIR}`` helps. A chooser is
        pending after `Click` on an ``<input type=file>``, its label, or a button whose
        script clicks a hidden file input: the click reports it in its ``modal``, and page
        keywords fail with ``modal_state_blocked`` until this keyword resolves it (see
        `Modal state`).

        Firefox driven over WebDriver BiDi opens a file input's chooser only the
        first time per page load. A later `Click` on the same input (or its label)
        still reports a pending chooser, and this keyword sets the files on that
        input directly. A script that clicks a hidden input a second time opens
        none: this keyword then fails with ``dialog_not_present``.

        Example:
        | `Click` | id=avatar |
        | `File Upload` | ${CURDIR}/files/ada.png |
        | `Click` | internal:role=button[name="Choose documents"i] |
        | `File Upload` | ${CURDIR}/a.pdf | ${CURDIR}/b.pdf |
        | `Click` | id=avatar |
        | `File Upload` | | # cancels the chooser |
        """

    @tool_keyword(browser_handle_dialog, tags=("Dialogs",))
    def handle_dialog(self) -> dict[str, Any]:
        """Accepts or dismisses the pending JavaScript dialog of the page.

        The dialog is an ``alert``, ``confirm``, ``prompt`` or ``beforeunload``
        opened by the page, e.g. by `Click`, which reports it in its ``modal``.
        ``accept`` chooses: True presses OK, False presses Cancel (an ``alert`` has
        only OK: either closes it). ``prompt_text`` answers a ``prompt()`` before it is accepted (ignored
        otherwise). Accepting a ``beforeunload`` dialog lets the page leave;
        dismissing it keeps the page. See `Modal state`.

        ``expect``, ``expect_url`` and ``select`` follow what the page opens once the
        dialog is answered (``if (confirm('Open?')) window.open(...)``), as in `Click`;
        what came is in the result under the ``expect`` word.

        Returns the dialog's ``type`` and ``message``, ``accepted`` and
        ``prompt_text`` (the answer given, or None).

        Example:
        | `Click` | id=delete |
        | `Handle Dialog` | accept=True |
        | `Click` | id=ask-name |
        | ${dialog} = | `Handle Dialog` | True | prompt_text=Ada |
        | Should Be Equal | ${dialog}[type] | prompt |
        | `Click` | id=open-report |
        | `Handle Dialog` | True | expect=popup |
        """
