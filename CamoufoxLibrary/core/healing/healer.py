"""The run's healer: it records each selector's fingerprint and heals broken selectors.

``mode`` (``Settings.healing``): ``off`` does nothing; ``record`` fingerprints each
selector the first time it finds one element in the run (and each locator
``browser_generate_locator`` makes), so the store stays current; ``on`` records and
heals. A selector that matches nothing heals only from a usable store's fingerprint.
Refs never heal: a gone ref is ``stale_ref``.
"""

from __future__ import annotations

import asyncio
import logging

from playwright.async_api import Frame, Page

from ..contract.envelope import current_operation
from ..contract.vocabulary import HealingMode
from .reading import fingerprint_of
from .search import Outcome, find_again, not_healed
from .store import LocatorStore

log = logging.getLogger("CamoufoxLibrary.core")

# The share of a call's time left that recording a fingerprint may take, at most.
RECORDING_SHARE = 0.25
MAX_RECORDING = 2.0  # seconds
# How often a selector that worked is tried for a fingerprint, when it found several
# elements by then or the time ran out: then it is left alone for the run.
MAX_TRIES = 3


class Healer:
    def __init__(self, mode: HealingMode, store: LocatorStore) -> None:
        self.mode = mode
        self.store = store
        self.seen: set[str] = set()  # the selectors recorded in this run (or given up on)
        self.tries: dict[str, int] = {}

    @property
    def records(self) -> bool:
        return self.mode != "off"

    def heals(self, selector: str) -> bool:
        """Whether ``selector`` heals when it matches nothing: healing on, a fingerprint."""
        return self.mode == "on" and self.store.get(selector) is not None

    async def remember(self, scope: Page | Frame, selector: str) -> None:
        """Records ``selector``'s fingerprint the first time it finds one element in the
        run; bounded, so the action it precedes keeps its time (then it is tried again
        the next time the selector works, up to ``MAX_TRIES`` times)."""
        if not self.records or selector in self.seen:
            return
        tries = self.tries.get(selector, 0) + 1
        self.tries[selector] = tries
        budget = min(MAX_RECORDING, current_operation().remaining() * RECORDING_SHARE)
        try:
            fingerprint = await asyncio.wait_for(fingerprint_of(scope, selector), budget)
        except asyncio.TimeoutError:
            log.debug("healing: no fingerprint of %r within %.1f s", selector, budget)
            fingerprint = None
        if fingerprint is not None:
            self.store.put(selector, fingerprint)
        if fingerprint is not None or tries >= MAX_TRIES:
            self.seen.add(selector)

    async def heal(self, scope: Page | Frame, selector: str) -> Outcome:
        fingerprint = self.store.get(selector)
        if self.mode != "on" or fingerprint is None:
            return not_healed("healing has no fingerprint of it")
        return await find_again(scope, fingerprint)

    def save(self) -> str | None:
        """Saves the store's new fingerprints; a problem to report, else None."""
        return self.store.save()
