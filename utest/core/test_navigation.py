"""Navigation tools against a real browser: navigate (wait_until), reload, navigate back and
forward, wait for, deadlines."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator

import pytest

from CamoufoxLibrary.core.tools import navigation
from testsupport.envelopes import no_playwright_words
from testsupport.server import FixtureServer

PAGES = {
    "/one.html": "<!doctype html><title>One</title><h1>Page one</h1>",
    "/two.html": "<!doctype html><title>Two</title><h1>Page two</h1>",
    "/linked.html": '<!doctype html><title>Linked</title><a href="/two.html?cacheable">To page two</a>',
    "/appears.html": """<!doctype html><title>Appears</title><div id=box>Loading...</div>
<script>setTimeout(() => {
  document.getElementById('box').textContent = 'Saved: all Done';
}, 300);</script>""",
    "/framed.html": """<!doctype html><title>Framed</title><p>Outside</p>
<iframe srcdoc="<p>Inner text</p>"></iframe>""",
    "/hidden.html": """<!doctype html><title>Hidden</title>
<p style="display:none">Invisible words</p>""",
    "/fades.html": """<!doctype html><title>Fades</title><div id=note>Loading</div>
<script>setTimeout(() => document.getElementById('note').remove(), 1000);</script>""",
    "/busy.html": "<!doctype html><title>Busy</title><p>Busy page</p>",
    # The load event waits for the image: 8 s, past every deadline of these tests.
    "/slow-image.html": """<!doctype html><title>Slow image</title><p>Arrived</p>
<img src="/__slow__?ms=8000">""",
    # Its own image URL: Firefox's image cache lets a document join a load still running
    # for an earlier document, with no network request, so networkidle would not wait.
    "/slow-image-idle.html": """<!doctype html><title>Slow image</title><p>Arrived</p>
<img src="/__slow__?ms=8000&for=networkidle">""",
}


@pytest.fixture(scope="module")
def live(live_cores, http_server):
    for path, html in PAGES.items():
        http_server.add(path, html)
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="nav")
    return live


@contextlib.contextmanager
def library_timeout(live, seconds: float) -> Iterator[None]:
    """Sets the library timeout (every tool's deadline) for a block, like Set Camoufox Timeout."""
    previous, live.core.settings.timeout = live.core.settings.timeout, seconds
    try:
        yield
    finally:
        live.core.settings.timeout = previous


def selected(live, instance: str = "nav") -> str:
    return live.instance(instance).selected_page_id


# --- navigate ---------------------------------------------------------------------------


def test_navigate_adds_http_for_a_bare_ip_and_reports_the_page(live, http_server) -> None:
    envelope = live.call("browser_navigate", instance="nav", url=f"{http_server.host}/one.html")
    assert envelope["status"] == "success", envelope
    assert envelope["data"] == {
        "url": http_server.url("/one.html"),
        "title": "One",
        "status": 200,
        "modal": None,
    }
    assert envelope["operation"]["page_id"] == selected(live)
    assert envelope["operation"]["frame_id"].startswith("frame-")


def test_navigate_reports_http_errors_as_status(live, http_server) -> None:
    data = live.ok("browser_navigate", instance="nav", url=http_server.url("/missing.html"))
    assert data["status"] == 404


def test_navigation_failed_on_a_refused_connection(live, closed_port) -> None:
    url = f"http://127.0.0.1:{closed_port}/"
    envelope = live.error("browser_navigate", "navigation_failed", instance="nav", url=url)
    assert url in envelope["message"]


def test_junk_url_is_invalid_params(live) -> None:
    envelope = live.error("browser_navigate", "invalid_params", instance="nav", url="not a url")
    assert "'url'" in envelope["message"]


def test_navigation_timeout(live, http_server) -> None:
    with library_timeout(live, 2):
        started = time.perf_counter()
        envelope = live.error(
            "browser_navigate",
            "navigation_timeout",
            instance="nav",
            url=http_server.url("/slow?ms=8000"),
        )
        took = time.perf_counter() - started
    assert "/slow" in envelope["message"]
    assert took < 2 + 4  # the 2 s deadline, not the 8 s page
    live.ok("browser_navigate", instance="nav", url=http_server.url("/one.html"))


def test_page_not_found_for_an_unknown_page_id(live) -> None:
    envelope = live.error(
        "browser_navigate", "page_not_found", instance="nav", url="about:blank", page_id="page-nope"
    )
    assert "'page-nope'" in envelope["message"]
    assert selected(live) in envelope["message"]  # lists the open pages


@pytest.mark.parametrize("wait_until", ["commit", "domcontentloaded"])
def test_navigate_need_not_wait_for_the_load(live, http_server, wait_until) -> None:
    url = http_server.url("/slow-image.html")
    with library_timeout(live, 2):
        live.error("browser_navigate", "navigation_timeout", instance="nav", url=url)
        data = live.ok("browser_navigate", instance="nav", url=url, wait_until=wait_until)
    assert data["url"] == url and data["status"] == 200, data
    assert data["title"] in ("", "Slow image")  # after commit the document may be empty yet
    live.ok("browser_navigate", instance="nav", url="about:blank")


def test_navigate_waits_for_network_idle(live, http_server) -> None:
    url = http_server.url("/slow-image-idle.html")
    with library_timeout(live, 2):
        envelope = live.error(
            "browser_navigate",
            "navigation_timeout",
            instance="nav",
            url=url,
            wait_until="networkidle",
        )
    assert "(wait_until 'networkidle')" in envelope["message"]
    data = live.ok(
        "browser_navigate",
        instance="nav",
        url=http_server.url("/one.html"),
        wait_until="networkidle",
    )
    assert data["title"] == "One"


def test_wait_until_takes_only_its_words(live) -> None:
    envelope = live.error(
        "browser_navigate", "invalid_params", instance="nav", url="about:blank", wait_until="idle"
    )
    assert "'wait_until'" in envelope["message"] and "'commit'" in envelope["message"]


# --- reload ---------------------------------------------------------------------------------


def test_reload_loads_the_document_again(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/one.html"))
    live.evaluate("nav", "window.marker = 1")
    data = live.ok("browser_reload", instance="nav")
    assert data == {
        "url": http_server.url("/one.html"),
        "title": "One",
        "status": 200,
        "modal": None,
    }
    assert live.evaluate("nav", "window.marker === undefined") is True


def test_reload_need_not_wait_for_the_load(live, http_server) -> None:
    url = http_server.url("/slow-image.html")
    live.ok("browser_navigate", instance="nav", url=url, wait_until="commit")
    with library_timeout(live, 2):
        envelope = live.error("browser_reload", "navigation_timeout", instance="nav")
        assert url in envelope["message"]
        data = live.ok("browser_reload", instance="nav", wait_until="domcontentloaded")
    assert data["title"] == "Slow image"
    live.ok("browser_navigate", instance="nav", url="about:blank")


def test_reload_of_a_page_whose_server_is_gone(live) -> None:
    with FixtureServer() as gone:
        url = gone.add("/soon-gone.html", "<title>Soon gone</title>")
        live.ok("browser_navigate", instance="nav", url=url)
    envelope = live.error("browser_reload", "navigation_failed", instance="nav")
    assert f"could not load {url}" in envelope["message"]


def test_reload_on_another_page(live, http_server) -> None:
    inst = live.instance("nav")
    before = inst.selected_page_id
    page = live.run(inst.context.new_page())
    try:
        page_id = inst.page_id_of(page)
        live.ok(
            "browser_navigate", instance="nav", url=http_server.url("/two.html"), page_id=page_id
        )
        envelope = live.call("browser_reload", instance="nav", page_id=page_id)
        assert envelope["data"]["title"] == "Two", envelope
        assert envelope["operation"]["page_id"] == page_id
        assert inst.selected_page_id == before
    finally:
        live.run(page.close())
    live.error("browser_reload", "page_not_found", instance="nav", page_id="page-nope")


# --- navigate back ------------------------------------------------------------------------


def test_navigate_back(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/one.html"))
    live.ok("browser_navigate", instance="nav", url=http_server.url("/two.html"))
    data = live.ok("browser_navigate_back", instance="nav")
    assert data == {
        "url": http_server.url("/one.html"),
        "title": "One",
        "navigated": True,
        "modal": None,
    }


def test_navigate_back_and_forward_between_pages_of_the_back_forward_cache(
    live, http_server
) -> None:
    # Pages an ordinary site serves (no Cache-Control: no-store) enter Firefox's
    # back-forward cache; going back to one once hung until the deadline over BiDi, and
    # left the page's URL and title unreadable.
    first = http_server.url("/linked.html") + "?cacheable"
    second = http_server.url("/two.html") + "?cacheable"
    live.ok("browser_navigate", instance="nav", url=first)
    live.ok("browser_click", instance="nav", ref="text=To page two")
    assert live.ok("browser_wait_for", instance="nav", text="Page two")
    with library_timeout(live, 3):
        data = live.ok("browser_navigate_back", instance="nav")
        assert data == {"url": first, "title": "Linked", "navigated": True, "modal": None}
        data = live.ok("browser_navigate_forward", instance="nav")
        assert data == {"url": second, "title": "Two", "navigated": True, "modal": None}
        data = live.ok("browser_navigate_back", instance="nav")
        assert data["title"] == "Linked"


def test_navigate_back_without_history_on_another_page(live) -> None:
    inst = live.instance("nav")
    before = inst.selected_page_id
    page = live.run(inst.context.new_page())
    page_id = inst.page_id_of(page)
    try:
        envelope = live.call("browser_navigate_back", instance="nav", page_id=page_id)
        assert envelope["status"] == "success", envelope
        assert envelope["data"]["navigated"] is False
        assert envelope["operation"]["page_id"] == page_id
        assert inst.selected_page_id == before  # page_id never changes the selection
    finally:
        live.run(page.close())


def test_navigate_forward_undoes_navigate_back(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/one.html"))
    live.ok("browser_navigate", instance="nav", url=http_server.url("/two.html"))
    live.ok("browser_navigate_back", instance="nav")
    data = live.ok("browser_navigate_forward", instance="nav")
    assert data == {
        "url": http_server.url("/two.html"),
        "title": "Two",
        "navigated": True,
        "modal": None,
    }
    data = live.ok("browser_navigate_forward", instance="nav")
    assert data["navigated"] is False and data["title"] == "Two"


def test_navigate_forward_on_another_page(live) -> None:
    inst = live.instance("nav")
    before = inst.selected_page_id
    page = live.run(inst.context.new_page())
    page_id = inst.page_id_of(page)
    try:
        envelope = live.call("browser_navigate_forward", instance="nav", page_id=page_id)
        assert envelope["data"]["navigated"] is False, envelope
        assert envelope["operation"]["page_id"] == page_id
        assert inst.selected_page_id == before
    finally:
        live.run(page.close())
    live.error("browser_navigate_forward", "page_not_found", instance="nav", page_id=page_id)


# --- wait for -------------------------------------------------------------------------------


def test_wait_for_needs_something_to_wait_for(live) -> None:
    envelope = live.error("browser_wait_for", "invalid_params", instance="nav")
    for name in ("'time'", "'text'", "'text_gone'"):
        assert name in envelope["message"]


@pytest.mark.parametrize(
    ("arguments", "name"), [({"time": -1}, "'time'"), ({"timeout": 0}, "'timeout'")]
)
def test_wait_for_rejects_negative_times(live, arguments, name) -> None:
    envelope = live.error(
        "browser_wait_for", "invalid_params", instance="nav", text="x", **arguments
    )
    assert name in envelope["message"]


def test_wait_for_time(live) -> None:
    started = time.perf_counter()
    data = live.ok("browser_wait_for", instance="nav", time=0.3)
    assert time.perf_counter() - started >= 0.3
    assert data == {"waited_for": {"time": 0.3}}


def test_wait_for_time_is_capped(live, monkeypatch) -> None:
    assert navigation.MAX_WAIT_TIME == 30
    # The deadline grows by the time waited, never by more than the cap.
    assert live.core.budget("browser_wait_for", {"time": 100}) == live.timeout + 30
    assert live.core.budget("browser_wait_for", {"time": 2}) == live.timeout + 2
    # The tool itself sleeps at most the cap (a smaller one here, to keep the test fast).
    monkeypatch.setattr(navigation, "MAX_WAIT_TIME", 0.2)
    started = time.perf_counter()
    data = live.ok("browser_wait_for", instance="nav", time=25)
    assert time.perf_counter() - started < 10
    assert data == {"waited_for": {"time": 0.2}}


def test_wait_for_text_to_appear_case_insensitive(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/appears.html"))
    data = live.ok("browser_wait_for", instance="nav", text="all done")
    assert data == {"waited_for": {"text": "all done"}}


def test_wait_for_text_gone(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/appears.html"))
    data = live.ok("browser_wait_for", instance="nav", text_gone="Loading")
    assert data == {"waited_for": {"text_gone": "Loading"}}


def test_wait_for_runs_time_then_text_gone_then_text(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/appears.html"))
    data = live.ok("browser_wait_for", instance="nav", text="Saved", text_gone="Loading", time=0.1)
    assert list(data["waited_for"]) == ["time", "text_gone", "text"]


def test_wait_timeout(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/one.html"))
    started = time.perf_counter()
    envelope = live.error(
        "browser_wait_for", "wait_timeout", instance="nav", text="Never", timeout=0.5
    )
    assert time.perf_counter() - started < live.timeout / 2
    assert envelope["message"].startswith("text 'Never' did not become visible within 0.5 s")
    no_playwright_words(envelope["message"])  # Playwright's account is the cause
    assert envelope["cause"].startswith("Locator.wait_for: Timeout "), envelope
    envelope = live.error(
        "browser_wait_for", "wait_timeout", instance="nav", text_gone="page one", timeout=0.5
    )
    assert "'page one'" in envelope["message"]


def test_wait_for_text_gone_and_text_share_one_timeout(live, http_server) -> None:
    # 'Loading' goes after 1 s; 'Never' never comes. Both waits together get the
    # timeout, so the second one still ends in wait_timeout, not past the deadline.
    live.ok("browser_navigate", instance="nav", url=http_server.url("/fades.html"))
    with library_timeout(live, 2):
        envelope = live.error(
            "browser_wait_for", "wait_timeout", instance="nav", text_gone="Loading", text="Never"
        )
    assert "'Never'" in envelope["message"]


def test_wait_for_text_ignores_hidden_text(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/hidden.html"))
    live.error("browser_wait_for", "wait_timeout", instance="nav", text="Invisible", timeout=0.5)
    live.ok("browser_wait_for", instance="nav", text_gone="Invisible")


def test_wait_for_text_in_a_frame(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/framed.html"))
    inst = live.instance("nav")
    page = inst.pages[inst.selected_page_id]
    frame_id = inst.frame_id_of(page.frames[1])
    # The main frame does not see into the iframe; the frame does.
    live.error("browser_wait_for", "wait_timeout", instance="nav", text="Inner", timeout=0.5)
    envelope = live.call("browser_wait_for", instance="nav", text="Inner", frame_id=frame_id)
    assert envelope["status"] == "success", envelope
    assert envelope["operation"]["frame_id"] == frame_id
    envelope = live.error(
        "browser_wait_for", "frame_not_found", instance="nav", text="x", frame_id="frame-nope"
    )
    assert "'frame-nope'" in envelope["message"]


# --- modal state and deadlines ----------------------------------------------------------------


def test_pending_dialog_blocks_navigation(live, http_server) -> None:
    live.ok("browser_navigate", instance="nav", url=http_server.url("/one.html"))
    live.evaluate("nav", "setTimeout(() => alert('Hold on'), 0)")
    inst = live.instance("nav")
    deadline = time.monotonic() + 5
    while inst.modals.pending(inst.selected_page_id) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    envelope = live.error(
        "browser_navigate", "modal_state_blocked", instance="nav", url="about:blank"
    )
    assert "Hold on" in envelope["message"]
    assert "browser_handle_dialog" in envelope["message"]
    live.error("browser_navigate_back", "modal_state_blocked", instance="nav")
    live.error("browser_navigate_forward", "modal_state_blocked", instance="nav")
    live.error("browser_reload", "modal_state_blocked", instance="nav")
    live.error("browser_wait_for", "modal_state_blocked", instance="nav", time=0)
    live.ok("browser_handle_dialog", instance="nav", accept=True)
    live.ok("browser_navigate", instance="nav", url="about:blank")


def test_navigation_leaves_a_pending_file_chooser_behind(live, http_server) -> None:
    http_server.add("/chooser.html", "<!doctype html><title>Chooser</title><input type=file id=f>")
    one, chooser = http_server.url("/one.html"), http_server.url("/chooser.html")
    # (tool, arguments, the title it arrives at)
    leaves = [
        ("browser_navigate", {"url": one}, "One"),
        ("browser_navigate_back", {}, "One"),
        ("browser_reload", {}, "Chooser"),
        ("browser_navigate_forward", {}, "One"),
    ]
    for leave, arguments, title in leaves:
        if leave == "browser_navigate_forward":  # on the chooser, with a page ahead
            live.ok("browser_navigate", instance="nav", url=chooser)
            live.ok("browser_navigate", instance="nav", url=one)
            live.ok("browser_navigate_back", instance="nav")
        else:
            live.ok("browser_navigate", instance="nav", url=one)
            live.ok("browser_navigate", instance="nav", url=chooser)
        click = live.ok("browser_click", instance="nav", ref="#f")
        assert click["modal"]["kind"] == "file_chooser", click
        data = live.ok(leave, instance="nav", **arguments)
        assert data["title"] == title, (leave, data)
        inst = live.instance("nav")
        assert inst.modals.pending(inst.selected_page_id) is None, leave
        live.ok("browser_wait_for", instance="nav", time=0)  # the page is not blocked


def test_page_stuck_in_a_script_gives_errors_in_time(live, http_server) -> None:
    live.ok("browser_create_instance", instance="stuck")
    try:
        live.ok("browser_navigate", instance="stuck", url=http_server.url("/busy.html"))
        live.evaluate("stuck", "setTimeout(() => { while (true) {} }, 50)")
        time.sleep(0.3)
        with library_timeout(live, 2):
            calls = [
                ("browser_snapshot", {}, {"operation_timeout"}),
                ("browser_navigate_back", {}, {"operation_timeout", "navigation_timeout"}),
                ("browser_navigate_forward", {}, {"operation_timeout", "navigation_timeout"}),
                ("browser_reload", {}, {"operation_timeout", "navigation_timeout"}),
                ("browser_wait_for", {"text_gone": "Busy"}, {"operation_timeout", "wait_timeout"}),
                (
                    "browser_navigate",
                    {"url": "about:blank"},
                    {"operation_timeout", "navigation_timeout"},
                ),
            ]
            for tool, arguments, error_types in calls:
                started = time.perf_counter()
                envelope = live.call(tool, instance="stuck", **arguments)
                took = time.perf_counter() - started
                assert envelope["status"] == "error", (tool, envelope)
                assert envelope["error_type"] in error_types, (tool, envelope)
                assert took < 2 + 4, (tool, took)  # the 2 s deadline, never a hang
    finally:
        live.ok("browser_destroy_instance", instance="stuck")


def test_navigating_away_from_a_beforeunload_guard_returns_with_the_dialog(live, http_server):
    http_server.add(
        "/guard.html",
        "<!doctype html><title>Guard</title><input id=field><script>"
        "addEventListener('beforeunload', e => { e.preventDefault(); e.returnValue = ''; });"
        "</script>",
    )
    live.ok("browser_navigate", instance="nav", url=http_server.url("/guard.html"))
    live.ok("browser_click", instance="nav", ref="#field")  # beforeunload needs a user gesture
    started = time.perf_counter()
    data = live.ok("browser_navigate", instance="nav", url=http_server.url("/one.html"))
    assert time.perf_counter() - started < 5  # not the 10 s deadline
    assert data["modal"]["type"] == "beforeunload", data
    live.error("browser_snapshot", "page_not_found", instance="nav", page_id="page-none")
    live.error("browser_navigate", "modal_state_blocked", instance="nav", url="about:blank")
    live.ok("browser_handle_dialog", instance="nav", accept=True)
    assert live.ok("browser_wait_for", instance="nav", text="Page one")
    # A reload leaves the document too: the guard asks, the reload returns with it.
    live.ok("browser_navigate", instance="nav", url=http_server.url("/guard.html"))
    live.ok("browser_click", instance="nav", ref="#field")
    data = live.ok("browser_reload", instance="nav")
    assert data["modal"]["type"] == "beforeunload", data
    live.error("browser_reload", "modal_state_blocked", instance="nav")
    live.ok("browser_handle_dialog", instance="nav", accept=True)
