"""The rule ``configured``: what the instance was made to show against what the page shows.

The context options come from browser_create_instance; Camoufox's config is the
fingerprint its launcher resolved (``navigator.platform``, ``screen.width``, ...), read
where Camoufox launched the browser. A page that shows something else has an option
the engine did not apply, or applied on one surface only.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .paths import value_at

# Camoufox's config keys and the identity fields that must show them.
CAMOUFOX_FIELDS = {
    "navigator.userAgent": "page.user_agent",
    "navigator.platform": "page.platform",
    "navigator.oscpu": "page.oscpu",
    "navigator.appVersion": "page.app_version",
    "navigator.language": "page.language",
    "navigator.hardwareConcurrency": "page.hardware_concurrency",
    "navigator.maxTouchPoints": "page.max_touch_points",
    "screen.width": "page.screen.width",
    "screen.height": "page.screen.height",
    "screen.availWidth": "page.screen.avail_width",
    "screen.availHeight": "page.screen.avail_height",
    "screen.colorDepth": "page.screen.color_depth",
    "window.devicePixelRatio": "page.device_pixel_ratio",
    "window.outerWidth": "page.window.outer_width",
    "window.outerHeight": "page.window.outer_height",
    "timezone": "page.timezone.name",
    "webGl:vendor": "page.webgl.unmasked_vendor",
    "webGl:renderer": "page.webgl.unmasked_renderer",
}


def against_configuration(identity: dict[str, Any]) -> Iterator[str]:
    options = value_at(identity, "configured.options", {})
    agent = options.get("user_agent")
    if agent is not None and agent != value_at(identity, "page.user_agent", agent):
        yield f"user agent: configured {agent}, navigator {value_at(identity, 'page.user_agent')}"
    locale = options.get("locale")
    language = value_at(identity, "page.language")
    if locale is not None and language is not None and locale != language:
        yield f"locale: configured {locale}, navigator.language {language}"
    zone = options.get("timezone_id")
    name = value_at(identity, "page.timezone.name")
    if zone is not None and name is not None and zone != name:
        yield f"timezone: configured {zone}, page {name}"
    yield from viewport(options, identity)
    scale = options.get("device_scale_factor")
    ratio = value_at(identity, "page.device_pixel_ratio")
    if scale is not None and ratio is not None and float(scale) != float(ratio):
        yield f"device pixel ratio: configured {scale:g}, page {ratio:g}"
    camoufox = value_at(identity, "configured.camoufox", {})  # its keys hold dots
    for key, path in CAMOUFOX_FIELDS.items():
        wanted = camoufox.get(key)
        seen = value_at(identity, path)
        if wanted is not None and seen is not None and not same(wanted, seen):
            yield f"camoufox: {key} configured {wanted}, page {seen}"


def viewport(options: dict[str, Any], identity: dict[str, Any]) -> Iterator[str]:
    wanted = options.get("viewport")
    width = value_at(identity, "page.window.inner_width")
    height = value_at(identity, "page.window.inner_height")
    if wanted and width is not None and (wanted["width"], wanted["height"]) != (width, height):
        yield f"viewport: configured {wanted['width']}x{wanted['height']}, page {width}x{height}"


def same(wanted: Any, seen: Any) -> bool:
    """Numbers by value (a config's 2.0 is a page's 2), the rest as they are."""
    if isinstance(wanted, int | float) and isinstance(seen, int | float):
        return float(wanted) == float(seen)
    return wanted == seen
