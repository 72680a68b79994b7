"""Finding an installed Camoufox build, read-only.

Camoufox's launcher reaches for the network (browser, add-on and fingerprint-model
downloads) when something is not installed, and its own look-up has side effects.
``installed_binary()`` never calls ``camoufox.pkgman.camoufox_path()`` (which may
delete the install directory and download a browser) nor
``multiversion.get_active_path()`` (which writes its config).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

log = logging.getLogger("CamoufoxLibrary.core")

INSTALL_ADVICE = "install it with `pip install camoufox` and then `python -m camoufox fetch`"


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
