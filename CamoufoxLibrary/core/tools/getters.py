"""Getter tools: what an element shows or holds, read once and returned.

Each returns its value under one key of its data (``text``, ...), which the getter
keywords assert with an operator. Nothing here waits: an element that is not there
is ``element_not_found`` (``stale_ref`` for a ref) at once, as in the seed tools.
"""

from __future__ import annotations

from typing import Any

from ..elements import read_element
from ..errors import OF_ELEMENT, OF_FRAME, OF_PAGE, SEVERAL_MATCHES
from ..manager import InstanceManager
from ..registry import tool
from ..targeting import resolve

ELEMENT_GETTER_ERRORS = (("invalid_params", SEVERAL_MATCHES), *OF_ELEMENT, *OF_PAGE, OF_FRAME)


@tool(errors=ELEMENT_GETTER_ERRORS)
async def browser_get_text(
    manager: InstanceManager,
    instance: str,
    ref: str,
    *,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Return the text an element shows: its ``innerText`` (rendered, whitespace as shown).

    ``ref`` is a snapshot ref or a selector matching one element. Returns ``ref`` and
    ``text``. Hidden descendants add no text; a text field's value is not its text
    (see browser_get_value).
    """
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    text = await read_element(target, ref, "ref", "el => el.innerText")
    return {"ref": ref, "text": text}
