"""Every argument of every keyword is named in that keyword's documentation.

The rule: the argument's name in Robot's inline code, ``name`` or ``name=...``, in the
keyword's doc as libdoc shows it. The three arguments that every keyword of a page or
an instance takes alike (``instance``, ``page_id``, ``frame_id``) are explained once, in
the library introduction (sections `Instances` and `Explicit targeting`); a keyword's
doc may leave them out, and the test checks that the introduction names them.
"""

from __future__ import annotations

import re

from robot.libdoc import LibraryDocumentation

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
