"""CamoufoxLibrary: the PythonLibCore dynamic library, its import arguments, and what it
is made of: the keyword classes, the door into the core, the services and their listener."""

from __future__ import annotations

import atexit
import logging
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from robot.api import logger
from robotlibcore import DynamicCore

from ..core import ToolCore
from ..core.contract.errors import InvalidParams
from ..core.contract.registry import REGISTRY
from ..core.contract.settings import Settings
from ..core.contract.vocabulary import Engine, HealingMode, TracingMode
from ..plugins.loading import plugin_specs, with_plugins
from ..version import __version__
from . import running
from .autoclose import AutoClose, AutoCloseMode
from .docs import IMPORTS, INTRODUCTION
from .door import Door
from .errors import CamoufoxError
from .heals import Heals, store_path, store_warning, suite_folder
from .keywords.assertions import DEFAULT_RETRY, check_formatters, check_retry
from .keywords.base import normalized
from .keywords.groups import KEYWORD_GROUPS
from .keywords.inspection import output_dir
from .keywords.plugins import plugin_keywords
from .keywords.scoped import ScopedSetting
from .listener import Listener, ScopedSettings
from .runonfailure import RunOnFailure
from .testtraces import TestTraces

if TYPE_CHECKING:
    from .door import Bridge  # the door's, which alone imports the bridge


def _relay(record: logging.LogRecord) -> None:
    level = "WARN" if record.levelno >= logging.WARNING else "INFO"
    if record.levelno < logging.INFO:
        level = "DEBUG"
    logger.write(record.getMessage(), level)


class CamoufoxLibrary(DynamicCore):
    __doc__ = INTRODUCTION

    ROBOT_LIBRARY_SCOPE = "GLOBAL"
    ROBOT_LIBRARY_VERSION = __version__

    def __init__(
        self,
        engine: Engine = Settings.engine,
        executable_path: str | None = Settings.executable_path,
        headless: bool = Settings.headless,
        timeout: timedelta = timedelta(seconds=Settings.timeout),
        max_instances: int = Settings.max_instances,
        run_on_failure: str = "Screenshot",
        auto_close: AutoCloseMode = "suite",
        retry_assertions_for: timedelta = DEFAULT_RETRY,
        tracing: TracingMode = Settings.tracing,
        plugins: str | None = None,
        allowed_origins: str | None = None,
        blocked_origins: str | None = None,
        allow_file_urls: bool = Settings.allow_file_urls,
        healing: HealingMode = Settings.healing,
        healing_store: str | None = Settings.healing_store,
    ) -> None:
        try:
            registry = with_plugins(REGISTRY, plugins)
            store = None
            if healing != "off":  # a bad healing word: Settings names the allowed ones
                store = store_path(healing_store, suite_folder(), output_dir())
            plugin_group = plugin_keywords(plugin_specs(registry))
            core = ToolCore(
                Settings(
                    engine=engine,
                    executable_path=executable_path,
                    headless=headless,
                    timeout=timeout.total_seconds(),
                    max_instances=max_instances,
                    tracing=tracing,
                    allowed_origins=allowed_origins or (),
                    blocked_origins=blocked_origins or (),
                    allow_file_urls=allow_file_urls,
                    healing=healing,
                    healing_store=str(store) if store else None,
                    # Every file a keyword writes goes by the rule of `Output files`.
                    output_dir=str(output_dir()),
                ),
                registry=registry,
            )
        except InvalidParams as exc:
            raise CamoufoxError("invalid_params", exc.message) from None
        self.door = Door(core, log_sink=_relay)
        problem = core.healing_problem() or (store and store_warning(store))
        if problem:
            logger.warn(problem)
        # Runs after the bridge's own exit hook (atexit is last-in, first-out), for a
        # browser the loop could not close in time.
        atexit.register(Door.end_browser_processes)
        # What a test or suite may change for itself (keywords/settings.py).
        self.timeout = ScopedSetting(timeout, apply=self._apply_timeout)
        self.retry_assertions_for = ScopedSetting(check_retry(retry_assertions_for))
        # keyword -> formatter names
        self.assertion_formatters: ScopedSetting[dict[str, list[str]]] = ScopedSetting({})
        self.run_on_failure = RunOnFailure(
            self.door,
            run_on_failure,
            own_keywords=self.get_keyword_names,
            # Past this library's run_keyword: a failure in it must not run it again.
            run_own=lambda name: DynamicCore.run_keyword(self, name, (), {}),
        )
        # The services, in the order each event reaches them (listener.py).
        self.listener = Listener(
            [
                TestTraces(self.door, core.settings.tracing, running.failure_is_expected),
                AutoClose(self.door, auto_close),
                ScopedSettings(self.timeout, self.retry_assertions_for, self.assertion_formatters),
                Heals(self.door, healing),
            ],
            close=self.door.shutdown,
        )
        self.ROBOT_LIBRARY_LISTENER = self.listener
        groups = [*KEYWORD_GROUPS, *([plugin_group] if plugin_group else [])]
        super().__init__([*(group(self) for group in groups), self.run_on_failure])

    __init__.__doc__ = IMPORTS  # its defaults are the Settings', stated in words

    # --- what the keyword classes use (keywords/context.py) ----------------------

    @property
    def current_instance(self) -> str | None:
        return self.door.current_instance

    @current_instance.setter
    def current_instance(self, name: str | None) -> None:
        self.door.current_instance = name

    def _apply_timeout(self, timeout: timedelta) -> None:
        self.door.set_timeout(timeout.total_seconds())

    def formatters_of(self, keyword: str) -> list[Callable[[Any], Any]]:
        """The assertion formatters `Set Assertion Formatters` gave ``keyword``."""
        wanted = normalized(keyword)
        for name, formatters in self.assertion_formatters.value.items():
            if normalized(name) == wanted:
                return check_formatters(formatters)
        return []

    current_scope = staticmethod(running.current_scope)

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return self.door.run_tool(tool, arguments)

    def instance_names(self) -> tuple[str, ...]:
        return self.door.instance_names()

    def instance_created(self, name: str) -> None:
        self.door.created(name)
        self.listener.instance_created(name)

    def instance_destroyed(self, name: str) -> None:
        self.listener.instance_destroyed(name)
        self.door.destroyed(name)

    # --- failures ------------------------------------------------------------------------

    def run_keyword(self, name: str, args: tuple, kwargs: dict | None = None) -> Any:
        try:
            return DynamicCore.run_keyword(self, name, args, kwargs)
        except Exception as exc:
            self.run_on_failure.failed(exc)
            raise

    # --- for bench's Robot libraries, which drive Playwright beside the keywords --------

    @property
    def core(self) -> ToolCore:
        return self.door.core

    @property
    def bridge(self) -> Bridge:
        return self.door.bridge
