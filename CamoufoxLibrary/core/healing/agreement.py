"""How far an element found now agrees with the one remembered: a score from 0 to 1.

Each fact is compared where either element has it (both without it says nothing), and
weighed by how much it tells one element from another: what the element is and says
weighs most, where it stands next. Texts that changed a little still agree a little
(``Sign in`` and ``Log in`` share ``g in``), so a button renamed in a redesign keeps
most of its agreement through its role, type, classes, neighbours and container,
while a sibling button of another kind does not (docs/healing.md has the table).
"""

from __future__ import annotations

from collections.abc import Callable
from difflib import SequenceMatcher
from typing import Any

from .facts import Container, ElementFacts

# A found element heals a selector only when it agrees at least this much.
THRESHOLD = 0.7


def same(a: Any, b: Any) -> float:
    return 1.0 if a == b else 0.0


def similar(a: str, b: str) -> float:
    """1 for the same text (case and spaces aside), else how much of it the two share."""
    a, b = " ".join(a.lower().split()), " ".join(b.lower().split())
    return 1.0 if a == b else SequenceMatcher(None, a, b).ratio()


def overlap(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    """Jaccard of two lists of texts, case aside."""
    left, right = {x.lower() for x in a}, {x.lower() for x in b}
    return len(left & right) / len(left | right)


def neighbours(a: tuple[str | None, ...], b: tuple[str | None, ...]) -> float:
    """The share of the remembered neighbours' texts (before, after) still there."""
    kept = [(x, y) for x, y in zip(a, b, strict=False) if x]
    return sum(similar(x, y or "") == 1.0 for x, y in kept) / len(kept)


def containers(a: Container, b: Container) -> float:
    if (a.tag, a.role) != (b.tag, b.role):
        return 0.0
    return 1.0 if similar(a.name, b.name) == 1.0 else 0.5


def paths(a: str, b: str) -> float:
    """The share of the steps from ``<body>`` that are the same, from the element up."""
    left, right = a.split(" > "), b.split(" > ")
    kept = 0
    for x, y in zip(reversed(left), reversed(right), strict=False):
        if x != y:
            break
        kept += 1
    return kept / max(len(left), len(right))


Compare = Callable[[Any, Any], float]
# fact: (weight, comparison)
FACTS: dict[str, tuple[float, Compare]] = {
    "tag": (2, same),
    "role": (2, same),
    "name": (3, similar),
    "text": (1, similar),
    "labels": (2, overlap),
    "testid": (2, similar),
    "id": (1, similar),
    "name_attribute": (1, similar),
    "type": (1, same),
    "placeholder": (1, similar),
    "alt": (1, similar),
    "title": (1, similar),
    "classes": (1, overlap),
    "neighbours": (2, neighbours),
    "container": (2, containers),
    "path": (1, paths),
}


def has(value: Any) -> bool:
    if isinstance(value, tuple):
        return any(value)
    return value is not None and value != ""


def agreement(remembered: ElementFacts, found: ElementFacts) -> float:
    """The weighed share of the facts either element has that the other agrees with."""
    weighed = total = 0.0
    for fact, (weight, compare) in FACTS.items():
        before, now = getattr(remembered, fact), getattr(found, fact)
        if not has(before) and not has(now):
            continue
        if fact == "neighbours" and not has(before):
            continue  # nothing was next to it: new neighbours say nothing
        total += weight
        if has(before) and has(now):
            weighed += weight * compare(before, now)
    return weighed / total if total else 0.0
