"""Instances that share a browser (``browser_of``): one process, contexts kept apart.

A shared instance is a new context in another instance's browser: the same pid, its
own cookies, storage and pages; the process ends with the last instance in it.
"""

from __future__ import annotations

from typing import Any

import pytest

from CamoufoxLibrary.core.engines import processes

PAGE = "<!doctype html><title>Shared</title><p>shared</p>"


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    http_server.add("/shared.html", PAGE)
    return live_cores(timeout=10)


@pytest.fixture(scope="module")
def owners_browser(live: Any) -> Any:
    return live.ok("browser_create_instance", instance="owner")


@pytest.fixture
def owner(live: Any, owners_browser: Any) -> Any:
    """An instance with a browser of its own (one for the module, made again if a test
    destroyed it); every other instance is destroyed after the test."""
    if "owner" not in names_of(live):
        owners_browser = live.ok("browser_create_instance", instance="owner")
    yield owners_browser
    for name in names_of(live):
        if name != "owner":
            live.ok("browser_destroy_instance", instance=name)


def names_of(live: Any) -> list[str]:
    return [i["instance"] for i in live.ok("browser_list_instances")["instances"]]


def test_a_shared_instance_runs_in_its_owners_process(live: Any, owner: Any) -> None:
    shared = live.ok("browser_create_instance", instance="guest", browser_of="owner")
    assert shared["pid"] == owner["pid"]
    assert shared["shares_browser_with"] == ["owner"]
    listed = {i["instance"]: i for i in live.ok("browser_list_instances")["instances"]}
    assert listed["owner"]["shares_browser_with"] == ["guest"]
    assert live.instance("guest").browser is live.instance("owner").browser


def test_contexts_keep_cookies_storage_and_pages_apart(
    live: Any, owner: Any, http_server: Any
) -> None:
    live.ok("browser_create_instance", instance="guest", browser_of="owner")
    url = http_server.url("/shared.html")
    for name in ("owner", "guest"):
        live.ok("browser_navigate", instance=name, url=url)
    live.evaluate("owner", "document.cookie = 'who=owner'; localStorage.setItem('who', 'owner')")
    assert live.evaluate("guest", "document.cookie") == ""
    assert live.evaluate("guest", "localStorage.getItem('who')") is None
    live.ok("browser_tabs", instance="guest", action="new")
    counts = {
        i["instance"]: i["page_count"] for i in live.ok("browser_list_instances")["instances"]
    }
    assert counts == {"owner": 1, "guest": 2}


def test_browser_wide_options_must_be_the_browsers(live: Any, owner: Any) -> None:
    envelope = live.error(
        "browser_create_instance",
        "unsupported_capability",
        instance="guest",
        browser_of="owner",
        color_scheme="dark",
    )
    assert "color_scheme='dark'" in envelope["message"]
    assert "'owner'" in envelope["message"]
    assert names_of(live) == ["owner"]


def test_browser_of_an_unknown_instance_names_it(live: Any, owner: Any) -> None:
    envelope = live.error(
        "browser_create_instance", "instance_not_found", instance="guest", browser_of="nope"
    )
    assert "nope" in envelope["message"]
    assert names_of(live) == ["owner"]


def test_the_process_ends_with_the_last_instance_in_it(live: Any, owner: Any) -> None:
    live.ok("browser_create_instance", instance="guest", browser_of="owner")
    pid = owner["pid"]
    live.ok("browser_destroy_instance", instance="owner")
    assert processes.is_alive(pid)
    assert live.ok("browser_list_instances")["instances"][0]["shares_browser_with"] == []
    live.ok("browser_navigate", instance="guest", url="about:blank")  # still works alone
    # A third instance may share the browser through the one left in it.
    third = live.ok("browser_create_instance", instance="third", browser_of="guest")
    assert third["pid"] == pid
    live.ok("browser_destroy_instance", instance="guest")
    live.ok("browser_destroy_instance", instance="third")
    assert not processes.is_alive(pid)
    assert names_of(live) == []


def test_a_timezone_the_browser_refuses_is_invalid_params(live: Any, owner: Any) -> None:
    if not live.instance("owner").engine.over_bidi:
        pytest.skip("an alias is what Firefox over WebDriver BiDi refuses; Juggler may take it")
    # An alias of the IANA database: Firefox over BiDi takes only the canonical name.
    refused = live.error(
        "browser_create_instance",
        "invalid_params",
        instance="guest",
        browser_of="owner",
        timezone_id="US/Eastern",
    )
    assert refused["message"].startswith("argument 'timezone_id': the browser refuses 'US/Eastern'")
    assert "America/New_York, not US/Eastern" in refused["message"]
    assert names_of(live) == ["owner"]
    live.ok("browser_create_instance", instance="guest", browser_of="owner", timezone_id="+05:30")
    zone = "() => new Date(0).getTimezoneOffset()"
    assert live.ok("browser_evaluate", instance="guest", function=zone)["result"] == -330


def test_a_sharers_death_is_every_sharers_at_once(live: Any, owner: Any) -> None:
    """Once the browser is found dead for one of its instances, the others fail with
    browser_not_running too, even before their own context's close arrives (CI saw a
    sharer's pages close first: page_not_found, until its context said so)."""
    live.ok("browser_create_instance", instance="victim")
    live.ok("browser_create_instance", instance="rider", browser_of="victim")

    async def victim_dies() -> None:  # as the victim's context close event marks it
        live.instance("victim").died("the browser context closed")

    live.run(victim_dies())
    envelope = live.error(
        "browser_navigate", "browser_not_running", instance="rider", url="about:blank"
    )
    assert "the browser it shares with instance 'victim' died" in envelope["message"]
    for name in ("victim", "rider"):
        live.ok("browser_destroy_instance", instance=name)
