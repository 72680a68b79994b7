"""Finding a broken selector's element again: its candidates, and the facts they find.

Every candidate is asked (side by side: about one round trip), and each element they
find is scored against the fingerprint (``agreement.py``). A selector heals only when
exactly one element agrees at least ``THRESHOLD`` and a candidate finds it and nothing
else; that candidate is the new selector. Two agreeing elements never heal: the
outcome names both, and the candidates that found them. An element remembered visible
is only looked for among visible ones (a hidden copy of a menu does not count).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from playwright.async_api import Frame, Page

from .agreement import THRESHOLD, agreement
from .candidates import Candidate
from .facts import ElementFacts
from .reading import MAX_MATCHES, read_matches
from .store import Fingerprint


@dataclass
class Seen:
    """One element the candidates found, and how far it agrees with the fingerprint."""

    facts: ElementFacts
    score: float
    found_by: list[Candidate] = field(default_factory=list)
    alone_by: list[Candidate] = field(default_factory=list)  # found it and nothing else

    def describe(self) -> str:
        by = ", ".join(repr(c.selector) for c in self.found_by)
        return f"{self.facts.describe()} at '{self.facts.path}' ({self.score:.2f}, found by {by})"


@dataclass(frozen=True)
class Outcome:
    """A heal (``healed``, with its ``score``), or why there is none (``why``)."""

    healed: Candidate | None
    score: float
    why: str


def not_healed(why: str, score: float = 0.0) -> Outcome:
    return Outcome(None, score, why)


async def find_again(scope: Page | Frame, fingerprint: Fingerprint) -> Outcome:
    if not fingerprint.candidates:
        return not_healed("its fingerprint has no candidate that found the element alone")
    asked = await asyncio.gather(
        *(read_matches(scope, c.selector, MAX_MATCHES) for c in fingerprint.candidates)
    )
    remembered = fingerprint.element
    seen: dict[str, Seen] = {}
    for candidate, matches in zip(fingerprint.candidates, asked, strict=True):
        for facts in matches.elements if matches is not None else ():
            if remembered.visible and not facts.visible:
                continue
            entry = seen.get(facts.path)
            if entry is None:
                entry = seen[facts.path] = Seen(facts, agreement(remembered, facts))
            entry.found_by.append(candidate)
            if matches is not None and matches.count == 1:
                entry.alone_by.append(candidate)
    return judge(list(seen.values()), len(fingerprint.candidates))


def judge(seen: list[Seen], asked: int) -> Outcome:
    """The outcome of what the candidates found (pure: the unit tests' way in)."""
    if not seen:
        return not_healed(f"none of its {asked} candidates finds an element now")
    agreeing = [s for s in seen if s.score >= THRESHOLD]
    if not agreeing:
        best = max(seen, key=lambda s: s.score)
        return not_healed(
            f"the element its candidates find that agrees most, {best.describe()}, agrees "
            f"under {THRESHOLD:.2f} with its fingerprint",
            best.score,
        )
    if len(agreeing) > 1:
        named = "; ".join(s.describe() for s in agreeing)
        return not_healed(
            f"{len(agreeing)} elements agree with its fingerprint, so it did not heal: {named}",
            max(s.score for s in agreeing),
        )
    (only,) = agreeing
    if not only.alone_by:
        return not_healed(
            f"{only.describe()} agrees with its fingerprint, but every candidate that finds "
            "it finds other elements too",
            only.score,
        )
    return Outcome(only.alone_by[0], only.score, "")
