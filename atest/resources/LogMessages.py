"""Records every message keywords log, so a test can check what log.html will say.

A library that is its own listener (API 3): ``log_message`` sees each message logged
while its suite runs, the same ones Robot writes into output.xml and log.html.
"""

from __future__ import annotations

import re
from typing import Any


class LogMessages:
    ROBOT_LIBRARY_SCOPE = "SUITE"
    ROBOT_LISTENER_API_VERSION = 3

    def __init__(self) -> None:
        self.ROBOT_LIBRARY_LISTENER = self
        self._messages: list[tuple[str, bool]] = []

    def log_message(self, message: Any) -> None:
        self._messages.append((message.message, bool(message.html)))

    def clear_logged_messages(self) -> None:
        """Forgets the messages logged so far."""
        self._messages = []

    def logged_messages_matching(self, pattern: str) -> list[str]:
        """The messages logged since `Clear Logged Messages` that match the regular
        expression ``pattern`` (searched, not matched whole), oldest first."""
        return [text for text, _ in self._messages if re.search(pattern, text)]

    def logged_html(self) -> list[str]:
        """The HTML messages logged since `Clear Logged Messages`, oldest first."""
        return [text for text, html in self._messages if html]
