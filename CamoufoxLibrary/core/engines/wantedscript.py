"""Tells the BiDi relay when a Playwright call may want the script it defers.

The relay holds back Playwright's injected script of each new document
(``deferredscript.py``) until a call may need it. A call that does sends nothing to
Firefox while it waits for the script, so the relay cannot see it coming; the library
can. Playwright-python sends every call to its driver through one method of its
connection (``Connection._send_message_to_server``); ``install`` wraps it once. A call
whose parameters carry a selector, one made on a handle, and a snapshot may resolve in
the page's main world: before it goes, the door of the instance it belongs to tells the
relay (``relay.scriptWanted``), without waiting for the answer. A call that needs the
script waits for it anyway; one that does not (a mouse, a keyboard, a navigation, a
read through our door) is not delayed.

That method is private: where it is missing (another Playwright), ``install`` says so
and the relay is not asked to defer anything (``bidirelay.DEFER_VARIABLE``).
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import Any, Protocol

from .bidirelay import SCRIPT_WANTED

log = logging.getLogger("CamoufoxLibrary.core")

HANDLES = ("JSHandle", "ElementHandle")
PARENTS_AT_MOST = 8  # a handle → frame → page → context → browser


class Door(Protocol):
    """An instance's door (``bididoor.BidiDoor``): what is said without an answer."""

    def tell(self, method: str) -> None: ...


_doors: weakref.WeakKeyDictionary[Any, Door] = weakref.WeakKeyDictionary()
_installed: bool | None = None


def install() -> bool:
    """Wraps Playwright's connection once; whether the library can say when the script
    is wanted (then the relay may defer it)."""
    global _installed
    if _installed is None:
        try:
            from playwright._impl._connection import Connection

            send: Callable[..., Any] = Connection._send_message_to_server
        except (ImportError, AttributeError) as exc:
            log.debug("Playwright's script is not deferred: %s", exc)
            _installed = False
            return False

        def sending(self: Any, owner: Any, method: str, params: dict, *rest: Any) -> Any:
            if _doors and may_want_script(owner, method, params):
                door = door_of(owner)
                if door is not None:
                    door.tell(SCRIPT_WANTED)
            return send(self, owner, method, params, *rest)

        Connection._send_message_to_server = sending  # type: ignore[method-assign]
        _installed = True
    return _installed


def register(owner: Any, door: Door) -> None:
    """``owner`` (a Browser or a BrowserContext of Playwright's API) has ``door``."""
    _doors[getattr(owner, "_impl_obj", owner)] = door


def may_want_script(owner: Any, method: str, params: dict) -> bool:
    return (
        "selector" in params
        or type(owner).__name__ in HANDLES
        or "napshot" in method  # ariaSnapshot, snapshotForAI
    )


def door_of(owner: Any) -> Door | None:
    for _ in range(PARENTS_AT_MOST):
        if owner is None:
            return None
        door = _doors.get(owner)
        if door is not None:
            return door
        owner = getattr(owner, "_parent", None)
    return None
