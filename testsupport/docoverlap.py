"""How much of its tool's docstring each keyword's own docs repeat.

A keyword's own docs are its stub's docstring: what the keyword adds for Robot users.
Its libdoc page is that, after its tool's docstring where the keyword says so
(``@tool_keyword(..., tool_doc=True)``), and the errors paragraph. The measure: the
share of the tool docstring's runs of five words (``[\\w']+``, any case) that the
keyword's own docs have too; a quarter or more repeats the tool.

    python -m testsupport.docoverlap      # every keyword's share, the largest first

``utest/keywords/test_keyword_docs.py`` holds every keyword under ``REPEATS``.
"""

from __future__ import annotations

import inspect
import re
from typing import Any

RUN = 5  # words in a run
REPEATS = 0.25  # the share of the tool's runs from which a keyword repeats its tool


def runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[\w']+", text.lower())
    return {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


def overlap(own: str, tool: str) -> float:
    """The share of ``tool``'s runs that ``own`` has too (0 for a tool doc too short)."""
    theirs = runs(tool)
    return len(theirs & runs(own)) / len(theirs) if theirs else 0.0


def own_doc(method: Any) -> str:
    """What the keyword's stub says itself (the derived docs add the tool's and errors)."""
    return inspect.getdoc(inspect.unwrap(method)) or ""


def overlaps(library: Any = None) -> list[tuple[str, float, bool]]:
    """(keyword, share, whether its docs include the tool's) of every keyword with a
    tool, the largest share first."""
    from CamoufoxLibrary import CamoufoxLibrary
    from CamoufoxLibrary.core.contract.registry import REGISTRY

    library = library or CamoufoxLibrary()
    found = [
        (name, overlap(own_doc(method), REGISTRY[method.tool].doc or ""), method.tool_doc)
        for name, method in library.keywords.items()
        if hasattr(method, "tool")
    ]
    return sorted(found, key=lambda row: (-row[1], row[0]))


if __name__ == "__main__":
    rows = overlaps()
    for name, share, includes in rows:
        print(f"{share:5.2f}  {'+tool doc' if includes else '         '}  {name}")
    repeating = sum(share >= REPEATS for _, share, _ in rows)
    adding = sum(includes for *_, includes in rows)
    print(f"{repeating} of {len(rows)} keywords repeat a quarter or more of their tool's docs;")
    print(f"{adding} add to their tool's docs (tool_doc=True)")
