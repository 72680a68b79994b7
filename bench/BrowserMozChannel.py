"""Lets the Browser library (robotframework-browser) launch a stock Firefox over WebDriver BiDi.

Playwright drives a stock Firefox (Debian's firefox-esr) over WebDriver BiDi when
``firefox.launch()`` gets a ``channel`` starting with ``moz-`` (``moz-firefox``) and an
``executablePath``; the Browser library's node side passes both through unchanged.
Only its Python side stands in the way: ``New Browser``, ``Launch Browser Server`` and
``New Persistent Context`` refuse any ``channel`` with a browser other than chromium
("Must use chromium browser with channel definition", Browser 20.6.0). This module lifts
that one check for ``moz-`` channels with ``firefox`` and changes nothing else.

Robot loads it as a variable file that defines no variables (``Variables
BrowserMozChannel.py`` in ``bench/browser_fleet.resource``: a library without keywords
would draw a warning); Python imports it before calling the Browser library
(``bench/browser_server.py``).
Used only by the Browser library's side of the fleet bench (``bench/browser_peer.md``).
"""

from __future__ import annotations

from typing import Any

from Browser.keywords.playwright_state import PlaywrightState
from Browser.utils.data_types import SupportedBrowsers

__all__: list[str] = []  # as a Robot variable file: no variables

_original = PlaywrightState._set_browser_options


def _set_browser_options(
    self: PlaywrightState, params: dict, browser: Any, channel: Any, slowMo: Any, timeout: Any
) -> dict:
    """The library's own option handling; a ``moz-`` channel passes with ``firefox``."""
    if browser == SupportedBrowsers.firefox and str(channel or "").startswith("moz-"):
        result = _original(self, params, browser, None, slowMo, timeout)
        result["channel"] = channel
        return result
    return _original(self, params, browser, channel, slowMo, timeout)


_set_browser_options.moz_channel = True  # type: ignore[attr-defined]
if not getattr(_original, "moz_channel", False):  # once, however often this file is loaded
    PlaywrightState._set_browser_options = _set_browser_options  # type: ignore[method-assign]
