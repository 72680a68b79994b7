"""Keywords of core/tools/getters.py: element values, with assertion operators."""

from __future__ import annotations

from typing import Any

from ...core.tools.getters import (
    browser_get_attribute,
    browser_get_attribute_names,
    browser_get_classes,
    browser_get_property,
    browser_get_style,
    browser_get_text,
    browser_get_value,
)
from .base import KeywordGroup
from .derive import tool_keyword

TAGS = ("Getters", "Assertions")


class GetterKeywords(KeywordGroup):
    @tool_keyword(browser_get_text, tags=TAGS)
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
        | `Get Text` | css=h1 | ``==`` | Welcome |
        | `Get Text` | id=status | *= | saved | message=The status is {value} |
        """

    @tool_keyword(browser_get_value, tags=TAGS, tool_doc=True)
    def get_value(self) -> str:
        """The keyword returns the value itself; ``assertion_operator``, ``assertion_expected``
        and ``message`` assert it: see `Assertions`. Other elements hold no value: use `Get
        Text` for what they show. ``page_id`` and ``frame_id``: see `Explicit targeting`.

        Example:
        | ${email} = | `Get Value` | id=email |
        | `Get Value` | id=email | ``==`` | ada@example.com |
        | `Get Value` | id=size | != | xl |
        """

    @tool_keyword(browser_get_attribute, tags=TAGS, tool_doc=True)
    def get_attribute(self) -> str | None:
        """The keyword returns the value itself. ``assertion_operator``, ``assertion_expected``
        and ``message`` assert it (see `Assertions`): ``==    ${None}`` asserts that the
        attribute is absent. What the element holds now may differ from the attribute (an
        input's typed text is `Get Value`, or `Get Property` ``value``). ``page_id`` and
        ``frame_id``: see `Explicit targeting`.

        Example:
        | ${link} = | `Get Attribute` | css=a.help | href |
        | `Get Attribute` | id=menu | aria-expanded | ``==`` | true |
        | `Get Attribute` | id=panel | data-state | ^= | open |
        | `Get Attribute` | id=save | disabled | ``==`` | ${None} |
        """

    @tool_keyword(browser_get_attribute_names, tags=TAGS)
    def get_attribute_names(self) -> list[str]:
        """Returns the names of the element's attributes, optionally asserting them.

        The names of the element ``ref`` (a ref or selector of one element) come in the
        page's order; an assertion (``assertion_operator``, ``assertion_expected`` and ``message``, see `Assertions`) compares them as a list:
        ``*=`` checks that it contains the names expected, ``==`` compares regardless
        of order.

        Example:
        | @{names} = | `Get Attribute Names` | id=email |
        | `Get Attribute Names` | id=email | *= | required |
        | `Get Attribute Names` | id=email | ``==`` | ['id', 'type', 'required'] |
        """

    @tool_keyword(browser_get_property, tags=TAGS)
    def get_property(self) -> Any:
        """Returns the element's JavaScript property ``name`` (``value``, ``checked``, ``scrollTop``, ...), optionally asserting it.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of one element. |
        | ``name`` | The property, e.g. ``value``, ``checked``, ``validity``, ``dataset``. |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: the value compares as what it is (a number as a number, a boolean as a boolean). |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        Unlike `Get Attribute`, a property is the element's live state: an input's
        ``value`` is what was typed. It comes as a string, number, boolean, list or
        dictionary; ``None`` when undefined or null; list-like values (``classList``)
        as lists. A function, a DOM node or an object that contains itself cannot be
        returned.

        Example:
        | ${value} = | `Get Property` | id=email | value |
        | `Get Property` | id=agree | checked | ``==`` | ${True} |
        | `Get Property` | id=list | childElementCount | >= | 3 |
        | `Get Property` | id=email | validity | validate | value['valid'] |
        """

    @tool_keyword(browser_get_classes, tags=TAGS)
    def get_classes(self) -> list[str]:
        """Returns the element's CSS classes, optionally asserting them.

        The classes of the element ``ref`` (a ref or selector of one element) come in
        the order of the ``class`` attribute; an assertion (``assertion_operator``, ``assertion_expected`` and ``message``, see `Assertions`)
        compares them as a list.

        Example:
        | @{classes} = | `Get Classes` | id=tab-1 |
        | `Get Classes` | id=tab-1 | *= | active |
        | `Get Classes` | id=tab-2 | not contains | active |
        | `Get Classes` | id=tab-1 | ``==`` | ['tab', 'active'] |
        """

    @tool_keyword(browser_get_style, tags=TAGS)
    def get_style(self) -> str | dict[str, str]:
        """Returns the element's computed style: one property's value, or all of them as a dictionary; optionally asserts it.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of one element. |
        | ``property`` | A CSS property: ``background-color`` (``backgroundColor`` works too), a custom property such as ``--gap``. Default: every property, as a dictionary. |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        Computed values are what the browser resolved: colours as ``rgb(...)``,
        lengths in ``px``.

        Example:
        | ${color} = | `Get Style` | css=.error | color |
        | `Get Style` | css=.error | color | ``==`` | rgb(255, 0, 0) |
        | `Get Style` | id=menu | display | != | none |
        | `Get Style` | id=menu | ${None} | validate | value['display'] == 'flex' |
        """
