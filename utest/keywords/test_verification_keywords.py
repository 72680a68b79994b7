"""Verification keywords over a fake library: arguments, returns, raised classes, retries."""

from __future__ import annotations

import inspect
from datetime import timedelta
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.registry import REGISTRY
from CamoufoxLibrary.library.errors import CamoufoxAssertionError, CamoufoxError
from CamoufoxLibrary.library.keywords import retrying as module
from CamoufoxLibrary.library.keywords.groups import KEYWORD_GROUPS
from CamoufoxLibrary.library.keywords.scoped import ScopedSetting
from CamoufoxLibrary.library.keywords.verification import VerificationKeywords
from testsupport.envelopes import failure, success

KEYWORDS = {
    "verify_element_visible": "browser_verify_element_visible",
    "verify_list_visible": "browser_verify_list_visible",
    "verify_text_visible": "browser_verify_text_visible",
    "verify_value": "browser_verify_value",
}


class FakeLibrary:
    """Answers tool calls from a script of envelopes; the last one repeats."""

    def __init__(self, *envelopes: dict[str, Any]) -> None:
        self.envelopes = list(envelopes)
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.current_instance: str | None = "main"
        # As imported with retry_assertions_for=0: a check without timeout tries once.
        self.retry_assertions_for = ScopedSetting(timedelta(0))

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        self.calls.append((tool, dict(arguments)))
        return self.envelopes.pop(0) if len(self.envelopes) > 1 else self.envelopes[0]


class FakeClock:
    """Stands in for the ``time`` module of the keywords: sleeping advances the clock."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        assert seconds >= 0
        self.sleeps.append(seconds)
        self.now += seconds


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(module, "time", fake)
    return fake


def group(*envelopes: dict[str, Any]) -> tuple[VerificationKeywords, FakeLibrary]:
    library = FakeLibrary(*envelopes)
    return VerificationKeywords(library), library  # type: ignore[arg-type]


def test_registered_in_the_library() -> None:
    assert VerificationKeywords in KEYWORD_GROUPS


@pytest.mark.parametrize(("name", "tool"), KEYWORDS.items())
def test_keyword_arguments_are_the_tools(name: str, tool: str) -> None:
    """The tool's parameters, names and defaults, minus instance (last, keyword-only),
    plus the keyword-only ``timeout``."""
    keyword = inspect.signature(getattr(VerificationKeywords, name))
    params = list(keyword.parameters.values())[1:]  # self
    assert params[-1].name == "instance"
    assert params[-1].kind is inspect.Parameter.KEYWORD_ONLY
    assert params[-1].default is None
    spec = REGISTRY[tool].signature.parameters
    ours = {p.name: p for p in params if p.name not in ("instance", "timeout")}
    assert list(ours) == [n for n in spec if n != "instance"]
    for pname, param in ours.items():
        assert param.default == spec[pname].default, pname
        assert param.kind == spec[pname].kind, pname
    timeout = keyword.parameters["timeout"]
    assert timeout.kind is inspect.Parameter.KEYWORD_ONLY and timeout.default is None


@pytest.mark.parametrize("name", KEYWORDS)
def test_keyword_docs(name: str) -> None:
    doc = inspect.getdoc(getattr(VerificationKeywords, name)) or ""
    assert "Example:" in doc and "Fails with" in doc and "Returns" in doc
    assert f"`{name.replace('_', ' ').title()}`" in doc


def test_list_doc_shows_both_modes() -> None:
    doc = inspect.getdoc(VerificationKeywords.verify_list_visible) or ""
    assert "| `Verify List Visible` | refs=" in doc
    assert "| `Verify List Visible` | container_ref=" in doc and "items=" in doc


def test_arguments_reach_the_tool_and_data_comes_back() -> None:
    kw, library = group(success({"visible": True, "ref": "e3"}))
    assert kw.verify_element_visible("e3", frame_id="frame-1") == {"visible": True, "ref": "e3"}
    assert library.calls == [
        (
            "browser_verify_element_visible",
            {"instance": "main", "ref": "e3", "page_id": None, "frame_id": "frame-1"},
        )
    ]
    kw, library = group(success({"container_ref": "e5", "verified_items": ["A"]}))
    kw.verify_list_visible(container_ref="e5", items=["A"], instance="other")
    assert library.calls[0][1] == {
        "instance": "other",
        "refs": None,
        "container_ref": "e5",
        "items": ["A"],
        "page_id": None,
        "frame_id": None,
    }
    kw, library = group(success({"text": "Hi", "visible": True}))
    kw.verify_text_visible("Hi", page_id="page-1")
    assert library.calls[0] == (
        "browser_verify_text_visible",
        {"instance": "main", "text": "Hi", "page_id": "page-1", "frame_id": None},
    )
    kw, library = group(success({"ref": "e9", "value": True, "element_type": "checkbox"}))
    assert kw.verify_value("e9", "true", "checkbox")["value"] is True
    assert library.calls[0][1] == {
        "instance": "main",
        "ref": "e9",
        "expected_value": "true",
        "element_type": "checkbox",
        "page_id": None,
        "frame_id": None,
    }


def test_verification_failed_is_an_assertion_error() -> None:
    kw, library = group(failure("verification_failed", "text 'Nope' is not visible"))
    with pytest.raises(CamoufoxAssertionError) as error:
        kw.verify_text_visible("Nope")
    assert isinstance(error.value, AssertionError)
    assert str(error.value) == "verification_failed: text 'Nope' is not visible"
    assert len(library.calls) == 1  # no timeout: a single shot


def test_other_errors_are_not_assertion_errors() -> None:
    kw, _ = group(failure("stale_ref", "ref 'e3' is gone"))
    with pytest.raises(CamoufoxError) as error:
        kw.verify_element_visible("e3")
    assert not isinstance(error.value, AssertionError)
    assert str(error.value).startswith("stale_ref: ")


def test_timeout_retries_until_it_holds(clock: FakeClock) -> None:
    kw, library = group(
        failure("verification_failed", "not yet"),
        failure("element_not_found", "selector 'id=x' matches no element"),
        failure("verification_failed", "not yet"),
        success({"text": "Saved", "visible": True}),
    )
    assert kw.verify_text_visible("Saved", timeout=timedelta(seconds=5)) == {
        "text": "Saved",
        "visible": True,
    }
    assert len(library.calls) == 4
    assert clock.sleeps == [0.1, 0.2, 0.4]


def test_timeout_fails_with_the_last_message(clock: FakeClock) -> None:
    kw, library = group(
        failure("verification_failed", "first"),
        failure("verification_failed", "expected value 'a' but it is value 'b'"),
    )
    with pytest.raises(CamoufoxAssertionError) as error:
        kw.verify_value("e1", "a", timeout=timedelta(seconds=2))
    assert str(error.value) == (
        "verification_failed: expected value 'a' but it is value 'b' "
        "(still so after retrying for 2 s)"
    )
    assert clock.now == pytest.approx(1002.0)  # slept up to the deadline, not beyond
    assert max(clock.sleeps) <= module.MAX_PAUSE
    assert len(library.calls) == 1 + len(clock.sleeps)


@pytest.mark.parametrize(
    "error_type", ["stale_ref", "invalid_params", "modal_state_blocked", "page_not_found"]
)
def test_timeout_does_not_retry_other_errors(clock: FakeClock, error_type: str) -> None:
    kw, library = group(failure(error_type, "no"), success({"visible": True, "ref": "e1"}))
    with pytest.raises(CamoufoxError) as error:
        kw.verify_element_visible("e1", timeout=timedelta(seconds=5))
    assert str(error.value) == f"{error_type}: no"
    assert len(library.calls) == 1 and clock.sleeps == []


def test_element_not_found_is_retried_and_reported(clock: FakeClock) -> None:
    kw, library = group(failure("element_not_found", "selector 'id=late' matches no element"))
    with pytest.raises(CamoufoxError) as error:
        kw.verify_element_visible("id=late", timeout=timedelta(seconds=1))
    assert not isinstance(error.value, AssertionError)
    assert str(error.value).startswith("element_not_found: selector 'id=late'")
    assert "retrying for 1 s" in str(error.value)
    assert len(library.calls) > 2


def test_zero_timeout_is_one_try(clock: FakeClock) -> None:
    kw, library = group(failure("verification_failed", "hidden"))
    with pytest.raises(CamoufoxAssertionError) as error:
        kw.verify_list_visible(refs=["e1"], timeout=timedelta(0))
    assert str(error.value) == "verification_failed: hidden"
    assert len(library.calls) == 1


def test_negative_timeout_is_invalid_params(clock: FakeClock) -> None:
    kw, library = group(success({"visible": True, "ref": "e1"}))
    with pytest.raises(CamoufoxError) as error:
        kw.verify_element_visible("e1", timeout=timedelta(seconds=-1))
    assert str(error.value).startswith("invalid_params: argument 'timeout'")
    assert library.calls == []


def test_no_current_instance() -> None:
    kw, library = group(success({"visible": True, "ref": "e1"}))
    library.current_instance = None
    with pytest.raises(CamoufoxError) as error:
        kw.verify_element_visible("e1")
    assert str(error.value).startswith("instance_not_found: ")
    assert library.calls == []


def test_without_timeout_a_check_retries_for_the_library_setting(clock: FakeClock) -> None:
    kw, library = group(
        failure("verification_failed", "not yet"), success({"text": "Saved", "visible": True})
    )
    library.retry_assertions_for.set(timedelta(seconds=1), None)
    assert kw.verify_text_visible("Saved")["visible"] is True
    assert len(library.calls) == 2
    kw, library = group(failure("verification_failed", "never"))
    library.retry_assertions_for.set(timedelta(seconds=1), None)
    started = clock.now
    with pytest.raises(CamoufoxAssertionError) as error:
        kw.verify_text_visible("Saved")
    assert str(error.value) == "verification_failed: never (still so after retrying for 1 s)"
    assert clock.now - started == pytest.approx(1.0)
