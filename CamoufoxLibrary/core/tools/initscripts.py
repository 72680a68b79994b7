"""Before the page runs: init scripts of an instance, and tags added to the current page.

An init script runs in every new document of the instance (each navigation, reload,
new tab and iframe), before the page's own scripts: it is how a test replaces
``Date.now``, stubs an API or sets a flag the page reads while it loads. Script and
style tags go into the current document only, as its own markup would add them.
A script read from a file gets a ``sourceURL``, so the page's errors name the file.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..browser.manager import InstanceManager
from ..contract.errors import OF_FRAME, OF_INSTANCE, OF_PAGE, EvaluationFailed, InvalidParams
from ..contract.files import read_text
from ..contract.ids import new_id
from ..contract.registry import tool
from ..js.results import script_error
from ..page.targeting import FRAME, Target


def one_source(**given: str | None) -> tuple[str, str]:
    """The one argument given (name, value); ``invalid_params`` naming them all otherwise."""
    named = [(name, value) for name, value in given.items() if value is not None]
    if len(named) != 1:
        names = " and ".join(f"'{name}'" for name in given)
        got = ", ".join(name for name, _ in named) or "none"
        raise InvalidParams(f"give exactly one of {names}; got {got}")
    name, value = named[0]
    if not value.strip():
        raise InvalidParams(f"argument '{name}' is empty")
    return name, value


def file_script(path: str) -> str:
    """A script file's text, named for the page's error messages and debugger."""
    return f"{read_text(path)}\n//# sourceURL={Path(path).resolve().as_uri()}\n"


@tool(
    errors=(
        (
            "invalid_params",
            "both or neither of script and path, an empty script, a path that does not "
            "exist or is not UTF-8",
        ),
        *OF_INSTANCE,
    ),
    kind="acts",
)
async def browser_add_init_script(
    manager: InstanceManager,
    instance: str,
    script: str | None = None,
    *,
    path: str | None = None,
) -> dict[str, Any]:
    """Run a script in every new document of the instance, before the page's own scripts.

    ``script`` is JavaScript source (``Date.now = () => 0``), or ``path`` a UTF-8 file
    of it. It runs at the start of each document loaded from now on: navigations,
    reloads, new tabs and popups, and every iframe; not in the current document (reload
    it). Several scripts run in the order they were added. Returns ``id``, for
    browser_remove_init_script, and ``source`` (``script`` or the file's path).
    """
    name, value = one_source(script=script, path=path)
    inst = manager.get(instance)
    code = value if name == "script" else file_script(value)
    script_id = new_id("init")
    inst.init_scripts[script_id] = await inst.context.add_init_script(code)
    return {"id": script_id, "source": "script" if name == "script" else value}


@tool(
    errors=(("invalid_params", "an id no init script of the instance has"), *OF_INSTANCE),
    kind="acts",
)
async def browser_remove_init_script(
    manager: InstanceManager, instance: str, id: str
) -> dict[str, Any]:
    """Stop running an init script (its ``id`` from browser_add_init_script) in new documents.

    Documents it already ran in keep what it did. Returns ``id``.
    """
    inst = manager.get(instance)
    script = inst.init_scripts.pop(id, None)
    if script is None:
        known = ", ".join(inst.init_scripts) or "none"
        raise InvalidParams(
            f"argument 'id' must be the id of an init script of instance '{inst.name}' "
            f"(added: {known}), got {id!r}"
        )
    await script.dispose()
    return {"id": id}


TAG_ERRORS = (
    (
        "invalid_params",
        "not exactly one of content, url and path, empty content, a path that does not "
        "exist or is not UTF-8",
    ),
    (
        "evaluation_failed",
        "the page refused the tag: a url that does not load, a Content-Security-Policy",
    ),
    *OF_PAGE,
    OF_FRAME,
)


@tool(target=FRAME, errors=TAG_ERRORS, kind="acts")
async def browser_add_script_tag(
    target: Target,
    content: str | None = None,
    *,
    url: str | None = None,
    path: str | None = None,
    module: bool = False,
) -> dict[str, Any]:
    """Add a ``<script>`` to the current document and wait until it has run.

    One of ``content`` (JavaScript source), ``url`` (the script's address, relative to
    the page) or ``path`` (a UTF-8 file, sent as content). ``module`` makes it an ES
    module. Only this document gets it: for every document, use browser_add_init_script.
    Returns ``source`` (``content``, the url or the path).
    """
    name, value = one_source(content=content, url=url, path=path)
    tag: dict[str, Any] = {"type": "module"} if module else {}
    if name == "url":
        tag["url"] = value
    else:
        tag["content"] = value if name == "content" else file_script(value)
    await add_tag(target, "script", tag)
    return {"page_id": target.page_id, "source": "content" if name == "content" else value}


@tool(target=FRAME, errors=TAG_ERRORS, kind="acts")
async def browser_add_style_tag(
    target: Target,
    content: str | None = None,
    *,
    url: str | None = None,
    path: str | None = None,
) -> dict[str, Any]:
    """Add a stylesheet to the current document and wait until it applies.

    One of ``content`` (CSS), ``url`` (a ``<link rel=stylesheet>`` to it, relative to
    the page) or ``path`` (a UTF-8 file, sent as content). Only this document gets it.
    Returns ``source`` (``content``, the url or the path).
    """
    name, value = one_source(content=content, url=url, path=path)
    tag = (
        {"url": value}
        if name == "url"
        else {"content": value if name == "content" else read_text(value)}
    )
    await add_tag(target, "style", tag)
    return {"page_id": target.page_id, "source": "content" if name == "content" else value}


# A classic script marks its own element as it starts: a script a Content-Security-Policy
# refuses is added without any error, and only this tells that it never ran.
RAN = "data-camoufox-ran"
MARK = f"document.currentScript && document.currentScript.setAttribute('{RAN}', '');\n"
# An inline stylesheet applies at once; one that a CSP refuses never reports its load,
# and Playwright would wait for it until the call's deadline.
INLINE_STYLE_GRACE = 2.0


async def add_tag(target: Target, kind: str, tag: dict[str, Any]) -> None:
    """Adds the tag in the acting frame; what the page refuses is evaluation_failed."""
    frame = target.acting_frame
    classic = kind == "script" and "content" in tag and tag.get("type") != "module"
    if classic:
        tag = {**tag, "content": MARK + tag["content"]}
    try:
        if kind == "script":
            element = await frame.add_script_tag(**tag)
        elif "content" in tag:
            element = await asyncio.wait_for(frame.add_style_tag(**tag), INLINE_STYLE_GRACE)
        else:
            element = await frame.add_style_tag(**tag)
        ran = await element.get_attribute(RAN) if classic else ""
    except TimeoutError:
        raise EvaluationFailed(
            f"the page did not apply the style tag within {INLINE_STYLE_GRACE:g} s: its "
            "Content-Security-Policy (style-src) refuses inline styles; use 'url' of a "
            "stylesheet it allows, or browser_add_init_script"
        ) from None
    except PlaywrightError as exc:
        if target.page.is_closed() or type(exc).__name__ == "TargetClosedError":
            raise
        raise EvaluationFailed(
            f"the page did not take the {kind} tag: {script_error(exc)}"
        ) from exc
    if ran is None:
        raise EvaluationFailed(
            "the page did not run the script tag: its Content-Security-Policy (script-src) "
            "refuses inline scripts; use 'url' of a script it allows, or "
            "browser_add_init_script, which runs whatever the page's policy"
        )
