"""Assertion operators and their retry (keywords/assertions.py), with a fake clock."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any

import pytest
from assertionengine import AssertionOperator, assertion_engine

from CamoufoxLibrary.keywordspec.differences import Assertion
from CamoufoxLibrary.library.errors import CamoufoxAssertionError, CamoufoxError
from CamoufoxLibrary.library.keywords import assertions
from CamoufoxLibrary.library.keywords.assertions import assert_value, check_formatters, check_retry
from CamoufoxLibrary.library.keywords.scoped import ScopedSetting

OP = AssertionOperator


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


class PlainEvaluate:
    """Robot's BuiltIn Evaluate without a running Robot (atest covers the real one)."""

    def evaluate(self, expression: str, namespace: dict[str, Any]) -> Any:
        return eval(expression, dict(namespace))


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(assertions, "time", fake)
    monkeypatch.setattr(assertion_engine, "BuiltIn", PlainEvaluate)
    return fake


def reader(*values: Any) -> tuple[Any, list[int]]:
    """A read() that gives ``values`` in turn (the last one repeats), and its call count."""
    calls: list[int] = []

    def read() -> Any:
        calls.append(1)
        value = values[min(len(calls), len(values)) - 1]
        if isinstance(value, Exception):
            raise value
        return value

    return read, calls


def check(read: Any, kind: str, op: Any, expected: Any, **options: Any) -> Any:
    options.setdefault("retry_for", timedelta(seconds=1))
    options.setdefault("what", "text of css=h1")
    return assert_value(read, kind, op, expected, options.pop("message", None), **options)


def test_without_an_operator_the_value_is_read_once(clock: FakeClock) -> None:
    read, calls = reader("Hello")
    assert check(read, "str", None, None) == "Hello"
    assert len(calls) == 1 and clock.sleeps == []


def test_an_expected_value_needs_an_operator(clock: FakeClock) -> None:
    read, calls = reader("Hello")
    with pytest.raises(CamoufoxError, match=r"^invalid_params: assertion_expected 'Hello'"):
        check(read, "str", None, "Hello")
    assert calls == []


@pytest.mark.parametrize("op", ["*=", "$=", "matches", "contains", "<", "validate", "then"])
def test_an_operator_needs_an_expected_value_but_equality(clock: FakeClock, op: str) -> None:
    read, calls = reader("#/active")
    words = re.escape(f"invalid_params: assertion_operator '{OP[op].value}' needs")
    with pytest.raises(CamoufoxError, match=f"^{words}"):
        check(read, "str", OP[op], None)
    assert calls == []
    assert check(read, "str", OP["!="], None) == "#/active"  # == ${None} is a check too


def test_the_read_repeats_until_the_assertion_holds(clock: FakeClock) -> None:
    read, calls = reader("Loading", "Loading", "Welcome")
    assert check(read, "str", OP["=="], "Welcome") == "Welcome"
    assert len(calls) == 3
    assert clock.sleeps == [0.1, 0.2]


def test_a_failure_has_the_engine_words_and_the_last_value(clock: FakeClock) -> None:
    read, calls = reader("Loading", "Hello")
    with pytest.raises(CamoufoxAssertionError) as error:
        check(read, "str", OP["=="], "Welcome")
    assert str(error.value) == (
        "verification_failed: text of css=h1 'Hello' (str) should be 'Welcome' (str)"
    )
    assert clock.now == pytest.approx(1.0)  # up to the retry time, not beyond
    assert len(calls) == 1 + len(clock.sleeps)


def test_a_custom_message_replaces_the_engine_words(clock: FakeClock) -> None:
    read, _ = reader("Hello")
    with pytest.raises(CamoufoxAssertionError) as error:
        check(read, "str", OP["=="], "Welcome", message="got {value}, wanted {expected}")
    assert str(error.value) == "verification_failed: got 'Hello', wanted 'Welcome'"


def test_zero_retry_is_one_try(clock: FakeClock) -> None:
    read, calls = reader("Hello")
    with pytest.raises(CamoufoxAssertionError):
        check(read, "str", OP["*="], "Bye", retry_for=timedelta(0))
    assert len(calls) == 1 and clock.sleeps == []


def test_an_element_not_there_yet_is_read_again(clock: FakeClock) -> None:
    late = CamoufoxError("element_not_found", "selector 'css=h1' matches no element")
    read, calls = reader(late, "Welcome")
    assert check(read, "str", OP["^="], "Wel") == "Welcome"
    assert len(calls) == 2


@pytest.mark.parametrize("error_type", ["stale_ref", "modal_state_blocked", "invalid_params"])
def test_other_errors_end_the_retry_at_once(clock: FakeClock, error_type: str) -> None:
    read, calls = reader(CamoufoxError(error_type, "no"), "Welcome")
    with pytest.raises(CamoufoxError, match=rf"^{error_type}: no$"):
        check(read, "str", OP["=="], "Welcome")
    assert len(calls) == 1


@pytest.mark.parametrize(
    ("kind", "value", "op", "expected"),
    [
        ("int", 3, ">=", "3"),
        ("int", 2, "<", "3"),
        ("float", 0.5, "<=", "0.5"),
        ("bool", True, "==", "true"),
        ("bool", False, "!=", "yes"),
        ("list", ["a", "b"], "==", ["b", "a"]),
        ("list", ["todo", "done"], "*=", "done"),
        ("dict", {"width": 800}, "==", {"width": 800}),
        ("str", "Total: 12", "matches", r"Total: \d+"),
        ("str", "12", "validate", "int(value) > 10"),
    ],
)
def test_each_kind_of_value_compares_as_the_engine_says(
    clock: FakeClock, kind: str, value: Any, op: str, expected: Any
) -> None:
    read, _ = reader(value)
    assert check(read, kind, OP[op], expected) is not None


def test_then_returns_the_expression(clock: FakeClock) -> None:
    read, _ = reader("12")
    assert check(read, "str", OP["then"], "int(value) * 2") == 24


def test_an_operator_the_value_cannot_take_is_invalid_params(clock: FakeClock) -> None:
    read, calls = reader(True)
    with pytest.raises(CamoufoxError, match=r"^invalid_params: assertion_operator '>'"):
        check(read, "bool", OP[">"], "1")
    assert len(calls) == 1


def test_formatters_apply_before_the_comparison(clock: FakeClock) -> None:
    read, _ = reader("  Hello   World ")
    formatters = check_formatters(["strip", "normalize spaces"])
    assert check(read, "str", OP["=="], "Hello World", formatters=formatters) == "Hello World"


@pytest.mark.parametrize(
    ("kind", "value", "op", "expected"),
    [
        ("dict", {"width": 800, "height": 600}, "==", "{'height': 600, 'width': 800}"),
        ("dict", {"x": 0, "y": 12.5}, "==", '{"x": 0, "y": 12.5}'),
        ("dict", {"x": 0, "y": 12.5}, "*=", "y"),
        ("list", ["big", "title"], "==", "['title', 'big']"),
        ("list", ["attached", "visible", "enabled"], "*=", "['visible', 'enabled']"),
        ("list", ["attached", "visible"], "not contains", "hidden"),
        ("bool", True, "==", "checked"),
        ("bool", False, "==", "Unchecked"),
        ("bool", False, "!=", "checked"),
        ("any", 3, "==", "3"),
        ("any", 2.5, ">", "2"),
        ("any", True, "==", "true"),
        ("any", "abc", "^=", "ab"),
        ("any", {"valid": True}, "validate", "value['valid']"),
        ("any", ["a", "b"], "==", "['b', 'a']"),
        ("any", None, "==", None),
        ("str", None, "!=", "x"),
    ],
)
def test_values_written_as_robot_text(
    clock: FakeClock, kind: str, value: Any, op: str, expected: Any
) -> None:
    read, _ = reader(value)
    check(read, kind, OP[op], expected)


def test_a_list_of_dictionaries_compares_regardless_of_order(clock: FakeClock) -> None:
    options = [
        {"value": "1", "label": "One", "index": 0},
        {"value": "3", "label": "Three", "index": 2},
    ]
    read, _ = reader(options)
    check(read, "list", OP["=="], list(reversed(options)))
    with pytest.raises(CamoufoxAssertionError, match=r"should be"):
        check(read, "list", OP["=="], options[:1], retry_for=timedelta(0))


def test_none_fails_a_text_operator_and_is_read_again(clock: FakeClock) -> None:
    read, calls = reader(None, None, "open now")
    assert check(read, "str", OP["*="], "open", what="attribute data-state of id=a") == "open now"
    assert len(calls) == 3
    read, _ = reader(None)
    with pytest.raises(CamoufoxAssertionError) as error:
        check(read, "str", OP["^="], "open", what="attribute data-state of id=a")
    assert str(error.value) == (
        "verification_failed: attribute data-state of id=a 'None' (nonetype) should start with "
        "'open' (str)"
    )


def test_not_contains_on_a_list_fails_on_any_item_there(clock: FakeClock) -> None:
    read, _ = reader(["tab", "active"])
    with pytest.raises(CamoufoxAssertionError) as error:
        check(read, "list", OP["not contains"], "['hidden', 'active']", what="classes of id=t")
    assert str(error.value) == (
        "verification_failed: classes of id=t '['tab', 'active']' (list) should not contain "
        "'['hidden', 'active']' (list)"
    )


def test_a_text_that_is_no_literal_stays_text(clock: FakeClock) -> None:
    read, _ = reader({"a": 1})
    with pytest.raises(CamoufoxAssertionError, match=r"should be 'not a dict'"):
        check(read, "dict", OP["=="], "not a dict", retry_for=timedelta(0))


@pytest.mark.parametrize(
    ("what", "arguments", "words"),
    [
        ("{key} of {ref}", {"ref": "css=h1"}, "text of css=h1"),
        ("style {property} of {ref}", {"ref": "id=a", "property": None}, "style of id=a"),
        ("style {property} of {ref}", {"ref": "id=a", "property": "color"}, "style color of id=a"),
        ("scroll position of {ref}", {"ref": None}, "scroll position"),
    ],
)
def test_what_a_failure_names(what: str, arguments: dict[str, Any], words: str) -> None:
    assert Assertion("text", what=what).describe(arguments) == words


def test_unknown_formatters_and_negative_retries_are_invalid_params() -> None:
    with pytest.raises(
        CamoufoxError, match=r"^invalid_params: unknown assertion formatter.*'trim'"
    ):
        check_formatters(["strip", "trim"])
    with pytest.raises(CamoufoxError, match=r"^invalid_params: retry_assertions_for"):
        check_retry(timedelta(seconds=-1))


# --- settings a test or suite changes for itself ---------------------------------------


def test_a_setting_changed_in_a_test_lasts_until_the_test_ends() -> None:
    applied: list[int] = []
    setting = ScopedSetting(1, apply=applied.append)
    assert setting.set(2, ("suite", "Top.Suite")) == 1
    assert setting.set(3, ("test", "Top.Suite.First")) == 2
    assert setting.set(4, ("test", "Top.Suite.First")) == 3
    setting.end("test", "Top.Suite.First")
    assert setting.value == 2
    setting.end("test", "Top.Suite.Second")  # changed nothing: nothing to undo
    assert setting.value == 2
    setting.end("suite", "Top.Suite")
    assert setting.value == 1
    assert applied == [2, 3, 4, 3, 2, 1]


def test_a_setting_changed_outside_robot_stays() -> None:
    setting = ScopedSetting("a")
    setting.set("b", None)
    setting.end("suite", "Top")
    assert setting.value == "b"


def test_a_suite_end_also_undoes_what_its_children_left() -> None:
    setting = ScopedSetting(1)
    setting.set(2, ("suite", "Top"))
    setting.set(3, ("suite", "Top.Child"))
    setting.end("suite", "Top")
    assert setting.value == 1
