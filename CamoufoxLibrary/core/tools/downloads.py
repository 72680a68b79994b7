"""Download tools: the file an action downloads, or the file at a URL, saved where asked.

A file goes to ``file_path`` when one is given, else into ``folder`` (default: a
``downloads`` folder in the output folder) under the name the server suggested,
made a plain file name (never a path) and never overwriting a file already there.
Both are confined to the output folder as every written path is (``files.confine``).
"""

from __future__ import annotations

import asyncio
from email.message import Message
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from playwright.async_api import Download
from playwright.async_api import Error as PlaywrightError

from ..browser.manager import InstanceManager
from ..contract.deadlines import check_seconds, timeout_extra_time, window
from ..contract.envelope import current_operation
from ..contract.errors import OF_INSTANCE, InvalidParams, NavigationFailed
from ..contract.files import safe_name, unique_file, writable_file, write_file
from ..contract.registry import tool
from ..network.waits import Wait
from ..syntax.urls import normalize_url

DEFAULT_FOLDER = "downloads"
BAD_PLACE = "a file_path whose folder does not exist or cannot be written, a folder that is a file"


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


@tool(errors=OF_INSTANCE, kind="waits", unrecorded="a wait's id does not outlive the session")
async def browser_expect_download(manager: InstanceManager, instance: str) -> dict[str, Any]:
    """Start waiting for the next download of any page of the instance.

    Call it before the action that starts the download (a click on an export link),
    then browser_wait_for_download with the ``wait_id`` it returns. Returns
    ``wait_id`` and ``kind``.
    """
    wait = Wait("download", None, None)
    return manager.get(instance).network.add(wait).as_dict()


@tool(
    errors=(
        ("wait_timeout", "no download started; the message lists the last requests seen"),
        (
            "navigation_failed",
            "the download failed or was cancelled; the message gives the browser's reason",
        ),
        (
            "invalid_params",
            f"a wait_id that is not a pending download wait, {BAD_PLACE}, a negative timeout",
        ),
        *OF_INSTANCE,
    ),
    extra_time=timeout_extra_time,
    writes=("file_path", "folder"),
    kind="waits",
    unrecorded="collects a wait whose id does not outlive the session",
)
async def browser_wait_for_download(
    manager: InstanceManager,
    instance: str,
    wait_id: str,
    *,
    file_path: str | None = None,
    folder: str | None = None,
    timeout: float | None = None,
) -> dict[str, Any]:
    """Save the download browser_expect_download waited for, once it has finished.

    Waits ``timeout`` seconds for the download to start and finish. The file goes to
    ``file_path``, or into ``folder`` under its suggested name (default folder:
    ``downloads`` in the output folder): the server's (Content-Disposition), else
    the browser's (Firefox numbers a name it downloaded before: ``report(1).csv``).
    Returns ``path``, ``suggested_filename``, ``size`` (bytes) and ``url``.
    """
    check_seconds("timeout", timeout)
    inst = manager.get(instance)
    waits = inst.network
    wait = waits.take(wait_id, "download")
    path, place = destination(file_path, folder, manager.settings.output_dir)
    within = window(timeout)
    download: Download = await waits.collect(wait, within)
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
        reason = await download.failure() or str(exc).strip().splitlines()[0]
        raise NavigationFailed(f"the download of {download.url} failed: {reason}") from exc
    return saved(target, suggested, download.url)


@tool(
    errors=(
        (
            "navigation_failed",
            "the server answered with an error status, or could not be reached",
        ),
        ("invalid_params", f"a url that is not one, {BAD_PLACE}"),
        *OF_INSTANCE,
    ),
    writes=("file_path", "folder"),
    kind="manages",
    unrecorded="writes a file of the server's, changes no page",
)
async def browser_download(
    manager: InstanceManager,
    instance: str,
    url: str,
    *,
    file_path: str | None = None,
    folder: str | None = None,
) -> dict[str, Any]:
    """Download the file at ``url`` with the instance's cookies and save it.

    Fetched by Playwright for the instance, as its pages would (its cookies, extra
    headers, credentials; its routes do not apply), without opening a page. The file
    goes to ``file_path``, or into ``folder`` under the name the server suggests
    (Content-Disposition) or the URL's last part. Returns ``path``,
    ``suggested_filename``, ``size`` and ``url``.
    """
    inst = manager.get(instance)
    address = normalize_url(url, inst.base_url)
    path, place = destination(file_path, folder, manager.settings.output_dir)
    timeout = current_operation().playwright_timeout()
    try:
        response = await inst.context.request.get(address, timeout=timeout)
    except PlaywrightError as exc:
        raise NavigationFailed(
            f"the download of {address} failed: {str(exc).strip().splitlines()[0]}"
        ) from exc
    try:
        if not response.ok:
            raise NavigationFailed(
                f"the download of {address} failed: the server answered {response.status} "
                f"{response.status_text}; nothing was saved"
            )
        content = await response.body()
        suggested = suggested_name(response.headers.get("content-disposition"), response.url)
    finally:
        await response.dispose()
    target = path or unique_file(place, safe_name(suggested))
    write_file(target, content)
    return saved(target, suggested, response.url)


def suggested_name(disposition: str | None, url: str) -> str:
    """The file name a Content-Disposition header gives (RFC 6266), else the URL's last part."""
    if disposition:
        header = Message()
        header["content-disposition"] = disposition
        name = header.get_filename()
        if name:
            return name
    return unquote(Path(urlparse(url).path).name) or "download"
