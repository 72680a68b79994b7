"""The page scripts of ``core/js/``: one JavaScript function expression a file, read once."""

from __future__ import annotations

from functools import cache
from importlib.resources import files


@cache
def script(name: str) -> str:
    """The text of ``js/<name>.js``: a function expression such as ``el => {...}``."""
    path = files(__package__) / "js" / f"{name}.js"
    return path.read_text(encoding="utf-8").strip()
