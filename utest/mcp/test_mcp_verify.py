"""Recordings that are known to replay: ``browser_export_robot`` with ``verify=true``.

The SDK's stdio client drives a session through an in-memory shop page the way an agent
would (a snapshot for refs, typing, a click whose fetch of ``/__api__/items`` is waited
for, a request waited for, a download armed and never collected); the export replays it
in a fresh Robot process and reports no divergence, with the fingerprints of its
locators written beside the suite. Then the page changes under the recording (the
button is renamed) and the same export reports the click that no longer works, at its
line of the suite. A foreign file where the fingerprints go fails the export with
nothing written; a replay that runs out of time is ended, with its browsers.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcpclient import ROOT, McpClient
from mcpclient import session as mcp_session
from test_mcp_recording import refs_of
from test_recording import AnsweringCore, record

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.calls import run_tool
from CamoufoxLibrary.core.engines import processes
from CamoufoxLibrary.mcp.exporting import RobotExport

pytestmark = pytest.mark.browser

SHOP = """<!doctype html><title>Shop</title>
<h1>Shop</h1>
<label>Name <input id="name"></label>
<button id="load" onclick="load()">{button}</button>
<ul id="items"></ul>
<p id="hello"></p>
<script>
  async function load() {{
    const name = document.getElementById("name").value;
    const data = await (await fetch("/__api__/items")).json();
    document.getElementById("items").innerHTML = data.items.map((i) => `<li>${{i.name}}</li>`).join("");
    document.getElementById("hello").textContent = `Hello ${{name}}, ${{data.items.length}} item(s)`;
  }}
</script>"""
LOAD = 'internal:role=button[name="Load items"i]'
NAME = 'internal:role=textbox[name="Name"i]'


def tag_of(pid: int) -> str | None:
    """The CamoufoxLibrary tag in a process's environment, if any."""
    try:
        environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
    except OSError:
        return None
    prefix = f"{processes.TAG_VARIABLE}=".encode()
    found = [item[len(prefix) :] for item in environ if item.startswith(prefix)]
    return found[0].decode() if found else None


def orphans(before: set[int]) -> list[int]:
    """Browser processes started since ``before`` whose owner (the process that
    launched them, the first part of their tag) is gone."""
    left = []
    for pid in set(processes.tagged_pids("")) - before:
        tag = tag_of(pid)
        owner = tag.split("-", 1)[0] if tag else ""
        if owner.isdigit() and not processes.is_alive(int(owner)):
            left.append(pid)
    return left


@pytest.fixture(scope="module")
def output(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("verified")


@pytest.fixture(scope="module")
def client(output: Path) -> Iterator[McpClient]:
    with mcp_session("--timeout", "5", "--output-dir", str(output), "--caps", "all") as client:
        yield client


@pytest.fixture(scope="module")
def session(client: McpClient, http_server: Any) -> dict[str, Any]:
    """The agent's session, and how long it took."""
    url = http_server.add("/shop.html", SHOP.format(button="Load items"))
    started = time.monotonic()
    client.ok("browser_create_instance", instance="shop")
    client.ok("browser_navigate", instance="shop", url=url)
    refs = refs_of(client, "shop")
    client.ok("browser_type", instance="shop", ref=refs['textbox "Name"'], text="Ada")
    wait = client.ok("browser_expect_response", instance="shop", url="**/__api__/items")
    client.ok("browser_click", instance="shop", ref=refs['button "Load items"'])
    got = client.ok("browser_wait_for_response", instance="shop", wait_id=wait["wait_id"])
    assert got["status"] == 200, got
    client.ok("browser_verify_text_visible", instance="shop", text="from the server")
    # A request: expect= has no such kind, so the keywords with the id in a variable.
    again = client.ok("browser_expect_request", instance="shop", url="**/__api__/items")
    client.ok("browser_click", instance="shop", ref=refs['button "Load items"'])
    client.ok("browser_wait_for_request", instance="shop", wait_id=again["wait_id"])
    client.ok("browser_expect_download", instance="shop")  # never collected
    client.ok("browser_verify_text_visible", instance="shop", text="Hello Ada, 1 item(s)")
    return {"url": url, "seconds": time.monotonic() - started}


def export(client: McpClient, **arguments: Any) -> tuple[dict[str, Any], float]:
    started = time.monotonic()
    data = client.ok("browser_export_robot", instance="shop", **arguments)
    return data, time.monotonic() - started


def test_a_verified_export_replays_without_divergence_and_keeps_its_fingerprints(
    client: McpClient, session: dict[str, Any], output: Path
) -> None:
    (output / "suites").mkdir()
    before = set(processes.tagged_pids(""))
    data, seconds = export(client, path="suites/shop.robot", verify=True)
    suite = data["suite"]
    lines = [line.strip() for line in suite.splitlines()]
    assert f"Click    {LOAD}    expect=response    expect_url=**/__api__/items" in lines, suite
    at = lines.index("${wait_1} =    Expect Request    **/__api__/items")
    assert lines[at + 1 : at + 3] == [f"Click    {LOAD}", "Wait For Request    ${wait_1}[wait_id]"]
    assert lines[at + 3].startswith("# Expect Download was armed but never collected")
    assert data["verification"] == {"passed": True, "tests": 1, "diverged": None}, data
    # The suite, and beside it the fingerprints of the locators it uses.
    written = output / "suites" / "shop.robot"
    assert data["path"] == str(written) and written.read_text(encoding="utf-8") == suite
    store = output / "suites" / "camoufox-locators.json"
    assert data["locators_path"] == str(store)
    locators = json.loads(store.read_text(encoding="utf-8"))["locators"]
    assert {LOAD, NAME} <= set(locators) and data["fingerprints"] == len(locators), locators
    assert locators[LOAD]["element"]["tag"] == "button", locators[LOAD]
    # Nothing of the replay is left: no browser, no temporary folder in the output.
    assert orphans(before) == []
    assert sorted(p.name for p in (output / "suites").iterdir()) == [store.name, written.name]
    print(f"\nsession {session['seconds']:.1f} s, export with verify {seconds:.1f} s")


def test_a_page_changed_under_the_recording_reports_the_step_at_its_line(
    client: McpClient, session: dict[str, Any], http_server: Any
) -> None:
    http_server.add("/shop.html", SHOP.format(button="Fetch items"))  # the Click breaks
    try:
        data, seconds = export(client, verify=True)
    finally:
        http_server.add("/shop.html", SHOP.format(button="Load items"))
    verification = data["verification"]
    assert verification["passed"] is False and verification["tests"] == 1, verification
    diverged = verification["diverged"]
    lines = data["suite"].splitlines()
    line = next(i for i, text in enumerate(lines, 1) if text.strip().startswith(f"Click    {LOAD}"))
    assert diverged["test"] == "shop" and diverged["keyword"] == "Click", diverged
    assert diverged["line"] == line, (diverged, lines[line - 1])
    assert diverged["error"].startswith("element_not_found: "), diverged
    assert data["path"] is None and data["locators_path"] is None
    print(f"\nsession {session['seconds']:.1f} s, export with a failing verify {seconds:.1f} s")


def test_a_foreign_file_where_the_fingerprints_go_fails_the_export_unwritten(
    client: McpClient, session: dict[str, Any], output: Path
) -> None:
    (output / "foreign").mkdir()
    foreign = output / "foreign" / "camoufox-locators.json"
    foreign.write_text('{"format": "someone else\'s"}\n', encoding="utf-8")
    envelope = client.error(
        "browser_export_robot", "invalid_params", instance="shop", path="foreign/shop.robot"
    )
    assert f"'{foreign}' is not a healing store" in envelope["message"], envelope
    assert foreign.read_text(encoding="utf-8") == '{"format": "someone else\'s"}\n'
    assert [p.name for p in (output / "foreign").iterdir()] == [foreign.name]


def test_a_replay_that_runs_out_of_time_is_ended_with_its_browsers(tmp_path: Path) -> None:
    recorder = record(AnsweringCore(), ("browser_wait_for", {"time": 60.0}))
    exporter = RobotExport(recorder)
    exporter.replay_time = 10  # the replay gets what is left of 12 s, less its ending
    (spec,) = exporter.registry.specs()
    core = ToolCore(timeout=2, output_dir=str(tmp_path), write_anywhere=False)
    before = set(processes.tagged_pids(""))
    started = time.monotonic()
    envelope = asyncio.run(run_tool(spec, core.manager, {"verify": True}))
    assert envelope["error_type"] == "operation_timeout", envelope
    assert envelope["message"].startswith("verify: the replay did not finish within"), envelope
    assert time.monotonic() - started < 12 + 2, "the tool's deadline holds"
    robot = int(re.search(r"Robot \(pid (\d+)\)", envelope["message"])[1])  # type: ignore[index]
    assert not processes.is_alive(robot)
    assert processes.tagged_pids(f"{robot}-") == [] and orphans(before) == []


def test_a_recorded_plugin_tool_replays_with_the_servers_plugins(
    http_server: Any, tmp_path: Path
) -> None:
    """The suite imports the plugins its steps need: the server's --plugins, the file's path
    made absolute (the suite, and its replay, run in another folder)."""
    plugin = "docs/plugins/heading_outline.py"
    url = http_server.add("/outline.html", "<title>O</title><h1>Top</h1><h2>Part</h2>")
    client = McpClient(
        "--timeout",
        "5",
        "--output-dir",
        str(tmp_path),
        "--plugins",
        plugin,
        "--caps",
        "core,instances,plugins",
    )
    try:
        client.ok("browser_create_instance", instance="plugged")
        client.ok("browser_navigate", instance="plugged", url=url)
        client.ok("browser_heading_outline", instance="plugged")
        data = client.ok("browser_export_robot", instance="plugged", verify=True)
    finally:
        client.close()
    library = next(line for line in data["suite"].splitlines() if line.startswith("Library"))
    assert library.split("    ")[-1] == f"plugins={(ROOT / plugin).resolve()}", library
    assert data["verification"] == {"passed": True, "tests": 1, "diverged": None}, data
