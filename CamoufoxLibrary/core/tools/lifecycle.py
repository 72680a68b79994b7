"""Lifecycle tools: create, destroy and list instances."""

from __future__ import annotations

from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..browser import contexts
from ..browser.instance import Instance
from ..browser.manager import InstanceManager, LaunchRequest
from ..contract.errors import BrowserNotRunning, InvalidParams, UnsupportedCapability, reason_of
from ..contract.registry import tool
from ..contract.vocabulary import ColorScheme, Engine, HarContent, Permission, ReducedMotion
from ..engines.camoufox_options import check_options
from ..engines.remote import still_connected
from ..engines.remote_request import CONNECT_TIMEOUT, remote_request


@tool(
    errors=(
        "instance_already_exists",
        (
            "instance_limit_exceeded",
            "max_instances instances are running; or the fleet of ws_endpoint is full: "
            "every attempt (the first and the retry) found its server's connections in "
            "use, or a balancer's queue timed out",
        ),
        ("profile_dir_in_use", "another browser process holds profile_dir"),
        (
            "binary_not_found",
            "no browser of the engine is installed; the message says how to get one",
        ),
        (
            "invalid_params",
            "a Camoufox option on another engine, an unknown option, a bad window or "
            "context option, a storage_state file that is not one or an entry of it "
            "Playwright cannot restore, a timezone_id that is not an IANA zone or an offset "
            "or that the browser refuses (an alias), a launch option with browser_of or "
            "ws_endpoint, a ws_endpoint that is not a ws:// URL (or a list with such an "
            "entry), launch_options a browser server's browser cannot give (its HTTP 409)",
        ),
        (
            "unsupported_capability",
            "a context option this engine cannot apply: a permission Firefox over "
            "WebDriver BiDi refuses, a browser-wide option a shared browser lacks or a "
            "browser server's browser did not take, or record_video_dir without "
            "Playwright's ffmpeg",
        ),
        ("instance_not_found", "browser_of names no instance"),
        (
            "browser_not_running",
            "the browser of browser_of died; or no browser came from ws_endpoint, nor from "
            "the retry: nothing listens there, the connection was reset or closed unanswered, "
            "the server is draining or unavailable (503), refused the handshake, its "
            "Playwright version is another, it could not launch a browser, or none came "
            "within connect_timeout",
        ),
    ),
    extra_time=lambda args: create_extra_time(args),
    writes=("record_har_path", "record_video_dir"),
    kind="manages",
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
    browser_of: str | None = None,
    ws_endpoint: str | list[str] | None = None,
    connect_headers: dict[str, str] | None = None,
    launch_options: dict[str, Any] | None = None,
    connect_timeout: float | None = None,
    viewport: dict[str, int] | None = None,
    device_scale_factor: float | None = None,
    timezone_id: str | None = None,
    geolocation: dict[str, float] | None = None,
    permissions: list[Permission] | None = None,
    user_agent: str | None = None,
    extra_http_headers: dict[str, str] | None = None,
    http_credentials: dict[str, str] | None = None,
    offline: bool | None = None,
    ignore_https_errors: bool | None = None,
    java_script_enabled: bool | None = None,
    base_url: str | None = None,
    color_scheme: ColorScheme | None = None,
    reduced_motion: ReducedMotion | None = None,
    storage_state: str | None = None,
    record_har_path: str | None = None,
    record_har_content: HarContent | None = None,
    record_video_dir: str | None = None,
) -> dict[str, Any]:
    """Start a named browser instance: a browser process of its own (or a new context in
    another instance's browser), one blank page.

    `engine` (auto, camoufox, firefox, playwright-firefox), `executable_path` and
    `headless` default to the library's settings. `profile_dir` makes the context
    persistent (cookies and storage survive); one process per profile_dir. `proxy` is
    a server URL or Playwright's proxy object and works on every engine. `os`,
    `humanize`, `geoip`, `block_images`, `block_webrtc`, `block_webgl`, `window` and
    `camoufox_options` go to Camoufox's launcher and are rejected on other engines;
    `locale` goes to Camoufox's launcher on Camoufox and is the context's locale
    elsewhere.

    `browser_of` names a running instance: the new one is a new context in its browser
    (about a tenth of a launch), with its own cookies, storage, pages and logs; it
    takes none of the launch options above. A browser process ends with the last
    instance in it. On Camoufox each shared context draws a fingerprint of its own.

    `ws_endpoint` (ws:// or wss://) connects to a Playwright browser server
    (`playwright run-server`, `camoufox server`, a grid) instead of launching: the
    endpoint alone selects it. The instance's engine is then "remote"; its browser is
    the server's, so engine, executable_path, profile_dir and the Camoufox options are
    rejected with it. `connect_headers` go with the WebSocket handshake (a token, say).
    `launch_options` (Playwright's names: channel, executablePath, headless, args,
    firefoxUserPrefs, ...) tell the server what to launch; default: Firefox over
    WebDriver BiDi (channel moz-firefox) with the executablePath of this machine's
    firefox/firefox-esr, which a server started with --unsafe takes. `headless` and
    `proxy` go into them. `connect_timeout` (seconds, default 30) bounds the whole
    connect, a retry included; failing to connect is browser_not_running naming the
    endpoint and the cause, unless said below. Destroying the instance closes its
    connection, and the server what it ran for it (the browser it launched for it, or
    its contexts in the one browser a launch-server keeps); files (screenshots, HAR,
    storage state) are written where this library runs.

    A list of endpoints is a fleet's servers: the connect starts at a random one
    (parallel workers spread out) and, when it fails in a way another server may not
    (nothing listening, the connection reset or closed during the handshake, HTTP 503:
    full or draining, the server gone before its browser was ready), retries once on
    the next one; a single endpoint (a balancer) is retried once itself, unless it
    held the connection in its queue until it closed it (it waited already). A fleet whose
    every attempt found it full (a 503 saying full, or a balancer closing a connection
    it queued) is instance_limit_exceeded, "the fleet at ... is full", naming the
    endpoints and the time waited; a server's 409 (its browser cannot be what the
    launch options ask) is invalid_params naming launch_options and the server's
    reason. The result's ws_endpoint is the server connected to.

    Context options, on every engine: `viewport` ({width, height}),
    `device_scale_factor`, `timezone_id`, `geolocation` ({latitude, longitude,
    accuracy}), `permissions`, `user_agent`, `extra_http_headers`, `http_credentials`
    ({username, password, origin}), `offline`, `ignore_https_errors`, `base_url` (then
    browser_navigate takes a path), `storage_state` (a file browser_save_storage_state
    wrote: cookies and storage restored), `record_har_path` (a HAR file written when the
    instance is destroyed) and `record_har_content` (embed, attach, omit),
    `record_video_dir` (a video of each page, written there when it closes; needs
    Playwright's ffmpeg build: `python -m playwright install ffmpeg`).
    `color_scheme`, `reduced_motion` and `java_script_enabled` are set for the whole
    browser on Firefox (as preferences at launch): a shared instance takes its
    browser's.

    Returns the instance's description: engine, browser_version, pid, page_id of the
    first page, and shares_browser_with (the other instances in its browser).
    """
    if not instance or not instance.strip():
        raise InvalidParams("argument 'instance' must be a non-empty name")
    given = {
        "engine": engine,
        "executable_path": executable_path,
        "headless": headless,
        "profile_dir": profile_dir,
        "proxy": proxy,
        "os": os,
        "humanize": humanize,
        "geoip": geoip,
        "block_images": block_images,
        "block_webrtc": block_webrtc,
        "block_webgl": block_webgl,
        "window": window,
        "camoufox_options": camoufox_options,
    }
    context_options = {
        "viewport": viewport,
        "device_scale_factor": device_scale_factor,
        "timezone_id": timezone_id,
        "geolocation": geolocation,
        "permissions": permissions,
        "user_agent": user_agent,
        "extra_http_headers": extra_http_headers,
        "http_credentials": http_credentials,
        "offline": offline,
        "ignore_https_errors": ignore_https_errors,
        "java_script_enabled": java_script_enabled,
        "base_url": base_url,
        "color_scheme": color_scheme,
        "reduced_motion": reduced_motion,
        "storage_state": storage_state,
        "record_har_path": record_har_path,
        "record_har_content": record_har_content,
        "record_video_dir": record_video_dir,
    }
    remote_options = {
        "ws_endpoint": ws_endpoint,
        "connect_headers": connect_headers,
        "launch_options": launch_options,
        "connect_timeout": connect_timeout,
    }
    if browser_of is not None:
        request = shared_request(
            manager, browser_of, {**given, **remote_options}, context_options, locale
        )
    elif ws_endpoint is not None:
        request = connect_request(manager, given, remote_options, context_options, locale)
    else:
        needless = sorted(name for name, value in remote_options.items() if value is not None)
        if needless:
            raise InvalidParams(f"argument(s) {', '.join(needless)} need ws_endpoint")
        request = launch_request(manager, given, context_options, locale)
    created = await manager.create(instance, request)
    try:
        if not created.pages:
            await created.context.new_page()  # registered through the context's page event
    except PlaywrightError as exc:
        lost = created.browser is not None and not await still_connected(created.browser)
        await manager.destroy(instance)
        if lost:  # a browser server that died (or dropped us) as the page opened
            raise BrowserNotRunning(
                f"the browser server at {created.ws_endpoint} closed the connection while "
                f"instance '{instance}' opened its first page; create it again (a balancer "
                "sends it to a server that is up)"
            ) from exc
        if "ffmpeg" not in str(exc):
            raise
        raise UnsupportedCapability(no_video(exc)) from exc
    return description(manager, created)


def no_video(exc: PlaywrightError) -> str:
    """Why a page cannot record video: Playwright's words, without its banner."""
    said = reason_of(exc)
    return (
        f"record_video_dir: Playwright records video with an ffmpeg build of its own, which "
        f"is not installed ({said}); install it with `python -m playwright install ffmpeg` "
        "(a system ffmpeg is not used)"
    )


# Camoufox's launcher options that are arguments of their own (the rest: camoufox_options).
CAMOUFOX_NAMED = ("os", "humanize", "geoip", "block_images", "block_webrtc", "block_webgl")
# What a remote instance's launch options carry: the rest of the launch options is the server's.
FORWARDED = ("headless", "proxy")


def create_extra_time(args: dict[str, Any]) -> float:
    """A cold launch on a loaded machine takes seconds; a connect up to connect_timeout."""
    if args.get("ws_endpoint") is None:
        return 30.0
    return 30.0 + float(args.get("connect_timeout") or CONNECT_TIMEOUT)


def launch_request(
    manager: InstanceManager,
    given: dict[str, Any],
    context_options: dict[str, Any],
    locale: str | list[str] | None,
) -> LaunchRequest:
    """What a launch of a browser of its own needs, checked."""
    settings = manager.settings
    engine = given["engine"] or settings.engine
    executable_path = given["executable_path"] or settings.executable_path
    options = dict(given["camoufox_options"] or {})
    window = given["window"]
    named = {name: given[name] for name in CAMOUFOX_NAMED}
    named["window"] = tuple(window) if window is not None else None
    options.update({key: value for key, value in named.items() if value is not None})
    check_options(options)
    if window is not None and (len(window) != 2 or min(window) <= 0):
        raise InvalidParams(f"argument 'window' must be [width, height] in pixels, got {window}")
    proxy = given["proxy"]
    return LaunchRequest(
        engine=engine,
        executable_path=executable_path,
        headless=settings.headless if given["headless"] is None else given["headless"],
        profile_dir=given["profile_dir"],
        proxy={"server": proxy} if isinstance(proxy, str) else proxy,
        camoufox_options=options,
        context=check_context(context_options, given["profile_dir"]),
        locale=locale,
    )


def connect_request(
    manager: InstanceManager,
    given: dict[str, Any],
    remote: dict[str, Any],
    context_options: dict[str, Any],
    locale: str | list[str] | None,
) -> LaunchRequest:
    """A connection to the browser server at ``ws_endpoint``: no launch option of ours."""
    launch_only = sorted(
        name for name, value in given.items() if value is not None and name not in FORWARDED
    )
    if launch_only:
        raise InvalidParams(
            f"argument(s) {', '.join(launch_only)} are for a browser this library launches; "
            "with ws_endpoint the browser server launches it (tell it how with launch_options)"
        )
    headless = manager.settings.headless if given["headless"] is None else given["headless"]
    proxy = given["proxy"]
    context = check_context(context_options, None)
    request = remote_request(
        remote["ws_endpoint"],
        connect_headers=remote["connect_headers"],
        launch_options=remote["launch_options"],
        connect_timeout=remote["connect_timeout"],
        headless=headless,
        proxy={"server": proxy} if isinstance(proxy, str) else proxy,
        prefs=contexts.launch_prefs(context),
    )
    return LaunchRequest(
        engine="auto",
        executable_path=None,
        headless=request.headless,
        profile_dir=None,
        proxy=None,
        camoufox_options={},
        context=context,
        locale=locale,
        remote=request,
    )


def shared_request(
    manager: InstanceManager,
    browser_of: str,
    given: dict[str, Any],
    context_options: dict[str, Any],
    locale: str | list[str] | None,
) -> LaunchRequest:
    """A new context in the browser of ``browser_of``: context options only."""
    launch_only = sorted(name for name, value in given.items() if value is not None)
    if launch_only:
        raise InvalidParams(
            f"argument(s) {', '.join(launch_only)} are for an instance with a browser of "
            f"its own; one in the browser of '{browser_of}' takes that browser's"
        )
    context = check_context(context_options, None)  # bad input first, whoever the owner
    owner = manager.get(browser_of)
    return LaunchRequest(
        engine=owner.engine.name,
        executable_path=owner.engine.executable_path,
        headless=owner.headless,
        profile_dir=None,
        proxy=None,
        camoufox_options={},
        context=context,
        locale=locale,
        browser_of=browser_of,
    )


def check_context(options: dict[str, Any], profile_dir: str | None) -> dict[str, Any]:
    checked = contexts.check(options)
    if profile_dir and "storage_state" in checked:
        raise InvalidParams(
            "argument 'storage_state' needs a fresh context; an instance on profile_dir keeps "
            "the state of its profile"
        )
    return checked


def description(manager: InstanceManager, instance: Instance) -> dict[str, Any]:
    """What the lifecycle tools say of an instance (create, list, switch)."""
    engine = instance.engine
    return {
        "instance": instance.name,
        "engine": engine.name,
        "browser_version": instance.version,
        "executable_path": engine.executable_path,
        "headless": instance.headless,
        "profile_dir": instance.profile_dir,
        "persistent": instance.profile_dir is not None,
        "pid": instance.pid,
        "ws_endpoint": instance.ws_endpoint,
        "running": instance.dead_reason is None,
        "page_count": len(instance.pages),
        "selected_page_id": instance.selected_page_id,
        "shares_browser_with": manager.sharing(instance),
    }


@tool(errors=("instance_not_found",), extra_time=lambda args: 10.0, kind="manages")
async def browser_destroy_instance(manager: InstanceManager, instance: str) -> dict[str, Any]:
    """Close an instance's browser and end every process it started.

    Works on an instance whose browser died, so it can be created again. A remote
    instance's connection is closed; the browser server ends the browser it launched
    for it (a launch-server, which keeps one browser, its contexts).
    """
    destroyed = await manager.destroy(instance)
    return {"instance": destroyed.name, "destroyed": True}


@tool(errors=(), kind="reads", unrecorded="reads the server's state, checks nothing")
async def browser_list_instances(manager: InstanceManager) -> dict[str, Any]:
    """List the running instances with engine, browser version, pages and state."""
    return {
        "instances": [description(manager, inst) for inst in manager.instances.values()],
        "max_instances": manager.settings.max_instances,
    }
