"""Element arguments: what is a snapshot ref and what is a Playwright selector."""

from __future__ import annotations

import pytest

from CamoufoxLibrary.core.page.targeting import parse_ref


@pytest.mark.parametrize(
    ("argument", "ref"),
    [
        ("e12", "e12"),
        ("e1", "e1"),
        ("f1e3", "f1e3"),
        ("f12e345", "f12e345"),
        ("ref=e12", "e12"),
        ("ref=f5e3", "f5e3"),
        (" e7 ", "e7"),
    ],
)
def test_refs(argument: str, ref: str) -> None:
    assert parse_ref(argument) == ref


@pytest.mark.parametrize(
    "argument",
    [
        "#e12",
        "e12a",
        "xe12",
        "css=e1",
        "button",
        "e",
        "f1",
        "fe1",
        "E12",
        "ref=",
        "ref=button",
        "ref = e12",
        "e12 >> nth=0",
        "e1e2",
        "f1f2e3",
        "text=e12",
        "xpath=//e12",
        'internal:role=button[name="e12"i]',
        "",
    ],
)
def test_selectors(argument: str) -> None:
    assert parse_ref(argument) is None
