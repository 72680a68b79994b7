"""Two identities compared field by field: which of them differ, and how.

For two instances made the same way (the same Camoufox options and seed, the same
profile), or one instance on two runs: the fields that differ are what a site could
tell apart. The moment of the probe (``*.timezone.at``) and the page's address differ
by nature and are left out unless asked for.
"""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any

from ..contract.errors import InvalidParams
from .paths import SURFACES, leaves

# What differs between any two probes, however alike the browsers.
BY_NATURE = ("*.timezone.at", "url", "headers.url")


def identity_argument(value: Any, name: str) -> dict[str, Any]:
    if not isinstance(value, dict) or not any(surface in value for surface in SURFACES):
        raise InvalidParams(
            f"argument '{name}' must be an identity as browser_identity returns it (with "
            f"page, iframe and worker), got {type(value).__name__}"
        )
    return value


def ignored(path: str, patterns: tuple[str, ...]) -> bool:
    """A path a pattern names: itself or a field under it, the pattern a dotted path or
    a glob (``*.fonts``, ``*.timezone``)."""
    return any(
        fnmatchcase(path, pattern) or fnmatchcase(path, f"{pattern}.*") for pattern in patterns
    )


def differences(
    first: dict[str, Any], second: dict[str, Any], ignore: tuple[str, ...] = ()
) -> tuple[list[dict[str, Any]], int]:
    """The differing fields (``field``, ``first``, ``second``) and how many were compared."""
    patterns = (*BY_NATURE, *ignore)
    one = {k: v for k, v in leaves(first).items() if not ignored(k, patterns)}
    two = {k: v for k, v in leaves(second).items() if not ignored(k, patterns)}
    fields = sorted(set(one) | set(two))
    found = [
        {"field": field, "first": one.get(field), "second": two.get(field)}
        for field in fields
        if one.get(field) != two.get(field)
    ]
    return found, len(fields)
