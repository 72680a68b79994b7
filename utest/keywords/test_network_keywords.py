"""Network, download and tracing keywords over a fake library: where their files go."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.library import camoufoxlibrary as library_module
from CamoufoxLibrary.library.keywords import outputs
from CamoufoxLibrary.library.keywords.downloads import DownloadKeywords
from CamoufoxLibrary.library.keywords.network import NetworkKeywords
from CamoufoxLibrary.library.keywords.tracing import TracingKeywords
from testsupport.envelopes import success


class FakeLibrary:
    def __init__(self, data: dict[str, Any] | None = None) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.current_instance: str | None = "main"
        self.data = data or {}

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        self.calls.append((tool, dict(arguments)))
        return success(self.data)


@pytest.fixture
def output(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """${OUTPUT DIR}, as the keywords see it."""
    folder = tmp_path / "output"
    folder.mkdir()
    monkeypatch.setattr(outputs, "output_dir", lambda: folder)
    return folder


def test_downloads_leave_their_paths_to_the_core(output: Path) -> None:
    """The core confines them (``@tool(writes=...)``), relative to the library's
    ``output_dir``, ${OUTPUT DIR}; its default folder is ``downloads`` there."""
    library = FakeLibrary({"path": "x"})
    DownloadKeywords(library).wait_for_download("wait-1")  # type: ignore[arg-type]
    DownloadKeywords(library).download("http://h/r.pdf", file_path="sub/r.pdf")  # type: ignore[arg-type]
    (_, by_click), (_, by_url) = library.calls
    assert by_click == {
        "instance": "main",
        "wait_id": "wait-1",
        "file_path": None,
        "folder": None,
        "timeout": None,
    }
    assert by_url["file_path"] == "sub/r.pdf"


def test_a_trace_goes_to_a_new_file_under_traces(output: Path) -> None:
    library = FakeLibrary({"tracing": True})
    TracingKeywords(library).start_tracing(title="t")  # type: ignore[arg-type]
    path = Path(library.calls[0][1]["file_path"])
    assert path.parent == output / "traces" and path.name.startswith("trace-main-")
    TracingKeywords(library).start_tracing(file_path="mine.zip")  # type: ignore[arg-type]
    assert library.calls[1][1]["file_path"] == "mine.zip"  # the core confines it


def test_stop_tracing_names_the_file_or_leaves_it_to_the_start(output: Path) -> None:
    library = FakeLibrary({"path": None, "size": 0, "discarded": True})
    TracingKeywords(library).stop_tracing(discard=True)  # type: ignore[arg-type]
    TracingKeywords(library).stop_tracing(file_path="t.zip")  # type: ignore[arg-type]
    assert [call[1]["file_path"] for call in library.calls] == [None, "t.zip"]


def test_waits_take_robot_times() -> None:
    library = FakeLibrary()
    NetworkKeywords(library).wait_for_response("wait-1", timeout=timedelta(seconds=1.5))  # type: ignore[arg-type]
    assert library.calls == [
        ("browser_wait_for_response", {"instance": "main", "wait_id": "wait-1", "timeout": 1.5})
    ]


def test_the_library_writes_files_under_the_output_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Every path a keyword writes is confined by its tool to this folder."""
    monkeypatch.setattr(library_module, "output_dir", lambda: tmp_path)
    settings = library_module.CamoufoxLibrary().core.settings
    assert (settings.output_dir, settings.write_anywhere) == (str(tmp_path), True)
