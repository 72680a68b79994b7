"""Where a download goes and how it is saved: one rule for browser_wait_for_download,
browser_download and the downloads an action's ``expect=download`` follows.

A file goes to ``file_path`` when one is given, else into ``folder`` (default: a
``downloads`` folder in the output folder) under the name the server suggested,
made a plain file name (never a path) and never overwriting a file already there.
"""

from __future__ import annotations

import asyncio
from email.message import Message
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from playwright.async_api import Download
from playwright.async_api import Error as PlaywrightError

from ..contract.deadlines import Window
from ..contract.errors import InvalidParams, NavigationFailed, reason_of
from ..contract.files import safe_name, unique_file, writable_file
from .waits import NetworkWaits

DEFAULT_FOLDER = "downloads"


def destination(
    file_path: str | None, folder: str | None, output_dir: str | None
) -> tuple[Path | None, Path]:
    """(the file, checked, when ``file_path`` is given; the folder, created if missing).

    Both come confined already (the tools declare them written); the default folder is
    ``downloads`` in the output folder."""
    if file_path is not None:
        path = writable_file(file_path)
        return path, path.parent
    if folder is None:
        folder = str(Path(output_dir or Path.cwd()).expanduser() / DEFAULT_FOLDER)
    place = Path(folder).resolve()
    if place.exists() and not place.is_dir():
        raise InvalidParams(f"argument 'folder': '{place}' is a file, not a folder")
    try:
        place.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InvalidParams(f"argument 'folder': '{place}' cannot be made: {exc.strerror}") from exc
    return None, place


def saved(path: Path, suggested: str, url: str) -> dict[str, Any]:
    return {
        "path": str(path),
        "suggested_filename": suggested,
        "size": path.stat().st_size,
        "url": url,
    }


async def save_download(
    waits: NetworkWaits, download: Download, path: Path | None, place: Path, within: Window
) -> dict[str, Any]:
    """Saves a started ``download`` once it has finished (within ``within``): to ``path``,
    else into ``place`` under the server's name (Content-Disposition), else the
    browser's (Firefox numbers a name it downloaded before: ``report(1).csv``)."""
    disposition = waits.dispositions.get(download.url)
    suggested = (
        suggested_name(disposition, download.url) if disposition else download.suggested_filename
    )
    target = path or unique_file(place, safe_name(suggested))
    try:
        await asyncio.wait_for(download.save_as(target), max(within.left(), 0.1))
    except asyncio.TimeoutError:
        await download.cancel()
        raise NavigationFailed(
            f"the download of {download.url} did not finish within {within.words()}"
        ) from None
    except PlaywrightError as exc:
        reason = await download.failure() or reason_of(exc)
        raise NavigationFailed(f"the download of {download.url} failed: {reason}") from exc
    return saved(target, suggested, download.url)


def suggested_name(disposition: str | None, url: str) -> str:
    """The file name a Content-Disposition header gives (RFC 6266), else the URL's last part."""
    if disposition:
        header = Message()
        header["content-disposition"] = disposition
        name = header.get_filename()
        if name:
            return name
    return unquote(Path(urlparse(url).path).name) or "download"
