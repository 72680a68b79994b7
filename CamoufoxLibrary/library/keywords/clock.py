"""Keywords of core/tools/clock.py: one keyword per action of ``browser_clock``."""

from __future__ import annotations

from typing import Any

from ...core.tools.clock import browser_clock
from .base import KeywordGroup
from .derive import tool_keyword


class ClockKeywords(KeywordGroup):
    @tool_keyword(browser_clock, action="install", tags=("Clock",))
    def install_clock(self) -> dict[str, Any]:
        """Gives the instance's pages a fake clock starting at ``time`` (default: now).

        From here on ``Date`` and the timers (``setTimeout``, ``setInterval``,
        ``requestAnimationFrame``) follow this clock: it runs on by itself, and
        `Advance Clock`, `Run Clock For` and `Pause Clock At` move it. Every page of the
        instance gets it, the current one at once and those opened later; Web Workers
        keep the real time. Installing again starts over at the new time.

        ``time`` is a date (``2030-01-01``), a date and time (``2030-01-01 09:30:00``, as
        the DateTime library writes it) or seconds since the epoch. Without ``Z`` or an
        offset such as ``+09:00`` it is a time of the page's own time zone (its
        ``timezone_id``), as a person reading the page's clock means it.

        Returns ``time`` (the instant, in UTC) and ``page_time`` (what the page's ``Date``
        now says).

        Example:
        | `Install Clock` | 2030-01-01 08:00:00 |
        | `Navigate` | ${URL}/countdown.html |
        | `Run Clock For` | 1 minute |
        """

    @tool_keyword(browser_clock, action="set_fixed_time", tags=("Clock",))
    def set_fixed_time(self) -> dict[str, Any]:
        """Makes ``Date`` in the instance's pages always say ``time``; timers keep running.

        For a page that shows or checks today's date, when nothing depends on time
        passing. Needs no `Install Clock`. ``time`` as in `Install Clock`.

        Returns ``time`` and ``page_time``.

        Example:
        | `Set Fixed Time` | 2030-01-01 |
        | `Reload` |
        | `Get Text` | id=today | == | 1 January 2030 |
        """

    @tool_keyword(browser_clock, action="set_system_time", tags=("Clock",))
    def set_system_time(self) -> dict[str, Any]:
        """Moves ``Date`` in the instance's pages to ``time``; from there it flows on.

        As if the computer's clock were changed: timers are not fired for the jump.
        Needs no `Install Clock`. ``time`` as in `Install Clock`.

        Returns ``time`` and ``page_time``.

        Example:
        | `Set System Time` | 2030-12-31 23:59:50 |
        """

    @tool_keyword(browser_clock, action="fast_forward", tags=("Clock",))
    def advance_clock(self) -> dict[str, Any]:
        """Jumps the clock ``duration`` ahead, firing each timer that fell due once.

        ``duration`` is a Robot Framework time (``90 s``, ``1 hour``). Like a laptop
        waking up: an interval that would have run 60 times runs once. To run every
        tick, use `Run Clock For`. Needs `Install Clock` (or a set time) first.

        Returns ``page_time``.

        Example:
        | `Install Clock` | 2030-01-01 08:00:00 |
        | `Advance Clock` | 2 hours |
        """

    @tool_keyword(browser_clock, action="run_for", tags=("Clock",))
    def run_clock_for(self) -> dict[str, Any]:
        """Runs the clock ``duration`` ahead, firing every timer in order as time passes.

        ``duration`` is a Robot Framework time (``5 s``, ``1 minute``); it takes no real
        time. Needs `Install Clock` (or a set time) first.

        Returns ``page_time``.

        Example:
        | `Install Clock` | 2030-01-01 08:00:00 |
        | `Run Clock For` | 10 s |
        | `Get Text` | id=elapsed | == | 10 |
        """

    @tool_keyword(browser_clock, action="pause_at", tags=("Clock",))
    def pause_clock_at(self) -> dict[str, Any]:
        """Runs the clock to ``time``, firing the timers due on the way, and stops it there.

        The page's time then stands still until `Resume Clock`, `Advance Clock` or `Run
        Clock For`. Needs `Install Clock` first. ``time`` as in `Install Clock`.

        Returns ``time`` and ``page_time``.

        Example:
        | `Install Clock` | 2030-01-01 08:00:00 |
        | `Pause Clock At` | 2030-01-01 09:00:00 |
        """

    @tool_keyword(browser_clock, action="resume", tags=("Clock",))
    def resume_clock(self) -> dict[str, Any]:
        """Lets a paused clock flow again from where it stands. Needs `Install Clock` first.

        Returns ``page_time``.

        Example:
        | `Pause Clock At` | 2030-01-01 09:00:00 |
        | `Resume Clock` |
        """
