"""Wait tools against a real browser: element states, URLs, functions, load states.

atest/pages/waits.html changes everything it shows after ``?after=N`` ms (a spinner
goes, a button becomes enabled, a box stops moving, ``window.ready`` turns truthy);
``?after=60000`` keeps the first state for the whole test. waits-load.html holds its
load event back with a slow image (``?ms=N``) and keeps the network busy after it
(``?busy=N``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest

from testsupport.waiting import wait_until

NAME = "waits"
NEVER = 60000  # ms: the page keeps its first state

# (element, awaited state, what it is before the page changes)
CHANGES = [
    ("id=spinner", "detached", "attached"),
    ("id=overlay", "hidden", "visible"),
    ("id=banner", "visible", "hidden"),
    ("id=late", "visible", "detached"),
    ("id=submit", "enabled", "disabled"),
    ("id=in-group", "enabled", "disabled"),
    ("id=aria-off", "enabled", "disabled"),
    ("id=name", "editable", "readonly"),
    ("id=agree", "checked", "unchecked"),
    ("id=toggle", "checked", "unchecked"),
    ("id=focus-me", "focused", "not focused"),
    ("id=large", "selected", "not selected"),
    ("id=tab", "selected", "not selected"),
    ("id=mover", "stable", "moving"),
]
# States that hold on the page before it changes.
HOLD_BEFORE = [
    ("id=spinner", "attached"),
    ("id=overlay", "visible"),
    ("id=banner", "hidden"),
    ("id=submit", "disabled"),
    ("id=name", "readonly"),
    ("id=agree", "unchecked"),
    ("id=editor", "editable"),
    ("id=nothing", "hidden"),
    ("id=nothing", "detached"),
    ("id=banner", "attached"),
]


@pytest.fixture(scope="module")
def site(fixture_site: tuple[str, str]) -> str:
    return fixture_site[0]


def open_page(live: Any, site: str, after: int = 300, page: str = "waits.html") -> str:
    url = f"{site}/{page}?after={after}"
    live.ok("browser_navigate", instance=NAME, url=url)
    return url


def wait_state(live: Any, ref: str, state: str, **arguments: Any) -> dict[str, Any]:
    return live.call(
        "browser_wait_for_elements_state", instance=NAME, ref=ref, state=state, **arguments
    )


@contextlib.contextmanager
def library_timeout(live: Any, seconds: float) -> Iterator[None]:
    """What Set Camoufox Timeout does, for a block."""
    previous = live.core.settings.set_timeout(seconds)
    try:
        yield
    finally:
        live.core.settings.set_timeout(previous)


def ref_of(live: Any, text: str) -> str:
    """The ref of the snapshot line that shows ``text``."""
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    line = next(line for line in snapshot.splitlines() if text in line)
    return line.split("[ref=")[1].split("]")[0]


# --- element states ------------------------------------------------------------------------


@pytest.mark.parametrize(("ref", "state", "before"), CHANGES)
def test_a_state_the_page_has_not_reached_is_named_with_what_it_is(
    live: Any, site: str, ref: str, state: str, before: str
) -> None:
    open_page(live, site, after=NEVER)
    error = "element_not_found" if before == "detached" else "wait_timeout"
    envelope = live.error(
        "browser_wait_for_elements_state", error, instance=NAME, ref=ref, state=state, timeout=0
    )
    if error == "wait_timeout":
        assert f"{ref} is still {before} after 0 s (waiting for {state})" == envelope["message"]
    else:
        assert f"selector '{ref}' still matches no element" in envelope["message"]


@pytest.mark.parametrize(("ref", "state", "before"), CHANGES)
def test_waits_until_the_page_reaches_the_state(
    live: Any, site: str, ref: str, state: str, before: str
) -> None:
    open_page(live, site)
    envelope = wait_state(live, ref, state, timeout=5)
    assert envelope["status"] == "success", envelope
    assert envelope["data"] == {"ref": ref, "state": state}


@pytest.mark.parametrize(("ref", "state"), HOLD_BEFORE)
def test_a_state_that_holds_returns_at_once(live: Any, site: str, ref: str, state: str) -> None:
    open_page(live, site, after=NEVER)
    assert live.ok(
        "browser_wait_for_elements_state", instance=NAME, ref=ref, state=state, timeout=0
    ) == {"ref": ref, "state": state}


def test_a_disabled_field_is_readonly_and_not_editable(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    live.evaluate(NAME, "document.getElementById('name').disabled = true")
    wait_state_ok = live.ok(
        "browser_wait_for_elements_state", instance=NAME, ref="id=name", state="readonly"
    )
    assert wait_state_ok["state"] == "readonly"
    envelope = live.error(
        "browser_wait_for_elements_state",
        "wait_timeout",
        instance=NAME,
        ref="id=name",
        state="editable",
        timeout=0,
    )
    assert "is still disabled" in envelope["message"]


def test_a_state_the_element_cannot_have_is_invalid(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    for state in ("checked", "unchecked", "editable", "readonly"):
        envelope = live.error(
            "browser_wait_for_elements_state",
            "invalid_params",
            instance=NAME,
            ref="id=plain",
            state=state,
        )
        assert f"'{state}' does not apply to id=plain" in envelope["message"]


def test_a_selector_must_match_one_element_but_for_attached_and_detached(
    live: Any, site: str
) -> None:
    open_page(live, site, after=NEVER)
    envelope = live.error(
        "browser_wait_for_elements_state",
        "invalid_params",
        instance=NAME,
        ref="css=.item",
        state="visible",
    )
    assert "matches 2 elements" in envelope["message"]
    assert live.ok(
        "browser_wait_for_elements_state", instance=NAME, ref="css=.item", state="attached"
    )
    envelope = live.error(
        "browser_wait_for_elements_state",
        "wait_timeout",
        instance=NAME,
        ref="css=.item",
        state="detached",
        timeout=0.2,
    )
    assert "css=.item is still attached after 0.2 s (waiting for detached)" in envelope["message"]


def test_a_ref_that_goes_is_detached_and_stale_for_other_states(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    spinner = ref_of(live, "Loading...")
    live.evaluate(NAME, "setTimeout(() => document.getElementById('spinner').remove(), 200)")
    assert live.ok(
        "browser_wait_for_elements_state", instance=NAME, ref=spinner, state="detached"
    ) == {"ref": spinner, "state": "detached"}
    for state in ("visible", "hidden", "attached"):
        envelope = live.error(
            "browser_wait_for_elements_state", "stale_ref", instance=NAME, ref=spinner, state=state
        )
        assert spinner in envelope["message"]


def test_a_ref_is_watched_until_its_state_holds(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    submit = ref_of(live, '"Submit"')
    live.evaluate(NAME, "setTimeout(() => document.getElementById('submit').disabled = false, 200)")
    envelope = wait_state(live, submit, "enabled", timeout=5)
    assert envelope["status"] == "success", envelope
    envelope = wait_state(live, submit, "disabled", timeout=0)
    assert envelope["error_type"] == "wait_timeout", envelope
    assert envelope["message"] == f"{submit} is still enabled after 0 s (waiting for disabled)"


def test_an_element_of_the_next_page_is_found(live: Any, site: str) -> None:
    open_page(live, site)
    live.ok("browser_click", instance=NAME, ref="#go-second")
    assert live.ok(
        "browser_wait_for_elements_state",
        instance=NAME,
        ref="css=h1 >> text=second",
        state="visible",
    )


def test_elements_in_a_frame(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    child = next(frame["frame_id"] for frame in frames if not frame["is_main"])
    wait_until(
        lambda: (
            live.call("browser_evaluate", instance=NAME, function="window.inFrame", frame_id=child)[
                "data"
            ]["result"]
            == "yes"
        )
    )
    envelope = wait_state(live, "id=inner", "visible", frame_id=child)
    assert envelope["status"] == "success", envelope
    assert envelope["operation"]["frame_id"] == child
    live.error(
        "browser_wait_for_elements_state",
        "element_not_found",
        instance=NAME,
        ref="id=inner",
        state="visible",
        timeout=0,
    )
    live.error(
        "browser_wait_for_elements_state",
        "frame_not_found",
        instance=NAME,
        ref="id=inner",
        state="visible",
        frame_id="frame-nope",
    )


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"timeout": -1}, "argument 'timeout' must be 0 or more seconds"),
        ({"timeout": float("inf")}, "argument 'timeout'"),
        ({"state": "gone"}, "argument 'state' must be one of 'attached', 'detached'"),
        ({"ref": " "}, "argument 'ref'"),
        ({"ref": "css=[["}, "is not a valid selector"),
    ],
)
def test_bad_arguments(live: Any, site: str, arguments: dict[str, Any], words: str) -> None:
    open_page(live, site, after=NEVER)
    call = {"ref": "id=submit", "state": "enabled", **arguments}
    envelope = live.error(
        "browser_wait_for_elements_state", "invalid_params", instance=NAME, **call
    )
    assert words in envelope["message"]


def test_the_timeout_adds_to_the_deadline(live: Any) -> None:
    tool = "browser_wait_for_elements_state"
    assert live.core.budget(tool, {"timeout": 5}) == live.timeout + 5
    assert live.core.budget(tool, {}) == live.timeout
    assert live.core.budget(tool, {"timeout": -1}) == live.timeout


def test_without_a_timeout_the_wait_ends_before_the_deadline(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    with library_timeout(live, 1):
        envelope = wait_state(live, "id=submit", "enabled")
    assert envelope["error_type"] == "wait_timeout", envelope  # not operation_timeout


def test_on_another_page(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    inst = live.instance(NAME)
    before = inst.selected_page_id
    page = live.run(inst.context.new_page())
    try:
        page_id = inst.page_id_of(page)
        live.ok("browser_navigate", instance=NAME, url=f"{site}/waits.html", page_id=page_id)
        envelope = wait_state(live, "id=submit", "enabled", page_id=page_id)
        assert envelope["status"] == "success", envelope
        assert envelope["operation"]["page_id"] == page_id
        assert inst.selected_page_id == before
        wait_state(live, "id=submit", "disabled", timeout=0)  # the selected page's is
    finally:
        live.run(page.close())


def test_a_dialog_blocks_a_wait_and_ends_one_that_runs(live: Any, site: str) -> None:
    open_page(live, site, after=1000)
    live.ok("browser_click", instance=NAME, ref="#say-hello")  # an alert 1 s later
    envelope = live.error(
        "browser_wait_for_elements_state",
        "modal_state_blocked",
        instance=NAME,
        ref="id=nothing",
        state="visible",
        timeout=8,
    )
    assert "stopped waiting" in envelope["message"] and "Hello" in envelope["message"]
    envelope = live.error(
        "browser_wait_for_elements_state",
        "modal_state_blocked",
        instance=NAME,
        ref="id=submit",
        state="enabled",
    )
    assert "browser_handle_dialog" in envelope["message"]
    live.ok("browser_handle_dialog", instance=NAME, accept=True)
    assert wait_state(live, "id=submit", "enabled")["status"] == "success"


# --- URLs ---------------------------------------------------------------------------------


def test_wait_for_a_url_that_history_push_state_sets(live: Any, site: str) -> None:
    open_page(live, site)
    live.ok("browser_click", instance=NAME, ref="#push-orders")
    data = live.ok("browser_wait_for_url", instance=NAME, url="**/orders/*", timeout=5)
    assert data == {"url": f"{site}/orders/42"}
    data = live.ok("browser_wait_for_url", instance=NAME, url=r"regex:/orders/\d+$", timeout=0)
    assert data == {"url": f"{site}/orders/42"}


def test_wait_for_the_url_of_a_navigation(live: Any, site: str) -> None:
    open_page(live, site)
    live.ok("browser_click", instance=NAME, ref="#go-second")
    data = live.ok("browser_wait_for_url", instance=NAME, url=f"{site}/second.html")
    assert data == {"url": f"{site}/second.html"}


def test_a_url_that_does_not_come_names_the_url_it_is_at(live: Any, site: str) -> None:
    url = open_page(live, site, after=NEVER)
    envelope = live.error(
        "browser_wait_for_url", "wait_timeout", instance=NAME, url="**/orders/*", timeout=0.2
    )
    assert envelope["message"] == (
        f"the URL does not match '**/orders/*' after 0.2 s; it is still {url}"
    )
    # The glob matches the whole URL; a regular expression anywhere in it.
    live.error("browser_wait_for_url", "wait_timeout", instance=NAME, url="waits.html", timeout=0)
    assert live.ok("browser_wait_for_url", instance=NAME, url="regex:waits", timeout=0)


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"url": "regex:(unclosed"}, "argument 'url': '(unclosed' is not a valid regular"),
        ({"url": "**/{a,b"}, "argument 'url'"),
        ({"url": " "}, "argument 'url'"),
        ({"url": "**", "timeout": -0.5}, "argument 'timeout'"),
    ],
)
def test_bad_url_arguments(live: Any, arguments: dict[str, Any], words: str) -> None:
    envelope = live.error("browser_wait_for_url", "invalid_params", instance=NAME, **arguments)
    assert words in envelope["message"]


def test_wait_for_url_of_another_page(live: Any, site: str) -> None:
    envelope = live.error(
        "browser_wait_for_url", "page_not_found", instance=NAME, url="**", page_id="page-nope"
    )
    assert "'page-nope'" in envelope["message"]


# --- functions ------------------------------------------------------------------------------


def test_wait_for_a_function_returns_its_truthy_value(live: Any, site: str) -> None:
    open_page(live, site)
    data = live.ok("browser_wait_for_function", instance=NAME, function="() => window.ready")
    assert data == {"result": {"count": 3, "word": "done"}}
    data = live.ok("browser_wait_for_function", instance=NAME, function="window.ready.count")
    assert data == {"result": 3}


def test_polling_calls_the_function_at_that_interval(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    # Truthy from the third call on, whenever the calls come.
    function = "() => ++window.calls >= 3 && window.calls"
    data = live.ok("browser_wait_for_function", instance=NAME, function=function, polling=0.05)
    assert data == {"result": 3}


def test_an_async_function_is_awaited(live: Any, site: str) -> None:
    function = "async () => { await new Promise(r => setTimeout(r, 10)); return 'later' }"
    data = live.ok("browser_wait_for_function", instance=NAME, function=function, timeout=0)
    assert data == {"result": "later"}


@pytest.mark.parametrize(
    ("function", "last"), [("() => window.ready", "false"), ("0", "0"), ("''", '""')]
)
def test_a_falsy_function_ends_with_its_last_value(
    live: Any, site: str, function: str, last: str
) -> None:
    open_page(live, site, after=NEVER)
    envelope = live.error(
        "browser_wait_for_function", "wait_timeout", instance=NAME, function=function, timeout=0.2
    )
    assert envelope["message"] == (
        f"the function still returns a falsy value after 0.2 s; it last returned {last}"
    )


@pytest.mark.parametrize(
    ("function", "words"),
    [("() => { throw new Error('boom') }", "Error: boom"), ("() => {", "SyntaxError")],
)
def test_a_function_that_throws_fails_at_once(live: Any, function: str, words: str) -> None:
    envelope = live.error(
        "browser_wait_for_function", "evaluation_failed", instance=NAME, function=function
    )
    assert words in envelope["message"]


def test_the_function_is_asked_again_on_the_next_page(live: Any, site: str) -> None:
    open_page(live, site)
    live.ok("browser_click", instance=NAME, ref="#go-second")
    function = "() => document.title === 'Second Page' && location.pathname"
    data = live.ok("browser_wait_for_function", instance=NAME, function=function, timeout=5)
    assert data == {"result": "/second.html"}


def test_a_function_in_a_frame(live: Any, site: str) -> None:
    open_page(live, site, after=NEVER)
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    child = next(frame["frame_id"] for frame in frames if not frame["is_main"])
    envelope = live.call(
        "browser_wait_for_function", instance=NAME, function="window.inFrame", frame_id=child
    )
    assert envelope["data"] == {"result": "yes"}, envelope
    assert envelope["operation"]["frame_id"] == child
    live.error(
        "browser_wait_for_function",
        "wait_timeout",
        instance=NAME,
        function="window.inFrame",
        timeout=0,
    )


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"function": " "}, "argument 'function'"),
        ({"timeout": -1}, "argument 'timeout'"),
        ({"polling": 0}, "argument 'polling' must be a positive number of seconds"),
        ({"polling": -0.1}, "argument 'polling'"),
    ],
)
def test_bad_function_arguments(live: Any, arguments: dict[str, Any], words: str) -> None:
    call = {"function": "true", **arguments}
    envelope = live.error("browser_wait_for_function", "invalid_params", instance=NAME, **call)
    assert words in envelope["message"]


# --- load states ----------------------------------------------------------------------------


def test_wait_for_the_load_a_navigation_left(live: Any, site: str) -> None:
    url = f"{site}/waits-load.html?ms=800"
    live.ok("browser_navigate", instance=NAME, url=url, wait_until="commit")
    data = live.ok("browser_wait_for_load_state", instance=NAME, state="domcontentloaded")
    assert data == {"state": "domcontentloaded", "url": url}
    assert live.ok("browser_wait_for_load_state", instance=NAME) == {"state": "load", "url": url}
    assert live.evaluate(NAME, "document.getElementById('slow').complete") is True


def test_a_load_that_does_not_come_says_what_the_page_reached(live: Any, site: str) -> None:
    url = f"{site}/waits-load.html?ms=20000"
    live.ok("browser_navigate", instance=NAME, url=url, wait_until="domcontentloaded")
    envelope = live.error(
        "browser_wait_for_load_state", "wait_timeout", instance=NAME, state="load", timeout=0.3
    )
    assert envelope["message"] == (
        f"the page has not reached 'load' after 0.3 s; {url} has reached 'domcontentloaded'"
    )
    live.ok("browser_navigate", instance=NAME, url="about:blank")


def test_network_idle_waits_for_the_traffic_after_the_load(live: Any, site: str) -> None:
    url = f"{site}/waits-load.html?ms=0&busy=20000"
    live.ok("browser_navigate", instance=NAME, url=url)
    envelope = live.error(
        "browser_wait_for_load_state",
        "wait_timeout",
        instance=NAME,
        state="networkidle",
        timeout=0.8,
    )
    assert f"{url} has reached 'load'" in envelope["message"]
    url = f"{site}/waits-load.html?ms=0&busy=300"
    live.ok("browser_navigate", instance=NAME, url=url)
    data = live.ok("browser_wait_for_load_state", instance=NAME, state="networkidle")
    assert data == {"state": "networkidle", "url": url}


@pytest.mark.parametrize(
    ("arguments", "words"),
    [({"timeout": -1}, "argument 'timeout'"), ({"state": "commit"}, "argument 'state'")],
)
def test_bad_load_state_arguments(live: Any, arguments: dict[str, Any], words: str) -> None:
    envelope = live.error(
        "browser_wait_for_load_state", "invalid_params", instance=NAME, **arguments
    )
    assert words in envelope["message"]


# --- deadlines ----------------------------------------------------------------------------


def stuck(live: Any) -> bool:
    envelope = live.call("browser_evaluate", instance="stuck", function="true")
    return envelope.get("error_type") == "operation_timeout"


def test_waits_on_a_page_stuck_in_a_script_end_in_time(live: Any, site: str) -> None:
    live.ok("browser_create_instance", instance="stuck")
    try:
        live.ok("browser_navigate", instance="stuck", url=f"{site}/waits.html?after={NEVER}")
        live.evaluate("stuck", "setTimeout(() => { while (true) {} }, 0)")
        calls = [
            ("browser_wait_for_elements_state", {"ref": "id=submit", "state": "enabled"}),
            ("browser_wait_for_function", {"function": "window.ready"}),
            ("browser_wait_for_url", {"url": "**/never"}),
            ("browser_wait_for_load_state", {"state": "networkidle"}),
        ]
        with library_timeout(live, 1):
            # The page answers no script any more: it is stuck.
            wait_until(lambda: stuck(live))
            for tool, arguments in calls:
                for timeout in (None, 0.5):
                    extra = {} if timeout is None else {"timeout": timeout}
                    envelope = live.call(tool, instance="stuck", **arguments, **extra)
                    # The load happened before the page got stuck: that wait holds.
                    if tool == "browser_wait_for_load_state":
                        assert envelope["status"] == "success", envelope
                    else:
                        assert envelope.get("error_type") in {"operation_timeout", "wait_timeout"}
    finally:
        live.ok("browser_destroy_instance", instance="stuck")
