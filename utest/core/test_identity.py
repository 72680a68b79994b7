"""The identity tools against firefox-esr: every surface read or marked, nothing sent."""

from __future__ import annotations

import json
from typing import Any

import pytest

from CamoufoxLibrary.core.identity.rules import RULE_NAMES

pytestmark = pytest.mark.browser

NAME = "identity"
BERLIN = "identity-berlin"
PAGE = "<!doctype html><title>Identity</title><p>Who am I?</p>"
# A page that navigates while the probe awaits its audio: the probe's page is gone.
RELOADS = """<!doctype html><title>Reloads</title><script>
  window.OfflineAudioContext = class {
    constructor() { setTimeout(() => { location.search = "?again"; }, 0); }
    createOscillator() { return { frequency: {}, connect() {}, start() {} }; }
    createDynamicsCompressor() { return { connect() {} }; }
    startRendering() { return new Promise(() => {}); }
  };
</script>"""
STRICT = {"Content-Security-Policy": "default-src 'self'"}


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    live = live_cores(timeout=10)
    live.urls = {
        "page": http_server.add("/identity.html", PAGE),
        "strict": http_server.add("/identity-strict.html", PAGE, STRICT),
        "reloads": http_server.add("/identity-reloads.html", RELOADS),
    }
    live.ok("browser_create_instance", instance=NAME)
    live.ok("browser_create_instance", instance=BERLIN, locale="de-DE", timezone_id="Europe/Berlin")
    for name in (NAME, BERLIN):
        live.ok("browser_navigate", instance=name, url=live.urls["page"])
    return live


def test_every_surface_is_read_or_marked_with_why(live: Any) -> None:
    identity = live.ok("browser_identity", instance=NAME)
    for surface in ("page", "iframe", "worker"):
        assert identity[surface]["user_agent"] == identity["headers"]["user_agent"]
        assert identity[surface]["timezone"]["name"]
    page = identity["page"]
    assert page["screen"]["width"] > 0 and page["window"]["outer_width"] > 0
    assert len(page["canvas_hash"]) == 8 and len(page["audio_hash"]) == 8
    assert set(page["media_devices"]) == {"audioinput", "audiooutput", "videoinput"}
    assert page["permissions"]["geolocation"] == "prompt"
    assert identity["headers"]["url"] == live.urls["page"]
    assert identity["configured"] == {"engine": "firefox", "options": {}, "camoufox": {}}
    # What this engine cannot give, and why (measured: headless firefox-esr has no WebGL).
    gaps = identity["unavailable"]
    assert gaps["worker.screen"] == "a worker has no screen"
    assert gaps["worker.audio_hash"] == "no OfflineAudioContext here"
    for path, why in gaps.items():
        field = path.split(".", 1)[1] if "." in path else None
        surface = identity[path.split(".")[0]]
        assert field is None or surface[field.split(".")[0]] is None, (path, why)


def test_the_probe_sends_no_request(live: Any) -> None:
    before = live.ok("browser_network_requests", instance=NAME, include_static=True)["requests"]
    live.ok("browser_identity", instance=NAME)
    after = live.ok("browser_network_requests", instance=NAME, include_static=True)["requests"]
    made = after[len(before) :]
    # Its worker's blob: script is the only load, and it never leaves the browser.
    assert all(request["url"].startswith("blob:http://127.0.0.1:") for request in made), made


def test_options_reach_every_surface_and_the_header(live: Any) -> None:
    identity = live.ok("browser_identity", instance=BERLIN)
    for surface in ("page", "iframe", "worker"):
        assert identity[surface]["timezone"]["name"] == "Europe/Berlin"
        assert identity[surface]["languages"] == ["de-DE"]
    assert identity["headers"]["accept_language"] == "de-DE"
    assert identity["configured"]["options"] == {"locale": "de-DE", "timezone_id": "Europe/Berlin"}


def test_consistent_but_for_the_headless_window(live: Any) -> None:
    # Measured: headless firefox-esr's window is 1366x768, the emulated screen 1280x720.
    failed = live.error("browser_identity_consistent", "verification_failed", instance=BERLIN)
    assert failed["message"] == (
        "the identity contradicts itself (1): window: outer 1366x768 is larger than the "
        "screen 1280x720"
    )
    passed = live.ok("browser_identity_consistent", instance=BERLIN, ignore=["window"])
    assert passed == {"checked": [n for n in RULE_NAMES if n != "window"], "not_checked": {}}
    wrong = live.error(
        "browser_identity_consistent", "invalid_params", instance=BERLIN, ignore=["moon"]
    )
    assert wrong["message"].startswith(
        "argument 'ignore': no rule 'moon'; the rules are user_agent"
    )


def test_a_strict_policy_blocks_the_worker_and_the_rest_is_checked(live: Any) -> None:
    live.ok("browser_navigate", instance=NAME, url=live.urls["strict"])
    try:
        identity = live.ok("browser_identity", instance=NAME)
        why = "the page's Content-Security-Policy blocks a blob: worker (worker-src)"
        assert identity["worker"] is None
        assert identity["unavailable"]["worker"] == why
        assert identity["iframe"]["user_agent"] == identity["page"]["user_agent"]
        passed = live.ok("browser_identity_consistent", instance=NAME, ignore=["window"])
        assert passed["not_checked"] == {"worker": why}
    finally:
        live.ok("browser_navigate", instance=NAME, url=live.urls["page"])


def test_a_page_no_request_loaded_has_no_headers(live: Any) -> None:
    first = live.ok("browser_tabs", instance=NAME, action="list")["tabs"][0]["page_id"]
    page_id = live.ok("browser_tabs", instance=NAME, action="new")["page_id"]
    try:
        identity = live.ok("browser_identity", instance=NAME, page_id=page_id)
        assert identity["headers"] is None
        assert identity["unavailable"]["headers"].startswith(
            "no request of this instance loaded the page's document (about:blank"
        )
        # The first page, now behind the new one, has no focus: it is read all the same.
        behind = live.ok("browser_identity", instance=NAME, page_id=first)
        assert behind["page"]["media_devices"] is None
        assert behind["unavailable"]["page.media_devices"] == (
            "the page does not have focus: Firefox answers enumerateDevices() only to a "
            "focused page"
        )
        assert behind["page"]["user_agent"]
    finally:
        live.ok("browser_tabs", instance=NAME, action="close", page_id=page_id)


def test_pinned_fields(live: Any) -> None:
    live.ok("browser_identity_matches", instance=BERLIN, expected={
        "timezone": "Europe/Berlin", "locale": "de-DE", "viewport": "1280x720",
        "accept_language": "de-DE", "worker.timezone.name": "Europe/Berlin", "webdriver": "true",
    })  # fmt: skip
    failed = live.error("browser_identity_matches", "verification_failed", instance=BERLIN,
                        expected={"timezone": "Asia/Tokyo", "viewport": "1024x768"})  # fmt: skip
    assert failed["message"] == (
        "the identity does not match: timezone 'Europe/Berlin' should be 'Asia/Tokyo'; "
        "viewport '1280x720' should be '1024x768'"
    )


def test_two_instances_made_alike_show_the_same_identity(live: Any) -> None:
    # Measured on stock Firefox: canvas, audio, fonts and the rest agree between two
    # instances made with the same options; only what the options set differs.
    live.ok("browser_create_instance", instance="identity-twin")
    try:
        live.ok("browser_navigate", instance="identity-twin", url=live.urls["page"])
        first = live.ok("browser_identity", instance=NAME)
        twin = live.ok("browser_identity", instance="identity-twin")
        assert live.ok("browser_identities_equal", first=first, second=twin)["compared"] > 100
        berlin = live.ok("browser_identity", instance=BERLIN)
        failed = live.error(
            "browser_identities_equal", "verification_failed", first=first, second=berlin
        )
        zone = first["page"]["timezone"]["name"]  # the machine's
        assert f"page.timezone.name: first {zone!r}, second 'Europe/Berlin'" in failed["message"]
        live.ok("browser_identities_equal", first=first, second=berlin,
                ignore=["configured", "headers", "*.timezone", "*.language*", "*.locale"])  # fmt: skip
    finally:
        live.ok("browser_destroy_instance", instance="identity-twin")


def test_a_page_that_goes_away_during_the_probe(live: Any) -> None:
    live.ok("browser_navigate", instance=NAME, url=live.urls["reloads"])
    try:
        failed = live.error("browser_identity", "evaluation_failed", instance=NAME)
        assert failed["message"] == (
            "the identity probe could not run in the page: Execution context was destroyed, "
            "most likely because of a navigation"
        )
    finally:
        live.ok("browser_wait_for_url", instance=NAME, url="**?again")
        live.ok("browser_navigate", instance=NAME, url=live.urls["page"])


def test_a_faked_clock_shows_in_the_worker(live: Any) -> None:
    # Measured: browser_clock fakes the page's Date (and its iframe's), not its worker's.
    live.ok("browser_create_instance", instance="identity-clock")
    try:
        live.ok(
            "browser_clock",
            instance="identity-clock",
            action="set_fixed_time",
            time="2030-01-01T00:00:00Z",
        )
        live.ok("browser_navigate", instance="identity-clock", url=live.urls["page"])
        failed = live.error("browser_identity_consistent", "verification_failed",
                            instance="identity-clock", ignore=["window"])  # fmt: skip
        assert failed["message"].startswith(
            "the identity contradicts itself (1): clock: page 2030-01-01 00:00 UTC, worker 20"
        ), failed
    finally:
        live.ok("browser_destroy_instance", instance="identity-clock")


def test_the_headers_are_those_the_server_saw(live: Any, http_server: Any) -> None:
    # /__echo__ answers with the request it got: the server's own record of the headers.
    live.ok("browser_navigate", instance=BERLIN, url=http_server.url("/__echo__"))
    try:
        seen = json.loads(live.evaluate(BERLIN, "() => document.body.textContent"))["headers"]
        headers = live.ok("browser_identity", instance=BERLIN)["headers"]
        assert headers["user_agent"] == seen["user-agent"]
        assert headers["accept_language"] == seen["accept-language"] == "de-DE"
    finally:
        live.ok("browser_navigate", instance=BERLIN, url=live.urls["page"])
