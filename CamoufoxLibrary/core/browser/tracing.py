"""An instance's Playwright trace: screenshots, DOM snapshots, network and actions.

One trace at a time per instance (its context's ``tracing``). A trace started with a
``file_path`` is saved there when the instance is destroyed before it is stopped, so
a test that destroys its instance still leaves its trace. Groups (``group``) name a
stretch of the trace, as the library names each keyword; the trace viewer shows the
actions inside it. Measured on Firefox over WebDriver BiDi (Playwright 1.62,
firefox-esr 153): screencast frames, DOM snapshots, network and groups are recorded.
Open a trace with ``python -m playwright show-trace <file.zip>``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from playwright.async_api import Error as PlaywrightError

from ..contract.errors import InvalidParams

if TYPE_CHECKING:
    from .instance import Instance

log = logging.getLogger("CamoufoxLibrary.core")


@dataclass
class Trace:
    file_path: Path | None  # where it goes when stopped without one, or when the instance closes
    title: str | None
    groups: int = 0  # groups open now


async def start(
    instance: Instance,
    *,
    file_path: Path | None,
    title: str | None,
    screenshots: bool,
    snapshots: bool,
) -> Trace:
    if instance.trace is not None:
        raise InvalidParams(
            f"instance '{instance.name}' is recording a trace already; stop it with "
            "browser_stop_tracing first (with the library's tracing=on, each test has one)"
        )
    await instance.context.tracing.start(
        screenshots=screenshots, snapshots=snapshots, sources=False, title=title
    )
    instance.trace = Trace(file_path, title)
    return instance.trace


async def stop(instance: Instance, path: Path | None) -> None:
    """Ends the trace: saved to ``path``, or dropped when it is None."""
    if instance.trace is None:
        raise InvalidParams(
            f"instance '{instance.name}' is not recording a trace; start one with "
            "browser_start_tracing"
        )
    instance.trace = None
    await instance.context.tracing.stop(path=path)


async def group(instance: Instance, name: str) -> bool:
    """Opens a group named ``name`` in the trace; False when the instance is not tracing."""
    if instance.trace is None or instance.dead_reason:
        return False
    await instance.context.tracing.group(name)
    instance.trace.groups += 1
    return True


async def group_end(instance: Instance) -> None:
    """Closes the innermost group, if one is open."""
    trace = instance.trace
    if trace is not None and trace.groups > 0 and not instance.dead_reason:
        trace.groups -= 1
        await instance.context.tracing.group_end()


async def save_before_close(instance: Instance) -> None:
    """A trace still recording when its instance closes: saved to its file_path, if any."""
    trace = instance.trace
    if trace is None or instance.dead_reason:
        return
    if trace.file_path is None:
        log.warning(
            "instance '%s' closed while recording a trace with no file_path; it is lost",
            instance.name,
        )
    try:
        await stop(instance, trace.file_path)
    except PlaywrightError as exc:
        log.warning("the trace of instance '%s' could not be saved: %s", instance.name, exc)
