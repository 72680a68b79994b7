"""browser_evaluate: functions, expressions, elements, JSON results and every error."""

from __future__ import annotations

import contextlib
import datetime
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from CamoufoxLibrary.core.js.results import jsonable

SHORT = 2.0  # seconds: the deadline of the calls that must time out

PAGE = """<!DOCTYPE html><title>Code Page</title>
<input id="email" value="me@example.com"><button id="go">Go</button>
<ul><li data-k="a">one</li><li data-k="b">two</li></ul>"""

# Quotes, backslashes, a template literal's backtick and dollar, non-ASCII: all of
# which broke scripts built by pasting text into the source.
AWKWARD = {
    "single": "O'Brien",
    "double": 'say "hi"',
    "back": "C:\\temp\\new",
    "tick": "`${x}`",
    "unicode": "Grüße, 東京 ✓",
    "nested": [1, 2.5, True, None, {"k": "</script>"}],
}


def test_jsonable_makes_strict_json() -> None:
    value = {
        1: [float("nan"), float("inf"), float("-inf")],
        "when": datetime.datetime(2020, 1, 2, 3, 4, 5, tzinfo=datetime.UTC),
        "t": (1, "a", None, True),
        "odd": object,
    }
    result = jsonable(value)
    assert result["1"] == ["NaN", "Infinity", "-Infinity"]
    assert result["when"] == "2020-01-02T03:04:05+00:00"
    assert result["t"] == [1, "a", None, True]
    assert isinstance(result["odd"], str)
    json.dumps(result, allow_nan=False)


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="code")
    live.ok("browser_navigate", instance="code", url=http_server.add("/code.html", PAGE))
    return live


@contextlib.contextmanager
def short_deadline(live: Any) -> Iterator[None]:
    """What ``Set Camoufox Timeout`` does, for the calls that must time out."""
    old, live.core.settings.timeout = live.core.settings.timeout, SHORT
    try:
        yield
    finally:
        live.core.settings.timeout = old


def evaluate(live: Any, function: str, **arguments: Any) -> Any:
    return live.ok("browser_evaluate", instance="code", function=function, **arguments)["result"]


def test_function_and_expression(live: Any) -> None:
    assert evaluate(live, "() => document.title") == "Code Page"
    assert evaluate(live, "document.title") == "Code Page"
    assert evaluate(live, "1 + 1") == 2
    assert (
        evaluate(live, "async () => { await new Promise(r => setTimeout(r, 10)); return 7 }") == 7
    )


def test_result_is_json(live: Any) -> None:
    result = evaluate(
        live,
        "() => ({n: 1.5, s: 'x', l: [1, null], d: new Date(0), nan: NaN, u: undefined,"
        " nested: {ok: true}})",
    )
    json.dumps(result, allow_nan=False)
    assert result["n"] == 1.5 and result["l"] == [1, None] and result["nested"] == {"ok": True}
    assert result["d"].startswith("1970-01-01T00:00:00")
    assert result["nan"] == "NaN"
    assert result.get("u") is None


def test_function_gets_the_element_of_a_ref_or_selector(live: Any) -> None:
    assert evaluate(live, "el => el.value", ref="#email") == "me@example.com"
    assert evaluate(live, "(el) => el.tagName", ref="css=button") == "BUTTON"
    snapshot = live.ok("browser_snapshot", instance="code")["snapshot"]
    ref = snapshot.split('button "Go" [ref=')[1].split("]")[0]
    assert evaluate(live, "el => el.id", ref=ref) == "go"


def test_arg_reaches_the_function_as_data_unchanged(live: Any) -> None:
    assert evaluate(live, "value => value", arg=AWKWARD) == AWKWARD
    assert evaluate(live, "text => text.length", arg="it's") == 4
    assert evaluate(live, "(el, key) => el.value + key", ref="#email", arg="'!'") == (
        "me@example.com'!'"
    )


def test_all_passes_every_match_with_the_arg(live: Any) -> None:
    got = evaluate(live, "(els, k) => els.map(e => e.dataset[k])", ref="css=li", all=True, arg="k")
    assert got == ["a", "b"]
    assert evaluate(live, "els => els.length", ref="css=.none", all=True) == 0


def test_an_arg_that_is_not_json_or_all_without_ref_is_invalid(live: Any) -> None:
    envelope = live.error(
        "browser_evaluate", "invalid_params", instance="code", function="a => a", arg={"s": {1}}
    )
    assert "'arg'" in envelope["message"] and "['s'] is of type set" in envelope["message"]
    envelope = live.error(
        "browser_evaluate", "invalid_params", instance="code", function="a => a", all=True
    )
    assert "'all' needs 'ref'" in envelope["message"]


def test_thrown_error_is_evaluation_failed_with_the_js_message(live: Any) -> None:
    envelope = live.error(
        "browser_evaluate",
        "evaluation_failed",
        instance="code",
        function="() => { throw new RangeError('boom') }",
    )
    assert "RangeError: boom" in envelope["message"]
    envelope = live.error(
        "browser_evaluate", "evaluation_failed", instance="code", function="() => missing.x"
    )
    assert "missing is not defined" in envelope["message"]
    envelope = live.error(
        "browser_evaluate",
        "evaluation_failed",
        instance="code",
        function="() => Promise.reject(new Error('later'))",
    )
    assert "Error: later" in envelope["message"]
    envelope = live.error(
        "browser_evaluate",
        "evaluation_failed",
        instance="code",
        function="el => { throw new Error('on element') }",
        ref="#go",
    )
    assert "on element" in envelope["message"]


def test_error_saying_closed_is_still_the_scripts_error(live: Any) -> None:
    """Regression: a JS message with "closed" in it was reported as page_not_found."""
    envelope = live.error(
        "browser_evaluate",
        "evaluation_failed",
        instance="code",
        function="() => { throw new Error('the door is closed') }",
    )
    assert "Error: the door is closed" in envelope["message"]


def test_syntax_error(live: Any) -> None:
    envelope = live.error("browser_evaluate", "evaluation_failed", instance="code", function="(")
    assert "SyntaxError: " in envelope["message"]


def test_navigation_during_the_script(live: Any) -> None:
    envelope = live.error(
        "browser_evaluate",
        "evaluation_failed",
        instance="code",
        function="() => new Promise(() => { location.href = location.href })",
    )
    assert "navigated" in envelope["message"]
    live.ok("browser_wait_for", instance="code", text="Go")


def test_promise_that_never_settles_times_out_and_the_page_still_works(live: Any) -> None:
    with short_deadline(live):
        started = time.monotonic()
        envelope = live.error(
            "browser_evaluate",
            "operation_timeout",
            instance="code",
            function="new Promise(() => {})",
        )
        elapsed = time.monotonic() - started
    assert SHORT <= elapsed < SHORT + 5  # the short deadline ended it, not the 10 s one
    assert "browser_evaluate did not finish within 2 s" in envelope["message"]
    assert evaluate(live, "document.title") == "Code Page"


def test_endless_loop_times_out(live: Any) -> None:
    # An instance of its own: a looping page also wedges the other pages of its browser
    # (measured: a popup's loop, even cross-site with noopener, froze its opener).
    live.ok("browser_create_instance", instance="busy")
    try:
        with short_deadline(live):
            started = time.monotonic()
            live.error(
                "browser_evaluate",
                "operation_timeout",
                instance="busy",
                function="() => { while (true) {} }",
            )
            elapsed = time.monotonic() - started
        assert SHORT <= elapsed < SHORT + 5
    finally:
        live.ok("browser_destroy_instance", instance="busy")


def test_element_errors(live: Any) -> None:
    live.error(
        "browser_evaluate", "element_not_found", instance="code", function="e => e", ref="#nope"
    )
    live.error("browser_evaluate", "stale_ref", instance="code", function="e => e", ref="e999")
    live.error("browser_evaluate", "invalid_params", instance="code", function="  ")


def test_targeting_errors(live: Any) -> None:
    live.error(
        "browser_evaluate", "page_not_found", instance="code", function="1", page_id="page-x"
    )
    live.error(
        "browser_evaluate", "frame_not_found", instance="code", function="1", frame_id="frame-x"
    )
    live.error("browser_evaluate", "instance_not_found", instance="nope", function="1")


def test_modal_state_blocked(live: Any) -> None:
    evaluate(live, "() => { setTimeout(() => alert('wait'), 0) }")
    try:
        deadline = time.monotonic() + 5
        while not live.instance("code").modals.open and time.monotonic() < deadline:
            time.sleep(0.05)
        envelope = live.error(
            "browser_evaluate", "modal_state_blocked", instance="code", function="1"
        )
        assert "browser_handle_dialog" in envelope["message"]
    finally:
        live.ok("browser_handle_dialog", instance="code", accept=True)
    assert evaluate(live, "1") == 1


def test_frame_id_runs_the_code_in_that_frame(live: Any, http_server: Any) -> None:
    child = http_server.add("/code-child.html", "<title>Child</title><p id=where>inside</p>")
    parent = http_server.add(
        "/code-parent.html", f'<title>Parent</title><iframe src="{child}"></iframe>'
    )
    live.ok("browser_navigate", instance="code", url=parent)
    frames = live.ok("browser_frames", instance="code")["frames"]
    (frame,) = [f for f in frames if not f["is_main"]]
    assert evaluate(live, "document.title", frame_id=frame["frame_id"]) == "Child"
    assert evaluate(live, "el => el.textContent", ref="#where", frame_id=frame["frame_id"]) == (
        "inside"
    )
    assert evaluate(live, "document.title") == "Parent"
    live.ok("browser_navigate", instance="code", url=http_server.url("/code.html"))
