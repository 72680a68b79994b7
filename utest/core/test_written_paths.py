"""One rule for every path a tool writes, enforced from the registry.

Every tool parameter that looks like an output (a name ending in path, file, filename,
dir or folder) is declared written (``@tool(writes=...)``) or listed in ``NOT_WRITTEN``
with the reason; every declared one is confined by ``calls.run_tool`` before the tool
runs, so a new tool that writes a file cannot skip the rule.
"""

from __future__ import annotations

import asyncio
import re
import typing
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract import files
from CamoufoxLibrary.core.contract.calls import run_tool
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolSpec, make_spec
from CamoufoxLibrary.mcp.exporting import RobotExport
from CamoufoxLibrary.mcp.recording import Recorder

LOOKS_WRITTEN = re.compile(r"(path|file|filename|dir|folder)$")

# Parameters that look like outputs but are read, or are not the tool's output.
NOT_WRITTEN = {
    ("browser_create_instance", "executable_path"): "the browser program it runs",
    ("browser_create_instance", "profile_dir"): "a Firefox profile to use, kept across runs",
    ("browser_route_fulfill", "path"): "a file it reads and serves as the body",
    ("browser_add_init_script", "path"): "a script file it reads",
    ("browser_add_script_tag", "path"): "a script file it reads",
    ("browser_add_style_tag", "path"): "a stylesheet it reads",
}

# Tools known to write files: each must declare what it writes, whatever its names.
KNOWN_WRITERS = {
    "browser_screenshot",
    "browser_pdf_save",
    "browser_save_storage_state",
    "browser_create_instance",
    "browser_start_tracing",
    "browser_stop_tracing",
    "browser_wait_for_download",
    "browser_download",
    "browser_export_robot",
}


def all_specs() -> list[ToolSpec]:
    """The library's tools and the MCP server's own."""
    return [*REGISTRY.specs(), *RobotExport(Recorder(ToolCore())).registry.specs()]


WRITTEN = [(spec, name) for spec in all_specs() for name in spec.writes]


def test_every_parameter_that_looks_like_an_output_is_declared_written() -> None:
    undeclared = [
        f"{spec.name}({name})"
        for spec in all_specs()
        for name in spec.signature.parameters
        if LOOKS_WRITTEN.search(name)
        and name not in spec.writes
        and (spec.name, name) not in NOT_WRITTEN
    ]
    assert undeclared == [], "declare them in @tool(writes=...) or list them in NOT_WRITTEN"
    specs = {spec.name: spec for spec in all_specs()}
    for tool, name in NOT_WRITTEN:  # the list says something about tools that exist
        assert name in specs[tool].signature.parameters, (tool, name)
    assert [name for name in KNOWN_WRITERS if not specs[name].writes] == []


def test_a_written_parameter_must_be_one_of_the_tools_own() -> None:
    async def browser_x(manager: Any, instance: str, file_path: str | None = None) -> dict:
        return {}

    with pytest.raises(ValueError, match="browser_x declares that it writes 'path'"):
        make_spec(browser_x, (), writes=("path",), kind="manages")


def required_arguments(spec: ToolSpec) -> dict[str, Any]:
    """A value for each required parameter: every one of the writers' is a string."""
    arguments = {}
    for name, parameter in spec.signature.parameters.items():
        if parameter.default is parameter.empty:
            assert str in typing.get_args(spec.hints[name]) or spec.hints[name] is str, name
            arguments[name] = "main"
    return arguments


@pytest.fixture
def place(tmp_path: Path) -> tuple[Path, Path]:
    """(the output folder, with ``link`` to a folder elsewhere; that folder)."""
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    out.mkdir()
    elsewhere.mkdir()
    (out / "link").symlink_to(elsewhere)
    return out, elsewhere


def call(spec: ToolSpec, core: ToolCore, name: str, value: str) -> dict[str, Any]:
    arguments = required_arguments(spec) | {name: value}
    return asyncio.run(run_tool(spec, core.manager, arguments))


@pytest.mark.parametrize(("spec", "name"), WRITTEN, ids=[f"{s.name}-{n}" for s, n in WRITTEN])
@pytest.mark.parametrize("anywhere", [True, False], ids=["library", "mcp"])
def test_a_written_path_that_leads_out_of_the_output_folder_is_refused(
    spec: ToolSpec, name: str, anywhere: bool, place: tuple[Path, Path]
) -> None:
    out, elsewhere = place
    core = ToolCore(output_dir=str(out), write_anywhere=anywhere)
    for value in ("../escape.png", "link/escape.png", f"{out}/link/escape.png", f"{out}/../x.png"):
        envelope = call(spec, core, name, value)
        assert envelope["error_type"] == "invalid_params", (value, envelope)
        assert f"argument '{name}': '{value}' leads out of '{out}'" in envelope["message"]
    assert list(elsewhere.iterdir()) == [] and list(out.parent.glob("*.png")) == []


@pytest.mark.parametrize(("spec", "name"), WRITTEN, ids=[f"{s.name}-{n}" for s, n in WRITTEN])
def test_the_mcp_server_refuses_an_absolute_path_elsewhere_too(
    spec: ToolSpec, name: str, place: tuple[Path, Path]
) -> None:
    out, elsewhere = place
    value = str(elsewhere / "x.png")
    envelope = call(spec, ToolCore(output_dir=str(out), write_anywhere=False), name, value)
    assert envelope["error_type"] == "invalid_params", envelope
    assert f"argument '{name}': '{value}' is outside '{out}'" in envelope["message"]
    if spec.name == "browser_create_instance":
        return  # going on would launch a browser
    # The library's rule: the test chose that place, so the call goes on to the tool
    # (which finds no instance, or nothing recorded, here).
    envelope = call(spec, ToolCore(output_dir=str(out)), name, value)
    assert envelope["status"] == "error", envelope
    assert "leads out of" not in envelope["message"] and "is outside" not in envelope["message"]


def test_a_relative_path_is_relative_to_the_output_folder(place: tuple[Path, Path]) -> None:
    out, _ = place
    assert files.confine("a/../b.zip", "file_path", out, False) == out / "b.zip"
    assert files.confine("~/x", "file_path", out, True) == Path.home() / "x"
    assert files.confine(str(out / "b.zip"), "file_path", out, False) == out / "b.zip"
    # An output folder reached through a link: the path written under it is inside.
    (out.parent / "alias").symlink_to(out)
    alias = out.parent / "alias"
    assert files.confine(str(alias / "b.zip"), "file_path", alias, False) == out / "b.zip"
    with pytest.raises(InvalidParams, match=r"argument 'folder': 'link' leads out of"):
        files.confine("link", "folder", alias, True)


def test_without_an_output_folder_the_working_folder_is_it(
    place: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    out, _ = place
    monkeypatch.chdir(out)
    assert files.confine("shot.png", "file_path", None, True) == out / "shot.png"
    with pytest.raises(InvalidParams, match="leads out of"):
        files.confine("link/shot.png", "file_path", None, True)


# --- against a real browser: a relative path is written in the output folder --------

NAME = "writer"


@pytest.fixture(scope="module")
def output(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("output")


@pytest.fixture(scope="module")
def writer(live_cores: Any, output: Path, fixture_site: tuple[str, str]) -> Any:
    live = live_cores(timeout=10, output_dir=str(output))
    live.ok("browser_create_instance", instance=NAME)
    live.ok("browser_navigate", instance=NAME, url=fixture_site[0] + "/network.html")
    return live


def test_every_writer_puts_a_relative_path_in_the_output_folder(
    writer: Any, output: Path, fixture_site: tuple[str, str]
) -> None:
    (output / "shots").mkdir()
    shot = writer.ok("browser_screenshot", instance=NAME, file_path="shots/a.png")
    state = writer.ok("browser_save_storage_state", instance=NAME, file_path="state.json")
    writer.ok("browser_start_tracing", instance=NAME, file_path="trace.zip")
    trace = writer.ok("browser_stop_tracing", instance=NAME)
    fetched = writer.ok("browser_download", instance=NAME, url=fixture_site[0] + "/__download__")
    writer.ok("browser_create_instance", instance="har", browser_of=NAME, record_har_path="r.har")
    writer.ok("browser_destroy_instance", instance="har")
    assert [shot["path"], state["path"], trace["path"]] == [
        str(output / "shots" / "a.png"),
        str(output / "state.json"),
        str(output / "trace.zip"),
    ]
    assert Path(fetched["path"]).parent == output / "downloads"
    assert all(Path(p).is_file() for p in (shot["path"], state["path"], trace["path"]))
    assert (output / "r.har").is_file()


def test_a_live_instance_writes_nothing_through_a_link_out(writer: Any, output: Path) -> None:
    elsewhere = output.parent / "elsewhere-live"
    elsewhere.mkdir()
    (output / "out-link").symlink_to(elsewhere)
    for tool in ("browser_screenshot", "browser_save_storage_state"):
        envelope = writer.error(tool, "invalid_params", instance=NAME, file_path="out-link/x.png")
        assert "argument 'file_path': 'out-link/x.png' leads out of" in envelope["message"]
    assert list(elsewhere.iterdir()) == []
