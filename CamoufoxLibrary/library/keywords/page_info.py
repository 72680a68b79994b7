"""Keywords of core/tools/page_info.py: title, page source, viewport size, scroll position
and size."""

from __future__ import annotations

from ...core.tools.page_info import (
    browser_get_page_source,
    browser_get_scroll_position,
    browser_get_scroll_size,
    browser_get_title,
    browser_get_viewport_size,
)
from .base import KeywordGroup
from .derive import tool_keyword

TAGS = ("Pages", "Getters", "Assertions")


class PageInfoKeywords(KeywordGroup):
    @tool_keyword(browser_get_title, tags=TAGS, tool_doc=True)
    def get_title(self) -> str:
        """The keyword returns the title itself. With an assertion (``assertion_operator``,
        ``assertion_expected`` and ``message``) it is read again until the assertion holds or
        ``retry_assertions_for`` has passed; see `Assertions`.

        Example:
        | ${title} = | `Get Title` |
        | `Get Title` | ``==`` | Checkout |
        | `Get Title` | *= | Order | page_id=${popup} |
        """

    @tool_keyword(browser_get_page_source, tags=TAGS, tool_doc=True)
    def get_page_source(self) -> str:
        """The keyword returns the source itself; ``assertion_operator``, ``assertion_expected``
        and ``message`` assert it: see `Assertions`.

        Example:
        | ${html} = | `Get Page Source` |
        | Create File | ${OUTPUT DIR}/page.html | ${html} |
        | `Get Page Source` | *= | <h1>Welcome</h1> |
        | `Get Page Source` | not contains | class="error" |
        """

    @tool_keyword(browser_get_viewport_size, tags=TAGS)
    def get_viewport_size(self) -> dict[str, int]:
        """Returns the viewport size of the selected page (or ``page_id``) as ``width`` and ``height`` in CSS pixels, optionally asserting it.

        `Resize` sets it. An assertion (``assertion_operator``, ``assertion_expected`` and ``message``, see `Assertions`)
        compares the dictionary: write the expected one as a Python literal, or use
        ``validate``.

        Example:
        | ${size} = | `Get Viewport Size` |
        | Should Be True | ${size.width} >= 1024 |
        | `Get Viewport Size` | ``==`` | {'width': 1280, 'height': 720} |
        | `Get Viewport Size` | validate | value['width'] > value['height'] |
        """

    @tool_keyword(browser_get_scroll_position, tags=TAGS, tool_doc=True)
    def get_scroll_position(self) -> dict[str, float]:
        """The keyword returns the position itself. ``assertion_operator``,
        ``assertion_expected`` and ``message`` assert it (see `Assertions`): the dictionary
        is compared; write the expected one as a Python literal, or use ``validate``.
        ``page_id`` and ``frame_id``: see `Explicit targeting`.

        Example:
        | ${scrolled} = | `Get Scroll Position` |
        | `Get Scroll Position` | ${None} | ``==`` | {'x': 0, 'y': 0} |
        | `Get Scroll Position` | ${None} | validate | value['y'] > 0 |
        | `Get Scroll Position` | id=log | validate | value['y'] >= 200 |
        """

    @tool_keyword(browser_get_scroll_size, tags=TAGS, tool_doc=True)
    def get_scroll_size(self) -> dict[str, int]:
        """The keyword returns the size itself; ``assertion_operator``, ``assertion_expected``
        and ``message`` assert it as in `Get Scroll Position`. With `Get Viewport Size` it
        tells whether the page scrolls at all.

        Example:
        | ${size} = | `Get Scroll Size` |
        | `Get Scroll Size` | id=log | validate | value['height'] > 500 |
        """
