"""The suite writer against the library itself: every recorded tool is a real keyword line.

A step of every tool the recorder records (every action of one per action), each
argument given, goes through ``SuiteWriter``; the suite must name only keywords and
arguments the library has (read from the library, as libdoc reads it) and pass
``robot --dryrun``. A new tool or a changed keyword cannot go unnoticed here.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import types
import typing
from pathlib import Path
from typing import Any, Literal, Union

import pytest
from mcpclient import ROOT

from CamoufoxLibrary import CamoufoxLibrary
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolSpec
from CamoufoxLibrary.keywordspec.differences import Action
from CamoufoxLibrary.keywordspec.ledger import LEDGER, keyword_name
from CamoufoxLibrary.mcp.export import SuiteWriter, getter_of, keywords_of, secret_arguments
from CamoufoxLibrary.mcp.recording import Recorder
from CamoufoxLibrary.mcp.steps import NOT_READ, Hidden, Recording, Returned, Step

DRYRUN = 120  # seconds; Robot only imports the library, no browser starts
TARGETING = ("instance", "page_id", "frame_id")  # the recorder takes these out


def sample(hint: Any) -> Any:
    """A value of ``hint`` that is no tool's default, and holds no ``=`` or space."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return "text"
    if origin is Literal:
        return args[-1]
    if origin in (Union, types.UnionType):
        return sample(next(arg for arg in args if arg is not type(None)))
    if origin is list:
        return [sample(args[0])]
    if origin is dict or hint is dict:
        return {"key": "value"}
    return {str: "text", int: 3, float: 1.5, bool: True}[hint]


def recorded_tools() -> list[ToolSpec]:
    return [spec for spec in REGISTRY.specs() if Recorder.records(spec, {})]


def steps_of(spec: ToolSpec) -> list[Step]:
    """One step per keyword of ``spec``, every argument the keyword takes given: one per
    action of a tool with a keyword per action, one with secrets for a second keyword
    that takes them (``Fill Secret``)."""
    params = {n: p for n, p in spec.signature.parameters.items() if n not in TARGETING}
    actions = typing.get_args(spec.hints["action"]) if "action" in params else ()
    per_action = {
        action: entry
        for action in actions
        for entry in LEDGER.get(keyword_name(spec.name, action), ())
        if isinstance(entry, Action)
    }
    steps = []
    for action, entry in per_action.items():
        if spec.recorded(action):
            arguments = {name: sample(spec.hints[name]) for name in entry.keeps if name in params}
            steps.append(Step(spec.name, {"action": action, **arguments}))
    if per_action:
        return steps
    step = Step(spec.name, {name: sample(spec.hints[name]) for name in params})
    if getter_of(spec.name, step.arguments) is not None:
        step.value = "read"
    steps.append(step)
    for _, differences in keywords_of(spec.name)[1:]:
        secret = Step(spec.name, dict(step.arguments))
        for name in secret_arguments(differences):
            secret.arguments[name] = Hidden("s3cret", "PASSWORD")
        steps.append(secret)
    return steps


@pytest.fixture(scope="module")
def library() -> CamoufoxLibrary:
    return CamoufoxLibrary()


@pytest.fixture(scope="module")
def every_step() -> list[Step]:
    return [step for spec in recorded_tools() for step in steps_of(spec)]


def test_the_actions_left_unrecorded_are_actions_of_their_tool() -> None:
    for spec in REGISTRY.specs():
        if spec.unrecorded_actions:
            actions = typing.get_args(spec.hints["action"])
            assert set(spec.unrecorded_actions) <= set(actions), spec.name
            assert all(spec.unrecorded_actions.values()), f"{spec.name}: say why"


def test_snapshots_screenshots_and_reads_are_not_recorded_but_checks_and_getters_are() -> None:
    recorded = {spec.name for spec in recorded_tools()}
    assert {"browser_snapshot", "browser_screenshot", "browser_generate_locator"}.isdisjoint(
        recorded
    )
    for tool in (
        "browser_navigate",
        "browser_click",
        "browser_type",
        "browser_fill_form",
        "browser_handle_dialog",
        "browser_tabs",
        "browser_wait_for",
        "browser_verify_text_visible",
        "browser_get_text",
    ):
        assert tool in recorded, tool


def keyword_names(library: CamoufoxLibrary) -> dict[str, str]:
    """Robot's normalized keyword name -> the library's own name for it."""
    return {name.replace("_", " ").lower(): name for name in library.get_keyword_names()}


def argument_names(library: CamoufoxLibrary, keyword: str) -> set[str]:
    names = set()
    for item in library.get_keyword_arguments(keyword):
        name = item[0] if isinstance(item, tuple) else item.split("=", 1)[0]
        names.add(name.lstrip("*"))
    return names - {""}


def test_every_recorded_tool_is_a_keyword_line_of_the_library(
    library: CamoufoxLibrary, every_step: list[Step]
) -> None:
    known = keyword_names(library)
    writer = SuiteWriter([], {})
    for step in every_step:
        *prep, line = writer.keyword(step, "sample")
        cells = line.strip().split("    ")
        assert cells[0].lower() in known, f"{step.tool}: no keyword {cells[0]!r}"
        takes = argument_names(library, known[cells[0].lower()])
        for cell in cells[1:]:
            name, equals, _ = cell.partition("=")
            if equals and name.isidentifier():
                assert name in takes, f"{cells[0]}: no argument {name!r} (takes {sorted(takes)})"
        for var_line in prep:
            assert var_line.strip().startswith("VAR    "), var_line


def dryrun(suite: str, folder: Path) -> subprocess.CompletedProcess[str]:
    path = folder / "suite.robot"
    path.write_text(suite, encoding="utf-8")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "robot",
            "--dryrun",
            "--output",
            "NONE",
            "--log",
            "NONE",
            "--report",
            "NONE",
            "--consolecolors",
            "off",
            str(path),
        ],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=DRYRUN,
    )


def test_a_suite_of_every_recorded_tool_passes_robot_dryrun(
    every_step: list[Step], tmp_path: Path
) -> None:
    secrets = {"s3cret": "PASSWORD"}
    for step in every_step:
        if step.tool == "browser_type":
            step.arguments["text"] = Hidden("s3cret", "PASSWORD")
    suite = SuiteWriter([Recording("every tool", every_step)], secrets).suite()
    assert "s3cret" not in suite and "Fill Secret    " in suite
    run = dryrun(suite, tmp_path)
    assert run.returncode == 0, suite + run.stdout + run.stderr
    assert "1 test, 1 passed, 0 failed" in run.stdout, run.stdout


def test_the_example_in_docs_mcp_md_passes_robot_dryrun(tmp_path: Path) -> None:
    text = (ROOT / "docs" / "mcp.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```robotframework\n(.*?)```", text, flags=re.DOTALL)
    (example,) = [block for block in blocks if "*** Test Cases ***" in block]  # a whole suite
    assert "Library           CamoufoxLibrary" in example and "${PASSWORD: Secret}" in example
    run = dryrun(example, tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 test, 1 passed, 0 failed" in run.stdout, run.stdout


def test_the_dryrun_fails_a_line_the_library_would_refuse(tmp_path: Path) -> None:
    # Without this, a dryrun that checks nothing would pass the test above.
    suite = SuiteWriter([Recording("x", [Step("browser_navigate_back", {})])], {}).suite()
    run = dryrun(suite.replace("Navigate Back", "Navigate Back    extra"), tmp_path)
    assert run.returncode != 0, run.stdout


# --- how values are written ----------------------------------------------------------


def suite_of(*steps: Step, secrets: dict[str, str] | None = None, created: bool = True) -> str:
    """A suite of ``steps``, after a ``Create Instance`` (unless not ``created``)."""
    first = [Step("browser_create_instance", {})] if created else []
    return SuiteWriter([Recording("main", [*first, *steps])], secrets or {}).suite()


def lines_of(suite: str) -> list[str]:
    """The test's lines after its name and documentation, without the Create Instance."""
    lines = [line.strip() for line in suite.split("*** Test Cases ***")[1].splitlines()[3:]]
    return [line for line in lines if line and line != "Create Instance    main"]


def test_the_first_navigation_is_the_url_and_its_origin_the_base_url() -> None:
    suite = suite_of(
        Step("browser_navigate", {"url": "http://127.0.0.1:8000/form.html"}),
        Step("browser_navigate", {"url": "http://127.0.0.1:8000/second.html?q=1"}),
        Step("browser_navigate", {"url": "http://127.0.0.1:80001/elsewhere"}),
        Step("browser_wait_for_url", {"url": "http://127.0.0.1:8000/form.html"}),
    )
    assert "${BASE_URL}    http://127.0.0.1:8000\n${URL}    ${BASE_URL}/form.html\n" in suite
    assert lines_of(suite) == [
        "Navigate    ${URL}",
        "Navigate    ${BASE_URL}/second.html?q=1",
        "Navigate    http://127.0.0.1:80001/elsewhere",
        "Wait For Url    ${URL}",
    ]


def test_a_secret_is_its_variable_and_never_its_text() -> None:
    hidden = Hidden("pa  ss#word", "PASSWORD")
    field = {"name": "Pin", "type": "textbox", "ref": "id=pin", "value": hidden}
    suite = suite_of(
        Step("browser_type", {"ref": "id=pw", "text": hidden}),
        Step("browser_fill_form", {"fields": [field]}),
        Step("browser_verify_value", {"ref": "id=pw", "expected_value": "pa  ss#word!"}),
        secrets={"pa  ss#word": "PASSWORD", "unused": "PASSWORD_2"},
    )
    assert "ss#word" not in suite
    assert lines_of(suite) == [
        "Type    id=pw    ${PASSWORD}",
        "VAR    &{fields_1}    name=Pin    type=textbox    ref=id=pin    value=${PASSWORD}",
        "VAR    @{fields}    ${fields_1}",
        "Fill Form    ${fields}",
        "Verify Value    id=pw    ${PASSWORD.value}!",
    ]
    assert "${PASSWORD: Secret}    %{PASSWORD}" in suite and "PASSWORD_2" not in suite


def test_arguments_go_by_position_until_one_is_left_out_and_defaults_are_not_written() -> None:
    suite = suite_of(
        Step(
            "browser_click",
            {"ref": "id=a", "double_click": False, "button": "right", "modifiers": None},
        ),
        Step(
            "browser_verify_list_visible",
            {"refs": None, "container_ref": "id=list", "items": ["A", "B"]},
        ),
        Step("browser_select_option", {"ref": "id=s", "values": ["a", "b c"]}),
        Step("browser_resize", {"width": 800, "height": 600}),
        Step("browser_wait_for", {"time": 0.5, "text": None, "text_gone": None, "timeout": None}),
        Step("browser_verify_text_visible", {"text": "timeout=2"}),
    )
    assert lines_of(suite) == [
        "Click    id=a    button=right",
        "VAR    @{items}    A    B",
        "Verify List Visible    container_ref=id=list    items=${items}",
        "Select Option    id=s    a    b c",
        "Resize    800    600",
        "Wait For    time=0.5",
        "Verify Text Visible    timeout\\=2",
    ]


def test_a_getter_asserts_what_it_read() -> None:
    count = Step("browser_get_element_count", {"ref": "css=li"}, value=3)
    style = Step("browser_get_style", {"ref": "id=a", "property": None}, value={"color": "red"})
    unread = Step("browser_get_title", {}, notes=["its value is not asserted: too long"])
    assert unread.value is NOT_READ
    assert lines_of(suite_of(count, style, unread)) == [
        "Get Element Count    css=li    ==    ${3}",
        "VAR    &{assertion_expected}    color=red",
        "Get Style    id=a    ${None}    ==    ${assertion_expected}",
        "# its value is not asserted: too long",
        "Get Title",
    ]


def test_a_call_on_another_tab_selects_it_and_back() -> None:
    step = Step("browser_verify_text_visible", {"text": "Hi"}, select_tab=0, back_to_tab=1)
    assert lines_of(suite_of(step)) == [
        "Tabs Select    0",
        "Verify Text Visible    Hi",
        "Tabs Select    1",
    ]


def test_an_instance_created_before_the_recording_is_created_with_a_note() -> None:
    suite = suite_of(Step("browser_navigate_back", {}), created=False)
    lines = suite.split("*** Test Cases ***")[1].splitlines()
    assert lines[3].startswith("    # The instance was created before the recording started")
    assert lines[4:6] == ["    Create Instance    main", "    Navigate Back"]
    created = Step("browser_create_instance", {"viewport": {"width": 800, "height": 600}})
    lines = suite_of(created, created=False).split("*** Test Cases ***")[1].splitlines()
    assert lines[3:5] == [
        "    VAR    &{viewport}    width=${800}    height=${600}",
        "    Create Instance    main    viewport=${viewport}",
    ]


def test_tabs_select_new_and_expect_are_written_as_robot_takes_them() -> None:
    steps = [
        Step("browser_tabs", {"action": "select", "index": "NEW", "url": None}),
        Step("browser_click", {"ref": "id=x", "expect": "popup", "select": False}),
    ]
    lines = SuiteWriter([Recording("main", steps)], {}).suite().splitlines()
    assert "    Tabs Select    NEW" in lines
    assert "    Click    id=x    expect=popup    select=False" in lines


# --- network waits: expect= on the action, or keywords with the id in a variable -----


def armed(tool: str, wait_id: str, **arguments: Any) -> Step:
    """A ``browser_expect_*`` step as the recorder keeps it: with the id it returned."""
    return Step(tool, arguments, wait_id=wait_id)


def collected(tool: str, wait_id: str, **arguments: Any) -> Step:
    return Step(tool, {"wait_id": wait_id, **arguments})


def test_a_wait_and_its_collection_become_expect_on_the_one_action_between() -> None:
    steps = [
        armed("browser_expect_response", "w-1", url="**/api/items", method=None, status=None),
        Step("browser_verify_text_visible", {"text": "Ready"}),  # checks: causes no traffic
        Step("browser_click", {"ref": "id=load"}),
        collected("browser_wait_for_response", "w-1", timeout=None),
        armed("browser_expect_download", "w-2"),
        Step("browser_press_key", {"key": "Enter"}),
        collected("browser_wait_for_download", "w-2", file_path=None, folder=None, timeout=None),
    ]
    before = repr(steps)
    assert lines_of(suite_of(*steps)) == [
        "Verify Text Visible    Ready",
        "Click    id=load    expect=response    expect_url=**/api/items",
        "Press Key    Enter    expect=download",
    ]
    assert repr(steps) == before  # the recording itself is left as it was


@pytest.mark.parametrize(
    ("steps", "why"),
    [
        (
            [
                armed("browser_expect_response", "w-1", url="**/api", status=201),
                Step("browser_click", {"ref": "id=go"}),
                collected("browser_wait_for_response", "w-1"),
            ],
            "expect= cannot say a status",
        ),
        (
            [
                armed("browser_expect_response", "w-1", url="**/api"),
                Step("browser_click", {"ref": "id=go"}),
                collected("browser_wait_for_response", "w-1", timeout=20.0),
            ],
            "the wait's own timeout",
        ),
        (
            [
                armed("browser_expect_request", "w-1", url="**/api"),
                Step("browser_click", {"ref": "id=go"}),
                collected("browser_wait_for_request", "w-1"),
            ],
            "expect= has no request",
        ),
        (
            [
                armed("browser_expect_download", "w-1"),
                Step("browser_click", {"ref": "id=go"}),
                collected("browser_wait_for_download", "w-1", folder="exports"),
            ],
            "a folder the agent chose",
        ),
        (
            [
                armed("browser_expect_response", "w-1", url="**/api"),
                Step("browser_type", {"ref": "id=q", "text": "x"}),
                Step("browser_click", {"ref": "id=go"}),
                collected("browser_wait_for_response", "w-1"),
            ],
            "two actions: either may have caused it",
        ),
        (
            [
                armed("browser_expect_response", "w-1", url="**/api"),
                Step("browser_click", {"ref": "id=go", "expect": "popup"}),
                collected("browser_wait_for_response", "w-1"),
            ],
            "the action expects something already",
        ),
    ],
    ids=["status", "timeout", "request", "folder", "two-actions", "expects-already"],
)
def test_a_wait_that_expect_cannot_say_is_a_keyword_pair(steps: list[Step], why: str) -> None:
    lines = lines_of(suite_of(*steps))
    expect_line, *middle, wait_line = lines
    assert expect_line.startswith("${wait_1} =    Expect "), (why, lines)
    assert wait_line.startswith("Wait For ") and "    ${wait_1}[wait_id]" in wait_line, (why, lines)
    assert not any("expect=response" in line for line in middle), (why, lines)


def test_two_waits_around_one_action_share_it_out() -> None:
    steps = [
        armed("browser_expect_response", "w-1", url="**/a"),
        armed("browser_expect_response", "w-2", url="**/b"),
        Step("browser_click", {"ref": "id=go"}),
        collected("browser_wait_for_response", "w-2"),
        collected("browser_wait_for_response", "w-1"),
    ]
    assert lines_of(suite_of(*steps)) == [
        "${wait_1} =    Expect Response    **/b",
        "Click    id=go    expect=response    expect_url=**/a",
        "Wait For Response    ${wait_1}[wait_id]",
    ]


def test_a_wait_never_collected_or_collected_unarmed_is_left_out_with_a_comment() -> None:
    steps = [
        armed("browser_expect_download", "w-1"),
        Step("browser_click", {"ref": "id=go"}),
        collected("browser_wait_for_response", "w-0"),  # armed before the recording
    ]
    assert lines_of(suite_of(*steps)) == [
        "# Expect Download was armed but never collected (no Wait For Download took its "
        "wait_id): left out",
        "Click    id=go",
        "# Wait For Response collected a wait armed before the recording started (or was last "
        "cleared): left out",
    ]


def test_an_assignment_and_a_returned_value_are_written_as_robot_reads_them() -> None:
    expect = Step("browser_expect_request", {"url": "**/api/orders", "method": "POST"})
    expect.assign = "wait_3"
    wait = Step("browser_wait_for_request", {"wait_id": Returned("wait_3", "wait_id")})
    writer = SuiteWriter([], {})  # the lines alone: a suite pairs its waits first
    assert [*writer.keyword(expect, "main"), *writer.keyword(wait, "main")] == [
        "    ${wait_3} =    Expect Request    **/api/orders    method=POST",
        "    Wait For Request    ${wait_3}[wait_id]",
    ]


def test_a_suite_of_expect_and_keyword_pairs_passes_robot_dryrun(tmp_path: Path) -> None:
    suite = suite_of(
        Step("browser_navigate", {"url": "http://127.0.0.1:8000/shop.html"}),
        armed("browser_expect_response", "w-1", url="http://127.0.0.1:8000/api/*"),
        Step("browser_click", {"ref": "id=load"}),
        collected("browser_wait_for_response", "w-1"),
        armed("browser_expect_response", "w-2", url="**/api/*", method="POST", status=201),
        Step("browser_click", {"ref": "id=save"}),
        collected("browser_wait_for_response", "w-2", timeout=5.0),
        armed("browser_expect_download", "w-3"),
        Step("browser_click", {"ref": "id=export"}),
        collected("browser_wait_for_download", "w-3", file_path="orders.csv"),
        armed("browser_expect_request", "w-4", url="**/ping"),
    )
    assert "expect_url=${BASE_URL}/api/*" in suite
    assert "Wait For Response    ${wait_1}[wait_id]    timeout=5.0" in suite
    assert "Wait For Download    ${wait_2}[wait_id]    file_path=orders.csv" in suite
    run = dryrun(suite, tmp_path)
    assert run.returncode == 0, suite + run.stdout + run.stderr
    assert "1 test, 1 passed, 0 failed" in run.stdout, run.stdout
