"""A keyword's docs that add to its tool's: the tool's docstring first, in Robot's words.

A tool's docstring says what it does, its arguments and what it returns, for an agent
and for Robot users alike. A keyword made with ``tool_doc=True`` opens its docs with
it, so its stub says only what Robot users need besides: a Robot argument's form, the
library's settings, an example. In Robot's words, the verbs of the tool's first
sentence are the third person (``Add ... and wait`` -> ``Adds ... and waits``: a
keyword's docs read as the library's), and every tool it names is that tool's keyword
(``errors.for_robot``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...core.contract.registry import REGISTRY, ToolSpec
from ..errors import for_robot

_FIRST_WORD = re.compile(r"^([A-Z][a-z]+(?:-[a-z]+)?)\b")
_FIRST_SENTENCE = re.compile(r"^.*?(?:[.:](?=\s)|$)", re.DOTALL)
_JOINED = re.compile(r"(\b(?:and|or) )([a-z]+)\b")


def third_person(verb: str) -> str:
    """``Return`` -> ``Returns``, ``Press`` -> ``Presses``, ``Verify`` -> ``Verifies``,
    ``Go`` -> ``Goes``, ``Double-click`` -> ``Double-clicks``; a docstring that reads so
    already (a plugin's ``Returns ...``) is kept."""
    if re.search(r"[^su]s$", verb):
        return verb
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    if re.search(r"(s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    return verb + "s"


def opening_verbs(specs: Iterable[ToolSpec]) -> frozenset[str]:
    """The verbs tools' docstrings open with (``return``, ``wait``, ``save``, ...)."""
    return frozenset(spec.doc.split()[0].lower() for spec in specs if spec.doc.strip())


def in_robots_words(tool_doc: str, verbs: frozenset[str] = frozenset()) -> str:
    """The tool's docstring as a keyword's: the verbs of its first sentence conjugated
    (its first word, and one of ``verbs`` after ``and`` or ``or``), tools as keywords."""
    text = _FIRST_WORD.sub(lambda match: third_person(match.group(1)), tool_doc.strip(), count=1)
    first = _FIRST_SENTENCE.match(text)
    end = first.end() if first else 0

    def joined(match: re.Match[str]) -> str:
        word = match.group(2)
        return match.group(1) + (third_person(word) if word in verbs else word)

    return for_robot(_JOINED.sub(joined, text[:end]) + text[end:])


def keyword_doc(spec: ToolSpec, own: str, *, includes_tool_doc: bool) -> str:
    """The keyword's docs: its own, after its tool's when it adds to them."""
    if not includes_tool_doc:
        return own
    tool_doc = in_robots_words(spec.doc, opening_verbs(REGISTRY.specs()))
    return "\n\n".join(part for part in (tool_doc, own.strip()) if part)
