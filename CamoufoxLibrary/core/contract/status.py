"""InstanceStatus: what a front end on another thread may know of one instance."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class InstanceStatus:
    """One instance as ``ToolCore.instance_status`` found it on the loop: a snapshot."""

    name: str
    dead_reason: str | None  # None: its browser is alive
    pages: int  # open pages
    tracing: bool  # records a trace now
