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

# A snapshot line up to its ref: indent, '- ', the role (the whole key in single quotes
# when YAML needs them), the JSON-quoted name, the attributes before [ref=...]. Refs are
# read only there, not from a name or a text that happens to contain '[ref=...]'.
_REF_LINE = re.compile(
    r"""^([ \t]*- '?[\w-]+(?: "(?:[^"\\\n]|\\.)*")?(?: \[[^\]\n]*\])*?) \[ref=(f\d+)?e(\d+)\]""",
    re.MULTILINE,
)
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
        numbers: list[int] = []

        def renumber(line: re.Match[str]) -> str:
            if (line[2] or "") != prefix:
                return line[0]  # an iframe's ref
            numbers.append(offset + int(line[3]))
            return f"{line[1]} [ref=e{numbers[-1]}]"

        # ~1 µs a line (measured: 6,000 lines in 7 ms).
        shown = _REF_LINE.sub(renumber, snapshot)
        self.highest = max([self.highest, *numbers])
        return shown

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
    first = _REF_LINE.search(snapshot)
    return None if first is None else first[2] or ""
