"""Download tools: the file an action downloads, or the file at a URL, saved where asked.

Where a file goes is ``network/saving.py``'s rule (``file_path``, else ``folder``,
default ``downloads`` in the output folder, under the server's name); both are
confined to the output folder as every written path is (``files.confine``).
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Download
from playwright.async_api import Error as PlaywrightError

from ..browser.manager import InstanceManager
from ..contract.deadlines import check_seconds, timeout_extra_time, window
from ..contract.envelope import current_operation
from ..contract.errors import OF_INSTANCE, NavigationFailed, reason_of
from ..contract.files import safe_name, unique_file, write_file
from ..contract.registry import tool
from ..network.saving import destination, save_download, saved, suggested_name
from ..network.waits import Wait
from ..syntax.urls import normalize_url

BAD_PLACE = "a file_path whose folder does not exist or cannot be written, a folder that is a file"


@tool(errors=OF_INSTANCE, kind="waits")
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
    return await save_download(waits, download, path, place, within)


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
        raise NavigationFailed(f"the download of {address} failed: {reason_of(exc)}") from exc
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
