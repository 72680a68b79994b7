"""Lifecycle tools: create, destroy and list instances."""

from __future__ import annotations

from typing import Any

from ..engines.camoufox_options import check_options
from ..errors import InvalidParams
from ..manager import InstanceManager, LaunchRequest
from ..registry import tool
from ..vocabulary import Engine


@tool(
    errors=(
        "instance_already_exists",
        "instance_limit_exceeded",
        ("profile_dir_in_use", "another browser process holds profile_dir"),
        (
            "binary_not_found",
            "no browser of the engine is installed; the message says how to get one",
        ),
        (
            "invalid_params",
            "a Camoufox option on another engine, an unknown option, a bad window",
        ),
    ),
    extra_time=lambda args: 30.0,  # a cold launch on a loaded machine takes seconds
)
async def browser_create_instance(
    manager: InstanceManager,
    instance: str = "main",
    *,
    engine: Engine | None = None,
    executable_path: str | None = None,
    headless: bool | None = None,
    profile_dir: str | None = None,
    proxy: str | dict[str, Any] | None = None,
    os: str | list[str] | None = None,
    humanize: bool | float | None = None,
    locale: str | list[str] | None = None,
    geoip: str | bool | None = None,
    block_images: bool | None = None,
    block_webrtc: bool | None = None,
    block_webgl: bool | None = None,
    window: list[int] | None = None,
    camoufox_options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Start a named browser instance: its own browser process and context, one blank page.

    `engine` (auto, camoufox, firefox, playwright-firefox), `executable_path` and
    `headless` default to the library's settings. `profile_dir` makes the context
    persistent (cookies and storage survive); one process per profile_dir. `proxy` is
    a server URL or Playwright's proxy object and works on every engine. `os`,
    `humanize`, `locale`, `geoip`, `block_images`, `block_webrtc`, `block_webgl`,
    `window` and `camoufox_options` go to Camoufox's launcher and are rejected on
    other engines.

    Returns the instance's description: engine, browser_version, pid, page_id of the
    first page.
    """
    if not instance or not instance.strip():
        raise InvalidParams("argument 'instance' must be a non-empty name")
    options = dict(camoufox_options or {})
    named = {
        "os": os,
        "humanize": humanize,
        "locale": locale,
        "geoip": geoip,
        "block_images": block_images,
        "block_webrtc": block_webrtc,
        "block_webgl": block_webgl,
        "window": tuple(window) if window is not None else None,
    }
    options.update({key: value for key, value in named.items() if value is not None})
    check_options(options)
    if window is not None and (len(window) != 2 or min(window) <= 0):
        raise InvalidParams(f"argument 'window' must be [width, height] in pixels, got {window}")
    settings = manager.settings
    request = LaunchRequest(
        engine=engine or settings.engine,
        executable_path=executable_path or settings.executable_path,
        headless=settings.headless if headless is None else headless,
        profile_dir=profile_dir,
        proxy={"server": proxy} if isinstance(proxy, str) else proxy,
        camoufox_options=options,
    )
    created = await manager.create(instance, request)
    if not created.pages:
        await created.context.new_page()  # registered through the context's page event
    return created.info()


@tool(errors=("instance_not_found",), extra_time=lambda args: 10.0)
async def browser_destroy_instance(manager: InstanceManager, instance: str) -> dict[str, Any]:
    """Close an instance's browser and end every process it started.

    Works on an instance whose browser died, so it can be created again.
    """
    destroyed = await manager.destroy(instance)
    return {"instance": destroyed.name, "destroyed": True}


@tool(errors=())
async def browser_list_instances(manager: InstanceManager) -> dict[str, Any]:
    """List the running instances with engine, browser version, pages and state."""
    return {
        "instances": [inst.info() for inst in manager.instances.values()],
        "max_instances": manager.settings.max_instances,
    }
