"""What Robot runs now: the suite and test, and whether a failure is expected."""

from __future__ import annotations

from robot.libraries.BuiltIn import BuiltIn, RobotNotRunningError

from .keywords.scoped import Scope

# BuiltIn keywords inside which a failure is expected, so nothing needs recording.
EXPECTING_FAILURE = frozenset(
    {
        "run keyword and expect error",
        "run keyword and ignore error",
        "run keyword and return status",
    }
)


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


def current_scope() -> Scope:
    """The running test, else the running suite: how long a setting changed now lasts."""
    running = running_names()
    if running is None:
        return None
    suite, test = running
    return ("test", f"{suite}.{test}") if test is not None else ("suite", suite)


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
