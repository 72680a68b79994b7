"""From an agent's session to a regression suite: the server records, browser_export_robot
writes the ``.robot`` file, and Robot runs it in a fresh process, without the agent.

The SDK's stdio client drives ``python -m CamoufoxLibrary.mcp`` through
``atest/pages/recorder.html`` the way an agent would (snapshots for refs, a form with a
password, a confirm dialog, an iframe, a new tab, verifications); the exported suite
must pass ``robot --dryrun`` and then a real ``robot`` run against the same site. The
second session changes the page under its refs (every pick renders the list anew), so
its suite passes only on the durable locators made while the refs were alive.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from mcpclient import ROOT, McpClient, session

PASSWORD = "correct horse"  # typed in the session; must never reach the file
ROBOT_RUN = 240  # seconds for one robot run with a browser; generous, the machine is shared
REF = re.compile(r"(?<![\w-])(?:f\d+)?e\d+(?![\w-])")


@pytest.fixture(scope="module")
def export_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("exports")


@pytest.fixture(scope="module")
def client(export_dir: Path) -> Iterator[McpClient]:
    with session("--timeout", "10", "--export-dir", str(export_dir), "--caps", "all") as client:
        yield client


@pytest.fixture(scope="module")
def site(fixture_site: tuple[str, str]) -> str:
    return fixture_site[0]


def refs_of(client: McpClient, instance: str) -> dict[str, str]:
    """``role "name"`` -> ref, from a fresh snapshot, as an agent reads it."""
    snapshot = client.ok("browser_snapshot", instance=instance)["snapshot"]
    return {
        f'{m["role"]} "{m["name"]}"': m["ref"]
        for m in re.finditer(
            r'- (?P<role>[\w-]+) "(?P<name>[^"]*)"[^\n]*\[ref=(?P<ref>(?:f\d+)?e\d+)\]', snapshot
        )
    }


def robot(
    *args: str, cwd: Path, password: str | None = PASSWORD, extra: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``python -m robot`` in a fresh process, with the secret (and ``extra``) in its
    environment."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), **(extra or {})}
    env.pop("PASSWORD", None)
    if password is not None:
        env["PASSWORD"] = password
    return subprocess.run(
        [sys.executable, "-m", "robot", "--outputdir", str(cwd), "--consolecolors", "off", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=ROBOT_RUN,
    )


def keyword_lines(suite: str) -> list[str]:
    """The lines of the test cases that are not comments."""
    body = suite.split("*** Test Cases ***", 1)[1]
    return [
        line.strip()
        for line in body.splitlines()
        if line.startswith("    ") and not line.strip().startswith("#")
    ]


def test_a_session_becomes_a_suite_that_passes_without_the_agent(
    client: McpClient, site: str, export_dir: Path
) -> None:
    tour = "tour"
    client.ok("browser_create_instance", instance=tour)
    client.ok("browser_navigate", instance=tour, url=f"{site}/recorder.html")
    refs = refs_of(client, tour)
    client.ok("browser_type", instance=tour, ref=refs['textbox "Name"'], text="Ada Lovelace")
    client.ok(
        "browser_fill_form",
        instance=tour,
        fields=[
            {
                "name": "Email",
                "type": "textbox",
                "ref": refs['textbox "Email"'],
                "value": "ada@example.com",
            },
            {
                "name": "Password",
                "type": "textbox",
                "ref": refs['textbox "Password"'],
                "value": PASSWORD,
            },
            {
                "name": "Terms",
                "type": "checkbox",
                "ref": refs['checkbox "I accept the terms"'],
                "value": True,
            },
        ],
    )
    client.ok(
        "browser_select_option", instance=tour, ref=refs['combobox "Country"'], values=["Sweden"]
    )
    client.ok("browser_screenshot", instance=tour)  # checks nothing: not recorded
    client.ok("browser_click", instance=tour, ref=refs['button "Create account"'])
    client.ok("browser_verify_text_visible", instance=tour, text="password of 13 characters")
    client.error(
        "browser_verify_text_visible", "verification_failed", instance=tour, text="Nowhere"
    )
    welcome = client.ok("browser_get_text", instance=tour, ref="#welcome")["text"]
    assert welcome.startswith("Welcome Ada Lovelace"), welcome
    # A confirm dialog: the click opens it, handle_dialog accepts it.
    opened = client.ok("browser_click", instance=tour, ref=refs['button "Delete account"'])
    assert opened["modal"]["type"] == "confirm", opened
    client.ok("browser_handle_dialog", instance=tour, accept=True)
    client.ok("browser_verify_text_visible", instance=tour, text="Account deleted")
    # Elements inside the iframe, by their f-refs.
    client.ok(
        "browser_type",
        instance=tour,
        ref=refs['textbox "Newsletter email"'],
        text="ada@example.com",
    )
    client.ok("browser_click", instance=tour, ref=refs['button "Subscribe"'])
    client.ok(
        "browser_verify_value",
        instance=tour,
        ref=refs['textbox "Newsletter email"'],
        expected_value="ada@example.com",
    )
    client.ok("browser_verify_text_visible", instance=tour, text="Subscribed ada@example.com")
    # A new tab, a check on the first one by page_id, and closing the new one.
    first = client.ok("browser_tabs", instance=tour, action="list")["tabs"][0]["page_id"]
    client.ok("browser_tabs", instance=tour, action="new", url=f"{site}/second.html")
    client.ok("browser_verify_text_visible", instance=tour, text="The second page")
    client.ok("browser_verify_text_visible", instance=tour, text="Account deleted", page_id=first)
    client.ok("browser_tabs", instance=tour, action="close", index=1)
    client.ok("browser_verify_element_visible", instance=tour, ref=refs['heading "Sign up"'])

    export = client.ok("browser_export_robot", instance=tour, path="tour.robot", verify=True)
    # Replayed by the server itself, the typed password given in its environment.
    assert export["verification"] == {"passed": True, "tests": 1, "diverged": None}, export
    suite = export["suite"]
    written = export_dir / "tour.robot"
    assert export["path"] == str(written)
    assert written.read_text(encoding="utf-8") == suite
    assert export["tests"] == [tour] and export["variables"] == ["PASSWORD"]
    assert PASSWORD not in suite and "horse" not in suite
    lines = keyword_lines(suite)
    assert not [line for line in lines if REF.search(line)], "refs left in the suite"
    keywords = [line.split("    ")[0] for line in lines]
    assert "Screenshot" not in keywords and "Snapshot" not in keywords and "Nowhere" not in suite
    assert "Library           CamoufoxLibrary" in suite
    assert "${URL}    ${BASE_URL}/recorder.html" in suite and "Navigate    ${URL}" in lines
    assert "value=${PASSWORD}" in suite and "${PASSWORD: Secret}    %{PASSWORD}" in suite
    # A selector is kept as the agent gave it (a leading # escaped); the value read is asserted.
    assert f"Get Text    \\#welcome    ==    {welcome}" in lines, lines
    assert "Handle Dialog    True" in lines
    assert "Tabs New    ${BASE_URL}/second.html" in lines
    # page_id named the first tab while the second was selected.
    at = lines.index(
        "Verify Text Visible    Account deleted", lines.index("Tabs New    ${BASE_URL}/second.html")
    )
    assert lines[at - 1 : at + 2] == ["Tabs Select    0", lines[at], "Tabs Select    1"]
    assert any(
        "internal:control=enter-frame" in line and line.startswith("Click") for line in lines
    )

    dry = robot("--dryrun", str(written), cwd=export_dir, password=None)
    assert dry.returncode == 0, dry.stdout + dry.stderr
    run = robot(str(written), cwd=export_dir)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 test, 1 passed, 0 failed" in run.stdout, run.stdout


def test_a_page_that_changed_under_its_refs_still_exports_a_suite_that_passes(
    client: McpClient, site: str, export_dir: Path
) -> None:
    shuffle = "shuffle"
    client.ok("browser_create_instance", instance=shuffle)
    client.ok("browser_navigate", instance=shuffle, url=f"{site}/recorder.html")
    banana = refs_of(client, shuffle)['button "Banana"']
    client.ok("browser_click", instance=shuffle, ref=banana)
    # The pick rendered the list anew: the ref the click used is gone.
    client.error("browser_verify_element_visible", "stale_ref", instance=shuffle, ref=banana)
    client.ok("browser_verify_text_visible", instance=shuffle, text="Picked Banana")
    cherry = refs_of(client, shuffle)['button "Cherry"']
    assert cherry != banana
    client.ok("browser_click", instance=shuffle, ref=cherry)
    client.ok("browser_verify_text_visible", instance=shuffle, text="Picked Cherry")

    export = client.ok("browser_export_robot", instance=shuffle, path="shuffle.robot", clear=True)
    lines = keyword_lines(export["suite"])
    assert 'Click    internal:role=button[name="Banana"i]' in lines, lines
    assert not any(line.startswith("Verify Element Visible") for line in lines), lines
    assert export["cleared"] and export["variables"] == []
    again = client.error("browser_export_robot", "invalid_params", instance=shuffle)
    assert "nothing was recorded for 'shuffle'" in again["message"]

    run = robot(str(export_dir / "shuffle.robot"), cwd=export_dir)
    assert run.returncode == 0, run.stdout + run.stderr
