"""Playwright's local utilities for a connection made without its driver, the driver
started the first time one of them is needed.

A connection to a browser server (``serverlink.py``) does its work on the server; a
few calls need Playwright's utilities on this machine, which live in its local driver:
a trace (``tracing_started``, ``zip``: the trace file is written here, with the
calls' Python stacks), a HAR replay (``harOpen``, ``harLookup``: the HAR file is read
here). ``DriverOnDemand`` stands where Playwright's connection expects those
utilities: each such call starts the driver once (``start``: the tool core's own
Playwright) and is then the driver's. Everything else never starts it.

The device descriptors a Playwright object carries (``playwright.devices``) are
empty for such a connection: the library reads its devices from its own Playwright.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import Playwright


class DriverOnDemand:
    """Playwright's ``LocalUtils`` for connections without a driver; ``start`` gives the
    Playwright (its driver running) whose utilities serve the calls that need one."""

    devices: dict[str, Any] = {}  # noqa: RUF012 (read by Playwright's constructor only)

    def __init__(self, start: Callable[[], Awaitable[Playwright]]) -> None:
        self._start = start
        self._utils: Any = None  # the driver's LocalUtils, once started
        self._channel = _ChannelOnDemand(self)

    @property
    def started(self) -> bool:
        return self._utils is not None

    async def utils(self) -> Any:
        """The driver's own ``LocalUtils``: the driver starts the first time."""
        if self._utils is None:
            playwright = await self._start()
            self._utils = playwright._impl_obj._connection.local_utils
        return self._utils

    async def zip(self, params: dict[str, Any]) -> None:
        await (await self.utils()).zip(params)

    async def har_open(self, file: str) -> None:
        await (await self.utils()).har_open(file)

    async def har_lookup(self, **params: Any) -> Any:
        return await (await self.utils()).har_lookup(**params)

    async def har_close(self, harId: str) -> None:  # Playwright's names
        await (await self.utils()).har_close(harId)

    async def har_unzip(self, zipFile: str, harFile: str) -> None:
        await (await self.utils()).har_unzip(zipFile, harFile)

    async def tracing_started(
        self, tracesDir: str | None, traceName: str, live: bool = False
    ) -> str:
        return await (await self.utils()).tracing_started(tracesDir, traceName, live)

    async def trace_discarded(self, stacks_id: str) -> None:
        await (await self.utils()).trace_discarded(stacks_id)

    def add_stack_to_tracing_no_reply(self, id: int, frames: list[Any]) -> None:
        # Only while a trace records, which started the driver (tracing_started); a call
        # made in the moment between the two has no stack in the trace.
        if self._utils is not None:
            self._utils.add_stack_to_tracing_no_reply(id, frames)


class _ChannelOnDemand:
    """The ``_channel`` of ``DriverOnDemand``: Playwright's HAR router sends on it."""

    def __init__(self, owner: DriverOnDemand) -> None:
        self._owner = owner

    async def send(self, method: str, *args: Any, **kwargs: Any) -> Any:
        return await (await self._owner.utils())._channel.send(method, *args, **kwargs)

    async def send_return_as_dict(self, method: str, *args: Any, **kwargs: Any) -> Any:
        utils = await self._owner.utils()
        return await utils._channel.send_return_as_dict(method, *args, **kwargs)

    def send_may_fail(self, method: str, *args: Any, **kwargs: Any) -> None:
        if self._owner.started:  # nothing was opened on a driver that never started
            self._owner._utils._channel.send_may_fail(method, *args, **kwargs)

    def send_no_reply(self, method: str, *args: Any, **kwargs: Any) -> None:
        if self._owner.started:
            self._owner._utils._channel.send_no_reply(method, *args, **kwargs)
