"""Finding the engine and binary an instance runs on.

``auto`` prefers Camoufox when its binary is installed, then a system Firefox
(``firefox``, ``firefox-esr``) driven over WebDriver BiDi, then Playwright's own
Firefox build. Nothing here downloads anything.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from ..contract.errors import BinaryNotFound
from ..contract.vocabulary import check_engine_name
from . import camoufox_install
from .types import EngineChoice

SYSTEM_FIREFOX_NAMES = ("firefox", "firefox-esr")
INSTALL_ADVICE = {
    "camoufox": "install it with `pip install camoufox` and `python -m camoufox fetch`",
    "firefox": "install it with `apt-get install firefox-esr` (Debian/Ubuntu) or your "
    "system's package manager, or pass executable_path",
    "playwright-firefox": "install it with `python -m playwright install firefox`",
}


def find_engine(
    engine: str, executable_path: str | None, playwright_firefox: str | None
) -> EngineChoice:
    """Chooses the engine and binary, or raises ``binary_not_found`` saying what was tried.

    ``playwright_firefox`` is where Playwright keeps its own Firefox build (it may
    not exist).
    """
    check_engine_name(engine)
    if executable_path:
        return _explicit_binary(engine, executable_path)
    tried: list[str] = []
    if engine in ("auto", "camoufox"):
        found = camoufox_install.installed_binary()
        if found:
            return EngineChoice("camoufox", found)
        tried.append(f"camoufox: no Camoufox browser installed; {INSTALL_ADVICE['camoufox']}")
    if engine in ("auto", "firefox"):
        path = system_firefox()
        if path:
            return EngineChoice("firefox", path)
        tried.append(
            f"firefox: none of {', '.join(SYSTEM_FIREFOX_NAMES)} on PATH; "
            f"{INSTALL_ADVICE['firefox']}"
        )
    if engine in ("auto", "playwright-firefox"):
        if playwright_firefox and Path(playwright_firefox).is_file():
            return EngineChoice("playwright-firefox", playwright_firefox)
        tried.append(
            f"playwright-firefox: {playwright_firefox or 'its build'} does not exist; "
            f"{INSTALL_ADVICE['playwright-firefox']}"
        )
    raise BinaryNotFound(f"no browser for engine '{engine}'. Tried " + "; ".join(tried))


def system_firefox() -> str | None:
    """The first of ``firefox``, ``firefox-esr`` on PATH, or None."""
    for name in SYSTEM_FIREFOX_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def _explicit_binary(engine: str, executable_path: str) -> EngineChoice:
    path = Path(executable_path).expanduser()
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BinaryNotFound(
            f"executable_path {executable_path!r} is not an executable file; "
            "give the path of a Firefox or Camoufox binary"
        )
    if engine == "auto":
        engine = "camoufox" if camoufox_install.is_camoufox_binary(path) else "firefox"
    return EngineChoice(engine, str(path))
