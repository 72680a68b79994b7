"""MainFrameRefs: main-frame refs shown as eN across documents, and mapped back."""

from __future__ import annotations

from CamoufoxLibrary.core.syntax.refs import MainFrameRefs, main_frame_prefix

FIRST = """- generic [ref=e1]:
  - button "Go" [ref=e2] [cursor=pointer]
  - iframe [ref=e3]:
    - button "Inside" [ref=f1e2]"""

# The third document: the main frame's refs carry Playwright's new prefix.
THIRD = """- generic [active] [ref=f3e1]:
  - button "[ref=f3e9]" [ref=f3e2]
  - 'button "a: b" [ref=f3e4]'
  - text: "[ref=f3e7]"
  - link "Home" [ref=f3e5]:
    - /url: /home
  - iframe [ref=f3e3]:
    - button "Inside" [ref=f4e2]"""


def test_the_first_document_is_shown_as_it_is() -> None:
    refs = MainFrameRefs()
    assert refs.show(FIRST) == FIRST
    assert refs.playwright_ref("e2") == "e2"
    assert refs.playwright_ref("f1e2") == "f1e2"


def test_a_later_document_is_numbered_on_and_its_iframes_keep_their_prefix() -> None:
    refs = MainFrameRefs()
    refs.show(FIRST)
    assert (
        refs.show(THIRD)
        == """- generic [active] [ref=e4]:
  - button "[ref=f3e9]" [ref=e5]
  - 'button "a: b" [ref=e7]'
  - text: "[ref=f3e7]"
  - link "Home" [ref=e8]:
    - /url: /home
  - iframe [ref=e6]:
    - button "Inside" [ref=f4e2]"""
    )
    assert refs.playwright_ref("e5") == "f3e2"
    assert refs.playwright_ref("e8") == "f3e5"
    assert refs.playwright_ref("f4e2") == "f4e2"
    # A ref of the first document maps to that document's ref, which cannot match now.
    assert refs.playwright_ref("e2") == "e2"


def test_the_same_document_keeps_its_numbers() -> None:
    refs = MainFrameRefs()
    refs.show(FIRST)
    shown = refs.show(THIRD)
    assert refs.show(THIRD) == shown
    assert refs.show(THIRD.replace("f3e5", "f3e12")).count("[ref=e15]") == 1
    assert refs.documents == [(0, ""), (3, "f3")]


def test_each_new_document_starts_above_every_number_shown() -> None:
    refs = MainFrameRefs()
    refs.show(THIRD)  # the tab's first snapshot may be of a later document
    assert refs.highest == 5
    later = refs.show('- button "Next" [ref=f9e1]')
    assert later == '- button "Next" [ref=e6]'
    assert refs.playwright_ref("e6") == "f9e1"
    assert refs.playwright_ref("e5") == "f3e5"


def test_a_snapshot_without_refs_changes_nothing() -> None:
    refs = MainFrameRefs()
    assert refs.show('- text: "Nothing to click"') == '- text: "Nothing to click"'
    assert refs.documents == []
    assert main_frame_prefix("") is None
    assert main_frame_prefix(THIRD) == "f3"
    assert main_frame_prefix(FIRST) == ""
