"""Robot library: the raw Playwright call behind `Verify Value`, on the library's own page.

``bench/overhead.robot`` times `Verify Value` next to `Input Value` from here: the same
``locator.input_value()`` on the same page, through the same bridge thread hop, in the
same Robot run. What differs is the keyword path alone: argument handling, the tool
core, the envelope and its checks.
"""

from __future__ import annotations

from typing import Any

from robot.libraries.BuiltIn import BuiltIn


class SamePage:
    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self) -> None:
        self._library: Any = None
        self._page: Any = None

    def take_selected_page(self) -> None:
        """Takes CamoufoxLibrary's selected page (looked up once, not in every call)."""
        library = BuiltIn().get_library_instance("CamoufoxLibrary")
        page = library.core.playwright_page(library.current_instance)
        self._library, self._page = library, library.bridge.run(page, timeout=30)

    def input_value(self, selector: str) -> str:
        """``page.locator(selector).input_value()`` through the library's bridge."""
        return self._library.bridge.run(self._page.locator(selector).input_value(), timeout=30)
