"""Keywords of core/tools/element_state.py: count, states, checked, box, selected options."""

from __future__ import annotations

from typing import Any

from ...core.tools.element_state import (
    browser_get_bounding_box,
    browser_get_checkbox_state,
    browser_get_element_count,
    browser_get_element_states,
    browser_get_selected_options,
)
from .base import KeywordGroup
from .derive import tool_keyword

TAGS = ("Getters", "Assertions")


class ElementStateKeywords(KeywordGroup):
    @tool_keyword(browser_get_element_count, tags=TAGS)
    def get_element_count(self) -> int:
        """Returns how many elements the selector ``ref`` matches now, optionally asserting it.

        | =Argument= | =Description= |
        | ``ref`` | A selector (see `Refs and locators`); a ref from `Snapshot` counts 1. |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: the count compares as a number (``==``, ``!=``, ``<``, ``>``, ``<=``, ``>=``, ``validate``, ``then``). |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`: the main frame of the page unless ``frame_id`` is given. |

        0 is a count, not an error: ``==    0`` waits for elements to go away. A ref
        that is no longer in the page fails with ``stale_ref``.

        Example:
        | ${rows} = | `Get Element Count` | css=table tr |
        | `Get Element Count` | css=li.todo | ``==`` | 3 |
        | `Get Element Count` | css=.error | ``==`` | 0 |
        | `Get Element Count` | css=.result | >= | 10 |
        """

    @tool_keyword(browser_get_element_states, tags=TAGS)
    def get_element_states(self) -> list[str]:
        """Returns the states that hold for the element now, optionally asserting them.

        | =State= | =When= |
        | ``attached`` | Always: the element is in the page. |
        | ``visible`` / ``hidden`` | One of them: visible is a non-empty box, not ``visibility:hidden`` nor inside ``display:none`` (as Playwright's). |
        | ``enabled`` / ``disabled`` | One of them: disabled is a form control that is ``disabled`` (or in a disabled fieldset), or ``aria-disabled=true``. |
        | ``editable`` / ``readonly`` | For elements that take input (inputs, textareas, selects, ``contenteditable``, ARIA fields): editable, or readonly when disabled or read-only. |
        | ``checked`` / ``unchecked`` | For checkboxes and radio buttons, native or ARIA. |
        | ``focused`` | The element has the focus. |
        | ``selected`` | A selected ``<option>``, or ``aria-selected=true``. |

        ``ref`` is a ref or selector of one element. The states come in that order; an
        assertion (``assertion_operator``, ``assertion_expected`` and ``message``, see `Assertions`) compares them as a list: ``*=``
        checks that the states expected are among them.

        Example:
        | @{states} = | `Get Element States` | id=email |
        | `Get Element States` | id=email | *= | visible |
        | `Get Element States` | id=save | *= | ['visible', 'enabled'] |
        | `Get Element States` | id=save | not contains | disabled |
        | `Get Element States` | id=email | validate | 'focused' in value |
        """

    @tool_keyword(browser_get_checkbox_state, tags=TAGS)
    def get_checkbox_state(self) -> bool:
        """Returns whether the checkbox or radio button ``ref`` is checked, optionally asserting it.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of an ``<input type=checkbox>`` or ``radio``, an element with role ``checkbox``, ``radio``, ``switch``, ``menuitemcheckbox`` or ``menuitemradio``, or the ``<label>`` of one. |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: ``==`` or ``!=`` with ``checked``, ``unchecked``, ``true``, ``false`` (or ``${True}``, ``${False}``). |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        Returns True or False; ``aria-checked=mixed`` is False. `Verify Value` with
        ``element_type=checkbox`` checks the same state.

        Example:
        | ${agreed} = | `Get Checkbox State` | id=agree |
        | `Get Checkbox State` | id=agree | ``==`` | checked |
        | `Get Checkbox State` | id=newsletter | ``==`` | unchecked |
        | `Get Checkbox State` | id=plan-pro | != | ${False} |
        """

    @tool_keyword(browser_get_bounding_box, tags=TAGS)
    def get_bounding_box(self) -> dict[str, float] | None:
        """Returns the element's box in the page's viewport (``x``, ``y``, ``width``, ``height``), optionally asserting it.

        Coordinates are CSS pixels from the viewport's top-left corner, the ones the
        mouse keywords take (an element inside an iframe is placed in the page).
        ``None`` for an element without a box (``display: none``). ``ref`` is a ref or
        selector of one element. An assertion (``assertion_operator``, ``assertion_expected`` and ``message``, see `Assertions`)
        compares the dictionary; ``validate`` reads a part of it.

        Example:
        | ${box} = | `Get Bounding Box` | id=logo |
        | `Mouse Click Xy` | ${box.x + 5} | ${box.y + 5} |
        | `Get Bounding Box` | id=logo | validate | value['width'] > 100 |
        | `Get Bounding Box` | id=banner | ``==`` | ${None} |
        """

    @tool_keyword(browser_get_selected_options, tags=TAGS, tool_doc=True)
    def get_selected_options(self) -> list[dict[str, Any]]:
        """The keyword returns the list itself. An assertion (``assertion_operator``,
        ``assertion_expected`` and ``message``, see `Assertions`) compares the list:
        ``then`` and ``validate`` pick a part of each.

        Example:
        | @{chosen} = | `Get Selected Options` | id=size |
        | Should Be Equal | ${chosen}[0][label] | Medium |
        | `Get Selected Options` | id=size | validate | [o['value'] for o in value] == ['m'] |
        | ${labels} = | `Get Selected Options` | id=toppings | then | [o['label'] for o in value] |
        """
