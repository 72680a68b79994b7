"""Instance bookkeeping in a real browser: page ids (popups too), selection, frame ids."""

from __future__ import annotations

import pytest

from testsupport.waiting import wait_until

PAGES = {
    "/opener.html": """<!doctype html><title>Opener</title>
<button id="popup" onclick="window.open('/popup.html', '_blank')">Open popup</button>""",
    "/popup.html": "<!doctype html><title>Popup</title><p>I am the popup</p>",
    "/frames.html": """<!doctype html><title>Frames</title>
<iframe id="a" srcdoc="<p>Frame A</p>"></iframe>""",
}


@pytest.fixture(scope="module")
def live(live_cores, http_server):
    for path, html in PAGES.items():
        http_server.add(path, html)
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="pages")
    return live


@pytest.fixture
def inst(live):
    return live.instance("pages")


def open_popup(live, inst) -> str:
    """Clicks the opener's button (a user gesture, so no popup blocker); returns the new id
    once the popup shows /popup.html.

    The popup is registered while it still shows about:blank: a script run in it before
    /popup.html loads would die with that first document (a timer never fires).
    """
    before = set(inst.pages)
    opener = inst.pages[inst.selected_page_id]
    live.run(opener.click("#popup"))
    wait_until(lambda: len(inst.pages) > len(before), message="the popup was not registered")
    (popup_id,) = set(inst.pages) - before
    popup = inst.pages[popup_id]
    live.run(popup.wait_for_url("**/popup.html"))
    return popup_id


@pytest.fixture
def opener(live, inst, http_server) -> str:
    """The selected page showing /opener.html, and no other page open."""
    for page_id, page in list(inst.pages.items()):
        if page_id != inst.selected_page_id:
            live.run(page.close())
    live.ok("browser_navigate", instance="pages", url=http_server.url("/opener.html"))
    return inst.selected_page_id


def test_popup_gets_its_own_page_id_and_leaves_the_selection(live, inst, opener) -> None:
    popup_id = open_popup(live, inst)
    assert popup_id.startswith("page-") and popup_id != opener
    assert list(inst.pages) == [opener, popup_id]  # tab order
    assert inst.selected_page_id == opener
    info = live.ok("browser_list_instances")["instances"][0]
    assert info["page_count"] == 2
    assert info["selected_page_id"] == opener


def test_tools_reach_a_popup_by_page_id_without_selecting_it(
    live, inst, opener, http_server
) -> None:
    popup_id = open_popup(live, inst)
    assert live.ok("browser_wait_for", instance="pages", text="popup", page_id=popup_id)
    envelope = live.call("browser_snapshot", instance="pages", page_id=popup_id)
    assert envelope["status"] == "success", envelope
    assert envelope["data"]["page_id"] == popup_id
    assert envelope["data"]["title"] == "Popup"
    assert envelope["operation"]["page_id"] == popup_id
    assert "I am the popup" in envelope["data"]["snapshot"]
    live.ok("browser_navigate", instance="pages", url="about:blank", page_id=popup_id)
    assert inst.selected_page_id == opener
    assert live.ok("browser_snapshot", instance="pages")["title"] == "Opener"


def test_page_ids_are_unique_and_never_reused(live, inst, opener) -> None:
    seen = {opener}
    for _ in range(3):
        popup_id = open_popup(live, inst)
        assert popup_id not in seen
        seen.add(popup_id)
        live.run(inst.pages[popup_id].close())
        wait_until(lambda popup_id=popup_id: popup_id not in inst.pages)
        envelope = live.error(
            "browser_snapshot", "page_not_found", instance="pages", page_id=popup_id
        )
        assert f"'{popup_id}'" in envelope["message"]
    assert inst.selected_page_id == opener


def test_closing_the_selected_page_selects_a_remaining_one(live, inst, opener) -> None:
    popup_id = open_popup(live, inst)
    live.run(inst.pages[opener].close())
    wait_until(lambda: opener not in inst.pages)
    assert inst.selected_page_id == popup_id
    live.ok("browser_snapshot", instance="pages")
    # Leave a selected page showing the opener for the next tests.
    live.ok("browser_navigate", instance="pages", url="about:blank")


def test_pages_opened_by_the_context_are_registered(live, inst, opener) -> None:
    page = live.run(inst.context.new_page())
    try:
        wait_until(lambda: page in inst._page_ids)
        page_id = inst.page_id_of(page)
        assert inst.pages[page_id] is page
        assert inst.selected_page_id == opener
    finally:
        live.run(page.close())


def test_a_dialog_blocks_only_its_own_page(live, inst, opener) -> None:
    popup_id = open_popup(live, inst)
    live.evaluate("pages", "setTimeout(() => alert('Popup says hi'), 0)", page_id=popup_id)
    wait_until(lambda: inst.modals.pending(popup_id) is not None)
    assert live.ok("browser_snapshot", instance="pages")["modal"] is None
    modal = live.ok("browser_snapshot", instance="pages", page_id=popup_id)["modal"]
    assert modal["page_id"] == popup_id and modal["message"] == "Popup says hi"
    live.error(
        "browser_navigate",
        "modal_state_blocked",
        instance="pages",
        url="about:blank",
        page_id=popup_id,
    )
    live.ok("browser_navigate", instance="pages", url="about:blank")  # the opener is free
    live.ok("browser_handle_dialog", instance="pages", accept=True, page_id=popup_id)
    assert inst.modals.pending(popup_id) is None


# --- frame ids ------------------------------------------------------------------------------------


def test_frame_ids_are_stable_while_attached_and_new_for_a_replacement(
    live, inst, http_server
) -> None:
    live.ok("browser_navigate", instance="pages", url=http_server.url("/frames.html"))
    page = inst.pages[inst.selected_page_id]
    frame = page.frames[1]
    first = inst.frame_id_of(frame)
    assert first.startswith("frame-")
    assert inst.frames[first] is frame
    assert inst.frame_id_of(frame) == first
    # Navigating inside the frame keeps the frame, so its id.
    live.evaluate("pages", "document.getElementById('a').srcdoc = '<p>Frame A again</p>'")
    live.ok("browser_wait_for", instance="pages", text="again", frame_id=first)
    assert inst.frame_id_of(page.frames[1]) == first
    # A removed frame's id expires; a new iframe gets a new id.
    live.evaluate(
        "pages",
        """(() => {
            document.getElementById('a').remove();
            const b = document.createElement('iframe');
            b.srcdoc = '<p>Frame B</p>';
            document.body.append(b);
        })()""",
    )
    wait_until(lambda: len(page.frames) == 2 and page.frames[1] is not frame)
    live.error("browser_snapshot", "frame_not_found", instance="pages", frame_id=first)
    assert first not in inst.frames
    replacement = inst.frame_id_of(page.frames[1])
    assert replacement != first
    live.ok("browser_wait_for", instance="pages", text="Frame B", frame_id=replacement)


def test_main_frame_id_is_reported_and_stable(live, inst, http_server) -> None:
    first = live.call("browser_snapshot", instance="pages")["operation"]["frame_id"]
    live.ok("browser_navigate", instance="pages", url=http_server.url("/frames.html"))
    second = live.call("browser_snapshot", instance="pages")["operation"]["frame_id"]
    assert first == second == inst.frame_id_of(inst.pages[inst.selected_page_id].main_frame)
