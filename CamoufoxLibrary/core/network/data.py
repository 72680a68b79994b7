"""Requests and responses as tool data: method, URL, status, headers and the body.

A body comes back as text (``body``) and, when it parses, as JSON (``json``); one that
is not UTF-8 as ``body_base64``. Bodies past ``BODY_LIMIT`` bytes are cut
(``body_truncated``). A request body the engine does not report is never just
missing: ``body_unavailable`` says why (Firefox over WebDriver BiDi reports none:
Playwright's ``request.post_data`` is always None there, measured with Playwright
1.62 and firefox-esr 153, though the server gets the body).
"""

from __future__ import annotations

import base64
import contextlib
import json
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Request, Response

from ..contract.errors import reason_of

BODY_LIMIT = 1024 * 1024
BIDI_ENGINE = "firefox"
# Methods whose requests carry no body unless they say so (Content-Length, chunks).
BODILESS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})


def body_fields(content: bytes | None) -> dict[str, Any]:
    """``body``, ``json`` (or None) and, for bytes that are not UTF-8, ``body_base64``."""
    if content is None:
        return {"body": None, "json": None}
    truncated = len(content) > BODY_LIMIT
    kept = content[:BODY_LIMIT]
    fields: dict[str, Any] = {"body": None, "json": None, "body_size": len(content)}
    if truncated:
        fields["body_truncated"] = True
    try:
        text = kept.decode("utf-8")
    except UnicodeDecodeError:
        fields["body_base64"] = base64.b64encode(kept).decode("ascii")
        return fields
    fields["body"] = text
    if not truncated and text.strip():
        with contextlib.suppress(ValueError):  # text, not JSON
            fields["json"] = json.loads(text)
    return fields


def declared_size(headers: dict[str, str]) -> int | None:
    """The body size a request's headers declare; -1 for a chunked body; None for none."""
    if "chunked" in headers.get("transfer-encoding", ""):
        return -1
    try:
        return int(headers.get("content-length", ""))
    except ValueError:
        return None


async def request_data(request: Request, engine: str) -> dict[str, Any]:
    """A request: ``method``, ``url``, ``resource_type``, ``headers``, its body and
    ``body_unavailable`` (why a body it had is not there, else None)."""
    headers = await request.all_headers()
    content = request.post_data_buffer
    data: dict[str, Any] = {
        "method": request.method,
        "url": request.url,
        "resource_type": request.resource_type,
        "headers": headers,
        **body_fields(content),
        "body_unavailable": None,
    }
    size = declared_size(headers)
    maybe = size != 0 if size is not None else request.method not in BODILESS
    if content is None and maybe:
        data["body_unavailable"] = unavailable_body(request.method, size, engine)
    return data


def unavailable_body(method: str, size: int | None, engine: str) -> str:
    had = f"of {size} bytes " if size is not None and size > 0 else ""
    if engine == BIDI_ENGINE:
        why = (
            "Firefox over WebDriver BiDi does not report request bodies (Playwright's "
            "request.post_data is always None there; the server still gets the body)"
        )
    else:
        why = f"engine '{engine}' did not report it"
    if size is None and method not in BODILESS:
        return f"a {method} request may carry a body, and {why}"
    return f"the {method} request's body {had}is not available: {why}"


async def response_data(response: Response, engine: str) -> dict[str, Any]:
    """A response: its request's ``method``, ``url``, ``status``, ``status_text``, ``ok``,
    ``headers``, the body (``body_error`` when there is none to read) and ``request``."""
    try:
        content: bytes | None = await response.body()
        error = None
    except PlaywrightError as exc:  # a redirect, or a body the browser let go of
        content, error = None, reason_of(exc)
    return {
        "method": response.request.method,
        "url": response.url,
        "status": response.status,
        "status_text": response.status_text,
        "ok": response.ok,
        "headers": await response.all_headers(),
        **body_fields(content),
        "body_error": error,
        "request": await request_data(response.request, engine),
    }


def seen_words(kind: str, method: str, url: str, outcome: str = "") -> str:
    """One line of what a wait saw: ``POST http://.../orders -> 201``."""
    line = f"{kind} {method} {url}"
    return f"{line} -> {outcome}" if outcome else line
