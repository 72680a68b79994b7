"""The clock tool: the time an instance's pages see, set and moved by the test.

Over Playwright's ``clock`` (its fake timers, per browser context, so per instance:
every page of it, the ones opened later included). ``install`` fakes ``Date`` and the
timers from a time on; ``set_fixed_time`` pins ``Date`` but lets timers run;
``set_system_time`` moves ``Date`` and lets it flow; ``fast_forward`` jumps ahead,
firing each due timer once; ``run_for`` runs the timers in order, as time passing
would; ``pause_at`` runs to a time and stops there; ``resume`` lets the clock flow.

Playwright installs the fake timers at the epoch for a call that moves time before
any time was given, so a countdown would suddenly show 1970; those calls are refused
until the clock has a time. Web Workers keep the real time (measured:
docs/engine-notes.md, "The clock").
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import datetime, tzinfo
from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..browser.instance import Instance
from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE, InvalidParams
from ..contract.registry import tool
from ..contract.vocabulary import ClockAction
from ..js import script
from ..syntax.clocktimes import clock_ticks, clock_time, iso, zone_named

# The page's zone (an IANA name or an offset) and its Date's time in milliseconds.
PAGE_CLOCK = script("page_clock")
READ_GRACE = 2.0  # seconds the page may take to tell its zone and time
TAKES_TIME = ("install", "set_fixed_time", "set_system_time", "pause_at")
TAKES_DURATION = ("fast_forward", "run_for")
# The actions that give the clock a time; the others need one first.
GIVES_TIME = ("install", "set_fixed_time", "set_system_time")


@tool(
    errors=(
        (
            "invalid_params",
            {
                "install": "a time that is not a date, a date and time or a number",
                "set_fixed_time": "a missing or malformed time",
                "set_system_time": "a missing or malformed time",
                "pause_at": "before install; a missing or malformed time",
                "fast_forward": "before install; a missing or negative duration",
                "run_for": "before install; a missing or negative duration",
                "resume": "before install",
            },
        ),
        ("modal_state_blocked", "while a dialog or file chooser is pending on a page"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_clock(
    manager: InstanceManager,
    instance: str,
    action: ClockAction,
    time: str | float | None = None,
    duration: float | None = None,
) -> dict[str, Any]:
    """Set or move the time the instance's pages see (``Date`` and the timers).

    ``action``: ``install`` (fake time from ``time``, default now; a page's
    ``setTimeout``/``setInterval`` then wait for the clock), ``set_fixed_time``
    (``Date`` always says ``time``; timers still run), ``set_system_time`` (``Date``
    jumps to ``time`` and flows on), ``fast_forward`` (``duration`` seconds ahead, each
    due timer fired once), ``run_for`` (``duration`` seconds of timers, in order),
    ``pause_at`` (runs to ``time``, then the clock stands still), ``resume``. ``time``
    is an ISO 8601 date or date and time (``2030-01-01``, ``2030-01-01 09:30``; a time
    without ``Z`` or an offset is in the page's time zone) or seconds since the epoch.
    fast_forward, run_for, pause_at and resume need a time first (install or a
    set_*_time). Applies to every page of the instance, current and later; Web Workers
    keep the real time. Returns ``action``, ``time`` (the instant given, ISO, or null)
    and ``page_time`` (what the selected page's ``Date`` now says, or null).
    """
    inst = manager.get(instance)  # an action outside ClockAction never gets here
    wrong = "duration" if action not in TAKES_DURATION and duration is not None else None
    if action not in TAKES_TIME and time is not None:
        wrong = "time"
    if wrong:
        raise InvalidParams(f"browser_clock action '{action}' takes no '{wrong}'")
    if action not in GIVES_TIME and not inst.clock_set:
        raise InvalidParams(
            f"browser_clock action '{action}' needs the clock to have a time first: call browser_clock "
            "action 'install', browser_clock action 'set_fixed_time' or browser_clock "
            "action 'set_system_time' before it; otherwise the pages' time would start at "
            "1970-01-01"
        )
    inst.modals.refuse_any(f"browser_clock action '{action}'")
    moment: datetime | None = None
    clock = inst.context.clock
    if action in TAKES_TIME:
        if time is None and action != "install":
            raise InvalidParams(f"browser_clock action '{action}' needs 'time'")
        if time is not None:
            zone, _ = await page_clock(inst)
            moment = clock_time(time, "time", zone)
        if action == "install":
            await clock.install(time=moment)  # None: now
        else:
            await getattr(clock, action)(moment)
    elif action in TAKES_DURATION:
        if duration is None:
            raise InvalidParams(f"browser_clock action '{action}' needs 'duration' (seconds)")
        await getattr(clock, action)(clock_ticks(duration, "duration"))
    else:
        await clock.resume()
    if action in GIVES_TIME:
        inst.clock_set = True
    _, now = await page_clock(inst)
    return {
        "action": action,
        "time": iso(moment) if moment else None,
        "page_time": now,
    }


async def page_clock(inst: Instance) -> tuple[tzinfo, str | None]:
    """The selected page's zone and ISO time; the machine's zone and None if it cannot tell."""
    local = datetime.now().astimezone().tzinfo
    assert local is not None
    page = inst.pages.get(inst.selected_page_id or "")
    if page is None or page.is_closed():
        return local, None
    with contextlib.suppress(PlaywrightError, TimeoutError):
        name, now = await asyncio.wait_for(page.evaluate(PAGE_CLOCK), READ_GRACE)
        return (zone_named(name) if name else local), now
    return local, None
