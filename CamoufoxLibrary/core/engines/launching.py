"""Launching an engine: Camoufox through its own launcher, Firefox through Playwright's."""

from __future__ import annotations

from typing import Any

from playwright.async_api import Playwright

from ..errors import InvalidParams
from . import camoufox_launch
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
) -> Launched:
    """Starts the browser of ``choice`` with one context (persistent on ``profile_dir``)."""
    if choice.name == "camoufox":
        return await camoufox_launch.launch(
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
