"""Context options (core/browser/contexts.py): their checks and what they become, without a browser."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore
from CamoufoxLibrary.core.browser import contexts
from CamoufoxLibrary.core.contract.errors import InvalidParams, UnsupportedCapability
from CamoufoxLibrary.core.engines import EngineChoice


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
    good.write_text(json.dumps({"cookies": [COOKIE], "origins": [ORIGIN]}))
    assert contexts.check({"storage_state": str(good)}) == {"storage_state": str(good.resolve())}
    for content, words in (
        ("not json", "is not a JSON file"),
        ("[]", "must hold an object with a 'cookies' list and an 'origins' list"),
        ('{"cookies": {}}', "cookies must be a list, got an object"),
        ('{"cookies": [], "origins": [{}]}', "origins[0].origin is missing"),
    ):
        bad = tmp_path / "bad.json"
        bad.write_text(content)
        with pytest.raises(InvalidParams, match=re.escape(words)):
            contexts.check({"storage_state": str(bad)})
    with pytest.raises(InvalidParams, match="does not exist"):
        contexts.check({"storage_state": str(tmp_path / "missing.json")})


COOKIE = {"name": "sid", "value": "1", "domain": "127.0.0.1", "path": "/", "expires": -1}
ORIGIN = {"origin": "http://127.0.0.1:8000", "localStorage": [{"name": "k", "value": "v"}]}


@pytest.mark.parametrize(
    ("state", "words"),
    [
        (
            {"cookies": [{**COOKIE, "name": 5}]},
            "cookies[0].name must be a string, got a number (5)",
        ),
        (
            {"cookies": [COOKIE, {"name": "a", "value": "b"}]},
            "cookies[1] needs a 'url', or a 'domain'",
        ),
        ({"cookies": [{**COOKIE, "url": "http://x/"}]}, "cookies[0] has a 'url' and a 'domain'"),
        ({"cookies": [{**COOKIE, "value": None}]}, "cookies[0].value must be a string, got null"),
        ({"cookies": [{**COOKIE, "sameSite": "lax"}]}, "cookies[0].sameSite must be one of Strict"),
        ({"cookies": [{**COOKIE, "expires": -5}]}, "cookies[0].expires must be -1 (a session"),
        ({"cookies": [{**COOKIE, "expires": "1"}]}, "cookies[0].expires must be a number"),
        ({"cookies": [{**COOKIE, "httpOnly": 1}]}, "cookies[0].httpOnly must be true or false"),
        ({"cookies": ["sid=1"]}, "cookies[0] must be an object, got a string ('sid=1')"),
        (
            {"cookies": [{"name": "a", "value": "b", "url": "about:blank"}]},
            "cookies[0].url must be",
        ),
        (
            {"origins": [{**ORIGIN, "localStorage": {"k": "v"}}]},
            "origins[0].localStorage must be a list",
        ),
        ({"origins": [{"origin": "http://x"}]}, "origins[0].localStorage is missing"),
        (
            {"origins": [{**ORIGIN, "localStorage": [{"name": "k", "value": 3}]}]},
            "origins[0].localStorage[0].value must be a string",
        ),
        ({"origins": [ORIGIN, {**ORIGIN, "origin": "x"}]}, "origins[1].origin must be an origin"),
        ({"origins": [{**ORIGIN, "indexedDB": {}}]}, "origins[0].indexedDB must be a list"),
        (
            {"origins": [{**ORIGIN, "indexedDB": [{"name": "db", "version": 1.5, "stores": []}]}]},
            "origins[0].indexedDB[0].version must be a whole number",
        ),
        ({"credentials": [{"id": "x"}]}, "credentials[0].rpId is missing"),
    ],
)
def test_a_storage_state_entry_names_the_file_the_entry_and_the_field(
    tmp_path: Path, state: dict[str, Any], words: str
) -> None:
    file = tmp_path / "state.json"
    file.write_text(json.dumps(state))
    with pytest.raises(InvalidParams) as raised:
        contexts.check({"storage_state": str(file)})
    assert f"argument 'storage_state': in '{file}', " in raised.value.message
    assert words in raised.value.message


@pytest.mark.parametrize("zone", ["Europe/Helsinki", "UTC", "Etc/GMT+5", "+05:30", "-0300"])
def test_a_timezone_is_an_iana_zone_or_an_offset(zone: str) -> None:
    assert contexts.check({"timezone_id": zone}) == {"timezone_id": zone}


@pytest.mark.parametrize(
    ("zone", "words"),
    [
        ("Mars/Olympus", "'Mars/Olympus' is not in the IANA time zone database"),
        ("europe/helsinki", "(did you mean 'Europe/Helsinki'?)"),
        ("+24:00", "or an offset such as '+05:30'"),
        ("Helsinki", "it takes an IANA time zone such as 'Europe/Helsinki'"),
    ],
)
def test_an_unknown_timezone_is_refused_before_a_launch(zone: str, words: str) -> None:
    with pytest.raises(InvalidParams) as raised:
        contexts.check({"timezone_id": zone})
    assert raised.value.message.startswith("argument 'timezone_id': ")
    assert words in raised.value.message


def test_browser_wide_options_are_firefox_preferences() -> None:
    prefs = contexts.launch_prefs(
        {"color_scheme": "dark", "reduced_motion": "reduce", "java_script_enabled": False}
    )
    assert prefs == {
        **contexts.BROWSER_PREFS,
        "layout.css.prefers-color-scheme.content-override": 0,
        "ui.prefersReducedMotion": 1,
        "javascript.enabled": False,
    }
    assert contexts.launch_prefs({"color_scheme": "light"}) == {
        **contexts.BROWSER_PREFS,
        "layout.css.prefers-color-scheme.content-override": 1,
    }
    # Every browser keeps no page in its back-forward cache (see HISTORY_PREFS) and
    # opens no downloads panel (DOWNLOAD_PREFS).
    assert contexts.launch_prefs({"locale": "fi"}) == {
        "browser.sessionhistory.max_total_viewers": 0,
        "browser.download.alwaysOpenPanel": False,
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


def create(**arguments: Any) -> dict[str, Any]:
    """browser_create_instance on a fresh core, which never starts a browser here: the
    checks refuse the arguments first."""

    async def run() -> dict[str, Any]:
        core = ToolCore()
        try:
            return await core.call("browser_create_instance", arguments)
        finally:
            await core.aclose()

    return asyncio.run(run())


@pytest.mark.parametrize(
    "where",
    [{}, {"browser_of": "nobody"}, {"ws_endpoint": "ws://127.0.0.1:9/never-connected"}],
    ids=["own browser", "shared", "remote"],
)
def test_bad_context_input_is_refused_before_any_browser(
    tmp_path: Path, where: dict[str, str]
) -> None:
    state = tmp_path / "state.json"
    state.write_text(json.dumps({"cookies": [{**COOKIE, "name": 5}], "origins": []}))
    envelope = create(instance="bad", storage_state=str(state), **where)
    assert envelope["error_type"] == "invalid_params", envelope
    assert f"in '{state}', cookies[0].name must be a string" in envelope["message"]
    envelope = create(instance="bad", timezone_id="Mars/Olympus", **where)
    assert envelope["error_type"] == "invalid_params", envelope
    assert "argument 'timezone_id': 'Mars/Olympus' is not in the IANA" in envelope["message"]
