"""Camoufox through the ``camoufox`` package's own launcher.

The options (fingerprint, humanize, locale, prefs, ...) are built by
``camoufox.utils.launch_options`` and the browser is started by
``camoufox.async_api.AsyncNewBrowser``, so Camoufox behaves here exactly as with its
own API. Its launcher reaches for the network (browser, add-on and fingerprint-model
downloads) when something is not installed, so:

- ``camoufox_install.installed_binary()`` finds an installed build read-only;
- ``launch()`` always hands the launcher an explicit ``executable_path`` of a
  Camoufox build, and never calls it without one;
- the launcher's errors become ours (``camoufox_errors``): a missing piece or a
  failed download is ``binary_not_found`` with install advice, a rejected option
  ``invalid_params`` naming the option.
"""

from __future__ import annotations

import asyncio
import functools
import json
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, BrowserContext, Playwright

from ..contract.errors import BinaryNotFound
from . import camoufox_install
from .camoufox_errors import raise_translated
from .camoufox_install import INSTALL_ADVICE, build_version, is_camoufox_binary
from .camoufox_options import launch_kwargs
from .processes import TAG_VARIABLE
from .types import Launched

# Environment variables the launcher generates; inherited stale copies must not win.
_GENERATED_ENV_PREFIXES = ("CAMOU_CONFIG_", "CAMOU_PREFS_")
_GENERATED_ENV_NAMES = ("FONTCONFIG_FILE",)


def _inheritable_env(env: dict[str, str]) -> dict[str, str]:
    return {
        key: value
        for key, value in env.items()
        if not key.startswith(_GENERATED_ENV_PREFIXES) and key not in _GENERATED_ENV_NAMES
    }


async def launch(
    playwright: Playwright,
    executable_path: str | None,
    *,
    headless: bool,
    profile_dir: str | None,
    env: dict[str, str],
    proxy: dict[str, Any] | None,
    options: dict[str, Any],
    context: dict[str, Any] | None = None,
    prefs: dict[str, Any] | None = None,
) -> Launched:
    """Starts Camoufox with one context (persistent on ``profile_dir``).

    ``env`` (which carries our process tag) is merged into the environment camoufox
    generates (its fingerprint config and prefs). ``context`` are the context's
    Playwright options, ``prefs`` Firefox preferences the browser needs for them.
    """
    context = context or {}
    from_options = await asyncio.get_running_loop().run_in_executor(
        None,  # blocking file reads (and, for a half-installed Camoufox, downloads)
        functools.partial(
            build_launch_options,
            executable_path,
            headless=headless,
            env=env,
            proxy=proxy,
            options=options,
            prefs=prefs,
        ),
    )
    try:
        from camoufox.async_api import AsyncNewBrowser
    except ImportError as exc:  # build_launch_options imported camoufox already
        raise BinaryNotFound(
            f"the camoufox package cannot be imported ({exc}); {INSTALL_ADVICE}"
        ) from exc
    binary = from_options["executable_path"]

    if profile_dir:
        from_options["user_data_dir"] = profile_dir
        from_options.update(context)
        try:
            persistent = await AsyncNewBrowser(
                playwright, from_options=from_options, persistent_context=True
            )
        except Exception as exc:
            raise_translated(exc, options, validating=False)
            raise
        browser = persistent.browser
        version = (browser.version if browser else "") or build_version(binary)
        return Launched(None, persistent, version, resolved_config(from_options))

    try:
        browser = await AsyncNewBrowser(playwright, from_options=from_options)
    except Exception as exc:
        raise_translated(exc, options, validating=False)
        raise
    try:
        # The fingerprint is the browser's (CAMOU_CONFIG); AsyncNewContext would draw
        # a second, per-context identity with fpgen. camoufox wraps new_context with
        # its defaults (no_viewport when the window is spoofed, stock media features).
        first = await browser.new_context(**context)
    except BaseException:
        await browser.close()
        raise
    return Launched(
        browser, first, browser.version or build_version(binary), resolved_config(from_options)
    )


def build_launch_options(
    executable_path: str | None,
    *,
    headless: bool,
    env: dict[str, str],
    proxy: dict[str, Any] | None,
    options: dict[str, Any],
    prefs: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """What ``camoufox.utils.launch_options`` gives for our options: Playwright's launch
    options (snake_case) with the fingerprint drawn, for this process's launch or a
    browser server's (``CamoufoxLibrary.server``). Blocking: it reads files.

    ``env`` (which carries our process tag) is merged into the environment camoufox
    generates (its fingerprint config and prefs).
    """
    kwargs = launch_kwargs(options)
    if prefs:
        kwargs["firefox_user_prefs"] = {**kwargs.get("firefox_user_prefs", {}), **prefs}
    # Looked up through its module, so that a test can stand in for the installed build.
    binary = executable_path or camoufox_install.installed_binary()
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
        from camoufox.utils import launch_options
    except ImportError as exc:
        raise BinaryNotFound(
            f"the camoufox package cannot be imported ({exc}); {INSTALL_ADVICE}"
        ) from exc
    try:
        from_options = launch_options(
            executable_path=binary,
            headless=headless,
            proxy=proxy,
            env=_inheritable_env(env),
            **kwargs,
        )
    except Exception as exc:
        raise_translated(exc, options, validating=True)
        raise
    from_options["env"] = dict(from_options.get("env") or {})
    tag = env.get(TAG_VARIABLE)
    if tag is not None:
        from_options["env"][TAG_VARIABLE] = tag  # the process tree must stay findable
    return from_options


def resolved_config(from_options: dict[str, Any]) -> dict[str, Any]:
    """The fingerprint the launcher resolved: its CAMOU_CONFIG_<n> chunks, joined in order.

    The browser reads the same chunks, so this is the identity Camoufox means to show
    (tools/identity.py checks the page against it); {} when there is none to read.
    """
    env = from_options.get("env") or {}
    chunks = sorted(
        (int(key.rsplit("_", 1)[1]), value)
        for key, value in env.items()
        if key.startswith("CAMOU_CONFIG_") and key.rsplit("_", 1)[1].isdigit()
    )
    try:
        config = json.loads("".join(value for _, value in chunks)) if chunks else {}
    except ValueError:
        return {}
    return config if isinstance(config, dict) else {}


async def new_context(browser: Browser, context: dict[str, Any]) -> BrowserContext:
    """A context of its own fingerprint in a running Camoufox (a shared instance).

    camoufox's ``AsyncNewContext`` draws a new identity (navigator, screen, WebGL,
    fonts) with fpgen for each context; the options given win over the drawn ones.
    """
    try:
        from camoufox.async_api import AsyncNewContext
    except ImportError as exc:
        raise BinaryNotFound(
            f"the camoufox package cannot be imported ({exc}); {INSTALL_ADVICE}"
        ) from exc
    try:
        return await AsyncNewContext(browser, **context)
    except Exception as exc:
        raise_translated(exc, context, validating=True)
        raise
