"""Robot's ``Secret`` in a keyword's arguments: its value for the tool, never for the log.

The ledger says which arguments take one (``keywordspec.differences.SECRETS``: a text,
a dictionary's values, the values of a list of dictionaries); the keyword reveals the
value to the tool and keeps the values to hide from what it logs.
"""

from __future__ import annotations

from typing import Any

from robot.api.types import Secret


def reveal(value: Any) -> Any:
    """The value inside a ``Secret``, for the core, in a dictionary's or list's values too;
    anything else unchanged."""
    if isinstance(value, Secret):
        return value.value
    if isinstance(value, dict):
        return {key: reveal(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [reveal(item) for item in value]
    return value


def secret_values(value: Any) -> list[str]:
    """The values of the ``Secret``s in ``value`` (a dictionary's or a list's included):
    what the log must never show of a call, Playwright's account of its failure included."""
    if isinstance(value, Secret):
        return [str(value.value)] if value.value else []
    if isinstance(value, dict):
        return [found for inner in value.values() for found in secret_values(inner)]
    if isinstance(value, (list, tuple)):
        return [found for inner in value for found in secret_values(inner)]
    return []
