"""The recorder and the export tool without a browser: a core that answers as a real one.

``AnsweringCore`` stands in for ``ToolCore`` (the browser path is in
``test_mcp_recording.py`` and ``test_mcp_verify.py``): it answers
``browser_generate_locator`` with a locator per ref, ``browser_get_property`` with each
element's input type, a ``browser_expect_*`` with a wait_id, ``write_fingerprints`` as
the core does (a fingerprint per locator it made), fails the tools it is told to, and
keeps every call it got, so a test sees what the recorder asked and what reached the
core. The replay's errors that need no browser are provoked here too.
"""

from __future__ import annotations

import asyncio
import copy
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.contract.calls import run_tool
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.registry import REGISTRY
from CamoufoxLibrary.mcp import replaying
from CamoufoxLibrary.mcp.export import MAX_ASSERTED, SuiteWriter
from CamoufoxLibrary.mcp.exporting import RobotExport
from CamoufoxLibrary.mcp.recording import Recorder
from CamoufoxLibrary.mcp.steps import NOT_READ, Hidden, Step
from testsupport.envelopes import failure, success

STORE_FORMAT = '"format": "camoufox-locators"'


class Pages:
    """What the recorder reads of an instance: its pages in tab order and the selected one."""

    def __init__(self, *page_ids: str, selected: str) -> None:
        self.pages = dict.fromkeys(page_ids)
        self.selected_page_id = selected

    def tab_index(self, page_id: str) -> int:
        return list(self.pages).index(page_id)


class AnsweringCore:
    registry = REGISTRY

    def __init__(self, passwords: tuple[str, ...] = (), failing: tuple[str, ...] = ()) -> None:
        self.passwords = passwords  # elements that are <input type=password>
        self.failing = set(failing)  # tools (and refs, for the locator) that fail
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.waits = 0
        self.stores: list[tuple[str, list[str]]] = []  # what write_fingerprints was asked
        self.manager = SimpleNamespace(
            instances={"main": Pages("page-a", "page-b", selected="page-a")}
        )

    async def call(self, name: str, arguments: dict[str, Any] | None) -> dict[str, Any]:
        self.calls.append((name, copy.deepcopy(arguments or {})))
        assert arguments is not None
        if name == "browser_generate_locator":
            if arguments["ref"] in self.failing:
                return failure("stale_ref", "ref 'e9' is not in the current page\nmore")
            return success(
                {"internal_selector": f'internal:testid=[data-testid="{arguments["ref"]}"s]'}
            )
        if name == "browser_get_property":
            kind = "password" if arguments["ref"] in self.passwords else "text"
            return success({"value": kind})
        if name in self.failing:
            return failure("verification_failed", "no")
        if name.startswith("browser_expect_"):
            self.waits += 1
            return success({"wait_id": f"wait-{self.waits}", "kind": name.rsplit("_", 1)[1]})
        if name == "browser_tabs" and arguments["action"] == "close":
            self.manager.instances["main"].pages.pop(arguments.get("page_id") or "page-b", None)
        if name == "browser_get_text":
            return success({"text": "x" * (MAX_ASSERTED + 1) if arguments["ref"] == "e5" else "Hi"})
        return success({})

    async def write_fingerprints(self, path: str, selectors: list[str]) -> int:
        """As ``ToolCore``'s: a fingerprint of every locator it made, a foreign file refused."""
        self.stores.append((path, list(selectors)))
        known = [s for s in selectors if s.startswith("internal:testid=")]
        place = Path(path)
        if known and place.exists() and STORE_FORMAT not in place.read_text(encoding="utf-8"):
            raise InvalidParams(f"'{path}' is not a healing store: it is not valid JSON")
        if known:
            place.write_text(json.dumps({"format": "camoufox-locators", "locators": known}))
        return len(known)


def record(core: AnsweringCore, *calls: tuple[str, dict[str, Any]]) -> Recorder:
    recorder = Recorder(core)  # type: ignore[arg-type]

    async def run() -> None:
        for name, arguments in calls:
            await recorder.call(name, {"instance": "main", **arguments})

    asyncio.run(run())
    return recorder


def steps(recorder: Recorder) -> list[Step]:
    (recording,) = recorder.recorded("main")
    return recording.steps


def test_only_calls_that_succeeded_and_change_or_check_a_page_are_recorded() -> None:
    core = AnsweringCore(failing=("browser_verify_text_visible",))
    recorder = record(
        core,
        ("browser_snapshot", {}),
        ("browser_screenshot", {}),
        ("browser_tabs", {"action": "list"}),
        ("browser_verify_text_visible", {"text": "Nope"}),
        ("browser_click", {"ref": "e1"}),
        ("browser_click", {"ref": "e1", "button": "sideways"}),  # refused by its arguments
    )
    assert [(s.tool, s.arguments["ref"]) for s in steps(recorder)] == [
        ("browser_click", 'internal:testid=[data-testid="e1"s]')
    ]
    # Nothing was asked for the calls that are not recorded, nor for the refused one.
    assert [name for name, _ in core.calls].count("browser_generate_locator") == 1


def test_refs_become_durable_before_the_call_and_the_call_gets_them_untouched() -> None:
    core = AnsweringCore(failing=("e9",))
    fields = [{"name": "A", "type": "textbox", "ref": "e2", "value": "x"}]
    recorder = record(
        core,
        ("browser_drag", {"start_ref": "e1", "end_ref": "css=#goal"}),
        ("browser_fill_form", {"fields": fields}),
        ("browser_verify_list_visible", {"refs": ["e3", "ref=e4"]}),
        ("browser_hover", {"ref": "e9"}),
    )
    drag, form, listed, hover = steps(recorder)
    assert drag.arguments["start_ref"] == 'internal:testid=[data-testid="e1"s]'
    assert drag.arguments["end_ref"] == "css=#goal"  # a selector is durable as it is
    assert form.arguments["fields"][0]["ref"] == 'internal:testid=[data-testid="e2"s]'
    assert listed.arguments["refs"] == [
        'internal:testid=[data-testid="e3"s]',
        'internal:testid=[data-testid="e4"s]',
    ]
    assert hover.arguments["ref"] == "e9"
    assert hover.notes == [
        "ref 'e9' could not be made durable (stale_ref: ref 'e9' is not in the current page); "
        "kept as it was, it will not resolve in a new session"
    ]
    reached = [args for name, args in core.calls if name == "browser_fill_form"]
    assert reached == [{"instance": "main", "fields": fields}]
    # Page-wide locators: refs in frames enter their frame, so no frame_id is passed.
    asked = [args for name, args in core.calls if name == "browser_generate_locator"]
    assert all(set(args) == {"instance", "ref", "page_id"} for args in asked), asked


def test_text_typed_into_a_password_field_is_hidden_and_named() -> None:
    core = AnsweringCore(passwords=("e2", "e3"))
    recorder = record(
        core,
        ("browser_type", {"ref": "e1", "text": "ada"}),
        ("browser_type", {"ref": "e2", "text": "hunter2"}),
        (
            "browser_fill_form",
            {
                "fields": [
                    {"name": "Again", "type": "textbox", "ref": "e3", "value": "hunter2"},
                    {"name": "Other", "type": "textbox", "ref": "e3", "value": "second"},
                    {"name": "Not a password", "type": "textbox", "ref": "e1", "value": "third"},
                ]
            },
        ),
        ("browser_create_instance", {"http_credentials": {"username": "u", "password": "pw"}}),
    )
    plain, secret, form, created = steps(recorder)
    assert plain.arguments["text"] == "ada"
    assert (
        isinstance(secret.arguments["text"], Hidden) and secret.arguments["text"].name == "PASSWORD"
    )
    values = [field["value"] for field in form.arguments["fields"]]
    assert [getattr(v, "name", v) for v in values] == ["PASSWORD", "PASSWORD_2", "third"]
    assert created.arguments["http_credentials"]["password"].name == "PASSWORD_3"
    assert "hunter2" not in repr(steps(recorder))
    typed = [args["text"] for name, args in core.calls if name == "browser_type"]
    assert typed == ["ada", "hunter2"]  # the core still typed the text itself


def test_a_page_id_is_the_tab_it_was_and_the_selection_comes_back() -> None:
    recorder = record(
        AnsweringCore(),
        ("browser_verify_text_visible", {"text": "a", "page_id": "page-b"}),
        ("browser_verify_text_visible", {"text": "b", "page_id": "page-a"}),
        ("browser_tabs", {"action": "close", "page_id": "page-b"}),
    )
    other, selected, closed = steps(recorder)
    assert (other.select_tab, other.back_to_tab) == (1, 0)
    assert (selected.select_tab, selected.back_to_tab) == (None, None)
    assert closed.arguments["index"] == 1 and closed.select_tab is None


def test_frame_ids_do_not_outlive_the_session() -> None:
    recorder = record(
        AnsweringCore(),
        ("browser_verify_text_visible", {"text": "a", "frame_id": "frame-1"}),
        ("browser_get_title", {"frame_id": "frame-1"}),
        ("browser_click", {"ref": "f1e2", "frame_id": "frame-1"}),
    )
    text, title, click = steps(recorder)
    assert "frame_id" not in text.arguments and text.notes == [
        "frame_id 'frame-1' does not outlive the session: this looks at the whole page"
    ]
    assert title.value is NOT_READ
    assert title.notes[-1] == "its value is not asserted: it was read in another frame"
    assert click.notes == [] and click.arguments["ref"].startswith("internal:testid=")


def test_a_getter_keeps_the_value_it_read_unless_it_is_long() -> None:
    recorder = record(
        AnsweringCore(),
        ("browser_get_text", {"ref": "e4"}),
        ("browser_get_text", {"ref": "e5"}),
    )
    short, long = steps(recorder)
    assert short.value == "Hi"
    assert long.value is NOT_READ and long.notes == [
        "its value is not asserted: too long to be worth it"
    ]


def test_the_sessions_browser_options_are_left_to_the_library_import() -> None:
    recorder = record(
        AnsweringCore(),
        (
            "browser_create_instance",
            {"headless": False, "executable_path": "/opt/ff", "locale": "sv-SE"},
        ),
    )
    (created,) = steps(recorder)
    assert created.arguments["headless"] is None and created.arguments["executable_path"] is None
    assert created.arguments["locale"] == "sv-SE"
    assert created.notes == [
        "headless and executable_path of the session are left to the library import"
    ]


# --- browser_export_robot ------------------------------------------------------------


@pytest.fixture
def export() -> RobotExport:
    recorder = record(AnsweringCore(), ("browser_navigate", {"url": "127.0.0.1:8000/x"}))
    return RobotExport(recorder)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The server's output folder."""
    return tmp_path / "out"


def call_export(export: RobotExport, folder: Path, **arguments: Any) -> dict[str, Any]:
    """A call as the server makes it: paths inside its output folder only."""
    (spec,) = export.registry.specs()
    core = ToolCore(output_dir=str(folder), write_anywhere=False)
    return asyncio.run(run_tool(spec, core.manager, arguments))


def test_the_export_returns_the_suite_and_writes_it_inside_its_folder(
    export: RobotExport, folder: Path
) -> None:
    folder.mkdir()
    data = call_export(export, folder, path="sub/../main.robot")["data"]
    assert data["path"] == str(folder / "main.robot")
    assert (folder / "main.robot").read_text(encoding="utf-8") == data["suite"]
    assert "Navigate    ${URL}" in data["suite"] and "${URL}    ${BASE_URL}/x" in data["suite"]
    assert (data["tests"], data["steps"], data["variables"], data["cleared"]) == (
        ["main"],
        1,
        [],
        False,
    )
    again = call_export(export, folder, path=str(folder / "main.robot"), clear=True)["data"]
    assert again["cleared"] and again["suite"] == data["suite"]
    envelope = call_export(export, folder)
    assert envelope["error_type"] == "invalid_params" and "nothing to export" in envelope["message"]


@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("../out.robot", "leads out of"),
        ("/tmp/elsewhere.robot", "is outside"),
        ("link/escaped.robot", "leads out of"),
        ("main.txt", "must name a .robot file"),
        ("missing/main.robot", "folder"),
    ],
)
def test_a_path_that_leaves_the_export_folder_is_refused(
    export: RobotExport, folder: Path, tmp_path: Path, path: str, message: str
) -> None:
    folder.mkdir()
    (folder / "link").symlink_to(tmp_path)
    envelope = call_export(export, folder, path=path)
    assert envelope["status"] == "error" and envelope["error_type"] == "invalid_params", envelope
    assert message in envelope["message"] and "path" in envelope["message"], envelope
    assert not list(tmp_path.glob("*.robot")) and not list(folder.rglob("*.robot"))


def test_an_instance_without_a_recording_is_refused(export: RobotExport, folder: Path) -> None:
    envelope = call_export(export, folder, instance="other")
    assert envelope["error_type"] == "invalid_params"
    assert (
        "argument 'instance': nothing was recorded for 'other'; recorded: main"
        in envelope["message"]
    )


def test_a_secret_goes_to_the_keyword_of_the_tool_that_takes_it_as_a_secret() -> None:
    recorder = record(
        AnsweringCore(passwords=("e2",)),
        ("browser_fill_text", {"ref": "e1", "text": "ada"}),
        ("browser_fill_text", {"ref": "e2", "text": "hunter2"}),
        ("browser_keyboard_key", {"action": "down", "key": "Shift"}),
    )
    suite = SuiteWriter(recorder.recorded(), recorder.secrets).suite()
    assert "hunter2" not in suite
    assert '    Fill Text    internal:testid=[data-testid="e1"s]    ada\n' in suite
    assert '    Fill Secret    internal:testid=[data-testid="e2"s]    ${PASSWORD}\n' in suite
    assert "    Keyboard Key    down    Shift\n" in suite


def test_a_network_wait_is_recorded_with_its_id_and_exported_as_expect() -> None:
    recorder = record(
        AnsweringCore(),
        ("browser_expect_response", {"url": "**/api/items"}),
        ("browser_click", {"ref": "e1"}),
        ("browser_wait_for_response", {"wait_id": "wait-1"}),
    )
    armed, _, collected = steps(recorder)
    assert armed.wait_id == "wait-1" and collected.arguments["wait_id"] == "wait-1"
    suite = SuiteWriter(recorder.recorded(), recorder.secrets).suite()
    line = '    Click    internal:testid=[data-testid="e1"s]    expect=response    expect_url=**/api/items'
    assert line + "\n" in suite and "Expect Response" not in suite
    assert SuiteWriter(recorder.recorded(), recorder.secrets).suite() == suite  # again alike


# --- the fingerprints beside the suite ------------------------------------------------


@pytest.fixture
def clicked() -> RobotExport:
    """An export of a click on a ref: one durable locator, one fingerprint."""
    return RobotExport(record(AnsweringCore(), ("browser_click", {"ref": "e1"})))


def test_the_fingerprints_of_the_suites_locators_are_written_beside_it(
    clicked: RobotExport, folder: Path
) -> None:
    (folder / "suites").mkdir(parents=True)
    data = call_export(clicked, folder, path="suites/main.robot")["data"]
    store = folder / "suites" / "camoufox-locators.json"
    assert (data["locators_path"], data["fingerprints"]) == (str(store), 1)
    assert json.loads(store.read_text(encoding="utf-8"))["locators"] == [
        'internal:testid=[data-testid="e1"s]'
    ]
    core = clicked.recorder.core  # type: ignore[union-attr]
    assert core.stores == [(str(store), ['internal:testid=[data-testid="e1"s]'])]
    assert data["verification"] is None
    # No path: nothing is written, no fingerprint either.
    data = call_export(clicked, folder)["data"]
    assert (data["path"], data["locators_path"], data["fingerprints"]) == (None, None, 0)


def test_a_foreign_file_where_the_fingerprints_go_fails_the_export_and_nothing_is_written(
    clicked: RobotExport, folder: Path
) -> None:
    folder.mkdir()
    foreign = folder / "camoufox-locators.json"
    foreign.write_text("someone else's notes\n", encoding="utf-8")
    envelope = call_export(clicked, folder, path="main.robot")
    assert envelope["error_type"] == "invalid_params", envelope
    assert f"'{foreign}' is not a healing store" in envelope["message"]
    assert "nothing was written" in envelope["message"]
    assert foreign.read_text(encoding="utf-8") == "someone else's notes\n"
    assert sorted(p.name for p in folder.iterdir()) == ["camoufox-locators.json"]


# --- verify=true: the errors of a replay that cannot run (no browser needed) ---------


def test_verify_with_a_python_that_cannot_start_robot_is_unsupported_capability(
    clicked: RobotExport, folder: Path, tmp_path: Path
) -> None:
    folder.mkdir()
    clicked.python = str(tmp_path / "no-such-python")
    envelope = call_export(clicked, folder, verify=True)
    assert envelope["error_type"] == "unsupported_capability", envelope
    assert "verify: Robot Framework cannot start" in envelope["message"]
    # A Python without Robot Framework: it starts, and says so.
    without = tmp_path / "python-without-robot"
    without.write_text("#!/bin/sh\necho 'No module named robot' >&2\nexit 1\n", encoding="utf-8")
    without.chmod(0o755)
    clicked.python = str(without)
    envelope = call_export(clicked, folder, verify=True)
    assert envelope["error_type"] == "unsupported_capability", envelope
    assert "did not start" in envelope["message"] and "No module named robot" in envelope["message"]


def test_verify_of_a_suite_robot_cannot_run_is_internal_error(
    clicked: RobotExport, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder.mkdir()
    # A writer gone wrong: a suite without a test.
    monkeypatch.setattr(
        SuiteWriter, "suite", lambda self, library_arguments=(): "*** Test Cases ***\n"
    )
    envelope = call_export(clicked, folder, verify=True)
    assert envelope["error_type"] == "internal_error", envelope
    assert envelope["message"].startswith("verify: Robot could not run the exported suite")
    assert "contains no tests" in envelope["message"]


def test_the_replay_has_the_servers_options_and_the_secrets_only_in_its_environment(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    recorder = record(
        AnsweringCore(passwords=("e2",)), ("browser_type", {"ref": "e2", "text": "hunter2"})
    )
    seen: dict[str, Any] = {}

    async def spawn(*command: str, cwd: Path, env: dict[str, str], **_: Any) -> None:
        seen.update(command=command, env=env, suite=(Path(cwd) / command[-1]).read_text())
        raise OSError(2, "not started, on purpose")

    monkeypatch.setattr(replaying.asyncio, "create_subprocess_exec", spawn)
    folder.mkdir()
    (spec,) = RobotExport(recorder).registry.specs()
    core = ToolCore(output_dir=str(folder), write_anywhere=False, engine="firefox", timeout=7,
                    allowed_origins="http://127.0.0.1:*", allow_file_urls=False)  # fmt: skip
    envelope = asyncio.run(run_tool(spec, core.manager, {"verify": True}))
    assert envelope["error_type"] == "unsupported_capability", envelope
    assert "hunter2" not in " ".join(seen["command"]) and seen["env"]["PASSWORD"] == "hunter2"
    assert seen["command"][1:5] == (
        "-m",
        "robot",
        "--listener",
        f"{replaying.LISTENER}:replay.json",
    )
    exported = SuiteWriter(recorder.recorded(), recorder.secrets).suite().splitlines()
    verified = seen["suite"].splitlines()
    assert len(verified) == len(exported)
    differ = [(a, b) for a, b in zip(exported, verified, strict=True) if a != b]
    assert differ == [
        (
            "Library           CamoufoxLibrary",
            "Library           CamoufoxLibrary    engine=firefox    headless=True    timeout=7s"
            "    allowed_origins=http://127.0.0.1:*    allow_file_urls=False    healing=off",
        )
    ]
