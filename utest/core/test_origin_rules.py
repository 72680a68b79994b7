"""Origin rules against a real browser: navigations and requests refused, naming the rule."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser

NAME = "origins"


@pytest.fixture(scope="module")
def live(live_cores: Any, fixture_site: tuple[str, str]) -> Any:
    allowed, other = fixture_site
    live = live_cores(timeout=10, allowed_origins=allowed, allow_file_urls=False)
    live.sites = (allowed, other)
    live.ok("browser_create_instance", instance=NAME)
    return live


def test_an_allowed_origin_works(live: Any) -> None:
    data = live.ok("browser_navigate", instance=NAME, url=f"{live.sites[0]}/index.html")
    assert data["status"] == 200


def test_a_navigation_elsewhere_is_refused_naming_the_rule(live: Any) -> None:
    other = f"{live.sites[1]}/index.html"
    refused = live.error("browser_navigate", "navigation_failed", instance=NAME, url=other)
    assert refused["message"] == (
        f"navigation refused: {other} matches none of the allowed origins "
        f"({live.sites[0]}; allowed_origins)"
    )
    tab = live.error("browser_tabs", "navigation_failed", instance=NAME, action="new", url=other)
    assert "matches none of the allowed origins" in tab["message"]
    assert len(live.ok("browser_tabs", instance=NAME, action="list")["tabs"]) == 1


def test_a_redirect_elsewhere_is_refused_naming_the_rule(live: Any) -> None:
    allowed, other = live.sites
    start = f"{allowed}/__redirect__?to={other}/index.html"
    refused = live.error("browser_navigate", "navigation_failed", instance=NAME, url=start)
    assert refused["message"].startswith(
        f"navigation refused: {start} redirected to {other}/index.html matches none of the "
        f"allowed origins ({allowed}; allowed_origins); the redirected request was sent"
    ), refused
    assert live.evaluate(NAME, "location.href") == "about:blank"
    tab = live.error("browser_tabs", "navigation_failed", instance=NAME, action="new", url=start)
    assert tab["message"].endswith("the tab was closed"), tab
    assert f"redirected to {other}/index.html matches none" in tab["message"], tab
    assert len(live.ok("browser_tabs", instance=NAME, action="list")["tabs"]) == 1
    inside = live.ok(
        "browser_navigate", instance=NAME, url=f"{allowed}/__redirect__?to=/index.html"
    )
    assert inside["url"] == f"{allowed}/index.html" and inside["status"] == 200, inside


def test_a_file_url_is_refused(live: Any) -> None:
    refused = live.error(
        "browser_navigate", "navigation_failed", instance=NAME, url="file:///etc/passwd"
    )
    assert refused["message"] == (
        "navigation refused: file:///etc/passwd is a file: URL, refused unless allow_file_urls is set"
    )


def test_a_request_of_the_page_elsewhere_is_aborted(live: Any) -> None:
    live.ok("browser_navigate", instance=NAME, url=f"{live.sites[0]}/index.html")
    same = live.ok(
        "browser_evaluate",
        instance=NAME,
        function=f"() => fetch('{live.sites[0]}/index.html').then(r => r.status)",
    )
    assert same["result"] == 200
    other = live.ok("browser_evaluate", instance=NAME,
                    function=f"() => fetch('{live.sites[1]}/index.html').then(r => r.status, e => String(e))")  # fmt: skip
    assert other["result"].startswith("TypeError"), other
