"""The keyword layer with a fake core and bridge: arguments, returns, failures, instances."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any

import pytest
from assertionengine import AssertionOperator
from robot.api.types import Secret

from CamoufoxLibrary import CamoufoxAssertionError, CamoufoxError, CamoufoxLibrary
from CamoufoxLibrary.core.contract.settings import Settings
from CamoufoxLibrary.core.contract.status import InstanceStatus
from CamoufoxLibrary.library.bridge import BRIDGE_GRACE
from testsupport.envelopes import failure, success

Reply = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


INFO = {
    "engine": "firefox",
    "browser_version": "153.0",
    "pid": 4242,
    "executable_path": "/usr/bin/firefox",
}


class FakeCore:
    """Records every tool call; answers with canned envelopes (success with {} by default)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.replies: dict[str, Reply] = {}
        self.settings = Settings(timeout=10)
        self.instances: dict[str, InstanceStatus] = {}  # each with one page

    def budget(self, name: str, arguments: dict[str, Any]) -> float:
        return self.settings.timeout + (30 if name == "browser_create_instance" else 0)

    async def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        self.calls.append((name, dict(arguments)))
        reply = self.replies.get(name, success({}))
        envelope = reply(arguments) if callable(reply) else reply
        if envelope["status"] == "success" and name == "browser_create_instance":
            instance = arguments["instance"]
            self.instances[instance] = InstanceStatus(instance, None, 1, False)
        if envelope["status"] == "success" and name == "browser_destroy_instance":
            self.instances.pop(arguments["instance"], None)
        return envelope

    def instance_names(self) -> tuple[str, ...]:
        return tuple(self.instances)

    async def instance_status(self, name: str) -> InstanceStatus | None:
        return self.instances.get(name)

    def names(self) -> list[str]:
        return [name for name, _ in self.calls]

    async def aclose(self) -> None:
        return None


class FakeBridge:
    """Runs a coroutine that never suspends, right here; records the timeout it was given."""

    def __init__(self) -> None:
        self.timeouts: list[float] = []
        self.raise_timeout = False

    def run(self, coro: Coroutine[Any, Any, Any], timeout: float) -> Any:
        self.timeouts.append(timeout)
        if self.raise_timeout:
            coro.close()
            raise TimeoutError(f"no answer from the browser core within {timeout:g} s")
        try:
            coro.send(None)
        except StopIteration as stop:
            return stop.value
        raise AssertionError("the fake core suspended")

    def shutdown(self) -> None:
        return None


@pytest.fixture
def core() -> FakeCore:
    return FakeCore()


@pytest.fixture
def bridge() -> FakeBridge:
    return FakeBridge()


@pytest.fixture
def lib(core: FakeCore, bridge: FakeBridge) -> CamoufoxLibrary:
    return with_fakes(CamoufoxLibrary(run_on_failure="NONE"), core, bridge)


def with_fakes(library: CamoufoxLibrary, core: FakeCore, bridge: FakeBridge) -> CamoufoxLibrary:
    """The library with the fakes behind its door: every keyword and service reaches them."""
    library.door.core, library.door.bridge = core, bridge  # type: ignore[assignment]
    return library


def run(lib: CamoufoxLibrary, keyword: str, *args: Any, **kwargs: Any) -> Any:
    """Runs a keyword the way Robot does (through the dynamic API)."""
    return lib.run_keyword(keyword, args, kwargs)


@pytest.fixture
def main(lib: CamoufoxLibrary, core: FakeCore) -> str:
    """The library with a current instance 'main' (made by Create Instance)."""
    core.replies["browser_create_instance"] = success(INFO)
    run(lib, "create_instance")
    core.calls.clear()
    return "main"


# --- arguments and return values ----------------------------------------------------------


def test_create_instance_passes_every_option_and_becomes_current(
    lib: CamoufoxLibrary, core: FakeCore
) -> None:
    core.replies["browser_create_instance"] = success(INFO)
    data = run(lib, "create_instance", "second", engine="firefox", profile_dir="/tmp/p")
    assert data == INFO
    assert core.calls == [
        (
            "browser_create_instance",
            {
                "instance": "second",
                "engine": "firefox",
                "executable_path": None,
                "headless": None,
                "profile_dir": "/tmp/p",
                "proxy": None,
                "os": None,
                "humanize": None,
                "locale": None,
                "geoip": None,
                "block_images": None,
                "block_webrtc": None,
                "block_webgl": None,
                "window": None,
                "camoufox_options": None,
                "browser_of": None,
                "ws_endpoint": None,
                "connect_headers": None,
                "launch_options": None,
                "connect_timeout": None,
                "viewport": None,
                "device_scale_factor": None,
                "timezone_id": None,
                "geolocation": None,
                "permissions": None,
                "user_agent": None,
                "extra_http_headers": None,
                "http_credentials": None,
                "offline": None,
                "ignore_https_errors": None,
                "java_script_enabled": None,
                "base_url": None,
                "color_scheme": None,
                "reduced_motion": None,
                "storage_state": None,
                "record_har_path": None,
                "record_har_content": None,
                "record_video_dir": None,
            },
        )
    ]
    assert lib.current_instance == "second"


def test_create_instance_on_a_server_reveals_secret_headers_and_takes_a_robot_time(
    lib: CamoufoxLibrary, core: FakeCore
) -> None:
    core.replies["browser_create_instance"] = success({**INFO, "ws_endpoint": "ws://h:1/"})
    token = Secret("Bearer t0ken")
    run(
        lib,
        "create_instance",
        "remote",
        ws_endpoint="ws://h:1/",
        connect_headers={"Authorization": token, "X-Plain": "yes"},
        connect_timeout=timedelta(minutes=1),
    )
    arguments = core.calls[0][1]
    assert arguments["connect_headers"] == {"Authorization": "Bearer t0ken", "X-Plain": "yes"}
    assert arguments["connect_timeout"] == 60.0
    assert lib.current_instance == "remote"


def test_create_instance_name_defaults_to_main(lib: CamoufoxLibrary, core: FakeCore) -> None:
    core.replies["browser_create_instance"] = success(INFO)
    run(lib, "create_instance")
    assert core.calls[0][1]["instance"] == "main"
    assert lib.current_instance == "main"


def test_navigate_uses_the_current_instance(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    core.replies["browser_navigate"] = success({"url": "http://x/", "title": "X", "status": 200})
    data = run(lib, "navigate", "localhost:8000", page_id="page-1")
    assert data == {"url": "http://x/", "title": "X", "status": 200}
    assert core.calls == [
        (
            "browser_navigate",
            {
                "instance": "main",
                "url": "localhost:8000",
                "wait_until": "load",
                "page_id": "page-1",
            },
        )
    ]


def test_explicit_instance_wins(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    run(lib, "navigate_back", instance="other")
    assert core.calls == [("browser_navigate_back", {"instance": "other", "page_id": None})]
    assert lib.current_instance == "main"


def test_wait_for_passes_seconds(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    core.replies["browser_wait_for"] = success({"waited_for": {"time": 1.5}})
    data = run(
        lib, "wait_for", time=timedelta(seconds=1.5), text="Saved", timeout=timedelta(minutes=1)
    )
    assert data == {"waited_for": {"time": 1.5}}
    assert core.calls == [
        (
            "browser_wait_for",
            {
                "instance": "main",
                "time": 1.5,
                "text": "Saved",
                "text_gone": None,
                "timeout": 60.0,
                "page_id": None,
                "frame_id": None,
            },
        )
    ]


def test_snapshot_returns_the_data(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    snap = {"page_id": "page-1", "url": "u", "title": "t", "snapshot": "- button", "modal": None}
    core.replies["browser_snapshot"] = success(snap)
    assert run(lib, "snapshot", frame_id="frame-2") == snap
    assert core.calls == [
        ("browser_snapshot", {"instance": "main", "root": None, "depth": None, "max_chars": None,
                              "file_path": None, "page_id": None, "frame_id": "frame-2"})
    ]  # fmt: skip


def test_list_instances_takes_no_instance(lib: CamoufoxLibrary, core: FakeCore) -> None:
    core.replies["browser_list_instances"] = success({"instances": [], "max_instances": 5}, None)
    assert run(lib, "list_instances") == {"instances": [], "max_instances": 5}
    assert core.calls == [("browser_list_instances", {})]


def test_handle_dialog(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    run(lib, "handle_dialog", True, "Ada")
    assert core.calls == [
        (
            "browser_handle_dialog",
            {
                "instance": "main",
                "accept": True,
                "prompt_text": "Ada",
                "expect": None,
                "expect_url": None,
                "select": True,
                "page_id": None,
            },
        )
    ]


def test_set_dialog_policy_returns_the_previous_word(
    lib: CamoufoxLibrary, core: FakeCore, main
) -> None:
    core.replies["browser_set_dialog_policy"] = success(
        {"policy": "accept", "prompt_text": "Ada", "previous": "keep", "previous_prompt_text": None}
    )
    assert run(lib, "set_dialog_policy", "accept", prompt_text="Ada") == "keep"
    assert core.calls == [
        (
            "browser_set_dialog_policy",
            {"instance": "main", "policy": "accept", "prompt_text": "Ada"},
        )
    ]


def test_add_overlay_handler_passes_action_value_and_times(
    lib: CamoufoxLibrary, core: FakeCore, main
) -> None:
    run(lib, "add_overlay_handler", "id=consent", "click", "id=accept", times=2)
    assert core.calls == [
        (
            "browser_add_overlay_handler",
            {
                "instance": "main",
                "selector": "id=consent",
                "action": "click",
                "value": "id=accept",
                "times": 2,
            },
        )
    ]


def test_no_current_instance_fails_without_calling_the_core(
    lib: CamoufoxLibrary, core: FakeCore
) -> None:
    with pytest.raises(CamoufoxError, match=r"^instance_not_found: .*`Create Instance`"):
        run(lib, "navigate", "about:blank")
    assert core.calls == []


def test_bridge_waits_the_tools_budget_plus_a_grace(
    lib: CamoufoxLibrary, core: FakeCore, bridge: FakeBridge, main
) -> None:
    run(lib, "navigate_back")
    assert bridge.timeouts[-1] == core.settings.timeout + BRIDGE_GRACE
    core.replies["browser_create_instance"] = success(INFO)
    run(lib, "create_instance", "slow")
    assert bridge.timeouts[-1] == core.settings.timeout + 30 + BRIDGE_GRACE


# --- failures ---------------------------------------------------------------------------


def test_error_envelope_raises_camoufox_error(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    core.replies["browser_navigate"] = failure(
        "navigation_failed", "could not load http://127.0.0.1:9/: connection refused"
    )
    with pytest.raises(CamoufoxError) as info:
        run(lib, "navigate", "127.0.0.1:9")
    assert type(info.value) is CamoufoxError
    assert not isinstance(info.value, AssertionError)
    assert (
        str(info.value)
        == "navigation_failed: could not load http://127.0.0.1:9/: connection refused"
    )
    assert info.value.error_type == "navigation_failed"
    assert info.value.ROBOT_SUPPRESS_NAME is True


def test_messages_name_keywords_not_tools(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    core.replies["browser_navigate"] = failure(
        "modal_state_blocked",
        "browser_navigate cannot run while an alert is pending; resolve it with "
        "browser_handle_dialog first",
    )
    with pytest.raises(CamoufoxError) as info:
        run(lib, "navigate", "about:blank")
    assert str(info.value) == (
        "modal_state_blocked: `Navigate` cannot run while an alert is pending; resolve it "
        "with `Handle Dialog` first"
    )


def test_verification_failed_is_an_assertion_error(
    lib: CamoufoxLibrary, core: FakeCore, main
) -> None:
    core.replies["browser_wait_for"] = failure("verification_failed", "text 'Nope' is not visible")
    with pytest.raises(AssertionError) as info:
        run(lib, "wait_for", text="Nope")
    assert isinstance(info.value, CamoufoxAssertionError)
    assert str(info.value) == "verification_failed: text 'Nope' is not visible"


def test_bridge_timeout_is_operation_timeout(
    lib: CamoufoxLibrary, core: FakeCore, bridge: FakeBridge, main
) -> None:
    bridge.raise_timeout = True
    with pytest.raises(CamoufoxError, match=r"^operation_timeout: no answer"):
        run(lib, "navigate_back")


def test_run_on_failure_runs_once_and_the_original_error_is_raised(
    core: FakeCore, bridge: FakeBridge, tmp_path
) -> None:
    lib = CamoufoxLibrary()  # run_on_failure: Screenshot
    with_fakes(lib, core, bridge)
    with pytest.raises(CamoufoxError, match=r"^instance_not_found: "):
        run(lib, "navigate", "example.com")
    assert core.calls == []  # no instance: nothing to take a screenshot of
    core.replies["browser_create_instance"] = success(INFO)
    run(lib, "create_instance")
    core.replies["browser_navigate"] = failure("navigation_timeout", "too slow")
    core.replies["browser_screenshot"] = failure("page_not_found", "no page to take")
    with pytest.raises(CamoufoxError, match=r"^navigation_timeout: too slow$"):
        run(lib, "navigate", "example.com")
    assert core.names()[-2:] == ["browser_navigate", "browser_screenshot"]
    # A successful keyword runs nothing more.
    core.calls.clear()
    run(lib, "list_instances")
    assert core.names() == ["browser_list_instances"]


def test_register_keyword_to_run_on_failure_returns_the_previous_and_none_turns_it_off(
    core: FakeCore, bridge: FakeBridge
) -> None:
    lib = CamoufoxLibrary()  # run_on_failure: Screenshot
    with_fakes(lib, core, bridge)
    assert run(lib, "register_keyword_to_run_on_failure", "list instances") == "Screenshot"
    core.replies["browser_create_instance"] = success(INFO)
    run(lib, "create_instance")
    core.replies["browser_navigate"] = failure("navigation_timeout", "too slow")
    with pytest.raises(CamoufoxError, match=r"^navigation_timeout: too slow$"):
        run(lib, "navigate", "example.com")
    assert core.names()[-2:] == ["browser_navigate", "browser_list_instances"]
    assert run(lib, "register_keyword_to_run_on_failure", "none") == "list instances"
    core.calls.clear()
    with pytest.raises(CamoufoxError, match=r"^navigation_timeout: "):
        run(lib, "navigate", "example.com")
    assert core.names() == ["browser_navigate"]
    assert run(lib, "register_keyword_to_run_on_failure", "Screenshot") is None
    assert run(lib, "register_keyword_to_run_on_failure", "") == "Screenshot"
    assert run(lib, "register_keyword_to_run_on_failure", None) is None


@pytest.mark.parametrize(
    ("status", "why"),
    [
        (InstanceStatus("main", "the browser went away", 1, False), "dead"),
        (InstanceStatus("main", None, 0, False), "no page"),
    ],
)
def test_run_on_failure_records_nothing_without_a_live_page(
    core: FakeCore, bridge: FakeBridge, status: InstanceStatus, why: str
) -> None:
    lib = CamoufoxLibrary()  # run_on_failure: Screenshot
    with_fakes(lib, core, bridge)
    core.replies["browser_create_instance"] = success(INFO)
    run(lib, "create_instance")
    core.instances["main"] = status  # the core's answer, asked through the bridge
    core.replies["browser_navigate"] = failure("navigation_timeout", "too slow")
    with pytest.raises(CamoufoxError, match=r"^navigation_timeout: "):
        run(lib, "navigate", "example.com")
    assert core.names()[-1] == "browser_navigate", why


# --- current instance --------------------------------------------------------------------------


def test_switch_instance(lib: CamoufoxLibrary, core: FakeCore) -> None:
    core.replies["browser_create_instance"] = success(INFO)
    run(lib, "create_instance", "a")
    run(lib, "create_instance", "b")
    assert lib.current_instance == "b"
    assert run(lib, "switch_instance", "a") == "b"
    assert lib.current_instance == "a"
    with pytest.raises(CamoufoxError, match=r"^instance_not_found: .*'ghost'.*a, b"):
        run(lib, "switch_instance", "ghost")
    assert lib.current_instance == "a"


def test_destroying_the_current_instance_makes_the_latest_current(
    lib: CamoufoxLibrary, core: FakeCore
) -> None:
    core.replies["browser_create_instance"] = success(INFO)
    for name in ("a", "b", "c"):
        run(lib, "create_instance", name)
    run(lib, "switch_instance", "b")
    run(lib, "destroy_instance")
    assert core.calls[-1] == ("browser_destroy_instance", {"instance": "b"})
    assert lib.current_instance == "c"
    run(lib, "destroy_instance", "a")
    assert lib.current_instance == "c"
    run(lib, "destroy_instance")
    assert lib.current_instance is None


def test_destroy_of_an_unknown_instance_fails(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    core.replies["browser_destroy_instance"] = failure("instance_not_found", "no instance 'x'")
    with pytest.raises(CamoufoxError, match=r"^instance_not_found: "):
        run(lib, "destroy_instance", "x")
    assert lib.current_instance == "main"


def test_set_camoufox_timeout_returns_the_previous_one(
    lib: CamoufoxLibrary, core: FakeCore
) -> None:
    assert run(lib, "set_camoufox_timeout", timedelta(seconds=30)) == timedelta(seconds=10)
    assert core.settings.timeout == 30
    assert run(lib, "set_camoufox_timeout", timedelta(seconds=10)) == timedelta(seconds=30)
    with pytest.raises(CamoufoxError, match=r"^invalid_params: "):
        run(lib, "set_camoufox_timeout", timedelta(0))
    assert core.settings.timeout == 10


# --- import arguments --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"engine": "chrome"}, "'engine'"),
        ({"timeout": timedelta(0)}, "timeout"),
        ({"max_instances": 0}, "max_instances"),
        ({"auto_close": "sometimes"}, "auto_close"),
    ],
)
def test_bad_import_arguments(arguments: dict[str, Any], words: str) -> None:
    with pytest.raises(CamoufoxError, match=rf"^invalid_params: .*{words}"):
        CamoufoxLibrary(**arguments)


def test_import_arguments_reach_the_core() -> None:
    lib = CamoufoxLibrary(
        engine="firefox", timeout=timedelta(seconds=3), max_instances=2, headless=False
    )
    settings = lib.core.settings
    assert (settings.engine, settings.timeout, settings.max_instances, settings.headless) == (
        "firefox",
        3.0,
        2,
        False,
    )
    assert lib.ROBOT_LIBRARY_SCOPE == "GLOBAL"


# --- what the keywords add to their tools (keywordspec/ledger.py) -------------------------------


def test_results_are_nested_dot_dicts(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    tabs = {"tabs": [{"index": 0, "url": "about:blank", "page_id": "page-1"}]}
    core.replies["browser_tabs"] = success(tabs)
    result = run(lib, "tabs_list")
    assert result == tabs
    assert result.tabs[0].page_id == "page-1"  # ${result.tabs[0].page_id} in Robot
    assert result["tabs"][0]["url"] == "about:blank"


def test_a_list_argument_takes_a_robot_list_or_separate_values(
    lib: CamoufoxLibrary, core: FakeCore, main
) -> None:
    run(lib, "file_upload", "/tmp/a.txt", "/tmp/b.txt")
    run(lib, "file_upload", ["/tmp/a.txt", "/tmp/b.txt"])  # File Upload    ${files}
    run(lib, "file_upload")  # cancels the chooser
    assert [arguments["paths"] for _, arguments in core.calls] == [
        ["/tmp/a.txt", "/tmp/b.txt"],
        ["/tmp/a.txt", "/tmp/b.txt"],
        [],
    ]
    core.calls.clear()
    run(lib, "select_option", "id=size", ["m", "l"])
    run(lib, "select_option", "id=size", "m")
    assert [arguments["values"] for _, arguments in core.calls] == [["m", "l"], ["m"]]


def test_a_list_named_argument_takes_one_value_too(
    lib: CamoufoxLibrary, core: FakeCore, main
) -> None:
    run(lib, "verify_list_visible", refs="e3")
    run(lib, "verify_list_visible", refs=["e3", "e4"])
    run(lib, "verify_list_visible", container_ref="id=fruits", items="Apple")
    sent = [(a["refs"], a["items"]) for _, a in core.calls]
    assert sent == [(["e3"], None), (["e3", "e4"], None), (None, ["Apple"])]


def test_a_secret_reaches_the_tool_as_its_value(lib: CamoufoxLibrary, core: FakeCore, main) -> None:
    from robot.api.types import Secret

    run(lib, "Type", "id=password", Secret("hunter2"))
    fields = [{"name": "Pin", "type": "textbox", "ref": "id=pin", "value": Secret("1234")}]
    run(lib, "fill_form", fields)
    assert core.calls[0][1]["text"] == "hunter2"
    assert core.calls[1][1]["fields"][0]["value"] == "1234"


def test_the_cause_goes_to_the_debug_log_without_a_secrets_value(
    lib: CamoufoxLibrary, core: FakeCore, main, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The message stays the core's own words; Playwright's account (the envelope's
    cause) is logged at DEBUG, a Secret argument's value in it written ***."""
    from robot.api import logger

    debug: list[str] = []
    monkeypatch.setattr(logger, "debug", lambda message, *_, **__: debug.append(message))
    said = 'Locator.fill: Timeout 1000ms exceeded.\nCall log:\n  - fill("hunter2")'
    envelope = failure("operation_timeout", "browser_fill_text: 'id=pw' stayed read-only")
    core.replies["browser_fill_text"] = {**envelope, "cause": said}
    with pytest.raises(CamoufoxError) as raised:
        run(lib, "fill_secret", "id=pw", Secret("hunter2"))
    assert str(raised.value) == "operation_timeout: `Fill Text`: 'id=pw' stayed read-only"
    assert debug == [
        "operation_timeout: Playwright's account of the failure:\n"
        'Locator.fill: Timeout 1000ms exceeded.\nCall log:\n  - fill("***")'
    ]
    debug.clear()
    core.replies["browser_fill_text"] = envelope  # no cause: nothing logged
    with pytest.raises(CamoufoxError):
        run(lib, "fill_text", "id=pw", "plain")
    assert debug == []


def test_a_keyword_names_its_tool_by_the_function_and_only_a_registered_one() -> None:
    from CamoufoxLibrary.library.keywords.derive import tool_keyword

    async def browser_navigate(manager: Any, instance: str, url: str) -> dict[str, Any]:
        return {}  # the name of a tool, but not the registered function

    with pytest.raises(ValueError, match="is not a tool function registered with @tool"):
        tool_keyword(browser_navigate)
    with pytest.raises(ValueError, match="is not a tool function registered with @tool"):
        tool_keyword("browser_navigate")  # type: ignore[arg-type]


# --- Get Elements: the count asserted, the selectors returned ------------------------------


OP = AssertionOperator


def elements(count: int) -> dict[str, Any]:
    selectors = [f"li >> nth={i}" for i in range(count)]
    return success({"ref": "li", "count": count, "selectors": selectors, "elements": []})


def test_get_elements_returns_the_selectors_and_asserts_the_count(
    lib: CamoufoxLibrary, core: FakeCore, main: str
) -> None:
    replies = iter([elements(1), elements(2)])
    core.replies["browser_get_elements"] = lambda arguments: next(replies)
    assert run(lib, "get_elements", "li", OP["=="], "2") == ["li >> nth=0", "li >> nth=1"]
    assert core.names() == ["browser_get_elements"] * 2  # read again until it held
    core.replies["browser_get_elements"] = elements(3)
    assert run(lib, "get_elements", "li") == ["li >> nth=0", "li >> nth=1", "li >> nth=2"]
    with pytest.raises(CamoufoxAssertionError, match=r"element count of li '3' \(int\) should be"):
        run(lib, "get_elements", "li", OP["<"], "3")


def test_get_table_cell_passes_the_key_column_by_name(
    lib: CamoufoxLibrary, core: FakeCore, main: str
) -> None:
    core.replies["browser_get_table_cell"] = success({"text": "ada@example.com"})
    text = run(
        lib,
        "get_table_cell",
        "id=t",
        "Email",
        "Ada",
        OP["=="],
        "ada@example.com",
        key_column="Name",
    )
    assert text == "ada@example.com"
    assert core.calls[-1] == (
        "browser_get_table_cell",
        {
            "ref": "id=t",
            "column": "Email",
            "row": "Ada",
            "key_column": "Name",
            "page_id": None,
            "frame_id": None,
            "instance": "main",
        },
    )
