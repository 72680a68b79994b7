"""Keywords of core/tools/interaction.py."""

from __future__ import annotations

from typing import Any

from robotlibcore import keyword

from .base import KeywordGroup


class InteractionKeywords(KeywordGroup):
    @keyword(tags=("Dialogs",))
    def handle_dialog(
        self,
        accept: bool,
        prompt_text: str | None = None,
        *,
        page_id: str | None = None,
        instance: str | None = None,
    ) -> dict[str, Any]:
        """Accepts or dismisses the pending JavaScript dialog of the page.

        ``prompt_text`` answers a ``prompt()`` before it is accepted. Returns the
        dialog's ``type`` and ``message``, ``accepted`` and ``prompt_text``. See
        `Modal state`.

        Fails with ``dialog_not_present`` when no dialog is pending.

        Example:
        | `Handle Dialog` | accept=True |
        | ${dialog} = | `Handle Dialog` | True | prompt_text=Ada |
        | Should Be Equal | ${dialog}[type] | prompt |
        """
        return self.call(
            "browser_handle_dialog",
            instance=instance,
            accept=accept,
            prompt_text=prompt_text,
            page_id=page_id,
        )
