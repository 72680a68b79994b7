"""Refs that say what they are: ``e12`` in the main frame, ``f3e4`` inside an iframe.

Playwright prefixes a frame's refs with ``f`` and the frame's sequence number, and gives
the main frame a new number at each new document after the first one (measured on
Firefox over BiDi: about:blank, A, B, C show ``e1``, ``e1``, ``f1e1``, ``f2e1``; a
reload too, a same-document navigation not). A snapshot shows the main frame's refs as
``e<n>`` instead, numbered on from the highest number the tab has shown, so on a tab a
ref names one element: a ref of an earlier document maps back to that document's
prefix, which no longer resolves (``stale_ref``) rather than finding the new document's
element of the same number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# A snapshot line: indent, '- ', the role (the whole key in single quotes when YAML needs
# them), the JSON-quoted name, then the [attributes]. Refs are read only there, not from
# a name or a text that happens to contain '[ref=...]'.
_LINE = re.compile(
    r"""^(?P<head>\s*- '?[\w-]+(?: "(?:[^"\\]|\\.)*")?)(?P<attrs>(?: \[[^\]]*\])*)"""
)
_REF = re.compile(r"\[ref=(f\d+)?e(\d+)\]")
_SHOWN = re.compile(r"e(\d+)")


@dataclass
class MainFrameRefs:
    """One tab's documents as its snapshots met them: (offset, Playwright prefix), oldest first."""

    documents: list[tuple[int, str]] = field(default_factory=list)
    highest: int = 0  # the highest ref number shown so far

    def show(self, snapshot: str) -> str:
        """The whole-page (or main-frame) snapshot with the main frame's refs as ``e<n>``."""
        prefix = main_frame_prefix(snapshot)
        if prefix is None:
            return snapshot  # no ref of the main frame to show
        if not self.documents or self.documents[-1][1] != prefix:
            self.documents.append((self.highest, prefix))
        offset = self.documents[-1][0]

        def renumber(ref: re.Match[str]) -> str:
            if (ref.group(1) or "") != prefix:
                return ref.group(0)  # an iframe's ref
            number = offset + int(ref.group(2))
            self.highest = max(self.highest, number)
            return f"[ref=e{number}]"

        def line(match: re.Match[str]) -> str:
            return match.group("head") + _REF.sub(renumber, match.group("attrs"))

        return "\n".join(_LINE.sub(line, text, count=1) for text in snapshot.split("\n"))

    def playwright_ref(self, ref: str) -> str:
        """Playwright's ref of a ref a snapshot showed (``e12`` -> ``f2e5``); others as given."""
        shown = _SHOWN.fullmatch(ref)
        if shown is None or not self.documents:
            return ref
        number = int(shown.group(1))
        for offset, prefix in reversed(self.documents):
            if number > offset:
                return f"{prefix}e{number - offset}"
        return ref


def main_frame_prefix(snapshot: str) -> str | None:
    """The prefix of the snapshot's first ref (``''``, ``'f2'``), None when it has none.

    The first ref is the main frame's: an iframe's content follows the iframe's own line,
    and Playwright shows only the content of iframes that have a ref.
    """
    for text in snapshot.split("\n"):
        match = _LINE.match(text)
        ref = _REF.search(match.group("attrs")) if match else None
        if ref is not None:
            return ref.group(1) or ""
    return None
