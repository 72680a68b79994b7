"""Cells the exporter writes, read back by Robot Framework's own parser and variables."""

from __future__ import annotations

import pytest
from robot.api.parsing import Token, get_tokens
from robot.variables import Variables

from CamoufoxLibrary import robotcells as cells

TEXTS = [
    "plain",
    "",
    " ",
    "   ",
    "two  spaces",
    "three   spaces and  more",
    " leading",
    "trailing ",
    "  both  ",
    "#not a comment",
    "a # inside",
    "back\\slash\\",
    "${not} @{a} &{variable} %{ENV}",
    "$ alone, {braces}, $",
    "line\nbreak\r\nand\ttab",
    "x=y",
    "ünïcödé 日本",
    'internal:role=button[name="Submit"i]',
    "iframe >> internal:control=enter-frame >> css=#a",
]


def read_back(line: str) -> list[str]:
    """The arguments Robot reads from one keyword line of a test case."""
    source = f"*** Test Cases ***\nT\n{line}\n"
    variables = Variables()
    variables["${SPACE}"] = " "
    variables["${EMPTY}"] = ""
    return [
        variables.replace_scalar(token.value)
        for token in get_tokens(source)
        if token.type == Token.ARGUMENT
    ]


@pytest.mark.parametrize("text", TEXTS)
def test_a_cell_reads_back_as_the_text(text: str) -> None:
    assert read_back(cells.line(["Log", cells.escape(text), "end"])) == [text, "end"]


def test_a_cell_never_holds_two_spaces_in_a_row() -> None:
    for text in TEXTS:
        assert "  " not in cells.escape(text), text


def test_a_positional_value_that_looks_named_gets_its_equals_escaped() -> None:
    cell = cells.positional(cells.escape("url=x"), "url=x", ["url", "timeout"])
    assert cell == "url\\=x"
    assert read_back(cells.line(["Log", cell])) == ["url=x"]
    assert cells.positional("id=a", "id=a", ["url"]) == "id=a"


def test_keys_comments_and_variables() -> None:
    assert cells.key("a=b") == "a\\=b"
    assert cells.comment("two\nlines  here") == "# two lines here"
    assert cells.variable("URL") == "${URL}"
    assert cells.variable("fields", "@") == "@{fields}"
