"""Keywords of core/tools/waits.py: waiting for a state, a URL, a function, a load state."""

from __future__ import annotations

from typing import Any

from ...core.tools.waits import (
    browser_wait_for_elements_state,
    browser_wait_for_function,
    browser_wait_for_load_state,
    browser_wait_for_url,
)
from .base import KeywordGroup
from .derive import tool_keyword


class WaitKeywords(KeywordGroup):
    @tool_keyword(browser_wait_for_elements_state, tags=("Wait",))
    def wait_for_elements_state(self) -> dict[str, Any]:
        """Waits until the element ``ref`` is in ``state``.

        | =Argument= | =Description= |
        | ``ref`` | A ref from `Snapshot` or a selector. See `Refs and locators`. |
        | ``state`` | One of the states below. |
        | ``timeout`` | How long to wait, e.g. ``5s``; ``0`` looks once. Default: the library timeout. See `Waiting`. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        | =State= | =Holds when the element= |
        | ``attached`` / ``detached`` | is in the document / is not (a selector that matches nothing is detached) |
        | ``visible`` / ``hidden`` | has a size and is not ``visibility:hidden`` / is not visible, or is not there at all |
        | ``enabled`` / ``disabled`` | is not / is disabled (``disabled``, inside a disabled ``<fieldset>``, ``aria-disabled=true``) |
        | ``editable`` / ``readonly`` | can be typed into / cannot (``readonly``, or disabled) |
        | ``checked`` / ``unchecked`` | a checkbox, radio or ARIA checkbox is checked / is not |
        | ``focused`` | has the keyboard focus |
        | ``selected`` | an ``<option>`` or ARIA option, tab, row, ... is selected |
        | ``stable`` | keeps the same position and size over two animation frames (an animation has stopped) |

        A selector is looked up again at every look, so an element that is replaced,
        or that comes with the next page, is found; it must match one element (but
        for ``attached`` and ``detached``, which count its matches). A ref names one
        element: once gone it counts as ``detached``, and fails with ``stale_ref`` at
        once for any other state.

        A selector that still matches nothing when the time is up fails with
        ``element_not_found``; an element still in another state with
        ``wait_timeout``, saying what it saw last:
        ``wait_timeout: id=spinner is still visible after 5 s (waiting for hidden)``.
        Returns ``ref`` and ``state``.

        Example:
        | `Click` | id=save |
        | `Wait For Elements State` | id=spinner | hidden | timeout=20s |
        | `Wait For Elements State` | id=submit | enabled |
        | `Wait For Elements State` | css=.drawer | stable |
        | `Wait For Elements State` | e12 | detached |
        """

    @tool_keyword(browser_wait_for_url, tags=("Wait", "Navigation"))
    def wait_for_url(self) -> dict[str, Any]:
        """Waits until the URL of the selected page (or ``page_id``) matches ``url``.

        ``url`` is a glob that must match the whole URL:

        | =Glob= | =Matches= |
        | ``*`` | any run of characters but ``/`` |
        | ``**`` | any run of characters, ``/`` included: ``**/orders/*`` matches ``.../orders/7`` at any depth |
        | ``{a,b}`` | ``a`` or ``b`` |
        | ``\\`` | makes the next character literal |
        | anything else | itself, ``?`` and ``.`` too: ``**/search?q=*`` |

        Or it is ``regex:`` followed by a regular expression (Python syntax), which
        is searched anywhere in the URL; anchor it with ``^`` and ``$``:
        ``regex:/orders/\\d+$`` (in Robot data the backslash is doubled, as in the
        example). A regular expression that does not compile fails with
        ``invalid_params``.

        Navigations within the page count (``#fragment``, ``history.pushState``).
        ``timeout`` is how long to wait (``0``: look once; default: the library
        timeout). When it is up the keyword fails with ``wait_timeout``, naming the
        URL it is still at. Returns ``url``: the URL that matched. It waits for the
        URL only: for the page to load as well, add `Wait For Load State`.

        Example:
        | `Click` | text=Place order |
        | `Wait For Url` | ``**/orders/*`` |
        | ${page} = | `Wait For Url` | regex:/orders/\\\\d+$ | timeout=20s |
        """

    @tool_keyword(browser_wait_for_function, tags=("Wait", "Code"))
    def wait_for_function(self) -> dict[str, Any]:
        """Calls a JavaScript function in the page until it returns a truthy value; returns it.

        | =Argument= | =Description= |
        | ``function`` | A function, ``() => window.appReady`` (async ones are awaited), or an expression, ``document.querySelectorAll('li').length >= 3``. |
        | ``timeout`` | How long to wait, e.g. ``5s``; ``0`` calls it once. Default: the library timeout. |
        | ``polling`` | How often to call it, e.g. ``200ms``. Default: every animation frame. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        ``${result}[result]`` is the truthy value the function returned, as Robot
        data (as `Evaluate JavaScript` returns it). When the page navigates meanwhile,
        the function is called on the new page. A function that throws fails at once
        with ``evaluation_failed``; one still returning a falsy value (``false``,
        ``0``, ``""``, ``null``, ``undefined``) when the time is up fails with
        ``wait_timeout``, showing the last value.

        Example:
        | `Wait For Function` | () => window.appReady === true |
        | ${rows} = | `Wait For Function` | () => { const n = document.querySelectorAll('li.todo').length; return n >= 3 && n } | timeout=5s | polling=100ms |
        | Should Be True | ${rows}[result] >= 3 |
        """

    @tool_keyword(browser_wait_for_load_state, tags=("Wait", "Navigation"), tool_doc=True)
    def wait_for_load_state(self) -> dict[str, Any]:
        """For a navigation that a `Click` or a page script started; `Navigate` and `Reload` wait
        by themselves (``wait_until``). ``timeout`` is a Robot time (default: the library
        timeout); when it is up the keyword fails with ``wait_timeout``, saying the state
        reached.

        Example:
        | `Click` | text=Open report |
        | `Wait For Load State` | networkidle | timeout=20s |
        """
