"""What a Playwright trace zip holds, read as the trace viewer reads it (trace.trace and
trace.network are JSON lines; resources/ holds the screencast frames and bodies)."""

from __future__ import annotations

import json
import zipfile
from typing import Any


def _events(path: str, member: str = "trace.trace") -> list[dict[str, Any]]:
    with zipfile.ZipFile(path) as trace:
        return [json.loads(line) for line in trace.read(member).splitlines() if line]


def trace_should_hold(path: str, *words: str) -> None:
    """Fails unless the trace has a group (a keyword) named ``words`` joined by 4 spaces."""
    title = "    ".join(words)
    titles = [e.get("title") for e in _events(path) if e.get("type") == "before"]
    if title not in titles:
        raise AssertionError(f"no group {title!r} in {path}; groups: {[t for t in titles if t]}")


def trace_network_should_contain(path: str, url_part: str) -> None:
    urls = [
        e.get("snapshot", {}).get("request", {}).get("url", "")
        for e in _events(path, "trace.network")
    ]
    if not any(url_part in url for url in urls):
        raise AssertionError(f"no request of {url_part!r} in {path}: {urls}")


def trace_should_have_screencast_and_snapshots(path: str) -> None:
    kinds = {e.get("type") for e in _events(path)}
    missing = {"screencast-frame", "frame-snapshot", "context-options"} - kinds
    if missing:
        raise AssertionError(f"{path} lacks {sorted(missing)}; it has {sorted(kinds)}")
    with zipfile.ZipFile(path) as trace:
        if not any(name.startswith("resources/") for name in trace.namelist()):
            raise AssertionError(f"{path} has no resources/")
