"""Keywords of core/tools/storage.py."""

from __future__ import annotations

import contextlib
from typing import Any

from ...core.tools.storage import (
    browser_clear_cookies,
    browser_clear_local_storage,
    browser_clear_session_storage,
    browser_get_cookies,
    browser_get_local_storage,
    browser_get_session_storage,
    browser_remove_storage_item,
    browser_set_cookies,
    browser_set_local_storage,
    browser_set_session_storage,
)
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


def robot_cookie(cookie: Any) -> Any:
    """Converts the typed fields Robot users write as text; anything else stays as is.

    What does not convert is passed on unchanged, so the core's ``invalid_params``
    names the field.
    """
    if not isinstance(cookie, dict):
        return cookie
    converted = dict(cookie)
    expires = converted.get("expires")
    if isinstance(expires, str):
        with contextlib.suppress(ValueError):
            number = float(expires)
            converted["expires"] = int(number) if number.is_integer() else number
    for key in ("httpOnly", "secure"):
        value = converted.get(key)
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            converted[key] = value.strip().lower() == "true"
    return converted


class StorageKeywords(KeywordGroup):
    @tool_keyword(browser_get_cookies, tags=("Storage",))
    def get_cookies(self) -> dict[str, Any]:
        """Returns the instance's cookies: ``${result}[cookies]`` is a list of dictionaries.

        With ``urls``, only the cookies that would be sent to those URLs; a URL that is
        not http(s) fails with ``invalid_params``. Each cookie has ``name``, ``value``,
        ``domain``, ``path``, ``expires`` (Unix seconds, -1 for a session cookie),
        ``httpOnly``, ``secure`` and ``sameSite``. Cookies belong to the instance: other
        instances never see them.

        Example:
        | ${result} = | `Get Cookies` |
        | Should Be Equal | ${result}[cookies][0][name] | session |
        | ${result} = | `Get Cookies` | urls=${{["${URL}"]}} |
        """

    @tool_keyword(browser_set_cookies, tags=("Storage",), tool_doc=True)
    def set_cookies(self, call: ToolCall) -> dict[str, Any]:
        """``cookies`` is a list of dictionaries. A malformed cookie fails with
        ``invalid_params`` naming it and its field (``cookies[0].value is missing``). As
        Robot values are often strings, ``expires`` may be given as text (``1893456000``),
        and ``httpOnly`` and ``secure`` as ``true`` or ``false``. Returns ``added``, the
        number of cookies.

        Example:
        | ${cookie} = | Create Dictionary | name=session | value=abc | url=${URL} |
        | `Set Cookies` | ${{[$cookie]}} |
        | ${cookie} = | Create Dictionary | name=remember | value=1 | domain=127.0.0.1 | path=/ | expires=1893456000 | secure=false |
        | `Set Cookies` | ${{[$cookie]}} |
        """
        call.arguments["cookies"] = [robot_cookie(c) for c in call.arguments["cookies"]]
        return call()

    @tool_keyword(browser_clear_cookies, tags=("Storage",))
    def clear_cookies(self) -> dict[str, Any]:
        """Deletes the instance's cookies, or those with ``name`` and/or ``domain``.

        Returns ``removed``, how many were deleted.

        Example:
        | `Clear Cookies` |
        | ${result} = | `Clear Cookies` | name=session |
        | Should Be Equal As Integers | ${result}[removed] | 1 |
        """

    @tool_keyword(browser_get_local_storage, tags=("Storage",))
    def get_local_storage(self) -> dict[str, Any]:
        """Returns the localStorage of the page's origin: ``origin`` and ``items`` (a dictionary).

        Example:
        | ${storage} = | `Get Local Storage` |
        | Should Be Equal | ${storage}[items][theme] | dark |
        """

    @tool_keyword(browser_set_local_storage, tags=("Storage",))
    def set_local_storage(self) -> dict[str, Any]:
        """Sets the localStorage item ``key`` to ``value`` for the page's origin.

        Returns ``origin``, ``key`` and ``value``.

        Example:
        | `Set Local Storage` | theme | dark |
        """

    @tool_keyword(browser_clear_local_storage, tags=("Storage",), tool_doc=True)
    def clear_local_storage(self) -> dict[str, Any]:
        """The count is ``removed``. Other origins keep theirs.

        Example:
        | `Clear Local Storage` |
        """

    @tool_keyword(browser_get_session_storage, tags=("Storage",))
    def get_session_storage(self) -> dict[str, Any]:
        """Returns the sessionStorage of the page: ``origin`` and ``items`` (a dictionary).

        sessionStorage belongs to the page's origin in one tab: another tab of the same
        origin has its own, and it survives navigations and reloads within the tab.

        Example:
        | ${storage} = | `Get Session Storage` |
        | Should Be Equal | ${storage}[items][step] | 2 |
        """

    @tool_keyword(browser_set_session_storage, tags=("Storage",))
    def set_session_storage(self) -> dict[str, Any]:
        """Sets the sessionStorage item ``key`` to ``value`` for the page (its origin and tab).

        Returns ``origin``, ``key`` and ``value``.

        Example:
        | `Set Session Storage` | step | 2 |
        """

    @tool_keyword(browser_clear_session_storage, tags=("Storage",))
    def clear_session_storage(self) -> dict[str, Any]:
        """Removes every sessionStorage item of the page; ``removed`` says how many.

        Other origins and other tabs keep theirs.

        Example:
        | `Clear Session Storage` |
        """

    @tool_keyword(browser_remove_storage_item, tags=("Storage",), tool_doc=True)
    def remove_storage_item(self) -> dict[str, Any]:
        """``key`` is the item's name. ``storage`` is ``local`` (the default) or ``session``.
        An item that is not there is no failure.

        Example:
        | `Remove Storage Item` | theme |
        | ${result} = | `Remove Storage Item` | step | storage=session |
        | Should Be True | ${result}[removed] |
        """
