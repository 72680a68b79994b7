"""The identity probe, measured: what it costs, and what each emulation option changes.

    .venv/bin/python bench/identity.py [-n 20] [--outdir results/bench]

1. Cost: ``browser_identity`` on bench/pages/form.html, N times, next to
   ``browser_navigate`` of the same page and ``browser_snapshot`` of it, strictly
   alternating in one instance (ToolCore, no Robot). Medians, p10/p90 and the ratios.
2. Surfaces: one instance per emulation option of browser_create_instance (and one
   with none), each probed on the same page. For each option, the fields it is about
   and, per surface (page, iframe, worker, header), whether the value moved from the
   plain instance's (it changed) or not (it still tells the machine's truth). This is
   the table of docs/identity.md. The plain instance's canvas and audio hashes and
   fonts are printed, so two runs can be compared.

Markdown goes to stdout and ``<outdir>/identity.md``; no time is asserted.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]  # report.py; the package, testsupport/

from report import command_line, percentile, write_report  # noqa: E402

from CamoufoxLibrary.core import ToolCore  # noqa: E402
from CamoufoxLibrary.core.identity.paths import value_at  # noqa: E402
from testsupport.server import serving  # noqa: E402

WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0"
# Each option, and the fields (under each surface; "header." for the request's) it is about.
OPTIONS: list[tuple[str, dict[str, Any], tuple[str, ...]]] = [
    (
        "user_agent (Windows Firefox)",
        {"user_agent": WINDOWS_FIREFOX},
        ("user_agent", "platform", "oscpu", "app_version", "header.user_agent"),
    ),
    (
        "locale=de-DE",
        {"locale": "de-DE"},
        ("language", "languages", "locale.datetime", "locale.number", "header.accept_language"),
    ),
    ("timezone_id=Asia/Tokyo", {"timezone_id": "Asia/Tokyo"}, ("timezone.name", "timezone.offset_minutes")),
    (
        "viewport=800x600",
        {"viewport": {"width": 800, "height": 600}},
        ("window.inner_width", "window.outer_width", "screen.width", "screen.avail_width"),
    ),
    ("device_scale_factor=2", {"device_scale_factor": 2}, ("device_pixel_ratio", "canvas_hash")),
    (
        "extra_http_headers Accept-Language: fr-FR",
        {"extra_http_headers": {"Accept-Language": "fr-FR"}},
        ("header.accept_language", "languages", "language"),
    ),
    (
        "geolocation + permissions=[geolocation]",
        {"geolocation": {"latitude": 35.68, "longitude": 139.69}, "permissions": ["geolocation"]},
        ("permissions.geolocation",),
    ),
]  # fmt: skip
SURFACES = ("page", "iframe", "worker")


async def ok(core: ToolCore, tool: str, **arguments: Any) -> dict[str, Any]:
    envelope = await core.call(tool, arguments)
    if envelope["status"] != "success":
        raise SystemExit(f"{tool} failed: {envelope['message']}")
    return envelope["data"]


async def cost(core: ToolCore, url: str, n: int) -> list[str]:
    await ok(core, "browser_create_instance", instance="cost")
    times: dict[str, list[float]] = {"Navigate": [], "Snapshot": [], "Identity": []}
    steps = {
        "Navigate": ("browser_navigate", {"url": url}),
        "Snapshot": ("browser_snapshot", {}),
        "Identity": ("browser_identity", {}),
    }
    await ok(core, "browser_navigate", instance="cost", url=url)
    await ok(core, "browser_identity", instance="cost")  # warm: the first worker starts slower
    for _ in range(n):
        for name, (tool, arguments) in steps.items():
            start = time.perf_counter()
            await ok(core, tool, instance="cost", **arguments)
            times[name].append((time.perf_counter() - start) * 1000)
    await ok(core, "browser_destroy_instance", instance="cost")
    navigate = statistics.median(times["Navigate"])
    lines = [
        f"## Cost (N={n}, one instance, steps alternating)",
        "",
        "| Step | median ms | p10 | p90 | x Navigate |",
        "|---|---|---|---|---|",
    ]
    for name, values in times.items():
        median = statistics.median(values)
        lines.append(
            f"| {name} | {median:.1f} | {percentile(values, 0.1):.1f} | "
            f"{percentile(values, 0.9):.1f} | {median / navigate:.2f} |"
        )
    return lines


def at(identity: dict[str, Any], surface: str, field: str) -> Any:
    if field.startswith("header."):
        return (
            value_at(identity, f"headers.{field.removeprefix('header.')}")
            if surface == "page"
            else None
        )
    return value_at(identity, f"{surface}.{field}")


async def surfaces(core: ToolCore, url: str) -> list[str]:
    async def probe(name: str, options: dict[str, Any]) -> dict[str, Any]:
        await ok(core, "browser_create_instance", instance=name, **options)
        await ok(core, "browser_navigate", instance=name, url=url)
        identity = await ok(core, "browser_identity", instance=name)
        await ok(core, "browser_destroy_instance", instance=name)
        return identity

    plain = await probe("plain", {})
    page = plain["page"]
    lines = [
        "## What stays the same by itself (compare two runs)",
        "",
        f"Plain instance: canvas_hash {page['canvas_hash']}, audio_hash {page['audio_hash']}, "
        f"fonts {', '.join(page['fonts'])}, hardware_concurrency {page['hardware_concurrency']}.",
        "",
        "## What each emulation option changes (firefox-esr over WebDriver BiDi)",
        "",
        "| Option | Changed | Still the machine's |",
        "|---|---|---|",
    ]
    for index, (label, options, fields) in enumerate(OPTIONS):
        emulated = await probe(f"option{index}", options)
        changed, kept = [], []
        for field in fields:
            moved: dict[bool, list[str]] = {True: [], False: []}
            value = None
            for surface in SURFACES:
                if field.startswith("header.") and surface != "page":
                    continue
                if field.startswith("window.inner") and surface == "iframe":
                    continue  # the probe's own iframe is 1x1 by design
                before, after = at(plain, surface, field), at(emulated, surface, field)
                if before is None and after is None:
                    continue  # not on this surface
                moved[before != after].append("header" if field.startswith("header.") else surface)
                value = after
            name = field.removeprefix("header.")
            for did, into in ((True, changed), (False, kept)):
                if moved[did]:
                    into.append(f"`{name}`: {', '.join(moved[did])} ({shown(value)})")
        lines.append(f"| {label} | {'; '.join(changed) or '-'} | {'; '.join(kept) or '-'} |")
    return lines


def shown(value: Any) -> str:
    text = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
    return text if len(text) <= 40 else text[:37] + "..."


async def measure(n: int, firefox: str) -> list[str]:
    core = ToolCore(engine="firefox", executable_path=firefox, headless=True)
    try:
        with serving(BENCH / "pages") as base:
            url = f"{base}/form.html"
            return [*await cost(core, url, n), "", *await surfaces(core, url)]
    finally:
        await core.aclose()


def main(argv: list[str] | None = None) -> int:
    args = command_line(__doc__.splitlines()[0], 20, argv)
    write_report(args.outdir, "identity.md", asyncio.run(measure(args.n, args.firefox)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
