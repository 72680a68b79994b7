"""Utility tools: resize the viewport, and the PDF compatibility stub's error."""

from __future__ import annotations

from typing import Any

from ..browser.manager import InstanceManager
from ..contract.errors import OF_INSTANCE, OF_PAGE_UNDER_MODAL, InvalidParams, UnsupportedCapability
from ..contract.registry import tool
from ..page.targeting import PAGE_UNDER_MODAL, Aim

MAX_VIEWPORT = 16384  # pixels; Firefox refuses larger surfaces
PDF_UNSUPPORTED = (
    "PDF generation is not supported by Firefox/Camoufox. "
    "Use browser_screenshot for visual evidence."
)


# --- browser_resize ------------------------------------------------------------------


def check_dimension(name: str, value: int) -> None:
    if not 1 <= value <= MAX_VIEWPORT:
        raise InvalidParams(f"argument '{name}' must be 1 to {MAX_VIEWPORT} pixels, got {value}")


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(
        ("invalid_params", "a size outside 1 to 16384 pixels"),
        *OF_PAGE_UNDER_MODAL,
    ),
    kind="acts",
)
async def browser_resize(aim: Aim, width: int, height: int) -> dict[str, Any]:
    """Resize the viewport of the active page to the given pixel dimensions.

    Only that page changes (or ``page_id``'s, without selecting it); other tabs keep
    their size. ``width`` and ``height`` are 1 to 16384 pixels. Returns the new
    ``width`` and ``height``.
    """
    check_dimension("width", width)
    check_dimension("height", height)
    target = aim.resolve()
    await target.page.set_viewport_size({"width": width, "height": height})
    size = target.page.viewport_size or {"width": width, "height": height}
    return {"width": size["width"], "height": size["height"]}


# --- browser_pdf_save ----------------------------------------------------------------


@tool(
    errors=(
        ("unsupported_capability", "always: Firefox cannot print PDFs here"),
        *OF_INSTANCE,
    ),
    writes=("file_path",),
    kind="reads",
    unrecorded="never succeeds on Firefox",
)
async def browser_pdf_save(
    manager: InstanceManager,
    instance: str,
    file_path: str | None = None,
    paper_format: str = "A4",
    *,
    landscape: bool = False,
    print_background: bool = False,
) -> dict[str, Any]:
    """Report unsupported_capability: PDF generation requires Chromium and is unavailable on this Firefox/Camoufox server.

    The tool name and parameters remain available for existing clients. It does not
    create directories, write a file, or launch another browser. Use
    browser_screenshot for visual evidence.
    """
    manager.get(instance)  # instance_not_found comes first
    raise UnsupportedCapability(PDF_UNSUPPORTED)
