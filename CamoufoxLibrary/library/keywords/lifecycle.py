"""Keywords of core/tools/lifecycle.py, plus the current instance and the timeout."""

from __future__ import annotations

from typing import Any

from robot.api import logger
from robotlibcore import keyword

from ...core.tools.lifecycle import (
    browser_create_instance,
    browser_destroy_instance,
    browser_list_instances,
)
from ..errors import CamoufoxError
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class LifecycleKeywords(KeywordGroup):
    @tool_keyword(browser_create_instance, tags=("Instances",))
    def create_instance(self, call: ToolCall) -> dict[str, Any]:
        """Starts a browser instance named ``instance`` and makes it the current instance.

        The instance is its own browser process with one context and one blank page,
        or, with ``browser_of``, a new context in another instance's browser: about a
        tenth of a launch's time and memory, with cookies, storage, pages and logs of
        its own. See `Instances`.

        | =Argument= | =Description= |
        | ``instance`` | Name of the new instance. Default: ``main``. |
        | ``engine`` | ``auto``, ``camoufox``, ``firefox`` or ``playwright-firefox``. Default: the library's. See `Engines`. |
        | ``executable_path`` | Browser binary to start. Default: the one the engine finds. |
        | ``headless`` | Without a window. Default: the library's (true). |
        | ``profile_dir`` | Folder of a persistent profile: cookies and storage survive the instance. Created if missing. |
        | ``proxy`` | Proxy server URL (``http://127.0.0.1:3128``) or Playwright's proxy dictionary. Any engine. |
        | ``os``, ``humanize``, ``geoip``, ``block_images``, ``block_webrtc``, ``block_webgl``, ``window`` | Camoufox's own options (``window`` is ``[width, height]``). Camoufox only. |
        | ``camoufox_options`` | Further options for Camoufox's launcher, as a dictionary. Camoufox only. |
        | ``browser_of`` | The instance whose browser to share; the options above then stay its browser's. |
        | ``ws_endpoint`` | ``ws://host:port/path`` of a Playwright browser server (or of a balancer in front of several), or a list of them, the servers of a fleet: ``ws_endpoint=${SERVERS}`` with ``@{SERVERS}`` set in ``*** Variables ***`` or a variable file (``--variable`` gives a string). Connect to its browser instead of launching one. The endpoint alone selects it; ``engine``, ``executable_path``, ``profile_dir`` and the Camoufox options are then rejected. See `Parallel and remote runs`. |
        | ``connect_headers`` | Headers of the WebSocket handshake, e.g. ``{"Authorization": ...}``; a value may be a ``Secret``. |
        | ``launch_options`` | What the server launches, in Playwright's names (``channel``, ``executablePath``, ``headless``, ``args``, ``firefoxUserPrefs``). Default: Firefox over WebDriver BiDi with this machine's ``firefox-esr``/``firefox``. ``headless`` and ``proxy`` go into them. |
        | ``connect_timeout`` | How long connecting may take, a retry included, e.g. ``1 min``. Default: 30 seconds. |
        | ``locale`` | The pages' language (``de-DE``): ``navigator.language``, ``Accept-Language``. On Camoufox, its launcher's locale (a list works there). |
        | ``viewport``, ``device_scale_factor`` | ``{"width": 800, "height": 600}``; the device pixel ratio (``2``). |
        | ``timezone_id``, ``geolocation`` | ``Europe/Helsinki``; ``{"latitude": 60.17, "longitude": 24.94}`` (needs the ``geolocation`` permission). |
        | ``permissions`` | Granted to every page, e.g. ``["geolocation"]``; see `Grant Permissions`. |
        | ``user_agent``, ``extra_http_headers`` | The user agent; headers sent with every request. |
        | ``http_credentials`` | ``{"username": ..., "password": ...}`` for HTTP authentication; the password may be a ``Secret``. |
        | ``offline``, ``ignore_https_errors`` | No network; accept invalid certificates. |
        | ``java_script_enabled``, ``color_scheme``, ``reduced_motion`` | Scripts off; ``dark`` or ``light``; ``reduce``. On Firefox these are set for the whole browser: a shared instance takes its browser's. |
        | ``base_url`` | Then `Navigate` takes a path: ``/login``. |
        | ``storage_state`` | A file `Save Storage State` wrote: log in once, start logged in. |
        | ``record_har_path``, ``record_har_content`` | A HAR file of the instance's traffic, written when the instance is destroyed; ``embed`` (default), ``attach`` or ``omit`` the bodies. |
        | ``record_video_dir`` | A video of each page, written there when the page closes. Needs Playwright's ffmpeg build (``python -m playwright install ffmpeg``); without it this fails with ``unsupported_capability``. See `Tracing`. |

        Returns a dictionary describing the instance: ``engine`` (``remote`` with
        ``ws_endpoint``), ``browser_version``, ``executable_path``, ``pid`` (none for a
        remote instance), ``ws_endpoint``, ``selected_page_id``, ``shares_browser_with``
        (the other instances in its browser), ...

        Example:
        | `Create Instance` |
        | ${info} = | `Create Instance` | second | engine=firefox | profile_dir=${TEMPDIR}/profile |
        | Log | ${info}[engine] ${info}[browser_version] |
        | `Create Instance` | worker | browser_of=main | locale=fi-FI | timezone_id=Europe/Helsinki |
        | `Create Instance` | logged-in | storage_state=${OUTPUT DIR}/state.json |
        | `Create Instance` | remote | ws_endpoint=ws://127.0.0.1:9222/ | connect_timeout=1 min |
        | `Create Instance` | pooled | ws_endpoint=${SERVERS} |
        """
        data = call()
        instance = call.arguments["instance"]
        self.library.instance_created(instance)
        where = (
            f"at {data['ws_endpoint']}"
            if data.get("ws_endpoint")
            else f"pid {data['pid']}, {data['executable_path']}"
        )
        logger.info(f"Instance '{instance}': {data['engine']} {data['browser_version']} ({where})")
        return data

    @tool_keyword(browser_destroy_instance, tags=("Instances",))
    def destroy_instance(self, call: ToolCall) -> dict[str, Any]:
        """Closes the browser of ``instance`` (default: the current one) and ends its processes.

        A remote instance's connection is closed instead: the browser server closes
        the browser it ran for it, and its processes stay the server's.

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
            if name not in self.library.instance_names():
                self.library.instance_destroyed(name)

    @tool_keyword(browser_list_instances, tags=("Instances",))
    def list_instances(self) -> dict[str, Any]:
        """Returns the running instances: ``${result}[instances]`` is a list of dictionaries.

        Each has ``instance``, ``engine``, ``browser_version``, ``executable_path``,
        ``headless``, ``persistent``, ``profile_dir``, ``pid``, ``ws_endpoint`` (of a
        remote instance), ``running``, ``page_count``, ``selected_page_id`` and
        ``shares_browser_with``. ``${result}[max_instances]`` is the cap of this
        process (each pabot process has its own).

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
        names = self.library.instance_names()
        if instance not in names:
            running = ", ".join(names) or "none"
            raise CamoufoxError(
                "instance_not_found", f"no instance named '{instance}' (running: {running})"
            )
        previous, self.library.current_instance = self.library.current_instance, instance
        return previous
