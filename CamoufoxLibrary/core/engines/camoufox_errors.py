"""Translating the Camoufox launcher's errors into ours.

A missing piece or a failed download is ``binary_not_found`` with install advice, a
rejected option ``invalid_params`` naming the option; other errors pass unchanged.
"""

from __future__ import annotations

import re
import socket
from typing import Any

from ..contract.errors import BinaryNotFound, InvalidParams, ToolError, first_line
from .camoufox_install import INSTALL_ADVICE


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
    text = f"{type(exc).__name__}: {first_line(exc)}"

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
