"""Launching an engine: Camoufox through its own launcher, Firefox through Playwright's."""

from __future__ import annotations

from typing import Any

from playwright.async_api import Browser, BrowserContext, Playwright

from ..contract.errors import InvalidParams
from . import camoufox_launch, wantedscript
from .bididoor import relayed
from .tabmedia import SYSTEM_ACCESS
from .types import EngineChoice, Launched


async def launch(
    playwright: Playwright,
    choice: EngineChoice,
    *,
    headless: bool,
    profile_dir: str | None,
    env: dict[str, str],
    proxy: dict[str, Any] | None,
    camoufox_options: dict[str, Any],
    context: dict[str, Any] | None = None,
    prefs: dict[str, Any] | None = None,
) -> Launched:
    """Starts the browser of ``choice`` with one context (persistent on ``profile_dir``).

    ``context`` holds the context's Playwright options (``contexts.context_kwargs``),
    ``prefs`` the Firefox preferences of the whole browser (``contexts.launch_prefs``).
    """
    context = context or {}
    if choice.name == "camoufox":
        return await camoufox_launch.launch(
            playwright,
            choice.executable_path,
            headless=headless,
            profile_dir=profile_dir,
            env=env,
            proxy=proxy,
            options=camoufox_options,
            context=context,
            prefs=prefs,
        )
    if camoufox_options:
        names = ", ".join(sorted(camoufox_options))
        raise InvalidParams(
            f"option(s) {names} work only with engine 'camoufox'; this instance would run "
            f"on '{choice.name}'. Remove them or install Camoufox"
        )
    launch_args: dict[str, Any] = {"headless": headless, "env": env}
    door = None
    if choice.name == "firefox":
        # channel="moz-firefox" makes Playwright drive a stock Firefox over WebDriver BiDi,
        # through our relay, which lets us send commands of our own (bididoor.py).
        assert choice.executable_path is not None
        executable, door_env, door = relayed(choice.executable_path)
        launch_args.update(
            channel="moz-firefox",
            executable_path=executable,
            env={**env, **door_env},
            # The door reaches Firefox's parent process: a tab's media overrides (tabmedia.py).
            args=[SYSTEM_ACCESS],
        )
    if proxy:
        launch_args["proxy"] = proxy
    if prefs:
        launch_args["firefox_user_prefs"] = prefs
    if profile_dir:
        persistent = await playwright.firefox.launch_persistent_context(
            profile_dir, **launch_args, **context
        )
        browser = persistent.browser
        if door is not None:
            wantedscript.register(browser or persistent, door)
        return Launched(None, persistent, browser.version if browser else "", door=door)
    browser = await playwright.firefox.launch(**launch_args)
    if door is not None:
        wantedscript.register(browser, door)
    try:
        first = await browser.new_context(**context)
    except BaseException:
        await browser.close()
        raise
    return Launched(browser, first, browser.version, door=door)


async def new_context(
    choice: EngineChoice, browser: Browser, context: dict[str, Any]
) -> BrowserContext:
    """One more context in a running browser (a shared instance), with its options."""
    if choice.name == "camoufox":
        return await camoufox_launch.new_context(browser, context)
    return await browser.new_context(**context)
