"""Utility tools: resize, the PDF compatibility stub's error, generate_locator, tabs.

``browser_generate_locator`` builds on Playwright's own selector generator: public
``Locator.normalize()`` turns an ``aria-ref`` into the best-practice selector
Playwright would record (``internal:role=button[name="Submit"i]``, frames chained
with ``>> internal:control=enter-frame >>``). Two things are added on top:

- the seed's priority (data-testid > role+name > label > placeholder > alt text >
  title > text > CSS). Playwright's scores agree except for two pairs: it prefers a
  placeholder to a label and a text to a title. When its choice is one of those, the
  seed's preferred kind is tried with Playwright's own engines and kept if it finds
  exactly that element;
- ``python_syntax``: a Python port of Playwright's locator-to-language code
  (``asLocator`` with the Python factory) for one-part selectors; chains stay
  ``locator(...)``, as the seed says.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from dataclasses import dataclass
from typing import Any

from playwright.async_api import ElementHandle, Frame, Locator, Page
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from ..envelope import current_operation
from ..errors import (
    InternalError,
    InvalidParams,
    ModalStateBlocked,
    NavigationFailed,
    NavigationTimeout,
    UnsupportedCapability,
)
from ..instance import Instance, drop_outcome
from ..manager import InstanceManager
from ..targeting import Target, locate, parse_ref, resolve
from ..tooling import tool
from .navigation import normalize_url

log = logging.getLogger("CamoufoxLibrary.core")

MAX_VIEWPORT = 16384  # pixels; Firefox refuses larger surfaces
PDF_UNSUPPORTED = (
    "PDF generation is not supported by Firefox/Camoufox. "
    "Use browser_screenshot for visual evidence."
)
TAB_ACTIONS = ("list", "new", "close", "select")
CLOSE_GRACE = 2.0  # seconds a failed "new" may spend closing the tab it opened
ENTER_FRAME = "internal:control=enter-frame"


# --- browser_resize ------------------------------------------------------------------


def check_dimension(name: str, value: int) -> None:
    if not 1 <= value <= MAX_VIEWPORT:
        raise InvalidParams(f"argument '{name}' must be 1 to {MAX_VIEWPORT} pixels, got {value}")


@tool
async def browser_resize(
    manager: InstanceManager,
    instance: str,
    width: int,
    height: int,
    *,
    page_id: str | None = None,
) -> dict[str, Any]:
    """Resize the viewport of the active page to the given pixel dimensions.

    Only that page changes (or ``page_id``'s, without selecting it); other tabs keep
    their size. ``width`` and ``height`` are 1 to 16384 pixels. Returns the new
    ``width`` and ``height``. Errors: invalid_params, page_not_found,
    instance_not_found.
    """
    check_dimension("width", width)
    check_dimension("height", height)
    target = resolve(manager, instance, page_id=page_id, allow_modal=True)
    await target.page.set_viewport_size({"width": width, "height": height})
    size = target.page.viewport_size or {"width": width, "height": height}
    return {"width": size["width"], "height": size["height"]}


# --- browser_pdf_save ----------------------------------------------------------------


@tool
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
    browser_screenshot for visual evidence. Errors: instance_not_found,
    unsupported_capability (always, for a running instance).
    """
    manager.get(instance)  # instance_not_found comes first
    raise UnsupportedCapability(PDF_UNSUPPORTED)


# --- selectors: parsing, and Playwright's Python rendering ---------------------------


@dataclass(frozen=True)
class Part:
    """One ``engine=body`` step of a selector chain (``a >> b``)."""

    name: str
    body: str


def split_selector(selector: str) -> list[Part]:
    """Splits a selector at ``>>`` outside quotes, naming each part's engine.

    A port of Playwright's ``parseSelectorString``: ``engine=body`` when the text
    before ``=`` is an engine name, ``"..."``/``'...'`` is ``text``, ``//`` or
    ``..`` is ``xpath``, anything else ``css``.
    """
    parts: list[Part] = []
    start = index = 0
    quote: str | None = None

    def append(end: int) -> None:
        text = selector[start:end].strip()
        eq = text.find("=")
        if eq != -1 and re.fullmatch(r"[a-zA-Z_0-9\-+:*]+", text[:eq].strip()):
            parts.append(Part(text[:eq].strip(), text[eq + 1 :]))
        elif len(text) > 1 and text[0] == text[-1] and text[0] in "\"'":
            parts.append(Part("text", text))
        elif re.match(r"^\(*//", text) or text.startswith(".."):
            parts.append(Part("xpath", text))
        else:
            parts.append(Part("css", text))

    def text_engine_quote_ignored() -> bool:
        match = re.match(r"^\s*text\s*=(.*)$", selector[start:index], re.DOTALL)
        return bool(match and match.group(1))

    if ">>" not in selector:
        append(len(selector))
        return parts
    while index < len(selector):
        char = selector[index]
        if char == "\\" and index + 1 < len(selector):
            index += 2
        elif char == quote:
            quote = None
            index += 1
        elif quote is None and char in "\"'`" and not text_engine_quote_ignored():
            quote = char
            index += 1
        elif quote is None and selector.startswith(">>", index):
            append(index)
            index += 2
            start = index
        else:
            index += 1
    append(len(selector))
    return parts


def join_selector(parts: list[Part]) -> str:
    return " >> ".join(
        part.body if part.name == "css" else f"{part.name}={part.body}" for part in parts
    )


@dataclass(frozen=True)
class Attribute:
    name: str
    value: str | bool | None  # None: a bare ``[name]`` (truthy) test
    case_sensitive: bool
    regex: bool = False


class _AttributeParser:
    """A port of Playwright's ``parseAttributeSelector`` (unquoted values allowed)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def eat(self) -> str:
        char = self.peek()
        self.pos += 1
        return char

    def fail(self, what: str) -> ValueError:
        return ValueError(f"cannot parse {self.text!r} at position {self.pos} ({what})")

    def skip_spaces(self) -> None:
        while self.peek() and self.peek().isspace():
            self.pos += 1

    @staticmethod
    def name_char(char: str) -> bool:
        return bool(char) and (char >= "\x80" or char.isalnum() or char in "_-")

    def identifier(self) -> str:
        self.skip_spaces()
        start = self.pos
        while self.name_char(self.peek()):
            self.pos += 1
        return self.text[start : self.pos]

    def quoted(self) -> str:
        quote = self.eat()
        value = ""
        while self.peek() and self.peek() != quote:
            if self.peek() == "\\":
                self.eat()
            value += self.eat()
        if self.eat() != quote:
            raise self.fail("unterminated string")
        return value

    def regex(self) -> str:
        self.eat()
        source = ""
        in_class = False
        while self.peek():
            char = self.peek()
            if char == "\\":
                source += self.eat()
            elif in_class and char == "]":
                in_class = False
            elif not in_class and char == "[":
                in_class = True
            elif not in_class and char == "/":
                break
            source += self.eat()
        if self.eat() != "/":
            raise self.fail("unterminated regular expression")
        while self.peek() and self.peek() in "dgimsuvy":
            self.eat()
        return source

    def attribute(self) -> Attribute:
        self.eat()  # [
        self.skip_spaces()
        name = self.quoted() if self.peek() in "\"'" else self.identifier()
        self.skip_spaces()
        if self.peek() == "]":
            self.eat()
            return Attribute(name, None, False)
        if self.eat() != "=":
            raise self.fail("only = is supported here")
        self.skip_spaces()
        value: str | bool
        case_sensitive = True
        regex = False
        if self.peek() == "/":
            value, regex = self.regex(), True
        elif self.peek() in "\"'":
            value = self.quoted()
            self.skip_spaces()
            if self.peek() in "iI":
                case_sensitive = False
                self.eat()
            elif self.peek() in "sS":
                self.eat()
        else:
            start = self.pos
            while self.name_char(self.peek()) or self.peek() in "+.":
                self.pos += 1
            raw = self.text[start : self.pos]
            value = {"true": True, "false": False}.get(raw, raw)
        self.skip_spaces()
        if self.eat() != "]":
            raise self.fail("expected ]")
        return Attribute(name, value, case_sensitive, regex)

    def parse(self) -> tuple[str, list[Attribute]]:
        name = self.identifier()
        attributes = []
        self.skip_spaces()
        while self.peek() == "[":
            attributes.append(self.attribute())
            self.skip_spaces()
        if self.peek():
            raise self.fail("unexpected text")
        return name, attributes


def parse_attribute_selector(text: str) -> tuple[str, list[Attribute]]:
    """``button[name="Go"i][level=2]`` -> ``("button", [Attribute(...), ...])``."""
    return _AttributeParser(text).parse()


def detect_exact(body: str) -> tuple[str, bool] | None:
    """A text engine body as (text, exact): ``"Go"i`` lax, ``"Go"s``/``"Go"`` exact."""
    body = body.strip()
    try:
        if body.endswith('"i'):
            return json.loads(body[:-1]), False
        if body.endswith('"s'):
            return json.loads(body[:-1]), True
        if body.endswith('"'):
            return json.loads(body), True
    except ValueError:
        return None
    return None  # a regular expression or unquoted text: no lossless Python call


def py_str(text: str) -> str:
    """A Python string literal, as the seed writes them: ``'Submit'``."""
    return repr(text)


def _with_exact(method: str, text: str, exact: bool) -> str:
    return f"{method}({py_str(text)}, exact=True)" if exact else f"{method}({py_str(text)})"


ATTR_METHODS = {
    "placeholder": "get_by_placeholder",
    "alt": "get_by_alt_text",
    "title": "get_by_title",
}
ROLE_FLAGS = ("checked", "disabled", "expanded", "include-hidden", "pressed", "selected")


def python_call(part: Part) -> str | None:
    """The ``page.get_by_*`` call for one selector part, or None if it has none.

    Follows Playwright's Python locator factory (``get_by_role("button",
    name='Submit')``), quoting values with Python's repr as the seed does.
    """
    name, body = part.name, part.body
    if name in ("internal:text", "internal:label"):
        text = detect_exact(body)
        if text is None:
            return None
        method = "get_by_text" if name == "internal:text" else "get_by_label"
        return _with_exact(method, *text)
    if name not in ("internal:testid", "internal:attr", "internal:role"):
        return None
    try:
        selector_name, attrs = parse_attribute_selector(body)
    except ValueError:
        return None
    if any(attr.regex or attr.value is None for attr in attrs):
        return None
    if name == "internal:testid":
        if len(attrs) != 1 or attrs[0].name != "data-testid" or not attrs[0].case_sensitive:
            return None
        return f"get_by_test_id({py_str(str(attrs[0].value))})"
    if name == "internal:attr":
        if len(attrs) != 1 or attrs[0].name not in ATTR_METHODS:
            return None
        attr = attrs[0]
        return _with_exact(ATTR_METHODS[attr.name], str(attr.value), attr.case_sensitive)
    return _role_call(selector_name, attrs)


def _role_call(role: str, attrs: list[Attribute]) -> str | None:
    if not re.fullmatch(r"[a-z]+", role):
        return None
    texts: list[str] = []
    flags: list[str] = []
    exactness = {attr.case_sensitive for attr in attrs if attr.name in ("name", "description")}
    if len(exactness) > 1:
        return None  # Python has one `exact` for name and description
    for attr in attrs:
        if attr.name in ("name", "description"):
            texts.append(f"{attr.name}={py_str(str(attr.value))}")
        elif attr.name in ROLE_FLAGS and isinstance(attr.value, bool):
            flags.append(f"{attr.name.replace('-', '_')}={attr.value}")
        elif attr.name == "level" and isinstance(attr.value, str) and attr.value.isdigit():
            flags.append(f"level={int(attr.value)}")
        else:
            return None
    if exactness == {True}:
        texts.append("exact=True")
    return f"get_by_role({json.dumps(role)}{''.join(', ' + arg for arg in texts + flags)})"


def as_python(selector: str) -> str:
    """The Python locator call for ``selector``: a ``get_by_*`` call, or ``locator(...)``.

    A chain (``>> nth=1``, a parent scope, ``>> internal:control=enter-frame >>``)
    stays one raw ``locator(...)``: it keeps its meaning exactly, and
    ``page.locator()`` reads every part of it.
    """
    try:
        parts = split_selector(selector)
    except ValueError:
        parts = []
    call = python_call(parts[0]) if len(parts) == 1 else None
    return call or f"locator({py_str(selector)})"


def selector_of(locator: Locator) -> str:
    """The selector string of a Locator (Playwright has no public getter)."""
    return str(locator._impl_obj._selector)


# --- browser_generate_locator --------------------------------------------------------

# Playwright's selector generator scores (injected selectorGenerator.ts: lower wins)
# and the seed's priority, for the kinds of a one-part generated selector.
PLAYWRIGHT_SCORE = {
    "testid": 1,
    "role": 100,
    "placeholder": 120,
    "label": 140,
    "alt": 160,
    "text": 180,
    "title": 200,
    "css": 10_000_000,
}
SEED_PRIORITY = ["testid", "role", "label", "placeholder", "alt", "title", "text", "css"]

# What Playwright's engines match an element by, read from the element itself.
# Labels follow Playwright's getElementLabels: aria-labelledby, else aria-label,
# else the <label>s of a labelable element.
_CANDIDATE_VALUES = """el => {
  const norm = s => (s || "").replace(/[\\u200b\\u00ad]/g, "").replace(/\\s+/g, " ").trim();
  const text = e => norm(e.textContent);
  let label = [];
  const ids = (el.getAttribute("aria-labelledby") || "").split(/\\s+/).filter(Boolean);
  const ariaLabel = el.getAttribute("aria-label");
  if (ids.length) {
    label = ids.map(id => el.ownerDocument.getElementById(id)).filter(Boolean).map(text);
  } else if (ariaLabel && ariaLabel.trim()) {
    label = [norm(ariaLabel)];
  } else if (["BUTTON", "METER", "OUTPUT", "PROGRESS", "SELECT", "TEXTAREA"].includes(el.nodeName)
             || (el.nodeName === "INPUT" && el.type !== "hidden")) {
    label = [...(el.labels || [])].map(text);
  }
  const field = el.nodeName === "INPUT" || el.nodeName === "TEXTAREA";
  const alt = ["IMG", "INPUT", "AREA"].includes(el.nodeName) ? el.getAttribute("alt") : null;
  const content = text(el);
  return {
    label: label.filter(Boolean),
    placeholder: field && el.placeholder ? [el.placeholder] : [],
    alt: alt ? [alt] : [],
    title: el.getAttribute("title") ? [el.getAttribute("title")] : [],
    text: content && content.length <= 80 ? [content] : [],
  };
}"""


def kind_of(part: Part) -> str:
    """The seed's locator kind of a generated one-part selector."""
    if part.name == "internal:testid":
        return "testid"
    if part.name == "internal:role":
        return "role" if "[name=" in part.body else "css"
    if part.name == "internal:label":
        return "label"
    if part.name == "internal:text":
        return "text"
    if part.name == "internal:attr":
        for attr in ("placeholder", "alt", "title"):
            if part.body.startswith(f"[{attr}="):
                return attr
    return "css"


def text_body(text: str, exact: bool) -> str:
    """Playwright's escapeForTextSelector."""
    return json.dumps(text, ensure_ascii=False) + ("s" if exact else "i")


def attribute_body(name: str, value: str, exact: bool) -> str:
    """Playwright's escapeForAttributeSelector, as ``[name="value"i]``."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name}="{escaped}"{"s" if exact else "i"}]'


def candidate_part(kind: str, value: str, exact: bool) -> Part:
    if kind == "label":
        return Part("internal:label", text_body(value, exact))
    if kind == "text":
        return Part("internal:text", text_body(value, exact))
    return Part("internal:attr", attribute_body(kind, value, exact))


def split_frames(parts: list[Part]) -> tuple[list[Part], list[Part]]:
    """(the frame chain up to the last enter-frame, the element's own parts)."""
    last = max((i for i, p in enumerate(parts) if f"{p.name}={p.body}" == ENTER_FRAME), default=-1)
    return parts[: last + 1], parts[last + 1 :]


async def is_same_element(scope: Page | Frame, selector: str, element: ElementHandle) -> bool:
    """True when ``selector`` matches exactly one element in ``scope``, and it is ``element``."""
    candidate = scope.locator(selector)
    try:
        if await candidate.count() != 1:
            return False
        return bool(await candidate.evaluate("(found, wanted) => found === wanted", element))
    except PlaywrightError:  # e.g. the match lives in another frame's document
        return False


async def seed_preferred(
    scope: Page | Frame, parts: list[Part], element: ElementHandle
) -> list[Part] | None:
    """A selector of a kind the seed ranks above Playwright's choice, or None.

    Only kinds that Playwright scores worse but the seed ranks better are tried
    (label over placeholder, title over text); each must find exactly the element.
    """
    frames, own = split_frames(parts)
    if len(own) != 1:
        return None
    chosen = kind_of(own[0])
    better = [
        kind
        for kind in SEED_PRIORITY[: SEED_PRIORITY.index(chosen)]
        if PLAYWRIGHT_SCORE[kind] > PLAYWRIGHT_SCORE[chosen]
    ]
    if not better:
        return None
    values = await element.evaluate(_CANDIDATE_VALUES)
    for kind in better:
        for value in values.get(kind, []):
            for exact in (False, True):  # Playwright prefers the looser match when unique
                candidate = [*frames, candidate_part(kind, value, exact)]
                if await is_same_element(scope, join_selector(candidate), element):
                    return candidate
    return None


def frame_depth(frame: Frame) -> int:
    depth = 0
    while frame.parent_frame is not None:
        frame = frame.parent_frame
        depth += 1
    return depth


async def locator_for_ref(target: Target, ref: str) -> str:
    """The durable selector for ``ref``, relative to the target's frame (or the page)."""
    located = await locate(target, ref)
    element = await located.element_handle(timeout=current_operation().playwright_timeout())
    try:
        parts = split_selector(selector_of(await located.normalize()))
        # normalize() answers from the top frame even for a frame's locator: drop the
        # hops into the explicit frame to make the selector frame-local.
        scope: Page | Frame = target.page
        if target.frame is not None and target.frame.parent_frame is not None:
            hops = frame_depth(target.frame)
            enters = [i for i, p in enumerate(parts) if f"{p.name}={p.body}" == ENTER_FRAME]
            if len(enters) < hops:
                raise InternalError(
                    f"Playwright's selector {join_selector(parts)!r} does not pass through "
                    f"frame '{target.frame_id}'"
                )
            parts = parts[enters[hops - 1] + 1 :]
            scope = target.frame
        preferred = await seed_preferred(scope, parts, element)
        selector = join_selector(preferred or parts)
        if scope is not target.page and not await is_same_element(scope, selector, element):
            raise InternalError(
                f"the frame-local selector {selector!r} does not find the element of ref "
                f"'{ref}' in frame '{target.frame_id}'"
            )
        return selector
    finally:
        await element.dispose()


@tool
async def browser_generate_locator(
    manager: InstanceManager,
    instance: str,
    ref: str | None = None,
    selector: str | None = None,
    element: str | None = None,
    *,
    page_id: str | None = None,
    frame_id: str | None = None,
) -> dict[str, Any]:
    """Generate a stable, durable Playwright locator for an element.

    Exactly one of ``ref`` (a snapshot ref, resolved with the priority data-testid >
    ARIA role+name > label > placeholder > alt text > title > text content > CSS
    fallback) or ``selector`` (passed through verbatim) must be given. Returns
    ``ref``, ``selector``, ``internal_selector`` (a raw Playwright selector for
    ``page.locator()``), ``python_syntax`` (the same locator as a Python call),
    ``page_id`` and ``frame_id``: the frame the selector is relative to (the main
    frame, or the explicit ``frame_id``, for which the selector is frame-local).
    ``element`` is only logged. Errors: invalid_params, stale_ref,
    modal_state_blocked, page_not_found, frame_not_found, instance_not_found.
    """
    if (ref is None) == (selector is None):
        raise InvalidParams(
            "give exactly one of 'ref' (a snapshot ref such as 'e12') or 'selector' "
            f"(a CSS or Playwright selector); got {'both' if ref is not None else 'neither'}"
        )
    parsed_ref = None
    if ref is not None:
        parsed_ref = parse_ref(ref)
        if parsed_ref is None:
            raise InvalidParams(
                f"argument 'ref' must be a snapshot ref such as 'e12' or 'f1e3', got {ref!r}; "
                "pass a CSS or Playwright selector as 'selector' instead"
            )
    elif not selector or not selector.strip():
        raise InvalidParams("argument 'selector' must be a non-empty CSS or Playwright selector")
    target = resolve(manager, instance, page_id=page_id, frame_id=frame_id)
    if element:
        log.info("generate_locator for %s", element)
    if parsed_ref is not None:
        internal = await locator_for_ref(target, parsed_ref)
    else:
        internal = str(selector)
        await check_selector_syntax(target, internal)
    return {
        "ref": parsed_ref,
        "selector": selector,
        "internal_selector": internal,
        "python_syntax": as_python(internal),
        "page_id": target.page_id,
        "frame_id": current_operation().frame_id,
    }


async def check_selector_syntax(target: Target, selector: str) -> None:
    """Rejects a selector Playwright cannot parse; one that matches nothing is fine."""
    try:
        await target.scope.locator(selector).count()
    except PlaywrightError as exc:
        text = str(exc)
        if any(word in text.lower() for word in ("selector", "parse", "syntaxerror")):
            raise InvalidParams(
                f"'{selector}' is not a valid selector: {text.splitlines()[0]}"
            ) from exc
        raise


# --- browser_tabs --------------------------------------------------------------------


def tab_page(
    inst: Instance, action: str, index: int | None, page_id: str | None
) -> tuple[str, Page]:
    """The tab an action names by ``index`` or ``page_id``; invalid_params otherwise."""
    if index is not None and page_id is not None:
        raise InvalidParams(f"action '{action}' takes 'index' or 'page_id', not both")
    order = list(inst.pages)
    if index is None and page_id is None:
        raise InvalidParams(
            f"action '{action}' needs 'index' (0 to {len(order) - 1}) or 'page_id' of a tab; "
            "action 'list' shows them"
            if order
            else f"action '{action}' needs a tab, but instance '{inst.name}' has none"
        )
    if index is not None:
        if not 0 <= index < len(order):
            allowed = f"0 to {len(order) - 1}" if order else "none: there are no tabs"
            raise InvalidParams(
                f"argument 'index' must be a current tab index ({allowed}), got {index}"
            )
        page_id = order[index]
    assert page_id is not None
    page = inst.pages.get(page_id)
    if page is None:
        raise InvalidParams(
            f"no tab with page_id '{page_id}' in instance '{inst.name}'; open tabs: "
            f"{', '.join(order) or 'none'}"
        )
    return page_id, page


async def open_tab(inst: Instance, url: str | None) -> tuple[str, Page]:
    """Opens a tab, loads ``url`` and selects it; on failure closes it again (bounded)."""
    op = current_operation()
    full_url = normalize_url(url) if url is not None else None
    # Firefox opens the tab whether or not we are still waiting for it: a call cancelled
    # (or out of time) during new_page() must close the tab once it exists.
    creating = asyncio.ensure_future(inst.context.new_page())
    try:
        page = await asyncio.shield(creating)
    except asyncio.CancelledError:
        await close_quietly(inst, creating)
        raise
    page_id = inst.page_id_of(page)
    op.page_id = page_id
    op.frame_id = inst.frame_id_of(page.main_frame)
    if full_url is not None:
        try:
            # Leave CLOSE_GRACE of the deadline for the clean-up below.
            timeout = max(1.0, op.playwright_timeout() - CLOSE_GRACE * 1000)
            await page.goto(full_url, timeout=timeout)
        except BaseException as exc:
            await close_quietly(inst, creating)
            if isinstance(exc, PlaywrightTimeoutError):
                raise NavigationTimeout(
                    f"{full_url} did not finish loading in the new tab within "
                    f"{timeout / 1000:.3g} s; the tab was closed"
                ) from exc
            if isinstance(exc, PlaywrightError) and not inst.dead_reason:
                reason = str(exc).splitlines()[0].split(": ", 1)[-1]
                raise NavigationFailed(
                    f"could not load {full_url} in the new tab: {reason}; the tab was closed"
                ) from exc
            raise
    inst.selected_page_id = page_id  # even if the page opened popups meanwhile
    return page_id, page


async def close_quietly(inst: Instance, creating: asyncio.Future[Page]) -> None:
    """Closes the tab a failed "new" opened, once it exists, within CLOSE_GRACE seconds.

    A failure here never hides the original one; what is still running after the grace
    goes on in the background.
    """

    async def close() -> None:
        page = await creating
        try:
            await page.close()
        finally:
            if page.is_closed():
                inst.forget_page(page)

    closing = asyncio.ensure_future(close())
    try:
        await asyncio.wait_for(asyncio.shield(closing), CLOSE_GRACE)
    except BaseException as exc:  # a second cancellation too
        log.warning("could not close the new tab after its failure: %r", exc)
        closing.add_done_callback(drop_outcome)


def tab_extra_time(args: dict[str, Any]) -> float:
    return CLOSE_GRACE + 0.5 if args.get("action") == "new" else 0.0


@tool(extra_time=tab_extra_time)
async def browser_tabs(
    manager: InstanceManager,
    instance: str,
    action: str,
    index: int | None = None,
    url: str | None = None,
    page_id: str | None = None,
) -> dict[str, Any]:
    """Manage tabs (pages) within a browser instance.

    ``action`` is ``list``, ``new`` (optionally loading ``url``), ``close`` or
    ``select``; close and select take the tab's current ``index`` or its ``page_id``.
    "new" selects the page created by that request, even if another popup opens
    while its URL loads; if loading fails or is cancelled, the new tab is closed
    (bounded) and the original failure returned. Closing a non-active tab preserves
    the active page; closing the active tab selects the next remaining tab, or the
    previous one at the end of the list. Closing the last tab keeps the instance
    alive with no open pages. Errors: invalid_params, modal_state_blocked,
    navigation_failed, navigation_timeout, instance_not_found.
    """
    if action not in TAB_ACTIONS:
        raise InvalidParams(
            f"argument 'action' must be one of {', '.join(TAB_ACTIONS)}, got {action!r}"
        )
    inst = manager.get(instance)
    op = current_operation()
    if action in ("list", "new"):
        for name, value in (("index", index), ("page_id", page_id)):
            if value is not None:
                raise InvalidParams(
                    f"argument '{name}' is only for actions 'close' and 'select', not '{action}'"
                )
    if url is not None and action != "new":
        raise InvalidParams(f"argument 'url' is only for action 'new', not '{action}'")
    if action == "list":
        return {
            "tabs": [
                {"index": i, "url": page.url, "page_id": pid}
                for i, (pid, page) in enumerate(inst.pages.items())
            ]
        }
    if action == "new":
        if inst.modals:
            modal = inst.modals[0]
            raise ModalStateBlocked(
                f"browser_tabs action 'new' cannot run while {modal.describe()} is pending on "
                f"page '{modal.page_id}'; resolve it with {modal.resolver()} first"
            )
        if url is not None:
            normalize_url(url)  # a bad URL opens no tab
        pid, page = await open_tab(inst, url)
        return {"index": inst.tab_index(pid), "url": page.url, "page_id": pid}
    pid, page = tab_page(inst, action, index, page_id)
    op.page_id = pid
    op.frame_id = inst.frame_id_of(page.main_frame)
    position = inst.tab_index(pid)
    if action == "close":
        await page.close()
        inst.forget_page(page)  # the close event normally did this already
        return {"closed_index": position, "page_id": pid}
    await page.bring_to_front()
    inst.selected_page_id = pid
    return {"selected_index": position, "page_id": pid}
