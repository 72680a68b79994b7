"""Records the HTML messages keywords log, so a test can check what log.html will show.

A library that is its own listener (API 3): ``log_message`` sees every message logged
while its suite runs, the same ones Robot writes into output.xml and log.html.
"""

from __future__ import annotations

from typing import Any


class LogCapture:
    ROBOT_LIBRARY_SCOPE = "SUITE"
    ROBOT_LISTENER_API_VERSION = 3

    def __init__(self) -> None:
        self.ROBOT_LIBRARY_LISTENER = self
        self._html: list[str] = []

    def log_message(self, message: Any) -> None:
        if message.html:
            self._html.append(message.message)

    def clear_logged_html(self) -> None:
        """Forgets the HTML messages logged so far."""
        self._html = []

    def logged_html(self) -> list[str]:
        """The HTML messages logged since the last `Clear Logged Html`, oldest first."""
        return list(self._html)
