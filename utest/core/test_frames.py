"""browser_frames against a real browser: atest/pages/frames-main.html (named, id-only,
anonymous, nested and cross-origin iframes) and frames-churn.html (iframes replaced
every few milliseconds).
"""

from __future__ import annotations

from typing import Any

import pytest

from testsupport.waiting import wait_until

NAME = "frames"


@pytest.fixture(scope="module")
def site(fixture_site: tuple[str, str]) -> tuple[str, str]:
    """(URL, cross-origin URL) of the atest fixture pages."""
    return fixture_site


@pytest.fixture
def main_page(live: Any, site: tuple[str, str]) -> str:
    """frames-main.html with all its frames loaded in the selected page; its page id."""
    base, cross = site
    live.ok("browser_navigate", instance=NAME, url=f"{base}/frames-main.html?cross={cross}")
    inst = live.instance(NAME)
    page = inst.pages[inst.selected_page_id]
    wait_until(lambda: len(page.frames) == 6 and all(f.url != "about:blank" for f in page.frames))
    return inst.selected_page_id


def by_url(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The frames of a result keyed by the end of their URL."""
    return {f["url"].split("?cross=")[0].rsplit("/", 1)[1]: f for f in data["frames"]}


def test_lists_every_attached_frame(live: Any, main_page: str, site: tuple[str, str]) -> None:
    base, cross = site
    envelope = live.call("browser_frames", instance=NAME)
    assert envelope["status"] == "success", envelope
    data = envelope["data"]
    assert set(data) == {"page_id", "main_frame_id", "frames"}
    assert data["page_id"] == main_page == envelope["operation"]["page_id"]
    frames = by_url(data)
    assert set(frames) == {
        "frames-main.html",
        "frames-child.html",
        "frames-leaf.html?nested",
        "frames-leaf.html?sidebar",
        "frames-leaf.html?anonymous",
        "frames-leaf.html?payments",
    }
    main = frames["frames-main.html"]
    assert main == {
        "frame_id": data["main_frame_id"],
        "parent_frame_id": None,
        "name": "",
        "url": f"{base}/frames-main.html?cross={cross}",
        "is_main": True,
    }
    assert data["frames"][0] is not None and data["frames"][0]["is_main"]
    for frame in data["frames"][1:]:
        assert set(frame) == {"frame_id", "parent_frame_id", "name", "url", "is_main"}
        assert frame["is_main"] is False
    assert frames["frames-child.html"]["name"] == "checkout"
    assert frames["frames-child.html"]["parent_frame_id"] == data["main_frame_id"]
    nested = frames["frames-leaf.html?nested"]
    assert nested["name"] == "nested"
    assert nested["parent_frame_id"] == frames["frames-child.html"]["frame_id"]
    assert frames["frames-leaf.html?sidebar"]["name"] == "sidebar"  # from the id
    assert frames["frames-leaf.html?anonymous"]["name"] == ""
    payments = frames["frames-leaf.html?payments"]
    assert payments["name"] == "payments" and payments["url"].startswith(cross)
    ids = [f["frame_id"] for f in data["frames"]]
    assert len(set(ids)) == len(ids)
    positions = {f["frame_id"]: n for n, f in enumerate(data["frames"])}
    for frame in data["frames"][1:]:
        assert positions[frame["parent_frame_id"]] < positions[frame["frame_id"]]  # parents first


def test_names_do_not_depend_on_the_racy_frame_name(live: Any, site: tuple[str, str]) -> None:
    """Ten loads: the engine's frame.name is sometimes '', our name never is."""
    base, cross = site
    inst = live.instance(NAME)
    for _ in range(10):
        live.ok("browser_navigate", instance=NAME, url=f"{base}/frames-main.html?cross={cross}")
        page = inst.pages[inst.selected_page_id]
        wait_until(lambda page=page: len(page.frames) == 6)
        frames = by_url(live.ok("browser_frames", instance=NAME))
        assert frames["frames-child.html"]["name"] == "checkout"
        assert frames["frames-leaf.html?nested"]["name"] == "nested"
        assert frames["frames-leaf.html?sidebar"]["name"] == "sidebar"
        assert frames["frames-leaf.html?payments"]["name"] == "payments"


def test_ids_survive_navigation_and_expire_on_detach(live: Any, main_page: str) -> None:
    before = by_url(live.ok("browser_frames", instance=NAME))
    sidebar = before["frames-leaf.html?sidebar"]["frame_id"]
    live.evaluate(NAME, "navigateSidebar()")
    inst = live.instance(NAME)
    wait_until(lambda: inst.frames[sidebar].url.endswith("?moved"))
    moved = by_url(live.ok("browser_frames", instance=NAME))
    assert moved["frames-leaf.html?moved"]["frame_id"] == sidebar  # the same frame navigated
    assert moved["frames-main.html"]["frame_id"] == before["frames-main.html"]["frame_id"]
    live.evaluate(NAME, "replaceSidebar()")
    wait_until(lambda: sidebar not in inst.frames)
    page = inst.pages[main_page]
    wait_until(lambda: any(f.url.endswith("?replacement") for f in page.frames))
    replaced = live.ok("browser_frames", instance=NAME)
    new_id = by_url(replaced)["frames-leaf.html?replacement"]["frame_id"]
    assert new_id != sidebar
    assert sidebar not in [f["frame_id"] for f in replaced["frames"]]
    live.error("browser_snapshot", "frame_not_found", instance=NAME, frame_id=sidebar)
    live.error(
        "browser_generate_locator", "frame_not_found", instance=NAME, selector="p", frame_id=sidebar
    )
    live.evaluate(NAME, "removeSidebar()")
    wait_until(lambda: new_id not in inst.frames)
    after = live.ok("browser_frames", instance=NAME)
    assert new_id not in [f["frame_id"] for f in after["frames"]]
    assert len(after["frames"]) == 5


def test_main_frame_id_survives_a_navigation(
    live: Any, main_page: str, site: tuple[str, str]
) -> None:
    first = live.ok("browser_frames", instance=NAME)["main_frame_id"]
    live.ok("browser_navigate", instance=NAME, url=f"{site[0]}/frames-leaf.html")
    data = live.ok("browser_frames", instance=NAME)
    assert data["main_frame_id"] == first
    assert len(data["frames"]) == 1


def test_explicit_page_keeps_the_selection(live: Any, main_page: str) -> None:
    other = live.ok("browser_tabs", instance=NAME, action="new")["page_id"]
    try:
        data = live.ok("browser_frames", instance=NAME, page_id=main_page)
        assert data["page_id"] == main_page and len(data["frames"]) == 6
        assert live.instance(NAME).selected_page_id == other
        blank = live.ok("browser_frames", instance=NAME)
        assert blank["page_id"] == other and len(blank["frames"]) == 1
    finally:
        live.ok("browser_tabs", instance=NAME, action="close", page_id=other)


def test_works_while_a_dialog_is_pending(live: Any, main_page: str) -> None:
    live.evaluate(NAME, "setTimeout(() => alert('hold'), 0)")
    wait_until(lambda: bool(live.instance(NAME).modals.open))
    try:
        assert len(live.ok("browser_frames", instance=NAME)["frames"]) == 6
    finally:
        live.ok("browser_handle_dialog", instance=NAME, accept=True)


def test_errors(live: Any, main_page: str) -> None:
    live.error("browser_frames", "instance_not_found", instance="nobody")
    envelope = live.error("browser_frames", "page_not_found", instance=NAME, page_id="page-000")
    assert "page-000" in envelope["message"]
    live.error("browser_frames", "invalid_params", instance=NAME, frame_id="frame-1")


def test_frames_that_never_settle_are_frame_not_found(live: Any, site: tuple[str, str]) -> None:
    url = f"{site[0]}/frames-churn.html"
    churn = live.ok("browser_tabs", instance=NAME, action="new", url=url)["page_id"]
    try:
        envelope = live.error("browser_frames", "frame_not_found", instance=NAME)
        assert "detached while they were listed" in envelope["message"]
        assert envelope["operation"]["page_id"] == churn
    finally:
        live.ok("browser_tabs", instance=NAME, action="close", page_id=churn)
