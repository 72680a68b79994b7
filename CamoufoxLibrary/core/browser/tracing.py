"""An instance's Playwright trace: screenshots, DOM snapshots, network and actions.

One trace at a time per instance (its context's ``tracing``). A trace started with a
``file_path`` is saved there when the instance is destroyed before it is stopped, so
a test that destroys its instance still leaves its trace. Groups (``group``) name a
stretch of the trace, as the library names each keyword; the trace viewer shows the
actions inside it. Measured on Firefox over WebDriver BiDi (Playwright 1.62,
firefox-esr 153): screencast frames, DOM snapshots, network and groups are recorded.
Open a trace with ``python -m playwright show-trace <file.zip>``. A trace started with a
``Redaction`` (a server's named secrets) has their values replaced by their names in
its saved zip (redaction.py).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from playwright.async_api import BrowserContext
from playwright.async_api import Error as PlaywrightError

from ..contract.errors import InvalidParams
from .redaction import Redaction

log = logging.getLogger("CamoufoxLibrary.core")


@dataclass
class Trace:
    file_path: Path | None  # where it goes when stopped without one, or when the instance closes
    title: str | None
    groups: int = 0  # groups open now
    redaction: Redaction | None = None  # what is taken out of the saved zip


class Tracing:
    """The trace of one instance's context; ``alive`` says whether its browser still runs
    (a dead one records no group and saves nothing)."""

    def __init__(self, context: BrowserContext, instance: str, alive: Callable[[], bool]) -> None:
        self._context = context
        self._instance = instance  # its name, for the messages
        self._alive = alive
        self.trace: Trace | None = None  # the trace being recorded, if any

    async def start(
        self,
        *,
        file_path: Path | None,
        title: str | None,
        screenshots: bool,
        snapshots: bool,
        redaction: Redaction | None = None,
    ) -> Trace:
        if self.trace is not None:
            raise InvalidParams(
                f"instance '{self._instance}' is recording a trace already; stop it with "
                "browser_stop_tracing first (with the library's tracing=on, each test has one)"
            )
        await self._context.tracing.start(
            screenshots=screenshots, snapshots=snapshots, sources=False, title=title
        )
        self.trace = Trace(file_path, title, redaction=redaction)
        return self.trace

    async def stop(self, path: Path | None) -> None:
        """Ends the trace: saved to ``path``, or dropped when it is None."""
        if self.trace is None:
            raise InvalidParams(
                f"instance '{self._instance}' is not recording a trace; start one with "
                "browser_start_tracing"
            )
        trace, self.trace = self.trace, None
        await self._context.tracing.stop(path=path)
        if path is not None and trace.redaction:
            try:
                await asyncio.to_thread(trace.redaction.zip_file, path)
            except BaseException:
                path.unlink(missing_ok=True)  # never a trace that holds what it must not
                raise

    async def group(self, name: str) -> bool:
        """Opens a group named ``name`` in the trace; False when the instance is not tracing."""
        if self.trace is None or not self._alive():
            return False
        await self._context.tracing.group(name)
        self.trace.groups += 1
        return True

    async def group_end(self) -> None:
        """Closes the innermost group, if one is open."""
        trace = self.trace
        if trace is not None and trace.groups > 0 and self._alive():
            trace.groups -= 1
            await self._context.tracing.group_end()

    async def save_before_close(self) -> None:
        """A trace still recording when its instance closes: saved to its file_path, if any."""
        trace = self.trace
        if trace is None or not self._alive():
            return
        if trace.file_path is None:
            log.warning(
                "instance '%s' closed while recording a trace with no file_path; it is lost",
                self._instance,
            )
        try:
            await self.stop(trace.file_path)
        except PlaywrightError as exc:
            log.warning("the trace of instance '%s' could not be saved: %s", self._instance, exc)

    async def close(self) -> None:
        """Saves the trace (``save_before_close``) within 10 s: a stuck browser loses it."""
        try:
            await asyncio.wait_for(self.save_before_close(), timeout=10)
        except Exception as exc:  # the instance still closes
            log.info("saving the trace of instance '%s' gave %s", self._instance, exc)
