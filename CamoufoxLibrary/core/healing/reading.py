"""Reading elements' facts in a page or frame, and a selector's fingerprint.

One ``evaluate_all`` of ``element_fingerprints.js`` per selector (a round trip; the
candidates of one element are read side by side, so recording costs about two).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Page

from ..js import script
from ..js.mainworld import evaluate_all
from .candidates import candidates_of
from .facts import ElementFacts, Malformed, facts_from
from .store import Fingerprint, now

FINGERPRINTS = script("element_fingerprints")
# The matches of one candidate whose facts are read: enough to see that it is ambiguous.
MAX_MATCHES = 10


@dataclass(frozen=True)
class Matches:
    count: int  # all the selector matched
    elements: tuple[ElementFacts, ...]  # the facts of the first few


async def read_matches(scope: Page | Frame, selector: str, limit: int) -> Matches | None:
    """What ``selector`` matches in ``scope`` now; None when it cannot be asked (a
    selector Playwright rejects, a frame that went away)."""
    try:
        found = await evaluate_all(scope.locator(selector), FINGERPRINTS, limit)
        return Matches(found["count"], tuple(facts_from(e) for e in found["elements"]))
    except (PlaywrightError, Malformed, KeyError, TypeError):
        return None


async def fingerprint_of(scope: Page | Frame, selector: str) -> Fingerprint | None:
    """The fingerprint of the one element ``selector`` matches, with the candidates that
    find it and nothing else now; None when it matches no element or several."""
    matches = await read_matches(scope, selector, 1)
    if matches is None or matches.count != 1:
        return None
    element = matches.elements[0]
    candidates = candidates_of(element, selector)
    checks = await asyncio.gather(*(read_matches(scope, c.selector, 1) for c in candidates))
    alone = tuple(
        candidate
        for candidate, check in zip(candidates, checks, strict=True)
        if check is not None and check.count == 1 and check.elements[0].path == element.path
    )
    return Fingerprint(element, alone, scope.url, now())
