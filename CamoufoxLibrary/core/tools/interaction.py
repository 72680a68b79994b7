"""Interaction tools. Here so far: resolving a pending JavaScript dialog."""

from __future__ import annotations

from typing import Any

from ..errors import DialogNotPresent
from ..manager import InstanceManager
from ..targeting import resolve
from ..tooling import tool


@tool
async def browser_handle_dialog(
    manager: InstanceManager,
    instance: str,
    accept: bool,
    prompt_text: str | None = None,
    *,
    page_id: str | None = None,
) -> dict[str, Any]:
    """Accept or dismiss the pending alert, confirm, prompt or beforeunload dialog.

    ``prompt_text`` is the answer typed into a prompt before accepting it. Returns the
    dialog's type and message and what was done. Errors: dialog_not_present,
    page_not_found, instance_not_found.
    """
    target = resolve(manager, instance, page_id=page_id, allow_modal=True)
    modal = target.instance.pending_modal(target.page_id)
    if modal is None or modal.kind != "dialog":
        raise DialogNotPresent(f"no JavaScript dialog is pending on page '{target.page_id}'")
    target.instance.resolve_modal(modal)
    if accept:
        await modal.handle.accept(
            prompt_text
        ) if prompt_text is not None else await modal.handle.accept()
    else:
        await modal.handle.dismiss()
    return {
        "type": modal.dialog_type,
        "message": modal.message,
        "accepted": accept,
        "prompt_text": prompt_text if accept else None,
    }
