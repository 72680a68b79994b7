"""Getter tools against a real browser: values read once, errors as the seed tools'."""

from __future__ import annotations

from typing import Any

import pytest

NAME = "getters"
PAGE = """<!doctype html><title>Getters</title>
<h1>Welcome <span hidden>secret</span>home</h1>
<ul><li class=item>One</li><li class=item>Two</li></ul>
<iframe id=child srcdoc="<p id=inner>Inside</p>"></iframe>
<button id=push onclick="history.pushState({}, '', '?page=2')">Next</button>"""


@pytest.fixture(scope="module")
def page(live: Any, http_server: Any) -> str:
    url = http_server.add("/getters.html", PAGE)
    live.ok("browser_navigate", instance=NAME, url=url)
    return url


def test_text_is_what_the_element_shows(live: Any, page: str) -> None:
    data = live.ok("browser_get_text", instance=NAME, ref="css=h1")
    assert data == {"ref": "css=h1", "text": "Welcome home"}


def test_text_of_a_ref_and_of_a_frame(live: Any, page: str) -> None:
    snapshot = live.ok("browser_snapshot", instance=NAME)["snapshot"]
    ref = next(
        line.split("[ref=")[1].rstrip("]") for line in snapshot.splitlines() if "heading" in line
    )
    assert live.ok("browser_get_text", instance=NAME, ref=ref)["text"] == "Welcome home"
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    child = next(frame["frame_id"] for frame in frames if not frame["is_main"])
    data = live.ok("browser_get_text", instance=NAME, ref="#inner", frame_id=child)
    assert data["text"] == "Inside"
    live.error("browser_get_text", "element_not_found", instance=NAME, ref="#inner")


def test_text_reads_never_wait(live: Any, page: str) -> None:
    envelope = live.error("browser_get_text", "element_not_found", instance=NAME, ref="#late")
    assert envelope["operation"]["elapsed_ms"] < 2000
    live.error("browser_get_text", "stale_ref", instance=NAME, ref="e9999")
    envelope = live.error("browser_get_text", "invalid_params", instance=NAME, ref="css=.item")
    assert "matches 2 elements" in envelope["message"]


def test_url_follows_the_document(live: Any, page: str) -> None:
    assert live.ok("browser_get_url", instance=NAME) == {"url": page}
    live.ok("browser_click", instance=NAME, ref="#push")
    assert live.ok("browser_get_url", instance=NAME)["url"] == f"{page}?page=2"
    frames = live.ok("browser_frames", instance=NAME)["frames"]
    child = next(frame["frame_id"] for frame in frames if not frame["is_main"])
    assert live.ok("browser_get_url", instance=NAME, frame_id=child)["url"] == "about:srcdoc"
