"""Keywords of core/tools/emulation.py and core/tools/state.py: emulation and saved state."""

from __future__ import annotations

from typing import Any

from ...core.tools.emulation import (
    browser_clear_permissions,
    browser_emulate_media,
    browser_grant_permissions,
    browser_set_extra_http_headers,
    browser_set_geolocation,
    browser_set_offline,
)
from ...core.tools.state import browser_save_storage_state, browser_set_storage_state
from .base import KeywordGroup
from .derive import ToolCall, tool_keyword


class EmulationKeywords(KeywordGroup):
    @tool_keyword(browser_set_geolocation, tags=("Emulation",))
    def set_geolocation(self) -> dict[str, Any]:
        """Sets the position the instance's pages get from the Geolocation API.

        ``latitude`` and ``longitude`` in degrees, ``accuracy`` in metres. Pages read
        it once they have the ``geolocation`` permission (`Grant Permissions`, or
        ``permissions`` of `Create Instance`).

        Example:
        | `Grant Permissions` | geolocation |
        | `Set Geolocation` | 60.17 | 24.94 |
        """

    @tool_keyword(browser_emulate_media, tags=("Emulation",), tool_doc=True)
    def emulate_media(self) -> dict[str, Any]:
        """It returns what the page reports for every feature; one set to a value the page
        does not report fails with ``unsupported_capability`` instead of passing quietly.

        Example:
        | `Emulate Media` | media=print | reduced_motion=reduce |
        | ${media} = | `Emulate Media` | forced_colors=active |
        | Should Be Equal | ${media}[media] | print |
        | `Emulate Media` | media=no-override | reduced_motion=no-override | forced_colors=no-override |
        """

    @tool_keyword(browser_set_offline, tags=("Emulation",), tool_doc=True)
    def set_offline(self) -> dict[str, Any]:
        """Example:
        | `Set Offline` | True |
        | Run Keyword And Expect Error | navigation_failed:* | `Navigate` | ${URL}/index.html |
        | `Set Offline` | False |
        """

    @tool_keyword(browser_grant_permissions, tags=("Emulation",), tool_doc=True)
    def grant_permissions(self) -> dict[str, Any]:
        """The other permissions fail there with ``unsupported_capability``.

        Example:
        | `Grant Permissions` | geolocation | notifications |
        | `Grant Permissions` | geolocation | origin=${URL} |
        """

    @tool_keyword(browser_clear_permissions, tags=("Emulation",), tool_doc=True)
    def clear_permissions(self) -> dict[str, Any]:
        """Example:
        | `Clear Permissions` |
        """

    @tool_keyword(browser_set_extra_http_headers, tags=("Emulation",), tool_doc=True)
    def set_extra_http_headers(self) -> dict[str, Any]:
        """``headers`` is a dictionary, from Python (``${{ {...} }}``) or a ``&{headers}`` variable.

        Example:
        | `Set Extra Http Headers` | ${{ {"X-Test-Run": "nightly"} }} |
        """

    @tool_keyword(browser_save_storage_state, tags=("Storage", "Instances"))
    def save_storage_state(self, call: ToolCall) -> str:
        """Saves the instance's cookies, localStorage and IndexedDB to a file and returns its path.

        Log in once, save the state, and start the next instances logged in with
        ``storage_state`` of `Create Instance`. ``file_path`` is where, as `Output files`
        says; by default ``storage-state-<instance>.json`` in ``${OUTPUT DIR}``.

        Example:
        | `Navigate` | ${URL}/login.html |
        | `Type` | id=user | ada |
        | `Click` | id=sign-in |
        | ${state} = | `Save Storage State` |
        | `Create Instance` | second | storage_state=${state} |
        """
        name = self.instance_name(call.arguments["instance"])
        call.arguments["file_path"] = call.arguments["file_path"] or f"storage-state-{name}.json"
        return call()["path"]

    @tool_keyword(browser_set_storage_state, tags=("Storage",), tool_doc=True)
    def set_storage_state(self) -> dict[str, Any]:
        """Example: one instance, two users, each saved once with `Save Storage State`:
        | `Set Storage State` | ${OUTPUT DIR}/storage-state-ada.json |
        | `Reload` |
        | `Verify Text Visible` | Signed in as ada |
        | `Set Storage State` | ${OUTPUT DIR}/storage-state-bob.json |
        """
