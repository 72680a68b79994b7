"""Context options: what an instance's browser context emulates, on every engine.

``check`` validates the options of ``browser_create_instance``; ``context_kwargs``
turns them into Playwright's ``new_context()`` arguments. Three options Firefox over
WebDriver BiDi does not apply to a context (measured: the page's media queries and
scripts do not change) are Firefox preferences of the whole browser instead, set at
launch (``launch_prefs``): ``color_scheme``, ``reduced_motion`` and
``java_script_enabled``. A context in a browser another instance launched (a shared
instance) therefore takes that browser's values, and any other value is
``unsupported_capability``.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..contract.errors import InvalidParams, UnsupportedCapability
from ..contract.files import writable_file
from ..contract.vocabulary import ColorScheme, ReducedMotion
from ..syntax.headers import check_headers
from ..syntax.storagestate import check_storage_state
from ..syntax.timezones import check_timezone

if TYPE_CHECKING:
    from ..engines.types import EngineChoice

# Permissions Firefox over WebDriver BiDi grants (measured with grant_permissions);
# the others it refuses ("invalid argument", "unsupported operation").
BIDI_PERMISSIONS = (
    "geolocation",
    "midi",
    "notifications",
    "persistent-storage",
    "push",
    "screen-wake-lock",
)
MAX_SIZE = 16384  # pixels, as browser_resize
LOCALE = re.compile(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*")

# Every browser we launch or ask a server for keeps no page in its back-forward cache:
# over WebDriver BiDi, Playwright misses the return of a cached page, so going back or
# forward to one waited out its deadline and left the page's URL and title unreadable
# (measured on Firefox ESR 153; docs/engine-notes.md "Back and forward"). Going back
# then loads the page again, from the HTTP cache where it may.
HISTORY_PREFS = {"browser.sessionhistory.max_total_viewers": 0}
# Nor opens its downloads panel when a download starts: the panel takes the focus from
# the page's window (document.hasFocus() false), and a contenteditable element then takes
# no text: focus() leaves the selection outside it and the edit inserts nothing (measured
# on Firefox ESR 153 after a link with `download`; docs/engine-notes.md "Downloads").
DOWNLOAD_PREFS = {"browser.download.alwaysOpenPanel": False}
# What every browser is launched with, whatever its options.
BROWSER_PREFS = {**HISTORY_PREFS, **DOWNLOAD_PREFS}

# The options that are Firefox preferences of the whole browser, and their prefs.
PREF_OPTIONS = ("color_scheme", "reduced_motion", "java_script_enabled")


def launch_prefs(options: dict[str, Any]) -> dict[str, Any]:
    """The Firefox preferences that give a new browser the options it needs at launch."""
    prefs: dict[str, Any] = dict(BROWSER_PREFS)
    scheme: ColorScheme | None = options.get("color_scheme")
    if scheme is not None:
        # 0 dark, 1 light: what the page's prefers-color-scheme reports.
        prefs["layout.css.prefers-color-scheme.content-override"] = 0 if scheme == "dark" else 1
    motion: ReducedMotion | None = options.get("reduced_motion")
    if motion is not None:
        prefs["ui.prefersReducedMotion"] = 1 if motion == "reduce" else 0
    if options.get("java_script_enabled") is not None:
        prefs["javascript.enabled"] = bool(options["java_script_enabled"])
    return prefs


def check_shared(options: dict[str, Any], browser_options: dict[str, Any], owner: str) -> None:
    """A shared instance's browser-wide options must be its browser's."""
    for name in PREF_OPTIONS:
        wanted = options.get(name)
        if wanted is not None and wanted != browser_options.get(name):
            raise UnsupportedCapability(
                f"{name}={wanted!r} cannot apply to a context in the browser of instance "
                f"'{owner}': Firefox over WebDriver BiDi sets it for the whole browser at "
                f"launch (there it is {browser_options.get(name)!r}); give it to an instance "
                "with a browser of its own"
            )


def context_kwargs(options: dict[str, Any]) -> dict[str, Any]:
    """Playwright's ``new_context()`` arguments for checked ``options``."""
    kwargs = {
        name: value
        for name, value in options.items()
        if value is not None and name not in ("record_har_path", "record_har_content")
    }
    if options.get("record_har_path"):
        kwargs["record_har_path"] = options["record_har_path"]
        kwargs["record_har_content"] = options.get("record_har_content") or "embed"
    return kwargs


# --- checks -------------------------------------------------------------------------


def check(options: dict[str, Any]) -> dict[str, Any]:
    """The given (not None) options, checked; ``invalid_params`` names what is wrong."""
    given = {name: value for name, value in options.items() if value is not None}
    if "viewport" in given:
        given["viewport"] = check_viewport(given["viewport"])
    if "device_scale_factor" in given:
        scale = given["device_scale_factor"]
        if not (math.isfinite(scale) and 0 < scale <= 10):
            raise InvalidParams(
                f"argument 'device_scale_factor' must be over 0 and at most 10, got {scale}"
            )
    if "geolocation" in given:
        given["geolocation"] = check_geolocation(given["geolocation"])
    if "http_credentials" in given:
        given["http_credentials"] = check_credentials(given["http_credentials"])
    if "extra_http_headers" in given:
        given["extra_http_headers"] = check_headers(
            given["extra_http_headers"], "extra_http_headers"
        )
    if "storage_state" in given:
        given["storage_state"] = check_storage_state(given["storage_state"])
    if "record_har_path" in given:
        given["record_har_path"] = str(writable_file(given["record_har_path"], "record_har_path"))
    elif "record_har_content" in given:
        raise InvalidParams("argument 'record_har_content' needs 'record_har_path'")
    if "record_video_dir" in given:
        given["record_video_dir"] = check_folder(given["record_video_dir"], "record_video_dir")
    for name in ("timezone_id", "user_agent", "base_url"):
        if name in given and not str(given[name]).strip():
            raise InvalidParams(f"argument '{name}' must not be empty")
    if "timezone_id" in given:
        given["timezone_id"] = check_timezone(given["timezone_id"])
    return given


def check_folder(folder: str, name: str) -> str:
    """A folder to write into, resolved (Playwright makes it when missing); never a file."""
    path = Path(folder).expanduser().resolve()
    if path.exists() and not path.is_dir():
        raise InvalidParams(f"argument '{name}': '{path}' is a file, not a folder")
    return str(path)


def check_locale(locale: str) -> str:
    """One BCP 47 language tag, as a context takes it: ``de-DE``, ``fi``, ``zh-Hant-TW``."""
    if not LOCALE.fullmatch(locale):
        raise InvalidParams(
            f"argument 'locale' must be a language tag such as 'de-DE' or 'fi', got {locale!r}"
        )
    return locale


def check_viewport(viewport: dict[str, Any]) -> dict[str, int]:
    keys = set(viewport)
    if keys != {"width", "height"}:
        raise InvalidParams(
            f"argument 'viewport' must be an object with width and height, got keys {sorted(keys)}"
        )
    for side in ("width", "height"):
        value = viewport[side]
        if not (isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_SIZE):
            raise InvalidParams(
                f"argument 'viewport': {side} must be 1 to {MAX_SIZE} pixels, got {value!r}"
            )
    return {"width": viewport["width"], "height": viewport["height"]}


def check_geolocation(place: dict[str, Any]) -> dict[str, float]:
    unknown = set(place) - {"latitude", "longitude", "accuracy"}
    if unknown or not {"latitude", "longitude"} <= set(place):
        raise InvalidParams(
            "argument 'geolocation' must be an object with latitude and longitude (and "
            f"optionally accuracy), got keys {sorted(place)}"
        )
    limits = {"latitude": (-90, 90), "longitude": (-180, 180), "accuracy": (0, math.inf)}
    checked = {}
    for name, value in place.items():
        low, high = limits[name]
        if (
            not isinstance(value, (int, float))
            or isinstance(value, bool)
            or not low <= value <= high
        ):
            raise InvalidParams(
                f"argument 'geolocation': {name} must be a number from {low} to {high}, got {value!r}"
            )
        checked[name] = float(value)
    return checked


def check_for_engine(options: dict[str, Any], engine: EngineChoice) -> None:
    """What the engine cannot apply of checked ``options``: ``unsupported_capability``."""
    check_permissions(options.get("permissions") or [], engine)


def check_permissions(permissions: list[str], engine: EngineChoice) -> None:
    """Known names (the argument check saw to that) that this engine can grant."""
    if engine.over_bidi:
        refused = [name for name in permissions if name not in BIDI_PERMISSIONS]
        if refused:
            raise UnsupportedCapability(
                f"permission(s) {', '.join(map(repr, refused))} cannot be granted on engine "
                f"'{engine.name}' (WebDriver BiDi refuses them); it grants "
                f"{', '.join(BIDI_PERMISSIONS)}"
            )


def check_credentials(credentials: dict[str, Any]) -> dict[str, str]:
    unknown = set(credentials) - {"username", "password", "origin"}
    if unknown or not {"username", "password"} <= set(credentials):
        raise InvalidParams(
            "argument 'http_credentials' must be an object with username and password (and "
            f"optionally origin), got keys {sorted(credentials)}"
        )
    for name, value in credentials.items():
        if not isinstance(value, str):
            raise InvalidParams(f"argument 'http_credentials': {name} must be a string")
    return dict(credentials)
