"""Media emulation of one tab of a Firefox driven over WebDriver BiDi, through our door.

Playwright's ``page.emulate_media()`` does nothing over BiDi (its BiDi page's
``updateEmulateMedia`` is empty; docs/engine-notes.md "Media emulation at run time").
Firefox has the overrides on each tab's ``BrowsingContext``, in its parent process,
which a BiDi session reaches when Firefox runs with ``--remote-allow-system-access``
(``SYSTEM_ACCESS``, given to every Firefox the library launches over BiDi): the door
finds a chrome realm (``browsingContext.getTree`` with ``moz:scope`` ``chrome``) and
sets the fields there (``js/tab_media_overrides.js``). Each holds across the tab's
navigations and touches no other tab.
"""

from __future__ import annotations

import json
from typing import Any

from ..contract.errors import UnsupportedCapability
from ..js import script
from .bididoor import BidiCommandFailed, BidiDoor

SYSTEM_ACCESS = "--remote-allow-system-access"
# Each feature the tab can override: its BrowsingContext field, and the field's value
# for each of the tool's values ("no-override": the browser's own again).
FIELDS: dict[str, tuple[str, dict[str, str]]] = {
    "media": ("mediumOverride", {"print": "print", "screen": "screen", "no-override": ""}),
    "reduced_motion": (
        "prefersReducedMotionOverride",
        {"reduce": "reduce", "no-preference": "no-preference", "no-override": "none"},
    ),
    "forced_colors": (
        "forcedColorsOverride",
        {"active": "active", "none": "none", "no-override": "none"},
    ),
}


async def set_overrides(door: BidiDoor, context_id: str, wanted: dict[str, str]) -> None:
    """Gives the tab of BiDi id ``context_id`` the ``wanted`` features' values (FIELDS'
    names and values); ``unsupported_capability`` when this Firefox cannot."""
    fields = {FIELDS[name][0]: FIELDS[name][1][value] for name, value in wanted.items()}
    try:
        tree = await door.send("browsingContext.getTree", {"moz:scope": "chrome", "maxDepth": 0})
        chrome = tree["contexts"][0]["context"]
        answer: dict[str, Any] = await door.send(
            "script.callFunction",
            {
                "functionDeclaration": script("tab_media_overrides"),
                "arguments": [
                    {"type": "string", "value": context_id},
                    {"type": "string", "value": json.dumps(fields)},
                ],
                "target": {"context": chrome},
                "awaitPromise": False,
            },
        )
    except (BidiCommandFailed, KeyError, IndexError) as exc:
        raise UnsupportedCapability(
            f"this Firefox does not let the library set media overrides ({exc}); it needs "
            f"its parent process reachable over WebDriver BiDi ({SYSTEM_ACCESS})"
        ) from exc
    if answer.get("type") == "exception":
        said = answer.get("exceptionDetails", {}).get("text", "an error")
        raise UnsupportedCapability(f"Firefox refused the media overrides: {said}")
