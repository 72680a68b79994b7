"""A click whose release landed on something that appeared mid-click, clicked again.

Playwright sends a click's press and release as two commands over WebDriver BiDi, some
milliseconds apart. An overlay that appears between them (a consent banner at a random
moment) takes the release: the browser then fires the click on the two elements' common
ancestor, the target gets none, and the click reports success (measured with
``atest/pages/interruptions.html``: a press on the button, the release on the banner,
the click on ``<body>``; Playwright's hit-target check looks at the press only). Where
the instance has a door, a Playwright click on a plain-CSS target is watched in the
page's world (``js/watch_click.js``): a press on the element with no click on it is
clicked again, which runs the overlay handlers first, as Playwright's retry does.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from ..js import script
from . import doorworld
from .targeting import Target

log = logging.getLogger("CamoufoxLibrary.core")

WATCH_CLICK = script("watch_click")
READ_CLICK_WATCH = script("read_click_watch")


async def click_that_lands(
    target: Target, element: str, click: Callable[[], Awaitable[None]]
) -> None:
    """``click()``, and once more when its press reached the element and no click did."""
    armed = await doorworld.one(target, element, WATCH_CLICK, world=doorworld.PAGE)
    await click()
    if armed is None or armed.count != 1:
        return
    seen = await doorworld.document(target, READ_CLICK_WATCH, world=doorworld.PAGE)
    if isinstance(seen, dict) and seen.get("pressed") and not seen.get("clicked"):
        log.info(
            "%r: the click's release landed on something that appeared meanwhile; clicking again",
            element,
        )
        await click()
