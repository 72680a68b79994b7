"""Every error a tool declares (``@tool(errors=...)``), provoked against a real browser.

One case per (tool, declared error type) of ``REGISTRY``: the case calls the tool
through a real ``ToolCore`` and expects exactly that ``error_type``. A newly declared
error fails here until this module learns how to provoke it. (That no tool returns
an error type it does not declare is checked by ``LiveCore.call`` in utest/conftest.py,
for every real-browser test.)

A call is a tool's ``SAMPLES`` (valid arguments, on the instance ``main``) with the
overrides of its provocation: a ``GENERIC`` one derived from the signature
(``instance_not_found``, ``page_not_found``, ...) unless ``SPECIFIC`` names the pair.

Instances, all on one core: ``main`` (a test page, a snapshot taken; more pages open
on it as cases need them), ``blocked`` (a file chooser and an alert pending on its
page; it also holds a profile_dir) and ``dead`` (its browser killed).
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable, Iterator
from functools import cached_property
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolSpec
from testsupport.server import FixtureServer, free_port
from testsupport.waiting import wait_until

pytestmark = pytest.mark.browser

SHORT = 1.0  # seconds: the library timeout of the calls that must run out of time
DROP = object()  # an override that removes the sample argument

PAGE = """<!doctype html><title>Declared errors</title>
<h1>Errors on purpose</h1>
<input id="name" aria-label="Name">
<input id="ro" aria-label="Read only" value="fixed" readonly>
<input id="box" type="checkbox" aria-label="Box">
<input id="stuck" type="checkbox" aria-label="Stuck" onclick="return false">
<input id="held" type="checkbox" aria-label="Held" checked onclick="return false">
<input id="box-off" type="checkbox" aria-label="Box off" disabled>
<input id="box-on-off" type="checkbox" aria-label="Box on, off" checked disabled>
<input id="file-off" type="file" aria-label="File off" disabled>
<input id="file" type="file" aria-label="File">
<select id="pick" aria-label="Pick"><option value="a">A</option><option value="b">B</option></select>
<button id="go">Go</button>
<button id="off" disabled>Off</button>
<p id="hidden" hidden>Hidden text</p>
<ul><li class="many">one</li><li class="many">two</li></ul>
<table id="grid"><tr><th>Key</th></tr><tr><td>one</td></tr></table>"""

# The second visit's load waits for a slow image (the first does not); the unload
# listener keeps the page out of the back-forward cache, so going back loads it again.
COME_BACK = """<!doctype html><title>Come back</title>
<script>
  addEventListener("unload", () => {});
  if (sessionStorage.getItem("visited")) document.write('<img src="/__slow__?ms=10000">');
  sessionStorage.setItem("visited", "1");
</script><p>Come back</p>"""

# What expect=download provocations act on: a link to a download that fails, focused
# (for keys), at a known place (for a click at coordinates); a confirm whose acceptance
# starts the same download (for browser_handle_dialog).
BROKEN_FOLLOW = """<!doctype html><title>Broken download</title>
<a id="broken" href="/__truncated__"
   style="position:fixed;left:0;top:0;width:200px;height:100px;display:block">broken</a>
<script>document.getElementById("broken").focus()</script>"""
CONFIRM_FOLLOW = """<!doctype html><title>Confirm</title>
<script>setTimeout(() => { if (confirm("Download?")) location.href = "/__truncated__" }, 0)</script>"""

# A page that navigates while the identity probe awaits its audio rendering.
GOES_AWAY = """<!doctype html><title>Goes away</title><script>
  window.OfflineAudioContext = class {
    constructor() { setTimeout(() => { location.search = "?gone"; }, 0); }
    createOscillator() { return { frequency: {}, connect() {}, start() {} }; }
    createDynamicsCompressor() { return { connect() {} }; }
    startRendering() { return new Promise(() => {}); }
  };
</script>"""

# An editor that sends the focus to the button on its select-all key, so typed text
# reaches nothing; the button has the focus after the load.
FLEE = """<!doctype html><title>Flee</title>
<div id="flee" contenteditable="true" role="textbox" aria-label="Flee">kept</div>
<button id="go">Go</button>
<script>
  const go = document.getElementById("go");
  document.getElementById("flee").addEventListener("keydown", (event) => {
    if (event.key.toLowerCase() === "a" && (event.ctrlKey || event.metaKey)) go.focus();
  });
  go.focus();
</script>"""

SLOW_PATH = "/__slow__?ms=10000"
# A page whose load event waits for a slow image.
SLOW_IMAGE = f'<!doctype html><title>Slow image</title><img src="{SLOW_PATH}">'

# Valid arguments for each tool (but ``instance``, which is the instance ``main``).
SAMPLES: dict[str, dict[str, Any]] = {
    "browser_evaluate": {"function": "1"},
    "browser_click": {"ref": "#go"},
    "browser_hover": {"ref": "#go"},
    "browser_drag": {"start_ref": "#go", "end_ref": "#name"},
    "browser_type": {"ref": "#name", "text": "x"},
    "browser_fill_form": {
        "fields": [{"name": "Name", "type": "textbox", "ref": "#name", "value": "x"}]
    },
    "browser_select_option": {"ref": "#pick", "values": ["a"]},
    "browser_press_key": {"key": "Shift"},
    "browser_file_upload": {"paths": [__file__]},
    "browser_handle_dialog": {"accept": True},
    "browser_create_instance": {"instance": "fresh"},
    "browser_mouse_click_xy": {"x": 1, "y": 1},
    "browser_mouse_move_xy": {"x": 1, "y": 1},
    "browser_mouse_drag_xy": {"start_x": 1, "start_y": 1, "end_x": 2, "end_y": 2},
    "browser_mouse_wheel": {"delta_x": 0, "delta_y": 10},
    "browser_navigate": {"url": "about:blank"},
    "browser_wait_for": {"time": 0},
    "browser_wait_for_elements_state": {"ref": "#go", "state": "visible"},
    "browser_wait_for_url": {"url": "**"},
    "browser_wait_for_function": {"function": "true"},
    "browser_set_cookies": {"cookies": [{"name": "a", "value": "b", "url": "http://127.0.0.1/"}]},
    "browser_set_local_storage": {"key": "k", "value": "v"},
    "browser_resize": {"width": 800, "height": 600},
    "browser_generate_locator": {"selector": "#go"},
    "browser_tabs": {"action": "list"},
    "browser_add_init_script": {"script": "window.declared = 1"},
    "browser_remove_init_script": {"id": "init-none"},
    "browser_add_script_tag": {"content": "window.declared = 1"},
    "browser_add_style_tag": {"content": "p {}"},
    "browser_clock": {"action": "install", "time": "2030-01-01"},
    "browser_screenshot_matches": {"name": "declared"},
    "browser_identity_matches": {"expected": {"webdriver": True}},
    "browser_identities_equal": {"first": {"page": {"a": 1}}, "second": {"page": {"a": 1}}},
    "browser_verify_element_visible": {"ref": "#go"},
    "browser_verify_list_visible": {"refs": ["#go"]},
    "browser_verify_text_visible": {"text": "Errors on purpose"},
    "browser_verify_value": {"ref": "#name", "expected_value": ""},
    "browser_get_text": {"ref": "#go"},
    "browser_set_geolocation": {"latitude": 1.0, "longitude": 2.0},
    "browser_set_offline": {"offline": False},
    "browser_emulate_media": {"media": "print"},
    "browser_set_storage_state": {"storage_state": "/no/such/state.json"},
    "browser_grant_permissions": {"permissions": ["geolocation"]},
    "browser_set_extra_http_headers": {"headers": {}},
    "browser_get_value": {"ref": "#name"},
    "browser_get_attribute": {"ref": "#go", "name": "id"},
    "browser_get_attribute_names": {"ref": "#go"},
    "browser_get_property": {"ref": "#name", "name": "value"},
    "browser_get_classes": {"ref": "#go"},
    "browser_get_style": {"ref": "#go", "property": "color"},
    "browser_get_element_count": {"ref": "css=.many"},
    "browser_get_element_states": {"ref": "#go"},
    "browser_get_checkbox_state": {"ref": "#box"},
    "browser_get_bounding_box": {"ref": "#go"},
    "browser_get_selected_options": {"ref": "#pick"},
    "browser_get_elements": {"ref": "css=.many"},
    "browser_get_select_options": {"ref": "#pick"},
    "browser_get_table_cell": {"ref": "#grid", "column": "Key", "row": 0},
    "browser_get_table_row_index": {"ref": "#grid", "row": "one"},
    "browser_get_table_column_index": {"ref": "#grid", "column": "Key"},
    "browser_double_click": {"ref": "#go"},
    "browser_check_checkbox": {"ref": "#box"},
    "browser_uncheck_checkbox": {"ref": "#box"},
    "browser_clear_text": {"ref": "#name"},
    "browser_fill_text": {"ref": "#name", "text": "x"},
    "browser_focus": {"ref": "#go"},
    "browser_blur": {"ref": "#go"},
    "browser_dispatch_event": {"ref": "#go", "type": "click"},
    "browser_select_option_by_index": {"ref": "#pick", "indexes": [0]},
    "browser_deselect_options": {"ref": "#pick"},
    "browser_upload_file_by_selector": {"ref": "#file", "paths": [__file__]},
    "browser_drop_files": {"ref": "#go", "paths": [__file__]},
    "browser_press_keys": {"ref": "#name", "keys": ["Shift"]},
    "browser_keyboard_key": {"action": "press", "key": "Shift"},
    "browser_keyboard_input": {"action": "insertText", "text": "x"},
    "browser_scroll_to_element": {"ref": "#go"},
    "browser_scroll_by": {"dx": 0, "dy": 10},
    "browser_scroll_to": {"x": 0, "y": 0},
    "browser_set_session_storage": {"key": "k", "value": "v"},
    "browser_remove_storage_item": {"key": "k"},
    # --- network, downloads, tracing
    "browser_route_fulfill": {"url": "**/declared-never-requested"},
    "browser_route_abort": {"url": "**/declared-never-requested"},
    "browser_route_continue": {"url": "**/declared-never-requested"},
    "browser_route_from_har": {"har": "declared-missing.har"},
    "browser_unroute": {"route": "route-nope"},
    "browser_expect_request": {"url": "**/declared-never-requested"},
    "browser_expect_response": {"url": "**/declared-never-requested"},
    "browser_wait_for_request": {"wait_id": "wait-nope"},
    "browser_wait_for_response": {"wait_id": "wait-nope"},
    "browser_wait_for_download": {"wait_id": "wait-nope"},
    "browser_download": {"url": "http://127.0.0.1:9/declared"},
    # --- interruptions
    "browser_set_dialog_policy": {"policy": "keep"},
    "browser_add_overlay_handler": {"selector": "#hidden", "action": "hide"},
    "browser_remove_overlay_handler": {"selector": "#never-added"},
}


class Lab:
    """The core and its instances, each made when a case first needs it."""

    def __init__(self, live: Any, http_server: Any, site: str, tmp: Path) -> None:
        self.live = live
        self.site = site
        self.tmp = tmp
        self.page_url = http_server.add("/declared-errors.html", PAGE)
        self.come_back_url = http_server.add("/declared-come-back.html", COME_BACK)
        self.elsewhere_url = http_server.add("/declared-elsewhere.html", "<title>Else</title>")
        self.flee_url = http_server.add("/declared-flee.html", FLEE)
        self.slow_url = http_server.url(SLOW_PATH)
        self.slow_image_url = http_server.add("/declared-slow-image.html", SLOW_IMAGE)
        self.broken_follow_url = http_server.add("/declared-broken-follow.html", BROKEN_FOLLOW)
        self.confirm_follow_url = http_server.add("/declared-confirm-follow.html", CONFIRM_FOLLOW)
        self.goes_away_url = http_server.add("/declared-goes-away.html", GOES_AWAY)
        self.broken_download_url = http_server.add(
            "/declared-broken-download.html", '<a id="broken" href="/__truncated__">broken</a>'
        )

    @cached_property
    def main(self) -> str:
        self.live.ok("browser_create_instance", instance="main")
        self.live.ok("browser_navigate", instance="main", url=self.page_url)
        self.live.ok("browser_snapshot", instance="main")  # refs like e9999 are stale now
        return "main"

    @cached_property
    def profile(self) -> str:
        return str(self.tmp / "profile")

    @cached_property
    def blocked(self) -> str:
        """An instance whose page has a file chooser and then an alert pending."""
        live = self.live
        live.ok("browser_create_instance", instance="blocked", profile_dir=self.profile)
        live.ok("browser_navigate", instance="blocked", url=self.page_url)
        assert live.ok("browser_click", instance="blocked", ref="#file")["modal"]["kind"] == (
            "file_chooser"
        )
        live.evaluate("blocked", "setTimeout(() => alert('blocking'), 0)")
        inst = live.instance("blocked")
        wait_until(lambda: [m.kind for m in inst.modals.open] == ["file_chooser", "dialog"])
        return "blocked"

    @cached_property
    def dead(self) -> str:
        """An instance whose browser was killed (destroy still cleans it up)."""
        info = self.live.ok("browser_create_instance", instance="dead")
        os.kill(info["pid"], signal.SIGKILL)
        wait_until(lambda: self.live.core.manager.dead_reason("dead"), message="no death noticed")
        return "dead"

    @cached_property
    def tabs(self) -> str:
        """An instance of one tab, selected, which never opens another (Tabs Select NEW)."""
        self.live.ok("browser_create_instance", instance="tabs")
        return "tabs"

    @cached_property
    def pageless(self) -> str:
        """An instance (a context of main's browser) whose only page was closed."""
        self.live.ok("browser_create_instance", instance="pageless", browser_of=self.main)
        inst = self.live.instance("pageless")
        for page in list(inst.pages.values()):
            self.live.run(page.close())
        wait_until(lambda: not inst.pages, message="the page did not close")
        return "pageless"

    @cached_property
    def blank(self) -> str:
        """A page of ``main`` at about:blank, which has no origin."""
        return self.new_page()

    @cached_property
    def scratch(self) -> str:
        """A page of ``main`` for navigations that fail."""
        return self.new_page()

    def new_page(self, url: str | None = None) -> str:
        """Opens a page in ``main`` without selecting it (test set-up, not a tool)."""
        inst = self.live.instance(self.main)

        async def open_page() -> str:
            page = await inst.context.new_page()
            if url is not None:
                await page.goto(url)
            return inst.page_id_of(page)

        return self.live.run(open_page())

    def close_page(self, page_id: str) -> None:
        self.live.run(self.live.instance(self.main).pages[page_id].close())

    def deadline(self, seconds: float = SHORT) -> contextlib.AbstractContextManager[None]:
        """The library timeout for the call: what Set Camoufox Timeout does."""
        return self.live.deadline(seconds)

    def refused_url(self) -> str:
        """A URL of a port nothing listens on (what the closed_port fixture gives)."""
        return f"http://127.0.0.1:{free_port()}/"

    def call(self, spec: ToolSpec, provocation: Provocation) -> dict[str, Any]:
        arguments = dict(SAMPLES.get(spec.name, {}))
        if spec.has_instance and spec.name != "browser_create_instance":
            arguments["instance"] = self.main
        made = provocation(self, spec)
        if not isinstance(made, contextlib.AbstractContextManager):
            made = contextlib.nullcontext(made)
        with made as overrides:
            arguments.update(overrides)
            arguments = {k: v for k, v in arguments.items() if v is not DROP}
            return self.live.call(spec.name, **arguments)


Overrides = dict[str, Any]
Provocation = Callable[[Lab, ToolSpec], "Overrides | contextlib.AbstractContextManager[Overrides]"]


def element_parameter(spec: ToolSpec) -> str | None:
    params = spec.signature.parameters
    return next((name for name in ("ref", "start_ref") if name in params), None)


def has(parameter: str) -> Callable[[ToolSpec], bool]:
    return lambda spec: parameter in spec.signature.parameters


# error_type -> (the tools it applies to, how to provoke it in them).
GENERIC: dict[str, tuple[Callable[[ToolSpec], Any], Provocation]] = {
    "instance_not_found": (has("instance"), lambda lab, spec: {"instance": "nope"}),
    "browser_not_running": (has("instance"), lambda lab, spec: {"instance": lab.dead}),
    "modal_state_blocked": (has("instance"), lambda lab, spec: {"instance": lab.blocked}),
    "page_not_found": (has("page_id"), lambda lab, spec: {"page_id": "page-nope"}),
    "frame_not_found": (has("frame_id"), lambda lab, spec: {"frame_id": "frame-nope"}),
    "stale_ref": (element_parameter, lambda lab, spec: {element_parameter(spec): "e9999"}),
    # Actions wait for their element to appear until the deadline: keep it short.
    # The actions that follow what they open (expect=): nothing opens.
    "wait_timeout": (
        has("expect"),
        lambda lab, spec: short_deadline({"expect": "popup"}, lab),
    ),
    "navigation_failed": (has("expect"), lambda lab, spec: broken_follow(lab, spec)),
    "element_not_found": (
        element_parameter,
        lambda lab, spec: short_deadline({element_parameter(spec): "css=#nothing-here"}, lab),
    ),
}


def field(ref: str) -> Overrides:
    return {"fields": [{"name": "Name", "type": "textbox", "ref": ref, "value": "x"}]}


@contextlib.contextmanager
def short_deadline(overrides: Overrides, lab: Lab) -> Iterator[Overrides]:
    with lab.deadline():
        yield overrides


@contextlib.contextmanager
def on_new_page(lab: Lab, url: str | None, overrides: Overrides) -> Iterator[Overrides]:
    """``overrides`` for a page of ``main`` opened for the call and closed after it."""
    page_id = lab.new_page(url)
    try:
        yield {"page_id": page_id, **overrides}
    finally:
        lab.close_page(page_id)


@contextlib.contextmanager
def slow_navigation(lab: Lab) -> Iterator[Overrides]:
    with on_new_page(lab, None, {"url": lab.slow_url}) as overrides, lab.deadline():
        yield overrides


@contextlib.contextmanager
def slow_way_back(lab: Lab) -> Iterator[Overrides]:
    """A page whose previous history entry loads slowly the second time."""
    with on_new_page(lab, lab.come_back_url, {}) as overrides:
        lab.live.ok("browser_navigate", instance=lab.main, url=lab.elsewhere_url, **overrides)
        with lab.deadline():
            yield overrides


@contextlib.contextmanager
def slow_way_forward(lab: Lab) -> Iterator[Overrides]:
    """A page whose next history entry loads slowly the second time."""
    with on_new_page(lab, lab.elsewhere_url, {}) as overrides:
        lab.live.ok("browser_navigate", instance=lab.main, url=lab.come_back_url, **overrides)
        lab.live.ok("browser_navigate_back", instance=lab.main, **overrides)
        with lab.deadline():
            yield overrides


@contextlib.contextmanager
def still_loading(lab: Lab, overrides: Overrides) -> Iterator[Overrides]:
    """``overrides`` for a page whose load event has not come (a slow image)."""
    with on_new_page(lab, None, overrides) as page:
        lab.live.ok(
            "browser_navigate",
            instance=lab.main,
            url=lab.slow_image_url,
            wait_until="commit",
            page_id=page["page_id"],
        )
        yield page


@contextlib.contextmanager
def slow_reload(lab: Lab) -> Iterator[Overrides]:
    with still_loading(lab, {}) as overrides, lab.deadline():
        yield overrides


@contextlib.contextmanager
def gone_server(lab: Lab) -> Iterator[Overrides]:
    """A page whose server has stopped since it loaded."""
    with on_new_page(lab, None, {}) as overrides:
        with FixtureServer() as server:
            url = server.add("/gone.html", "<title>Gone</title>")
            lab.live.ok("browser_navigate", instance=lab.main, url=url, **overrides)
        yield overrides


@contextlib.contextmanager
def max_instances_reached(lab: Lab) -> Iterator[Overrides]:
    assert lab.main  # one instance at least
    settings = lab.live.core.settings
    previous, settings.max_instances = settings.max_instances, len(lab.live.core.manager.instances)
    try:
        yield {}
    finally:
        settings.max_instances = previous


@contextlib.contextmanager
def pending_wait(lab: Lab, tool: str, **overrides: Any) -> Iterator[Overrides]:
    """A wait of ``main`` that nothing matches: collecting it times out."""
    pattern = {} if tool == "browser_expect_download" else {"url": "**/never"}
    wait = lab.live.ok(tool, instance=lab.main, **pattern)
    yield {"wait_id": wait["wait_id"], "timeout": 0.2, **overrides}


@contextlib.contextmanager
def failing_download(lab: Lab) -> Iterator[Overrides]:
    """A download of ``main`` whose connection closes early, started in a page of its own."""
    wait = lab.live.ok("browser_expect_download", instance=lab.main)
    with on_new_page(lab, lab.broken_download_url, {}) as page:
        inst = lab.live.instance(lab.main)
        lab.live.run(inst.pages[page["page_id"]].click("#broken"))
        yield {"wait_id": wait["wait_id"], "folder": str(lab.tmp / "downloads")}


# How each action tool with expect= starts the failing download of BROKEN_FOLLOW.
BROKEN_BY = {
    "browser_click": {"ref": "#broken"},
    "browser_double_click": {"ref": "#broken"},
    "browser_press_key": {"key": "Enter"},
    "browser_press_keys": {"ref": "#broken", "keys": ["Enter"]},
    "browser_keyboard_key": {"action": "press", "key": "Enter"},
    "browser_mouse_click_xy": {"x": 50, "y": 50},
    "browser_evaluate": {"function": "document.getElementById('broken').click()"},
}


@contextlib.contextmanager
def broken_follow(lab: Lab, spec: ToolSpec) -> Iterator[Overrides]:
    """``expect=download`` of an action that starts a download which fails."""
    overrides = {"expect": "download", **BROKEN_BY.get(spec.name, {})}
    if spec.name == "browser_handle_dialog":
        with confirm_pending(lab, overrides) as page:
            yield page
        return
    with on_new_page(lab, lab.broken_follow_url, overrides) as page:
        yield page


@contextlib.contextmanager
def confirm_pending(lab: Lab, overrides: Overrides) -> Iterator[Overrides]:
    """A page of ``main`` whose confirm is pending; accepting it starts a broken download."""
    with on_new_page(lab, None, overrides) as page:
        inst = lab.live.instance(lab.main)
        lab.live.run(inst.pages[page["page_id"]].goto(lab.confirm_follow_url))
        wait_until(lambda: inst.modals.pending(page["page_id"]) is not None)
        yield page


@contextlib.contextmanager
def short_wait_on_a_confirm(lab: Lab) -> Iterator[Overrides]:
    with confirm_pending(lab, {"accept": False, "expect": "url"}) as page, lab.deadline():
        yield page


def profile_in_use(lab: Lab) -> str:
    """The profile_dir of the running instance 'blocked'."""
    assert lab.blocked
    return lab.profile


# (tool, error_type) -> how to provoke it there; ``spec`` is the tool's.
SPECIFIC: dict[tuple[str, str], Provocation] = {
    # --- code
    ("browser_evaluate", "evaluation_failed"): lambda lab, spec: {
        "function": "() => { throw new Error('boom') }"
    },
    # A promise that never settles: the deadline ends the call, the page stays usable.
    ("browser_evaluate", "operation_timeout"): lambda lab, spec: short_deadline(
        {"function": "new Promise(() => {})"}, lab
    ),
    ("browser_evaluate", "invalid_params"): lambda lab, spec: {"function": "  "},
    # --- frames, inspection
    ("browser_frames", "frame_not_found"): lambda lab, spec: on_new_page(
        lab, f"{lab.site}/frames-churn.html", {}
    ),
    ("browser_screenshot_matches", "invalid_params"): lambda lab, spec: {"name": "../up"},
    ("browser_screenshot_matches", "verification_failed"): lambda lab, spec: {
        "baseline_dir": str(lab.tmp / "baselines"),
        "output_dir": str(lab.tmp),
    },
    ("browser_screenshot", "invalid_params"): lambda lab, spec: {"ref": "#go", "full_page": True},
    ("browser_screenshot", "unsupported_capability"): lambda lab, spec: {"caret": "initial"},
    ("browser_screenshot_matches", "unsupported_capability"): lambda lab, spec: {
        "caret": "initial"
    },
    # --- snapshots in parts
    ("browser_snapshot", "invalid_params"): lambda lab, spec: {"max_chars": 10},
    ("browser_snapshot", "stale_ref"): lambda lab, spec: {"root": "e9999"},
    ("browser_snapshot", "element_not_found"): lambda lab, spec: short_deadline(
        {"root": "css=#nothing-here"}, lab
    ),
    ("browser_find_refs", "invalid_params"): lambda lab, spec: {},
    # --- identity
    **{
        (tool, "evaluation_failed"): lambda lab, spec: on_new_page(lab, lab.goes_away_url, {})
        for tool in ("browser_identity", "browser_identity_consistent", "browser_identity_matches")
    },
    ("browser_identity_consistent", "invalid_params"): lambda lab, spec: {"ignore": ["nope"]},
    # Measured: headless firefox-esr's 1366x768 window is larger than its 1280x720 screen.
    ("browser_identity_consistent", "verification_failed"): lambda lab, spec: {},
    ("browser_identity_matches", "invalid_params"): lambda lab, spec: {"expected": {"tz": "UTC"}},
    ("browser_identity_matches", "verification_failed"): lambda lab, spec: {
        "expected": {"webdriver": False}
    },
    ("browser_identities_equal", "invalid_params"): lambda lab, spec: {"first": {}},
    ("browser_identities_equal", "verification_failed"): lambda lab, spec: {
        "second": {"page": {"a": 2}}
    },
    # --- emulation, storage state
    ("browser_set_geolocation", "invalid_params"): lambda lab, spec: {"latitude": 100.0},
    ("browser_grant_permissions", "unsupported_capability"): lambda lab, spec: {
        "permissions": ["camera"]
    },
    ("browser_grant_permissions", "invalid_params"): lambda lab, spec: {"origin": "nowhere"},
    ("browser_set_extra_http_headers", "invalid_params"): lambda lab, spec: {"headers": {" ": "x"}},
    ("browser_emulate_media", "invalid_params"): lambda lab, spec: {"media": None},
    ("browser_set_storage_state", "invalid_params"): lambda lab, spec: {
        "storage_state": "/no/such/state.json"
    },
    ("browser_emulate_media", "unsupported_capability"): lambda lab, spec: {"color_scheme": "dark"},
    ("browser_save_storage_state", "invalid_params"): lambda lab, spec: {
        "file_path": str(lab.tmp / "no-such-folder" / "state.json")
    },
    ("browser_create_instance", "unsupported_capability"): lambda lab, spec: {
        "permissions": ["camera"]
    },
    ("browser_create_instance", "instance_not_found"): lambda lab, spec: {"browser_of": "nope"},
    ("browser_create_instance", "browser_not_running"): lambda lab, spec: {"browser_of": lab.dead},
    # --- getters
    ("browser_get_text", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_get_value", "invalid_params"): lambda lab, spec: {"ref": "#go"},
    ("browser_get_attribute", "invalid_params"): lambda lab, spec: {"name": " "},
    ("browser_get_attribute_names", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_get_property", "invalid_params"): lambda lab, spec: {"name": "focus"},
    ("browser_get_classes", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_get_style", "invalid_params"): lambda lab, spec: {"property": "colr"},
    ("browser_get_element_count", "invalid_params"): lambda lab, spec: {"ref": "css=[[["},
    ("browser_get_element_states", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_get_checkbox_state", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_get_bounding_box", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_get_selected_options", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_get_elements", "invalid_params"): lambda lab, spec: {"ref": "css=[[["},
    ("browser_get_select_options", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_get_table_cell", "invalid_params"): lambda lab, spec: {"ref": "#go"},
    ("browser_get_table_row_index", "invalid_params"): lambda lab, spec: {"ref": "#go"},
    ("browser_get_table_column_index", "invalid_params"): lambda lab, spec: {"ref": "#go"},
    ("browser_get_scroll_position", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_get_scroll_size", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    # --- input
    ("browser_check_checkbox", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_check_checkbox", "verification_failed"): lambda lab, spec: {"ref": "#stuck"},
    ("browser_check_checkbox", "operation_timeout"): lambda lab, spec: short_deadline(
        {"ref": "#box-off"}, lab
    ),
    ("browser_uncheck_checkbox", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_uncheck_checkbox", "verification_failed"): lambda lab, spec: {"ref": "#held"},
    ("browser_uncheck_checkbox", "operation_timeout"): lambda lab, spec: short_deadline(
        {"ref": "#box-on-off"}, lab
    ),
    ("browser_clear_text", "invalid_params"): lambda lab, spec: {"ref": "#box"},
    ("browser_clear_text", "operation_timeout"): lambda lab, spec: short_deadline(
        {"ref": "#ro"}, lab
    ),
    ("browser_fill_text", "invalid_params"): lambda lab, spec: {"ref": "#box"},
    ("browser_fill_text", "operation_timeout"): lambda lab, spec: short_deadline(
        {"ref": "#ro"}, lab
    ),
    # An editor that sends the focus away on select-all; a focused button for insertText.
    **{
        (tool, "verification_failed"): lambda lab, spec: on_new_page(
            lab, lab.flee_url, {"ref": "#flee"}
        )
        for tool in ("browser_type", "browser_fill_text")
    },
    ("browser_fill_form", "verification_failed"): lambda lab, spec: on_new_page(
        lab,
        lab.flee_url,
        {"fields": [{"name": "Flee", "type": "textbox", "ref": "#flee", "value": "x"}]},
    ),
    ("browser_keyboard_input", "verification_failed"): lambda lab, spec: on_new_page(
        lab, lab.flee_url, {}
    ),
    ("browser_focus", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_blur", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_dispatch_event", "invalid_params"): lambda lab, spec: {"type": " "},
    ("browser_select_option_by_index", "invalid_params"): lambda lab, spec: {"indexes": [5]},
    ("browser_deselect_options", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_upload_file_by_selector", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_drop_files", "invalid_params"): lambda lab, spec: {"paths": []},
    ("browser_upload_file_by_selector", "operation_timeout"): lambda lab, spec: short_deadline(
        {"ref": "#file-off"}, lab
    ),
    # --- interaction
    ("browser_click", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_double_click", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_double_click", "operation_timeout"): lambda lab, spec: short_deadline(
        {"ref": "#off"}, lab
    ),
    ("browser_click", "operation_timeout"): lambda lab, spec: short_deadline({"ref": "#off"}, lab),
    ("browser_hover", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_drag", "invalid_params"): lambda lab, spec: {"start_ref": "css=.many"},
    ("browser_type", "invalid_params"): lambda lab, spec: {"ref": "#box"},
    ("browser_type", "operation_timeout"): lambda lab, spec: short_deadline({"ref": "#ro"}, lab),
    ("browser_fill_form", "invalid_params"): lambda lab, spec: {
        "fields": [{"name": "Name", "type": "checkbox", "ref": "#name", "value": True}]
    },
    ("browser_fill_form", "stale_ref"): lambda lab, spec: field("e9999"),
    ("browser_fill_form", "element_not_found"): lambda lab, spec: short_deadline(
        field("css=#nothing-here"), lab
    ),
    ("browser_select_option", "invalid_params"): lambda lab, spec: {"ref": "#name"},
    ("browser_press_key", "invalid_params"): lambda lab, spec: {"key": "NoSuchKey"},
    # --- modals
    ("browser_file_upload", "invalid_params"): lambda lab, spec: {
        "paths": [str(lab.tmp / "missing.txt")]
    },
    ("browser_file_upload", "dialog_not_present"): lambda lab, spec: {},
    ("browser_handle_dialog", "dialog_not_present"): lambda lab, spec: {},
    ("browser_handle_dialog", "invalid_params"): lambda lab, spec: {"select": False},
    # Dismissed, the confirm opens nothing.
    ("browser_handle_dialog", "wait_timeout"): lambda lab, spec: short_wait_on_a_confirm(lab),
    # --- keyboard
    ("browser_press_keys", "invalid_params"): lambda lab, spec: {"keys": ["NoSuchKey"]},
    ("browser_keyboard_key", "invalid_params"): lambda lab, spec: {"key": "NoSuchKey"},
    # --- lifecycle
    ("browser_create_instance", "instance_already_exists"): lambda lab, spec: {
        "instance": lab.main
    },
    ("browser_create_instance", "instance_limit_exceeded"): lambda lab, spec: max_instances_reached(
        lab
    ),
    ("browser_create_instance", "profile_dir_in_use"): lambda lab, spec: {
        "profile_dir": profile_in_use(lab)
    },
    ("browser_create_instance", "binary_not_found"): lambda lab, spec: {
        "engine": "firefox",
        "executable_path": str(lab.tmp / "no-such-firefox"),
    },
    ("browser_create_instance", "invalid_params"): lambda lab, spec: {
        "camoufox_options": {"stealth": 1}
    },
    # --- mouse
    ("browser_mouse_click_xy", "invalid_params"): lambda lab, spec: {"x": -1},
    ("browser_mouse_move_xy", "invalid_params"): lambda lab, spec: {"steps": 0},
    ("browser_mouse_drag_xy", "invalid_params"): lambda lab, spec: {"end_y": -1},
    ("browser_mouse_wheel", "invalid_params"): lambda lab, spec: {"delta_y": float("inf")},
    # --- navigation
    ("browser_navigate", "navigation_failed"): lambda lab, spec: {
        "url": lab.refused_url(),
        "page_id": lab.scratch,
    },
    ("browser_navigate", "navigation_timeout"): lambda lab, spec: slow_navigation(lab),
    ("browser_navigate", "invalid_params"): lambda lab, spec: {"url": "not a url"},
    ("browser_navigate_back", "navigation_timeout"): lambda lab, spec: slow_way_back(lab),
    ("browser_navigate_forward", "navigation_timeout"): lambda lab, spec: slow_way_forward(lab),
    ("browser_reload", "navigation_timeout"): lambda lab, spec: slow_reload(lab),
    ("browser_reload", "navigation_failed"): lambda lab, spec: gone_server(lab),
    ("browser_wait_for", "invalid_params"): lambda lab, spec: {"time": -1},
    ("browser_wait_for", "wait_timeout"): lambda lab, spec: {
        "time": DROP,
        "text": "Never on the page",
        "timeout": 0.3,
    },
    # --- waits
    ("browser_wait_for_elements_state", "wait_timeout"): lambda lab, spec: {
        "ref": "#hidden",
        "timeout": 0.2,
    },
    ("browser_wait_for_elements_state", "element_not_found"): lambda lab, spec: {
        "ref": "css=#nothing-here",
        "timeout": 0.2,
    },
    ("browser_wait_for_elements_state", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_wait_for_url", "wait_timeout"): lambda lab, spec: {"url": "**/never", "timeout": 0.2},
    ("browser_wait_for_url", "invalid_params"): lambda lab, spec: {"url": "regex:("},
    ("browser_wait_for_function", "wait_timeout"): lambda lab, spec: {
        "function": "false",
        "timeout": 0.2,
    },
    ("browser_wait_for_function", "evaluation_failed"): lambda lab, spec: {
        "function": "() => { throw new Error('boom') }"
    },
    ("browser_wait_for_function", "invalid_params"): lambda lab, spec: {"polling": 0},
    ("browser_wait_for_load_state", "wait_timeout"): lambda lab, spec: still_loading(
        lab, {"timeout": 0.2}
    ),
    ("browser_wait_for_load_state", "invalid_params"): lambda lab, spec: {"timeout": -1},
    # --- scrolling
    ("browser_scroll_to_element", "invalid_params"): lambda lab, spec: {"ref": "css=.many"},
    ("browser_scroll_by", "invalid_params"): lambda lab, spec: {"dx": float("nan")},
    ("browser_scroll_to", "invalid_params"): lambda lab, spec: {"y": float("inf")},
    # --- storage
    ("browser_get_cookies", "invalid_params"): lambda lab, spec: {"urls": ["ftp://127.0.0.1/"]},
    ("browser_set_cookies", "invalid_params"): lambda lab, spec: {"cookies": [{"name": "a"}]},
    ("browser_get_local_storage", "invalid_params"): lambda lab, spec: {"page_id": lab.blank},
    ("browser_set_local_storage", "invalid_params"): lambda lab, spec: {"page_id": lab.blank},
    ("browser_clear_local_storage", "invalid_params"): lambda lab, spec: {"page_id": lab.blank},
    ("browser_get_session_storage", "invalid_params"): lambda lab, spec: {"page_id": lab.blank},
    ("browser_set_session_storage", "invalid_params"): lambda lab, spec: {"page_id": lab.blank},
    ("browser_clear_session_storage", "invalid_params"): lambda lab, spec: {"page_id": lab.blank},
    ("browser_remove_storage_item", "invalid_params"): lambda lab, spec: {"page_id": lab.blank},
    # --- utility, locators
    ("browser_resize", "invalid_params"): lambda lab, spec: {"width": 0},
    ("browser_pdf_save", "unsupported_capability"): lambda lab, spec: {},
    ("browser_generate_locator", "invalid_params"): lambda lab, spec: {"selector": DROP},
    ("browser_generate_locator", "stale_ref"): lambda lab, spec: {
        "ref": "e9999",
        "selector": DROP,
    },
    # --- tabs
    # --- init scripts, tags and the clock
    ("browser_add_init_script", "invalid_params"): lambda lab, spec: {"script": " "},
    ("browser_remove_init_script", "invalid_params"): lambda lab, spec: {},
    ("browser_add_script_tag", "invalid_params"): lambda lab, spec: {"content": " "},
    ("browser_add_script_tag", "evaluation_failed"): lambda lab, spec: {
        "content": DROP,
        "url": "/__missing__.js",
    },
    ("browser_add_style_tag", "invalid_params"): lambda lab, spec: {"content": " "},
    ("browser_add_style_tag", "evaluation_failed"): lambda lab, spec: {
        "content": DROP,
        "url": "/__missing__.css",
    },
    ("browser_clock", "invalid_params"): lambda lab, spec: {"time": "next tuesday"},
    ("browser_clock", "modal_state_blocked"): lambda lab, spec: {"instance": lab.blocked},
    ("browser_tabs", "invalid_params"): lambda lab, spec: {"action": "select", "index": 99},
    ("browser_tabs", "modal_state_blocked"): lambda lab, spec: {
        "instance": lab.blocked,
        "action": "new",
    },
    ("browser_tabs", "navigation_failed"): lambda lab, spec: {
        "action": "new",
        "url": lab.refused_url(),
    },
    ("browser_tabs", "wait_timeout"): lambda lab, spec: short_deadline(
        {"instance": lab.tabs, "action": "select", "page_id": "NEW"}, lab
    ),
    ("browser_tabs", "navigation_timeout"): lambda lab, spec: short_deadline(
        {"action": "new", "url": lab.slow_url}, lab
    ),
    # --- network, downloads, tracing
    ("browser_route_fulfill", "invalid_params"): lambda lab, spec: {"status": 700},
    ("browser_route_abort", "invalid_params"): lambda lab, spec: {"url": "regex:("},
    ("browser_route_abort", "unsupported_capability"): lambda lab, spec: {"error": "timedout"},
    ("browser_route_continue", "invalid_params"): lambda lab, spec: {"method": "NOT ONE"},
    ("browser_route_continue", "unsupported_capability"): lambda lab, spec: {
        "to_url": "http://127.0.0.1/elsewhere"
    },
    ("browser_route_from_har", "invalid_params"): lambda lab, spec: {},
    ("browser_unroute", "invalid_params"): lambda lab, spec: {},
    ("browser_expect_request", "invalid_params"): lambda lab, spec: {"method": "NOT ONE"},
    ("browser_expect_response", "invalid_params"): lambda lab, spec: {"status": 99},
    ("browser_wait_for_request", "invalid_params"): lambda lab, spec: {},
    ("browser_wait_for_request", "wait_timeout"): lambda lab, spec: pending_wait(
        lab, "browser_expect_request"
    ),
    ("browser_wait_for_response", "invalid_params"): lambda lab, spec: {},
    ("browser_wait_for_response", "wait_timeout"): lambda lab, spec: pending_wait(
        lab, "browser_expect_response"
    ),
    ("browser_wait_for_download", "invalid_params"): lambda lab, spec: {},
    ("browser_wait_for_download", "wait_timeout"): lambda lab, spec: pending_wait(
        lab, "browser_expect_download", folder=str(lab.tmp / "downloads")
    ),
    ("browser_wait_for_download", "navigation_failed"): lambda lab, spec: failing_download(lab),
    ("browser_download", "navigation_failed"): lambda lab, spec: {
        "url": lab.refused_url(),
        "folder": str(lab.tmp / "downloads"),
    },
    ("browser_download", "invalid_params"): lambda lab, spec: {"url": "not a url"},
    ("browser_start_tracing", "invalid_params"): lambda lab, spec: {
        "file_path": str(lab.tmp / "no-such-folder" / "trace.zip")
    },
    ("browser_stop_tracing", "invalid_params"): lambda lab, spec: {},
    # --- interruptions
    ("browser_set_dialog_policy", "invalid_params"): lambda lab, spec: {"policy": "answer"},
    ("browser_add_overlay_handler", "invalid_params"): lambda lab, spec: {"selector": "css=[[["},
    ("browser_add_overlay_handler", "page_not_found"): lambda lab, spec: {"instance": lab.pageless},
    ("browser_remove_overlay_handler", "invalid_params"): lambda lab, spec: {},
    # --- verification
    ("browser_verify_element_visible", "verification_failed"): lambda lab, spec: {"ref": "#hidden"},
    ("browser_verify_list_visible", "verification_failed"): lambda lab, spec: {"refs": ["#hidden"]},
    ("browser_verify_list_visible", "invalid_params"): lambda lab, spec: {"refs": []},
    ("browser_verify_list_visible", "stale_ref"): lambda lab, spec: {"refs": ["e9999"]},
    ("browser_verify_list_visible", "element_not_found"): lambda lab, spec: {
        "refs": ["css=#nothing-here"]
    },
    ("browser_verify_text_visible", "verification_failed"): lambda lab, spec: {
        "text": "Nowhere on the page"
    },
    ("browser_verify_text_visible", "invalid_params"): lambda lab, spec: {"text": " "},
    ("browser_verify_value", "verification_failed"): lambda lab, spec: {
        "expected_value": "something else"
    },
    ("browser_verify_value", "invalid_params"): lambda lab, spec: {
        "element_type": "checkbox",
        "expected_value": "maybe",
    },
}


def provocation_for(spec: ToolSpec, error_type: str) -> Provocation | None:
    specific = SPECIFIC.get((spec.name, error_type))
    if specific is not None:
        return specific
    applies, generic = GENERIC.get(error_type, (lambda spec: False, None))
    return generic if applies(spec) else None


DECLARED = [(spec, error_type) for spec in REGISTRY.specs() for error_type in spec.errors]


@pytest.fixture(scope="module")
def lab(live_cores: Any, http_server: Any, fixture_site: Any, tmp_path_factory: Any) -> Lab:
    return Lab(
        live_cores(timeout=10), http_server, fixture_site[0], tmp_path_factory.mktemp("declared")
    )


@pytest.mark.parametrize(
    ("spec", "error_type"),
    [pytest.param(spec, error, id=f"{spec.name}-{error}") for spec, error in DECLARED],
)
def test_declared_error_is_returned(lab: Lab, spec: ToolSpec, error_type: str) -> None:
    provocation = provocation_for(spec, error_type)
    assert provocation is not None, f"no provocation for {spec.name}: {error_type}; add one"
    envelope = lab.call(spec, provocation)
    assert envelope["status"] == "error", (spec.name, error_type, envelope)
    assert envelope["error_type"] == error_type, (spec.name, envelope)
    assert envelope["message"], envelope


def test_every_specific_provocation_is_of_a_declared_error() -> None:
    undeclared = [
        pair
        for pair in SPECIFIC
        if pair[0] not in REGISTRY or pair[1] not in REGISTRY[pair[0]].errors
    ]
    assert undeclared == [], f"provocations of errors no tool declares: {undeclared}"
