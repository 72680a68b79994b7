"""browser_snapshot and element targeting (refs, selectors, page_id, frame_id) in a real browser."""

from __future__ import annotations

import re
import time

import pytest

from CamoufoxLibrary.core.contract.errors import (
    ElementNotFound,
    FrameNotFound,
    InvalidParams,
    PageNotFound,
    StaleRef,
)
from CamoufoxLibrary.core.page import targeting

PAGES = {
    "/snap.html": """<!doctype html><title>Snap</title><h1>Snapshot page</h1>
<button id="go" data-testid="go">Go</button> <button id="gone">Remove me</button>
<iframe id="inner" src="/inner.html"></iframe>""",
    "/inner.html": "<!doctype html><title>Inner</title><button>Inside</button>",
    "/other.html": "<!doctype html><title>Other</title><button>Elsewhere</button>",
    "/count.html": """<!doctype html><title>Count</title>
<button onclick="this.textContent = 'Clicked ' + (++this.dataset.n)" data-n="0">Count</button>""",
}


@pytest.fixture(scope="module")
def live(live_cores, http_server):
    for path, html in PAGES.items():
        http_server.add(path, html)
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance="snap")
    return live


@pytest.fixture
def page(live, http_server) -> str:
    """Loads /snap.html (and its iframe) in the selected page; returns the page id."""
    live.ok("browser_navigate", instance="snap", url=http_server.url("/snap.html"))
    live.ok("browser_wait_for", instance="snap", text="Inside", frame_id=frame_id(live))
    return live.instance("snap").selected_page_id


def frame_id(live, index: int = 1) -> str:
    inst = live.instance("snap")
    return inst.frame_id_of(inst.pages[inst.selected_page_id].frames[index])


def ref_of(snapshot: str, line_start: str) -> str:
    """The ref of the first snapshot line that starts (after '- ') with ``line_start``."""
    match = re.search(rf"- {re.escape(line_start)}.*\[ref=(\w+)\]", snapshot)
    assert match, f"no '{line_start}' in\n{snapshot}"
    return match.group(1)


def locate_text(live, element: str, **target) -> str:
    """The text of the element ``locate`` finds for ``element``."""

    async def find() -> str:
        resolved = targeting.resolve(live.core.manager, "snap", **target)
        locator = await targeting.locate(resolved, element)
        return (await locator.first.text_content()).strip()

    return live.run(find())


# --- snapshot -------------------------------------------------------------------------------


def test_snapshot_has_refs_url_title_and_no_modal(live, page, http_server) -> None:
    envelope = live.call("browser_snapshot", instance="snap")
    assert envelope["status"] == "success", envelope
    data = envelope["data"]
    assert set(data) == {"page_id", "url", "title", "snapshot", "modal", "truncated", "page_chars"}
    # The whole page: nothing cut, and page_chars is the snapshot's own length.
    assert data["truncated"] is False and data["page_chars"] == len(data["snapshot"])
    assert data["page_id"] == page
    assert data["url"] == http_server.url("/snap.html")
    assert data["title"] == "Snap"
    assert data["modal"] is None
    assert re.search(r'- heading "Snapshot page" \[level=1\] \[ref=(f\d+)?e\d+\]', data["snapshot"])
    assert re.search(r'- button "Go" \[ref=(f\d+)?e\d+\]', data["snapshot"])
    # Elements inside the iframe get frame-prefixed refs.
    assert re.search(r'- button "Inside" \[ref=f\d+e\d+\]', data["snapshot"])
    assert envelope["operation"]["page_id"] == page
    assert envelope["operation"]["frame_id"] == frame_id(live, 0)


def test_refs_resolve_to_their_elements(live, page) -> None:
    snapshot = live.ok("browser_snapshot", instance="snap")["snapshot"]
    go, inside = ref_of(snapshot, 'button "Go"'), ref_of(snapshot, 'button "Inside"')
    # The main frame's refs are eN however often the tab navigated; iframes' are fNeM.
    assert re.fullmatch(r"e\d+", go)
    assert re.fullmatch(r"f\d+e\d+", inside)
    assert inside.split("e")[0] != go.split("e")[0]
    assert locate_text(live, go) == "Go"
    assert locate_text(live, f"ref={go}") == "Go"
    assert locate_text(live, inside) == "Inside"  # found in the iframe


def test_stale_ref_after_the_element_is_removed_fails_fast(live, page) -> None:
    snapshot = live.ok("browser_snapshot", instance="snap")["snapshot"]
    gone = ref_of(snapshot, 'button "Remove me"')
    assert locate_text(live, gone) == "Remove me"
    live.evaluate("snap", "document.getElementById('gone').remove()")
    started = time.perf_counter()
    with pytest.raises(StaleRef, match=rf"'{gone}'.*snapshot"):
        locate_text(live, gone)
    assert time.perf_counter() - started < live.timeout / 2


def test_refs_expire_with_the_document(live, page, http_server) -> None:
    snapshot = live.ok("browser_snapshot", instance="snap")["snapshot"]
    go, inside = ref_of(snapshot, 'button "Go"'), ref_of(snapshot, 'button "Inside"')
    live.ok("browser_navigate", instance="snap", url=http_server.url("/other.html"))
    for ref in (go, inside):
        with pytest.raises(StaleRef):
            locate_text(live, ref)


def main_refs(snapshot: str) -> list[str]:
    """The refs of the snapshot's lines outside its iframes' blocks."""
    refs, inside = [], None
    for line in snapshot.splitlines():
        indent = len(line) - len(line.lstrip())
        if inside is not None and indent > inside:
            continue
        inside = indent if re.match(r"\s*- iframe\b.*:$", line) else None
        refs += re.findall(r"\[ref=(\w+)\]", line)
    return refs


def test_main_frame_refs_stay_plain_however_often_the_tab_navigates(live, http_server) -> None:
    # Playwright gives the main frame a new 'fN' prefix at each new document from the
    # second on (measured: e1, then f1e1, f2e1, ...); the snapshot shows them as eN.
    seen: list[str] = []
    for path in ("/other.html", "/count.html", "/other.html", "/snap.html"):
        live.ok("browser_navigate", instance="snap", url=http_server.url(path))
        if path == "/snap.html":
            live.ok("browser_wait_for", instance="snap", text="Inside", frame_id=frame_id(live))
        snapshot = live.ok("browser_snapshot", instance="snap")["snapshot"]
        refs = main_refs(snapshot)
        assert refs, snapshot
        assert all(re.fullmatch(r"e\d+", ref) for ref in refs), snapshot
        # A ref names one element for the tab's life: no number comes back.
        assert not set(refs) & set(seen), (seen, snapshot)
        seen += refs
    go, inside = ref_of(snapshot, 'button "Go"'), ref_of(snapshot, 'button "Inside"')
    assert re.fullmatch(r"f\d+e\d+", inside), snapshot  # the f prefix: inside an iframe
    assert locate_text(live, go) == "Go"
    assert locate_text(live, inside) == "Inside"
    assert locate_text(live, inside, frame_id=frame_id(live)) == "Inside"
    main = frame_id(live, 0)
    framed = live.ok("browser_snapshot", instance="snap", frame_id=main)["snapshot"]
    assert ref_of(framed, 'button "Go"') == go
    assert locate_text(live, go, frame_id=main) == "Go"


def test_click_by_a_main_frame_ref_after_navigations(live, http_server) -> None:
    for path in ("/other.html", "/snap.html", "/count.html"):
        live.ok("browser_navigate", instance="snap", url=http_server.url(path))
    count = ref_of(live.ok("browser_snapshot", instance="snap")["snapshot"], 'button "Count"')
    assert re.fullmatch(r"e\d+", count)
    live.ok("browser_click", instance="snap", ref=count)
    live.ok("browser_click", instance="snap", ref=f"ref={count}")
    assert live.evaluate("snap", "document.querySelector('button').textContent") == "Clicked 2"


def test_a_ref_from_an_earlier_document_is_stale_not_another_element(live, http_server) -> None:
    # Both documents put a button first: an old ref must not find the new one.
    live.ok("browser_navigate", instance="snap", url=http_server.url("/other.html"))
    live.ok("browser_navigate", instance="snap", url=http_server.url("/count.html"))
    old = ref_of(live.ok("browser_snapshot", instance="snap")["snapshot"], 'button "Count"')
    live.ok("browser_navigate", instance="snap", url=http_server.url("/other.html"))
    with pytest.raises(StaleRef, match=rf"'{old}'"):  # no snapshot of the new document yet
        locate_text(live, old)
    snapshot = live.ok("browser_snapshot", instance="snap")["snapshot"]
    assert ref_of(snapshot, 'button "Elsewhere"') != old
    with pytest.raises(StaleRef, match=rf"'{old}'"):  # nor after one
        locate_text(live, old)
    live.error("browser_click", "stale_ref", instance="snap", ref=old)


@pytest.mark.parametrize(
    "selector",
    [
        "#go",
        "css=button#go",
        "xpath=//button[@id='go']",
        "text=Go",
        'role=button[name="Go"]',
        'internal:role=button[name="Go"i]',
        "id=go",
        "data-testid=go",
    ],
)
def test_selectors_find_elements(live, page, selector: str) -> None:
    assert locate_text(live, selector) == "Go"


def test_element_not_found_fails_fast(live, page) -> None:
    started = time.perf_counter()
    with pytest.raises(ElementNotFound, match="'#nothing'"):
        locate_text(live, "#nothing")
    assert time.perf_counter() - started < live.timeout / 2


@pytest.mark.parametrize("selector", ["css=[[[", "xpath=//[", "role=", "internal:nope=1"])
def test_malformed_selector_is_invalid_params(live, page, selector: str) -> None:
    with pytest.raises(InvalidParams, match="not a valid selector"):
        locate_text(live, selector)


@pytest.mark.parametrize("element", ["", "   "])
def test_empty_element_is_invalid_params(live, page, element: str) -> None:
    with pytest.raises(InvalidParams):
        locate_text(live, element)


# --- explicit targeting ------------------------------------------------------------------------


def test_snapshot_of_one_frame(live, page, http_server) -> None:
    inner = frame_id(live)
    envelope = live.call("browser_snapshot", instance="snap", frame_id=inner)
    assert envelope["status"] == "success", envelope
    assert envelope["operation"]["frame_id"] == inner
    data = envelope["data"]
    assert data["url"] == http_server.url("/inner.html")
    assert "Inside" in data["snapshot"]
    assert "Go" not in data["snapshot"]


def test_explicit_frame_never_falls_back(live, page) -> None:
    snapshot = live.ok("browser_snapshot", instance="snap")["snapshot"]
    go, inside = ref_of(snapshot, 'button "Go"'), ref_of(snapshot, 'button "Inside"')
    inner = frame_id(live)
    assert locate_text(live, inside, frame_id=inner) == "Inside"
    # A frame-prefixed ref names its own frame; an explicit frame must not reach into it.
    with pytest.raises(StaleRef, match=inner):
        locate_text(live, go, frame_id=inner)
    with pytest.raises(ElementNotFound):
        locate_text(live, "#go", frame_id=inner)
    assert locate_text(live, "button", frame_id=inner) == "Inside"


def test_frame_not_found(live, page) -> None:
    envelope = live.error(
        "browser_snapshot", "frame_not_found", instance="snap", frame_id="frame-0"
    )
    assert "'frame-0'" in envelope["message"]
    assert envelope["operation"]["page_id"] == page


def test_detached_frame_id_expires(live, page) -> None:
    inner = frame_id(live)
    live.ok("browser_snapshot", instance="snap", frame_id=inner)
    live.evaluate("snap", "document.getElementById('inner').remove()")
    live.error("browser_snapshot", "frame_not_found", instance="snap", frame_id=inner)
    with pytest.raises(FrameNotFound):
        locate_text(live, "button", frame_id=inner)


def test_frame_of_another_page_is_not_found(live, page) -> None:
    inst = live.instance("snap")
    other = live.run(inst.context.new_page())
    try:
        other_page_id = inst.page_id_of(other)
        envelope = live.error(
            "browser_snapshot",
            "frame_not_found",
            instance="snap",
            page_id=other_page_id,
            frame_id=frame_id(live),
        )
        assert "another page" in envelope["message"]
    finally:
        live.run(other.close())


def test_page_not_found(live, page) -> None:
    envelope = live.error("browser_snapshot", "page_not_found", instance="snap", page_id="page-0")
    assert "'page-0'" in envelope["message"]
    with pytest.raises(PageNotFound):
        locate_text(live, "#go", page_id="page-0")


# --- modal state ----------------------------------------------------------------------------------


def wait_for_modal(live) -> None:
    inst = live.instance("snap")
    deadline = time.monotonic() + live.timeout
    while inst.modals.pending(inst.selected_page_id) is None and time.monotonic() < deadline:
        time.sleep(0.05)


def test_snapshot_reports_a_pending_alert(live, page) -> None:
    live.evaluate("snap", "setTimeout(() => alert('Watch out'), 0)")
    wait_for_modal(live)
    data = live.ok("browser_snapshot", instance="snap")
    assert data["modal"] == {
        "kind": "dialog",
        "page_id": page,
        "type": "alert",
        "message": "Watch out",
        "resolve_with": "browser_handle_dialog",
    }
    assert "Go" in data["snapshot"]  # the page is still there
    live.ok("browser_handle_dialog", instance="snap", accept=True)
    assert live.ok("browser_snapshot", instance="snap")["modal"] is None


def test_snapshot_reports_a_pending_prompt_with_its_default(live, page) -> None:
    live.evaluate("snap", "setTimeout(() => prompt('Your name?', 'Ada'), 0)")
    wait_for_modal(live)
    modal = live.ok("browser_snapshot", instance="snap")["modal"]
    assert modal["type"] == "prompt"
    assert modal["message"] == "Your name?"
    assert modal["default_value"] == "Ada"
    live.ok("browser_handle_dialog", instance="snap", accept=False)
    assert live.ok("browser_snapshot", instance="snap")["modal"] is None
