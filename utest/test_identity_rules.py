"""The identity's rules, pinned fields and comparison, without a browser: dictionaries in,
contradictions out. ``measured`` builds what firefox-esr's probe returned (bench/identity.py,
utest/core/test_identity.py) so the cases are the real shapes."""

from __future__ import annotations

import copy
from datetime import UTC, datetime
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.engines.camoufox_launch import resolved_config
from CamoufoxLibrary.core.identity import claims
from CamoufoxLibrary.core.identity.differences import differences, identity_argument
from CamoufoxLibrary.core.identity.expected import mismatches
from CamoufoxLibrary.core.identity.rules import RULE_NAMES, consistency
from CamoufoxLibrary.core.syntax.timezones import offset_minutes

LINUX_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0"
WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0"
JANUARY = datetime(2027, 1, 15, 12, tzinfo=UTC).timestamp() * 1000  # Berlin is +60 then


def surface(worker: bool = False) -> dict[str, Any]:
    """One surface as firefox-esr's probe gave it, on a machine in UTC."""
    found: dict[str, Any] = {
        "user_agent": LINUX_FIREFOX,
        "platform": "Linux x86_64",
        "oscpu": None if worker else "Linux x86_64",
        "app_version": "5.0 (X11)",
        "vendor": None if worker else "",
        "language": "en-US",
        "languages": ["en-US", "en"],
        "hardware_concurrency": 2,
        "max_touch_points": None if worker else 0,
        "webdriver": None if worker else True,
        "pdf_viewer_enabled": None if worker else True,
        "timezone": {"name": "UTC", "offset_minutes": 0, "at": JANUARY},
        "locale": {"datetime": "en-US", "number": "en-US", "number_sample": "1,234,567.891"},
        "screen": None,
        "device_pixel_ratio": None,
        "window": None,
        "webgl": None,
        "canvas_hash": "1820b63d",
        "audio_hash": None if worker else "98511461",
        "fonts": ["DejaVu Sans"],
        "media_devices": None if worker else {"audioinput": 0, "audiooutput": 0, "videoinput": 0},
        "permissions": {"geolocation": "prompt"},
    }
    if not worker:
        found["screen"] = {"width": 1366, "height": 768, "avail_width": 1366,
                           "avail_height": 768, "color_depth": 24}  # fmt: skip
        found["device_pixel_ratio"] = 1
        found["window"] = {"inner_width": 1280, "inner_height": 720,
                           "outer_width": 1366, "outer_height": 768}  # fmt: skip
    return found


def identity(**options: Any) -> dict[str, Any]:
    """A consistent identity (a window that fits its screen), configured with ``options``."""
    return {
        "url": "http://127.0.0.1:1/form.html",
        "page": surface(),
        "iframe": surface(),
        "worker": surface(worker=True),
        "headers": {
            "url": "http://127.0.0.1:1/form.html",
            "user_agent": LINUX_FIREFOX,
            "accept_language": "en-US,en;q=0.9",
        },
        "configured": {"engine": "firefox", "options": options, "camoufox": {}},
        "unavailable": {"page.webgl": "Unavailable: getContext('webgl') gave null"},
    }


def contradictions(identity: dict[str, Any], *ignore: str) -> list[str]:
    return consistency(identity, ignore).contradictions


def everywhere(found: dict[str, Any], path: str, value: Any, *, header: str | None = None) -> None:
    """``path`` set to ``value`` on page, iframe and worker (an option applied everywhere)."""
    *parents, last = path.split(".")
    for name in ("page", "iframe", "worker"):
        target = found[name]
        for part in parents:
            target = target[part]
        target[last] = value
    if header:
        found["headers"][header] = value


def test_a_consistent_identity_has_no_contradiction() -> None:
    found = consistency(identity(), ())
    assert found.contradictions == []
    assert found.checked == list(RULE_NAMES)
    assert found.not_checked == {}


def test_a_user_agent_override_that_leaves_the_navigator_on_linux() -> None:
    # Measured: firefox-esr with user_agent=<Windows Firefox> (bench/identity.py).
    windows = identity(user_agent=WINDOWS_FIREFOX)
    everywhere(windows, "user_agent", WINDOWS_FIREFOX, header="user_agent")
    assert contradictions(windows) == [
        "platform: user agent says Windows, navigator.platform Linux x86_64",
        "oscpu: user agent says Windows, navigator.oscpu Linux x86_64",
        "app version: user agent says Windows, navigator.appVersion 5.0 (X11)",
        "fonts: user agent says Windows, but none of Segoe UI, Calibri, Consolas, Cambria "
        "is present (present: DejaVu Sans)",
    ]


def test_an_override_on_one_surface_only_names_both_values() -> None:
    found = identity()
    found["worker"]["timezone"]["name"] = "Europe/Berlin"
    found["worker"]["timezone"]["offset_minutes"] = 60
    found["headers"]["user_agent"] = WINDOWS_FIREFOX
    assert contradictions(found) == [
        f"user agent: header {WINDOWS_FIREFOX}, navigator {LINUX_FIREFOX}",
        "timezone: page UTC, worker Europe/Berlin",
    ]


def test_an_accept_language_header_that_disagrees_with_the_navigator() -> None:
    found = identity(locale="de-DE", extra_http_headers={"Accept-Language": "fr-FR"})
    everywhere(found, "language", "de-DE")
    everywhere(found, "languages", ["de-DE"])
    everywhere(found, "locale.datetime", "de-DE")
    found["headers"]["accept_language"] = "fr-FR"
    assert contradictions(found) == ["languages: header Accept-Language fr-FR, navigator de-DE"]


def test_weights_of_the_header_do_not_count() -> None:
    assert claims.language_tags("en-US,en;q=0.9, de ;q=0.5") == ["en-US", "en", "de"]


def test_a_zone_whose_date_offset_is_another_zones() -> None:
    found = identity()
    everywhere(found, "timezone.name", "Europe/Berlin")  # Intl overridden, Date not
    assert contradictions(found) == [
        f"timezone: {where} Intl says Europe/Berlin (UTC+01:00 then), its Date says UTC+00:00"
        for where in ("page", "iframe", "worker")
    ]
    everywhere(found, "timezone.offset_minutes", 60)
    assert contradictions(found) == []


def test_a_clock_faked_in_the_page_but_not_in_its_worker() -> None:
    # Measured: under browser_clock a worker's Date keeps the real time.
    found = identity()
    found["page"]["timezone"]["at"] = datetime(2030, 1, 1, tzinfo=UTC).timestamp() * 1000
    found["iframe"]["timezone"]["at"] = found["page"]["timezone"]["at"] + 30_000  # in a minute
    assert contradictions(found) == [
        "clock: page 2030-01-01 00:00 UTC, worker 2027-01-15 12:00 UTC"
    ]


def test_offsets_of_zones_and_of_offset_names() -> None:
    summer = datetime(2027, 7, 1, tzinfo=UTC)
    assert offset_minutes("Europe/Berlin", summer) == 120
    assert offset_minutes("Asia/Kolkata", summer) == 330
    assert offset_minutes("-03:00", summer) == -180
    assert offset_minutes("+0530", summer) == 330
    assert offset_minutes("Mars/Olympus", summer) is None


def test_locale_languages_and_core_counts() -> None:
    found = identity()
    found["page"]["locale"]["datetime"] = "fr-FR"
    found["page"]["language"] = "de-DE"
    found["worker"]["hardware_concurrency"] = 8
    assert contradictions(found) == [
        "languages: navigator.language de-DE, navigator.languages en-US, en",
        "locale: page fr-FR, iframe en-US, worker en-US",
        "locale: Intl.DateTimeFormat fr-FR, navigator.language de-DE",
        "hardware concurrency: page 2, worker 8",
    ]


def test_screen_window_and_touch() -> None:
    found = identity()
    found["page"]["screen"]["avail_width"] = 1920
    found["page"]["window"]["inner_width"] = 1400
    everywhere(
        found, "user_agent", "Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0"
    )
    found["headers"]["user_agent"] = found["page"]["user_agent"]
    assert contradictions(found) == [
        "screen: page 1366x768 (available 1920x768), iframe 1366x768",
        "screen: available 1920x768 is larger than the screen 1366x768",
        "window: inner 1400x720 is larger than outer 1366x768",
        "touch: user agent says a mobile device, navigator.maxTouchPoints 0",
    ]


def test_headless_firefox_window_outside_its_screen() -> None:
    # Measured: firefox-esr headless keeps a 1366x768 window whatever screen the viewport emulates.
    found = identity()
    found["page"]["screen"] = {"width": 1280, "height": 720, "avail_width": 1280,
                               "avail_height": 720, "color_depth": 24}  # fmt: skip
    found["iframe"]["screen"] = copy.deepcopy(found["page"]["screen"])
    assert contradictions(found) == ["window: outer 1366x768 is larger than the screen 1280x720"]
    assert contradictions(found, "window") == []


def test_android_navigator_says_linux_and_that_is_consistent() -> None:
    android = "Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0"
    assert claims.user_agent_system(android) == claims.ANDROID
    assert claims.agree(claims.ANDROID, claims.navigator_system("Linux armv81"))
    assert not claims.agree(claims.WINDOWS, claims.navigator_system("MacIntel"))


def test_webgl_canvas_audio_and_fonts_across_surfaces() -> None:
    found = identity()
    for name in ("page", "iframe", "worker"):
        found[name]["webgl"] = {"vendor": "Mozilla", "renderer": "Mozilla",
                                "unmasked_vendor": "Mesa", "unmasked_renderer": "llvmpipe"}  # fmt: skip
    found["iframe"]["canvas_hash"] = "00000000"
    found["iframe"]["audio_hash"] = "11111111"
    found["worker"]["fonts"] = []
    everywhere(found, "user_agent", WINDOWS_FIREFOX, header="user_agent")
    assert contradictions(found, "platform", "oscpu", "app_version", "fonts") == [
        "webgl: user agent says Windows, renderer llvmpipe",
        "canvas hash: page 1820b63d, iframe 00000000",
        "audio hash: page 98511461, iframe 11111111",
    ]
    assert "fonts: page DejaVu Sans, worker (none)" in contradictions(found)


def test_what_the_instance_was_configured_with() -> None:
    found = identity(
        user_agent=WINDOWS_FIREFOX,
        locale="de-DE",
        timezone_id="Asia/Tokyo",
        viewport={"width": 800, "height": 600},
        device_scale_factor=2,
    )
    assert contradictions(found, *[n for n in RULE_NAMES if n != "configured"]) == [
        f"user agent: configured {WINDOWS_FIREFOX}, navigator {LINUX_FIREFOX}",
        "locale: configured de-DE, navigator.language en-US",
        "timezone: configured Asia/Tokyo, page UTC",
        "viewport: configured 800x600, page 1280x720",
        "device pixel ratio: configured 2, page 1",
    ]


def test_camoufox_config_against_the_page() -> None:
    found = identity()
    found["configured"]["camoufox"] = {
        "navigator.platform": "Win32",
        "screen.width": 1366,
        "navigator.hardwareConcurrency": 2.0,
        "timezone": "UTC",
    }
    assert contradictions(found) == [
        "camoufox: navigator.platform configured Win32, page Linux x86_64"
    ]


def test_a_surface_the_probe_could_not_read_is_not_checked_and_said() -> None:
    found = identity()
    found["worker"] = None
    found["unavailable"]["worker"] = "the page's Content-Security-Policy blocks a blob: worker"
    found["page"]["timezone"]["name"] = "Europe/Berlin"  # still checked against its Date
    result = consistency(found, ())
    assert result.not_checked == {"worker": found["unavailable"]["worker"]}
    assert result.contradictions == [
        "timezone: page Europe/Berlin, iframe UTC",
        "timezone: page Intl says Europe/Berlin (UTC+01:00 then), its Date says UTC+00:00",
    ]


# --- Identity Should Match ---------------------------------------------------------


def test_pinned_fields_by_short_name_and_by_path() -> None:
    found = identity()
    assert mismatches(found, {"timezone": "UTC", "viewport": "1280x720", "languages": "en-US, en",
                              "hardware_concurrency": "2", "webdriver": "True",
                              "device_pixel_ratio": 1, "worker.platform": "Linux x86_64",
                              "accept_language": "en-US,en;q=0.9"}) == []  # fmt: skip
    assert mismatches(
        found, {"timezone": "Asia/Tokyo", "screen": "1280x720", "hardware_concurrency": 8}
    ) == [
        "timezone 'UTC' should be 'Asia/Tokyo'",
        "screen '1366x768' should be '1280x720'",
        "hardware_concurrency '2' should be '8'",
    ]


def test_a_pinned_field_the_probe_could_not_read() -> None:
    assert mismatches(identity(), {"webgl_renderer": "llvmpipe"}) == [
        "webgl_renderer is unavailable (Unavailable: getContext('webgl') gave null), "
        "expected 'llvmpipe'"
    ]


@pytest.mark.parametrize(
    ("expected", "said"),
    [
        ({}, "argument 'expected' must name at least one field"),
        ({"tz": "UTC"}, "argument 'expected': no identity field 'tz'; a key is one of user_agent"),
        ({"page.timezone": "UTC"}, "no identity field 'page.timezone'"),  # not a leaf
        ({"viewport": "big"}, "viewport must be WIDTHxHEIGHT such as 1280x720, got 'big' (str)"),
        (
            {"hardware_concurrency": "eight"},
            "hardware_concurrency must be a whole number, got 'eight'",
        ),
        ({"hardware_concurrency": 2.5}, "hardware_concurrency must be a whole number, got 2.5"),
        ({"webdriver": "yes"}, "webdriver must be true or false, got 'yes'"),
        ({"timezone": ["UTC"]}, "timezone must be text, got ['UTC'] (list)"),
    ],
)
def test_bad_expectations_name_the_key(expected: dict[str, Any], said: str) -> None:
    with pytest.raises(InvalidParams) as error:
        mismatches(identity(), expected)
    assert said in str(error.value)


# --- two identities -----------------------------------------------------------------


def test_two_identities_differ_in_the_fields_named() -> None:
    first, second = identity(), identity()
    second["page"]["timezone"]["at"] += 5000  # by nature
    second["url"] = "http://127.0.0.1:2/other.html"
    assert differences(first, second)[0] == []
    second["page"]["canvas_hash"] = "deadbeef"
    second["worker"]["fonts"] = []
    found, compared = differences(first, second)
    assert [d["field"] for d in found] == ["page.canvas_hash", "worker.fonts"]
    assert found[0] == {"field": "page.canvas_hash", "first": "1820b63d", "second": "deadbeef"}
    assert compared > 50
    assert differences(first, second, ("*.fonts", "page.canvas_hash"))[0] == []
    assert differences(first, second, ("page",))[0] == [found[1]]


def test_what_is_not_an_identity_is_refused() -> None:
    with pytest.raises(InvalidParams, match="argument 'second' must be an identity"):
        identity_argument({"title": "x"}, "second")


# --- Camoufox's resolved config ---------------------------------------------------------


def test_camoufox_config_is_read_back_from_its_chunks_in_order() -> None:
    env = {
        "CAMOU_CONFIG_2": '"Win32"}',
        "CAMOU_CONFIG_1": '{"navigator.platform": ',
        "PATH": "/bin",
    }
    assert resolved_config({"env": env}) == {"navigator.platform": "Win32"}
    assert resolved_config({"env": {"CAMOU_CONFIG_1": "{broken"}}) == {}
    assert resolved_config({}) == {}


def test_docs_list_every_rule_with_its_reason() -> None:
    from pathlib import Path

    from CamoufoxLibrary.core.identity.rules import RULES

    page = (Path(__file__).resolve().parents[1] / "docs" / "identity.md").read_text(
        encoding="utf-8"
    )
    for rule in RULES:
        assert f"| `{rule.name}` | {rule.why} |" in page, rule.name


def test_configured_holds_what_shapes_the_page_and_camoufox_scalars() -> None:
    from types import SimpleNamespace

    from CamoufoxLibrary.core.identity.probe import configured

    instance = SimpleNamespace(
        engine=SimpleNamespace(name="camoufox"),
        context_options={"locale": "de-DE", "record_har_path": "/tmp/x.har", "user_agent": None},
        camoufox_config={"navigator.platform": "Win32", "fonts": ["Arial"], "screen.width": 1920},
    )
    assert configured(SimpleNamespace(instance=instance)) == {  # type: ignore[arg-type]
        "engine": "camoufox",
        "options": {"locale": "de-DE"},
        "camoufox": {"navigator.platform": "Win32", "screen.width": 1920},
    }
