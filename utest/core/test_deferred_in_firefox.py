"""Playwright's own paths right after a navigation, with the relay deferring its script.

The relay holds Playwright's injected script of each new document back until Playwright
may want it (core/engines/deferredscript.py). What wants it must still work at once
after a load: ``keyboard.insert_text`` (the helper that script's extension installs;
it does not wait for the script itself), a main-world ``evaluate`` on a locator (which
waits for the script) and ``fill`` (both).
"""

from __future__ import annotations

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
