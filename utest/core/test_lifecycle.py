"""Lifecycle tools against a real browser: create, list, destroy, caps, profiles, death."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core.engines import processes
from testsupport.waiting import wait_until

COOKIE_PAGE = """<!doctype html><title>Set</title>
<script>document.cookie = "flavour=oatmeal; max-age=86400; path=/";</script><p>set</p>"""
SHOW_PAGE = """<!doctype html><title>Show</title>
<script>document.title = "cookies:" + document.cookie;</script><p>show</p>"""


@pytest.fixture(scope="module")
def live(live_cores):
    return live_cores(timeout=10)


@pytest.fixture(scope="module")
def life(live) -> str:
    """A running instance shared by the tests that only need one."""
    live.ok("browser_create_instance", instance="life")
    return "life"


def test_create_list_destroy(live) -> None:
    envelope = live.call("browser_create_instance", instance="tmp")
    assert envelope["status"] == "success", envelope
    assert envelope["instance"] == "tmp"
    assert envelope["operation"]["tool"] == "browser_create_instance"
    info = envelope["data"]
    assert info["instance"] == "tmp"
    assert info["engine"] in ("camoufox", "firefox", "playwright-firefox")
    assert info["browser_version"]
    assert info["running"] is True
    assert info["headless"] is True
    assert info["persistent"] is False and info["profile_dir"] is None
    assert info["page_count"] == 1
    assert info["selected_page_id"].startswith("page-")
    tag = live.instance("tmp").tag
    assert isinstance(info["pid"], int)
    assert info["pid"] == processes.main_pid(tag)
    assert processes.is_alive(info["pid"])

    listed = live.ok("browser_list_instances")
    assert listed["max_instances"] == 5
    assert info in listed["instances"]

    assert live.ok("browser_destroy_instance", instance="tmp") == {
        "instance": "tmp",
        "destroyed": True,
    }
    assert processes.tagged_pids(tag) == []
    assert "tmp" not in [i["instance"] for i in live.ok("browser_list_instances")["instances"]]
    envelope = live.error("browser_destroy_instance", "instance_not_found", instance="tmp")
    assert "'tmp'" in envelope["message"]


def test_instance_already_exists(live, life) -> None:
    envelope = live.error("browser_create_instance", "instance_already_exists", instance=life)
    assert f"'{life}'" in envelope["message"]
    live.ok("browser_snapshot", instance=life)  # the running one is untouched


def test_instance_not_found(live, life) -> None:
    envelope = live.error("browser_navigate", "instance_not_found", instance="ghost", url="x.org")
    assert "'ghost'" in envelope["message"]
    assert life in envelope["message"]  # says which ones exist


@pytest.mark.parametrize("name", ["", "   "])
def test_instance_name_must_not_be_empty(live, name: str) -> None:
    envelope = live.error("browser_create_instance", "invalid_params", instance=name)
    assert "'instance'" in envelope["message"]


def test_instance_limit_exceeded(live, life) -> None:
    previous, live.core.settings.max_instances = live.core.settings.max_instances, 1
    try:
        running = live.ok("browser_list_instances")["instances"]
        envelope = live.error("browser_create_instance", "instance_limit_exceeded", instance="more")
    finally:
        live.core.settings.max_instances = previous
    assert "max_instances (1)" in envelope["message"]
    assert life in envelope["message"]  # names what runs
    assert live.ok("browser_list_instances")["instances"] == running
    assert "more" not in live.core.manager.instances


# --- persistent profiles -----------------------------------------------------------------


@pytest.fixture(scope="module")
def profile(live, http_server, tmp_path_factory) -> Path:
    """A persistent instance 'persist' on a fresh profile dir (running after each test)."""
    profile_dir = tmp_path_factory.mktemp("profile")
    http_server.add("/set-cookie.html", COOKIE_PAGE)
    http_server.add("/show-cookie.html", SHOW_PAGE)
    info = live.ok("browser_create_instance", instance="persist", profile_dir=str(profile_dir))
    assert info["persistent"] is True
    assert info["profile_dir"] == str(profile_dir.resolve())
    return profile_dir


def test_profile_dir_keeps_cookies_across_instances(live, profile, http_server) -> None:
    live.ok("browser_navigate", instance="persist", url=http_server.url("/set-cookie.html"))
    shown = live.ok(
        "browser_navigate", instance="persist", url=http_server.url("/show-cookie.html")
    )
    assert shown["title"] == "cookies:flavour=oatmeal"
    live.ok("browser_destroy_instance", instance="persist")

    live.ok("browser_create_instance", instance="persist", profile_dir=str(profile))
    shown = live.ok(
        "browser_navigate", instance="persist", url=http_server.url("/show-cookie.html")
    )
    assert shown["title"] == "cookies:flavour=oatmeal"


def test_ephemeral_instances_share_nothing(live, life, profile, http_server) -> None:
    live.ok("browser_navigate", instance="persist", url=http_server.url("/set-cookie.html"))
    shown = live.ok("browser_navigate", instance=life, url=http_server.url("/show-cookie.html"))
    assert shown["title"] == "cookies:"


def test_profile_dir_in_use_by_an_instance_of_this_manager(live, profile) -> None:
    envelope = live.error(
        "browser_create_instance", "profile_dir_in_use", instance="second", profile_dir=str(profile)
    )
    assert "'persist'" in envelope["message"]
    assert "second" not in live.core.manager.instances
    # The same folder written differently is the same profile.
    envelope = live.error(
        "browser_create_instance",
        "profile_dir_in_use",
        instance="second",
        profile_dir=str(profile) + "/./",
    )
    assert "'persist'" in envelope["message"]


def test_profile_dir_in_use_by_another_manager(live, live_cores, profile) -> None:
    # Another manager (here: of the same process) finds the folder's lock file taken.
    other = live_cores(timeout=10)
    envelope = other.error(
        "browser_create_instance",
        "profile_dir_in_use",
        instance="intruder",
        profile_dir=str(profile),
    )
    assert str(profile.resolve()) in envelope["message"]
    assert other.ok("browser_list_instances")["instances"] == []
    # Closing the other manager leaves our browser running.
    other.run(other.core.aclose())
    assert processes.tagged_pids(live.instance("persist").tag)
    live.ok("browser_navigate", instance="persist", url="about:blank")


HOLD_PROFILE = """
import asyncio, sys
from CamoufoxLibrary.core import ToolCore

async def main():
    core = ToolCore(timeout=30)
    created = await core.call("browser_create_instance", {"instance": "p", "profile_dir": sys.argv[1]})
    print(created["status"], created.get("message", ""), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    await core.aclose()

asyncio.run(main())
"""


def test_profile_dir_in_use_by_another_process(live, tmp_path) -> None:
    """What two pabot processes with one profile_dir meet: the second is refused."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD_PROFILE, str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "success"
        envelope = live.error(
            "browser_create_instance", "profile_dir_in_use", instance="p", profile_dir=str(tmp_path)
        )
        assert f"another process (pid {child.pid})" in envelope["message"]
        assert "p" not in live.core.manager.instances
    finally:
        assert child.stdin is not None
        child.stdin.close()
        assert child.wait(60) == 0
    wait_until(lambda: not processes.tagged_pids(f"{child.pid}-"), message="its browser survived")


def test_profile_dir_that_is_a_file(live, tmp_path) -> None:
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x")
    envelope = live.error(
        "browser_create_instance", "invalid_params", instance="filed", profile_dir=str(not_a_dir)
    )
    assert "not a directory" in envelope["message"]


# --- a browser that dies ------------------------------------------------------------------


def content_pids(tag: str, main: int) -> list[int]:
    """The browser's content processes (its tabs' and helpers'): every tagged child."""
    return [pid for pid in processes.tagged_pids(tag) if pid != main]


@pytest.mark.parametrize("victim", ["browser", "content processes"])
def test_a_call_in_flight_when_the_browser_dies_fails_at_once(live, http_server, victim) -> None:
    # The wait would last the whole 10 s deadline; the browser dies 1 s into it.
    url = http_server.add("/never.html", "<title>Never</title><p>Nothing comes</p>")
    info = live.ok("browser_create_instance", instance="dying")
    live.ok("browser_navigate", instance="dying", url=url)
    tag = live.instance("dying").tag
    doomed = [info["pid"]] if victim == "browser" else content_pids(tag, info["pid"])
    assert doomed
    killer = threading.Timer(1.0, lambda: [os.kill(pid, signal.SIGKILL) for pid in doomed])
    killer.start()
    try:
        started = time.perf_counter()
        envelope = live.call("browser_wait_for", instance="dying", text="Something else")
        elapsed = time.perf_counter() - started
        # One type whichever died: the browser went down with its page (engine notes).
        assert envelope["error_type"] == "browser_not_running", envelope
        assert elapsed < 4, f"{victim} killed 1 s in; the call answered after {elapsed:.1f} s"
    finally:
        killer.join()
        live.ok("browser_destroy_instance", instance="dying")


def test_killed_browser_is_noticed_destroyed_and_recreated(live) -> None:
    info = live.ok("browser_create_instance", instance="doomed")
    tag = live.instance("doomed").tag
    assert len(processes.tagged_pids(tag)) > 1  # Firefox runs child processes
    os.kill(info["pid"], signal.SIGKILL)

    started = time.perf_counter()
    envelope = live.error("browser_snapshot", "browser_not_running", instance="doomed")
    assert time.perf_counter() - started < live.timeout / 2
    assert "'doomed'" in envelope["message"]
    assert f"its main process (pid {info['pid']}) ended" in envelope["message"]
    assert "crashed (its content process died)" not in envelope["message"]
    live.error("browser_navigate", "browser_not_running", instance="doomed", url="about:blank")

    listed = {i["instance"]: i for i in live.ok("browser_list_instances")["instances"]}
    assert listed["doomed"]["running"] is False

    live.ok("browser_destroy_instance", instance="doomed")
    assert processes.tagged_pids(tag) == []  # the orphaned children are gone too
    again = live.ok("browser_create_instance", instance="doomed")
    assert again["running"] is True
    assert again["pid"] != info["pid"]
    live.ok("browser_navigate", instance="doomed", url="about:blank")
    live.ok("browser_destroy_instance", instance="doomed")


# --- a page that crashes, or closes by itself ------------------------------------------------


def tab_processes(tag: str, main: int) -> list[int]:
    """The browser's tab content processes (``firefox-esr -contentproc ... tab``, with
    ``-parentPid <main>``): the page's, and those Firefox keeps ready for new pages.
    Firefox writes its arguments into one string, so they are read as words."""
    found = []
    for pid in content_pids(tag, main):
        try:
            words = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").split()
        except OSError:
            continue
        parent = words.index(b"-parentPid") + 1 if b"-parentPid" in words else 0
        if b"-contentproc" in words and words[-1] == b"tab" and words[parent] == b"%d" % main:
            found.append(pid)
    return found


def test_a_crashed_page_says_so_with_one_type_in_every_call_after_it(live, http_server) -> None:
    """Over BiDi a content process that dies takes Firefox down (engine notes): the call
    made at the page's close, before the browser has gone, and every call after it are
    browser_not_running saying that the page crashed; none is page_not_found."""
    url = http_server.add("/crashing.html", "<title>Crashing</title><p>Soon gone</p>")
    info = live.ok("browser_create_instance", instance="crashing")
    live.ok("browser_navigate", instance="crashing", url=url)
    inst = live.instance("crashing")
    page_id = inst.selected_page_id
    page = inst.pages[page_id]
    at_close: list[Any] = []

    def call_at_close(_: Any) -> None:  # runs after the instance's own handler
        assert inst.browser is not None
        at_close.append(inst.browser.is_connected())
        call = live.core.call("browser_snapshot", {"instance": "crashing"})
        at_close.append(asyncio.ensure_future(call))

    page.on("close", call_at_close)
    victims = tab_processes(inst.tag, info["pid"])
    assert victims
    for pid in victims:
        os.kill(pid, signal.SIGKILL)
    try:
        wait_until(lambda: at_close, message="the page never closed")
        connected, landed = at_close

        async def outcome() -> dict[str, Any]:
            return await landed

        in_between = live.run(outcome())
        assert connected is True  # the call really came before the browser went
        after = live.call("browser_snapshot", instance="crashing")
        new_tab = live.call("browser_tabs", instance="crashing", action="new")
        for envelope in (in_between, after, new_tab):
            assert envelope["error_type"] == "browser_not_running", envelope
            assert envelope["message"].startswith(
                f"page '{page_id}' crashed (its content process died) and Firefox shut down"
            ), envelope
            assert "open one with browser_tabs" not in envelope["message"]
            assert "destroy the instance and create it again" in envelope["message"]
        listed = {i["instance"]: i for i in live.ok("browser_list_instances")["instances"]}
        assert listed["crashing"]["running"] is False
    finally:
        live.ok("browser_destroy_instance", instance="crashing")


def test_a_page_closed_by_itself_or_by_a_tool_is_no_crash(live, http_server) -> None:
    """window.close() of a popup, Tabs Close and browser_close: page_not_found for the
    page, saying how it went; the browser runs on, and its hint holds."""
    url = http_server.add("/opener.html", "<title>Opener</title><p>Opens</p>")
    live.ok("browser_create_instance", instance="closer")
    try:
        live.ok("browser_navigate", instance="closer", url=url)
        inst = live.instance("closer")
        opener = inst.selected_page_id
        live.evaluate("closer", f"() => {{ window.open({url!r}); }}")
        popup = wait_until(lambda: next((p for p in inst.pages if p != opener), None))
        live.evaluate("closer", "() => { setTimeout(() => window.close(), 0); }", page_id=popup)
        wait_until(lambda: popup not in inst.pages, message="the popup never closed")
        envelope = live.error("browser_get_url", "page_not_found", instance="closer", page_id=popup)
        assert envelope["message"] == (
            f"no open page '{popup}' in instance 'closer' (it closed by itself: its own "
            f"window.close()); open pages: {opener}"
        )

        tab = live.ok("browser_tabs", instance="closer", action="new")["page_id"]
        live.ok("browser_tabs", instance="closer", action="close", page_id=tab)
        envelope = live.error("browser_get_url", "page_not_found", instance="closer", page_id=tab)
        assert (
            envelope["message"]
            == f"no open page '{tab}' in instance 'closer'; open pages: {opener}"
        )
        live.ok("browser_close", instance="closer")
        envelope = live.error("browser_get_url", "page_not_found", instance="closer")
        assert envelope["message"] == (
            "instance 'closer' has no open page; open one with browser_tabs action 'new'"
        )
        live.ok("browser_tabs", instance="closer", action="new", url=url)  # the hint holds
        listed = {i["instance"]: i for i in live.ok("browser_list_instances")["instances"]}
        assert listed["closer"]["running"] is True
    finally:
        live.ok("browser_destroy_instance", instance="closer")
