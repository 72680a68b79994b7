"""What a suite and an agent see stays what it was: keyword arguments, the libdoc page
(its digest) and the MCP tool list.

The snapshot is data (``testsupport/interface.py``); a change to it shows in review as
a diff of ``utest/snapshots/interface.json``.
"""

from __future__ import annotations

import difflib

from testsupport.interface import SNAPSHOT, interface, rendered


def test_keywords_and_mcp_schemas_match_the_snapshot() -> None:
    now = rendered(interface())
    before = SNAPSHOT.read_text(encoding="utf-8")
    diff = "".join(
        difflib.unified_diff(
            before.splitlines(keepends=True), now.splitlines(keepends=True), "snapshot", "now", n=2
        )
    )
    assert not diff, (
        "the interface changed; if intended, run python -m testsupport.interface --write "
        "(a changed libdoc_digest is a word or type of the libdoc page: `make docs`, then "
        "`git diff docs/CamoufoxLibrary.json` shows it)\n" + diff[:6000]
    )
