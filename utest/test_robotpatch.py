"""The healing patch: a healed selector put where it is written, and the diff that does it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from robot.api.parsing import Token, get_tokens
from robot.variables import Variables

from CamoufoxLibrary.library.robotpatch import Patch, keyword_lines, replace_cell

NEW = 'internal:role=textbox[name="Email"i]'
SUITE = """\
*** Variables ***
${BUTTON}    text=Sign in

*** Test Cases ***
Sign In
    Fill Text    id=email    ada@example.com
    Check Checkbox
    ...    id=remember
    Click    ${BUTTON}
    Type    ref=id=email    x
    Get Text    id=status    ==    id=email
"""


def arguments(text: str, lineno: int) -> list[str]:
    """What Robot reads as the arguments of the keyword on line ``lineno``, unescaped."""
    variables = Variables()
    variables["${SPACE}"] = " "
    found = []
    for token in get_tokens(text, data_only=True):
        if token.lineno < lineno:
            continue
        if token.type == Token.EOS:
            break
        if token.type == Token.ARGUMENT:
            found.append(variables.replace_scalar(token.value))
    return found


def test_a_cell_is_replaced_as_written_the_rest_of_the_line_kept() -> None:
    line = "    Fill Text    id=email    ada@example.com\n"
    assert replace_cell(line, "id=email", NEW) == f"    Fill Text    {NEW}    ada@example.com\n"
    assert (
        replace_cell("    Type\tref=id=email\tx", "id=email", "css=#a") == "    Type\tref=css=#a\tx"
    )
    pipes = "| | Click | id=email |"
    assert replace_cell(pipes, "id=email", "css=b") == "| | Click | css=b |"
    union = "    Click    xpath=//a | //b"
    assert replace_cell(union, "xpath=//a | //b", "css=a") == "    Click    css=a"


def test_only_whole_cells_are_replaced() -> None:
    assert replace_cell("    Click    id=emails", "id=email", NEW) is None
    assert replace_cell("    Click    xid=email", "id=email", NEW) is None
    assert replace_cell("    Log    a id=email b", "id=email", NEW) is None


def test_the_new_selector_is_escaped_as_robot_reads_it_back() -> None:
    new = "css=a[title='two  spaces'] >> text=#1 ${x}"
    line = replace_cell("    Click    id=a", "id=a", new)
    assert line is not None
    assert arguments(f"*** Test Cases ***\nT\n{line}\n", 3) == [new]


def test_a_keyword_spans_its_continuation_lines() -> None:
    lines = SUITE.splitlines(keepends=True)
    assert list(keyword_lines(lines, 7)) == [6, 7]
    assert list(keyword_lines(lines, 6)) == [5]


def test_place_prefers_the_calls_lines_then_the_rest_of_the_file(tmp_path: Path) -> None:
    suite = tmp_path / "login.robot"
    suite.write_text(SUITE, encoding="utf-8")
    patch = Patch()
    assert patch.place(suite, 6, "id=email", NEW) == 6
    assert patch.place(suite, 7, "id=remember", "css=#keep") == 8  # its `...` line
    assert patch.place(suite, 9, "text=Sign in", "css=button") == 2  # where the variable is
    assert patch.place(suite, 12, "text=Sign in", "css=button") == 2  # once for every use
    assert patch.place(suite, 10, "id=email", NEW) == 10  # a named argument
    assert patch.place(suite, 5, "id=nowhere", NEW) is None
    assert patch.place(tmp_path / "gone.robot", 1, "id=email", NEW) is None
    assert suite.read_text(encoding="utf-8") == SUITE  # the patch changes nothing by itself


@pytest.mark.skipif(shutil.which("patch") is None, reason="no patch program")
def test_the_diff_applies_with_patch_and_gives_the_new_selectors(tmp_path: Path) -> None:
    folder = tmp_path / "suites"
    folder.mkdir()
    suite = folder / "login.robot"
    suite.write_text(SUITE.rstrip("\n"), encoding="utf-8")  # no newline at the end
    patch = Patch()
    patch.place(suite, 6, "id=email", NEW)
    patch.place(suite, 11, "id=status", "internal:role=status")
    diff = patch.diff(tmp_path)
    assert diff.startswith("--- a/suites/login.robot\n+++ b/suites/login.robot\n")
    assert "\\ No newline at end of file" in diff
    subprocess.run(["patch", "-p1"], input=diff, text=True, cwd=tmp_path, check=True)
    text = suite.read_text(encoding="utf-8")
    assert arguments(text, 6) == [NEW, "ada@example.com"]
    assert arguments(text, 11) == ["internal:role=status", "==", "id=email"]
    assert not text.endswith("\n")
