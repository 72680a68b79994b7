"""Healing without a browser: agreement, candidates, the judgement of what they found, the
store file (corrupt, foreign, merged) and where the library puts it.

The facts are those ``element_fingerprints.js`` read from the fixture app
(atest/pages/healing): version 1, and version 2 where every id is renamed and the
button says "Log in" instead of "Sign in".
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.settings import Settings
from CamoufoxLibrary.core.healing.agreement import THRESHOLD, agreement
from CamoufoxLibrary.core.healing.candidates import Candidate, candidates_of
from CamoufoxLibrary.core.healing.facts import Container, ElementFacts, Malformed, facts_from
from CamoufoxLibrary.core.healing.healer import Healer
from CamoufoxLibrary.core.healing.search import Seen, judge
from CamoufoxLibrary.core.healing.store import (
    FORMAT,
    Fingerprint,
    LocatorStore,
    read_store,
    store_text,
)
from CamoufoxLibrary.library.heals import store_path, store_warning

SIGN_IN_FORM = Container("form", "form", "Sign in")
EMAIL_V1 = ElementFacts(
    tag="input", role="textbox", name="Email", text="", id="email", testid=None,
    name_attribute="email", type="email", classes=(), labels=("Email",),
    placeholder="you@example.com", alt=None, title=None, neighbours=("Email", "Password"),
    container=SIGN_IN_FORM, path="body > main > form > input:nth-of-type(1)", shadow=False,
    visible=True,
)  # fmt: skip
BUTTON_V1 = ElementFacts(
    tag="button", role="button", name="Sign in", text="Sign in", id="login-button",
    testid=None, name_attribute=None, type="submit", classes=("primary",), labels=(),
    placeholder=None, alt=None, title=None, neighbours=("Remember me", None),
    container=SIGN_IN_FORM, path="body > main > form > button", shadow=False, visible=True,
)  # fmt: skip
STATUS_V1 = ElementFacts(
    tag="p", role="status", name="", text="Signed in as ada@example.com", id="status",
    testid=None, name_attribute=None, type=None, classes=(), labels=(), placeholder=None,
    alt=None, title=None, neighbours=(None, None),
    container=Container("main", "main", "Welcome back"), path="body > main > p",
    shadow=False, visible=True,
)  # fmt: skip
EMAIL_V2 = replace(EMAIL_V1, id="user-email")
BUTTON_V2 = replace(BUTTON_V1, id="submit", name="Log in", text="Log in")
# A sibling of another kind: what a renamed button must not be mistaken for.
CANCEL = replace(
    BUTTON_V1,
    id="cancel",
    name="Cancel",
    text="Cancel",
    type="button",
    classes=("secondary",),
    neighbours=("Sign in", None),
    path="body > main > form > button:nth-of-type(2)",
)


def fingerprint(facts: ElementFacts, *selectors: str) -> Fingerprint:
    candidates = tuple(Candidate("css", s) for s in selectors)
    return Fingerprint(facts, candidates, "http://127.0.0.1/app", "2026-12-05T00:00:00+00:00")


# --- agreement -----------------------------------------------------------------------


def test_an_element_agrees_fully_with_itself() -> None:
    for facts in (EMAIL_V1, BUTTON_V1, STATUS_V1):
        assert agreement(facts, facts) == 1.0


def test_renamed_ids_and_a_changed_text_still_agree() -> None:
    assert agreement(EMAIL_V1, EMAIL_V2) > 0.9
    assert THRESHOLD <= agreement(BUTTON_V1, BUTTON_V2) < 0.95


def test_a_sibling_of_another_kind_does_not_agree() -> None:
    assert agreement(BUTTON_V1, CANCEL) < THRESHOLD
    assert agreement(BUTTON_V1, EMAIL_V1) < 0.4


def test_facts_neither_element_has_are_not_counted() -> None:
    """The status has no label, placeholder or test id: they neither help nor hurt."""
    moved = replace(STATUS_V1, id="auth-status")
    assert agreement(STATUS_V1, moved) > 0.9


# --- candidates ----------------------------------------------------------------------


def test_candidates_come_in_generate_locators_order_then_what_survives_a_rename() -> None:
    kinds = [c.kind for c in candidates_of(BUTTON_V1, "text=Sign in")]
    assert kinds == ["role", "text", "id", "container", "path"]
    selectors = [c.selector for c in candidates_of(EMAIL_V1, "id=email")]
    assert selectors == [
        'internal:role=textbox[name="Email"i]',
        'internal:label="Email"i',
        'internal:attr=[placeholder="you@example.com"i]',
        'css=[id="email"]',
        'css=input[name="email"]',
        'internal:role=form[name="Sign in"i] >> internal:role=textbox',
        "css=body > main > form > input:nth-of-type(1)",
    ]


def test_content_is_no_candidate_where_the_text_is_not_the_name() -> None:
    """A status's text is what it shows (it changes); its role alone finds it."""
    selectors = [c.selector for c in candidates_of(STATUS_V1, "id=status")]
    assert 'internal:text="Signed in as ada@example.com"i' not in selectors
    assert "internal:role=status" in selectors


def test_candidates_enter_the_frames_the_selector_entered() -> None:
    frame = "iframe#pay >> internal:control=enter-frame"
    found = candidates_of(BUTTON_V1, f"{frame} >> text=Sign in")
    assert all(c.selector.startswith(f"{frame} >> ") for c in found)


def test_a_test_id_comes_first_and_is_exact() -> None:
    first = candidates_of(replace(BUTTON_V1, testid="login"), "x")[0]
    assert first == Candidate("testid", 'internal:testid=[data-testid="login"s]')


# --- judging what the candidates found -----------------------------------------------


def seen(facts: ElementFacts, *selectors: str, alone: bool = True) -> Seen:
    by = [Candidate("css", s) for s in selectors]
    return Seen(facts, agreement(BUTTON_V1, facts), by, list(by) if alone else [])


def test_one_agreeing_element_found_alone_heals_with_the_best_candidate() -> None:
    outcome = judge([seen(BUTTON_V2, "css=a", "css=b"), seen(CANCEL, "css=c")], 5)
    assert outcome.healed == Candidate("css", "css=a")
    assert outcome.score == agreement(BUTTON_V1, BUTTON_V2)


def test_two_agreeing_elements_never_heal_and_are_both_named() -> None:
    other = replace(BUTTON_V2, path="body > main > form:nth-of-type(2) > button")
    outcome = judge([seen(BUTTON_V2, "css=one"), seen(other, "css=two")], 5)
    assert outcome.healed is None
    assert outcome.why.startswith("2 elements agree with its fingerprint, so it did not heal")
    assert "'body > main > form > button'" in outcome.why
    assert "'body > main > form:nth-of-type(2) > button'" in outcome.why
    assert "'css=one'" in outcome.why and "'css=two'" in outcome.why


def test_no_heal_without_agreement_or_a_candidate_alone() -> None:
    assert judge([], 4).why == "none of its 4 candidates finds an element now"
    weak = judge([seen(CANCEL, "css=c")], 4)
    assert weak.healed is None and f"under {THRESHOLD:.2f}" in weak.why
    crowded = judge([seen(BUTTON_V2, "css=button", alone=False)], 4)
    assert crowded.healed is None and "finds other elements too" in crowded.why


# --- facts read back -----------------------------------------------------------------


def test_facts_round_trip_through_a_dictionary() -> None:
    for facts in (EMAIL_V1, BUTTON_V1, STATUS_V1):
        assert facts_from(json.loads(json.dumps(facts.as_dict()))) == facts


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"tag": 3}, "'tag' must be a text"),
        ({"classes": "a b"}, "'classes' must be a list of texts"),
        ({"visible": "yes"}, "'visible' must be true or false"),
        ({"container": ["form"]}, "'container' must be null or an object"),
        ({"neighbours": [1]}, "'neighbours' must be a list of texts or nulls"),
    ],
)
def test_malformed_facts_say_what_is_wrong(change: dict, said: str) -> None:
    with pytest.raises(Malformed, match=said):
        facts_from({**json.loads(json.dumps(EMAIL_V1.as_dict())), **change})
    with pytest.raises(Malformed, match="lack tag"):
        facts_from({k: v for k, v in EMAIL_V1.as_dict().items() if k != "tag"})


# --- the store -----------------------------------------------------------------------


def write_store(path: Path, entries: dict[str, Fingerprint]) -> None:
    path.write_text(store_text(entries), encoding="utf-8")


def test_a_store_round_trips_and_is_sorted_json(tmp_path: Path) -> None:
    path = tmp_path / "camoufox-locators.json"
    entries = {"id=email": fingerprint(EMAIL_V1, "css=a"), "text=Sign in": fingerprint(BUTTON_V1)}
    write_store(path, entries)
    assert read_store(path) == entries
    body = json.loads(path.read_text())
    assert body["format"] == FORMAT and list(body["locators"]) == ["id=email", "text=Sign in"]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{not json", "not valid JSON (line 1"),
        ('{"locators": {}}', "not a store of fingerprints"),
        (f'{{"format": "{FORMAT}", "version": 99, "locators": {{}}}}', "of version 99"),
        (f'{{"format": "{FORMAT}", "version": 1, "locators": []}}', "'locators' is not an object"),
        (
            f'{{"format": "{FORMAT}", "version": 1, "locators": {{"id=a": {{"url": 1}}}}}}',
            "the fingerprint of 'id=a' is malformed",
        ),
    ],
)
def test_a_corrupt_or_foreign_store_is_reported_never_healed_from_nor_written(
    tmp_path: Path, text: str, said: str
) -> None:
    path = tmp_path / "camoufox-locators.json"
    path.write_text(text, encoding="utf-8")
    store = LocatorStore(path)
    assert not store.usable and said in (store.problem or "")
    assert "Nothing heals from it and it is not written" in (store.problem or "")
    store.put("id=email", fingerprint(EMAIL_V1))
    assert store.get("id=email") is None  # never healed from
    assert store.save() is None
    assert path.read_text(encoding="utf-8") == text  # nothing lost


def test_a_store_that_is_a_folder_or_not_utf8_is_reported(tmp_path: Path) -> None:
    assert "it is a folder" in (LocatorStore(tmp_path).problem or "")
    binary = tmp_path / "x.json"
    binary.write_bytes(b"\xff\xfe{")
    assert "not UTF-8" in (LocatorStore(binary).problem or "")


def test_saving_merges_with_what_the_file_holds_by_then(tmp_path: Path) -> None:
    """Another process (pabot) saved a selector meanwhile: both are kept; ours win for
    the selectors we recorded."""
    path = tmp_path / "camoufox-locators.json"
    write_store(path, {"id=old": fingerprint(STATUS_V1), "id=email": fingerprint(EMAIL_V1)})
    store = LocatorStore(path)
    write_store(path, {**read_store(path), "id=theirs": fingerprint(CANCEL)})
    store.put("id=email", fingerprint(EMAIL_V2))
    assert store.save() is None
    assert read_store(path) == {
        "id=old": fingerprint(STATUS_V1),
        "id=theirs": fingerprint(CANCEL),
        "id=email": fingerprint(EMAIL_V2),
    }
    assert store.recorded == set()  # nothing left to save


def test_a_file_made_foreign_during_the_run_is_not_written_over(tmp_path: Path) -> None:
    path = tmp_path / "camoufox-locators.json"
    store = LocatorStore(path)
    path.write_text('{"someone": "else"}', encoding="utf-8")
    store.put("id=email", fingerprint(EMAIL_V1))
    assert "was not written" in (store.save() or "")
    assert path.read_text(encoding="utf-8") == '{"someone": "else"}'


def test_write_to_writes_the_chosen_recorded_fingerprints(tmp_path: Path) -> None:
    store = LocatorStore(None)
    store.put("id=email", fingerprint(EMAIL_V1))
    store.put("text=Sign in", fingerprint(BUTTON_V1))
    target = tmp_path / "camoufox-locators.json"
    assert store.write_to(target, ["id=email", "id=never-recorded"]) == 1
    assert list(read_store(target)) == ["id=email"]


def test_a_healer_heals_only_when_on_and_from_a_known_fingerprint(tmp_path: Path) -> None:
    store = LocatorStore(None)
    store.put("id=email", fingerprint(EMAIL_V1))
    assert Healer("on", store).heals("id=email")
    assert not Healer("on", store).heals("id=other")
    assert not Healer("record", store).heals("id=email")
    assert Healer("record", store).records and not Healer("off", store).records


# --- settings and the library's store path -------------------------------------------


def test_healing_takes_off_record_or_on() -> None:
    with pytest.raises(InvalidParams, match="'healing' must be one of off, record, on"):
        Settings(healing="maybe")  # type: ignore[arg-type]


def test_the_store_is_beside_the_suite_by_default(tmp_path: Path) -> None:
    suite, out = tmp_path / "suite", tmp_path / "results"
    suite.mkdir()
    out.mkdir()
    assert store_path(None, suite, out) == suite / "camoufox-locators.json"
    assert store_path("mine.json", suite, out) == suite / "mine.json"
    assert store_path(str(out / "x.json"), suite, out) == out / "x.json"


def test_a_store_path_leading_out_of_its_folder_is_refused(tmp_path: Path) -> None:
    suite, out = tmp_path / "suite", tmp_path / "results"
    suite.mkdir()
    out.mkdir()
    (suite / "out").symlink_to(tmp_path)
    for given in ("../x.json", "out/x.json", str(tmp_path / "x.json")):
        with pytest.raises(InvalidParams, match=r"argument 'healing_store': .* neither beside"):
            store_path(given, suite, out)
    with pytest.raises(InvalidParams, match=r"folder .* does not exist"):
        store_path("missing/x.json", suite, out)
    with pytest.raises(InvalidParams, match="is a folder"):
        store_path(".", suite, out)


def test_a_store_that_cannot_be_written_is_warned_of(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only suite folder (a checkout mounted read-only): nothing recorded is kept.
    The access check is what the library asks (root may write anything)."""
    store = tmp_path / "camoufox-locators.json"
    assert store_warning(store) is None
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != tmp_path)
    assert "cannot be written" in (store_warning(store) or "")
    store.write_text("{}", encoding="utf-8")
    assert store_warning(store) is None
