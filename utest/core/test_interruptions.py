"""Interruptions: the dialog policy and overlay handlers, against a real browser.

``atest/pages/interruptions.html`` opens an ``alert()`` while it loads and shows a
consent banner (a fixed overlay over the whole page) at a random moment in 0-2 s, or
at ``?banner=<ms>``; ``alert-on-load.html`` only alerts; ``dialogs-js.html`` has a
confirm, a prompt and a beforeunload guard.
"""

from __future__ import annotations

import logging
import random
import time
from pathlib import Path
from typing import Any

import pytest

from testsupport.waiting import wait_until

pytestmark = pytest.mark.browser

PAGES = Path(__file__).resolve().parents[2] / "atest" / "pages"
NAME = "interrupt"
PAGE_FILES = ("interruptions.html", "alert-on-load.html", "dialogs-js.html", "index.html")


@pytest.fixture(autouse=True)
def fresh(live: Any) -> Any:
    """Every test starts with the policy keep and no overlay handler, and leaves them so."""
    yield
    inst = live.instance(NAME)
    live.ok("browser_set_dialog_policy", instance=NAME, policy="keep")
    for selector in list(inst.overlays.handlers):
        live.ok("browser_remove_overlay_handler", instance=NAME, selector=selector)
    for modal in list(inst.modals.open):
        inst.modals.resolve(modal)
        if modal.kind == "dialog":
            live.run(modal.handle.dismiss())


def ok(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.ok(tool, instance=NAME, **arguments)


def text_of(live: Any, element_id: str) -> str:
    return live.evaluate(NAME, f"document.getElementById('{element_id}').textContent")


def wait_text(live: Any, element_id: str, text: str) -> None:
    wait_until(lambda: text_of(live, element_id) == text, message=f"#{element_id} != {text!r}")


def history(live: Any) -> list[dict[str, Any]]:
    return ok(live, "browser_get_dialog_history")["dialogs"]


# --- dialog policy ---------------------------------------------------------------------


def test_policy_starts_as_keep_and_set_returns_the_previous_one(live: Any) -> None:
    assert ok(live, "browser_get_dialog_history")["policy"] == "keep"
    data = ok(live, "browser_set_dialog_policy", policy="accept", prompt_text="Ada")
    assert data == {
        "policy": "accept",
        "prompt_text": "Ada",
        "previous": "keep",
        "previous_prompt_text": None,
    }
    data = ok(live, "browser_set_dialog_policy", policy="DISMISS", prompt_text="ignored")
    assert (data["policy"], data["prompt_text"], data["previous"]) == ("dismiss", None, "accept")
    assert data["previous_prompt_text"] == "Ada"


def test_keep_leaves_an_alert_on_load_pending(live: Any, http_server: Any) -> None:
    data = ok(live, "browser_navigate", url=http_server.url("/alert-on-load.html"))
    assert data["modal"]["message"] == "Hello while loading"
    live.error("browser_click", "modal_state_blocked", instance=NAME, ref="h1")
    # Answered, so the page finishes loading here: a navigation of the next test that
    # met this load still going failed once as "interrupted by another navigation".
    ok(live, "browser_handle_dialog", accept=True)
    ok(live, "browser_wait_for", text="Loaded after the alert")


def test_accept_lets_navigate_finish_past_an_alert_on_load(
    live: Any, http_server: Any, caplog: pytest.LogCaptureFixture
) -> None:
    before = len(history(live))
    ok(live, "browser_set_dialog_policy", policy="accept")
    with caplog.at_level(logging.INFO, logger="CamoufoxLibrary"):
        data = ok(live, "browser_navigate", url=http_server.url("/alert-on-load.html"))
    assert data["modal"] is None
    assert data["title"] == "Alert on load"
    ok(live, "browser_verify_text_visible", text="Loaded after the alert")
    assert live.instance(NAME).modals.open == []
    [entry] = history(live)[before:]
    page_id = live.instance(NAME).selected_page_id
    assert entry["type"] == "alert"
    assert entry["message"] == "Hello while loading"
    assert (entry["page_id"], entry["answer"], entry["policy"]) == (page_id, "accepted", "accept")
    assert entry["prompt_text"] is None
    assert isinstance(entry["timestamp"], float)
    assert (
        f"Dialog policy 'accept' accepted an alert dialog on page '{page_id}': "
        "'Hello while loading'"
    ) in caplog.messages
    ok(live, "browser_reload")  # again: no state was left behind
    assert len(history(live)) == before + 2


def test_accept_answers_confirms_and_prompts(live: Any, open_page: Any) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_set_dialog_policy", policy="accept")
    assert ok(live, "browser_click", ref="#confirm")["modal"] is None
    wait_text(live, "log", "Draft deleted")
    ok(live, "browser_click", ref="#prompt")
    wait_text(live, "log", "Hello, Anonymous!")  # the prompt's default value
    ok(live, "browser_set_dialog_policy", policy="accept", prompt_text="Ada")
    ok(live, "browser_click", ref="#prompt")
    wait_text(live, "log", "Hello, Ada!")
    answers = [(e["type"], e["answer"], e["prompt_text"]) for e in history(live)[-3:]]
    assert answers == [
        ("confirm", "accepted", None),
        ("prompt", "accepted", "Anonymous"),
        ("prompt", "accepted", "Ada"),
    ]


def test_dismiss_answers_confirms_and_prompts(live: Any, open_page: Any) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_set_dialog_policy", policy="dismiss", prompt_text="Ada")
    ok(live, "browser_click", ref="#confirm")
    wait_text(live, "log", "Draft kept")
    ok(live, "browser_click", ref="#prompt")
    wait_text(live, "log", "No name given")
    assert [e["answer"] for e in history(live)[-2:]] == ["dismissed", "dismissed"]


def test_a_timer_alert_is_answered_between_tools(live: Any, open_page: Any) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_set_dialog_policy", policy="accept")
    before = len(history(live))
    ok(live, "browser_click", ref="#later")
    wait_until(lambda: len(history(live)) == before + 1, message="the timer's alert")
    ok(live, "browser_hover", ref="#alert")  # nothing pending: not blocked
    assert history(live)[-1]["message"] == "Reminder: save your work"


def test_beforeunload_accept_leaves_dismiss_stays(live: Any, open_page: Any) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_set_dialog_policy", policy="dismiss")
    ok(live, "browser_click", ref="#unsaved")  # arms the guard (and is a user gesture)
    assert ok(live, "browser_click", ref="text=Leave this page")["modal"] is None
    wait_until(lambda: history(live)[-1]["type"] == "beforeunload", message="no beforeunload")
    assert live.evaluate(NAME, "location.pathname") == "/dialogs-js.html"
    ok(live, "browser_set_dialog_policy", policy="accept")
    ok(live, "browser_click", ref="text=Leave this page")
    ok(live, "browser_wait_for", text="Welcome to the fixtures")
    assert [e["answer"] for e in history(live)[-2:]] == ["dismissed", "accepted"]


def test_navigate_away_from_a_guard_with_accept_and_dismiss(live: Any, open_page: Any) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_click", ref="#unsaved")
    ok(live, "browser_set_dialog_policy", policy="dismiss")
    index = (
        live.instance(NAME)
        .pages[live.instance(NAME).selected_page_id]
        .url.replace("dialogs-js.html", "index.html")
    )
    message = live.error("browser_navigate", "navigation_failed", instance=NAME, url=index)[
        "message"
    ]
    assert message == (
        f"could not load {index}: the dialog policy 'dismiss' dismissed the page's "
        "beforeunload dialog, so the page stayed; set the policy to 'accept' to let it leave"
    )
    assert live.evaluate(NAME, "location.pathname") == "/dialogs-js.html"
    assert live.instance(NAME).modals.open == []
    ok(live, "browser_set_dialog_policy", policy="accept")
    assert ok(live, "browser_navigate", url=index)["modal"] is None
    ok(live, "browser_verify_text_visible", text="Welcome to the fixtures")


def test_back_to_keep_blocks_again(live: Any, open_page: Any) -> None:
    open_page("dialogs-js.html")
    ok(live, "browser_set_dialog_policy", policy="accept")
    ok(live, "browser_set_dialog_policy", policy="keep")
    assert ok(live, "browser_click", ref="#alert")["modal"]["type"] == "alert"
    ok(live, "browser_handle_dialog", accept=True)


# --- a navigation and the dialogs of the page it leaves ---------------------------------
# The old page's timer opens a dialog 300 ms into Navigate, which waits for a page that
# answers after 1.5 s: the dialog opens before the new document commits.
LATE_DIALOG = "() => { setTimeout(() => { %s }, 300); }"
SLOW = "/__slow__?ms=1500"


def test_navigate_goes_past_a_dialog_of_the_page_it_leaves(
    live: Any, open_page: Any, http_server: Any
) -> None:
    """keep: Firefox closes the old page's alert when the new page commits; Navigate
    arrives, reports no dialog and leaves none pending (it returned at the alert, the
    alert left pending, and Handle Dialog then failed "no such alert")."""
    open_page("index.html")
    live.evaluate(NAME, LATE_DIALOG % "alert('Left behind');")
    data = ok(live, "browser_navigate", url=http_server.url(SLOW))
    assert (data["url"], data["title"], data["modal"]) == (http_server.url(SLOW), "Slow", None)
    assert live.instance(NAME).modals.open == []
    live.error("browser_handle_dialog", "dialog_not_present", instance=NAME, accept=True)
    ok(live, "browser_snapshot")  # nothing blocks the page
    # The alert was answered before the commit could close it: Playwright still reads the
    # tab's titles (a prompt the commit closes leaves them "" for good, engine notes).
    assert open_page_title(live, open_page, "index.html") == "Fixture Home"


def open_page_title(live: Any, open_page: Any, page: str) -> str:
    open_page(page)
    return ok(live, "browser_get_title")["title"]


def test_navigate_follows_the_policy_past_a_dialog_that_sends_the_page_elsewhere(
    live: Any, open_page: Any, http_server: Any
) -> None:
    """accept: the policy accepts the old page's confirm, whose answer sends the page
    elsewhere, which ends Navigate's own navigation; Navigate goes again and arrives
    (it failed with navigation_failed)."""
    http_server.add("/elsewhere.html", "<!doctype html><title>Elsewhere</title>")
    ok(live, "browser_set_dialog_policy", policy="accept")
    open_page("index.html")
    live.evaluate(NAME, LATE_DIALOG % "if (confirm('Leave?')) location.href = '/elsewhere.html';")
    data = ok(live, "browser_navigate", url=http_server.url(SLOW))
    assert (data["url"], data["title"], data["modal"]) == (http_server.url(SLOW), "Slow", None)
    confirm = history(live)[-1]
    assert (confirm["type"], confirm["message"], confirm["answer"]) == (
        "confirm",
        "Leave?",
        "accepted",
    )


def test_a_bad_policy_word_names_the_argument_and_the_words(live: Any) -> None:
    message = live.error("browser_set_dialog_policy", "invalid_params", instance=NAME, policy="ok")[
        "message"
    ]
    assert "'policy'" in message
    assert all(word in message for word in ("accept", "dismiss", "keep")), message


# --- overlay handlers ------------------------------------------------------------------


def banner_page(live: Any, open_page: Any, banner: str) -> str:
    ok(live, "browser_set_dialog_policy", policy="accept")
    return open_page(f"interruptions.html?banner={banner}")


def test_a_click_handler_clears_a_banner_that_covers_the_target(
    live: Any, open_page: Any, caplog: pytest.LogCaptureFixture
) -> None:
    page_id = banner_page(live, open_page, "0")
    wait_until(lambda: live.evaluate(NAME, "!!document.getElementById('consent')"))
    added = ok(
        live,
        "browser_add_overlay_handler",
        selector="#consent",
        action="click",
        value="#consent-accept",
    )
    assert added["handler"] == {
        "selector": "#consent",
        "action": "click",
        "value": "#consent-accept",
        "times": None,
        "runs": 0,
    }
    assert added["replaced"] is None
    # Reading tools neither trigger it nor wait for it.
    assert ok(live, "browser_get_text", ref="#clicks")["text"] == "0 clicks"
    ok(live, "browser_verify_text_visible", text="0 clicks")
    ok(live, "browser_snapshot")
    assert live.instance(NAME).overlays.handlers["#consent"].runs == 0
    with caplog.at_level(logging.INFO, logger="CamoufoxLibrary"):
        ok(live, "browser_click", ref="#count")
    assert text_of(live, "clicks") == "1 clicks"
    assert text_of(live, "consents") == "Consent given"
    assert (
        f"Overlay handler '#consent' ran on page '{page_id}' (run 1): the overlay was visible "
        "when an action began, so it clicked '#consent-accept' first"
    ) in caplog.messages
    removed = ok(live, "browser_remove_overlay_handler", selector="#consent")
    assert removed["removed"]["runs"] == 1
    assert removed["handlers"] == []


def test_a_banner_at_a_random_moment_never_breaks_the_steps(live: Any, open_page: Any) -> None:
    ok(
        live,
        "browser_add_overlay_handler",
        selector="#consent",
        action="click",
        value="#consent-accept",
    )
    for round_ in range(3):
        banner_page(live, open_page, str(random.randint(0, 2000)))
        # Steps go on past the banner's latest moment (2 s), so it always comes during
        # them: each round's banner must be cleared by the handler, none may break a step.
        loaded, steps = time.monotonic(), 0
        while steps < 8 or time.monotonic() - loaded < 2.5:
            steps += 1
            ok(live, "browser_click", ref="#count")
            ok(live, "browser_fill_text", ref="#name", text=f"Ada {steps}")
        wait_text(live, "clicks", f"{steps} clicks")
        assert text_of(live, "consents") == "Consent given", round_
    assert live.instance(NAME).overlays.handlers["#consent"].runs == 3


def test_hide_and_press_handlers(live: Any, open_page: Any) -> None:
    banner_page(live, open_page, "0")
    ok(live, "browser_add_overlay_handler", selector="#consent", action="hide")
    ok(live, "browser_click", ref="#count")
    assert text_of(live, "consents") == "No consent yet"
    assert live.evaluate(NAME, "getComputedStyle(document.getElementById('consent')).display") == (
        "none"
    )
    banner_page(live, open_page, "0")
    replaced = ok(
        live, "browser_add_overlay_handler", selector="#consent", action="press", value="Escape"
    )
    assert replaced["replaced"]["action"] == "hide"
    ok(live, "browser_click", ref="#count")
    assert text_of(live, "consents") == "Banner closed"


def test_times_limits_the_runs_then_the_handler_is_gone(
    live: Any, open_page: Any, caplog: pytest.LogCaptureFixture
) -> None:
    page_id = banner_page(live, open_page, "0")
    ok(
        live,
        "browser_add_overlay_handler",
        selector="#consent",
        action="click",
        value="#consent-accept",
        times=1,
    )
    ok(live, "browser_click", ref="#count")
    assert text_of(live, "consents") == "Consent given"
    assert live.instance(NAME).overlays.handlers == {}
    live.evaluate(NAME, "banner()")
    with live.deadline(1):
        message = live.error("browser_click", "operation_timeout", instance=NAME, ref="#count")[
            "message"
        ]
    assert "consent" in message, message
    # Removing it does nothing but say when and where it ran out (a teardown passes).
    with caplog.at_level(logging.INFO, logger="CamoufoxLibrary.core"):
        removed = ok(live, "browser_remove_overlay_handler", selector="#consent")
    assert removed["removed"]["runs"] == removed["removed"]["times"] == 1
    assert removed["ran_out"]["page_id"] == page_id
    assert removed["handlers"] == []
    said = [r.getMessage() for r in caplog.records if "had run out" in r.getMessage()]
    assert said == [
        "Overlay handler '#consent' had run out already: its last run (1 of times=1) was at "
        f"{removed['ran_out']['at']} on page '{page_id}'; nothing left to remove"
    ]
    # Once: it is forgotten now, like any removed handler.
    live.error(
        "browser_remove_overlay_handler", "invalid_params", instance=NAME, selector="#consent"
    )


def test_a_page_opened_later_gets_the_handler(live: Any, http_server: Any) -> None:
    ok(live, "browser_set_dialog_policy", policy="accept")
    ok(
        live,
        "browser_add_overlay_handler",
        selector="#consent",
        action="click",
        value="#consent-accept",
    )
    tab = ok(
        live, "browser_tabs", action="new", url=http_server.url("/interruptions.html?banner=0")
    )
    try:
        ok(live, "browser_click", ref="#count")
        assert text_of(live, "consents") == "Consent given"
    finally:
        ok(live, "browser_tabs", action="close", page_id=tab["page_id"])


def test_bad_handlers_name_their_argument(live: Any, open_page: Any) -> None:
    open_page("index.html")

    def refused(**arguments: Any) -> str:
        return live.error(
            "browser_add_overlay_handler", "invalid_params", instance=NAME, **arguments
        )["message"]

    assert refused(selector="css=[[[", action="hide").startswith(
        "argument 'selector': 'css=[[[' is not a valid selector"
    )
    assert refused(selector="#consent", action="click", value="css=[[[").startswith(
        "argument 'value': 'css=[[[' is not a valid selector"
    )
    assert "'action'" in refused(selector="#consent", action="tap")
    assert refused(selector="#consent", action="click") == (
        "argument 'value' must be a selector to click for action 'click'"
    )
    assert "'value'" in refused(selector="#consent", action="press")
    assert "'value'" in refused(selector="#consent", action="hide", value="x")
    assert refused(selector="#consent", action="hide", times=0) == (
        "argument 'times' must be 1 or more, got 0"
    )
    assert live.instance(NAME).overlays.handlers == {}
    message = live.error(
        "browser_remove_overlay_handler", "invalid_params", instance=NAME, selector="#nope"
    )["message"]
    assert message == (
        f"argument 'selector': no overlay handler for '#nope' in instance '{NAME}'; "
        "its handlers: none"
    )


MID_CLICK = """<!doctype html><title>Mid-click</title>
<button id="count" onclick="this.textContent = 'clicked'">Count</button>
<script>
  // The first press brings an overlay over the whole page, before its release: the
  // release lands on the overlay, and the browser fires the click on <body>.
  document.getElementById("count").addEventListener("mousedown", () => {
    if (document.getElementById("veil") || window.veiled) return;
    window.veiled = true;
    const veil = document.createElement("div");
    veil.id = "veil";
    veil.style.cssText = "position: fixed; inset: 0; background: rgba(0, 0, 0, 0.5)";
    veil.onclick = () => veil.remove();
    document.body.appendChild(veil);
  }, {once: true});
</script>"""


def test_a_click_whose_release_an_overlay_took_is_clicked_again(
    live: Any, http_server: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Before issue 40's round, the click reported success and the button got none."""
    url = http_server.add("/mid-click.html", MID_CLICK)
    ok(live, "browser_navigate", url=url)
    ok(live, "browser_add_overlay_handler", selector="#veil", action="click", value="#veil")
    with caplog.at_level(logging.INFO, logger="CamoufoxLibrary.core"):
        ok(live, "browser_click", ref="#count")
    if live.instance(NAME).door is not None:  # a Firefox we launched: watched (clickwatch.py)
        assert text_of(live, "count") == "clicked"
        assert "landed on something that appeared meanwhile" in caplog.text
