"""Emulation tools: what an instance's context pretends, changed while it runs.

The same options ``browser_create_instance`` takes at the start (geolocation,
offline, permissions, extra HTTP headers; the viewport is browser_resize). Each
applies to every page of the instance, the ones to come included.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..browser import contexts
from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE, InvalidParams, UnsupportedCapability, reason_of
from ..contract.registry import tool
from ..contract.vocabulary import Permission
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
