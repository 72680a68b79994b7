"""Keywords of core/tools/frames.py."""

from __future__ import annotations

from typing import Any

from ...core.tools.frames import browser_frames
from .base import KeywordGroup
from .derive import tool_keyword


class FramesKeywords(KeywordGroup):
    @tool_keyword(browser_frames, tags=("Frames",))
    def frames(self) -> dict[str, Any]:
        """Lists the attached frames of the selected page (or ``page_id``) without changing the selected tab.

        Returns ``page_id``, ``main_frame_id`` and ``frames``, a list with the main
        frame first and parents before their children. Each frame has ``frame_id``,
        ``parent_frame_id`` (None for the main frame), ``name`` (the iframe's
        ``name``, or its ``id`` when it has no name, or empty), ``url`` and
        ``is_main``. Pass a ``frame_id`` to frame-capable keywords such as `Snapshot`
        (see `Explicit targeting`). A frame keeps its id while it stays attached,
        also when it navigates; a removed frame's id expires (``frame_not_found``),
        and a replacement frame gets a new id.

        Example:
        | ${result} = | `Frames` |
        | ${checkout} = | Set Variable | ${result}[frames][1][frame_id] |
        | `Snapshot` | frame_id=${checkout} |
        """
