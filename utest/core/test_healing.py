"""Healing against a real browser, on the fixture app of atest/pages/healing: version 1
(the ids and texts a suite is written against), version 2 (every id renamed, the button
says "Log in") and version 3 (version 2 with a second, business sign-in form).

One core records the fingerprints of v1 into a store file, then heals on v2 and refuses
on v3; others check what healing off or record-only do, late elements, refs, hidden
copies, frames and expected values.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from testsupport.server import FixtureServer

NAME = "heal"
# The calls of the suite written against v1: (tool, arguments).
SUITE: list[tuple[str, dict[str, Any]]] = [
    ("browser_fill_text", {"ref": "id=email", "text": "ada@example.com"}),
    ("browser_fill_text", {"ref": "id=password", "text": "secret"}),
    ("browser_check_checkbox", {"ref": "id=remember"}),
    ("browser_click", {"ref": "text=Sign in"}),
    ("browser_get_text", {"ref": "id=status"}),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("healing") / "camoufox-locators.json"


@pytest.fixture(scope="module")
def app(fixture_site: tuple[str, str]) -> Callable[[str], str]:
    base, _ = fixture_site
    return lambda version: f"{base}/healing/{version}/index.html"


@pytest.fixture(scope="module")
def live(live_cores: Callable[..., Any], store: Path) -> Any:
    live = live_cores(timeout=5, healing="on", healing_store=str(store))
    live.ok("browser_create_instance", instance=NAME)
    return live


@pytest.fixture(scope="module")
def recorded(live: Any, app: Callable[[str], str], store: Path) -> dict[str, Any]:
    """The suite run once on v1 (every selector recorded), and the store saved."""
    live.ok("browser_navigate", instance=NAME, url=app("v1"))
    for tool, arguments in SUITE:
        envelope = live.call(tool, instance=NAME, **arguments)
        assert envelope["status"] == "success", envelope
        assert "healed" not in envelope["operation"]
    assert live.run(live.core.save_healing()) is None
    return json.loads(store.read_text(encoding="utf-8"))["locators"]


def run_suite(live: Any) -> list[dict[str, Any]]:
    return [live.call(tool, instance=NAME, **arguments) for tool, arguments in SUITE]


def test_each_selector_is_recorded_the_first_time_it_finds_one_element(
    recorded: dict[str, Any],
) -> None:
    assert set(recorded) >= {step[1]["ref"] for step in SUITE}
    button = recorded["text=Sign in"]
    assert button["element"]["tag"] == "button" and button["element"]["name"] == "Sign in"
    assert button["url"].endswith("/healing/v1/index.html")
    assert [c["kind"] for c in button["candidates"]] == ["role", "text", "id", "container", "path"]


def test_v2_heals_every_step_with_the_best_candidate(
    live: Any, app: Callable[[str], str], recorded: dict[str, Any]
) -> None:
    live.ok("browser_navigate", instance=NAME, url=app("v2"))
    envelopes = run_suite(live)
    assert [e["status"] for e in envelopes] == ["success"] * len(SUITE)
    healed = [e["operation"]["healed"][0] for e in envelopes]
    assert [(h["selector"], h["healed"], h["kind"]) for h in healed] == [
        ("id=email", 'internal:role=textbox[name="Email"i]', "role"),
        ("id=password", 'internal:role=textbox[name="Password"i]', "role"),
        ("id=remember", 'internal:role=checkbox[name="Remember me"i]', "role"),
        (
            "text=Sign in",
            'internal:role=form[name="Sign in"i] >> internal:role=button',
            "container",
        ),
        ("id=status", "internal:role=status", "role"),
    ]
    assert all(0.7 <= h["agreement"] <= 1 for h in healed)
    # The page got what the suite meant: the healed elements were acted on.
    assert envelopes[-1]["data"]["text"] == "Signed in as ada@example.com (remembered)"


def test_a_healed_selectors_new_locator_is_recorded_in_turn(live: Any, store: Path) -> None:
    assert live.run(live.core.save_healing()) is None
    saved = json.loads(store.read_text(encoding="utf-8"))["locators"]
    assert 'internal:role=form[name="Sign in"i] >> internal:role=button' in saved
    assert saved["text=Sign in"]["element"]["name"] == "Sign in"  # the old one is kept


def test_v3_never_heals_between_two_agreeing_elements_and_names_both(
    live: Any, app: Callable[[str], str], recorded: dict[str, Any]
) -> None:
    live.ok("browser_navigate", instance=NAME, url=app("v3"))
    with live.deadline(2):
        envelope = live.error(
            "browser_click", "element_not_found", instance=NAME, ref="text=Sign in"
        )
    message = envelope["message"]
    assert message.startswith("selector 'text=Sign in' matches no element; healing found no")
    assert "2 elements agree with its fingerprint, so it did not heal" in message
    assert "'body > main > form:nth-of-type(1) > button'" in message
    assert "'body > main > form:nth-of-type(2) > button'" in message
    assert "'internal:role=form[name=\"Sign in\"i] >> internal:role=button'" in message
    assert "healed" not in envelope["operation"]


def test_a_read_heals_at_once_and_expected_values_are_never_healed(
    live: Any, app: Callable[[str], str], recorded: dict[str, Any]
) -> None:
    """browser_verify_value heals its element, never the value it expects."""
    live.ok("browser_navigate", instance=NAME, url=app("v2"))
    live.ok("browser_fill_text", instance=NAME, ref="id=email", text="bob@example.com")
    envelope = live.error(
        "browser_verify_value",
        "verification_failed",
        instance=NAME,
        ref="id=email",
        expected_value="ada@example.com",
    )
    assert envelope["operation"]["healed"][0]["healed"] == 'internal:role=textbox[name="Email"i]'
    assert "bob@example.com" in envelope["message"]
    live.error("browser_verify_text_visible", "verification_failed", instance=NAME, text="Sign in")


def test_a_wait_for_a_state_heals_unless_absence_is_what_it_waits_for(
    live: Any, app: Callable[[str], str], recorded: dict[str, Any]
) -> None:
    live.ok("browser_navigate", instance=NAME, url=app("v2"))
    envelope = live.call(
        "browser_wait_for_elements_state", instance=NAME, ref="id=email", state="visible"
    )
    assert envelope["status"] == "success", envelope
    assert envelope["operation"]["healed"][0]["healed"] == 'internal:role=textbox[name="Email"i]'
    for state in ("detached", "hidden"):
        envelope = live.call(
            "browser_wait_for_elements_state", instance=NAME, ref="id=email", state=state
        )
        assert envelope["status"] == "success" and "healed" not in envelope["operation"]


def test_refs_never_heal(live: Any, app: Callable[[str], str]) -> None:
    live.ok("browser_navigate", instance=NAME, url=app("v1"))
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    ref = next(line for line in snapshot.splitlines() if 'button "Sign in"' in line)
    ref = ref.split("[ref=")[1].split("]")[0]
    live.ok("browser_navigate", instance=NAME, url=app("v2"))
    live.error("browser_click", "stale_ref", instance=NAME, ref=ref)


# --- other settings, other pages ----------------------------------------------------

LATE = """<!doctype html><main><form aria-label="Order">
<button class="go" type="button" onclick="this.textContent='clicked'">Order now</button>
</form></main>
<script>const old = document.querySelector("button"); %s</script>"""
# v2 of LATE: the old button is there at once without its id; the one with the id comes
# after 300 ms, before healing is tried: the selector is waited for, not healed away.


@pytest.fixture(scope="module")
def pages(http_server: FixtureServer) -> Callable[[str, str], str]:
    def add(path: str, html: str) -> str:
        return http_server.add(path, html)

    return add


def test_a_late_element_is_waited_for_not_healed_away(
    live: Any, pages: Callable[[str, str], str]
) -> None:
    first = pages("/late-v1.html", LATE % "old.id = 'order';")
    late = pages(
        "/late-v2.html",
        LATE % "setTimeout(() => { const b = old.cloneNode(true); b.id = 'order'; "
        "b.textContent = 'Order later'; old.after(b); }, 300);",
    )
    live.ok("browser_navigate", instance=NAME, url=first)
    live.ok("browser_click", instance=NAME, ref="id=order")
    live.ok("browser_navigate", instance=NAME, url=late)
    envelope = live.call("browser_click", instance=NAME, ref="id=order")
    assert envelope["status"] == "success" and "healed" not in envelope["operation"], envelope
    text = live.ok("browser_get_text", instance=NAME, ref="css=#order")["text"]
    assert text == "clicked"


MENU_V1 = """<!doctype html><main><nav class="desktop">
<button class="menu" id="menu">Menu</button></nav></main>"""
# v2 adds a hidden copy for small screens, which the text and path candidates also find.
MENU_V2 = """<!doctype html><main>
<nav class="mobile" hidden><button class="menu" id="mobile-menu">Menu</button></nav>
<nav class="desktop"><button class="menu" id="desktop-menu">Menu</button></nav></main>"""


def test_a_hidden_copy_does_not_count_against_a_visible_element(
    live: Any, pages: Callable[[str, str], str]
) -> None:
    live.ok("browser_navigate", instance=NAME, url=pages("/menu-v1.html", MENU_V1))
    live.ok("browser_click", instance=NAME, ref="id=menu")
    live.ok("browser_navigate", instance=NAME, url=pages("/menu-v2.html", MENU_V2))
    envelope = live.call("browser_click", instance=NAME, ref="id=menu")
    assert envelope["status"] == "success", envelope
    assert envelope["operation"]["healed"][0]["healed"] == 'internal:role=button[name="Menu"i]'


FRAMED = """<!doctype html><iframe srcdoc='<button id="%s">Pay</button>'></iframe>"""


def test_a_selector_into_a_frame_heals_inside_that_frame(
    live: Any, pages: Callable[[str, str], str]
) -> None:
    selector = "iframe >> internal:control=enter-frame >> id=pay"
    live.ok("browser_navigate", instance=NAME, url=pages("/frame-v1.html", FRAMED % "pay"))
    live.ok("browser_click", instance=NAME, ref=selector)
    live.ok("browser_navigate", instance=NAME, url=pages("/frame-v2.html", FRAMED % "checkout"))
    envelope = live.call("browser_click", instance=NAME, ref=selector)
    assert envelope["status"] == "success", envelope
    healed = envelope["operation"]["healed"][0]["healed"]
    assert healed == 'iframe >> internal:control=enter-frame >> internal:role=button[name="Pay"i]'


def test_generate_locator_keeps_the_fingerprint_of_the_locator_it_makes(
    live: Any, app: Callable[[str], str], store: Path
) -> None:
    live.ok("browser_navigate", instance=NAME, url=app("v1"))
    made = live.ok("browser_generate_locator", instance=NAME, selector="h1")
    assert made["internal_selector"] == "h1"
    assert live.core.manager.healer.store.get("h1") is not None


@pytest.mark.parametrize("mode", ["off", "record"])
def test_healing_off_or_record_only_never_heals(
    live_cores: Callable[..., Any], app: Callable[[str], str], store: Path, mode: str
) -> None:
    """Off records nothing; record keeps fingerprints current; neither heals."""
    other = live_cores(timeout=2, healing=mode, healing_store=str(store))
    other.ok("browser_create_instance", instance=mode)
    other.ok("browser_navigate", instance=mode, url=app("v1"))
    other.ok("browser_click", instance=mode, ref="css=h1")
    assert (other.core.manager.healer.store.get("css=h1") is not None) is (mode == "record")
    other.ok("browser_navigate", instance=mode, url=app("v2"))
    envelope = other.error("browser_click", "element_not_found", instance=mode, ref="text=Sign in")
    assert envelope["message"] == "selector 'text=Sign in' matches no element"
