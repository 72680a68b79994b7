"""Every argument of every keyword is named in that keyword's documentation, and a
keyword's own docs add to its tool's instead of repeating them.

The rule: the argument's name in Robot's inline code, ``name`` or ``name=...``, in the
keyword's doc as libdoc shows it. The three arguments that every keyword of a page or
an instance takes alike (``instance``, ``page_id``, ``frame_id``) are explained once, in
the library introduction (sections `Instances` and `Explicit targeting`); a keyword's
doc may leave them out, and the test checks that the introduction names them.
"""

from __future__ import annotations

import re

from robot.libdoc import LibraryDocumentation

from CamoufoxLibrary import CamoufoxLibrary
from CamoufoxLibrary.library.keywords.tooldocs import in_robots_words, third_person
from testsupport.docoverlap import REPEATS, overlap, overlaps

EXPLAINED_IN_THE_INTRODUCTION = ("instance", "page_id", "frame_id")


def named(name: str, doc: str) -> bool:
    return re.search(rf"``{re.escape(name)}(?:=[^`]*)?``", doc) is not None


def test_every_argument_is_named_in_its_keyword_doc() -> None:
    library = LibraryDocumentation("CamoufoxLibrary").to_dictionary()
    for name in EXPLAINED_IN_THE_INTRODUCTION:
        assert named(name, library["doc"]), f"the introduction does not explain ``{name}``"
    unnamed = {
        keyword["name"]: missing
        for keyword in library["keywords"]
        if (
            missing := [
                arg["name"]
                for arg in keyword["args"]
                if arg["name"]
                and arg["name"] not in EXPLAINED_IN_THE_INTRODUCTION
                and not named(arg["name"], keyword["doc"])
            ]
        )
    }
    assert not unnamed, f"keyword docs that never name these arguments: {unnamed}"


def test_no_keyword_repeats_a_quarter_of_its_tools_docs() -> None:
    """Where a keyword would say what its tool says, it opens with the tool's docs
    (``tool_doc=True``) and adds only what Robot users need besides."""
    repeating = {name: round(share, 2) for name, share, _ in overlaps() if share >= REPEATS}
    assert not repeating, (
        "these keywords' docs repeat their tool's (python -m testsupport.docoverlap); give "
        f"them tool_doc=True and keep only what the keyword adds: {repeating}"
    )


def test_the_measure_sees_a_repeat() -> None:
    tool = "Remove every route of the instance. Returns ``removed``: them, with their counts."
    assert (
        overlap("Removes every route of the instance. Returns ``removed``: them.", tool) >= REPEATS
    )
    assert overlap("Example:\n| `Unroute All` |", tool) == 0


def test_a_keyword_that_adds_to_its_tool_says_all_the_tool_says_in_robots_words() -> None:
    method = CamoufoxLibrary().keywords["unroute_all"]
    assert method.tool_doc
    assert method.__doc__.startswith("Removes every route of the instance.")
    assert method.__doc__.rstrip().endswith("| `Unroute All` |")
    assert in_robots_words("Go back; see browser_navigate_forward.") == (
        "Goes back; see `Navigate Forward`."
    )
    verbs = frozenset({"wait", "save"})
    assert in_robots_words("Add a tag and wait. Then save and wait.", verbs) == (
        "Adds a tag and waits. Then save and wait."
    )
    verbs = ["Return", "Press", "Verify", "Go", "Double-click", "Dispatch", "Empty", "Fail"]
    assert [third_person(v) for v in verbs] == [
        "Returns", "Presses", "Verifies", "Goes", "Double-clicks", "Dispatches", "Empties",
        "Fails",
    ]  # fmt: skip
