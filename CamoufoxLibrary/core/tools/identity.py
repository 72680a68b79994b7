"""Identity tools: what a site sees of the browser, and whether it adds up.

``browser_identity`` runs one probe in the page, in a same-origin iframe and in a
dedicated worker, and adds the request headers the page's server saw and what the
instance was configured to show (core/identity/probe.py). The checks read that one
identity: ``browser_identity_consistent`` against the rules of core/identity/rules.py
(docs/identity.md has their table), ``browser_identity_matches`` against what a test
pins, ``browser_identities_equal`` two identities against each other. Nothing is
sent anywhere: the probe makes no request, and the headers come from the instance's
own network records.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Error as PlaywrightError

from ..browser.manager import InstanceManager
from ..contract.errors import OF_PAGE, EvaluationFailed, InvalidParams, VerificationFailed
from ..contract.registry import tool
from ..identity.differences import differences, identity_argument
from ..identity.expected import mismatches
from ..identity.probe import read_identity
from ..identity.rules import RULE_NAMES, consistency
from ..js.results import script_error
from ..page.targeting import PAGE, Target

PROBE_FAILED = (
    "evaluation_failed",
    "the probe could not run in the page: it navigated away or closed meanwhile",
)


async def probed(target: Target) -> dict[str, Any]:
    try:
        return await read_identity(target)
    except PlaywrightError as exc:
        raise EvaluationFailed(
            f"the identity probe could not run in the page: {script_error(exc)}"
        ) from exc


@tool(target=PAGE, errors=(PROBE_FAILED, *OF_PAGE), kind="reads")
async def browser_identity(target: Target) -> dict[str, Any]:
    """Return the identity the selected page (or ``page_id``) shows a site.

    One probe reads the page's window (``page``), a same-origin iframe it makes and
    removes (``iframe``) and a dedicated worker (``worker``): user agent, platform,
    oscpu, app_version, vendor, language(s), hardware_concurrency, max_touch_points,
    webdriver, pdf_viewer_enabled, screen, device_pixel_ratio, window sizes, timezone
    (``name`` from Intl, ``offset_minutes`` from Date, ``at`` the moment), locale (of
    dates and numbers), webgl (vendor and renderer, unmasked where the page can read
    them), canvas_hash and audio_hash (the same browser gives the same hashes), fonts
    (the probed families present), media_devices (counts by kind) and permissions
    (states). ``headers``: the User-Agent and Accept-Language the page's own document
    request sent. ``configured``: the engine, the context options that shape what a
    page shows, and Camoufox's resolved config (its scalar entries) where Camoufox
    launched the browser. What could not be read is null, and ``unavailable`` says why
    under its dotted path (``worker``, ``page.webgl``, ``headers``). No request is made.
    """
    return await probed(target)


@tool(
    target=PAGE,
    errors=(
        ("invalid_params", "an ignore entry that names no rule"),
        ("verification_failed", "the identity contradicts itself"),
        PROBE_FAILED,
        *OF_PAGE,
    ),
    kind="checks",
)
async def browser_identity_consistent(
    target: Target, ignore: list[str] | None = None
) -> dict[str, Any]:
    """Check that the identity the page shows does not contradict itself.

    Page, iframe, worker, the request headers and the instance's configuration are
    compared by the rules of docs/identity.md (user_agent, platform, oscpu,
    app_version, languages, locale, timezone, clock, hardware_concurrency, screen,
    window, touch, fonts, webgl, canvas, audio, configured); ``ignore`` leaves rules out. Fails
    naming every contradiction (``timezone: page Europe/Berlin, worker UTC``). A
    surface the probe could not read (a worker a Content-Security-Policy blocks) is
    skipped and listed. Returns ``checked`` (the rules) and ``not_checked`` (surface:
    why).
    """
    left_out = tuple(ignore or ())
    unknown = [name for name in left_out if name not in RULE_NAMES]
    if unknown:
        raise InvalidParams(
            f"argument 'ignore': no rule {', '.join(map(repr, unknown))}; the rules are "
            f"{', '.join(RULE_NAMES)}"
        )
    found = consistency(await probed(target), left_out)
    if found.contradictions:
        gaps = "".join(f"; not checked: {part} ({why})" for part, why in found.not_checked.items())
        raise VerificationFailed(
            f"the identity contradicts itself ({len(found.contradictions)}): "
            + "; ".join(found.contradictions)
            + gaps
        )
    return {"checked": found.checked, "not_checked": found.not_checked}


@tool(
    target=PAGE,
    errors=(
        (
            "invalid_params",
            "expected is empty, names a field the identity does not have, or gives a "
            "value that is not of the field's type",
        ),
        ("verification_failed", "a field shows another value than expected, or none"),
        PROBE_FAILED,
        *OF_PAGE,
    ),
    kind="checks",
)
async def browser_identity_matches(target: Target, expected: dict[str, Any]) -> dict[str, Any]:
    """Check that the page's identity shows what ``expected`` pins.

    Keys: user_agent, platform, oscpu, app_version, vendor, language, languages,
    locale, timezone, viewport and screen (``WIDTHxHEIGHT``), device_pixel_ratio,
    hardware_concurrency, max_touch_points, webdriver, webgl_renderer, canvas_hash,
    audio_hash, accept_language and header_user_agent (the request's), or the dotted
    path of any field (``worker.timezone.name``). Values may be text, read as the
    field's type. Fails naming every field that differs. Returns ``matched``: the keys.
    """
    identity = await probed(target)
    found = mismatches(identity, expected)
    if found:
        raise VerificationFailed("the identity does not match: " + "; ".join(found))
    return {"matched": list(expected)}


@tool(
    errors=(
        ("invalid_params", "first or second is not an identity browser_identity returned"),
        ("verification_failed", "a field differs"),
    ),
    kind="checks",
)
async def browser_identities_equal(
    manager: InstanceManager,  # unused: the identities are data, no instance is read
    first: dict[str, Any],
    second: dict[str, Any],
    ignore: list[str] | None = None,
) -> dict[str, Any]:
    """Check that two identities (browser_identity's data) show a site the same browser.

    For two instances made with the same Camoufox options and seed or the same
    profile, or one instance on two runs. Every field is compared but those that differ
    by nature (``*.timezone.at``, ``url``, ``headers.url``); ``ignore`` leaves more
    out: a field's dotted path, a part of the identity (``configured``) or a pattern
    (``*.fonts``). Fails naming each field that differs and both values. Returns
    ``compared``: how many fields were.
    """
    one, two = identity_argument(first, "first"), identity_argument(second, "second")
    found, compared = differences(one, two, tuple(ignore or ()))
    if found:
        listed = "; ".join(
            f"{d['field']}: first {d['first']!r}, second {d['second']!r}" for d in found
        )
        raise VerificationFailed(f"the identities differ in {len(found)} field(s): {listed}")
    return {"compared": compared}
