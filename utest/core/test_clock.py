"""browser_clock in a real browser, on atest/pages/countdown.html."""

from __future__ import annotations

from typing import Any

import pytest

from testsupport.waiting import wait_until

pytestmark = pytest.mark.browser


@pytest.fixture
def clocked(live_cores: Any, fixture_site: tuple[str, str], request: Any) -> Any:
    """A new instance per test (a clock cannot be taken back), on the countdown page."""
    live = live_cores(timeout=10)
    name = "clock-" + request.node.name[5:40].replace("_", "-")
    live.ok("browser_create_instance", instance=name, timezone_id="Asia/Tokyo")
    live.name = name
    live.url = f"{fixture_site[0]}/countdown.html"
    live.ok("browser_navigate", instance=name, url=live.url)
    yield live
    live.ok("browser_destroy_instance", instance=name)


def clock(live: Any, action: str, **arguments: Any) -> dict[str, Any]:
    return live.ok("browser_clock", instance=live.name, action=action, **arguments)


def refused(live: Any, action: str, **arguments: Any) -> str:
    data = live.error(
        "browser_clock", "invalid_params", instance=live.name, action=action, **arguments
    )
    return data["message"]


def text(live: Any, element_id: str) -> str:
    return live.evaluate(live.name, f"() => document.getElementById('{element_id}').textContent")


def test_install_at_a_time_of_the_page_zone_moves_the_countdown(clocked: Any) -> None:
    data = clock(clocked, "install", time="2030-12-31 09:00")
    # 09:00 in Tokyo is midnight UTC.
    assert data["time"] == "2030-12-31T00:00:00.000Z"
    assert data["page_time"].startswith("2030-12-31T00:00:0")
    clocked.ok("browser_reload", instance=clocked.name)
    assert text(clocked, "left") == "1"
    assert text(clocked, "local") == "2030-12-31 09:00"


def test_run_for_fires_every_tick_and_fast_forward_each_timer_once(clocked: Any) -> None:
    clock(clocked, "install", time="2030-01-01T00:00:00Z")
    clocked.ok("browser_reload", instance=clocked.name)
    clock(clocked, "run_for", duration=10)
    assert text(clocked, "elapsed") == "10"
    data = clock(clocked, "fast_forward", duration=3600)
    assert data["page_time"].startswith("2030-01-01T01:00:1")
    assert text(clocked, "elapsed") == "11"  # the interval fired once for the jump
    assert text(clocked, "reminder") == "an hour has passed"


def test_pause_at_stops_the_clock_until_resume(clocked: Any) -> None:
    clock(clocked, "install", time="2030-01-01T00:00:00Z")
    paused = clock(clocked, "pause_at", time="2030-01-01T00:00:30Z")
    assert paused["page_time"] == "2030-01-01T00:00:30.000Z"
    later = clocked.evaluate(clocked.name, "() => new Date().toISOString()")
    assert later == "2030-01-01T00:00:30.000Z"
    assert clock(clocked, "resume")["time"] is None


def test_fixed_time_needs_no_install_and_pins_date(clocked: Any) -> None:
    data = clock(clocked, "set_fixed_time", time="2032-02-29")
    assert data == {
        "action": "set_fixed_time",
        "time": "2032-02-28T15:00:00.000Z",  # midnight in Tokyo
        "page_time": "2032-02-28T15:00:00.000Z",
    }
    clocked.ok("browser_reload", instance=clocked.name)
    assert text(clocked, "local") == "2032-02-29 00:00"
    # Once the clock has a time, moving it is allowed.
    assert clock(clocked, "run_for", duration=1)["action"] == "run_for"


def test_system_time_flows_on_from_the_time_given(clocked: Any) -> None:
    data = clock(clocked, "set_system_time", time=1_900_000_000)
    assert data["time"] == "2030-03-17T17:46:40.000Z"
    assert data["page_time"] >= "2030-03-17T17:46:40.000Z"


def test_a_new_tab_of_the_instance_gets_the_clock(clocked: Any) -> None:
    clock(clocked, "set_fixed_time", time="2030-06-01T12:00:00+00:00")
    clocked.ok("browser_tabs", instance=clocked.name, action="new", url=clocked.url)
    assert text(clocked, "today") == "2030-06-01"


def test_moving_time_before_it_was_set_is_refused(clocked: Any) -> None:
    for action, arguments in [
        ("fast_forward", {"duration": 1}),
        ("run_for", {"duration": 1}),
        ("pause_at", {"time": "2030-01-01"}),
        ("resume", {}),
    ]:
        message = refused(clocked, action, **arguments)
        assert message.startswith(
            f"browser_clock action '{action}' needs the clock to have a time first"
        )
        assert "1970-01-01" in message
    # Nothing was installed: the page still shows this year.
    assert text(clocked, "today") > "2026"


def test_malformed_times_and_durations_name_the_argument(clocked: Any) -> None:
    assert refused(clocked, "install", time="next tuesday").startswith(
        "argument 'time' must be an ISO 8601 date or date and time"
    )
    assert (
        refused(clocked, "set_fixed_time") == "browser_clock action 'set_fixed_time' needs 'time'"
    )
    assert (
        refused(clocked, "install", duration=5)
        == "browser_clock action 'install' takes no 'duration'"
    )
    assert (
        refused(clocked, "resume", time="2030-01-01")
        == "browser_clock action 'resume' takes no 'time'"
    )
    clock(clocked, "install", time="2030-01-01")
    assert refused(clocked, "fast_forward", duration=-1) == (
        "argument 'duration' must be a duration of 0 or more, got -1"
    )
    assert (
        refused(clocked, "run_for") == "browser_clock action 'run_for' needs 'duration' (seconds)"
    )


def test_a_pending_dialog_blocks_the_clock(clocked: Any) -> None:
    clocked.ok("browser_set_dialog_policy", instance=clocked.name, policy="keep")
    clocked.ok(
        "browser_evaluate", instance=clocked.name, function="setTimeout(() => alert('wait'), 0)"
    )
    wait_until(lambda: clocked.instance(clocked.name).modals.open)
    data = clocked.error(
        "browser_clock", "modal_state_blocked", instance=clocked.name, action="install"
    )
    assert 'an alert dialog ("wait") is pending' in data["message"]
    clocked.ok("browser_handle_dialog", instance=clocked.name, accept=True)
