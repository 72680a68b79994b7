"""Keywords of core/tools/code.py."""

from __future__ import annotations

from typing import Any

from ...core.tools.code import browser_evaluate
from .base import KeywordGroup
from .derive import tool_keyword


class CodeKeywords(KeywordGroup):
    @tool_keyword(browser_evaluate, tags=("Code",))
    def evaluate(self) -> dict[str, Any]:
        """Runs JavaScript in the page; ``${result}[result]`` is what it returned.

        ``function`` is a function, ``() => document.title``, or an expression,
        ``document.title``; with ``ref`` (a ref or selector) the function gets the
        element: ``el => el.value``; with ``all=True`` as well, the list of every
        element the selector matches (none is an empty list): ``els => els.length``.
        ``arg`` (any Robot data: a dictionary, a list, text, a number, a boolean) is
        handed to the function as its argument, after the element when there is one:
        ``(el, name) => el.getAttribute(name)``. It travels as data, never pasted into
        the code, so quotes and backslashes in it need no escaping; a value that is
        not JSON-able (a set, bytes) fails naming its type. Promises are awaited. The result comes back as
        Robot data: numbers, strings, lists, dictionaries; dates as ISO text, ``NaN``
        and ``Infinity`` as text, ``undefined`` as None.

        A script that throws fails the keyword with its JavaScript error
        (``evaluation_failed: the script threw Error: boom``). A script in an endless
        loop keeps running after the keyword's timeout: its page, and other pages of
        the same instance, stay busy until the instance is destroyed.

        ``expect``, ``expect_url`` and ``select`` follow what the script opens, as in
        `Click` (a script's ``window.open`` opens a popup; what came is in the result
        under the ``expect`` word). A script that opens a dialog does not return while
        the dialog is pending: the keyword fails with ``operation_timeout`` and the
        dialog stays pending for `Handle Dialog`; open dialogs with `Click` instead.

        Example:
        | ${title} = | `Evaluate JavaScript` | document.title |
        | Should Be Equal | ${title}[result] | Fixture Home |
        | ${value} = | `Evaluate JavaScript` | el => el.value | ref=\\#email |
        | &{order} = | Create Dictionary | name=O'Brien | note=say "hi" |
        | ${echo} = | `Evaluate JavaScript` | order => order.name | arg=${order} |
        | ${texts} = | `Evaluate JavaScript` | els => els.map(e => e.textContent) | ref=li | all=True |
        | ${result} = | `Evaluate JavaScript` | location.hash = 'top' | expect=url |
        | Run Keyword And Expect Error | evaluation_failed:*boom* | `Evaluate JavaScript` | () => { throw new Error('boom') } |
        """
