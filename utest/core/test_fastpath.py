"""The fast path of Click, Double Click, Hover, Check and Uncheck (page/fastpath.py): one
look in the page, then the mouse.

It is taken only when every check Playwright makes holds at that moment; otherwise
Playwright's action runs (``Locator.click`` / ``Locator.hover`` show in the calls) and
waits for what is missing. Each check is provoked here with an element that is not
ready at first and becomes ready 300 ms after the test arms it, just before its action
(so a loaded machine cannot make it ready before the look): the fast path declines,
Playwright waits, and the click lands on the element once it is ready, never on
anything else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

NAME = "fast"


def look(live: Any) -> str:
    """The call a selector's look is: one through the BiDi door where the instance has one
    (core/page/doorworld.py), else Playwright's evaluate_all."""
    return "door" if live.instance(NAME).door is not None else "evaluate_all"


PAGE = """<!doctype html><title>Fast path</title>
<style>
  button { display: block; margin: 8px; width: 120px; height: 30px; }
  #covered-area { position: relative; }
  #cover { position: absolute; top: 0; left: 0; width: 300px; height: 46px; background: #eee; }
  #far { margin-top: 3000px; }
  @keyframes slide { from { margin-left: 0; } to { margin-left: 200px; } }
  .sliding { animation: slide 0.3s linear; }
</style>
<button id="ready">ready</button>
<button id="late-visible" style="display:none">late visible</button>
<button id="late-enabled" disabled>late enabled</button>
<button id="moving">moving</button>
<div id="covered-area"><button id="covered">covered</button><div id="cover"></div></div>
<label id="label">A box <input id="box" type="checkbox" disabled></label>
<iframe srcdoc="<button id=inner onclick=&quot;parent.hits.push('inner')&quot;>inner</button>"></iframe>
<button id="far">far</button>
<script>
  window.hits = [];
  window.hovered = [];
  window.doubles = [];
  for (const el of document.querySelectorAll("button, #cover, input")) {
    el.addEventListener("click", e => hits.push(el.id + (e.isTrusted ? "" : " (synthetic)")));
    el.addEventListener("dblclick", () => doubles.push(el.id));
    el.addEventListener("mouseover", () => hovered.push(el.id));
  }
  // Called by a test just before its action, so a loaded machine cannot make the
  // elements ready before the action looks: they are ready 300 ms later.
  window.arm = () => {
    document.getElementById("moving").classList.add("sliding");
    setTimeout(() => {
      document.getElementById("late-visible").style.display = "block";
      document.getElementById("late-enabled").disabled = false;
      document.getElementById("cover").remove();
      document.getElementById("box").disabled = false;
    }, 300);
  };
</script>"""


@pytest.fixture(scope="module")
def live(live_cores: Any, http_server: Any) -> Any:
    http_server.add("/fastpath.html", PAGE)
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=NAME)
    return live


@pytest.fixture
def page(live: Any, http_server: Any) -> Callable[[str], Any]:
    live.ok("browser_navigate", instance=NAME, url=http_server.url("/fastpath.html"))
    return lambda expression: live.ok(
        "browser_evaluate", instance=NAME, function=f"() => {expression}"
    )["result"]


@pytest.fixture
def calls(locator_calls: Callable[..., list[str]]) -> list[str]:
    return locator_calls("evaluate_all", "click", "dblclick", "hover", "count", "set_checked")


def test_a_ready_element_is_clicked_by_the_fast_path(
    live: Any, page: Any, calls: list[str]
) -> None:
    live.ok("browser_click", instance=NAME, ref="id=ready")
    assert calls == [look(live)]  # one look; no Locator.click
    assert page("hits") == ["ready"]  # trusted, on the element


def test_an_element_out_of_view_is_scrolled_to_and_clicked(
    live: Any, page: Any, calls: list[str]
) -> None:
    live.ok("browser_click", instance=NAME, ref="id=far")
    assert calls == [look(live)] and page("hits") == ["far"]
    assert page("scrollY") > 0


@pytest.mark.parametrize(
    "element",
    ["late-visible", "late-enabled", "moving", "covered"],
)
def test_an_element_not_ready_goes_to_playwrights_click_which_waits(
    live: Any, page: Any, calls: list[str], element: str
) -> None:
    """Hidden, disabled, moving, covered: the look declines, Playwright waits, and the
    click lands on the element (never on the cover) once it is ready."""
    page("arm()")
    live.ok("browser_click", instance=NAME, ref=f"id={element}")
    assert calls[0] == look(live) and "click" in calls, calls
    assert page("hits") == [element]


def test_a_label_of_a_disabled_control_waits_as_playwright_does(
    live: Any, page: Any, calls: list[str]
) -> None:
    """Enabled is read through a label to its control, as Playwright's retarget does."""
    page("arm()")
    live.ok("browser_click", instance=NAME, ref="id=label")
    assert "click" in calls, calls
    assert page("document.getElementById('box').checked") is True


@pytest.mark.parametrize(
    "arguments",
    [
        {"ref": "iframe >> internal:control=enter-frame >> #inner"},
        {"ref": "#ready", "modifiers": ["Shift"]},
        {"ref": "#ready", "position": "5,5"},
        {"ref": "#ready", "click_count": 2},
    ],
    ids=["into a frame", "modifiers", "position", "click_count"],
)
def test_cases_the_path_does_not_cover_go_to_playwright(
    live: Any, page: Any, calls: list[str], arguments: dict[str, Any]
) -> None:
    live.ok("browser_click", instance=NAME, **arguments)
    assert calls.count("click") == 1, calls  # Playwright's click, once
    assert page("hits")[:1] in (["inner"], ["ready"])


def test_a_ref_goes_to_playwright(live: Any, page: Any, calls: list[str]) -> None:
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    line = next(text for text in snapshot.splitlines() if 'button "ready"' in text)
    ref = line.split("[ref=")[1].split("]")[0]
    calls.clear()
    live.ok("browser_click", instance=NAME, ref=ref)
    assert "click" in calls and look(live) not in calls, calls
    assert page("hits") == ["ready"]


def test_hover_takes_the_fast_path_when_ready(live: Any, page: Any, calls: list[str]) -> None:
    live.ok("browser_hover", instance=NAME, ref="id=ready")
    assert calls == [look(live)] and page("hovered") == ["ready"]
    calls.clear()
    page("arm()")
    live.ok("browser_hover", instance=NAME, ref="id=late-visible")
    assert "hover" in calls, calls
    assert page("hovered")[-1] == "late-visible"


def test_double_click_takes_the_fast_path_when_ready(
    live: Any, page: Any, calls: list[str]
) -> None:
    """The look, then the two clicks in a row (page/clicks.py): one evaluation in the
    page's world and no Locator.dblclick; the browser's one dblclick reaches the element
    (before issue 40: a watch and a finish around two single clicks)."""
    clicked = live.ok("browser_double_click", instance=NAME, ref="id=ready")
    assert calls == [look(live)], calls
    assert page("hits") == ["ready", "ready"] and page("doubles") == ["ready"]
    assert clicked["modal"] is None


@pytest.mark.parametrize(
    "arguments",
    [
        {"ref": "id=late-enabled"},
        {"ref": "id=covered"},
        {"ref": "id=ready", "modifiers": ["Shift"]},
    ],
    ids=["disabled at first", "covered at first", "modifiers"],
)
def test_a_double_click_not_ready_goes_to_playwright(
    live: Any, page: Any, calls: list[str], arguments: dict[str, Any]
) -> None:
    """Playwright's checks wait (its click's trial), then the clicks go in a row: both
    land on the element, never the cover."""
    page("arm()")
    live.ok("browser_double_click", instance=NAME, **arguments)
    assert calls.count("click") == 1 and "dblclick" not in calls, calls
    element = arguments["ref"].removeprefix("id=")
    assert page("hits") == [element, element] and page("doubles") == [element]


def test_overlay_handlers_keep_playwrights_click(live: Any, page: Any, calls: list[str]) -> None:
    """Playwright runs overlay handlers in its actionability checks: with one added, every
    action takes Playwright's way, so the handler clears its overlay first."""
    live.ok("browser_add_overlay_handler", instance=NAME, selector="#far", action="hide")
    try:
        live.ok("browser_click", instance=NAME, ref="id=ready")
        assert "click" in calls, calls
        assert page("getComputedStyle(document.getElementById('far')).display") == "none"
    finally:
        live.ok("browser_remove_overlay_handler", instance=NAME, selector="#far")


BOXES = """<!doctype html><title>Boxes</title>
<label><input id="box" type="checkbox"> Box</label>
<label><input id="stubborn" type="checkbox" onclick="event.preventDefault()"> Stubborn</label>
<input id="late" type="checkbox" disabled>
<script>setTimeout(() => { document.getElementById("late").disabled = false; }, 300);</script>"""


def test_check_and_uncheck_take_the_fast_path_and_read_the_state_back(
    live: Any, http_server: Any, calls: list[str]
) -> None:
    live.ok("browser_navigate", instance=NAME, url=http_server.add("/boxes.html", BOXES))
    calls.clear()
    assert live.ok("browser_check_checkbox", instance=NAME, ref="#box")["changed"] is True
    assert "click" not in calls and "set_checked" not in calls, calls
    assert live.ok("browser_uncheck_checkbox", instance=NAME, ref="#box")["changed"] is True
    state = live.ok("browser_get_checkbox_state", instance=NAME, ref="#box")
    assert state["checked"] is False
    # A click the page undoes is verification_failed, on either path.
    message = live.error(
        "browser_check_checkbox", "verification_failed", instance=NAME, ref="#stubborn"
    )
    assert (
        message["message"]
        == "'#stubborn' is still unchecked: it was clicked, and the page undid the change"
    )
    # Not ready yet (disabled): Playwright's set_checked waits, then checks it.
    assert live.ok("browser_check_checkbox", instance=NAME, ref="#late")["changed"] is True


LINKS = """<!doctype html><title>Links</title>
<a id="away" href="/fastpath.html">away</a>
<a id="spa" href="/fastpath.html" onclick="event.preventDefault(); this.textContent='routed'">spa</a>
<a id="popup" href="/fastpath.html" target="_blank">popup</a>
<form action="/fastpath.html"><button id="send">send</button></form>
<form id="kept" action="/fastpath.html" onsubmit="event.preventDefault(); this.dataset.sent = 1">
  <button id="keep">keep</button></form>"""


@pytest.fixture
def load_waits(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The loads a click waited for (page/fastpath.LoadEnds.wait), by the page's URL then."""
    from CamoufoxLibrary.core.page import fastpath

    waited: list[str] = []
    original = fastpath.LoadEnds.wait

    async def wait(self: Any) -> None:
        waited.append(self.page.url)
        await original(self)

    monkeypatch.setattr(fastpath.LoadEnds, "wait", wait)
    return waited


@pytest.mark.parametrize(
    ("element", "loads"),
    [("away", True), ("send", True), ("spa", False), ("keep", False), ("popup", False)],
)
def test_a_click_that_loads_a_document_returns_once_it_has_committed(
    live: Any, http_server: Any, load_waits: list[str], element: str, loads: bool
) -> None:
    """A link or a submit the page lets go: the click returns with the new document in
    place, as Playwright's click waits for the navigations it scheduled. One the page
    prevents (a router's link, a form sent by script) or that opens another window: no wait."""
    url = http_server.add("/links.html", LINKS)
    live.ok("browser_navigate", instance=NAME, url=url)
    live.ok("browser_click", instance=NAME, ref=f"id={element}")
    path = live.ok("browser_evaluate", instance=NAME, function="() => location.pathname")
    assert (path["result"] == "/fastpath.html") is loads
    assert bool(load_waits) is loads
    inst = live.instance(NAME)
    for page_id in [p for p in inst.pages if p != inst.selected_page_id]:
        live.ok("browser_tabs", instance=NAME, action="close", page_id=page_id)
