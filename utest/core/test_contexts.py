"""Context options (core/contexts.py): their checks and what they become, without a browser."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core import contexts
from CamoufoxLibrary.core.engines import EngineChoice
from CamoufoxLibrary.core.errors import InvalidParams, UnsupportedCapability


def test_only_given_options_are_kept_and_checked() -> None:
    checked = contexts.check(
        {"viewport": {"width": 800, "height": 600}, "offline": None, "timezone_id": "UTC"}
    )
    assert checked == {"viewport": {"width": 800, "height": 600}, "timezone_id": "UTC"}


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (
            {"viewport": {"width": 800}},
            "argument 'viewport' must be an object with width and height",
        ),
        ({"viewport": {"width": 0, "height": 600}}, "width must be 1 to 16384 pixels"),
        ({"device_scale_factor": 0}, "argument 'device_scale_factor' must be over 0"),
        (
            {"geolocation": {"latitude": 1}},
            "argument 'geolocation' must be an object with latitude",
        ),
        (
            {"geolocation": {"latitude": 91, "longitude": 0}},
            "latitude must be a number from -90 to 90",
        ),
        ({"http_credentials": {"username": "u"}}, "argument 'http_credentials' must be an object"),
        ({"extra_http_headers": {"": "x"}}, "header '' must have a name"),
        ({"record_har_content": "omit"}, "'record_har_content' needs 'record_har_path'"),
        ({"timezone_id": " "}, "argument 'timezone_id' must not be empty"),
    ],
)
def test_bad_options_name_what_is_wrong(options: dict[str, Any], words: str) -> None:
    with pytest.raises(InvalidParams, match=words.replace("(", r"\(").replace(")", r"\)")):
        contexts.check(options)


def test_a_locale_is_one_language_tag() -> None:
    assert contexts.check_locale("de-DE") == "de-DE"
    assert contexts.check_locale("zh-Hant-TW") == "zh-Hant-TW"
    with pytest.raises(InvalidParams, match="must be a language tag"):
        contexts.check_locale('["de-DE"]')


def test_a_storage_state_file_must_be_one(tmp_path: Path) -> None:
    good = tmp_path / "state.json"
    good.write_text(json.dumps({"cookies": [], "origins": [{"origin": "http://x"}]}))
    assert contexts.check_storage_state(str(good)) == str(good.resolve())
    for content, words in (
        ("not json", "is not a JSON file"),
        ('{"cookies": {}}', "must hold an object with a 'cookies' list"),
        ('{"cookies": [], "origins": [{}]}', "an 'origins' entry without an 'origin'"),
    ):
        bad = tmp_path / "bad.json"
        bad.write_text(content)
        with pytest.raises(InvalidParams, match=words):
            contexts.check_storage_state(str(bad))
    with pytest.raises(InvalidParams, match="does not exist"):
        contexts.check_storage_state(str(tmp_path / "missing.json"))


def test_browser_wide_options_are_firefox_preferences() -> None:
    prefs = contexts.launch_prefs(
        {"color_scheme": "dark", "reduced_motion": "reduce", "java_script_enabled": False}
    )
    assert prefs == {
        **contexts.HISTORY_PREFS,
        "layout.css.prefers-color-scheme.content-override": 0,
        "ui.prefersReducedMotion": 1,
        "javascript.enabled": False,
    }
    assert contexts.launch_prefs({"color_scheme": "light"}) == {
        **contexts.HISTORY_PREFS,
        "layout.css.prefers-color-scheme.content-override": 1,
    }
    # Every browser keeps no page in its back-forward cache (see HISTORY_PREFS).
    assert contexts.launch_prefs({"locale": "fi"}) == {
        "browser.sessionhistory.max_total_viewers": 0
    }


def test_a_shared_instance_takes_its_browsers_browser_wide_options() -> None:
    contexts.check_shared({"color_scheme": "dark"}, {"color_scheme": "dark"}, "owner")
    contexts.check_shared({"locale": "fi"}, {}, "owner")
    with pytest.raises(UnsupportedCapability, match=r"color_scheme='light'.*instance 'owner'"):
        contexts.check_shared({"color_scheme": "light"}, {"color_scheme": "dark"}, "owner")
    with pytest.raises(UnsupportedCapability, match="java_script_enabled=False"):
        contexts.check_shared({"java_script_enabled": False}, {}, "owner")


def test_firefox_over_bidi_grants_some_permissions_only() -> None:
    firefox = EngineChoice("firefox", "/usr/bin/firefox")
    contexts.check_permissions(["geolocation", "notifications"], firefox)
    juggler = EngineChoice("playwright-firefox", None)
    contexts.check_permissions(["camera"], juggler)  # Juggler decides there
    with pytest.raises(UnsupportedCapability, match=r"'camera'.*engine 'firefox'"):
        contexts.check_permissions(["geolocation", "camera"], firefox)
    # A browser server's Firefox over BiDi refuses them alike; another one decides.
    with pytest.raises(UnsupportedCapability, match=r"'camera'.*engine 'remote'"):
        contexts.check_permissions(["camera"], EngineChoice("remote", None, bidi=True))
    contexts.check_permissions(["camera"], EngineChoice("remote", None, bidi=False))


def test_context_kwargs_are_playwrights() -> None:
    kwargs = contexts.context_kwargs(
        {"timezone_id": "UTC", "record_har_path": "/tmp/x.har", "offline": None}
    )
    assert kwargs == {
        "timezone_id": "UTC",
        "record_har_path": "/tmp/x.har",
        "record_har_content": "embed",
    }
