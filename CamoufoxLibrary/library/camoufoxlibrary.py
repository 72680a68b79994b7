"""CamoufoxLibrary: the PythonLibCore dynamic library, its import arguments and listener."""

from __future__ import annotations

import atexit
import logging
from collections.abc import Callable
from datetime import timedelta
from typing import Any

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
from .bridge import BRIDGE_GRACE, Bridge
from .docs import IMPORTS, INTRODUCTION
from .errors import CamoufoxError
from .heals import Heals, store_path, store_warning, suite_folder
from .keywords.assertions import DEFAULT_RETRY, check_formatters, check_retry
from .keywords.base import normalized
from .keywords.groups import KEYWORD_GROUPS
from .keywords.inspection import output_dir
from .keywords.plugins import plugin_keywords
from .keywords.scoped import ScopedSetting
from .runonfailure import RunOnFailure
from .testtraces import TestTraces


def _relay(record: logging.LogRecord) -> None:
    level = "WARN" if record.levelno >= logging.WARNING else "INFO"
    if record.levelno < logging.INFO:
        level = "DEBUG"
    logger.write(record.getMessage(), level)


class CamoufoxLibrary(DynamicCore):
    __doc__ = INTRODUCTION

    ROBOT_LIBRARY_SCOPE = "GLOBAL"
    ROBOT_LIBRARY_VERSION = __version__
    ROBOT_LISTENER_API_VERSION = 3

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
            self.core = ToolCore(
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
        self.auto_close = AutoClose(self, auto_close)
        self.bridge = Bridge(log_sink=_relay)
        self.bridge.on_shutdown(self.core.aclose)
        problem = self.core.healing_problem() or (store and store_warning(store))
        if problem:
            logger.warn(problem)
        self.heals = Heals(healing == "on")
        # Runs after the bridge's own exit hook (atexit is last-in, first-out), for a
        # browser the loop could not close in time.
        atexit.register(self.core.end_browser_processes)
        # What a test or suite may change for itself (keywords/settings.py).
        self.timeout = ScopedSetting(timeout, apply=self._apply_timeout)
        self.retry_assertions_for = ScopedSetting(check_retry(retry_assertions_for))
        # keyword -> formatter names
        self.assertion_formatters: ScopedSetting[dict[str, list[str]]] = ScopedSetting({})
        self.current_instance: str | None = None
        self.run_on_failure = RunOnFailure(self, run_on_failure)
        self.traces = TestTraces(self, self.core.settings.tracing, running.failure_is_expected)
        self.ROBOT_LIBRARY_LISTENER = self
        groups = [*KEYWORD_GROUPS, *([plugin_group] if plugin_group else [])]
        super().__init__([*(group(self) for group in groups), self.run_on_failure])

    __init__.__doc__ = IMPORTS  # its defaults are the Settings', stated in words

    # --- what the keyword classes use (keywords/context.py) ----------------------

    def _apply_timeout(self, timeout: timedelta) -> None:
        self.core.settings.set_timeout(timeout.total_seconds())

    def formatters_of(self, keyword: str) -> list[Callable[[Any], Any]]:
        """The assertion formatters `Set Assertion Formatters` gave ``keyword``."""
        wanted = normalized(keyword)
        for name, formatters in self.assertion_formatters.value.items():
            if normalized(name) == wanted:
                return check_formatters(formatters)
        return []

    current_scope = staticmethod(running.current_scope)

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        budget = self.core.budget(tool, arguments) + BRIDGE_GRACE
        try:
            envelope = self.bridge.run(self.core.call(tool, arguments), timeout=budget)
        except TimeoutError as exc:
            raise CamoufoxError("operation_timeout", str(exc)) from None
        healed = envelope["operation"].get("healed")
        if healed:
            self.heals.healed(healed)
        return envelope

    def instance_names(self) -> tuple[str, ...]:
        return self.core.instance_names()

    def instance_created(self, name: str) -> None:
        self.current_instance = name
        self.auto_close.created(name)
        self.traces.instance_created(name)

    def instance_destroyed(self, name: str) -> None:
        self.auto_close.forget(name)
        if self.current_instance == name:
            remaining = [n for n in self.instance_names() if n != name]
            self.current_instance = remaining[-1] if remaining else None

    # --- failures and the listener (the library is its own, API 3) ---------------

    def run_keyword(self, name: str, args: tuple, kwargs: dict | None = None) -> Any:
        try:
            return DynamicCore.run_keyword(self, name, args, kwargs)
        except Exception as exc:
            self.run_on_failure.failed(exc)
            raise

    def start_test(self, data: Any, result: Any) -> None:
        self.traces.start_test(data.full_name)

    def start_keyword(self, data: Any, result: Any) -> None:
        self.traces.start_keyword(data)
        self.heals.start_keyword(data)

    def end_keyword(self, data: Any, result: Any) -> None:
        self.traces.end_keyword(result)
        self.heals.end_keyword()

    def end_test(self, data: Any, result: Any) -> None:
        self.traces.end_test(result.status)
        self.auto_close.dismiss_pending_modals(data.full_name)
        self._end("test", data.full_name)

    def end_suite(self, data: Any, result: Any) -> None:
        self._end("suite", data.full_name)
        if self.core.settings.healing != "off":  # the fingerprints of the suite, kept
            problem = self.bridge.run(self.core.save_healing(), timeout=BRIDGE_GRACE)
            if problem:
                logger.warn(problem)

    def _end(self, kind: str, name: str) -> None:
        self.auto_close.ended(kind, name)
        for setting in (self.timeout, self.retry_assertions_for, self.assertion_formatters):
            setting.end(kind, name)

    def close(self) -> None:
        self.bridge.shutdown()
