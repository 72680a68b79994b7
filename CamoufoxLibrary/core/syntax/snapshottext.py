"""A snapshot's YAML text scoped, cut and searched, as an agent asks for parts of a big page.

Playwright's AI-mode aria snapshot is one node a line, two spaces deeper per level:
``- list "Items" [ref=e5]:`` then ``  - listitem [ref=e6]: One``. ``subtree`` keeps the
node of one ref and what is under it; ``to_depth`` keeps the nodes down to a depth,
saying under which refs it left nodes out; ``within`` keeps whole lines up to a number of
characters, marking where it stopped and how to get the rest; ``matching`` finds the
nodes of a role, a name and a text. Each cut says so in the text (a ``# ...`` comment
line), so an agent never mistakes a part for the whole.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..contract.errors import InvalidParams

# "- role "name" [attr] [ref=e5]: text" (the name and the text optional).
NODE = re.compile(
    r'^(?P<indent> *)- (?P<role>[\w-]+|"[^"]*")(?: "(?P<name>(?:[^"\\]|\\.)*)")?'
    r"(?P<attrs>(?: \[[^\]]*\])*)(?::(?: (?P<text>.*))?)?$"
)
REF = re.compile(r"\[ref=((?:f\d+)?e\d+)\]")


@dataclass(frozen=True)
class Node:
    line: str
    depth: int
    role: str
    name: str
    text: str
    ref: str | None


def nodes(snapshot: str) -> list[Node | None]:
    """Each line as a node, None for a line that is no node (a property, a text run)."""
    found: list[Node | None] = []
    for line in snapshot.splitlines():
        match = NODE.match(line)
        if match is None:
            found.append(None)
            continue
        ref = REF.search(match["attrs"] or "")
        found.append(
            Node(
                line=line,
                depth=len(match["indent"]) // 2,
                role=match["role"].strip('"'),
                name=(match["name"] or "").replace('\\"', '"'),
                text=match["text"] or "",
                ref=ref.group(1) if ref else None,
            )
        )
    return found


def indent_of(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def subtree(snapshot: str, ref: str) -> str | None:
    """The lines of the node ``ref`` and of everything under it, dedented; None if absent."""
    lines = snapshot.splitlines()
    marker = f"[ref={ref}]"
    for start, line in enumerate(lines):
        if marker in line:
            base = indent_of(line)
            end = start + 1
            while end < len(lines) and indent_of(lines[end]) > base:
                end += 1
            return "\n".join(part[base:] for part in lines[start:end])
    return None


def to_depth(snapshot: str, depth: int) -> str:
    """The nodes at most ``depth`` levels deep (0: the top ones); under each node whose
    children were left out, a comment saying how many lines and how to see them."""
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 0:
        raise InvalidParams(f"argument 'depth' must be a whole number of 0 or more, got {depth!r}")
    lines = snapshot.splitlines()
    kept: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        level = indent_of(line) // 2
        kept.append(line)
        i += 1
        if level != depth:
            continue
        start = i
        while i < len(lines) and indent_of(lines[i]) > indent_of(line):
            i += 1
        if i > start:
            ref = REF.search(line)
            how = f"root={ref.group(1)}" if ref else f"a depth over {depth}"
            pad = " " * (indent_of(line) + 2)
            kept.append(f"{pad}# {i - start} more line(s) below: snapshot with {how}")
    return "\n".join(kept)


def within(snapshot: str, max_chars: int, hint: str) -> tuple[str, bool]:
    """Whole lines of ``snapshot`` that, with the closing comment, fit in ``max_chars``;
    and whether it was cut. ``hint`` says how to get the rest."""
    if isinstance(max_chars, bool) or not isinstance(max_chars, int) or max_chars < 200:
        raise InvalidParams(
            f"argument 'max_chars' must be a whole number of at least 200, got {max_chars!r}"
        )
    if len(snapshot) <= max_chars:
        return snapshot, False
    lines = snapshot.splitlines()
    kept: list[str] = []
    size = 0
    last_ref = None
    for line in lines:
        closing = cut_comment(len(snapshot), size, last_ref, hint)
        if size + len(line) + 1 + len(closing) > max_chars:
            break
        kept.append(line)
        size += len(line) + 1
        ref = REF.search(line)
        last_ref = ref.group(1) if ref else last_ref
    kept.append(cut_comment(len(snapshot), size, last_ref, hint))
    return "\n".join(kept), True


def cut_comment(total: int, shown: int, last_ref: str | None, hint: str) -> str:
    after = f" after {last_ref}" if last_ref else ""
    return f"# cut: {shown} of {total} characters shown, the rest{after} left out; {hint}"


def matching(snapshot: str, role: str | None, name: str | None, text: str | None) -> list[Node]:
    """The nodes with a ref of ``role`` (exactly), whose name holds ``name`` and whose
    line holds ``text`` (both ignoring case), in the order of the page."""
    if role is None and name is None and text is None:
        raise InvalidParams("give at least one of 'role', 'name' and 'text' to find elements by")
    wanted_name = name.lower() if name is not None else None
    wanted_text = text.lower() if text is not None else None
    return [
        node
        for node in nodes(snapshot)
        if node is not None
        and node.ref is not None
        and (role is None or node.role == role)
        and (wanted_name is None or wanted_name in node.name.lower())
        and (wanted_text is None or wanted_text in f"{node.name} {node.text}".lower())
    ]
