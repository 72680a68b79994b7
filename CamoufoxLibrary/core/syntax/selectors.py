"""Playwright selector strings as parts: splitting chains, attribute selectors, frames.

Pure text work (no browser): ports of Playwright's own parsers, so that a generated
selector can be taken apart, judged and put together again.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

ENTER_FRAME = "internal:control=enter-frame"


@dataclass(frozen=True)
class Part:
    """One ``engine=body`` step of a selector chain (``a >> b``)."""

    name: str
    body: str


def split_selector(selector: str) -> list[Part]:
    """Splits a selector at ``>>`` outside quotes, naming each part's engine.

    A port of Playwright's ``parseSelectorString``: ``engine=body`` when the text
    before ``=`` is an engine name, ``"..."``/``'...'`` is ``text``, ``//`` or
    ``..`` is ``xpath``, anything else ``css``.
    """
    parts: list[Part] = []
    start = index = 0
    quote: str | None = None

    def append(end: int) -> None:
        text = selector[start:end].strip()
        eq = text.find("=")
        if eq != -1 and re.fullmatch(r"[a-zA-Z_0-9\-+:*]+", text[:eq].strip()):
            parts.append(Part(text[:eq].strip(), text[eq + 1 :]))
        elif len(text) > 1 and text[0] == text[-1] and text[0] in "\"'":
            parts.append(Part("text", text))
        elif re.match(r"^\(*//", text) or text.startswith(".."):
            parts.append(Part("xpath", text))
        else:
            parts.append(Part("css", text))

    def text_engine_quote_ignored() -> bool:
        match = re.match(r"^\s*text\s*=(.*)$", selector[start:index], re.DOTALL)
        return bool(match and match.group(1))

    if ">>" not in selector:
        append(len(selector))
        return parts
    while index < len(selector):
        char = selector[index]
        if char == "\\" and index + 1 < len(selector):
            index += 2
        elif char == quote:
            quote = None
            index += 1
        elif quote is None and char in "\"'`" and not text_engine_quote_ignored():
            quote = char
            index += 1
        elif quote is None and selector.startswith(">>", index):
            append(index)
            index += 2
            start = index
        else:
            index += 1
    append(len(selector))
    return parts


def join_selector(parts: list[Part]) -> str:
    return " >> ".join(
        part.body if part.name == "css" else f"{part.name}={part.body}" for part in parts
    )


@dataclass(frozen=True)
class Attribute:
    name: str
    value: str | bool | None  # None: a bare ``[name]`` (truthy) test
    case_sensitive: bool
    regex: bool = False


class _AttributeParser:
    """A port of Playwright's ``parseAttributeSelector`` (unquoted values allowed)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def eat(self) -> str:
        char = self.peek()
        self.pos += 1
        return char

    def fail(self, what: str) -> ValueError:
        return ValueError(f"cannot parse {self.text!r} at position {self.pos} ({what})")

    def skip_spaces(self) -> None:
        while self.peek() and self.peek().isspace():
            self.pos += 1

    @staticmethod
    def name_char(char: str) -> bool:
        return bool(char) and (char >= "\x80" or char.isalnum() or char in "_-")

    def identifier(self) -> str:
        self.skip_spaces()
        start = self.pos
        while self.name_char(self.peek()):
            self.pos += 1
        return self.text[start : self.pos]

    def quoted(self) -> str:
        quote = self.eat()
        value = ""
        while self.peek() and self.peek() != quote:
            if self.peek() == "\\":
                self.eat()
            value += self.eat()
        if self.eat() != quote:
            raise self.fail("unterminated string")
        return value

    def regex(self) -> str:
        self.eat()
        source = ""
        in_class = False
        while self.peek():
            char = self.peek()
            if char == "\\":
                source += self.eat()
            elif in_class and char == "]":
                in_class = False
            elif not in_class and char == "[":
                in_class = True
            elif not in_class and char == "/":
                break
            source += self.eat()
        if self.eat() != "/":
            raise self.fail("unterminated regular expression")
        while self.peek() and self.peek() in "dgimsuvy":
            self.eat()
        return source

    def attribute(self) -> Attribute:
        self.eat()  # [
        self.skip_spaces()
        name = self.quoted() if self.peek() in "\"'" else self.identifier()
        self.skip_spaces()
        if self.peek() == "]":
            self.eat()
            return Attribute(name, None, False)
        if self.eat() != "=":
            raise self.fail("only = is supported here")
        self.skip_spaces()
        value: str | bool
        case_sensitive = True
        regex = False
        if self.peek() == "/":
            value, regex = self.regex(), True
        elif self.peek() in "\"'":
            value = self.quoted()
            self.skip_spaces()
            if self.peek() in "iI":
                case_sensitive = False
                self.eat()
            elif self.peek() in "sS":
                self.eat()
        else:
            start = self.pos
            while self.name_char(self.peek()) or self.peek() in "+.":
                self.pos += 1
            raw = self.text[start : self.pos]
            value = {"true": True, "false": False}.get(raw, raw)
        self.skip_spaces()
        if self.eat() != "]":
            raise self.fail("expected ]")
        return Attribute(name, value, case_sensitive, regex)

    def parse(self) -> tuple[str, list[Attribute]]:
        name = self.identifier()
        attributes = []
        self.skip_spaces()
        while self.peek() == "[":
            attributes.append(self.attribute())
            self.skip_spaces()
        if self.peek():
            raise self.fail("unexpected text")
        return name, attributes


def parse_attribute_selector(text: str) -> tuple[str, list[Attribute]]:
    """``button[name="Go"i][level=2]`` -> ``("button", [Attribute(...), ...])``."""
    return _AttributeParser(text).parse()


def detect_exact(body: str) -> tuple[str, bool] | None:
    """A text engine body as (text, exact): ``"Go"i`` lax, ``"Go"s``/``"Go"`` exact."""
    body = body.strip()
    try:
        if body.endswith('"i'):
            return json.loads(body[:-1]), False
        if body.endswith('"s'):
            return json.loads(body[:-1]), True
        if body.endswith('"'):
            return json.loads(body), True
    except ValueError:
        return None
    return None  # a regular expression or unquoted text: no lossless Python call


def text_body(text: str, exact: bool) -> str:
    """Playwright's escapeForTextSelector."""
    return json.dumps(text, ensure_ascii=False) + ("s" if exact else "i")


def attribute_body(name: str, value: str, exact: bool) -> str:
    """Playwright's escapeForAttributeSelector, as ``[name="value"i]``."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name}="{escaped}"{"s" if exact else "i"}]'


def split_frames(parts: list[Part]) -> tuple[list[Part], list[Part]]:
    """(the frame chain up to the last enter-frame, the element's own parts)."""
    last = max((i for i, p in enumerate(parts) if f"{p.name}={p.body}" == ENTER_FRAME), default=-1)
    return parts[: last + 1], parts[last + 1 :]


# Playwright's additions to CSS (its css engine's pseudo-classes): the browser's own
# querySelectorAll knows none of them.
PLAYWRIGHT_CSS = re.compile(
    r":(has-text|text|text-is|text-matches|visible|nth-match|light|left-of|right-of|above|below|near)\b"
)
# The attribute engines whose value is the whole attribute (Playwright's id=, data-testid=).
ATTRIBUTE_ENGINES = ("id", "data-testid", "data-test-id", "data-test")
PLAIN_VALUE = re.compile(r"[A-Za-z0-9_\-:.]+")


def native_css(selector: str) -> str | None:
    """The CSS selector the browser's own ``querySelectorAll`` takes for ``selector``,
    where it finds what Playwright's engines find in the light DOM: plain CSS (``css=``
    or bare), or ``id=``/``data-testid=`` of a plain value. None for anything else (a
    chain, text=, role=, xpath=, internal:, Playwright's pseudo-classes)."""
    parts = split_selector(selector)
    if len(parts) != 1:
        return None
    part = parts[0]
    body = part.body.strip()
    if not body:
        return None
    if part.name == "css":
        return None if PLAYWRIGHT_CSS.search(body) else body
    if part.name in ATTRIBUTE_ENGINES and PLAIN_VALUE.fullmatch(body):
        return f'[{part.name}="{body}"]'
    return None
