"""Emulation tools: what an instance's context pretends, changed while it runs.

The same options ``browser_create_instance`` takes at the start (geolocation,
offline, permissions, extra HTTP headers; the viewport is browser_resize). Each
applies to every page of the instance, the ones to come included; media emulation
(browser_emulate_media) applies to one page, as Playwright's does.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

from ..browser import contexts
from ..browser.manager import InstanceManager
from ..contract.errors import (
    OF_INSTANCE,
    OF_PAGE_UNDER_MODAL,
    InvalidParams,
    UnsupportedCapability,
    reason_of,
)
from ..contract.registry import tool
from ..contract.vocabulary import (
    ContrastOverride,
    ForcedColors,
    MediaType,
    MotionOverride,
    Permission,
    SchemeOverride,
)
from ..engines import tabmedia
from ..engines.bididoor import BidiDoor, context_of
from ..js import script
from ..page.targeting import PAGE_UNDER_MODAL, Aim
from ..syntax.headers import check_headers

ORIGIN = re.compile(r"https?://[^/?#\s]+")


@tool(
    errors=(
        ("invalid_params", "a latitude, longitude or accuracy out of range"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_set_geolocation(
    manager: InstanceManager,
    instance: str,
    latitude: float,
    longitude: float,
    accuracy: float | None = None,
) -> dict[str, Any]:
    """Set the position the instance's pages get from the Geolocation API.

    Pages read it once the ``geolocation`` permission is granted (browser_grant_permissions
    or the instance's ``permissions``). Returns ``latitude``, ``longitude`` and
    ``accuracy``.
    """
    place = {"latitude": latitude, "longitude": longitude}
    if accuracy is not None:
        place["accuracy"] = accuracy
    checked = contexts.check_geolocation(place)
    await manager.get(instance).context.set_geolocation(checked)  # type: ignore[arg-type]
    return {"latitude": latitude, "longitude": longitude, "accuracy": accuracy}


@tool(errors=(*OF_INSTANCE,), kind="acts")
async def browser_set_offline(
    manager: InstanceManager, instance: str, offline: bool
) -> dict[str, Any]:
    """Take the instance's pages off the network (``offline`` true) or back on it.

    Offline, requests fail as without a connection and ``navigator.onLine`` is false.
    Returns ``offline``.
    """
    await manager.get(instance).context.set_offline(offline)
    return {"offline": offline}


@tool(
    errors=(
        ("unsupported_capability", "a permission Firefox over WebDriver BiDi refuses"),
        ("invalid_params", "an origin that is not a URL's origin"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_grant_permissions(
    manager: InstanceManager,
    instance: str,
    permissions: list[Permission],
    *,
    origin: str | None = None,
) -> dict[str, Any]:
    """Grant ``permissions`` to the instance's pages, or to those of ``origin`` only.

    Returns ``permissions`` and ``origin``. Firefox over WebDriver BiDi grants
    geolocation, midi, notifications, persistent-storage, push and screen-wake-lock.
    """
    if origin is not None and not ORIGIN.fullmatch(origin):
        raise InvalidParams(
            f"argument 'origin' must be an origin such as http://127.0.0.1:8000, got {origin!r}"
        )
    inst = manager.get(instance)
    contexts.check_permissions(permissions, inst.engine)
    try:
        await inst.context.grant_permissions(permissions, origin=origin)
    except PlaywrightError as exc:  # an engine that refuses what Firefox over BiDi grants
        raise UnsupportedCapability(
            f"permission(s) {', '.join(permissions)} cannot be granted on engine "
            f"'{inst.engine.name}': {reason_of(exc)}"
        ) from exc
    return {"permissions": list(permissions), "origin": origin}


@tool(errors=(*OF_INSTANCE,), kind="acts")
async def browser_clear_permissions(manager: InstanceManager, instance: str) -> dict[str, Any]:
    """Take back every permission granted to the instance's pages. Returns ``cleared``."""
    await manager.get(instance).context.clear_permissions()
    return {"cleared": True}


@tool(
    errors=(
        ("invalid_params", "a header without a name or with a value that is not text"),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_set_extra_http_headers(
    manager: InstanceManager, instance: str, headers: dict[str, str]
) -> dict[str, Any]:
    """Send ``headers`` with every request of the instance's pages, from now on.

    They replace the headers given before (an empty object sends none). Returns
    ``headers``.
    """
    checked = check_headers(headers, "headers")
    await manager.get(instance).context.set_extra_http_headers(checked)
    return {"headers": checked}


# --- browser_emulate_media ------------------------------------------------------------

# What Playwright's emulate_media takes for "no-override" (Camoufox, Playwright's Firefox).
PLAYWRIGHT_RESET = "null"


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        ("invalid_params", "no feature given"),
        (
            "unsupported_capability",
            "a feature the engine cannot change at run time (over WebDriver BiDi: "
            "color_scheme and contrast; a remote instance: all), or one the page then "
            "does not report",
        ),
        *OF_PAGE_UNDER_MODAL,
    ),
    kind="acts",
)
async def browser_emulate_media(
    aim: Aim,
    *,
    media: MediaType | None = None,
    color_scheme: SchemeOverride | None = None,
    reduced_motion: MotionOverride | None = None,
    forced_colors: ForcedColors | None = None,
    contrast: ContrastOverride | None = None,
) -> dict[str, Any]:
    """Emulate CSS media features on the active page (or ``page_id``'s), from now on.

    ``media`` is the media type (``print`` for print styles); ``no-override`` gives a
    feature back to the browser. The page keeps them across its navigations; other tabs
    keep theirs. Over WebDriver BiDi (stock Firefox), ``media``, ``reduced_motion`` and
    ``forced_colors`` can change, while ``color_scheme`` is set only at launch
    (browser_create_instance) and ``contrast`` not at all. Returns what the page's media
    queries report for every feature afterwards.
    """
    wanted = {
        name: value
        for name, value in (
            ("media", media),
            ("color_scheme", color_scheme),
            ("reduced_motion", reduced_motion),
            ("forced_colors", forced_colors),
            ("contrast", contrast),
        )
        if value is not None
    }
    if not wanted:
        raise InvalidParams(
            "give at least one of media, color_scheme, reduced_motion, forced_colors, contrast"
        )
    target = aim.resolve()
    instance, page = target.instance, target.page
    if instance.engine.over_bidi:
        await emulate_over_bidi(instance.door, page, wanted)
    else:  # Juggler (Camoufox, Playwright's Firefox): Playwright's own emulation
        await page.emulate_media(**playwright_media(wanted))
    state: dict[str, Any] = await page.evaluate(script("media_state"))
    check_reported(wanted, state)
    return state


def playwright_media(wanted: dict[str, str]) -> dict[str, Any]:
    """Playwright's ``emulate_media`` arguments for ``wanted`` ("no-override": its "null")."""
    return {
        name: PLAYWRIGHT_RESET if value == "no-override" else value
        for name, value in wanted.items()
    }


async def emulate_over_bidi(door: BidiDoor | None, page: Page, wanted: dict[str, str]) -> None:
    """The tab's overrides through our door (engines/tabmedia.py)."""
    cannot = [name for name in wanted if name not in tabmedia.FIELDS]
    if cannot:
        raise UnsupportedCapability(
            f"{', '.join(cannot)} cannot change at run time on Firefox over WebDriver BiDi "
            "(Playwright's emulation does nothing there; Firefox has no per-tab override for "
            "it); color_scheme is given at launch: browser_create_instance color_scheme"
        )
    context_id = await context_of(door, page) if door is not None else None
    if door is None or context_id is None:
        raise UnsupportedCapability(
            "media emulation on Firefox over WebDriver BiDi needs a Firefox the library "
            "launched (its door); a remote instance's browser server does not give one"
        )
    await tabmedia.set_overrides(door, context_id, wanted)


def check_reported(wanted: dict[str, str], state: dict[str, Any]) -> None:
    """Each feature set to a value is what the page reports: else the engine ignored it."""
    wrong = [
        f"{name}={value!r} (the page reports {state.get(name)!r})"
        for name, value in wanted.items()
        if value != "no-override" and state.get(name) != value
    ]
    if wrong:
        raise UnsupportedCapability(
            f"the engine did not apply {', '.join(wrong)}: it cannot emulate that here"
        )
