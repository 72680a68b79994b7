"""The "Fails with ..." paragraph of a keyword's docs, made from its tool's declared errors."""

from __future__ import annotations

from ...core.contract.registry import ToolSpec
from ..errors import for_robot

# Every keyword acting on an instance may fail with these; the library's Errors
# section says so once instead of every keyword's docs.
EXPLAINED_ONCE = ("instance_not_found", "browser_not_running")


def failures_sentence(spec: ToolSpec, action: str | None = None) -> str:
    """``Fails with ``stale_ref`` (the ref is gone), ``page_not_found`` or ...``: the
    errors of the tool, or of its ``action`` for a keyword of one action."""
    parts = [
        f"``{error_type}`` ({for_robot(when)})" if when else f"``{error_type}``"
        for error_type, when in spec.errors_of(action).items()
        if error_type not in EXPLAINED_ONCE
    ]
    if not parts:
        return ""
    listed = parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} or {parts[-1]}"
    return f"Fails with {listed}."


def with_failures(doc: str, spec: ToolSpec, action: str | None = None) -> str:
    """``doc`` with the failures paragraph before its example (or at its end)."""
    sentence = failures_sentence(spec, action)
    if not sentence:
        return doc
    if "Fails with" in doc:
        raise ValueError(
            f"the keyword of {spec.name} writes its own 'Fails with': its tool's declared "
            "errors make that paragraph"
        )
    body, marker, example = doc.partition("\nExample:")
    return f"{body.rstrip()}\n\n{sentence}\n{marker}{example}" if marker else f"{doc}\n\n{sentence}"
