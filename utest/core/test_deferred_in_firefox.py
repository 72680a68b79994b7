"""Playwright's own paths right after a navigation, with the relay deferring its script.

The relay holds Playwright's injected script of each new document back until Playwright
may want it (core/engines/deferredscript.py). What wants it must still work at once
after a load: ``keyboard.insert_text`` (the helper that script's extension installs;
it does not wait for the script itself), a main-world ``evaluate`` on a locator (which
waits for the script) and ``fill`` (both). A document left before anything wanted its
script gets the script's stand-in instead (``deferredscript.STAND_IN``), which Firefox
answers as it would the script: "no such frame".
"""

from __future__ import annotations

import json

import pytest

from CamoufoxLibrary.core.engines.bididoor import BidiCommandFailed, context_of
from CamoufoxLibrary.core.engines.deferredscript import STAND_IN
from testsupport.server import FixtureServer

NAME = "deferred"
PAGE = (
    "<title>Deferred</title><input id=name><div id=editor contenteditable></div>"
    "<script>document.getElementById('name').focus()</script>"
)


def test_playwrights_paths_that_want_its_script_work_right_after_a_load(
    live, http_server: FixtureServer
) -> None:
    http_server.add("/deferred.html", PAGE)
    url = http_server.url("/deferred.html")
    inst = live.instance(NAME)
    assert inst.door is not None  # a Firefox we launched: behind the relay
    page = inst.pages[inst.selected_page_id]

    async def right_after_loads() -> list[str]:
        seen = []
        for round_ in range(3):
            await page.goto(f"{url}?typed{round_}")
            await page.keyboard.insert_text("typed")
            seen.append(await page.locator("#name").input_value())
            await page.goto(f"{url}?evaluated{round_}")
            seen.append(await page.locator("#name").evaluate("element => element.id"))
            await page.goto(f"{url}?filled{round_}")
            await page.locator("#editor").fill("filled")
            seen.append(await page.locator("#editor").text_content() or "")
        return seen

    assert live.run(right_after_loads()) == ["typed", "name", "filled"] * 3


def test_a_left_documents_stand_in_gets_firefoxs_answer_and_the_next_page_works(
    live, http_server: FixtureServer
) -> None:
    http_server.add("/deferred.html", PAGE)
    url = http_server.url("/deferred.html")
    inst = live.instance(NAME)
    assert inst.door is not None
    door, page = inst.door, inst.pages[inst.selected_page_id]

    async def leave_then_use() -> tuple[str, str]:
        await page.goto(f"{url}?left")
        context = await context_of(door, page)
        realms = await door.send("script.getRealms", {"context": context, "type": "window"})
        [left] = [r["realm"] for r in realms["realms"] if not r.get("sandbox")]
        await page.goto(f"{url}?next")  # the left document's script goes as its stand-in
        stand_in = json.loads(STAND_IN % (b"1", left.encode()))
        with pytest.raises(BidiCommandFailed) as failed:  # what Firefox says to it
            await door.send(stand_in["method"], stand_in["params"])
        await page.keyboard.insert_text("typed")
        return failed.value.error, await page.locator("#name").input_value()

    assert live.run(leave_then_use()) == ("no such frame", "typed")
