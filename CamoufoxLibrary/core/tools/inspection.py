"""Inspection tools: the aria snapshot with refs, and screenshots."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from pathlib import Path
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame

from ..contract.envelope import current_operation
from ..contract.errors import (
    OF_ELEMENT,
    OF_FRAME,
    OF_PAGE_UNDER_MODAL,
    ElementNotFound,
    InvalidParams,
    StaleRef,
)
from ..contract.files import writable_file, write_file
from ..contract.registry import tool
from ..contract.vocabulary import Animations, Caret, ConsoleLevel, ImageType
from ..js import script
from ..js.mainworld import evaluate_all
from ..page.capture import CARET_UNSUPPORTED, capture, region_of
from ..page.targeting import FRAME_UNDER_MODAL, PAGE_UNDER_MODAL, Aim, Target, locate, parse_ref
from ..syntax.snapshottext import REF, matching, subtree, to_depth, within

SNAPSHOT_ERRORS = (
    (
        "invalid_params",
        "a depth below 0, a max_chars below 200, or file_path's folder does not exist or "
        "cannot be written",
    ),
    ("stale_ref", "root is a ref the page no longer has"),
    ("element_not_found", "root is a selector that matches no element"),
    *OF_PAGE_UNDER_MODAL,
    OF_FRAME,
)


@tool(
    target=FRAME_UNDER_MODAL,
    errors=SNAPSHOT_ERRORS,
    writes=("file_path",),
    kind="reads",
    unrecorded="shows the page, checks nothing",
)
async def browser_snapshot(
    target: Target,
    root: str | None = None,
    depth: int | None = None,
    max_chars: int | None = None,
    file_path: str | None = None,
) -> dict[str, Any]:
    """Capture the page's accessibility tree with element refs, iframes included.

    Returns ``snapshot`` (Playwright's AI-mode aria snapshot: YAML lines such as
    ``- button "Submit" [ref=e12]``; refs inside iframes look like ``f1e3``, those of
    the main frame are ``e<n>`` however often the page navigated), the page's ``url``
    and ``title``, its ``page_id``, and ``modal``: the pending dialog or file chooser,
    or null. Refs stay valid until the element leaves the page; take a new snapshot
    after a navigation (a ref of an earlier document is ``stale_ref``: on a page, no
    ref number names two elements). Works while a modal is pending. The values of
    password fields are masked (and any textbox showing the same text).

    For a big page: ``root`` (a ref or a selector) keeps that element's subtree,
    ``depth`` the nodes down to that level (0: the top ones; a comment under each node
    cut says how many lines and which ``root`` shows them), ``max_chars`` cuts whole
    lines to that size with a closing ``# cut: ...`` comment, ``file_path`` writes the
    snapshot to that file instead (``snapshot`` is then null, ``path`` and ``chars``
    say where and how long). ``truncated`` says whether depth or max_chars left
    anything out. browser_find_refs finds refs without the tree.
    """
    snapshot, title = await page_snapshot(target)
    full_chars = len(snapshot)
    if root is not None:
        snapshot = await scoped(target, snapshot, root)
    truncated = False
    if depth is not None:
        cut = to_depth(snapshot, depth)
        truncated = cut != snapshot
        snapshot = cut
    data: dict[str, Any] = {
        "page_id": target.page_id,
        "url": target.acting_frame.url,
        "title": title,
    }
    if file_path is not None:
        path = writable_file(file_path)
        write_file(path, snapshot.encode("utf-8"))
        data.update(snapshot=None, path=str(path), chars=len(snapshot))
    else:
        if max_chars is not None:
            hint = "snapshot with root=<a ref> for a part, a larger max_chars, or file_path"
            snapshot, cut_here = within(snapshot, max_chars, hint)
            truncated = truncated or cut_here
        data["snapshot"] = snapshot
    modal = target.instance.modals.pending(target.page_id)
    data.update(
        truncated=truncated, page_chars=full_chars, modal=modal.as_dict() if modal else None
    )
    return data


async def page_snapshot(target: Target) -> tuple[str, str]:
    """The whole snapshot of the page (or frame), refs as shown, passwords masked; the title."""
    timeout = current_operation().playwright_timeout()
    if target.frame is None:
        taking = target.page.aria_snapshot(mode="ai", timeout=timeout)
        frames = target.page.frames
    else:
        taking = target.frame.locator(":root").aria_snapshot(mode="ai", timeout=timeout)
        frames = [target.frame]
    # One round trip's time: the title and the password values travel with the snapshot.
    snapshot, title, secrets = await asyncio.gather(
        taking, target.page.title(), password_values(frames)
    )
    if target.acting_frame is target.page.main_frame:
        snapshot = target.instance.main_refs[target.page_id].show(snapshot)
    return mask_passwords(snapshot, secrets), title


async def scoped(target: Target, snapshot: str, root: str) -> str:
    """The subtree of ``root``: a ref of the snapshot, or the element a selector finds."""
    ref = parse_ref(root)
    if ref is None:
        ref = await ref_of(target, root)
    part = subtree(snapshot, ref)
    if part is None:
        raise StaleRef(
            f"argument 'root': ref '{ref}' is not on the page now (it left, or belongs to an "
            "earlier document); take a snapshot without root to get the current refs"
        )
    return part


async def ref_of(target: Target, selector: str) -> str:
    """The ref the snapshot gives the first element ``selector`` finds."""
    locator = (await locate(target, selector)).first
    timeout = current_operation().playwright_timeout()
    own = await locator.aria_snapshot(mode="ai", timeout=timeout)
    found = REF.search(own.splitlines()[0]) if own else None
    if found is None:
        raise ElementNotFound(
            f"argument 'root': the element {selector!r} finds has no ref in the snapshot "
            "(it is not in the accessibility tree: hidden, or presentational)"
        )
    shown = target.instance.main_refs[target.page_id].show(own) if target.frame is None else own
    return REF.search(shown.splitlines()[0]).group(1)  # type: ignore[union-attr]


@tool(
    target=FRAME_UNDER_MODAL,
    errors=(
        ("invalid_params", "none of role, name and text, or a limit below 1"),
        *OF_PAGE_UNDER_MODAL,
        OF_FRAME,
    ),
    kind="reads",
    unrecorded="shows the page, checks nothing",
)
async def browser_find_refs(
    target: Target,
    role: str | None = None,
    name: str | None = None,
    text: str | None = None,
    limit: int = 20,
) -> dict[str, Any]:
    """Find the refs of elements by role, name or text, without the whole snapshot.

    ``role`` is an ARIA role as the snapshot writes it (``button``, ``link``,
    ``textbox``, ``heading``, ...), matched exactly; ``name`` is matched as a part of
    the accessible name and ``text`` as a part of the name or the text, both ignoring
    case. Returns ``matches`` (``ref``, ``role``, ``name``, ``text``; at most
    ``limit``, in page order) and ``count`` (how many matched in all). The refs work
    in every tool, as a snapshot's do.
    """
    if isinstance(limit, bool) or limit < 1:
        raise InvalidParams(f"argument 'limit' must be a whole number of at least 1, got {limit!r}")
    snapshot, _ = await page_snapshot(target)
    found = matching(snapshot, role, name, text)
    return {
        "page_id": target.page_id,
        "matches": [
            {"ref": n.ref, "role": n.role, "name": n.name, "text": n.text} for n in found[:limit]
        ],
        "count": len(found),
    }


MASK = "••••••"
PASSWORD_VALUES = script("password_values")
_TEXTBOX_VALUE = re.compile(r"^(\s*- textbox\b.*?): (.+)$")


async def password_values(frames: list[Frame]) -> set[str]:
    """The non-empty values of password inputs in ``frames`` (a frame that went away: none)."""

    async def of(frame: Frame) -> list[str]:
        try:
            return await evaluate_all(frame.locator("input[type=password]"), PASSWORD_VALUES)
        except PlaywrightError:
            return []

    return {value for values in await asyncio.gather(*map(of, frames)) for value in values}


def mask_passwords(snapshot: str, secrets: set[str]) -> str:
    """Hides password values, which the aria snapshot shows like any textbox's value."""
    if not secrets:
        return snapshot
    lines = snapshot.splitlines()
    for i, line in enumerate(lines):
        match = _TEXTBOX_VALUE.match(line)
        if match and yaml_scalar(match.group(2)) in secrets:
            lines[i] = f"{match.group(1)}: {MASK}"
    return "\n".join(lines)


def yaml_scalar(text: str) -> str:
    """The value of a plain or double-quoted YAML scalar, as the snapshot writes them."""
    if text.startswith('"') and text.endswith('"'):
        with contextlib.suppress(ValueError):
            return json.loads(text)
    return text


IMAGE_SUFFIXES = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg"}


@tool(
    target=FRAME_UNDER_MODAL,
    errors=(
        (
            "invalid_params",
            "type and file_path disagree, full_page or clip with ref, a malformed clip, "
            "or file_path's folder does not exist or cannot be written",
        ),
        CARET_UNSUPPORTED,
        *OF_ELEMENT,
        *OF_PAGE_UNDER_MODAL,
        OF_FRAME,
    ),
    writes=("file_path",),
    kind="reads",
    unrecorded="shows the page, checks nothing",
)
async def browser_screenshot(
    aim: Aim,
    *,
    ref: str | None = None,
    full_page: bool = False,
    file_path: str | None = None,
    type: ImageType = "png",
    mask: list[str] | None = None,
    clip: str | None = None,
    animations: Animations = "allow",
    caret: Caret = "hide",
) -> dict[str, Any]:
    """Save a screenshot of the page, the whole scrollable page, or one element.

    ``ref`` is a snapshot ref or a selector of the element to capture. ``type`` is
    ``png`` or ``jpeg``; a file_path ending in .png, .jpg or .jpeg must agree with it.
    ``mask``: refs or selectors of what changes between runs (a clock, an ad), painted
    over in pink. ``clip``: ``x,y,width,height`` of the page to keep. ``animations``
    ``disabled`` finishes CSS animations and transitions first; ``caret`` ``hide``
    (the default) hides the text cursor, ``initial`` keeps it (an engine that never
    draws it, Firefox over WebDriver BiDi, refuses that).
    ``file_path``'s folder must exist and be writable; without a
    file_path the image comes back base64-encoded in ``data``. Works while a modal is
    pending, so failures can be recorded.
    """
    suffix = Path(file_path).suffix.lower() if file_path else ""
    if suffix in IMAGE_SUFFIXES and IMAGE_SUFFIXES[suffix] != type:
        raise InvalidParams(
            f"file_path ends in '{suffix}' but type is {type!r}; pass "
            f"type={IMAGE_SUFFIXES[suffix]!r} or another file name"
        )
    region = region_of(ref, full_page, clip)
    path = writable_file(file_path) if file_path is not None else None
    target = aim.resolve()
    image = await capture(target, ref, full_page, mask, region, animations, caret, type)
    data: dict[str, Any] = {"type": type, "bytes": len(image), "page_id": target.page_id}
    if path is not None:
        write_file(path, image)
        data["path"] = str(path)
    else:
        import base64

        data["base64"] = base64.b64encode(image).decode("ascii")
    return data


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(*OF_PAGE_UNDER_MODAL,),
    kind="reads",
    unrecorded="reads the page's log, checks nothing",
)
async def browser_console_messages(
    target: Target, *, level: ConsoleLevel | None = None
) -> dict[str, Any]:
    """Return the page's console messages and uncaught errors, oldest first.

    Captured from the moment the page opened, including scripts that ran while it
    loaded. ``level`` (``debug``, ``info``, ``warning``, ``error``) keeps that level
    and more severe ones; uncaught errors and unhandled rejections have type
    ``pageerror`` and count as errors. At most 1,000 entries are kept; ``dropped``
    counts older ones that were discarded. Works while a modal is pending.
    """
    log = target.instance.logs[target.page_id]
    return {
        "page_id": target.page_id,
        "messages": log.console_messages(level),
        "dropped": log.console.dropped,
    }


@tool(
    target=PAGE_UNDER_MODAL,
    errors=(*OF_PAGE_UNDER_MODAL,),
    kind="reads",
    unrecorded="reads the page's log, checks nothing",
)
async def browser_network_requests(
    target: Target, *, include_static: bool = False
) -> dict[str, Any]:
    """Return the requests the page made, oldest first, with status or failure.

    Each has ``method``, ``url``, ``resource_type``, ``status``, ``ok`` and
    ``failure`` (the network error of a failed request). Images, stylesheets, fonts,
    scripts and other static resources are left out unless ``include_static`` or they
    failed. Request bodies are not available on Firefox over BiDi. At most 1,000
    entries are kept; ``dropped`` counts older ones. Works while a modal is pending.
    """
    log = target.instance.logs[target.page_id]
    return {
        "page_id": target.page_id,
        "requests": log.network_requests(include_static),
        "dropped": log.network.dropped,
    }
