"""The frames tool: list a page's attached frames with their stable ids."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame

from ..contract.errors import OF_PAGE_UNDER_MODAL, FrameNotFound
from ..contract.registry import tool
from ..js import script
from ..page.targeting import PAGE_UNDER_MODAL, Target

log = logging.getLogger("CamoufoxLibrary.core")

ATTEMPTS = 3  # listings tried before frames that keep detaching make it fail
LOOKUP_TIMEOUT = 2.0  # seconds for one iframe element's name; a detaching frame can hang

# frame.name is filled in asynchronously on this engine and often stays '' (see
# DESIGN.md, Engine notes). Playwright derives it from the iframe element's name or
# id attribute; read that attribute ourselves when the name is empty.
_ELEMENT_NAME = script("frame_element_name")


class _Detached(Exception):
    """A frame detached while it was being described."""


def frame_tree(main: Frame) -> list[Frame]:
    """The main frame, then every attached child frame, parents before children."""
    ordered: list[Frame] = []
    pending = [main]
    while pending:
        frame = pending.pop(0)
        if frame.is_detached():
            continue
        ordered.append(frame)
        pending[:0] = frame.child_frames
    return ordered


async def frame_name(frame: Frame) -> str:
    """``frame.name``, or the iframe element's name/id when the engine left it empty."""
    if frame.name or frame.parent_frame is None:
        return frame.name
    try:
        return await asyncio.wait_for(_element_name(frame), LOOKUP_TIMEOUT)
    except (PlaywrightError, TimeoutError) as exc:
        if frame.is_detached() or "detached" in str(exc).lower():
            raise _Detached from exc
        if isinstance(exc, TimeoutError):
            log.warning("the iframe element of %s did not answer; its name stays ''", frame.url)
            return frame.name
        raise


async def _element_name(frame: Frame) -> str:
    element = await frame.frame_element()
    try:
        return str(await element.evaluate(_ELEMENT_NAME))
    finally:
        # Not awaited: when LOOKUP_TIMEOUT cancels a lookup of a detaching frame, an
        # awaited dispose can hang too, and the cancellation would wait for it (the whole
        # call then ran out of its deadline instead of failing frame_not_found).
        disposing = asyncio.ensure_future(element.dispose())
        _DISPOSING.add(disposing)  # a task nothing refers to may be collected mid-way
        disposing.add_done_callback(_disposed)


_DISPOSING: set[asyncio.Future[None]] = set()


def _disposed(disposing: asyncio.Future[None]) -> None:
    _DISPOSING.discard(disposing)
    if not disposing.cancelled() and disposing.exception() is not None:
        log.debug("an iframe element's handle was not disposed: %s", disposing.exception())


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        ("frame_not_found", "the frames kept detaching while they were listed"),
        *OF_PAGE_UNDER_MODAL,
    ),
    kind="reads",
    unrecorded="lists frames, whose ids do not outlive the session",
)
async def browser_frames(target: Target) -> dict[str, Any]:
    """Enumerate attached frames in one live page without changing the selected tab.

    Omitting page_id uses the selected page. Returns ``page_id``, ``main_frame_id``
    and ``frames``: each with ``frame_id``, ``parent_frame_id`` (null for the main
    frame), ``name`` (the frame's name, or its iframe element's name or id), ``url``
    and ``is_main``, parents before children. Frame IDs survive navigation while the
    same frame stays attached; detach expires the ID, a replacement frame gets a new
    one.
    """
    inst, page = target.instance, target.page
    for _ in range(ATTEMPTS):
        frames = frame_tree(page.main_frame)
        names = await asyncio.gather(*(frame_name(f) for f in frames), return_exceptions=True)
        failure = next((n for n in names if isinstance(n, BaseException)), None)
        if failure is not None and not isinstance(failure, _Detached):
            raise failure
        if failure is not None or any(frame.is_detached() for frame in frames):
            continue
        main_id = inst.frame_id_of(page.main_frame)
        return {
            "page_id": target.page_id,
            "main_frame_id": main_id,
            "frames": [
                {
                    "frame_id": inst.frame_id_of(frame),
                    "parent_frame_id": (
                        inst.frame_id_of(frame.parent_frame) if frame.parent_frame else None
                    ),
                    "name": name,
                    "url": frame.url,
                    "is_main": frame is page.main_frame,
                }
                for frame, name in zip(frames, names, strict=True)
            ],
        }
    raise FrameNotFound(
        f"frames of page '{target.page_id}' detached while they were listed, "
        f"{ATTEMPTS} times in a row (iframes being replaced continuously?); "
        "call browser_frames again when the page has settled"
    )
