"""Keywords of core/tools/collections.py: every element a selector matches, every option."""

from __future__ import annotations

from typing import Any

from ...core.tools.collections import browser_get_elements, browser_get_select_options
from .base import KeywordGroup
from .derive import tool_keyword

TAGS = ("Getters", "Assertions")


class CollectionKeywords(KeywordGroup):
    @tool_keyword(browser_get_elements, tags=TAGS)
    def get_elements(self) -> list[str]:
        """Returns a selector for each element ``ref`` matches now, optionally asserting how many.

        | =Argument= | =Description= |
        | ``ref`` | A selector (see `Refs and locators`); a ref from `Snapshot` gives its element's durable locator. |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: the *count* compares as a number, as `Get Element Count`'s; the list of selectors is returned once it holds. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`: the selectors are relative to the frame searched. |

        Returns a list of selector strings, one per match in page order, that any
        keyword taking a ``ref`` accepts: ``id=<id>`` (or ``data-testid=<id>``) where
        the element has an id that no other element of the page has, else
        ``<ref> >> nth=<index>`` (0-based). An id selector keeps naming its element
        when the list changes; an ``nth=`` one names whatever is at that place then.
        No match is an empty list, not an error. With ``then`` the keyword returns
        what the expression gives of the count.

        The standard XML library has a keyword of the same name: a suite that imports
        both writes ``XML.Get Elements`` for that one (Robot prefers this library's,
        with a warning).

        Example:
        | @{items} = | `Get Elements` | css=li.item |
        | FOR | ${item} | IN | @{items} |
        | | `Click` | ${item} |
        | END | | | |
        | @{rows} = | `Get Elements` | css=tr.result | >= | 1 |
        | `Get Elements` | css=.error | ``==`` | 0 |
        """

    @tool_keyword(browser_get_select_options, tags=TAGS)
    def get_select_options(self) -> list[dict[str, Any]]:
        """Returns every option of the ``<select>`` ``ref``, optionally asserting them.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of one ``<select>``; a ``<label>`` reads its control. |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: the list of dictionaries; ``validate`` and ``then`` pick a part of each. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        Each option is a dictionary, in page order:

        | =Key= | =Value= |
        | ``label`` | The text shown. |
        | ``value`` | The ``value`` submitted (the text when it has no ``value`` attribute). |
        | ``index`` | 0-based among all the options, as `Select Option By Index` takes it. |
        | ``selected`` | ``True`` for a chosen option. |
        | ``disabled`` | ``True`` when the option, or its ``<optgroup>``, is disabled. |
        | ``group`` | The label of its ``<optgroup>``; ``None`` outside one. |

        `Get Selected Options` returns the chosen ones only.

        Example:
        | @{options} = | `Get Select Options` | id=size |
        | Should Be Equal | ${options}[0][label] | Small |
        | `Get Select Options` | id=size | validate | [o['label'] for o in value] == ['Small', 'Medium'] |
        | ${enabled} = | `Get Select Options` | id=car | then | [o['value'] for o in value if not o['disabled']] |
        """
