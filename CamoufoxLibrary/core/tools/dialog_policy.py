"""Dialog policy tools: answer JavaScript dialogs as they open, and list what was answered.

With the policy ``keep`` (the default) a dialog blocks its page until
browser_handle_dialog answers it (``core/page/actions.py``); ``accept`` and ``dismiss``
answer it the moment it opens (``core/browser/dialog_policy.py``).
"""

from __future__ import annotations

from typing import Any

from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE
from ..contract.registry import tool
from ..contract.vocabulary import DialogPolicy


@tool(
    errors=(("invalid_params", "a policy other than accept, dismiss or keep"), *OF_INSTANCE),
    kind="acts",
)
async def browser_set_dialog_policy(
    manager: InstanceManager, instance: str, policy: DialogPolicy, *, prompt_text: str | None = None
) -> dict[str, Any]:
    """Set how the instance answers JavaScript dialogs that open from now on, on every page.

    ``policy``: ``keep`` (the default) leaves each dialog pending, blocking its page until
    browser_handle_dialog; ``accept`` and ``dismiss`` answer each alert, confirm, prompt
    and beforeunload dialog the moment it opens, so the action or navigation that opened
    it goes on (``accept`` lets a page with a beforeunload guard leave; ``dismiss`` keeps
    it). ``prompt_text`` answers prompts when accepting; without it a prompt keeps its
    default value. A dialog already pending stays pending. Every dialog so answered is
    logged and listed by browser_get_dialog_history. Returns ``policy``, ``prompt_text``,
    ``previous`` and ``previous_prompt_text``.
    """
    return manager.get(instance).modals.policy.set(policy, prompt_text)


@tool(
    errors=OF_INSTANCE,
    kind="reads",
    unrecorded="reads what the dialog policy answered, checks nothing",
)
async def browser_get_dialog_history(manager: InstanceManager, instance: str) -> dict[str, Any]:
    """Return the dialogs the instance's dialog policy answered, oldest first.

    Each has ``type`` (alert, confirm, prompt, beforeunload), ``message``, ``page_id``,
    ``answer`` (accepted or dismissed), ``prompt_text`` (a prompt's answer, else null),
    ``policy`` and ``timestamp`` (seconds since the epoch), closed pages' included.
    Dialogs answered by browser_handle_dialog are not listed. At most 1,000 are kept; ``dropped`` counts older ones. Returns ``policy``
    (the current one), ``dialogs`` and ``dropped``.
    """
    dialogs = manager.get(instance).modals.policy
    return {
        "policy": dialogs.policy,
        "dialogs": dialogs.as_list(),
        "dropped": dialogs.dropped,
    }
