"""KeywordGroup: what every keyword class reaches through the library (``LibraryContext``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from robot.utils import DotDict

from ..errors import CamoufoxError, raise_for

if TYPE_CHECKING:
    from .context import LibraryContext


def normalized(keyword: str) -> str:
    """A keyword name as Robot matches it: no case, spaces or underscores."""
    return keyword.lower().replace(" ", "").replace("_", "")


class KeywordGroup:
    """Base of the keyword classes: one class per tool module of the core."""

    def __init__(self, library: LibraryContext) -> None:
        self.library = library

    def instance_name(self, instance: str | None) -> str:
        name = instance or self.library.current_instance
        if not name:
            raise CamoufoxError(
                "instance_not_found",
                "no current instance; start one with `Create Instance` or pass instance=",
            )
        return name

    def call(self, tool: str, hidden: tuple[str, ...] = (), /, **arguments: Any) -> DotDict:
        """Runs ``tool`` with ``arguments`` (``instance`` filled in) and returns its data.

        The data is a ``DotDict``, nested: ``${result.tabs[0].page_id}`` works in Robot
        as well as ``${result}[tabs][0][page_id]``. An error envelope raises
        ``CamoufoxError`` (``AssertionError`` for ``verification_failed``) with the
        message ``<error_type>: ...``, its cause logged at DEBUG with the ``hidden``
        values (a Secret's) written ``***``.
        """
        if "instance" in arguments:
            arguments["instance"] = self.instance_name(arguments["instance"])
        return DotDict(raise_for(self.library.run_tool(tool, arguments), hidden))
