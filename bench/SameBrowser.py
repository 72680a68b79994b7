"""Robot library: raw Playwright's new context and page, in CamoufoxLibrary's own browser.

``bench/contexts.robot`` times `Create Instance ... browser_of=owner` next to `New
Context And Page` from here: ``browser.new_context()`` + ``new_page()`` on the same
browser, through the same bridge thread hop, in the same Robot run.
"""

from __future__ import annotations

from typing import Any

from robot.libraries.BuiltIn import BuiltIn


class SameBrowser:
    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self) -> None:
        self._library: Any = None
        self._browser: Any = None

    def take_browser_of(self, instance: str) -> None:
        """Takes the browser of CamoufoxLibrary's instance ``instance``."""
        library = BuiltIn().get_library_instance("CamoufoxLibrary")
        self._library = library
        browser = library.core.playwright_browser(instance)
        self._browser = library.bridge.run(browser, timeout=30)

    def new_context_and_page(self) -> None:
        """``browser.new_context()`` and ``context.new_page()``, then closes the context
        (the close untimed: it runs in `Close Raw Context`)."""

        async def make() -> Any:
            context = await self._browser.new_context()
            await context.new_page()
            return context

        self._context = self._library.bridge.run(make(), timeout=60)

    def close_raw_context(self) -> None:
        self._library.bridge.run(self._context.close(), timeout=60)
