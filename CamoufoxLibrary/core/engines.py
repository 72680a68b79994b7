"""Finding and launching a browser engine.

``auto`` prefers Camoufox when its binary is installed, then a system Firefox
(``firefox``, ``firefox-esr``) driven over WebDriver BiDi, then Playwright's own
Firefox build. Nothing here downloads anything.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, BrowserContext, Playwright

from . import camoufox_engine
from .errors import BinaryNotFound, InvalidParams

ENGINES = ("auto", "camoufox", "firefox", "playwright-firefox")
SYSTEM_FIREFOX_NAMES = ("firefox", "firefox-esr")
INSTALL_ADVICE = {
    "camoufox": "install it with `pip install camoufox` and `python -m camoufox fetch`",
    "firefox": "install it with `apt-get install firefox-esr` (Debian/Ubuntu) or your "
    "system's package manager, or pass executable_path",
    "playwright-firefox": "install it with `python -m playwright install firefox`",
}


@dataclass(frozen=True)
class EngineChoice:
    """The engine an instance runs on and the binary it starts."""

    name: str  # camoufox | firefox | playwright-firefox
    executable_path: str | None


def check_engine_name(engine: str) -> None:
    if engine not in ENGINES:
        raise InvalidParams(
            f"argument 'engine' must be one of {', '.join(ENGINES)}; got {engine!r}"
        )


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
        found = camoufox_engine.installed_binary()
        if found:
            return EngineChoice("camoufox", found)
        tried.append(f"camoufox: no Camoufox browser installed; {INSTALL_ADVICE['camoufox']}")
    if engine in ("auto", "firefox"):
        for name in SYSTEM_FIREFOX_NAMES:
            path = shutil.which(name)
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


def _explicit_binary(engine: str, executable_path: str) -> EngineChoice:
    path = Path(executable_path).expanduser()
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BinaryNotFound(
            f"executable_path {executable_path!r} is not an executable file; "
            "give the path of a Firefox or Camoufox binary"
        )
    if engine == "auto":
        engine = "camoufox" if camoufox_engine.is_camoufox_binary(path) else "firefox"
    return EngineChoice(engine, str(path))


@dataclass
class Launched:
    """What a launch gives: the browser (None for a persistent context) and the context."""

    browser: Browser | None
    context: BrowserContext
    version: str


async def launch(
    playwright: Playwright,
    choice: EngineChoice,
    *,
    headless: bool,
    profile_dir: str | None,
    env: dict[str, str],
    proxy: dict[str, Any] | None,
    camoufox_options: dict[str, Any],
) -> Launched:
    """Starts the browser of ``choice`` with one context (persistent on ``profile_dir``)."""
    if choice.name == "camoufox":
        return await camoufox_engine.launch(
            playwright,
            choice.executable_path,
            headless=headless,
            profile_dir=profile_dir,
            env=env,
            proxy=proxy,
            options=camoufox_options,
        )
    if camoufox_options:
        names = ", ".join(sorted(camoufox_options))
        raise InvalidParams(
            f"option(s) {names} work only with engine 'camoufox'; this instance would run "
            f"on '{choice.name}'. Remove them or install Camoufox"
        )
    launch_args: dict[str, Any] = {"headless": headless, "env": env}
    if choice.name == "firefox":
        # channel="moz-firefox" makes Playwright drive a stock Firefox over WebDriver BiDi.
        launch_args.update(channel="moz-firefox", executable_path=choice.executable_path)
    if proxy:
        launch_args["proxy"] = proxy
    if profile_dir:
        context = await playwright.firefox.launch_persistent_context(profile_dir, **launch_args)
        browser = context.browser
        return Launched(None, context, browser.version if browser else "")
    browser = await playwright.firefox.launch(**launch_args)
    try:
        context = await browser.new_context()
    except BaseException:
        await browser.close()
        raise
    return Launched(browser, context, browser.version)
