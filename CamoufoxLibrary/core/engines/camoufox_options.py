"""The Camoufox launcher's options: their names, the checks of their values, their kwargs.

The options (fingerprint, humanize, locale, prefs, ...) are those of
``camoufox.utils.launch_options``, under the same names; a rejected option is
``invalid_params`` naming it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..contract.errors import InvalidParams


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_str_or_str_list(value: Any) -> bool:
    if isinstance(value, str):
        return bool(value)
    return (
        isinstance(value, (list, tuple))
        and bool(value)
        and all(isinstance(item, str) and item for item in value)
    )


def _is_str_list(value: Any) -> bool:
    return isinstance(value, (list, tuple)) and all(isinstance(item, str) for item in value)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_size(value: Any) -> bool:
    return (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value)
    )


SCREEN_FIELDS = ("min_width", "max_width", "min_height", "max_height")


def _is_screen(value: Any) -> bool:
    if type(value).__name__ == "Screen":  # camoufox.fingerprints.Screen
        return True
    return (
        isinstance(value, dict)
        and bool(value)
        and set(value) <= set(SCREEN_FIELDS)
        and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value.values())
    )


# Options handed to camoufox's launch_options() (same names), with the check of the
# value and how the check describes a good one. Anything else is not Camoufox's.
OPTION_CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "os": (_is_str_or_str_list, "'windows', 'macos', 'linux' or a list of them"),
    "humanize": (
        lambda v: _is_bool(v) or (_is_number(v) and v >= 0),
        "true/false or the cursor's longest move in seconds",
    ),
    "locale": (_is_str_or_str_list, "a locale such as 'en-US', or a list of them"),
    "geoip": (
        lambda v: _is_bool(v) or (isinstance(v, str) and bool(v)),
        "true (find the public IP) or an IP address",
    ),
    "block_images": (_is_bool, "true or false"),
    "block_webrtc": (_is_bool, "true or false"),
    "block_webgl": (_is_bool, "true or false"),
    "window": (_is_size, "[width, height] in pixels"),
    "screen": (_is_screen, f"an object with some of {', '.join(SCREEN_FIELDS)} (pixels)"),
    "fonts": (_is_str_list, "a list of font family names"),
    "addons": (_is_str_list, "a list of paths of extracted Firefox add-ons"),
    "exclude_addons": (
        lambda v: isinstance(v, (list, tuple)),
        "a list of default add-on names, such as ['UBO']",
    ),
    "config": (lambda v: isinstance(v, dict), "an object of Camoufox properties"),
    "enable_cache": (_is_bool, "true or false"),
    "firefox_user_prefs": (lambda v: isinstance(v, dict), "an object of Firefox preferences"),
    "args": (_is_str_list, "a list of command-line arguments"),
    "fingerprint_preset": (
        lambda v: _is_bool(v) or isinstance(v, dict),
        "true (a random bundled preset) or a preset object",
    ),
    "disable_coop": (_is_bool, "true or false"),
    "main_world_eval": (_is_bool, "true or false"),
    "custom_fonts_only": (_is_bool, "true or false"),
    "webgl_config": (
        lambda v: isinstance(v, (list, tuple)) and len(v) == 2 and _is_str_list(v),
        "[vendor, renderer]",
    ),
}
CAMOUFOX_OPTIONS = tuple(OPTION_CHECKS)


def check_options(options: dict[str, Any]) -> None:
    """Rejects unknown option names and values of the wrong shape (``invalid_params``)."""
    unknown = sorted(set(options) - set(CAMOUFOX_OPTIONS))
    if unknown:
        raise InvalidParams(
            f"unknown Camoufox option(s) {', '.join(unknown)}; known: {', '.join(CAMOUFOX_OPTIONS)}"
        )
    for name, value in options.items():
        check, expected = OPTION_CHECKS[name]
        if not check(value):
            raise InvalidParams(f"Camoufox option '{name}' must be {expected}; got {value!r}")


def launch_kwargs(options: dict[str, Any]) -> dict[str, Any]:
    """Our options as ``camoufox.utils.launch_options`` keyword arguments."""
    check_options(options)
    kwargs = dict(options)
    if "window" in kwargs:
        kwargs["window"] = tuple(kwargs["window"])
    if "webgl_config" in kwargs:
        kwargs["webgl_config"] = tuple(kwargs["webgl_config"])
    for name in ("fonts", "addons", "args"):
        if name in kwargs:
            kwargs[name] = list(kwargs[name])
    if isinstance(kwargs.get("screen"), dict):
        from camoufox.fingerprints import Screen

        kwargs["screen"] = Screen(**kwargs["screen"])
    if "exclude_addons" in kwargs:
        kwargs["exclude_addons"] = _default_addons(kwargs["exclude_addons"])
    for name in ("config", "firefox_user_prefs"):
        if name in kwargs:
            kwargs[name] = dict(kwargs[name])  # launch_options fills these in place
    return kwargs


def _default_addons(values: Any) -> list[Any]:
    from camoufox import DefaultAddons

    known = {addon.name.lower(): addon for addon in DefaultAddons}
    result = []
    for value in values:
        if isinstance(value, DefaultAddons):
            result.append(value)
        elif isinstance(value, str) and value.lower() in known:
            result.append(known[value.lower()])
        else:
            raise InvalidParams(
                f"Camoufox option 'exclude_addons': unknown default add-on {value!r}; "
                f"known: {', '.join(known[name].name for name in known)}"
            )
    return result
