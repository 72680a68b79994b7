"""Tracing tools: record a Playwright trace of an instance, to see what happened after.

A trace holds a screenshot film, DOM snapshots before and after each action, the
network and the actions with their timing; ``python -m playwright show-trace
<file.zip>`` opens it (Playwright's trace viewer ships in the playwright package).
"""

from __future__ import annotations

from typing import Any

from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE, InvalidParams
from ..contract.files import writable_file
from ..contract.registry import tool


@tool(
    errors=(
        (
            "invalid_params",
            "the instance is tracing already, or file_path's folder does not exist or cannot "
            "be written",
        ),
        *OF_INSTANCE,
    ),
    writes=("file_path",),
    kind="manages",
    unrecorded="records a trace of the server's, changes no page",
)
async def browser_start_tracing(
    manager: InstanceManager,
    instance: str,
    *,
    file_path: str | None = None,
    title: str | None = None,
    screenshots: bool = True,
    snapshots: bool = True,
) -> dict[str, Any]:
    """Start recording a Playwright trace of the instance: every page, from now on.

    ``screenshots`` records a film of the pages, ``snapshots`` their DOM before and
    after each action; the network and the actions are always in it. ``file_path``
    (a .zip) is where browser_stop_tracing saves it unless told otherwise, and where
    it is saved if the instance is destroyed first. ``title`` names it in the viewer.
    Returns ``tracing`` (true), ``file_path`` and ``title``.
    """
    path = writable_file(file_path) if file_path is not None else None
    await manager.get(instance).tracing.start(
        file_path=path,
        title=title,
        screenshots=screenshots,
        snapshots=snapshots,
        redaction=manager.trace_redaction,
    )
    return {"tracing": True, "file_path": str(path) if path else None, "title": title}


@tool(
    errors=(
        (
            "invalid_params",
            "the instance is not tracing, no file_path here or at the start, file_path with "
            "discard, or file_path's folder does not exist or cannot be written",
        ),
        *OF_INSTANCE,
    ),
    writes=("file_path",),
    kind="manages",
    unrecorded="writes a trace of the server's, changes no page",
)
async def browser_stop_tracing(
    manager: InstanceManager,
    instance: str,
    *,
    file_path: str | None = None,
    discard: bool = False,
) -> dict[str, Any]:
    """Stop the instance's trace and save it to ``file_path`` (default: the start's), a .zip.

    ``discard`` drops it instead. Open a saved trace with ``python -m playwright
    show-trace <file.zip>``. Returns ``path`` (null when discarded), ``size`` in bytes
    and ``discarded``.
    """
    inst = manager.get(instance)
    if inst.tracing.trace is None:
        await inst.tracing.stop(None)  # says that the instance is not tracing
    assert inst.tracing.trace is not None
    if discard:
        if file_path is not None:
            raise InvalidParams("give file_path or discard=True, not both")
        await inst.tracing.stop(None)
        return {"path": None, "size": 0, "discarded": True}
    path = writable_file(file_path) if file_path is not None else inst.tracing.trace.file_path
    if path is None:
        raise InvalidParams(
            "argument 'file_path': where should the trace go? give a .zip path (none was "
            "given to browser_start_tracing either), or discard=True"
        )
    await inst.tracing.stop(path)
    return {"path": str(path), "size": path.stat().st_size, "discarded": False}
