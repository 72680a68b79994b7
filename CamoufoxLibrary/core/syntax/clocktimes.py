"""The times and durations the clock tools take: checked and made exact in Python.

A time is an ISO 8601 date or date and time (``2030-01-01``, ``2030-01-01 09:30``,
``2030-01-01T09:30:00Z``, ``...+09:00``) or a number of seconds since the epoch. A
time without an offset is a time of the page's own time zone, as a person reading the
page's clock would mean it; the page tells its zone (``Intl``), so an emulated
``timezone_id`` and Camoufox's configured zone are both honoured. Playwright would hand
a string to the page's ``Date`` parser, which reads ``2030-01-01`` as UTC but
``2030-01-01T09:30`` as local time; a number it takes as exact. So the tools always
pass an exact instant.
"""

from __future__ import annotations

import math
import re
import zoneinfo
from datetime import UTC, datetime, timedelta, timezone, tzinfo

from ..contract.errors import InvalidParams

TAKES = (
    "an ISO 8601 date or date and time such as '2030-01-01' or '2030-01-01 09:30:00' "
    "(with 'Z' or '+09:00' for an exact zone), or seconds since the epoch"
)
# What Intl reports under an offset emulation: "+05:30", "-0300".
_OFFSET = re.compile(r"([+-])(\d\d):?(\d\d)")


def zone_named(name: str | None) -> tzinfo:
    """The zone the page reports (an IANA name or an offset); UTC when it reports none."""
    if not name:
        return UTC
    offset = _OFFSET.fullmatch(name)
    if offset:
        sign = -1 if offset.group(1) == "-" else 1
        return timezone(sign * timedelta(hours=int(offset.group(2)), minutes=int(offset.group(3))))
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return UTC


def clock_time(value: str | float, name: str, zone: tzinfo) -> datetime:
    """``value`` as an exact instant; ``invalid_params`` naming ``name`` otherwise."""
    if isinstance(value, bool):
        raise InvalidParams(f"argument '{name}' must be {TAKES}, got {value!r}")
    if isinstance(value, int | float):
        if not math.isfinite(value):
            raise InvalidParams(f"argument '{name}' must be {TAKES}, got {value!r}")
        try:
            return datetime.fromtimestamp(value, UTC)
        except (OverflowError, OSError, ValueError) as exc:
            raise InvalidParams(f"argument '{name}' is out of range: {value!r}") from exc
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=zone)
    if not isinstance(value, str):
        raise InvalidParams(f"argument '{name}' must be {TAKES}, got {type(value).__name__}")
    text = value.strip()
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidParams(f"argument '{name}' must be {TAKES}, got {value!r}") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=zone)


def clock_ticks(seconds: float, name: str) -> int:
    """A duration in whole milliseconds, as Playwright's clock takes it; never negative."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise InvalidParams(f"argument '{name}' must be a duration in seconds, got {seconds!r}")
    if not math.isfinite(seconds) or seconds < 0:
        raise InvalidParams(f"argument '{name}' must be a duration of 0 or more, got {seconds}")
    return round(seconds * 1000)


def iso(moment: datetime) -> str:
    """An instant as the page's ``toISOString`` writes it (UTC, milliseconds, ``Z``)."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
