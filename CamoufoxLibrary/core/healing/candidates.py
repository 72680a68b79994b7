"""The selectors that could find an element again, best first, from its facts.

The order is ``Generate Locator``'s (test id, role and name, label, placeholder, alt
text, title, text) and then what survives a renamed text: the id, the ``name``
attribute, the role inside its named container (``the button of the Sign in form``),
a role without a name (the page's one ``status``) and the path of tags from ``<body>``.
Each must find the element and nothing else when it is recorded (``reading.py``). Each is a Playwright selector, relative to the
frame the element is in; a selector that entered frames (``iframe >>
internal:control=enter-frame >> ...``) gives its candidates the same way in.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..syntax.selectors import (
    attribute_body,
    join_selector,
    split_frames,
    split_selector,
    text_body,
)
from .facts import ElementFacts

# Longer texts make poor locators (a paragraph): Generate Locator's limit too.
MAX_TEXT = 80
# The roles whose text is their name (ARIA's "name from content"), and no role at all
# (a <span>): a text finds them as a user does. Another element's text is what it
# shows (a status, a paragraph), which changes while its locator should not.
NAMED_BY_TEXT = {
    None, "button", "link", "heading", "option", "cell", "columnheader", "rowheader", "tab",
    "menuitem", "menuitemcheckbox", "menuitemradio", "treeitem", "switch", "checkbox", "radio",
    "tooltip", "gridcell", "listitem", "term", "definition",
}  # fmt: skip


@dataclass(frozen=True)
class Candidate:
    kind: str
    selector: str


def css_string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def own_candidates(facts: ElementFacts) -> list[Candidate]:
    """The candidates within the element's own frame, best first."""
    found: list[Candidate] = []

    def add(kind: str, selector: str) -> None:
        if all(c.selector != selector for c in found):
            found.append(Candidate(kind, selector))

    if facts.testid:
        add("testid", f"internal:testid={attribute_body('data-testid', facts.testid, True)}")
    if facts.role and facts.name:
        add("role", f"internal:role={facts.role}{attribute_body('name', facts.name, False)}")
    for label in facts.labels:
        add("label", f"internal:label={text_body(label, False)}")
    for kind in ("placeholder", "alt", "title"):
        value = getattr(facts, kind)
        if value:
            add(kind, f"internal:attr={attribute_body(kind, value, False)}")
    if facts.text and len(facts.text) <= MAX_TEXT and facts.role in NAMED_BY_TEXT:
        add("text", f"internal:text={text_body(facts.text, False)}")
    if facts.id:
        add("id", f"css=[id={css_string(facts.id)}]")
    if facts.name_attribute:
        add("name", f"css={facts.tag}[name={css_string(facts.name_attribute)}]")
    box = facts.container
    if box is not None and box.role and box.name and facts.role:
        around = f"internal:role={box.role}{attribute_body('name', box.name, False)}"
        add("container", f"{around} >> internal:role={facts.role}")
    if facts.role and not facts.name:
        add("role", f"internal:role={facts.role}")  # the page's only status, main, ...
    if not facts.shadow and facts.path:
        add("path", f"css={facts.path}")
    return found


def candidates_of(facts: ElementFacts, selector: str) -> list[Candidate]:
    """The candidates of the element ``selector`` found, through the frames it entered."""
    frames, _ = split_frames(split_selector(selector))
    if not frames:
        return own_candidates(facts)
    prefix = join_selector(frames)
    return [Candidate(c.kind, f"{prefix} >> {c.selector}") for c in own_candidates(facts)]
