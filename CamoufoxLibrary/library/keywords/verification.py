"""Keywords of core/tools/verification.py: single-shot checks that can retry (``timeout``)."""

from __future__ import annotations

from typing import Any

from ...core.tools.verification import (
    browser_verify_element_visible,
    browser_verify_list_visible,
    browser_verify_text_visible,
    browser_verify_value,
)
from .base import KeywordGroup
from .derive import tool_keyword


class VerificationKeywords(KeywordGroup):
    @tool_keyword(browser_verify_element_visible, tags=("Verification",))
    def verify_element_visible(self) -> dict[str, Any]:
        """Verifies that the element ``ref`` is visible on the page right now.

        | =Argument= | =Description= |
        | ``ref`` | A ref from `Snapshot` (``e12``, ``f1e3``) or a selector (``internal:role=button[name="Submit"i]``, ``css=#save``, ``id=save``, ...). A selector passes when one of its matches is visible. See `Refs and locators`. |
        | ``timeout`` | Retry until the element is visible or this much time has passed, e.g. ``2s``. Default: the library's ``retry_assertions_for`` (1 s unless `Set Retry Assertions For` or the import argument changed it); ``0`` checks once. |
        | ``page_id`` | The page to look in; the selected tab stays selected. Default: the selected page. |
        | ``frame_id`` | Look in this frame only. Default: the page and all its iframes. |

        Visible means what Playwright means: not ``display:none``, not
        ``visibility:hidden``, not in a closed ``<details>``, and a box of non-zero
        size. Being scrolled out of view does not make an element invisible.

        Returns ``visible`` (True) and ``ref``.

        Only ``verification_failed`` and ``element_not_found`` are retried; other
        errors fail at once.

        Example:
        | ${snap} = | `Snapshot` |
        | `Verify Element Visible` | e12 |
        | `Verify Element Visible` | internal:role=button[name="Submit"i] |
        | `Verify Element Visible` | id=toast | timeout=3s |
        | Run Keyword And Expect Error | verification_failed:* | `Verify Element Visible` | css=.spinner |
        """

    @tool_keyword(browser_verify_list_visible, tags=("Verification",))
    def verify_list_visible(self) -> dict[str, Any]:
        """Verifies that several elements, or several texts inside one element, are visible.

        Two modes; use exactly one:
        - refs mode: ``refs`` lists refs or selectors that must all be visible (as in
          `Verify Element Visible`). Returns ``visible_refs``.
        - container mode: ``container_ref`` is the element to look in and ``items``
          lists texts. Each item must be shown by some visible element inside the
          container: a case-insensitive substring, as in `Verify Text Visible`. A
          hidden copy of an item does not matter when another copy is visible.
          Returns ``container_ref`` and ``verified_items``.

        | =Argument= | =Description= |
        | ``refs`` | Refs mode: a list of refs or selectors. |
        | ``container_ref`` | Container mode: a ref or selector of the parent element. Needs ``items``. |
        | ``items`` | Container mode: a list of texts. Needs ``container_ref``. |
        | ``timeout`` | Retry until all are visible or this much time has passed, e.g. ``2s``. Default: the library's ``retry_assertions_for`` (1 s unless `Set Retry Assertions For` or the import argument changed it); ``0`` checks once. |
        | ``page_id``, ``frame_id`` | As in `Verify Element Visible`. |

        Example:
        | ${snap} = | `Snapshot` |
        | @{rows} = | Create List | e3 | e7 | e12 |
        | `Verify List Visible` | refs=${rows} |
        | @{fruits} = | Create List | Apple | Banana | Cherry |
        | ${result} = | `Verify List Visible` | container_ref=e5 | items=${fruits} |
        | Should Be Equal | ${result}[verified_items] | ${fruits} |
        | `Verify List Visible` | container_ref=id=fruits | items=${fruits} | timeout=2s |
        """

    @tool_keyword(browser_verify_text_visible, tags=("Verification",))
    def verify_text_visible(self) -> dict[str, Any]:
        """Verifies that ``text`` is visible somewhere on the page, iframes included.

        | =Argument= | =Description= |
        | ``text`` | Text to look for: a case-insensitive substring of an element's text (whitespace collapsed). |
        | ``timeout`` | Retry until the text is visible or this much time has passed, e.g. ``2s``. Default: the library's ``retry_assertions_for`` (1 s unless `Set Retry Assertions For` or the import argument changed it); ``0`` checks once. |
        | ``page_id`` | The page to look in; the selected tab stays selected. Default: the selected page. |
        | ``frame_id`` | Look in this frame only. Default: the main frame and every iframe, same- or cross-origin. |

        Any visible match passes, even when an earlier match is hidden. Returns
        ``text`` and ``visible`` (True).

        Example:
        | `Verify Text Visible` | Welcome back |
        | `Verify Text Visible` | saved | timeout=2s |
        | Run Keyword And Expect Error | verification_failed:* | `Verify Text Visible` | Error |
        """

    @tool_keyword(browser_verify_value, tags=("Verification",))
    def verify_value(self) -> dict[str, Any]:
        """Verifies the value of an input, textarea or select, or whether a checkbox or radio is checked.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of one element. |
        | ``expected_value`` | ``text``: the exact value. ``checkbox``/``radio``: ``true``, ``checked`` or ``1`` for checked, ``false``, ``unchecked`` or ``0`` for not checked (any case). |
        | ``element_type`` | ``text`` (default): the value of an ``<input>``, ``<textarea>`` or ``<select>`` (the selected option's value). ``checkbox`` or ``radio``: the checked state. |
        | ``timeout`` | Retry until the value matches or this much time has passed, e.g. ``2s``. Default: the library's ``retry_assertions_for`` (1 s unless `Set Retry Assertions For` or the import argument changed it); ``0`` checks once. |
        | ``page_id``, ``frame_id`` | As in `Verify Element Visible`. |

        Returns ``ref``, ``value`` (a string, or True/False for checkbox and radio)
        and ``element_type``.

        Example:
        | `Verify Value` | e7 | ada@example.com |
        | `Verify Value` | id=size | m |
        | `Verify Value` | e9 | checked | checkbox |
        | `Verify Value` | internal:role=radio[name="Pro"i] | true | element_type=radio |
        | ${result} = | `Verify Value` | e9 | false | checkbox | timeout=2s |
        | Should Be Equal | ${result}[value] | ${False} |
        """
