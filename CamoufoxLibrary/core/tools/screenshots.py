"""Screenshot comparison: a capture checked against a baseline image kept beside the tests.

The baseline is ``<baseline_dir>/<name>.png``. A missing one is written from this run
(and the check fails, so nobody mistakes a first run for a pass, unless ``update``);
``update`` rewrites it. On a mismatch the actual image and a diff image (differing
pixels in red over the faded actual) are written to ``output_dir`` as
``<name>-actual.png`` and ``<name>-diff.png``, so a report can show all three.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

from ..contract.errors import (
    OF_ELEMENT,
    OF_FRAME,
    OF_PAGE_UNDER_MODAL,
    InvalidParams,
    VerificationFailed,
)
from ..contract.files import write_file
from ..contract.registry import tool
from ..contract.vocabulary import Animations, Caret
from ..page.capture import CARET_UNSUPPORTED, capture, region_of
from ..page.targeting import FRAME_UNDER_MODAL, Aim
from ..syntax.imagediff import compare

# A baseline's name: one file name, no folder, nothing hidden.
NAME = re.compile(r"[\w][\w.\- ]*")


def baseline_name(name: str) -> str:
    """``name`` with ``.png``; invalid_params for a path, ``..`` or a hidden name."""
    stem = name.removesuffix(".png") if isinstance(name, str) else ""
    if not NAME.fullmatch(stem) or ".." in stem:
        raise InvalidParams(
            "argument 'name' must be a file name such as 'login-form' (letters, digits, "
            f"'-', '_', '.' and spaces; no folder, no '..'), got {name!r}"
        )
    return f"{stem}.png"


def share(value: float, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidParams(f"argument '{name}' must be a number from 0 to 1, got {value!r}")
    if not 0 <= value <= 1:
        raise InvalidParams(f"argument '{name}' must be from 0 to 1, got {value:g}")
    return float(value)


@tool(
    target=FRAME_UNDER_MODAL,
    errors=(
        (
            "invalid_params",
            "a name with a folder or '..', a threshold or max_diff_ratio outside 0 to 1, "
            "full_page or clip with ref, a malformed clip, a folder that cannot be written",
        ),
        (
            "verification_failed",
            "more pixels differ than max_diff_ratio allows, the sizes differ, or there was "
            "no baseline (it is written from this run)",
        ),
        CARET_UNSUPPORTED,
        *OF_ELEMENT,
        *OF_PAGE_UNDER_MODAL,
        OF_FRAME,
    ),
    writes=("baseline_dir", "output_dir"),
    kind="checks",
)
async def browser_screenshot_matches(
    aim: Aim,
    name: str,
    *,
    baseline_dir: str = "screenshots",
    output_dir: str = ".",
    ref: str | None = None,
    full_page: bool = False,
    mask: list[str] | None = None,
    clip: str | None = None,
    animations: Animations = "disabled",
    caret: Caret = "hide",
    threshold: float = 0.1,
    max_diff_ratio: float = 0.0,
    update: bool = False,
) -> dict[str, Any]:
    """Check a screenshot (page, ``clip``, ``full_page`` or element ``ref``) against a baseline.

    The baseline is ``<baseline_dir>/<name>.png``. A pixel differs when a colour channel
    differs by more than ``threshold`` (0 to 1; 0.1 ignores anti-aliasing noise); the
    check passes when at most ``max_diff_ratio`` of the pixels differ (0: none). Mask
    what changes between runs (``mask``: refs or selectors, painted over); animations
    are finished first by default. A missing baseline is written from this run and the
    check fails saying so, unless ``update``, which (re)writes the baseline and passes.
    On a mismatch ``<name>-actual.png`` and ``<name>-diff.png`` (differing pixels in
    red) are written to ``output_dir``. Returns ``name``, ``baseline`` (its path),
    ``written`` (whether this run wrote it), ``differing_pixels`` and ``diff_ratio``.
    """
    file_name = baseline_name(name)
    limit, ratio_allowed = share(threshold, "threshold"), share(max_diff_ratio, "max_diff_ratio")
    region = region_of(ref, full_page, clip)
    target = aim.resolve()
    image = await capture(target, ref, full_page, mask, region, animations, caret)
    baseline = Path(baseline_dir) / file_name
    data: dict[str, Any] = {"name": file_name, "baseline": str(baseline), "written": False}
    if update or not baseline.exists():
        folder(baseline.parent, "baseline_dir")
        write_file(baseline, image, "baseline_dir")
        if not update:
            raise VerificationFailed(
                f"no baseline '{file_name}' in '{baseline.parent}': written from this run at "
                f"'{baseline}'; check it, then run again (or pass update to accept it)"
            )
        return {**data, "written": True, "differing_pixels": 0, "diff_ratio": 0.0}
    result = compare(image, baseline.read_bytes(), limit)
    if result.ratio <= ratio_allowed:
        return {**data, "differing_pixels": result.differing, "diff_ratio": result.ratio}
    stem = file_name.removesuffix(".png")
    out = folder(Path(output_dir), "output_dir")
    write_file(out / f"{stem}-actual.png", image, "output_dir")
    if result.diff_png is not None:
        write_file(out / f"{stem}-diff.png", result.diff_png, "output_dir")
    what = (
        f"the sizes differ ({result.size_mismatch})"
        if result.size_mismatch
        else f"{result.differing} of {result.width * result.height} pixels differ "
        f"({result.ratio:.4%}; allowed {ratio_allowed:.4%} at threshold {limit:g})"
    )
    raise VerificationFailed(
        f"screenshot '{file_name}' does not match its baseline: {what}; expected "
        f"'{baseline}', actual '{out / f'{stem}-actual.png'}'"
        + ("" if result.size_mismatch else f", diff '{out / f'{stem}-diff.png'}'")
    )


def folder(path: Path, name: str) -> Path:
    """``path`` as a folder that exists (made if need be); invalid_params naming ``name``."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InvalidParams(f"{name} '{path}' cannot be made: {exc.strerror}") from exc
    if not path.is_dir():
        raise InvalidParams(f"{name} '{path}' is not a folder")
    return path
