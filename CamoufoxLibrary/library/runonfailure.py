"""Run-on-failure: the keyword run once when a keyword of the library fails.

The import argument ``run_on_failure`` names it first (`Screenshot`);
`Register Keyword To Run On Failure` changes it during the run. It runs only when
there is something to record: not for an expected failure (``Run Keyword And
Expect Error``, ...), not after ``operation_timeout`` (the page is stuck), not
without a live current instance with a page. Model: SeleniumLibrary's
``keywords/runonfailure.py``; the Browser library's keyword of the same name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from robot.api import logger
from robot.libraries.BuiltIn import BuiltIn
from robotlibcore import keyword

from .door import Door
from .keywords.base import normalized
from .running import failure_is_expected


def keyword_or_none(name: str | None) -> str | None:
    """``NONE`` (any case), empty or None turn run-on-failure off."""
    return None if name is None or name.strip().upper() in ("NONE", "") else name


class RunOnFailure:
    """The library's run-on-failure keyword, its keyword to change it, and running it.

    Of the library it knows only its keywords: their names (``own_keywords``) and how
    to run one of them (``run_own``, past the library's failure handling).
    """

    def __init__(
        self,
        door: Door,
        keyword: str | None,
        own_keywords: Callable[[], list[str]],
        run_own: Callable[[str], Any],
    ) -> None:
        self.door = door
        self.own_keywords = own_keywords
        self.run_own = run_own
        self.keyword = keyword_or_none(keyword)
        self._running = False  # a failure inside the run-on-failure keyword runs nothing

    @keyword(tags=("Settings",))
    def register_keyword_to_run_on_failure(self, keyword: str | None) -> str | None:
        """Sets the keyword run when a keyword of this library fails; returns the previous one.

        | =Argument= | =Description= |
        | ``keyword`` | Name of the keyword to run, with no arguments: one of this library's (`Screenshot`, the default of the import argument ``run_on_failure``) or any other keyword Robot can find. ``NONE`` (any case) or an empty value turns run-on-failure off. |

        Returns the name of the previous keyword, or ``None`` if none was set, so a
        test can put it back. The keyword stays registered until it is changed again,
        for the rest of the run. It runs once per failure, and not at all when the
        failure is expected (``Run Keyword And Expect Error``, ...), after an
        ``operation_timeout``, or when the current instance has no live page. See
        `Failures`.

        Example:
        | ${previous} = | `Register Keyword To Run On Failure` | Snapshot |
        | `Register Keyword To Run On Failure` | NONE |
        | `Register Keyword To Run On Failure` | ${previous} |
        """
        previous, self.keyword = self.keyword, keyword_or_none(keyword)
        logger.info(f"{self.keyword or 'No keyword'} will be run on failure.")
        return previous

    def failed(self, error: Exception) -> None:
        """A keyword of the library failed with ``error``: runs the keyword if it should."""
        # After a timeout the page is stuck: a screenshot would only time out too.
        if getattr(error, "error_type", None) == "operation_timeout":
            return
        current = self.door.current_instance
        if not self.keyword or self._running or not current:
            return
        if failure_is_expected() or not self._has_a_page(current):
            return
        self._running = True
        try:
            own = self._own_keyword(self.keyword)
            if own is not None:
                # Not through BuiltIn: with a second import (AS alias) the bare name is
                # ambiguous, and would act on the other library's current instance.
                self.run_own(own)
            else:
                BuiltIn().run_keyword(self.keyword)
        except Exception as exc:
            logger.warn(f"run_on_failure keyword '{self.keyword}' failed: {exc}")
        finally:
            self._running = False

    def _has_a_page(self, instance: str) -> bool:
        """Whether ``instance`` lives and has a page to record, asked on the loop (where
        finding a dead browser is noted)."""
        if instance not in self.door.instance_names():
            return False  # destroyed: the failure itself says why
        try:
            status = self.door.instance_status(instance)
        except Exception:  # a wedged loop: nothing could be recorded either
            return False
        return status is not None and status.dead_reason is None and status.pages > 0

    def _own_keyword(self, name: str) -> str | None:
        """This library's keyword called ``name`` (Robot's matching), or None."""
        wanted = normalized(name)
        names = self.own_keywords()
        return next((k for k in names if normalized(k) == wanted), None)
