"""InstanceManager: named instances, the cap, profile-dir locks and one Playwright."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, Playwright, async_playwright
from playwright.async_api import Error as PlaywrightError

from .. import engines
from ..contract.errors import (
    InstanceAlreadyExists,
    InstanceLimitExceeded,
    InstanceNotFound,
    InvalidParams,
    ProfileDirInUse,
)
from ..contract.settings import Settings
from ..contract.vocabulary import Engine
from ..engines import nodelay, processes
from ..engines import remote as remote_engine
from ..engines.localutils import DriverOnDemand
from ..engines.remote_request import RemoteRequest
from ..healing.healer import Healer
from ..healing.store import LocatorStore
from ..network import policy
from ..syntax import timezones
from . import contexts
from .instance import Instance
from .profiles import ProfileLocks, profile_in_use_message
from .redaction import Redaction

log = logging.getLogger("CamoufoxLibrary.core")


@dataclass
class LaunchRequest:
    engine: Engine
    executable_path: str | None
    headless: bool
    profile_dir: str | None
    proxy: dict[str, Any] | None
    camoufox_options: dict[str, Any]
    # Checked context options (contexts.check): what the context emulates.
    context: dict[str, Any] = field(default_factory=dict)
    # Camoufox's launcher option on Camoufox, the context's locale elsewhere.
    locale: str | list[str] | None = None
    # The instance whose browser the new one shares (a new context in it), or None.
    browser_of: str | None = None
    # The browser server to connect to instead of launching (ws_endpoint), or None.
    remote: RemoteRequest | None = None


class InstanceManager:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self.instances: dict[str, Instance] = {}
        self._reserved: set[str] = set()  # names being created right now
        self.profiles = ProfileLocks()  # the profile dirs our instances hold (profiles.py)
        self._playwright: Playwright | None = None
        self._playwright_lock = asyncio.Lock()
        # What a remote instance's trace or HAR replay needs of Playwright's driver: it
        # starts then (a connection alone needs none: engines/serverlink.py).
        self.driver_utils = DriverOnDemand(self.playwright)
        # What a saved trace must not hold (a server's named secrets): redaction.py.
        self.trace_redaction: Redaction | None = None
        # Tags of this manager's browsers: close_all() ends these, not another manager's.
        self.tag_prefix = processes.new_tag()
        # The run's fingerprints and healing, which every instance shares (core/healing/).
        self.healer = healer_of(self.settings)

    # --- lookup ----------------------------------------------------------------

    def get(self, name: str) -> Instance:
        """The live instance ``name``: ``instance_not_found`` / ``browser_not_running``."""
        instance = self.instances.get(name)
        if instance is None:
            known = ", ".join(self.instances) or "none"
            raise InstanceNotFound(
                f"no instance named '{name}' (running: {known}); create it with "
                "browser_create_instance"
            )
        self._died_with_sharer(instance)
        instance.ensure_alive()
        return instance

    def _died_with_sharer(self, instance: Instance) -> None:
        """A browser that died for one of its instances died for all of them: its events
        reach each context in their own time (measured: a sharer's pages closed before
        its context said so), so a sharer's death is this instance's too."""
        if instance.dead_reason is not None:
            return
        for other in self.instances.values():
            if other is not instance and other.tag == instance.tag and other.dead_reason:
                instance.died(f"the browser it shares with instance '{other.name}' died")
                return

    def base_url_of(self, name: str) -> str | None:
        """The base URL of instance ``name``'s context, if it has one (and exists)."""
        instance = self.instances.get(name)
        return instance.base_url if instance is not None else None

    def dead_reason(self, name: str) -> str | None:
        instance = self.instances.get(name)
        if instance is None:
            return None
        self._died_with_sharer(instance)
        try:
            instance.ensure_alive()
        except Exception:
            return instance.dead_reason
        return None

    def death_of(self, name: str) -> asyncio.Future[None] | None:
        """Resolved when instance ``name``'s browser dies (None: no live instance to watch)."""
        instance = self.instances.get(name)
        if instance is None or instance.dead_reason or instance.closing:
            return None
        return instance.death()

    # --- create / destroy -------------------------------------------------------

    async def playwright(self) -> Playwright:
        async with self._playwright_lock:
            if self._playwright is None:
                self._playwright = await async_playwright().start()
            return self._playwright

    async def create(self, name: str, request: LaunchRequest) -> Instance:
        if name in self.instances or name in self._reserved:
            raise InstanceAlreadyExists(
                f"instance '{name}' already exists; destroy it first or pick another name"
            )
        if len(self.instances) + len(self._reserved) >= self.settings.max_instances:
            raise InstanceLimitExceeded(
                f"max_instances ({self.settings.max_instances}) instances are running "
                f"({', '.join(self.instances)}); destroy one first or raise max_instances"
            )
        self._reserved.add(name)
        try:
            instance = await self._start(name, request)
            instance.context.set_default_timeout(self.settings.timeout * 1000)
            try:
                await policy.guard(instance.context, self.settings.origin_rules)
            except BaseException:  # nothing may be left running for a creation that failed
                with contextlib.suppress(Exception):
                    if request.browser_of:
                        await close_context(instance)
                    else:
                        await self._close_browser(instance)
                raise
            instance.healer = self.healer
            instance.watch()
            self.instances[name] = instance
            return instance
        finally:
            self._reserved.discard(name)

    async def _start(self, name: str, request: LaunchRequest) -> Instance:
        """A context in a browser; the browser's refusal of an option as ``invalid_params``."""
        try:
            if request.browser_of:
                return await self._share(name, request)
            if request.remote:
                return await self._connect(name, request, request.remote)
            return await self._launch(name, request)
        except PlaywrightError as exc:  # no context was made, and nothing is left running
            refused = timezones.refusal(exc, request.context.get("timezone_id"))
            if refused is None:
                raise
            raise refused from exc

    async def _share(self, name: str, request: LaunchRequest) -> Instance:
        """A new context in the browser of ``request.browser_of``."""
        assert request.browser_of is not None
        owner = self.get(request.browser_of)
        if owner.browser is None:
            raise InvalidParams(
                f"argument 'browser_of': instance '{owner.name}' runs on a persistent "
                "profile_dir, whose browser holds that one context only; share the browser "
                "of an instance without profile_dir"
            )
        options = with_locale(request.context, request.locale, owner.engine.name)
        contexts.check_for_engine(options, owner.engine)
        contexts.check_shared(options, owner.browser_options, owner.name)
        context = await engines.new_context(
            owner.engine, owner.browser, contexts.context_kwargs(options)
        )
        return Instance(
            name=name,
            engine=owner.engine,
            version=owner.version,
            context=context,
            browser=owner.browser,
            tag=owner.tag,
            headless=owner.headless,
            pid=owner.pid,
            door=owner.door,
            browser_options=owner.browser_options,
            har_path=request.context.get("record_har_path"),
            base_url=request.context.get("base_url"),
            ws_endpoint=owner.ws_endpoint,
            context_options=options,
        )

    async def _connect(self, name: str, request: LaunchRequest, remote: RemoteRequest) -> Instance:
        """A browser a browser server runs for this connection, with one context: from
        one of ``remote.endpoints``, a retry on another included (engines/remote.py)."""
        engine = engines.EngineChoice("remote", remote.executable_path, bidi=remote.bidi)
        options = with_locale(request.context, request.locale, engine.name)
        contexts.check_for_engine(options, engine)

        async def setup(browser: Browser, endpoint: str) -> Instance:
            context = await browser.new_context(**contexts.context_kwargs(options))
            browser_options = {k: options[k] for k in contexts.PREF_OPTIONS if k in options}
            if browser_options:
                await remote_engine.check_browser_prefs(await context.new_page(), browser_options)
            return Instance(
                name=name,
                engine=engine,
                version=browser.version,
                context=context,
                browser=browser,
                tag=processes.new_tag(self.tag_prefix),  # groups its instances; tags no process
                headless=remote.headless,
                browser_options=browser_options,
                har_path=options.get("record_har_path"),
                base_url=options.get("base_url"),
                ws_endpoint=endpoint,
                context_options=options,
            )

        return await remote_engine.connect(self.driver_utils, remote, setup)

    async def _launch(self, name: str, request: LaunchRequest) -> Instance:
        """A browser process of its own, with one context."""
        profile = None
        try:
            playwright = await self.playwright()
            choice = engines.find_engine(
                request.engine, request.executable_path, playwright.firefox.executable_path
            )
            camoufox_options = dict(request.camoufox_options)
            if choice.name == "camoufox" and request.locale is not None:
                camoufox_options["locale"] = request.locale
                options = request.context
            else:
                options = with_locale(request.context, request.locale, choice.name)
            contexts.check_for_engine(options, choice)
            if request.profile_dir:
                profile = self.profiles.acquire(request.profile_dir, name)
            tag = processes.new_tag(self.tag_prefix)
            env = {**os.environ, processes.TAG_VARIABLE: tag}
            try:
                launched = await engines.launch(
                    playwright,
                    choice,
                    headless=request.headless,
                    profile_dir=profile,
                    env=env,
                    proxy=request.proxy,
                    camoufox_options=camoufox_options,
                    context=contexts.context_kwargs(options),
                    prefs=contexts.launch_prefs(options),
                )
            except BaseException as exc:
                processes.kill_tagged(tag)  # whatever started before the failure
                if profile and "already running" in str(exc):
                    raise ProfileDirInUse(profile_in_use_message(profile)) from exc
                raise
            instance = Instance(
                name=name,
                engine=choice,
                version=launched.version,
                context=launched.context,
                browser=launched.browser,
                tag=tag,
                headless=request.headless,
                profile_dir=profile,
                pid=processes.main_pid(tag),
                browser_options={
                    key: options[key] for key in contexts.PREF_OPTIONS if key in options
                },
                har_path=options.get("record_har_path"),
                base_url=options.get("base_url"),
                context_options=options,
                camoufox_config=launched.config,
                door=launched.door,
            )
            nodelay.enable(instance.pid)  # Firefox's BiDi socket: no 40 ms Nagle stalls
            profile = None  # owned by the instance from here on
            return instance
        finally:
            if profile:
                self.profiles.release(profile)

    async def destroy(self, name: str) -> Instance:
        instance = self.instances.get(name)
        if instance is None:
            raise InstanceNotFound(
                f"no instance named '{name}' (running: {', '.join(self.instances) or 'none'})"
            )
        del self.instances[name]
        instance.closing = True
        await instance.release()
        if self.sharing(instance):  # its browser serves others: only its context goes
            try:
                await asyncio.wait_for(close_context(instance), timeout=10)
            except Exception as exc:
                log.info("closing the context of instance '%s' gave %s", name, exc)
            finish_har(instance)
            return instance
        try:
            await asyncio.wait_for(self._close_browser(instance), timeout=10)
        except Exception as exc:  # a dead or stuck browser: the kill below ends it
            log.info("closing instance '%s' gave %s; ending its processes", name, exc)
        finally:
            if instance.door is not None:
                await instance.door.close()
            if not instance.remote:  # a browser server's processes are not ours to end
                processes.kill_tagged(instance.tag)
        if not instance.remote:
            await end_processes(instance.tag)
        finish_har(instance)
        if instance.profile_dir:  # free for others once its browser is gone
            self.profiles.release(instance.profile_dir)
        return instance

    def sharing(self, instance: Instance) -> list[str]:
        """The other instances whose contexts live in ``instance``'s browser process."""
        return [
            other.name
            for other in self.instances.values()
            if other.tag == instance.tag and other is not instance
        ]

    @staticmethod
    async def _close_browser(instance: Instance) -> None:
        if instance.dead_reason:
            return
        if instance.browser is not None:
            if instance.har_path is not None:
                await instance.context.close()  # Playwright writes the HAR file here
            await instance.browser.close()
        else:
            await instance.context.close()

    async def close_all(self) -> None:
        """Destroys every instance and stops Playwright."""
        await asyncio.gather(
            *(self.destroy(n) for n in list(self.instances)), return_exceptions=True
        )
        if self._playwright is not None:
            playwright, self._playwright = self._playwright, None
            try:
                await asyncio.wait_for(playwright.stop(), timeout=10)
            except Exception as exc:
                log.info("stopping Playwright gave %s", exc)
        await end_processes(self.tag_prefix)
        problem = self.healer.save()
        if problem:
            log.warning(problem)


def healer_of(settings: Settings) -> Healer:
    """The healer of ``settings``; its store's file is read only when healing is not off."""
    path = settings.healing_store if settings.healing != "off" else None
    return Healer(settings.healing, LocatorStore(Path(path) if path else None))


async def close_context(instance: Instance) -> None:
    if not instance.dead_reason:
        await instance.context.close()


def finish_har(instance: Instance) -> None:
    """A remote instance's HAR file, which Playwright leaves zipped beside it."""
    if instance.remote and instance.har_path:
        remote_engine.unpack_har(instance.har_path)


async def end_processes(tag: str, timeout: float = 5.0) -> None:
    """Kills the tagged processes until none is left, for at most ``timeout`` seconds.

    A SIGKILLed process stays visible for a moment while it exits; without waiting, a
    destroyed instance's processes could outlive the call (and its profile lock).
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while processes.kill_tagged(tag) and loop.time() < deadline:
        await asyncio.sleep(0.05)


def with_locale(options: dict[str, Any], locale: Any, engine: str) -> dict[str, Any]:
    """The context options with ``locale``, which a context takes as one locale."""
    if locale is None:
        return options
    if isinstance(locale, list):
        raise InvalidParams(
            f"argument 'locale' must be one locale on engine '{engine}' (a list is for "
            f"Camoufox's launcher), got {locale}"
        )
    return {**options, "locale": contexts.check_locale(locale)}
