"""The page scripts: one JavaScript function expression a file (``core/js/*.js``), read once."""

from __future__ import annotations

from functools import cache
from importlib.resources import files


@cache
def script(name: str) -> str:
    """The text of ``js/<name>.js``: a function expression such as ``el => {...}``."""
    path = files(__package__) / f"{name}.js"
    return path.read_text(encoding="utf-8").strip()
