"""Traces against a real browser: started and stopped, saved when the instance closes,
groups from the front end, and what the zip holds."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

NAME = "tracing"


def trace_events(path: Path) -> list[dict[str, Any]]:
    with zipfile.ZipFile(path) as trace:
        return [json.loads(line) for line in trace.read("trace.trace").splitlines() if line]


@pytest.fixture
def page(live: Any, fixture_site: tuple[str, str]) -> str:
    return fixture_site[0] + "/network.html"


def test_a_trace_holds_the_film_snapshots_network_and_groups(
    live: Any, page: str, tmp_path: Path
) -> None:
    path = tmp_path / "trace.zip"
    started = live.ok("browser_start_tracing", instance=NAME, file_path=str(path), title="t")
    assert started == {"tracing": True, "file_path": str(path), "title": "t"}
    opened = live.run(live.core.trace_group("Click    id=add"))
    assert opened == [NAME]
    live.ok("browser_navigate", instance=NAME, url=page)
    live.ok("browser_click", instance=NAME, ref="id=add")
    live.run(live.core.trace_group_end(opened))
    stopped = live.ok("browser_stop_tracing", instance=NAME)
    assert stopped == {"path": str(path), "size": path.stat().st_size, "discarded": False}
    events = trace_events(path)
    kinds = {event["type"] for event in events}
    assert {"context-options", "screencast-frame", "frame-snapshot", "before", "after"} <= kinds
    groups = [e for e in events if e.get("type") == "before" and e.get("title")]
    assert "Click    id=add" in [e["title"] for e in groups]
    with zipfile.ZipFile(path) as trace:
        network = trace.read("trace.network").decode()
    assert "/__api__/items" in network


def test_one_trace_at_a_time_and_none_to_stop(live: Any, tmp_path: Path) -> None:
    live.ok("browser_start_tracing", instance=NAME)
    again = live.error("browser_start_tracing", "invalid_params", instance=NAME)
    assert "is recording a trace already" in again["message"]
    nowhere = live.error("browser_stop_tracing", "invalid_params", instance=NAME)
    assert "where should the trace go?" in nowhere["message"]
    both = live.error("browser_stop_tracing", "invalid_params", instance=NAME, discard=True,
                      file_path=str(tmp_path / "x.zip"))  # fmt: skip
    assert "not both" in both["message"]
    assert live.ok("browser_stop_tracing", instance=NAME, discard=True)["discarded"] is True
    stopped = live.error("browser_stop_tracing", "invalid_params", instance=NAME)
    assert "is not recording a trace" in stopped["message"]
    assert live.run(live.core.trace_group("nothing records")) == []


def test_a_destroyed_instance_leaves_its_trace(live: Any, page: str, tmp_path: Path) -> None:
    path = tmp_path / "left.zip"
    live.ok("browser_create_instance", instance="tracing-gone", browser_of=NAME)
    live.ok("browser_start_tracing", instance="tracing-gone", file_path=str(path))
    live.ok("browser_navigate", instance="tracing-gone", url=page)
    assert live.core.tracing_instances() == ["tracing-gone"]
    live.ok("browser_destroy_instance", instance="tracing-gone")
    assert "frame-snapshot" in {event["type"] for event in trace_events(path)}
    assert live.core.tracing_instances() == []


def test_video_needs_playwrights_ffmpeg(live: Any, tmp_path: Path) -> None:
    envelope = live.error("browser_create_instance", "unsupported_capability",
                          instance="tracing-video", record_video_dir=str(tmp_path))  # fmt: skip
    assert (
        "record_video_dir: Playwright records video with an ffmpeg build of its own"
        in (envelope["message"])
    )
    assert "Executable doesn't exist at " in envelope["message"]
    assert "tracing-video" not in live.core.manager.instances
