"""Init scripts, script tags and style tags in a real browser, on atest/pages/before-load.html."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

NAME = "init-scripts"


@pytest.fixture(scope="module")
def live(live_cores: Any) -> Any:
    live = live_cores(timeout=10)
    live.ok("browser_create_instance", instance=NAME)
    return live


@pytest.fixture
def site(live: Any, fixture_site: tuple[str, str]) -> Iterator[str]:
    """The page's URL; the instance has no init script before and after each test."""
    assert live.instance(NAME).init_scripts == {}
    yield f"{fixture_site[0]}/before-load.html"
    for script_id in list(live.instance(NAME).init_scripts):
        live.ok("browser_remove_init_script", instance=NAME, id=script_id)


def ok(live: Any, tool: str, **arguments: Any) -> dict[str, Any]:
    return live.ok(tool, instance=NAME, **arguments)


def error(live: Any, tool: str, error_type: str, **arguments: Any) -> str:
    return live.error(tool, error_type, instance=NAME, **arguments)["message"]


def seen(live: Any) -> list[Any]:
    """What the page's and its iframe's first scripts saw: [page now, page flag, frame now]."""
    return live.evaluate(
        NAME,
        """() => [window.seenAtLoad.now, window.seenAtLoad.flag,
                  document.getElementById('child').contentWindow.seenAtLoad.now]""",
    )


def load(live: Any, url: str) -> None:
    ok(live, "browser_navigate", url=url)
    live.evaluate(
        NAME,
        """() => new Promise(done => {
             const frame = document.getElementById('child');
             if (frame.contentWindow.seenAtLoad) done(); else frame.addEventListener('load', done);
           })""",
    )


def test_an_init_script_runs_before_the_page_and_its_iframe(live: Any, site: str) -> None:
    data = ok(live, "browser_add_init_script", script="Date.now = () => 0")
    assert data["id"].startswith("init-") and data["source"] == "script"
    load(live, site)
    assert seen(live) == [0, None, 0]


def test_an_init_script_reaches_a_new_tab_too(live: Any, site: str) -> None:
    ok(live, "browser_add_init_script", script="window.testFlag = 'on'")
    tab = ok(live, "browser_tabs", action="new", url=site)
    try:
        assert live.evaluate(NAME, "() => window.seenAtLoad.flag") == "on"
    finally:
        ok(live, "browser_tabs", action="close", page_id=tab["page_id"])


def test_scripts_run_in_the_order_they_were_added(live: Any, site: str) -> None:
    ok(live, "browser_add_init_script", script="window.testFlag = 'first'")
    ok(live, "browser_add_init_script", script="window.testFlag += ', second'")
    load(live, site)
    assert seen(live)[1] == "first, second"


def test_a_removed_init_script_no_longer_runs(live: Any, site: str) -> None:
    script_id = ok(live, "browser_add_init_script", script="Date.now = () => 0")["id"]
    assert ok(live, "browser_remove_init_script", id=script_id) == {"id": script_id}
    load(live, site)
    assert seen(live)[0] > 0
    message = error(live, "browser_remove_init_script", "invalid_params", id=script_id)
    assert f"argument 'id' must be the id of an init script of instance '{NAME}'" in message
    assert "(added: none)" in message


def test_an_init_script_from_a_file_names_it_in_its_errors(
    live: Any, site: str, tmp_path: Path
) -> None:
    stub = tmp_path / "stub.js"
    stub.write_text("window.testFlag = 'from a file: é'\n", encoding="utf-8")
    data = ok(live, "browser_add_init_script", path=str(stub))
    assert data["source"] == str(stub)
    load(live, site)
    assert seen(live)[1] == "from a file: é"


def test_init_script_input_is_checked_before_anything_runs(live: Any, tmp_path: Path) -> None:
    both = error(live, "browser_add_init_script", "invalid_params", script="1", path="x.js")
    assert both == "give exactly one of 'script' and 'path'; got script, path"
    neither = error(live, "browser_add_init_script", "invalid_params")
    assert neither.endswith("got none")
    assert error(live, "browser_add_init_script", "invalid_params", script="  ") == (
        "argument 'script' is empty"
    )
    missing = error(live, "browser_add_init_script", "invalid_params", path=str(tmp_path / "no.js"))
    assert missing == f"path '{tmp_path / 'no.js'}' does not exist"
    latin = tmp_path / "latin1.js"
    latin.write_bytes("window.x = 'caf\xe9'".encode("latin-1"))
    not_utf8 = error(live, "browser_add_init_script", "invalid_params", path=str(latin))
    assert not_utf8.startswith(f"path '{latin}' is not UTF-8 text (byte 15)")
    folder = error(live, "browser_add_init_script", "invalid_params", path=str(tmp_path))
    assert folder.endswith("is a folder; give a file")
    assert live.instance(NAME).init_scripts == {}


def test_a_script_tag_runs_in_the_current_document_only(live: Any, site: str) -> None:
    load(live, site)
    data = ok(live, "browser_add_script_tag", content="window.tagged = 'yes'")
    assert data["source"] == "content"
    assert live.evaluate(NAME, "() => window.tagged") == "yes"
    load(live, site)
    assert live.evaluate(NAME, "() => window.tagged ?? null") is None


def test_a_module_script_tag_and_one_from_a_file(live: Any, site: str, tmp_path: Path) -> None:
    load(live, site)
    ok(live, "browser_add_script_tag", content="window.moduled = import.meta.url", module=True)
    assert live.evaluate(NAME, "() => typeof window.moduled") == "string"
    helper = tmp_path / "helper.js"
    helper.write_text("window.helped = 42", encoding="utf-8")
    assert ok(live, "browser_add_script_tag", path=str(helper))["source"] == str(helper)
    assert live.evaluate(NAME, "() => window.helped") == 42


def test_a_script_tag_whose_url_does_not_load_fails(live: Any, site: str) -> None:
    load(live, site)
    message = error(live, "browser_add_script_tag", "evaluation_failed", url="/missing-helper.js")
    assert message.startswith("the page did not take the script tag: ")


def test_a_style_tag_applies_at_once(live: Any, site: str, tmp_path: Path) -> None:
    load(live, site)
    ok(live, "browser_add_style_tag", content="#styled { color: rgb(1, 2, 3) }")
    color = "() => getComputedStyle(document.getElementById('styled')).color"
    assert live.evaluate(NAME, color) == "rgb(1, 2, 3)"
    sheet = tmp_path / "hide.css"
    sheet.write_text("#styled { visibility: hidden }", encoding="utf-8")
    ok(live, "browser_add_style_tag", path=str(sheet))
    hidden = "() => getComputedStyle(document.getElementById('styled')).visibility"
    assert live.evaluate(NAME, hidden) == "hidden"
    ok(live, "browser_add_style_tag", url="log-style.css")
    both = error(live, "browser_add_style_tag", "invalid_params", content="a{}", url="x.css")
    assert both == "give exactly one of 'content' and 'url' and 'path'; got content, url"


def test_a_strict_csp_refuses_inline_tags_but_not_init_scripts(
    live: Any, site: str, http_server: Any
) -> None:
    policy = {"Content-Security-Policy": "script-src 'self'; style-src 'self'"}
    url = http_server.add("/strict-csp.html", "<p id=p>Strict</p>", headers=policy)
    ok(live, "browser_add_init_script", script="window.initRan = true")
    ok(live, "browser_navigate", url=url)
    assert live.evaluate(NAME, "() => window.initRan") is True
    script = error(live, "browser_add_script_tag", "evaluation_failed", content="window.x = 1")
    assert "Content-Security-Policy (script-src) refuses inline scripts" in script
    style = error(live, "browser_add_style_tag", "evaluation_failed", content="p { color: red }")
    assert "Content-Security-Policy (style-src) refuses inline styles" in style
