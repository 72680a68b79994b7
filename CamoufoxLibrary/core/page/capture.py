"""One screenshot of a page, a region of it or an element, with what is masked or stilled."""

from __future__ import annotations

from typing import Any

from ..contract.envelope import current_operation
from ..contract.errors import InvalidParams, UnsupportedCapability
from ..contract.vocabulary import Animations, Caret, ImageType
from ..syntax.cliprect import parse_clip
from .targeting import Target, locate

# The declared error of a capture with the cursor kept, where the engine cannot draw it.
CARET_UNSUPPORTED = (
    "unsupported_capability",
    "caret 'initial' on Firefox over WebDriver BiDi, which never draws the text cursor",
)


def region_of(ref: str | None, full_page: bool, clip: str | None) -> dict[str, float] | None:
    """The clip to capture, checked with what else was asked; invalid_params otherwise."""
    if ref is not None and full_page:
        raise InvalidParams("'full_page' cannot be combined with 'ref' (an element screenshot)")
    if ref is not None and clip is not None:
        raise InvalidParams("'clip' cannot be combined with 'ref': clip is a part of the page")
    return parse_clip(clip)


async def capture(
    target: Target,
    ref: str | None,
    full_page: bool,
    mask: list[str] | None,
    clip: dict[str, float] | None,
    animations: Animations,
    caret: Caret,
    type: ImageType = "png",
) -> bytes:
    """The image bytes; ``mask``'s refs and selectors painted over (a gone ref: stale_ref)."""
    if caret == "initial" and target.instance.engine.over_bidi:
        # Measured: firefox-esr over BiDi never draws the text cursor in a capture, so
        # 'initial' would silently give the 'hide' picture (docs/engine-notes.md).
        raise UnsupportedCapability(
            "argument 'caret': Firefox over WebDriver BiDi never draws the text cursor "
            "in a screenshot, so 'initial' would look the same as 'hide'; leave caret "
            "at 'hide'"
        )
    options: dict[str, Any] = {
        "type": type,
        "animations": animations,
        "caret": caret,
        "timeout": current_operation().playwright_timeout(),
    }
    if mask:
        options["mask"] = [await locate(target, item) for item in mask]
    if ref is not None:
        element = await locate(target, ref)
        return await element.first.screenshot(**options)
    return await target.page.screenshot(full_page=full_page, clip=clip, **options)
