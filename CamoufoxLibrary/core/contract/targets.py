"""A tool's target as a declared parameter kind: ``@tool(target=FRAME)``.

The kinds (``PAGE``, ``FRAME``, ... in ``page/targeting.py``, which knows how to
resolve them) give a tool its target parameters: ``instance`` first, keyword-only
``page_id`` and, for a frame, ``frame_id`` last, with the same types and defaults in
every tool. The tool function names none of them; its first parameter is either

- ``target``: the resolved target, resolved before the tool's body runs, or
- ``aim``: a ``TargetArgs`` the tool resolves itself (``aim.resolve()``), after
  the argument checks that must fail first, or when it needs the manager.

Resolving records the page and frame on the operation and checks for a pending modal,
so both happen where they always did: first, or where the tool calls ``resolve()``.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")
ToolFunc = Callable[..., Awaitable[dict[str, Any]]]

POSITIONAL = inspect.Parameter.POSITIONAL_OR_KEYWORD
KEYWORD = inspect.Parameter.KEYWORD_ONLY
# As the tools spelled them (``from __future__ import annotations``: the text).
INSTANCE = inspect.Parameter("instance", POSITIONAL, annotation="str")
PAGE_ID = inspect.Parameter("page_id", KEYWORD, default=None, annotation="str | None")
FRAME_ID = inspect.Parameter("frame_id", KEYWORD, default=None, annotation="str | None")
MODES = ("target", "aim")


@dataclass(frozen=True)
class TargetKind(Generic[T]):
    """What a tool acts on: a page (``frame``: or one of its frames), and whether a
    pending dialog or file chooser lets it run.

    ``resolve(manager, instance, *, page_id, frame_id, allow_modal)`` makes the target;
    ``ready(manager, instance, page_id)``, awaited before the tool's body, readies the
    page to be acted on (the selected tab brought to the front); it never fails.
    """

    resolve: Callable[..., T]
    frame: bool
    allow_modal: bool = False
    ready: Callable[..., Awaitable[None]] | None = None


@dataclass(frozen=True)
class TargetArgs(Generic[T]):
    """One call's target arguments, for a tool that resolves them itself."""

    kind: TargetKind[T]
    manager: Any
    instance: str
    page_id: str | None
    frame_id: str | None

    def resolve(self) -> T:
        return self.kind.resolve(
            self.manager,
            self.instance,
            page_id=self.page_id,
            frame_id=self.frame_id,
            allow_modal=self.kind.allow_modal,
        )


def with_target(
    func: ToolFunc, kind: TargetKind[Any], hints: dict[str, Any]
) -> tuple[ToolFunc, inspect.Signature, dict[str, Any]]:
    """The public tool of ``func``: the function ``ToolCore`` calls with the manager,
    its signature without the manager, and its type hints (``hints``: ``func``'s but
    its first parameter's)."""
    full = inspect.signature(func)
    first, *params = full.parameters.values()
    if first.name not in MODES:
        raise ValueError(
            f"{func.__name__} declares a target: its first parameter must be 'target' "
            f"(resolved before it runs) or 'aim' (it resolves it), not {first.name!r}"
        )
    added = [PAGE_ID, FRAME_ID] if kind.frame else [PAGE_ID]
    clash = {INSTANCE.name, "manager", *(p.name for p in added)} & {p.name for p in params}
    if clash:
        raise ValueError(f"{func.__name__} declares a target and names {sorted(clash)} itself")
    public = full.replace(parameters=[INSTANCE, *params, *added])
    public_hints = {
        INSTANCE.name: str,
        **hints,
        **{p.name: str | None for p in added},
    }
    deferred = first.name == "aim"

    @functools.wraps(func)
    async def call(manager: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        arguments = public.bind(*args, **kwargs).arguments
        aim = TargetArgs(
            kind,
            manager,
            arguments.pop(INSTANCE.name),
            arguments.pop(PAGE_ID.name, None),
            arguments.pop(FRAME_ID.name, None),
        )
        if kind.ready is not None:
            await kind.ready(manager, aim.instance, aim.page_id)
        return await func(aim if deferred else aim.resolve(), **arguments)

    manager = inspect.Parameter("manager", POSITIONAL, annotation="Any")
    call.__signature__ = public.replace(  # type: ignore[attr-defined]
        parameters=[manager, *public.parameters.values()]
    )
    call.__annotations__ = {"manager": Any, **public_hints, "return": dict[str, Any]}
    return call, public, public_hints
