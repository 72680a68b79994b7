"""The network pieces that need no browser: paths kept inside their folder, file names
from servers, bodies as data, what a fulfilled response is made of."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from CamoufoxLibrary.core.contract import files
from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.contract.settings import Settings
from CamoufoxLibrary.core.network import data as netdata
from CamoufoxLibrary.core.network import routing
from CamoufoxLibrary.core.network.saving import suggested_name
from CamoufoxLibrary.library.testtraces import file_stem


def test_a_relative_path_stays_inside_its_folder(tmp_path: Path) -> None:
    assert files.confine("a/b.zip", "file_path", tmp_path, True) == tmp_path / "a" / "b.zip"
    assert files.confine("a/../b.zip", "file_path", tmp_path, True) == tmp_path / "b.zip"
    with pytest.raises(InvalidParams, match=r"'file_path': '../b.zip' leads out of"):
        files.confine("../b.zip", "file_path", tmp_path / "out", True)
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "elsewhere").symlink_to(tmp_path.parent)
    with pytest.raises(InvalidParams, match=r"'folder': 'elsewhere/x' leads out of .* link"):
        files.confine("elsewhere/x", "folder", tmp_path / "out", True)


def test_an_absolute_path_is_where_the_caller_asked(tmp_path: Path) -> None:
    wanted = tmp_path / "x.zip"
    assert files.confine(str(wanted), "file_path", tmp_path / "out", True) == wanted
    with pytest.raises(InvalidParams, match=r"'file_path': '.*x.zip' is outside"):
        files.confine(str(wanted), "file_path", tmp_path / "out", False)


@pytest.mark.parametrize(
    ("suggested", "name"),
    [
        ("report.csv", "report.csv"),
        ("../../etc/passwd", "_.._etc_passwd"),
        ("..\\win.ini", "_win.ini"),
        ("..", "download"),
        (".hidden", "hidden"),
        ("a\nb\x00.txt", "ab.txt"),
        ("  ", "download"),
    ],
)
def test_a_suggested_name_becomes_one_plain_file_name(suggested: str, name: str) -> None:
    assert files.safe_name(suggested) == name


def test_a_unique_file_never_takes_a_name_that_is_there(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text("x")
    (tmp_path / "r-2.txt").symlink_to(tmp_path / "missing")  # dangling: still there
    assert files.unique_file(tmp_path, "r.txt") == tmp_path / "r-3.txt"
    assert files.unique_file(tmp_path, "new.txt") == tmp_path / "new.txt"


@pytest.mark.parametrize(
    ("disposition", "url", "name"),
    [
        ('attachment; filename="orders.csv"', "http://h/x", "orders.csv"),
        ("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", "http://h/x", "résumé.pdf"),
        (None, "http://h/files/My%20Report.pdf?x=1", "My Report.pdf"),
        (None, "http://h/", "download"),
        ("inline", "http://h/a.txt", "a.txt"),
    ],
)
def test_the_name_a_server_suggests(disposition: str | None, url: str, name: str) -> None:
    assert suggested_name(disposition, url) == name


def test_bodies_as_text_json_or_base64() -> None:
    assert netdata.body_fields(None) == {"body": None, "json": None}
    assert netdata.body_fields(b'{"a": 1}') == {
        "body": '{"a": 1}',
        "json": {"a": 1},
        "body_size": 8,
    }
    assert netdata.body_fields(b"plain")["json"] is None
    binary = netdata.body_fields(b"\xff\x00")
    assert binary["body"] is None and base64.b64decode(binary["body_base64"]) == b"\xff\x00"
    big = netdata.body_fields(b"x" * (netdata.BODY_LIMIT + 1))
    assert big["body_truncated"] is True and len(big["body"]) == netdata.BODY_LIMIT


def test_what_a_request_says_of_its_body() -> None:
    assert netdata.declared_size({"content-length": "7"}) == 7
    assert netdata.declared_size({"transfer-encoding": "chunked"}) == -1
    assert netdata.declared_size({}) is None
    bidi = netdata.unavailable_body("POST", 7, "firefox")
    assert bidi.startswith("the POST request's body of 7 bytes is not available: Firefox over")
    assert "may carry a body" in netdata.unavailable_body("PUT", None, "camoufox")
    assert "engine 'camoufox' did not report it" in netdata.unavailable_body("PUT", 3, "camoufox")


def test_a_fulfilled_body_is_one_of_text_json_and_a_file(tmp_path: Path) -> None:
    assert routing.response_body(None, None, None, None) == (b"", None, "body")
    assert routing.response_body(None, [1, "ä"], None, None) == (
        '[1, "ä"]'.encode(),
        "application/json",
        "json",
    )
    image = tmp_path / "logo.png"
    image.write_bytes(b"\x89PNG")
    content, kind, source = routing.response_body(None, None, str(image), None)
    assert (content, kind, source) == (b"\x89PNG", "image/png", f"file {image}")
    assert routing.response_body("x", None, None, "text/csv")[1] == "text/csv"
    with pytest.raises(InvalidParams, match="give one of body, json and path, not body and path"):
        routing.response_body("x", None, str(image), None)


@pytest.mark.parametrize("status", [199, 600, -1])
def test_statuses_out_of_range_are_refused(status: int) -> None:
    with pytest.raises(InvalidParams, match="argument 'status' must be an HTTP status"):
        routing.check_status(status)


def test_tracing_takes_three_words() -> None:
    assert Settings().tracing == "off"
    assert Settings(tracing="retain-on-failure").tracing == "retain-on-failure"
    with pytest.raises(InvalidParams, match="tracing must be off, on, retain-on-failure"):
        Settings(tracing="always")  # type: ignore[arg-type]


def test_trace_files_are_named_by_their_test() -> None:
    assert (
        file_stem("Atest.Network.A Failing Test: one/two") == "Atest.Network.A_Failing_Test_one_two"
    )
    assert file_stem("???") == "test"
