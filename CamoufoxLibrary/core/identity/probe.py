"""What a site sees of an instance: the probe's surfaces, the headers its server saw, and
what the instance was configured to show.

One page script (``js/identity_probe.js``) reads the page's window, a same-origin
iframe it makes and removes, and a dedicated worker from a ``blob:`` URL, with the
same code in each. The request headers are those of the page's own document request,
from the instance's network records: nothing is sent anywhere for them. A surface or a
field the probe cannot read is null, and ``unavailable`` says why, under the field's
dotted path (``worker``, ``page.webgl``, ``headers``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urldefrag

from ..js import script
from ..page.targeting import Target
from .claims import FONTS
from .paths import SURFACES

IDENTITY_PROBE = script("identity_probe")
# The permission names navigator.permissions.query is asked about.
PERMISSIONS = (
    "geolocation",
    "notifications",
    "camera",
    "microphone",
    "persistent-storage",
    "push",
    "midi",
    "screen-wake-lock",
)
WORKER_WAIT_MS = 2000  # a worker that has not answered by then is reported as such
# The context options that shape what a page shows; the rest (HAR, storage) do not.
SHOWN_OPTIONS = (
    "user_agent",
    "locale",
    "timezone_id",
    "viewport",
    "device_scale_factor",
    "extra_http_headers",
    "geolocation",
    "permissions",
    "color_scheme",
    "reduced_motion",
)


async def read_identity(target: Target) -> dict[str, Any]:
    """The identity the page of ``target`` shows, as browser_identity returns it."""
    probed = await target.page.evaluate(
        IDENTITY_PROBE,
        {"fonts": list(FONTS), "permissions": list(PERMISSIONS), "workerWait": WORKER_WAIT_MS},
    )
    unavailable: dict[str, str] = {}
    identity: dict[str, Any] = {"url": probed["url"]}
    for surface in SURFACES:
        identity[surface] = surface_of(probed[surface], surface, unavailable)
    identity["headers"] = await document_headers(target, probed["url"], unavailable)
    identity["configured"] = configured(target)
    identity["unavailable"] = unavailable
    return identity


def surface_of(probed: dict[str, Any], name: str, unavailable: dict[str, str]) -> Any:
    """One surface's fields, its gaps moved under their dotted paths in ``unavailable``."""
    if set(probed) == {"unavailable"}:  # the whole surface could not be read
        unavailable[name] = probed["unavailable"]
        return None
    for field, why in probed.pop("unavailable").items():
        unavailable[f"{name}.{field}"] = why
    return probed


async def document_headers(target: Target, url: str, unavailable: dict[str, str]) -> Any:
    """``user_agent`` and ``accept_language`` of the request that loaded the page."""
    log = target.instance.logs.get(target.page_id)
    request = log.document if log is not None else None
    if request is None or urldefrag(request.url).url != urldefrag(url).url:
        unavailable["headers"] = (
            "no request of this instance loaded the page's document "
            f"({url}: about:blank, set content or a document written by a script)"
        )
        return None
    sent = await request.all_headers()
    return {
        "url": request.url,
        "user_agent": sent.get("user-agent"),
        "accept_language": sent.get("accept-language"),
    }


def configured(target: Target) -> dict[str, Any]:
    """What the instance was made to show: its context options and Camoufox's config."""
    instance = target.instance
    options = {
        name: instance.context_options[name]
        for name in SHOWN_OPTIONS
        if instance.context_options.get(name) is not None
    }
    # Camoufox's scalar entries: lists (fonts, voices) and objects say nothing a rule reads.
    camoufox = {
        key: value
        for key, value in instance.camoufox_config.items()
        if isinstance(value, str | int | float | bool)
    }
    return {"engine": instance.engine.name, "options": options, "camoufox": camoufox}
