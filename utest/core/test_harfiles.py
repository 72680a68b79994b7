"""HAR files to replay (core/syntax/harfiles.py): what Playwright's HAR router reads, checked
without a browser."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.core.syntax.harfiles import check_har

REQUEST = {"method": "GET", "url": "http://127.0.0.1/a", "headers": []}
RESPONSE = {"status": 200, "headers": [{"name": "Content-Type", "value": "text/plain"}]}
ENTRY = {"request": REQUEST, "response": {**RESPONSE, "content": {"text": "a"}}}


def har_of(entries: Any) -> dict[str, Any]:
    return {"log": {"version": "1.2", "entries": entries}}


def test_a_har_playwright_can_replay_passes(tmp_path: Path) -> None:
    (tmp_path / "body.txt").write_text("from a file")
    file_entry = {"request": REQUEST, "response": {**RESPONSE, "content": {"_file": "body.txt"}}}
    har = tmp_path / "ok.har"
    har.write_text(json.dumps(har_of([ENTRY, file_entry])))
    assert check_har(str(har)) == har


@pytest.mark.parametrize(
    ("entries", "words"),
    [
        ({}, "log.entries must be a list, got an object"),
        ([ENTRY, "GET /a"], "log.entries[1] must be an object, got a string ('GET /a')"),
        ([{"response": ENTRY["response"]}], "log.entries[0].request is missing"),
        ([{**ENTRY, "request": {"url": "http://x/"}}], "log.entries[0].request.method is missing"),
        (
            [{**ENTRY, "request": {**REQUEST, "url": 7}}],
            "log.entries[0].request.url must be a string",
        ),
        ([{"request": REQUEST}], "log.entries[0].response is missing"),
        (
            [{**ENTRY, "response": {**ENTRY["response"], "status": "200"}}],
            "log.entries[0].response.status must be a whole number, got a string ('200')",
        ),
        ([{**ENTRY, "response": {**RESPONSE}}], "log.entries[0].response.content is missing"),
        (
            [{**ENTRY, "response": {**ENTRY["response"], "headers": {"a": "b"}}}],
            "log.entries[0].response.headers must be a list",
        ),
        (
            [{**ENTRY, "response": {**ENTRY["response"], "headers": [{"name": "a"}]}}],
            "log.entries[0].response.headers[0].value is missing",
        ),
        (
            [{**ENTRY, "response": {**RESPONSE, "content": {"_file": "gone.txt"}}}],
            "log.entries[0].response.content._file names 'gone.txt', which is not a file in",
        ),
        (
            [{**ENTRY, "response": {**RESPONSE, "content": {"_file": "../outside.txt"}}}],
            "log.entries[0].response.content._file names '../outside.txt'",
        ),
    ],
)
def test_a_malformed_entry_names_the_file_the_entry_and_the_field(
    tmp_path: Path, entries: Any, words: str
) -> None:
    (tmp_path / "outside.txt").write_text("beside the HAR's folder, not in it")
    folder = tmp_path / "hars"
    folder.mkdir()
    har = folder / "bad.har"
    har.write_text(json.dumps(har_of(entries)))
    with pytest.raises(InvalidParams) as raised:
        check_har(str(har))
    assert raised.value.message.startswith(f"argument 'har': in '{har}', ")
    assert words in raised.value.message


def test_a_har_without_entries_or_log_is_refused(tmp_path: Path) -> None:
    har = tmp_path / "x.har"
    har.write_text('{"log": {}}')
    with pytest.raises(InvalidParams, match=r"log\.entries is missing"):
        check_har(str(har))
    har.write_text('{"entries": []}')
    with pytest.raises(InvalidParams, match=r"is not a HAR file \(no 'log' object\)"):
        check_har(str(har))


def test_a_zip_is_checked_as_the_har_inside_it(tmp_path: Path) -> None:
    attached = {"request": REQUEST, "response": {**RESPONSE, "content": {"_file": "ab12.txt"}}}
    good = tmp_path / "good.zip"
    with zipfile.ZipFile(good, "w") as archive:
        archive.writestr("har.har", json.dumps(har_of([attached])))
        archive.writestr("ab12.txt", "body")
    assert check_har(str(good)) == good
    bad = tmp_path / "bad.zip"
    with zipfile.ZipFile(bad, "w") as archive:
        archive.writestr("har.har", json.dumps(har_of([attached])))
    with pytest.raises(InvalidParams, match=r"_file names 'ab12\.txt', which is not a file in the"):
        check_har(str(bad))
    empty = tmp_path / "empty.zip"
    with zipfile.ZipFile(empty, "w") as archive:
        archive.writestr("notes.txt", "no HAR here")
    with pytest.raises(InvalidParams, match=r"holds no \.har file"):
        check_har(str(empty))
    (tmp_path / "broken.zip").write_text("not a zip")
    with pytest.raises(InvalidParams, match="is not a HAR file"):
        check_har(str(tmp_path / "broken.zip"))
