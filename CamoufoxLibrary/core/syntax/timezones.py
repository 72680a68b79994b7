"""``timezone_id``: a name of the IANA time zone database, or a UTC offset.

Checked before a browser is launched for it (an unknown name used to come back from the
browser as an internal error). Firefox over WebDriver BiDi is stricter than the database
(measured on Firefox 153 ESR): it takes the canonical names its
``Intl.supportedValuesOf("timeZone")`` lists and offsets such as ``+05:30`` or ``-0300``,
but refuses the database's aliases (``US/Eastern``, ``Asia/Calcutta``, ``GMT``) with
"invalid argument". Camoufox may take them, so an alias passes the check and the
browser's refusal (``refusal``) becomes ``invalid_params`` too.
"""

from __future__ import annotations

import functools
import re
import zoneinfo
from datetime import datetime

from ..contract.errors import InvalidParams

# What Firefox takes besides names: +HH:MM or +HHMM, hours 00 to 23 (+05 and +24:00 it refuses).
OFFSET = re.compile(r"[+-](?:[01]\d|2[0-3]):?[0-5]\d")
TAKES = (
    "an IANA time zone such as 'Europe/Helsinki', 'America/New_York' or 'UTC', or an "
    "offset such as '+05:30'"
)
# How the browser says no: over WebDriver BiDi, and Playwright's words on Juggler and CDP.
REFUSALS = ("setTimezoneOverride", "Invalid timezone ID")


@functools.cache
def known_zones() -> frozenset[str]:
    """The IANA database's names: the system's, or the tzdata package's."""
    return frozenset(zoneinfo.available_timezones())


def check_timezone(name: str) -> str:
    """``name`` if it is a zone of the database or an offset; ``invalid_params`` otherwise."""
    zones = known_zones()
    # Without a database at all nothing can be checked here; the browser's refusal still is.
    if OFFSET.fullmatch(name) or name in zones or not zones:
        return name
    same = [zone for zone in zones if zone.lower() == name.lower()]
    hint = f" (did you mean {same[0]!r}?)" if same else ""
    raise InvalidParams(
        f"argument 'timezone_id': {name!r} is not in the IANA time zone database{hint}; "
        f"it takes {TAKES}"
    )


def refusal(exc: Exception, timezone_id: str | None) -> InvalidParams | None:
    """The browser's refusal of ``timezone_id`` as ``invalid_params``; None for other errors."""
    said = str(exc).strip()
    if timezone_id is None or not any(words in said for words in REFUSALS):
        return None
    return InvalidParams(
        f"argument 'timezone_id': the browser refuses {timezone_id!r} "
        f"({said.splitlines()[0]}). Firefox takes the canonical name of a zone, not an alias "
        "of the IANA database (America/New_York, not US/Eastern; Asia/Kolkata, not "
        f"Asia/Calcutta), or an offset such as '+05:30'"
    )


def offset_minutes(name: str, moment: datetime) -> int | None:
    """Minutes east of UTC that zone ``name`` (a name or an offset) has at ``moment``;
    None for a name this machine's database does not know."""
    if OFFSET.fullmatch(name):
        sign = -1 if name[0] == "-" else 1
        digits = name[1:].replace(":", "")
        return sign * (int(digits[:2]) * 60 + int(digits[2:]))
    if name not in known_zones():
        return None
    offset = moment.astimezone(zoneinfo.ZoneInfo(name)).utcoffset()
    return None if offset is None else int(offset.total_seconds() // 60)
