"""Keywords of core/tools/lifecycle.py, plus the current instance and the timeout."""

from __future__ import annotations

from typing import Any

from robot.api import logger
from robotlibcore import keyword

from ..errors import CamoufoxError
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class LifecycleKeywords(KeywordGroup):
    @tool_keyword("browser_create_instance", tags=("Instances",))
    def create_instance(self, call: ToolCall) -> dict[str, Any]:
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

        Example:
        | `Create Instance` |
        | ${info} = | `Create Instance` | second | engine=firefox | profile_dir=${TEMPDIR}/profile |
        | Log | ${info}[engine] ${info}[browser_version] |
        """
        data = call()
        instance = call.arguments["instance"]
        self.library.instance_created(instance)
        logger.info(
            f"Instance '{instance}': {data['engine']} {data['browser_version']} "
            f"(pid {data['pid']}, {data['executable_path']})"
        )
        return data

    @tool_keyword("browser_destroy_instance", tags=("Instances",))
    def destroy_instance(self, call: ToolCall) -> dict[str, Any]:
        """Closes the browser of ``instance`` (default: the current one) and ends its processes.

        Works on an instance whose browser died (``browser_not_running``), so it can
        be created again. If it was the current instance, the most recently created
        remaining instance becomes current.

        Example:
        | `Destroy Instance` |
        | `Destroy Instance` | second |
        """
        name = call.arguments["instance"] = self.instance_name(call.arguments["instance"])
        try:
            return call()
        finally:
            if name not in self.library.core.manager.instances:
                self.library.instance_destroyed(name)

    @tool_keyword("browser_list_instances", tags=("Instances",))
    def list_instances(self) -> dict[str, Any]:
        """Returns the running instances: ``${result}[instances]`` is a list of dictionaries.

        Each has ``instance``, ``engine``, ``browser_version``, ``executable_path``,
        ``headless``, ``persistent``, ``profile_dir``, ``pid``, ``running``,
        ``page_count`` and ``selected_page_id``. ``${result}[max_instances]`` is the cap.

        Example:
        | ${result} = | `List Instances` |
        | Length Should Be | ${result}[instances] | 1 |
        """

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
