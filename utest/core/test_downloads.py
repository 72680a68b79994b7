"""Downloads against a real browser: by a click (expect, then wait) and by URL.

atest/pages/network.html links ``/__download__`` (an attachment) and ``/__truncated__``
(an attachment whose connection closes early: a failed download).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

NAME = "downloads"


@pytest.fixture
def page(live: Any, fixture_site: tuple[str, str]) -> str:
    live.ok("browser_navigate", instance=NAME, url=fixture_site[0] + "/network.html")
    return fixture_site[0]


def click_download(live: Any, ref: str, **saving: Any) -> dict[str, Any]:
    wait = live.ok("browser_expect_download", instance=NAME)
    assert wait["kind"] == "download"
    live.ok("browser_click", instance=NAME, ref=ref)
    return live.call("browser_wait_for_download", instance=NAME, wait_id=wait["wait_id"],
                     **saving)  # fmt: skip


def test_a_clicked_download_lands_in_the_folder_under_its_name(
    live: Any, page: str, tmp_path: Path
) -> None:
    saved = click_download(live, "id=export", folder=str(tmp_path))["data"]
    assert saved["path"] == str(tmp_path / "orders.csv")
    assert saved["suggested_filename"] == "orders.csv"
    assert saved["size"] == len("line 1\nline 2\nline 3\n")
    assert Path(saved["path"]).read_text() == "line 1\nline 2\nline 3\n"
    # Firefox names a repeated download orders(1).csv; the server's name is kept.
    again = click_download(live, "id=export", folder=str(tmp_path))["data"]
    assert again["suggested_filename"] == "orders.csv"
    assert again["path"] == str(tmp_path / "orders-2.csv")  # nothing is overwritten


def test_nothing_is_overwritten(live: Any, page: str, tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text("mine")
    url = f"{page}/__download__?name=r.txt"
    saved = live.ok("browser_download", instance=NAME, url=url, folder=str(tmp_path))
    assert saved["path"] == str(tmp_path / "r-2.txt")
    assert (tmp_path / "r.txt").read_text() == "mine"


def test_a_download_goes_to_the_file_path_given(live: Any, page: str, tmp_path: Path) -> None:
    saved = click_download(live, "id=export", file_path=str(tmp_path / "mine.txt"))["data"]
    assert saved["path"] == str(tmp_path / "mine.txt")
    assert saved["suggested_filename"] == "orders.csv"


def test_a_failed_download_fails_with_the_browsers_reason(
    live: Any, page: str, tmp_path: Path
) -> None:
    envelope = click_download(live, "id=broken", folder=str(tmp_path))
    assert envelope["error_type"] == "navigation_failed", envelope
    assert envelope["message"].startswith(f"the download of {page}/__truncated__ failed: ")
    assert envelope["message"].endswith("canceled")  # Firefox over BiDi's every failure
    assert list(tmp_path.iterdir()) == []


def test_no_download_times_out(live: Any, page: str, tmp_path: Path) -> None:
    wait = live.ok("browser_expect_download", instance=NAME)
    envelope = live.error("browser_wait_for_download", "wait_timeout", instance=NAME,
                          wait_id=wait["wait_id"], folder=str(tmp_path), timeout=0.2)  # fmt: skip
    assert envelope["message"].startswith("no download started within 0.2 s")


def test_a_url_is_downloaded_with_the_instances_cookies(
    live: Any, page: str, tmp_path: Path
) -> None:
    live.ok("browser_set_cookies", instance=NAME, cookies=[{"name": "sid", "value": "42",
                                                           "url": page}])  # fmt: skip
    saved = live.ok("browser_download", instance=NAME, url=f"{page}/__echo__", folder=str(tmp_path))
    assert saved["suggested_filename"] == "__echo__"
    assert '"cookie": "sid=42"' in Path(saved["path"]).read_text()
    named = live.ok("browser_download", instance=NAME, url=f"{page}/__download__?name=r.txt",
                    folder=str(tmp_path))  # fmt: skip
    assert (named["suggested_filename"], Path(named["path"]).name) == ("r.txt", "r.txt")


def test_a_url_that_fails_saves_nothing(live: Any, page: str, tmp_path: Path) -> None:
    missing = live.error("browser_download", "navigation_failed", instance=NAME,
                         url=f"{page}/nothing-here", folder=str(tmp_path))  # fmt: skip
    assert "the server answered 404 File not found; nothing was saved" in missing["message"]
    assert list(tmp_path.iterdir()) == []


def test_a_suggested_name_never_leads_out_of_the_folder(
    live: Any, page: str, tmp_path: Path
) -> None:
    folder = tmp_path / "inside"
    url = f"{page}/__download__?name=../../escape.txt"
    saved = live.ok("browser_download", instance=NAME, url=url, folder=str(folder))
    assert saved["suggested_filename"] == "../../escape.txt"
    assert Path(saved["path"]).parent == folder and Path(saved["path"]).name == "_.._escape.txt"
    (folder / "link.txt").symlink_to(tmp_path / "target.txt")  # a dangling link
    url = f"{page}/__download__?name=link.txt"
    linked = live.ok("browser_download", instance=NAME, url=url, folder=str(folder))
    assert Path(linked["path"]).name == "link-2.txt"
    assert not (tmp_path / "target.txt").exists()


def test_a_folder_that_is_a_file_is_refused(live: Any, page: str, tmp_path: Path) -> None:
    file = tmp_path / "file"
    file.write_text("x")
    envelope = live.error("browser_download", "invalid_params", instance=NAME,
                          url=f"{page}/__download__", folder=str(file))  # fmt: skip
    assert "argument 'folder'" in envelope["message"]
