"""The consistency rules: where an identity (browser_identity's data) contradicts itself.

Each rule reads the identity and says every contradiction it finds, in the words a
person checks by hand: ``timezone: page Europe/Berlin, worker UTC``. A rule that needs
a surface the probe could not read skips that part, and ``consistency`` reports it as
not checked, with the probe's reason. docs/identity.md lists the rules and why each
matters; ``RULES`` is the one source of that table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ..syntax.timezones import offset_minutes
from . import claims
from .configured import against_configuration
from .paths import SURFACES, value_at

Finding = Iterator[str]


@dataclass(frozen=True)
class Rule:
    name: str
    why: str
    check: Callable[[dict[str, Any]], Finding]


def shown(value: Any) -> str:
    """A value as a message shows it: lists joined, sizes as WxH, text as it is."""
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "(none)"
    if isinstance(value, dict) and {"width", "height"} <= set(value):
        size = f"{value['width']}x{value['height']}"
        area = (value.get("avail_width"), value.get("avail_height"))
        if None not in area and area != (value["width"], value["height"]):
            size += f" (available {area[0]}x{area[1]})"
        return size
    return str(value)


def across(identity: dict[str, Any], path: str, label: str, *, as_set: bool = False) -> Finding:
    """The surfaces (page, iframe, worker) that tell another ``path`` than the page."""
    values = [(s, value_at(identity, f"{s}.{path}")) for s in SURFACES]
    told = [(s, v) for s, v in values if v is not None]
    if len(told) < 2:
        return
    key = (lambda v: sorted(v)) if as_set else (lambda v: v)
    first_surface, first = told[0]
    others = [f"{s} {shown(v)}" for s, v in told[1:] if key(v) != key(first)]
    if others:
        yield f"{label}: {first_surface} {shown(first)}, {', '.join(others)}"


def user_agent(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "user_agent", "user agent")
    header = value_at(identity, "headers.user_agent")
    navigator = value_at(identity, "page.user_agent")
    if header is not None and navigator is not None and header != navigator:
        yield f"user agent: header {header}, navigator {navigator}"


def navigator_field(field: str, label: str, name: str) -> Callable[[dict[str, Any]], Finding]:
    """A navigator field that names the OS, checked against the user agent's."""

    def check(identity: dict[str, Any]) -> Finding:
        yield from across(identity, field, label)
        claimed = claims.user_agent_system(value_at(identity, "page.user_agent"))
        value = value_at(identity, f"page.{field}")
        system = claims.navigator_system(value)
        if claimed and system and not claims.agree(claimed, system):
            yield f"{label}: user agent says {claimed}, {name} {value}"

    return check


def languages(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "languages", "languages")
    listed = value_at(identity, "page.languages")
    first = value_at(identity, "page.language")
    if listed and first is not None and listed[0] != first:
        yield f"languages: navigator.language {first}, navigator.languages {shown(listed)}"
    header = value_at(identity, "headers.accept_language")
    if header is not None and listed is not None and claims.language_tags(header) != listed:
        yield f"languages: header Accept-Language {header}, navigator {shown(listed)}"


def locale(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "locale.datetime", "locale")
    for surface in SURFACES:
        formats = value_at(identity, f"{surface}.locale.datetime")
        language = value_at(identity, f"{surface}.language")
        if formats is None or language is None:
            continue
        if claims.primary_language(formats) != claims.primary_language(language):
            where = "" if surface == "page" else f" ({surface})"
            yield f"locale: Intl.DateTimeFormat {formats}, navigator.language {language}{where}"


def timezone(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "timezone.name", "timezone")
    for surface in SURFACES:
        zone = value_at(identity, f"{surface}.timezone")
        if not zone or zone.get("name") is None or zone.get("offset_minutes") is None:
            continue
        expected = zone_offset(zone["name"], zone["at"])
        if expected is not None and expected != zone["offset_minutes"]:
            yield (
                f"timezone: {surface} Intl says {zone['name']} (UTC{signed(expected)} then), "
                f"its Date says UTC{signed(zone['offset_minutes'])}"
            )


def zone_offset(name: str, at_ms: float) -> int | None:
    """Minutes east of UTC of zone ``name`` at ``at_ms``; None for a zone not known here."""
    return offset_minutes(name, datetime.fromtimestamp(at_ms / 1000, UTC))


CLOCK_SLACK_MS = 60_000  # the probe reads its surfaces within seconds of each other


def clock(identity: dict[str, Any]) -> Finding:
    """A faked clock (browser_clock) that a worker does not share: measured on Firefox."""
    moments = [(s, value_at(identity, f"{s}.timezone.at")) for s in SURFACES]
    told = [(s, at) for s, at in moments if at is not None]
    if len(told) < 2:
        return
    first_surface, first = told[0]
    apart = [(s, at) for s, at in told[1:] if abs(at - first) > CLOCK_SLACK_MS]
    if apart:
        others = ", ".join(f"{s} {moment(at)}" for s, at in apart)
        yield f"clock: {first_surface} {moment(first)}, {others}"


def moment(at_ms: float) -> str:
    return datetime.fromtimestamp(at_ms / 1000, UTC).strftime("%Y-%m-%d %H:%M UTC")


def signed(minutes: float) -> str:
    sign = "-" if minutes < 0 else "+"
    hours, rest = divmod(abs(int(minutes)), 60)
    return f"{sign}{hours:02d}:{rest:02d}"


def hardware(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "hardware_concurrency", "hardware concurrency")


def screen(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "screen", "screen")
    yield from across(identity, "device_pixel_ratio", "device pixel ratio")
    size = value_at(identity, "page.screen")
    if size and (size["avail_width"] > size["width"] or size["avail_height"] > size["height"]):
        yield (
            f"screen: available {size['avail_width']}x{size['avail_height']} is larger than "
            f"the screen {size['width']}x{size['height']}"
        )


def window(identity: dict[str, Any]) -> Finding:
    size = value_at(identity, "page.window")
    if not size:
        return
    inner, outer = (
        (size["inner_width"], size["inner_height"]),
        (size["outer_width"], size["outer_height"]),
    )
    if inner[0] > outer[0] or inner[1] > outer[1]:
        yield f"window: inner {inner[0]}x{inner[1]} is larger than outer {outer[0]}x{outer[1]}"
    display = value_at(identity, "page.screen")
    if display and (outer[0] > display["width"] or outer[1] > display["height"]):
        yield (
            f"window: outer {outer[0]}x{outer[1]} is larger than the screen "
            f"{display['width']}x{display['height']}"
        )


def touch(identity: dict[str, Any]) -> Finding:
    agent = value_at(identity, "page.user_agent")
    points = value_at(identity, "page.max_touch_points")
    if claims.is_mobile(agent) and points == 0:
        yield "touch: user agent says a mobile device, navigator.maxTouchPoints 0"


def fonts(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "fonts", "fonts", as_set=True)
    present = value_at(identity, "page.fonts")
    claimed = claims.user_agent_system(value_at(identity, "page.user_agent"))
    own = {claims.WINDOWS: claims.WINDOWS_FONTS, claims.MACOS: claims.MAC_FONTS}.get(claimed or "")
    if present is not None and own and not set(own) & set(present):
        yield (
            f"fonts: user agent says {claimed}, but none of {', '.join(own)} is present "
            f"(present: {shown(present)})"
        )


def webgl(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "webgl.renderer", "webgl renderer")
    yield from across(identity, "webgl.unmasked_renderer", "webgl unmasked renderer")
    renderer = value_at(identity, "page.webgl.unmasked_renderer") or value_at(
        identity, "page.webgl.renderer"
    )
    claimed = claims.user_agent_system(value_at(identity, "page.user_agent"))
    system = claims.renderer_system(renderer)
    if claimed and system and claimed != system:
        yield f"webgl: user agent says {claimed}, renderer {renderer}"


def canvas(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "canvas_hash", "canvas hash")


def audio(identity: dict[str, Any]) -> Finding:
    yield from across(identity, "audio_hash", "audio hash")


RULES = (
    Rule("user_agent", "page, iframe, worker and the request header must tell one user agent: an override applied in one place only is the classic tell", user_agent),
    Rule("platform", "navigator.platform must name the system the user agent says", navigator_field("platform", "platform", "navigator.platform")),
    Rule("oscpu", "navigator.oscpu (Firefox only) must name the system the user agent says", navigator_field("oscpu", "oscpu", "navigator.oscpu")),
    Rule("app_version", "navigator.appVersion must name the system the user agent says", navigator_field("app_version", "app version", "navigator.appVersion")),
    Rule("languages", "navigator.languages must be the Accept-Language header's tags, in its order, everywhere", languages),
    Rule("locale", "dates and numbers must be formatted in the language navigator.language says", locale),
    Rule("timezone", "every surface must tell one time zone, and Date's offset must be that zone's", timezone),
    Rule("clock", "page, iframe and worker live in the same moment: a clock faked in the page only shows in its worker", clock),
    Rule("hardware_concurrency", "a worker must count the cores the page counts", hardware),
    Rule("screen", "the screen is one screen: the same in an iframe, its available area inside it", screen),
    Rule("window", "the viewport fits in the window, and the window on the screen", window),
    Rule("touch", "a mobile user agent comes with a touch screen", touch),
    Rule("fonts", "a Windows or macOS user agent comes with at least one of that system's own fonts", fonts),
    Rule("webgl", "the GPU's renderer must be the same everywhere and fit the user agent's system", webgl),
    Rule("canvas", "the same drawing gives the same pixels in the page, an iframe and a worker", canvas),
    Rule("audio", "the same sound renders the same samples in the page and an iframe", audio),
    Rule("configured", "what the instance was configured to show (context options, Camoufox's config) is what the page shows", against_configuration),
)  # fmt: skip
RULE_NAMES = tuple(rule.name for rule in RULES)


@dataclass(frozen=True)
class Consistency:
    contradictions: list[str]
    checked: list[str]
    not_checked: dict[str, str]  # a surface (or part of one) the probe could not read: why


def consistency(identity: dict[str, Any], ignore: tuple[str, ...] = ()) -> Consistency:
    """Every contradiction of ``identity`` found by the rules not in ``ignore``."""
    checked = [rule for rule in RULES if rule.name not in ignore]
    found = [message for rule in checked for message in rule.check(identity)]
    gaps = identity.get("unavailable") or {}
    not_checked = {part: why for part, why in gaps.items() if part in (*SURFACES, "headers")}
    return Consistency(found, [rule.name for rule in checked], not_checked)
