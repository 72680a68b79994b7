"""Robot-side exceptions raised by keywords for error envelopes."""

from __future__ import annotations

import re
from collections.abc import Iterable

from robot.api import logger

from ..core.contract.registry import REGISTRY
from ..keywordspec.ledger import keyword_name

# A tool named in quotes is that tool's own name, quoted as it is (a plugin's clash); one
# followed by 's (browser_identity's data) is not in quotes.
_TOOL_NAME = re.compile(r"(?<!')\bbrowser_([a-z_]+)\b(?!'(?!s\b))(?: action '([a-z_]+)')?")


def for_robot(message: str) -> str:
    """Names keywords where the core's message names tools: users call keywords.

    Only real tool names: ``browser_of`` is an argument, not a tool; and not a name in
    quotes (``'browser_click'``), which is the tool's name itself.
    """

    def keyword_of(match: re.Match[str]) -> str:
        tool = match.group(0).split()[0]
        if tool not in REGISTRY:
            return match.group(0)
        return f"`{keyword_name(tool, match.group(2))}`"

    return _TOOL_NAME.sub(keyword_of, message)


class CamoufoxError(Exception):
    """A keyword failed; the message starts with the core's ``error_type``.

    ``Run Keyword And Expect Error    stale_ref:*    Verify Element Visible    e12``
    """

    ROBOT_SUPPRESS_NAME = True

    def __init__(self, error_type: str, message: str) -> None:
        super().__init__(f"{error_type}: {for_robot(message)}")
        self.error_type = error_type


class CamoufoxAssertionError(CamoufoxError, AssertionError):
    """``verification_failed``: the checked state does not hold."""


def raise_for(envelope: dict, hidden: Iterable[str] = ()) -> dict:
    """The envelope's ``data``, or the matching exception for an error envelope.

    The message is the library's own words; an error's ``cause`` (Playwright's account:
    its call, its timeout, its call log) goes to the log at DEBUG, every ``hidden``
    value (a Secret argument's) in it written ``***``.
    """
    if envelope.get("status") == "success":
        return envelope["data"]
    error_type = envelope.get("error_type", "internal_error")
    cause = envelope.get("cause")
    if cause:
        for value in sorted(set(hidden), key=len, reverse=True):
            cause = cause.replace(value, "***")
        logger.debug(f"{error_type}: Playwright's account of the failure:\n{cause}")
    cls = CamoufoxAssertionError if error_type == "verification_failed" else CamoufoxError
    raise cls(error_type, envelope.get("message", ""))
