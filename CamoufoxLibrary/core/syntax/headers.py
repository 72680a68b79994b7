"""HTTP headers a caller gives (a context's, a route's, a browser server's), checked."""

from __future__ import annotations

from typing import Any

from ..contract.errors import InvalidParams


def check_headers(headers: dict[str, Any] | None, argument: str) -> dict[str, str]:
    """Names that are not blank, text values; a value is never shown in the error (it may
    be a token)."""
    for name, value in (headers or {}).items():
        if not isinstance(name, str) or not name.strip() or not isinstance(value, str):
            raise InvalidParams(
                f"argument '{argument}': header {name!r} must have a name and a text value"
            )
    return dict(headers or {})
