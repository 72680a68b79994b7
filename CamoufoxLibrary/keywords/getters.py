"""Keywords of core/tools/getters.py: element values, with assertion operators."""

from __future__ import annotations

from .base import KeywordGroup
from .derive import tool_keyword


class GetterKeywords(KeywordGroup):
    @tool_keyword("browser_get_text", tags=("Getters", "Assertions"))
    def get_text(self) -> str:
        """Returns the text the element ``ref`` shows, optionally asserting it.

        | =Argument= | =Description= |
        | ``ref`` | A ref from `Snapshot` or a selector matching one element. See `Refs and locators`. |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: with an operator the text is read again until the assertion holds or ``retry_assertions_for`` has passed. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        The text is the element's ``innerText``: what the page shows, with hidden
        descendants left out. The value of an input is not its text: use `Get Value`.

        Example:
        | ${heading} = | `Get Text` | css=h1 |
        | `Get Text` | css=h1 | == | Welcome |
        | `Get Text` | id=status | *= | saved | message=The status is {value} |
        """
