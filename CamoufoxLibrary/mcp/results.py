"""A tool's envelope as the MCP result an agent reads: text, an image, or a pointer.

- An error, and a success of no other kind below: the envelope as JSON text, and the
  same envelope as structured content; ``isError`` says which.
- A snapshot (``data.snapshot`` text): the tree as plain text, as Playwright MCP gives
  it (no JSON escaping of every quote and line break); the other fields (url, title,
  page_id, truncated, ...) are the structured content, without the tree.
- A screenshot (``data`` of an image ``type`` and ``bytes``): the image as MCP image
  content, which a vision model sees; the structured content has the other fields
  (``path`` when it was saved to a file too), not the base64 text.
- A text over ``BIG_RESULT`` characters (a snapshot, or another result's JSON) is
  written to a file in ``RESULTS_FOLDER`` of the output folder instead; the text says
  where (relative to the output folder) and how long it is, and the structured
  content's ``data`` is ``{"result_file": ..., "chars": ...}`` (a snapshot's keeps its
  other fields).

``BIG_RESULT`` is 40,000 characters, about 10,000 tokens: where Claude Code starts to
warn that a tool's output is large; a page's snapshot stays inline up to about 800 rows
of a table.
"""

from __future__ import annotations

import base64
import itertools
import json
from pathlib import Path
from typing import Any

from mcp import types

from ..core.contract.vocabulary import IMAGE_TYPES

BIG_RESULT = 40_000
RESULTS_FOLDER = "mcp-results"
# The data field of a snapshot's text.
TEXT_FIELD = "snapshot"


class Results:
    """The results of one server; big ones go to files under ``output_dir``."""

    def __init__(self, output_dir: str | Path | None) -> None:
        self.folder = Path(output_dir or Path.cwd()) / RESULTS_FOLDER
        self._numbers = itertools.count(1)

    def result(self, tool: str, envelope: dict[str, Any]) -> types.CallToolResult:
        data = envelope.get("data")
        if envelope.get("status") != "success" or not isinstance(data, dict):
            return self.as_json(tool, envelope)
        if isinstance(data.get(TEXT_FIELD), str):
            rest = {key: value for key, value in data.items() if key != TEXT_FIELD}
            text, moved = self.inline_or_file(tool, data[TEXT_FIELD], "txt")
            if moved:
                rest.update(moved)
            return structured(text, {**envelope, "data": rest})
        image = image_of(data)
        if image is not None:
            rest = {key: value for key, value in data.items() if key != "base64"}
            return types.CallToolResult(
                content=[image], structured_content={**envelope, "data": rest}, is_error=False
            )
        return self.as_json(tool, envelope)

    def as_json(self, tool: str, envelope: dict[str, Any]) -> types.CallToolResult:
        text = json.dumps(envelope, ensure_ascii=False)
        failed = envelope.get("status") != "success"
        if failed or len(text) <= BIG_RESULT:
            return types.CallToolResult(
                content=[types.TextContent(text=text)],
                structured_content=envelope,
                is_error=failed,
            )
        data = json.dumps(envelope.get("data"), ensure_ascii=False, indent=1)
        pointer, moved = self.inline_or_file(tool, data, "json")
        return structured(pointer, {**envelope, "data": moved or {}})

    def inline_or_file(self, tool: str, text: str, suffix: str) -> tuple[str, dict[str, Any]]:
        """``text`` itself, or a pointer to the file it went to and the data saying so."""
        if len(text) <= BIG_RESULT:
            return text, {}
        name = f"{next(self._numbers):04d}-{tool}.{suffix}"
        self.folder.mkdir(parents=True, exist_ok=True)
        (self.folder / name).write_text(text, encoding="utf-8")
        where = f"{RESULTS_FOLDER}/{name}"
        pointer = (
            f"The result is {len(text):,} characters, over {BIG_RESULT:,}: written to {where} "
            "in the output folder. Read that file, or ask for less (browser_snapshot: root, "
            "depth or max_chars; browser_find_refs finds refs without the tree)."
        )
        return pointer, {"result_file": where, "chars": len(text)}


def structured(text: str, envelope: dict[str, Any]) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(text=text)], structured_content=envelope, is_error=False
    )


def image_of(data: dict[str, Any]) -> types.ImageContent | None:
    """A screenshot's image: its base64, or the file it was saved to."""
    kind = data.get("type")
    if kind not in IMAGE_TYPES or not isinstance(data.get("bytes"), int):
        return None
    encoded = data.get("base64")
    if not isinstance(encoded, str):
        path = data.get("path")
        if not isinstance(path, str) or not Path(path).is_file():
            return None
        encoded = base64.b64encode(Path(path).read_bytes()).decode("ascii")
    return types.ImageContent(data=encoded, mime_type=f"image/{kind}")
