"""What healing remembers of an element: ``ElementFacts``, as ``element_fingerprints.js``
reads them, and the check of those read back from a store file."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


class Malformed(ValueError):
    """A fingerprint that is not of the shape this library writes."""


@dataclass(frozen=True)
class Container:
    """The closest form, section, dialog, row, list item, ... around the element."""

    tag: str
    role: str | None
    name: str


@dataclass(frozen=True)
class ElementFacts:
    """What an element is (tag, role, type), what it says (name, text, labels, ...) and
    where it stands (its neighbours' texts, its container, its path from ``<body>``).

    ``path`` is also its identity within its document at one moment: two matches with
    the same path are the same element.
    """

    tag: str
    role: str | None
    name: str
    text: str
    id: str | None
    testid: str | None
    name_attribute: str | None
    type: str | None
    classes: tuple[str, ...]
    labels: tuple[str, ...]
    placeholder: str | None
    alt: str | None
    title: str | None
    neighbours: tuple[str | None, ...]
    container: Container | None
    path: str
    shadow: bool
    visible: bool

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    def describe(self) -> str:
        """``<button> "Log in"`` (its name or text), for messages."""
        said = self.name or self.text
        return f"<{self.tag}>" + (f' "{said}"' if said else "")


STRINGS = ("tag", "name", "text", "path")
OPTIONAL_STRINGS = ("role", "id", "testid", "name_attribute", "type", "placeholder", "alt", "title")
LISTS = ("classes", "labels")
FLAGS = ("shadow", "visible")


def facts_from(data: Any) -> ElementFacts:
    """``ElementFacts`` of a script's or a file's dictionary; ``Malformed`` otherwise."""
    if not isinstance(data, dict):
        raise Malformed(f"an element's facts must be an object, got {type(data).__name__}")
    missing = [f.name for f in fields(ElementFacts) if f.name not in data]
    if missing:
        raise Malformed(f"an element's facts lack {', '.join(missing)}")
    values: dict[str, Any] = {}
    for name in STRINGS:
        values[name] = _string(data, name)
    for name in OPTIONAL_STRINGS:
        values[name] = None if data[name] is None else _string(data, name)
    for name in LISTS:
        values[name] = tuple(_strings(data, name))
    for name in FLAGS:
        if not isinstance(data[name], bool):
            raise Malformed(f"'{name}' must be true or false")
        values[name] = data[name]
    neighbours = data["neighbours"]
    if not isinstance(neighbours, list) or any(
        n is not None and not isinstance(n, str) for n in neighbours
    ):
        raise Malformed("'neighbours' must be a list of texts or nulls")
    values["neighbours"] = tuple(neighbours)
    values["container"] = _container(data["container"])
    return ElementFacts(**values)


def _string(data: dict[str, Any], name: str) -> str:
    if not isinstance(data[name], str):
        raise Malformed(f"'{name}' must be a text")
    return data[name]


def _strings(data: dict[str, Any], name: str) -> list[str]:
    value = data[name]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise Malformed(f"'{name}' must be a list of texts")
    return value


def _container(data: Any) -> Container | None:
    if data is None:
        return None
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("tag"), str)
        or not isinstance(data.get("name"), str)
        or not (data.get("role") is None or isinstance(data.get("role"), str))
    ):
        raise Malformed("'container' must be null or an object of tag, role and name")
    return Container(data["tag"], data["role"], data["name"])
