"""The storage state tools: an instance's cookies and storage in a file, to log in once,
and back into a running instance, to switch the signed-in user."""

from __future__ import annotations

import json
from typing import Any

from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE
from ..contract.files import writable_file, write_file
from ..contract.registry import tool
from ..syntax.storagestate import read_storage_state


@tool(
    errors=(
        ("invalid_params", "file_path's folder does not exist or cannot be written"),
        *OF_INSTANCE,
    ),
    writes=("file_path",),
    kind="manages",
    unrecorded="writes a file of the server's, changes no page",
)
async def browser_save_storage_state(
    manager: InstanceManager, instance: str, file_path: str | None = None
) -> dict[str, Any]:
    """Save the instance's cookies, localStorage and IndexedDB, to log in only once.

    The state is Playwright's storage state (JSON): browser_create_instance's
    ``storage_state`` restores it in a new instance. With ``file_path`` it is written
    there and ``path`` returned; without, ``state`` holds it. Returns ``cookies`` and
    ``origins``: how many of each it holds.
    """
    path = writable_file(file_path) if file_path is not None else None
    state = await manager.get(instance).context.storage_state(indexed_db=True)
    data: dict[str, Any] = {"cookies": len(state["cookies"]), "origins": len(state["origins"])}
    if path is None:
        data["state"] = state
    else:
        write_file(path, json.dumps(state, indent=2).encode("utf-8"))
        data["path"] = str(path)
    return data


SET_STATE_EXTRA = 20.0  # seconds beyond the library's timeout (browser_set_storage_state)


@tool(
    errors=(
        (
            "invalid_params",
            "storage_state is not a file, not JSON, or not a storage state (the message names "
            "the entry and the field)",
        ),
        *OF_INSTANCE,
    ),
    # Measured through the library on firefox-esr over BiDi: 3.9 s for a state of one
    # origin, 7.8 s for one that clears another (raw Playwright took 0.95 s for one; the
    # difference is not explained yet), and over 10 s once under CI's load.
    extra_time=lambda args: SET_STATE_EXTRA,
    kind="acts",
)
async def browser_set_storage_state(
    manager: InstanceManager, instance: str, storage_state: str
) -> dict[str, Any]:
    """Replace the instance's cookies, localStorage and IndexedDB with a saved state.

    Switches the signed-in user without a new instance: what was there is cleared, then
    the file's state (what browser_save_storage_state writes) is set. Open pages see the
    new cookies and storage at once; what a page read before keeps until it reloads.
    Returns ``path``, and ``cookies`` and ``origins``: how many of each were set.
    """
    context = manager.get(instance).context
    path, state = read_storage_state(storage_state)
    await context.set_storage_state(path)
    return {
        "path": path,
        "cookies": len(state.get("cookies", [])),
        "origins": len(state.get("origins", [])),
    }
