"""A HAR file to replay (browser_route_from_har), checked before it is routed.

Playwright reads a HAR only when a request looks an entry up, and a malformed entry
then fails that request (a navigation as ``navigation_failed``). What its HAR router
reads (``HarBackend``: ``log.entries``, each entry's request method and url, its
response status, headers and content, a body in ``_file`` beside the HAR or in the
.zip) is checked here, so the error names the file, the entry and the field.
"""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path
from typing import Any

from ..contract.errors import InvalidParams
from .jsonshape import ListOf, Obj, ShapeError, check, load

HEADER = Obj({"name": str, "value": str}, required=frozenset({"name", "value"}))
BODY = Obj({"text": str, "encoding": str, "_file": str})
REQUEST = Obj(
    {"method": str, "url": str, "headers": ListOf(HEADER), "postData": BODY},
    required=frozenset({"method", "url"}),
)
RESPONSE = Obj(
    {"status": int, "headers": ListOf(HEADER), "content": BODY},
    required=frozenset({"status", "headers", "content"}),
)
ENTRY = Obj({"request": REQUEST, "response": RESPONSE}, required=frozenset({"request", "response"}))
HAR = Obj({"log": Obj({"entries": ListOf(ENTRY)}, required=frozenset({"entries"}))})


def check_har(har: str) -> Path:
    """A HAR file Playwright can replay (a JSON file, or a .zip holding one): its path."""
    if Path(har).suffix.lower() == ".zip":
        file, content, bodies = from_zip(har)
    else:
        file, content = load(har, "har", "a HAR file")
        bodies = None
    if not isinstance(content, dict) or not isinstance(content.get("log"), dict):
        raise InvalidParams(f"argument 'har': '{har}' is not a HAR file (no 'log' object)")
    try:
        check(content, HAR)
        for index, entry in enumerate(content["log"]["entries"]):
            for part, name in (("request", "postData"), ("response", "content")):
                where = f"log.entries[{index}].{part}.{name}"
                check_body(entry[part].get(name) or {}, where, file.parent, bodies)
    except ShapeError as exc:
        raise InvalidParams(f"argument 'har': in '{har}', {exc.where} {exc.what}") from exc
    return file


def check_body(body: dict[str, Any], where: str, folder: Path, bodies: set[str] | None) -> None:
    """A body in ``_file`` is a file in the .zip, or one inside the HAR's folder."""
    name = body.get("_file")
    if name is None:
        return
    if bodies is not None:
        found = name in bodies
    else:
        path = Path(os.path.normpath(folder / name))  # as Playwright resolves it: no links
        found = path.is_relative_to(folder) and path.is_file()
    if not found:
        place = "the .zip" if bodies is not None else f"'{folder}'"
        raise ShapeError(f"{where}._file", f"names {name!r}, which is not a file in {place}")


def from_zip(har: str) -> tuple[Path, Any, set[str]]:
    """The HAR inside a .zip (``record_har_content`` attach writes one) and its other files."""
    file = Path(har).expanduser().resolve()
    if not file.is_file():
        raise InvalidParams(f"argument 'har': file '{har}' does not exist")
    try:
        with zipfile.ZipFile(file) as archive:
            names = archive.namelist()
            inner = next((name for name in names if name.endswith(".har")), None)
            if inner is None:
                raise InvalidParams(f"argument 'har': '{har}' holds no .har file")
            content = json.loads(archive.read(inner).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, zipfile.BadZipFile) as exc:
        raise InvalidParams(f"argument 'har': '{har}' is not a HAR file: {exc}") from exc
    return file, content, set(names)
