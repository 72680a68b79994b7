"""Tabs as tabs (browser/newtabs.py): Tabs New opens a tab of the instance's window, not a
window of its own, where Firefox over BiDi runs headless; the selected page is the one
in front, visible and focused, as a user sees it; a page behind others stays actionable.

What a page sees is read in the page: ``visibilityState``, ``hasFocus()``, and the
focus, blur and visibilitychange events it got (``window.seen``).
"""

from __future__ import annotations

from typing import Any

import pytest

NAME = "tabs"
WATCH = """<!doctype html><title>Watched</title>
<button id="go" onclick="this.textContent='clicked'">go</button>
<a id="popup" href="/watched.html?popup" target="_blank">popup</a>
<script>
  window.seen = [];
  for (const type of ["focus", "blur"]) addEventListener(type, () => seen.push(type));
  document.addEventListener("visibilitychange", () => seen.push(document.visibilityState));
</script>"""
# What the page sees, once a tab switch has reached it: the page a tab left goes hidden
# a moment after the other is in front (measured: within one or two event loop turns).
STATE = """() => new Promise(done => {
  const read = () => ({state: document.visibilityState, focus: document.hasFocus(), seen: window.seen});
  // Settled: in front (visible, focused) or behind (hidden, unfocused); else a moment.
  const settled = () => document.hidden !== document.hasFocus();
  let left = 50;
  const look = () => (settled() || !left--) ? done(read()) : setTimeout(look, 20);
  look();
})"""
OWN = """<!doctype html><title>Own open</title>
<script>window.open = () => null;</script><p>own</p>"""
FRESH = """() => ({opener: window.opener, name: window.name, history: history.length,
  kept: sessionStorage.getItem("kept")})"""


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    http_server.add("/watched.html", WATCH)
    http_server.add("/own-open.html", OWN)
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=NAME)
    if not live.instance(NAME).engine.over_bidi:
        pytest.skip("tabs as tabs are for Firefox over WebDriver BiDi")
    return live


@pytest.fixture
def first(live: Any, http_server: Any) -> str:
    """The only page of the instance, on watched.html; the others are closed after."""
    inst = live.instance(NAME)
    live.ok("browser_navigate", instance=NAME, url=http_server.url("/watched.html"))
    page_id = inst.selected_page_id
    yield page_id
    for other in [p for p in inst.pages if p != page_id]:
        live.ok("browser_tabs", instance=NAME, action="close", page_id=other)


def state(live: Any, page_id: str) -> dict[str, Any]:
    return live.ok("browser_evaluate", instance=NAME, function=STATE, page_id=page_id)["result"]


def test_tabs_new_opens_a_tab_in_front_and_the_page_it_leaves_goes_behind(
    live: Any, http_server: Any, first: str
) -> None:
    live.ok("browser_evaluate", instance=NAME, function="() => { window.seen = []; }")
    opened = live.ok(
        "browser_tabs", instance=NAME, action="new", url=http_server.url("/watched.html")
    )
    assert live.instance(NAME).selected_page_id == opened["page_id"]
    new = state(live, opened["page_id"])
    assert (new["state"], new["focus"]) == ("visible", True)
    old = state(live, first)
    assert (old["state"], old["focus"]) == ("hidden", False)  # a window would stay visible
    assert old["seen"] == ["blur", "hidden"], old["seen"]
    # Back to the first tab: it comes to the front and the new one goes behind.
    live.ok("browser_tabs", instance=NAME, action="select", page_id=first)
    old, new = state(live, first), state(live, opened["page_id"])
    assert (old["state"], old["focus"]) == ("visible", True)
    assert old["seen"] == ["blur", "hidden", "visible", "focus"], old["seen"]
    assert (new["state"], new["focus"]) == ("hidden", False)
    assert new["seen"][-2:] == ["blur", "hidden"], new["seen"]


def test_a_page_behind_others_stays_actionable(live: Any, http_server: Any, first: str) -> None:
    live.ok("browser_tabs", instance=NAME, action="new", url=http_server.url("/watched.html"))
    assert state(live, first)["state"] == "hidden"
    live.ok("browser_click", instance=NAME, ref="id=go", page_id=first)
    assert state(live, first)["state"] == "hidden"  # a page_id acts without the front
    text = live.ok("browser_get_text", instance=NAME, ref="id=go", page_id=first)["text"]
    assert text == "clicked"


def test_a_new_tab_is_as_fresh_as_a_new_window(live: Any, http_server: Any, first: str) -> None:
    live.ok("browser_evaluate", instance=NAME, function="() => sessionStorage.setItem('kept', 1)")
    opened = live.ok(
        "browser_tabs", instance=NAME, action="new", url=http_server.url("/watched.html")
    )
    fresh = live.ok("browser_evaluate", instance=NAME, function=FRESH, page_id=opened["page_id"])
    assert fresh["result"] == {"opener": None, "name": "", "history": 1, "kept": None}


def test_the_selected_page_comes_back_to_the_front_before_a_tool_acts_on_it(
    live: Any, first: str
) -> None:
    """A popup the page opened comes to the front; the selection stays on the first
    page, which is brought back to the front by the next tool that acts on it."""
    live.ok("browser_click", instance=NAME, ref="id=popup", expect="popup", select=False)
    inst = live.instance(NAME)
    popup = next(p for p in inst.pages if p != first)
    assert inst.selected_page_id == first
    assert state(live, popup)["state"] == "visible"
    live.ok("browser_click", instance=NAME, ref="id=go")
    seen = state(live, first)
    assert (seen["state"], seen["focus"]) == ("visible", True)
    assert state(live, popup)["state"] == "hidden"


def test_a_page_with_its_own_window_open_gets_a_window(live: Any, http_server: Any) -> None:
    """Its window.open is not the browser's: the new page is a window, and the page it
    leaves stays visible, as every new page was before tabs."""
    live.ok("browser_navigate", instance=NAME, url=http_server.url("/own-open.html"))
    inst = live.instance(NAME)
    own = inst.selected_page_id
    opened = live.ok("browser_tabs", instance=NAME, action="new")
    look = "() => document.visibilityState"
    assert (
        live.ok("browser_evaluate", instance=NAME, function=look, page_id=own)["result"]
        == "visible"
    )
    live.ok("browser_tabs", instance=NAME, action="close", page_id=opened["page_id"])
