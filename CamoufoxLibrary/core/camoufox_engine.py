"""Camoufox through the ``camoufox`` package's own launcher.

Its launcher reaches for the network (add-on, release and model downloads) when
no Camoufox browser is installed, so we look for the installed binary first and
never call the launcher without one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.async_api import Playwright

from .errors import BinaryNotFound, InvalidParams

# Options handed to camoufox's launch_options(); anything else is not Camoufox's.
CAMOUFOX_OPTIONS = (
    "os",
    "humanize",
    "locale",
    "geoip",
    "block_images",
    "block_webrtc",
    "block_webgl",
    "window",
    "screen",
    "fonts",
    "addons",
    "exclude_addons",
    "config",
    "enable_cache",
    "firefox_user_prefs",
    "args",
)


def installed_binary() -> str | None:
    """Path of the installed Camoufox browser, or None; never downloads."""
    try:
        from camoufox.multiversion import get_active_path
        from camoufox.pkgman import launch_path

        active = get_active_path()
        return launch_path(active) if active else None
    except Exception:  # not installed, unreadable config, unsupported platform
        return None


def is_camoufox_binary(path: Path) -> bool:
    """A Camoufox build names itself in the application.ini beside its binary."""
    ini = path.resolve().parent / "application.ini"
    try:
        return "camoufox" in ini.read_text(errors="replace").lower()
    except OSError:
        return "camoufox" in path.name.lower()


async def launch(
    playwright: Playwright,
    executable_path: str | None,
    *,
    headless: bool,
    profile_dir: str | None,
    env: dict[str, str],
    proxy: dict[str, Any] | None,
    options: dict[str, Any],
) -> Any:
    raise BinaryNotFound("Camoufox launching is not available yet")  # replaced below


def check_options(options: dict[str, Any]) -> None:
    unknown = sorted(set(options) - set(CAMOUFOX_OPTIONS))
    if unknown:
        raise InvalidParams(
            f"unknown Camoufox option(s) {', '.join(unknown)}; known: {', '.join(CAMOUFOX_OPTIONS)}"
        )
