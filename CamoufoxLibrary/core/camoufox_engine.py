"""Camoufox through the ``camoufox`` package's own launcher.

The options (fingerprint, humanize, locale, prefs, ...) are built by
``camoufox.utils.launch_options`` and the browser is started by
``camoufox.async_api.AsyncNewBrowser``, so Camoufox behaves here exactly as with its
own API. Its launcher reaches for the network (browser, add-on and fingerprint-model
downloads) when something is not installed, so:

- ``installed_binary()`` finds an installed build read-only: it never calls
  ``camoufox.pkgman.camoufox_path()`` (which may delete the install directory and
  download a browser) nor ``multiversion.get_active_path()`` (which writes its config);
- ``launch()`` always hands the launcher an explicit ``executable_path`` of a
  Camoufox build, and never calls it without one;
- the launcher's errors become ours: a missing piece or a failed download is
  ``binary_not_found`` with install advice, a rejected option ``invalid_params``
  naming the option.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import re
import socket
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playwright.async_api import Playwright

from .errors import BinaryNotFound, InvalidParams, ToolError
from .processes import TAG_VARIABLE

if TYPE_CHECKING:
    from .engines import Launched

log = logging.getLogger("CamoufoxLibrary.core")

INSTALL_ADVICE = "install it with `pip install camoufox` and then `python -m camoufox fetch`"


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


# --- finding an installed build --------------------------------------------------


def installed_binary() -> str | None:
    """Path of the installed Camoufox browser, or None.

    Read-only: it picks the build camoufox itself would launch (the one this package
    release pairs with, else the active one) without writing camoufox's config,
    deleting anything or downloading anything.
    """
    try:
        return _installed_binary()
    except Exception as exc:  # camoufox missing or broken, unreadable config, odd platform
        log.debug("looking for an installed Camoufox failed: %s", exc)
        return None


def _installed_binary() -> str | None:
    from camoufox import pkgman

    directory = _active_install_dir()
    if directory is None or not _usable(directory):
        return None
    path = Path(pkgman.launch_path(directory))  # only checks that the file exists
    if path.is_file() and os.access(path, os.X_OK):
        return str(path)
    return None


def _active_install_dir() -> Path | None:
    """What ``camoufox.multiversion.get_active_path()`` answers, minus its config writes."""
    from camoufox import pkgman

    try:
        from camoufox import multiversion
    except ImportError:  # camoufox < 0.5: one install at the cache root
        root = Path(pkgman.INSTALL_DIR)
        return root if (root / "version.json").is_file() else None

    config = multiversion.load_config()
    installed = multiversion.list_installed()
    try:
        from camoufox.browser_pin import effective_pin, matches
    except ImportError:
        pin = None
    else:
        pin = effective_pin(config)
    if pin is not None:
        for install in installed:
            if matches(
                pin, install.repo_name, install.version.version or "", install.version.build
            ):
                return install.path
        return None
    active = config.get("active_version")
    if active:
        path = Path(pkgman.INSTALL_DIR) / active
        if (path / "version.json").is_file():
            return path
    if installed and not config.get("channel") and not config.get("pinned"):
        return installed[0].path
    # The flat layout of older releases, kept by camoufox only with its compat flag
    # (without the flag camoufox deletes the directory on its next launch).
    root = Path(pkgman.INSTALL_DIR)
    if (root / "version.json").is_file() and Path(multiversion.COMPAT_FLAG).exists():
        return root
    return None


def _usable(directory: Path) -> bool:
    """Whether this camoufox package can drive the build in ``directory``."""
    from camoufox import pkgman

    version = pkgman.Version.from_path(directory)
    interface_ok = True
    if hasattr(pkgman, "installed_interface") and hasattr(pkgman, "interface_supported"):
        interface_ok = pkgman.interface_supported(pkgman.installed_interface(directory))
    if not (interface_ok and version.is_supported()):
        log.info(
            "Camoufox %s in %s is not supported by this camoufox package",
            version.full_string,
            directory,
        )
        return False
    return True


def is_camoufox_binary(path: Path) -> bool:
    """A Camoufox build names itself in the application.ini beside its binary."""
    ini = Path(path).resolve().parent / "application.ini"
    try:
        return "camoufox" in ini.read_text(errors="replace").lower()
    except OSError:
        return "camoufox" in Path(path).name.lower()


def build_version(path: str | Path) -> str:
    """The ``Version=`` of the application.ini beside a build, or ''."""
    ini = Path(path).resolve().parent / "application.ini"
    try:
        for line in ini.read_text(errors="replace").splitlines():
            if line.startswith("Version="):
                return line.split("=", 1)[1].strip()
    except OSError:
        pass
    return ""


# --- options ---------------------------------------------------------------------


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


# Environment variables the launcher generates; inherited stale copies must not win.
_GENERATED_ENV_PREFIXES = ("CAMOU_CONFIG_", "CAMOU_PREFS_")
_GENERATED_ENV_NAMES = ("FONTCONFIG_FILE",)


def _inheritable_env(env: dict[str, str]) -> dict[str, str]:
    return {
        key: value
        for key, value in env.items()
        if not key.startswith(_GENERATED_ENV_PREFIXES) and key not in _GENERATED_ENV_NAMES
    }


# --- launching -------------------------------------------------------------------


async def launch(
    playwright: Playwright,
    executable_path: str | None,
    *,
    headless: bool,
    profile_dir: str | None,
    env: dict[str, str],
    proxy: dict[str, Any] | None,
    options: dict[str, Any],
) -> Launched:
    """Starts Camoufox with one context (persistent on ``profile_dir``).

    Returns ``engines.Launched``. ``env`` (which carries our process tag) is merged
    into the environment camoufox generates (its fingerprint config and prefs).
    """
    from .engines import Launched  # at run time: engines imports this module

    kwargs = launch_kwargs(options)
    binary = executable_path or installed_binary()
    if not binary:
        raise BinaryNotFound(f"no Camoufox browser is installed; {INSTALL_ADVICE}")
    # Camoufox reads application.ini, properties.json and fontconfig/ beside the real
    # binary; a symlink (one on PATH, say) would make it look in the wrong place.
    binary = str(Path(binary).resolve())
    if executable_path and not is_camoufox_binary(Path(binary)):
        # Its launcher would first download a fingerprint model, then fail on the
        # missing properties.json: refuse before calling it.
        raise BinaryNotFound(
            f"{binary} is not a Camoufox build (no application.ini naming Camoufox beside "
            f"it); use engine 'firefox' for a stock Firefox, or {INSTALL_ADVICE}"
        )
    try:
        from camoufox.async_api import AsyncNewBrowser
        from camoufox.utils import launch_options
    except ImportError as exc:
        raise BinaryNotFound(
            f"the camoufox package cannot be imported ({exc}); {INSTALL_ADVICE}"
        ) from exc

    tag = env.get(TAG_VARIABLE)
    build = functools.partial(
        launch_options,
        executable_path=binary,
        headless=headless,
        proxy=proxy,
        env=_inheritable_env(env),
        **kwargs,
    )
    try:
        # Blocking file reads (and, for a half-installed Camoufox, downloads).
        from_options = await asyncio.get_running_loop().run_in_executor(None, build)
    except Exception as exc:
        raise_translated(exc, options, validating=True)
        raise
    from_options["env"] = dict(from_options.get("env") or {})
    if tag is not None:
        from_options["env"][TAG_VARIABLE] = tag  # the process tree must stay findable

    if profile_dir:
        from_options["user_data_dir"] = profile_dir
        try:
            context = await AsyncNewBrowser(
                playwright, from_options=from_options, persistent_context=True
            )
        except Exception as exc:
            raise_translated(exc, options, validating=False)
            raise
        browser = context.browser
        version = (browser.version if browser else "") or build_version(binary)
        return Launched(None, context, version)

    try:
        browser = await AsyncNewBrowser(playwright, from_options=from_options)
    except Exception as exc:
        raise_translated(exc, options, validating=False)
        raise
    try:
        # The fingerprint is the browser's (CAMOU_CONFIG); AsyncNewContext would draw
        # a second, per-context identity with fpgen. camoufox wraps new_context with
        # its defaults (no_viewport when the window is spoofed, stock media features).
        context = await browser.new_context()
    except BaseException:
        await browser.close()
        raise
    return Launched(browser, context, browser.version or build_version(binary))


# --- errors ----------------------------------------------------------------------


def _network_errors() -> tuple[type[BaseException], ...]:
    found: tuple[type[BaseException], ...] = (ConnectionError, socket.gaierror)
    try:
        import requests
    except ImportError:  # pragma: no cover - requests comes with camoufox
        return found
    return (*found, requests.RequestException)


def _camoufox_exceptions() -> Any:
    try:
        from camoufox import exceptions
    except ImportError:
        return None
    return exceptions


def raise_translated(exc: BaseException, options: dict[str, Any], *, validating: bool) -> None:
    """Raises our error for ``exc`` when it has one (chained); returns otherwise."""
    mapped = translate_error(exc, options, validating=validating)
    if mapped is not exc:
        raise mapped from exc


def translate_error(
    exc: BaseException, options: dict[str, Any], *, validating: bool
) -> BaseException:
    """Maps an error of camoufox's launcher onto ours; other errors are returned as they are.

    ``validating``: the error came from building the options (launch_options), where
    a ValueError/TypeError means an option was rejected.
    """
    if isinstance(exc, ToolError):
        return exc
    ce = _camoufox_exceptions()
    text = f"{type(exc).__name__}: {_first_line(exc)}"

    def named(name: str, why: str = "") -> InvalidParams:
        return InvalidParams(f"Camoufox option '{name}' was rejected: {why or text}")

    if ce is not None:
        not_ready = tuple(
            getattr(ce, name)
            for name in (
                "CamoufoxNotInstalled",
                "UnsupportedVersion",
                "MissingRelease",
                "CorruptedDownload",
                "UnsupportedArchitecture",
                "UnsupportedOS",
                "FpgenModelError",
            )
            if hasattr(ce, name)
        )
        by_option = [
            ("InvalidAddonPath", "addons"),
            ("NotInstalledGeoIPExtra", "geoip"),
            ("UnknownIPLocation", "geoip"),
            ("InvalidIP", "geoip"),
            ("LocaleError", "locale"),
            ("InvalidOS", "os"),
            ("InvalidProxy", "proxy"),
            ("VirtualDisplayError", "headless"),
            ("InvalidPropertyType", "config"),
            ("NonFirefoxFingerprint", "fingerprint_preset"),
        ]
        for class_name, option in by_option:
            cls = getattr(ce, class_name, None)
            if cls is not None and isinstance(exc, cls):
                if option == "geoip" and class_name == "NotInstalledGeoIPExtra":
                    return named(option, f"{text} (install it with `pip install camoufox[geoip]`)")
                if option == "proxy":
                    return InvalidParams(f"argument 'proxy' was rejected by Camoufox: {text}")
                if option == "headless":
                    return InvalidParams(f"argument 'headless' was rejected by Camoufox: {text}")
                return named(option)
        if not_ready and isinstance(exc, not_ready):
            return BinaryNotFound(f"Camoufox is not ready to launch ({text}); {INSTALL_ADVICE}")
    if isinstance(exc, _network_errors()):
        return BinaryNotFound(
            "Camoufox's launcher tried to download something it needs (its browser, "
            f"add-on or fingerprint model) and failed ({text}); {INSTALL_ADVICE} on a "
            "machine with network access"
        )
    if isinstance(exc, FileNotFoundError):
        return BinaryNotFound(
            f"the Camoufox install is incomplete ({text}); reinstall it: {INSTALL_ADVICE}"
        )
    if validating and isinstance(exc, (ValueError, TypeError)):
        return InvalidParams(_option_message(exc, options, text))
    return exc


# Words in camoufox's messages that point at one option.
_MESSAGE_HINTS = (
    ("webgl", "webgl_config"),
    ("custom fonts", "custom_fonts_only"),
    ("geoip", "geoip"),
    ("ip", "geoip"),
    ("locale", "locale"),
    ("region", "locale"),
    ("language", "locale"),
    ("os", "os"),
    ("preset", "fingerprint_preset"),
    ("user agent", "config"),
    ("property", "config"),
)


def _mentions(message: str, word: str) -> bool:
    return re.search(rf"(?<![a-z0-9_]){re.escape(word)}(?![a-z0-9_])", message) is not None


def _option_message(exc: BaseException, options: dict[str, Any], text: str) -> str:
    message = str(exc).lower()
    # The longest name first: 'webgl_config' says more than the word 'os'.
    suspects = sorted((name for name in options if _mentions(message, name)), key=len, reverse=True)
    if not suspects:
        suspects = [
            option
            for hint, option in _MESSAGE_HINTS
            if option in options and _mentions(message, hint)
        ]
    if not suspects and len(options) == 1:
        suspects = list(options)
    if suspects:
        return f"Camoufox option '{suspects[0]}' was rejected: {text}"
    given = ", ".join(sorted(options)) or "none"
    return f"Camoufox rejected its options (given: {given}): {text}"


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__
