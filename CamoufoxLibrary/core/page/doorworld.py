"""Our page scripts through the BiDi door: one command each, no set-up of Playwright's.

Over WebDriver BiDi, Playwright prepares every new document before its first evaluation
there (its UtilityScript in the page's world, its 316 KB injected script in its own):
the first read after a navigation waited ~25-60 ms for it, where the same read through
the door took ~1-3 ms (measured on firefox-esr 153; docs/performance.md "Issue 43").

Where the instance has a door (a stock Firefox we launched: engines/bididoor.py), a
script of ours runs through it in the page's main frame, in one of two worlds:

- ``ISOLATED``, the BiDi sandbox ``camoufox``: a world of its own, as Playwright's
  utility world is. The page's scripts cannot reach it, and what it reads is the
  browser's (the DOM's own getters and built-ins, not the page's replacements), so a
  page cannot answer for the browser: the reads Playwright makes in its utility world
  (text, attributes, a field's value, a checked state, the title) are made here.
- ``PAGE``, the page's own world, where our scripts ran through Playwright's
  ``evaluate_all`` before (they are written for it: docs/engine-notes.md "Page
  globals"); they see what the page set in JavaScript (a custom element's properties),
  as they did.

The element is the one the browser's own ``querySelectorAll`` finds for a selector that
is plain CSS or ``id=``/``data-testid=`` (``syntax.selectors.native_css``) in the light
DOM. Anything else answers None and the caller takes Playwright's path, which waits,
counts and fails as it always did: a ref, another selector engine, a frame, a match
inside a shadow root (Playwright's css engine pierces them; querySelectorAll does not),
a page whose document changed under the call, a script that threw.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

from ..engines.bididoor import BidiCommandFailed, BidiDoor, context_of
from ..engines.bidivalues import from_remote, to_local
from ..js import script
from ..syntax.selectors import ENTER_FRAME, native_css
from .targeting import Target, parse_ref, worked

log = logging.getLogger("CamoufoxLibrary.core")

ISOLATED = "camoufox"  # the BiDi sandbox of ours
# A door call takes 1-3 ms; one that takes longer than this is given up for Playwright's
# path. Firefox never answers script.callFunction in a sandbox of a page whose browser
# runs with javascript.enabled false (measured on Firefox ESR 153): no wait may hang.
DOOR_CALL_TIMEOUT = 1.0  # seconds
PAGE = ""  # the page's own world
# The elements a selector finds (door_helpers.js); then the script, whose result the
# browser serializes itself (no JSON of the page's). A match in an open shadow root
# answers {pierced: true}: Playwright's engine must count then.
FIND = script("door_helpers")
CALL = """async (selector, argument) => {{
  const found = ({find})(selector);
  if (found === null) return {{pierced: true}};
  const answer = {{count: found.length}};
  if ({when}) answer.value = await ({script})({given}, argument);
  return answer;
}}"""
DOCUMENT_CALL = """async () => await ({script})()"""


@dataclass(frozen=True)
class Found:
    """What the door found: how many elements matched, and the script's value (None
    where it did not run, or returned nothing)."""

    count: int
    value: Any = None


def door_css(target: Target, element: str) -> str | None:
    """The selector as the browser's own CSS, where a door call can find it."""
    if target.instance.door is None or target.frame is not None:
        return None
    if not isinstance(element, str) or parse_ref(element) is not None or ENTER_FRAME in element:
        return None
    return native_css(element)


async def one(
    target: Target, element: str, script: str, arg: Any = None, *, world: str = ISOLATED
) -> Found | None:
    """``script(el, arg)`` of the one element ``element`` matches, in ``world``:
    ``Found(1, value)``; ``Found(count)`` for no match or several (nothing ran); None
    where the door does not go."""
    declaration = CALL.format(find=FIND, script=script, given="found[0]", when="found.length === 1")
    return await run(target, element, declaration, arg, world)


async def all_of(
    target: Target, element: str, script: str, arg: Any = None, *, world: str = ISOLATED
) -> Found | None:
    """``script(elements, arg)`` of every element ``element`` matches (none included)."""
    declaration = CALL.format(find=FIND, script=script, given="found", when="true")
    return await run(target, element, declaration, arg, world)


async def run(target: Target, element: str, declaration: str, arg: Any, world: str) -> Found | None:
    css = door_css(target, element)
    if css is None:
        return None
    answer = await call(target, declaration, css, arg, world)
    if not isinstance(answer, dict) or answer.get("pierced"):
        return None
    if answer["count"] == 1:
        await worked(target, element)
    return Found(answer["count"], answer.get("value"))


async def document(target: Target, script: str, *, world: str = ISOLATED) -> Any:
    """``script()`` in ``world`` of the page's main frame: its JSON value; None where
    the door does not go (or the script threw, or the document went)."""
    if target.instance.door is None or target.frame is not None:
        return None
    declaration = DOCUMENT_CALL.format(script=script)
    return await call(target, declaration, "", None, world)


async def opened_door(target: Target) -> tuple[BidiDoor, str] | None:
    """The instance's door and the BiDi context of the target's page, or None (no door,
    or no context carries the page's mark)."""
    door = target.instance.door
    if door is None:
        return None
    context = await context_of(door, target.page)
    return None if context is None else (door, context)


async def call(target: Target, declaration: str, css: str, arg: Any, world: str) -> Any:
    """``declaration(css, arg)`` in ``world``: its answer, or None."""
    if target.instance.browser_options.get("java_script_enabled") is False:
        return None  # no script runs in its pages, ours neither (DOOR_CALL_TIMEOUT)
    opened = await opened_door(target)
    if opened is None:
        return None
    door, context = opened
    try:
        result = await asyncio.wait_for(
            door.send(
                "script.callFunction",
                {
                    "functionDeclaration": declaration,
                    "arguments": [to_local(css), to_local(arg)],
                    "target": {"context": context, **({"sandbox": world} if world else {})},
                    "awaitPromise": True,
                    "resultOwnership": "none",
                },
            ),
            DOOR_CALL_TIMEOUT,
        )
    except BidiCommandFailed as exc:  # the document went away, the context closed
        log.debug("door call: %s; Playwright's path", exc)
        return None
    except asyncio.TimeoutError:
        log.debug("door call: no answer within %s s; Playwright's path", DOOR_CALL_TIMEOUT)
        return None
    if result.get("type") != "success":
        log.debug("door call: %s; Playwright's path", result.get("exceptionDetails", result))
        return None
    return from_remote(result["result"])
