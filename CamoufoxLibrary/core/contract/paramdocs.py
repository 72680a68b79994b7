"""Each tool parameter in a few words: the one source every front end describes it from.

The MCP schema gives each property its description from here, the keywords' docs list
the arguments their own tables leave out from here, and ``ToolSpec.params`` holds the
result for a tool: the tool's own words (``@tool(params=...)`` or ``TOOLS`` below) win
over ``SHARED``, the words of a name that means the same in every tool, which win over
``TARGET``, the arguments a tool's target adds (``targets.py``). A name nobody describes
is left out, and ``utest/test_paramdocs.py`` fails for a library tool that has one.
Words of a name that is not the tool's parameter fail its registration.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

# The arguments of where a tool acts, the same in every tool (the MCP server explains
# them once, in its instructions, instead of in each tool).
TARGET: dict[str, str] = {
    "instance": "instance name",
    "page_id": "tab's page_id; default: the selected tab",
    "frame_id": "look in this frame only",
}

# Names that mean the same wherever a tool takes them. Each is paid for in every tool
# of the MCP list that takes it, so what all of them share is said once, in the
# server's instructions (``mcp/instructions.py``, ``ELEMENTS``): what a ref or a
# selector is, and a timeout's default.
SHARED: dict[str, str] = {
    "ref": "ref or selector",
    "expect": "what it opens, to wait for",
    "expect_url": "URL glob or regex: for expect",
    "select": "select the popup",
    "file_path": "file to write",
    "timeout": "seconds to wait",
    "button": "mouse button",
    "modifiers": "keys held",
    "position": "x,y in the element, or random",
    "force": "skip actionability checks",
    "delay": "ms between events",
    "trial": "check only, do not act",
    "paths": "files to upload",
    "full_page": "the whole scrollable page",
    "mask": "refs or selectors to paint over",
    "clip": "x,y,width,height to capture",
    "animations": "stop CSS animations",
    "caret": "hide the text caret",
    "steps": "intermediate mouse moves",
    "url": "URL or glob",
    "wait_until": "load state to wait for",
    "wait_id": "id from the expect call",
    "folder": "folder to save into",
    "key_column": "column naming the rows",
    "row": "row: index or key value",
    "column": "header text or index",
    "ignore": "fields not compared",
    "prompt_text": "text for a prompt()",
    "key": "key name, e.g. Enter, Control+A",
    "text": "the text",
    "x": "x, CSS pixels",
    "y": "y, CSS pixels",
    "headers": "HTTP headers",
    "method": "HTTP method",
    "status": "HTTP status",
    "content": "inline text",
    "path": "file to read",
    "offline": "network off",
    "permissions": "permissions to grant",
    "state": "state to wait for",
    "function": "JavaScript function",
}

# A tool's own words for its parameters, where they differ from the shared ones.
TOOLS: dict[str, dict[str, str]] = {
    "browser_evaluate": {
        "function": "JS function: () => ..., or (element) => ... with ref",
        "ref": "element passed to the function",
        "arg": "JSON argument passed to the function",
        "all": "run on every element ref matches",
    },
    "browser_snapshot": {
        "root": "ref or selector: that subtree only",
        "depth": "levels to show; 0: top only",
        "max_chars": "cut after this many characters",
        "file_path": "write it to this file instead",
    },
    "browser_find_refs": {
        "role": "exact role",
        "name": "part of the name",
        "text": "part of the text",
        "limit": "most matches returned",
    },
    "browser_screenshot": {
        "ref": "element to capture",
        "type": "image format",
        "file_path": "also save it to this file",
    },
    "browser_console_messages": {"level": "lowest level shown"},
    "browser_network_requests": {"include_static": "include images, fonts, styles"},
    "browser_click": {
        "double_click": "double-click",
        "click_count": "clicks in a row",
    },
    "browser_drag": {"start_ref": "element to drag", "end_ref": "element to drop on"},
    "browser_type": {
        "text": "text to type",
        "submit": "press Enter after",
        "slowly": "one key at a time",
        "jitter": "random extra ms per key",
    },
    "browser_fill_form": {"fields": "[{name, type, ref, value}]"},
    "browser_select_option": {"values": "option values or labels"},
    "browser_handle_dialog": {"accept": "accept, or dismiss"},
    "browser_create_instance": {
        "instance": "name of the new instance",
        "engine": "browser engine",
        "executable_path": "browser binary",
        "headless": "no window",
        "profile_dir": "persistent profile folder",
        "proxy": "proxy URL or Playwright proxy",
        "os": "Camoufox: OS to pretend",
        "humanize": "Camoufox: human cursor (max s)",
        "locale": "locale(s), e.g. en-US",
        "geoip": "Camoufox: IP to match, or true",
        "block_images": "Camoufox: no images",
        "block_webrtc": "Camoufox: no WebRTC",
        "block_webgl": "Camoufox: no WebGL",
        "window": "Camoufox: [width, height]",
        "camoufox_options": "more Camoufox launch options",
        "browser_of": "instance whose browser to share",
        "ws_endpoint": "browser server(s) to connect",
        "connect_headers": "headers of the connection",
        "launch_options": "more Playwright launch options",
        "connect_timeout": "seconds to connect",
        "viewport": "{width, height}",
        "device_scale_factor": "device pixel ratio",
        "timezone_id": "e.g. Europe/Paris",
        "geolocation": "{latitude, longitude}",
        "permissions": "permissions to grant",
        "user_agent": "User-Agent header",
        "extra_http_headers": "headers of every request",
        "http_credentials": "{username, password}",
        "offline": "start offline",
        "ignore_https_errors": "accept bad certificates",
        "java_script_enabled": "run page scripts",
        "base_url": "base of relative URLs",
        "color_scheme": "prefers-color-scheme",
        "reduced_motion": "prefers-reduced-motion",
        "storage_state": "storage state file to load",
        "record_har_path": "HAR file to record",
        "record_har_content": "HAR bodies",
        "record_video_dir": "folder for videos",
    },
    "browser_destroy_instance": {"instance": "instance to end"},
    "browser_mouse_move_xy": {"x": "x, CSS pixels", "y": "y, CSS pixels"},
    "browser_mouse_drag_xy": {
        "start_x": "from x",
        "start_y": "from y",
        "end_x": "to x",
        "end_y": "to y",
    },
    "browser_mouse_wheel": {"delta_x": "pixels right", "delta_y": "pixels down"},
    "browser_navigate": {"url": "URL to open"},
    "browser_wait_for": {
        "time": "seconds to wait",
        "text": "text to appear",
        "text_gone": "text to disappear",
    },
    "browser_get_cookies": {"urls": "only cookies of these URLs"},
    "browser_set_cookies": {"cookies": "[{name, value, url or domain+path}]"},
    "browser_clear_cookies": {"name": "only this name", "domain": "only this domain"},
    "browser_set_local_storage": {"key": "item key", "value": "item value"},
    "browser_set_session_storage": {"key": "item key", "value": "item value"},
    "browser_remove_storage_item": {"key": "item key", "storage": "which storage"},
    "browser_resize": {"width": "CSS pixels", "height": "CSS pixels"},
    "browser_pdf_save": {
        "paper_format": "paper size",
        "landscape": "wide pages",
        "print_background": "print backgrounds",
    },
    "browser_generate_locator": {
        "ref": "snapshot ref",
        "selector": "selector, instead of ref",
        "element": "what it is, in words",
    },
    "browser_tabs": {
        "action": "what to do",
        "index": "tab index",
        "url": "URL of the new tab",
        "page_id": "tab's page_id",
    },
    "browser_verify_list_visible": {
        "refs": "refs or selectors",
        "container_ref": "element holding the items",
        "items": "texts to find in it",
    },
    "browser_verify_text_visible": {"text": "text, case-insensitive"},
    "browser_verify_value": {
        "expected_value": "text, or true/false for a box",
        "element_type": "kind of field",
    },
    "browser_get_attribute": {"name": "attribute name"},
    "browser_get_property": {"name": "DOM property name"},
    "browser_get_style": {"property": "CSS property; default: all"},
    "browser_set_geolocation": {
        "latitude": "degrees",
        "longitude": "degrees",
        "accuracy": "metres",
    },
    "browser_set_offline": {"offline": "network off, or back on"},
    "browser_grant_permissions": {"origin": "only for this origin"},
    "browser_set_extra_http_headers": {"headers": "headers of every request"},
    "browser_set_storage_state": {"storage_state": "state file to set"},
    "browser_drop_files": {"ref": "drop zone", "paths": "files to drop"},
    "browser_emulate_media": {
        "media": "CSS media type",
        "color_scheme": "prefers-color-scheme",
        "reduced_motion": "prefers-reduced-motion",
        "forced_colors": "forced-colors",
        "contrast": "prefers-contrast",
    },
    "browser_get_scroll_position": {"ref": "scrolled element; default: page"},
    "browser_get_scroll_size": {"ref": "scrolled element; default: page"},
    "browser_wait_for_url": {"url": "URL glob or regex: to match"},
    "browser_wait_for_function": {
        "function": "JS expression or function",
        "polling": "ms between tries; default: frames",
    },
    "browser_fill_text": {"text": "text to fill"},
    "browser_select_option_by_index": {"indexes": "option indexes"},
    "browser_press_keys": {"keys": "keys in turn"},
    "browser_keyboard_key": {"action": "hold, release or press"},
    "browser_keyboard_input": {"action": "key events or insert", "text": "text to type"},
    "browser_scroll_by": {
        "dx": "pixels right",
        "dy": "pixels down",
        "ref": "element to scroll; default: page",
    },
    "browser_scroll_to": {"ref": "element to scroll; default: page"},
    "browser_route_fulfill": {
        "url": "URL glob or regex: to answer",
        "body": "response body",
        "json": "JSON response body",
        "path": "file as the body",
        "content_type": "Content-Type",
    },
    "browser_route_abort": {"url": "URL glob or regex: to abort", "error": "error code"},
    "browser_route_continue": {
        "url": "URL glob or regex: to change",
        "method": "new method",
        "headers": "new headers",
        "to_url": "new URL",
    },
    "browser_route_from_har": {
        "har": "HAR file to answer from",
        "url": "URL glob or regex: to answer",
        "not_found": "requests not in the HAR",
    },
    "browser_unroute": {"route": "route id or URL"},
    "browser_expect_request": {"url": "URL glob or regex: to wait for"},
    "browser_expect_response": {"url": "URL glob or regex: to wait for"},
    "browser_download": {"url": "URL to download"},
    "browser_start_tracing": {
        "file_path": "trace zip to write",
        "title": "trace title",
        "screenshots": "record screenshots",
        "snapshots": "record DOM snapshots",
    },
    "browser_stop_tracing": {"file_path": "trace zip to write", "discard": "write nothing"},
    "browser_get_table_cell": {"ref": "the table"},
    "browser_get_table_row_index": {"ref": "the table"},
    "browser_get_table_column_index": {"ref": "the table"},
    "browser_set_dialog_policy": {"policy": "how to answer dialogs"},
    "browser_add_overlay_handler": {
        "selector": "the overlay",
        "action": "what clears it",
        "value": "selector to click or key",
        "times": "most uses; default: always",
    },
    "browser_remove_overlay_handler": {"selector": "its overlay"},
    "browser_dispatch_event": {"type": "event type", "init": "event init fields"},
    "browser_add_init_script": {"script": "JavaScript", "path": "script file"},
    "browser_remove_init_script": {"id": "id from adding it"},
    "browser_add_script_tag": {
        "content": "script text",
        "url": "script URL",
        "path": "script file",
        "module": "type=module",
    },
    "browser_add_style_tag": {"content": "CSS text", "url": "stylesheet URL", "path": "CSS file"},
    "browser_clock": {
        "action": "what to do with the clock",
        "time": "ISO date-time or epoch seconds",
        "duration": "seconds",
    },
    "browser_screenshot_matches": {
        "name": "baseline name",
        "baseline_dir": "folder of baselines",
        "output_dir": "folder for diffs",
        "ref": "element to compare",
        "threshold": "colour distance per pixel, 0-1",
        "max_diff_ratio": "share of pixels that may differ",
        "update": "write the baseline anew",
    },
    "browser_identity_matches": {"expected": "fields and their values"},
    "browser_identities_equal": {
        "first": "an identity",
        "second": "another identity",
    },
}


# Where the library's tools are written: ``TOOLS`` describes only theirs (a plugin's tool
# of the same name has words of its own).
LIBRARY_TOOLS = "CamoufoxLibrary.core.tools."


def described(
    tool_name: str, module: str, params: Iterable[str], own: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Each parameter of the tool ``tool_name`` (of ``module``) that has words, in
    signature order: its own (``own``, then ``TOOLS`` for a library tool), or the shared
    ones; ``ValueError`` for words of a name that is not one of its parameters."""
    names = list(params)
    listed = TOOLS.get(tool_name, {}) if module.startswith(LIBRARY_TOOLS) else {}
    mine = {**listed, **(own or {})}
    unknown = sorted(set(mine) - set(names))
    if unknown:
        raise ValueError(
            f"{tool_name} describes {', '.join(map(repr, unknown))}, not among its parameters"
        )
    found: dict[str, str] = {}
    for name in names:
        words = mine.get(name) or SHARED.get(name) or TARGET.get(name)
        if words:
            found[name] = words
    return found
