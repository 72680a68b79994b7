"""A frame's name lookup is bounded, even when its element's handle never answers."""

from __future__ import annotations

import asyncio

from CamoufoxLibrary.core.tools import frames


class HangingElement:
    """An iframe element of a detaching frame: neither evaluate nor dispose answers."""

    async def evaluate(self, _script: str) -> str:
        await asyncio.Event().wait()
        return ""

    async def dispose(self) -> None:
        await asyncio.Event().wait()


class UnnamedFrame:
    name = ""
    parent_frame = object()
    url = "about:srcdoc"

    async def frame_element(self) -> HangingElement:
        return HangingElement()

    def is_detached(self) -> bool:
        return False


def test_a_lookup_whose_handle_never_answers_still_ends(monkeypatch) -> None:
    """Before, the cancelled lookup awaited the handle's dispose, which never ended."""
    monkeypatch.setattr(frames, "LOOKUP_TIMEOUT", 0.2)
    hang_guard = 10  # seconds: only a lookup that waits for the dispose gets here

    async def lookup() -> str:
        return await asyncio.wait_for(frames.frame_name(UnnamedFrame()), hang_guard)  # type: ignore[arg-type]

    assert asyncio.run(lookup()) == ""
