"""The file chooser of an ``<input type=file>``, a stand-in when Firefox opens none, and
the paths of the files to choose."""

from __future__ import annotations

import asyncio
from pathlib import Path

from playwright.async_api import ElementHandle, Locator
from playwright.async_api import Error as PlaywrightError

from ..browser.modals import PendingModal
from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams
from ..js import script
from .targeting import Target

# The <input type=file> a click on this element opens a picker for, or null.
FILE_INPUT_OF = script("file_input_of")

# Whether a left click on the element opens a file chooser (FILE_INPUT_OF finds an input).
OPENS_FILE_CHOOSER = f"el => ({FILE_INPUT_OF})(el) !== null"


def check_paths(paths: list[str]) -> list[str]:
    """The absolute paths of existing files; invalid_params names ``paths[i]`` otherwise."""
    files = []
    for index, path in enumerate(paths):
        file = Path(path).expanduser().resolve()
        if not file.exists():
            raise InvalidParams(f"paths[{index}]: file '{path}' does not exist")
        if not file.is_file():
            raise InvalidParams(f"paths[{index}]: '{path}' is not a file")
        files.append(str(file))
    return files


def one_file_only(files: list[str], multiple: bool) -> None:
    """A file input without ``multiple`` takes one file."""
    if len(files) > 1 and not multiple:
        raise InvalidParams(
            f"argument 'paths': the file input takes one file, got {len(files)} paths"
        )


class InputFileChooser:
    """Stands in for Playwright's FileChooser when the engine opened no picker.

    Firefox over BiDi opens an ``<input type=file>``'s picker once per page load: a
    later click on the same input opens none (the first picker never closes, even
    after its files are set). Choosing files sets them on the input directly, which
    fires ``input`` and ``change`` as a real choice does.
    """

    def __init__(self, element: ElementHandle, multiple: bool) -> None:
        self.element = element
        self.multiple = multiple

    def is_multiple(self) -> bool:
        return self.multiple

    async def set_files(self, files: list[str], timeout: float | None = None) -> None:
        await self.element.set_input_files(files, timeout=timeout)


async def file_chooser_fallback(target: Target, locator: Locator) -> PendingModal | None:
    """After a click that opened no chooser: one for the file input the click targeted.

    Waits a little for a late chooser event first, so a real chooser is never doubled.
    """
    try:
        # Without the count, a click that left the page waited out the whole deadline
        # for the element to appear on the next page (operation_timeout).
        if not await locator.count():
            return None
        handle = await locator.evaluate_handle(
            FILE_INPUT_OF, timeout=current_operation().playwright_timeout()
        )
    except PlaywrightError:  # the click removed the element or left the page
        return None
    element = handle.as_element()
    if element is None:
        return None
    _, modal = await target.instance.modals.until_modal(target.page_id, asyncio.sleep(0.5))
    if modal is not None:
        return modal
    multiple = await element.evaluate(script("file_input_multiple"))
    modal = PendingModal(
        kind="file_chooser",
        page_id=target.page_id,
        multiple=multiple,
        handle=InputFileChooser(element, multiple),
    )
    target.instance.modals.add(modal)
    return modal
