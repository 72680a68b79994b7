"""CamoufoxLibrary: the PythonLibCore dynamic library, its import arguments and listener."""

from __future__ import annotations

import atexit
import logging
from collections.abc import Callable
from datetime import timedelta
from typing import Any, Literal

from robot.api import logger
from robot.libraries.BuiltIn import BuiltIn, RobotNotRunningError
from robotlibcore import DynamicCore

from .bridge import Bridge
from .core import ToolCore
from .core.contract.errors import InvalidParams
from .core.contract.settings import Settings
from .core.contract.vocabulary import Engine, TracingMode
from .docs import IMPORTS, INTRODUCTION
from .errors import CamoufoxError
from .keywords.assertions import DEFAULT_RETRY, check_formatters, check_retry
from .keywords.base import normalized
from .keywords.groups import KEYWORD_GROUPS
from .keywords.inspection import output_dir
from .keywords.scoped import Scope, ScopedSetting
from .testtraces import TestTraces
from .version import __version__

AutoClose = Literal["suite", "test", "never"]
# Seconds the bridge waits beyond a tool's own deadline: the core always answers
# first; this only guards against a wedged event loop.
BRIDGE_GRACE = 5.0


def _relay(record: logging.LogRecord) -> None:
    level = "WARN" if record.levelno >= logging.WARNING else "INFO"
    if record.levelno < logging.INFO:
        level = "DEBUG"
    logger.write(record.getMessage(), level)


# BuiltIn keywords inside which a failure is expected, so nothing needs recording.
EXPECTING_FAILURE = frozenset(
    {
        "run keyword and expect error",
        "run keyword and ignore error",
        "run keyword and return status",
    }
)


def failure_is_expected() -> bool:
    """Whether a running BuiltIn keyword expects this failure (``Run Keyword And Expect Error``)."""
    try:
        from robot.running.context import EXECUTION_CONTEXTS

        steps = EXECUTION_CONTEXTS.current.steps if EXECUTION_CONTEXTS.current else []
        return any(
            getattr(result, "owner", None) == "BuiltIn"
            and str(getattr(result, "name", "")).lower() in EXPECTING_FAILURE
            for _, result, _ in steps
        )
    except Exception:  # Robot's internals moved: record the failure, as before
        return False


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
        auto_close: AutoClose = "suite",
        retry_assertions_for: timedelta = DEFAULT_RETRY,
        tracing: TracingMode = Settings.tracing,
    ) -> None:
        try:
            self.core = ToolCore(
                Settings(
                    engine=engine,
                    executable_path=executable_path,
                    headless=headless,
                    timeout=timeout.total_seconds(),
                    max_instances=max_instances,
                    tracing=tracing,
                    # Every file a keyword writes goes by the rule of `Output files`.
                    output_dir=str(output_dir()),
                )
            )
        except InvalidParams as exc:
            raise CamoufoxError("invalid_params", exc.message) from None
        if auto_close not in ("suite", "test", "never"):
            raise CamoufoxError(
                "invalid_params", f"auto_close must be suite, test or never, got {auto_close!r}"
            )
        self.bridge = Bridge(log_sink=_relay)
        self.bridge.on_shutdown(self.core.aclose)
        # Runs after the bridge's own exit hook (atexit is last-in, first-out), for a
        # browser the loop could not close in time.
        atexit.register(self.core.end_browser_processes)
        # What a test or suite may change for itself (keywords/settings.py).
        self.timeout = ScopedSetting(timeout, apply=self._apply_timeout)
        self.retry_assertions_for = ScopedSetting(check_retry(retry_assertions_for))
        # keyword -> formatter names
        self.assertion_formatters: ScopedSetting[dict[str, list[str]]] = ScopedSetting({})
        self.current_instance: str | None = None
        self.auto_close = auto_close
        self.run_on_failure = None if run_on_failure.upper() in ("NONE", "") else run_on_failure
        self._running_on_failure = False
        self._owners: dict[str, tuple[str, str]] = {}  # instance -> (scope kind, long name)
        self.traces = TestTraces(self, self.core.settings.tracing, failure_is_expected)
        self.ROBOT_LIBRARY_LISTENER = self
        super().__init__([group(self) for group in KEYWORD_GROUPS])

    # --- calling the core -------------------------------------------------------

    def _apply_timeout(self, timeout: timedelta) -> None:
        self.core.settings.set_timeout(timeout.total_seconds())

    def formatters_of(self, keyword: str) -> list[Callable[[Any], Any]]:
        """The assertion formatters `Set Assertion Formatters` gave ``keyword``."""
        wanted = normalized(keyword)
        for name, formatters in self.assertion_formatters.value.items():
            if normalized(name) == wanted:
                return check_formatters(formatters)
        return []

    def current_scope(self) -> Scope:
        """The running test, else the running suite: how long a setting changed now lasts."""
        running = running_names()
        if running is None:
            return None
        suite, test = running
        return ("test", f"{suite}.{test}") if test is not None else ("suite", suite)

    __init__.__doc__ = IMPORTS  # its defaults are the Settings', stated in words

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        budget = self.core.budget(tool, arguments) + BRIDGE_GRACE
        try:
            return self.bridge.run(self.core.call(tool, arguments), timeout=budget)
        except TimeoutError as exc:
            raise CamoufoxError("operation_timeout", str(exc)) from None

    # --- failures ---------------------------------------------------------------

    def run_keyword(self, name: str, args: tuple, kwargs: dict | None = None) -> Any:
        try:
            return DynamicCore.run_keyword(self, name, args, kwargs)
        except Exception as exc:
            # After a timeout the page is stuck: a screenshot would only time out too.
            if getattr(exc, "error_type", None) != "operation_timeout":
                self._on_failure()
            raise

    def _on_failure(self) -> None:
        if not self.run_on_failure or self._running_on_failure or not self.current_instance:
            return
        if failure_is_expected():
            return
        manager = self.core.manager
        if self.current_instance not in manager.instances or manager.dead_reason(
            self.current_instance
        ):
            return  # no browser to record: the failure itself says why
        if not manager.instances[self.current_instance].pages:
            return  # every page was closed (Close): no page to record
        self._running_on_failure = True
        try:
            own = self._own_keyword(self.run_on_failure)
            if own is not None:
                # Not through BuiltIn: with a second import (AS alias) the bare name is
                # ambiguous, and would act on the other library's current instance.
                DynamicCore.run_keyword(self, own, (), {})
            else:
                BuiltIn().run_keyword(self.run_on_failure)
        except Exception as exc:
            logger.warn(f"run_on_failure keyword '{self.run_on_failure}' failed: {exc}")
        finally:
            self._running_on_failure = False

    def _own_keyword(self, name: str) -> str | None:
        """This library's keyword called ``name`` (Robot's matching), or None."""
        wanted = normalized(name)
        return next((k for k in self.get_keyword_names() if normalized(k) == wanted), None)

    # --- instance ownership (auto_close) ----------------------------------------

    def instance_created(self, name: str) -> None:
        self.current_instance = name
        scope = self._creation_scope()
        if scope is not None:
            self._owners[name] = scope
        self.traces.instance_created(name)

    def instance_destroyed(self, name: str) -> None:
        self._owners.pop(name, None)
        if self.current_instance == name:
            remaining = [n for n in self.core.manager.instances if n != name]
            self.current_instance = remaining[-1] if remaining else None

    def _creation_scope(self) -> tuple[str, str] | None:
        running = running_names()
        if self.auto_close == "never" or running is None:
            return None
        suite, test = running
        if self.auto_close == "test" and test is not None:
            return ("test", f"{suite}.{test}")
        return ("suite", suite)

    def _close_owned(self, kind: str, name: str) -> None:
        """Destroys what ``name`` created; a suite's end also covers its tests and children."""
        for instance, (owner_kind, owner_name) in list(self._owners.items()):
            if (owner_kind, owner_name) == (kind, name) or (
                kind == "suite" and owner_name.startswith(name + ".")
            ):
                self._destroy_quietly(instance)

    def _destroy_quietly(self, instance: str) -> None:
        self._owners.pop(instance, None)
        if instance in self.core.manager.instances:
            envelope = self.run_tool("browser_destroy_instance", {"instance": instance})
            if envelope["status"] == "success":
                logger.info(f"auto_close: destroyed instance '{instance}'")
        self.instance_destroyed(instance)

    def _dismiss_pending_modals(self, test: str) -> None:
        """One failed test never blocks the next: what it left pending is dismissed."""
        if not self.bridge.running or not self.core.manager.instances:
            return
        try:
            dismissed = self.bridge.run(
                self.core.dismiss_modals(), timeout=self.core.settings.timeout + BRIDGE_GRACE
            )
        except TimeoutError as exc:
            logger.warn(f"test '{test}' left a dialog or file chooser pending: {exc}")
            return
        for modal in dismissed:
            logger.warn(f"test '{test}' ended with {modal} pending; it was dismissed")

    # Listener API 3 (the library is its own listener).
    def start_test(self, data: Any, result: Any) -> None:
        self.traces.start_test(data.full_name)

    def start_keyword(self, data: Any, result: Any) -> None:
        self.traces.start_keyword(data)

    def end_keyword(self, data: Any, result: Any) -> None:
        self.traces.end_keyword(result)

    def end_test(self, data: Any, result: Any) -> None:
        self.traces.end_test(result.status)
        self._dismiss_pending_modals(data.full_name)
        self._close_owned("test", data.full_name)
        self._end_settings("test", data.full_name)

    def end_suite(self, data: Any, result: Any) -> None:
        self._close_owned("suite", data.full_name)
        self._end_settings("suite", data.full_name)

    def _end_settings(self, kind: str, name: str) -> None:
        for setting in (self.timeout, self.retry_assertions_for, self.assertion_formatters):
            setting.end(kind, name)

    def close(self) -> None:
        self.bridge.shutdown()


def running_names() -> tuple[str, str | None] | None:
    """The running suite's name and test's (None between tests); None outside Robot."""
    try:
        variables = BuiltIn()
        return (
            variables.get_variable_value("${SUITE NAME}"),
            variables.get_variable_value("${TEST NAME}"),
        )
    except RobotNotRunningError:
        return None
