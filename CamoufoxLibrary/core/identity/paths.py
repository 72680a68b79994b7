"""Reading an identity by dotted path: ``page.timezone.name``, ``headers.user_agent``."""

from __future__ import annotations

from typing import Any

# Where the probe runs: the page's window, a same-origin iframe, a dedicated worker.
SURFACES = ("page", "iframe", "worker")
MISSING = object()


def value_at(identity: Any, path: str, default: Any = None) -> Any:
    """The value at ``path``; ``default`` where a part of it is missing or null."""
    found = lookup(identity, path)
    return default if found is MISSING or found is None else found


def lookup(identity: Any, path: str) -> Any:
    """The value at ``path`` (null included), or ``MISSING`` when it has no such field."""
    value = identity
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return MISSING
        value = value[part]
    return value


def leaves(value: Any, prefix: str = "") -> dict[str, Any]:
    """Every leaf under ``value`` by its dotted path (lists are leaves)."""
    if not isinstance(value, dict):
        return {prefix: value}
    found: dict[str, Any] = {}
    for key, inner in value.items():
        found.update(leaves(inner, f"{prefix}.{key}" if prefix else key))
    return found
