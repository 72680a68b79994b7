"""Keywords of core/tools/lifecycle.py, plus the current instance and the timeout."""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Literal

from robot.api import logger
from robotlibcore import keyword

from ..errors import CamoufoxError
from .base import KeywordGroup

Engine = Literal["auto", "camoufox", "firefox", "playwright-firefox"]


class LifecycleKeywords(KeywordGroup):
    @keyword(tags=("Instances",))
    def create_instance(
        self,
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
        """Starts a browser instance named ``instance`` and makes it the current instance.

        The instance is its own browser process with one context and one blank page.

        | =Argument= | =Description= |
        | ``instance`` | Name of the new instance. Default: ``main``. |
        | ``engine`` | ``auto``, ``camoufox``, ``firefox`` or ``playwright-firefox``. Default: the library's. See `Engines`. |
        | ``executable_path`` | Browser binary to start. Default: the one the engine finds. |
        | ``headless`` | Without a window. Default: the library's (true). |
        | ``profile_dir`` | Folder of a persistent profile: cookies and storage survive the instance. Created if missing. |
        | ``proxy`` | Proxy server URL (``http://127.0.0.1:3128``) or Playwright's proxy dictionary. Any engine. |
        | ``os``, ``humanize``, ``locale``, ``geoip``, ``block_images``, ``block_webrtc``, ``block_webgl``, ``window`` | Camoufox's own options (``window`` is ``[width, height]``). Camoufox only. |
        | ``camoufox_options`` | Further options for Camoufox's launcher, as a dictionary. Camoufox only. |

        Returns a dictionary describing the instance: ``engine``, ``browser_version``,
        ``executable_path``, ``pid``, ``selected_page_id``, ...

        Fails with ``instance_already_exists``, ``instance_limit_exceeded``,
        ``profile_dir_in_use``, ``binary_not_found`` or ``invalid_params`` (a Camoufox
        option on another engine, an unknown option).

        Example:
        | `Create Instance` |
        | ${info} = | `Create Instance` | second | engine=firefox | profile_dir=${TEMPDIR}/profile |
        | Log | ${info}[engine] ${info}[browser_version] |
        """
        data = self.call(
            "browser_create_instance",
            instance=instance,
            engine=engine,
            executable_path=executable_path,
            headless=headless,
            profile_dir=profile_dir,
            proxy=proxy,
            os=os,
            humanize=humanize,
            locale=locale,
            geoip=geoip,
            block_images=block_images,
            block_webrtc=block_webrtc,
            block_webgl=block_webgl,
            window=window,
            camoufox_options=camoufox_options,
        )
        self.library.instance_created(instance)
        logger.info(
            f"Instance '{instance}': {data['engine']} {data['browser_version']} "
            f"(pid {data['pid']}, {data['executable_path']})"
        )
        return data

    @keyword(tags=("Instances",))
    def destroy_instance(self, instance: str | None = None) -> dict[str, Any]:
        """Closes the browser of ``instance`` (default: the current one) and ends its processes.

        Works on an instance whose browser died (``browser_not_running``), so it can
        be created again. If it was the current instance, the most recently created
        remaining instance becomes current.

        Fails with ``instance_not_found``.

        Example:
        | `Destroy Instance` |
        | `Destroy Instance` | second |
        """
        name = self.instance_name(instance)
        try:
            return self.call("browser_destroy_instance", instance=name)
        finally:
            if name not in self.library.core.manager.instances:
                self.library.instance_destroyed(name)

    @keyword(tags=("Instances",))
    def list_instances(self) -> dict[str, Any]:
        """Returns the running instances: ``${result}[instances]`` is a list of dictionaries.

        Each has ``instance``, ``engine``, ``browser_version``, ``executable_path``,
        ``headless``, ``persistent``, ``profile_dir``, ``pid``, ``running``,
        ``page_count`` and ``selected_page_id``. ``${result}[max_instances]`` is the cap.

        Example:
        | ${result} = | `List Instances` |
        | Length Should Be | ${result}[instances] | 1 |
        """
        return self.call("browser_list_instances")

    @keyword(tags=("Instances",))
    def switch_instance(self, instance: str) -> str | None:
        """Makes ``instance`` the current instance and returns the previous one's name.

        Fails with ``instance_not_found`` when no instance has that name.

        Example:
        | ${previous} = | `Switch Instance` | second |
        | `Navigate` | localhost:${PORT} |
        | `Switch Instance` | ${previous} |
        """
        if instance not in self.library.core.manager.instances:
            running = ", ".join(self.library.core.manager.instances) or "none"
            raise CamoufoxError(
                "instance_not_found", f"no instance named '{instance}' (running: {running})"
            )
        previous, self.library.current_instance = self.library.current_instance, instance
        return previous

    @keyword(tags=("Settings",))
    def set_camoufox_timeout(self, timeout: timedelta) -> timedelta:
        """Sets the deadline of every keyword and returns the previous one.

        See `Timeouts`.

        Example:
        | ${old} = | `Set Camoufox Timeout` | 30s |
        | `Navigate` | ${SLOW_URL} |
        | [Teardown] | `Set Camoufox Timeout` | ${old} |
        """
        seconds = timeout.total_seconds()
        if seconds <= 0:
            raise CamoufoxError("invalid_params", f"timeout must be positive, got {timeout}")
        settings = self.library.core.settings
        previous = timedelta(seconds=settings.timeout)
        settings.timeout = seconds
        return previous
