"""expect= of the action tools and Tabs Select NEW, against a real browser.

atest/pages/popups.html opens a tab 300 ms after a click (setTimeout + window.open), a
``target=_blank`` link, a popup that is about:blank for 300 ms before it navigates, a
blank window, a download, a fetch 200 ms after a click and a navigation 200 ms after
one; popups-target.html is what they open.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

NAME = "following"


@pytest.fixture(scope="module")
def live(live_cores: Any, tmp_path_factory: Any) -> Any:
    out = tmp_path_factory.mktemp("following-out")
    live = live_cores(timeout=5, output_dir=str(out))
    live.ok("browser_create_instance", instance=NAME)
    return live


@pytest.fixture
def page(live: Any, fixture_site: tuple[str, str]) -> Iterator[str]:
    """The opener page loaded in the instance's only tab (others are closed), selected."""
    yield open_only_the_opener(live, fixture_site[0])
    open_only_the_opener(live, fixture_site[0])


def open_only_the_opener(live: Any, site: str) -> str:
    inst = live.instance(NAME)
    for modal in list(inst.modals.open):
        inst.modals.resolve(modal)
        if modal.kind == "dialog":
            live.run(modal.handle.dismiss())
    tabs = live.ok("browser_tabs", instance=NAME, action="list")["tabs"]
    for tab in tabs[1:]:
        live.ok("browser_tabs", instance=NAME, action="close", page_id=tab["page_id"])
    live.ok("browser_tabs", instance=NAME, action="select", index=0)
    live.ok("browser_navigate", instance=NAME, url=site + "/popups.html")
    return live.instance(NAME).selected_page_id


def title(live: Any, page_id: str | None = None) -> str:
    return live.ok("browser_get_title", instance=NAME, page_id=page_id)["title"]


def test_a_popup_opened_after_300_ms_is_followed_and_selected(live: Any, page: str) -> None:
    data = live.ok("browser_click", instance=NAME, ref="#late", expect="popup")
    popup = data["popup"]
    assert popup["url"].endswith("popups-target.html?via=late")
    assert popup["index"] == 1
    assert live.instance(NAME).selected_page_id == popup["page_id"] != page
    assert title(live) == "Popup target"
    assert data["modal"] is None


def test_select_false_keeps_the_current_page(live: Any, page: str) -> None:
    popup = live.ok("browser_click", instance=NAME, ref="#blank", expect="popup", select=False)[
        "popup"
    ]
    assert popup["url"].endswith("?via=blank")
    assert live.instance(NAME).selected_page_id == page
    assert title(live, popup["page_id"]) == "Popup target"


def test_a_popup_blank_first_is_followed_until_its_real_url(live: Any, page: str) -> None:
    popup = live.ok("browser_click", instance=NAME, ref="#navlater", expect="popup")["popup"]
    assert popup["url"].endswith("?via=navlater")
    assert title(live) == "Popup target"


def test_a_popup_that_stays_blank_times_out_naming_it(live: Any, page: str) -> None:
    with live.deadline(1.5):
        envelope = live.error(
            "browser_click", "wait_timeout", instance=NAME, ref="#stayblank", expect="popup"
        )
    message = envelope["message"]
    assert message.startswith("expect=popup: page 'page-")
    assert "still at about:blank" in message and "browser_tabs action 'select'" in message
    assert live.instance(NAME).selected_page_id == page


def test_no_popup_times_out_listing_the_pages(live: Any, page: str) -> None:
    with live.deadline(1.0):
        envelope = live.error(
            "browser_click", "wait_timeout", instance=NAME, ref="#nothing", expect="popup"
        )
    assert envelope["message"].startswith("expect=popup: no popup opened within")
    assert f"pages seen: {page} (http" in envelope["message"]


def test_a_download_is_saved_in_the_output_folder(live: Any, page: str) -> None:
    saved = live.ok("browser_click", instance=NAME, ref="#download", expect="download")["download"]
    assert saved["suggested_filename"] == "report.csv"
    path = Path(saved["path"])
    assert path.parent == Path(live.core.settings.output_dir).resolve() / "downloads"
    assert path.read_text() == "line 1\nline 2\nline 3\n"


def test_a_response_after_200_ms_is_followed(live: Any, page: str) -> None:
    response = live.ok(
        "browser_click", instance=NAME, ref="#fetch", expect="response", expect_url="**/__api__/*"
    )["response"]
    assert response["url"].endswith("/__api__/items") and response["status"] == 200
    assert response["json"]["items"]
    # Without a matcher the first response of any URL.
    response = live.ok("browser_click", instance=NAME, ref="#fetch", expect="response")["response"]
    assert response["status"] == 200


def test_a_response_that_never_comes_names_its_pattern(live: Any, page: str) -> None:
    with live.deadline(1.0):
        envelope = live.error(
            "browser_click",
            "wait_timeout",
            instance=NAME,
            ref="#fetch",
            expect="response",
            expect_url="**/never",
        )
    assert envelope["message"].startswith("expect=response: no response matching '**/never'")


def test_a_new_url_is_followed_and_a_pattern_must_match(live: Any, page: str) -> None:
    url = live.ok("browser_click", instance=NAME, ref="#hash", expect="url")["url"]
    assert url.endswith("popups.html#moved")
    with live.deadline(1.0):
        envelope = live.error(
            "browser_click", "wait_timeout", instance=NAME, ref="#nothing", expect="url"
        )
    assert envelope["message"].startswith("expect=url: the page did not navigate at all")
    url = live.ok(
        "browser_click", instance=NAME, ref="#go", expect="url", expect_url="regex:via=self$"
    )["url"]
    assert url.endswith("?via=self")


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("browser_double_click", {"ref": "#blank"}),
        ("browser_press_key", {"key": "Enter"}),
        ("browser_keyboard_key", {"action": "press", "key": "Enter"}),
        ("browser_press_keys", {"ref": "#blank", "keys": ["Enter"]}),
        ("browser_mouse_click_xy", {"x": 50, "y": 20}),  # the late opener's place
        ("browser_evaluate", {"function": "() => { window.open('popups-target.html') }"}),
    ],
)
def test_every_action_tool_follows_a_popup(
    live: Any, page: str, tool: str, arguments: dict[str, Any]
) -> None:
    live.evaluate(NAME, "document.getElementById('blank').focus()")
    data = live.ok(tool, instance=NAME, expect="popup", **arguments)
    assert "popups-target.html" in data["popup"]["url"]
    assert live.instance(NAME).selected_page_id == data["popup"]["page_id"]


def test_a_dialog_ends_the_wait_and_handle_dialog_follows_what_comes(live: Any, page: str) -> None:
    data = live.ok("browser_click", instance=NAME, ref="#confirm", expect="popup")
    assert data["modal"]["type"] == "confirm"
    assert data["popup"] is None  # not awaited: the dialog blocks the page
    answered = live.ok("browser_handle_dialog", instance=NAME, accept=True, expect="popup")
    assert answered["popup"]["url"].endswith("?via=confirm")
    assert live.instance(NAME).selected_page_id == answered["popup"]["page_id"]


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"expect": "window"}, "argument 'expect'"),
        ({"expect": "url", "expect_url": "regex:("}, "argument 'expect_url': '(' is not a valid"),
        ({"expect": "url", "expect_url": "{a,b"}, "argument 'expect_url': the glob"),
        ({"expect": "popup", "expect_url": "**"}, "not to expect=popup"),
        ({"expect_url": "**"}, "not to no expect"),
        ({"expect": "download", "select": False}, "argument 'select' applies to expect=popup"),
    ],
)
def test_bad_expectations_are_invalid_params_naming_the_argument(
    live: Any, page: str, arguments: dict[str, Any], words: str
) -> None:
    envelope = live.error("browser_click", "invalid_params", instance=NAME, ref="#go", **arguments)
    assert words in envelope["message"]
    if arguments.get("expect") == "window":
        assert all(word in envelope["message"] for word in ("popup", "download", "response"))
    assert live.ok("browser_get_text", instance=NAME, ref="#status")["text"] == "idle"  # no click


# --- Tabs Select NEW, negative indexes --------------------------------------------------


def test_tabs_select_new_waits_for_the_page_a_click_opens(live: Any, page: str) -> None:
    live.ok("browser_click", instance=NAME, ref="#late")  # the popup comes 300 ms later
    data = live.ok("browser_tabs", instance=NAME, action="select", page_id="NEW")
    assert data["page_id"] != page and data["selected_index"] == 1
    assert live.instance(NAME).selected_page_id == data["page_id"]
    assert title(live) == "Popup target"


def test_tabs_select_new_takes_a_page_already_open_and_its_real_url(live: Any, page: str) -> None:
    live.ok("browser_click", instance=NAME, ref="#blank")
    live.ok("browser_click", instance=NAME, ref="#navlater")  # blank for 300 ms
    tabs = live.ok("browser_tabs", instance=NAME, action="list")["tabs"]
    data = live.ok("browser_tabs", instance=NAME, action="select", page_id="NEW")
    assert data["selected_index"] == len(tabs) - 1  # the newest of the two
    assert live.instance(NAME).pages[data["page_id"]].url.endswith("?via=navlater")


def test_tabs_select_new_counts_pages_opened_since_the_selection(live: Any, page: str) -> None:
    popup = live.ok("browser_click", instance=NAME, ref="#blank", expect="popup")["popup"]
    live.ok("browser_tabs", instance=NAME, action="select", index=0)
    # The popup opened before the opener was selected again: it is not NEW.
    with live.deadline(1.0):
        envelope = live.error(
            "browser_tabs", "wait_timeout", instance=NAME, action="select", page_id="NEW"
        )
    message = envelope["message"]
    assert message.startswith("page_id NEW: no page opened since the selected one was selected")
    assert f"{page} (http" in message and f"{popup['page_id']} (http" in message


def test_negative_indexes_count_from_the_end(live: Any, page: str) -> None:
    popup = live.ok("browser_click", instance=NAME, ref="#blank", expect="popup")["popup"]
    assert live.ok("browser_tabs", instance=NAME, action="select", index=-2)["page_id"] == page
    assert (
        live.ok("browser_tabs", instance=NAME, action="select", index=-1)["page_id"]
        == (popup["page_id"])
    )
    envelope = live.error(
        "browser_tabs", "invalid_params", instance=NAME, action="select", index=-3
    )
    assert "(0 to 1, or -1 to -2 from the end), got -3" in envelope["message"]
    closed = live.ok("browser_tabs", instance=NAME, action="close", index=-1)
    assert closed["page_id"] == popup["page_id"]


def test_new_is_for_select_only(live: Any, page: str) -> None:
    envelope = live.error("browser_tabs", "invalid_params", instance=NAME, action="close",
                          page_id="NEW")  # fmt: skip
    assert "page_id NEW is for action 'select' only" in envelope["message"]


def test_ten_popups_in_a_row(live: Any, page: str) -> None:
    """Click, check, close, ten times (atest/utility/popups.robot does it fifty times)."""
    for _ in range(10):
        popup = live.ok("browser_click", instance=NAME, ref="#late", expect="popup")["popup"]
        assert title(live) == "Popup target"
        live.ok("browser_tabs", instance=NAME, action="close", page_id=popup["page_id"])
        assert live.instance(NAME).selected_page_id == page
