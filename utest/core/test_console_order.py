"""Console messages and page errors are listed in the order the page made them.

Playwright reports a console message once it has made handles of its arguments and a
page error at once, so an error thrown after a message can arrive first (it did in a
CI run: ``TypeError: thrown during load`` before ``inline log 42``). No browser here:
the events are handed to the page log in that order.
"""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

from CamoufoxLibrary.core.browser.pagelog import PageLog


class Page:
    def on(self, event: str, handler: Any) -> None:
        pass


def test_an_error_that_arrives_before_an_earlier_message_is_listed_after_it() -> None:
    log = PageLog(Page())  # type: ignore[arg-type]
    logged_at = time.time() - 0.05  # the page logged, then threw; the error came first
    log._on_page_error(SimpleNamespace(name="TypeError", message="thrown during load", stack=""))
    log._on_console(
        SimpleNamespace(type="log", text="inline log 42", location={}, timestamp=logged_at * 1000)
    )
    texts = [message["text"] for message in log.console_messages(None)]
    assert texts == ["inline log 42", "TypeError: thrown during load"]
