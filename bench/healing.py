"""Healing, measured: what recording fingerprints costs, and what a heal costs.

    .venv/bin/python bench/healing.py [-n 10] [--outdir results/bench]

The sign-in of the fixture app (atest/pages/healing: fill two fields, check a box,
click, read the status), N times, in four ways side by side, their order turning
each iteration, one ToolCore each (no Robot):

- **off**: on version 1, healing off: the floor.
- **record, first use**: on version 1, healing recording, with the run's memory of
  recorded selectors cleared before each iteration, so every selector is fingerprinted
  as the first time it works in a run.
- **record, after**: the same, not cleared: a selector already recorded in the run
  costs nothing more (the steady state of a suite).
- **heal**: on version 2 with healing on, from the fingerprints recorded on version 1:
  every step heals (waiting half a second for its selector first, as an action waits
  for a late element; the read does not wait).

Medians per step and per iteration, p10/p90, and each as a ratio to **off** in the same
run. Markdown goes to stdout and ``<outdir>/healing.md``; no time is asserted.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]  # report.py; the package, testsupport/

from report import command_line, percentile, write_report  # noqa: E402

from CamoufoxLibrary.core import ToolCore  # noqa: E402
from testsupport.server import serving  # noqa: E402

APP = BENCH.parent / "atest" / "pages" / "healing"
STEPS: list[tuple[str, str, dict[str, Any]]] = [
    ("Fill Text email", "browser_fill_text", {"ref": "id=email", "text": "ada@example.com"}),
    ("Fill Text password", "browser_fill_text", {"ref": "id=password", "text": "secret"}),
    ("Check Checkbox", "browser_check_checkbox", {"ref": "id=remember"}),
    ("Click", "browser_click", {"ref": "text=Sign in"}),
    ("Get Text", "browser_get_text", {"ref": "id=status"}),
]
WAYS = ("off", "record, first use", "record, after", "heal")


async def ok(core: ToolCore, tool: str, **arguments: Any) -> dict[str, Any]:
    envelope = await core.call(tool, {"instance": "bench", **arguments})
    if envelope["status"] != "success":
        raise SystemExit(f"{tool} failed: {envelope['message']}")
    return envelope


async def iteration(core: ToolCore, url: str, heals: bool) -> dict[str, float]:
    await ok(core, "browser_navigate", url=url)
    times = {}
    for name, tool, arguments in STEPS:
        start = time.perf_counter()
        envelope = await ok(core, tool, **arguments)
        times[name] = (time.perf_counter() - start) * 1000
        if heals != ("healed" in envelope["operation"]):
            raise SystemExit(f"{name}: healed is {'healed' in envelope['operation']}")
    return times


async def measure(n: int, firefox: str, store: Path) -> list[str]:
    options = {"engine": "firefox", "executable_path": firefox, "headless": True, "timeout": 10}
    cores = {
        "off": ToolCore(**options),
        "record, first use": ToolCore(**options, healing="record", healing_store=str(store)),
        "record, after": ToolCore(**options, healing="record"),
    }
    times: dict[str, dict[str, list[float]]] = {way: {} for way in WAYS}
    try:
        with serving(APP) as base:
            # The fingerprints the heal starts from: one recording run on version 1.
            recorder = cores["record, first use"]
            await recorder.call("browser_create_instance", {"instance": "bench"})
            await iteration(recorder, f"{base}/v1/index.html", heals=False)
            assert await recorder.save_healing() is None
            cores["heal"] = ToolCore(**options, healing="on", healing_store=str(store))
            for way in ("off", "record, after", "heal"):
                await cores[way].call("browser_create_instance", {"instance": "bench"})
            await iteration(cores["record, after"], f"{base}/v1/index.html", heals=False)
            for index in range(n):
                order = WAYS[index % len(WAYS) :] + WAYS[: index % len(WAYS)]
                for way in order:
                    healer = cores[way].manager.healer
                    if way == "record, first use":
                        healer.seen.clear()
                        healer.tries.clear()
                    version = "v2" if way == "heal" else "v1"
                    found = await iteration(
                        cores[way], f"{base}/{version}/index.html", way == "heal"
                    )
                    for step, ms in {**found, "Iteration": sum(found.values())}.items():
                        times[way].setdefault(step, []).append(ms)
    finally:
        for core in cores.values():
            await core.aclose()
    return table(times, n)


def table(times: dict[str, dict[str, list[float]]], n: int) -> list[str]:
    lines = [
        f"## Healing (N={n}, the four ways alternating, one ToolCore each)",
        "",
        "| Step | " + " | ".join(f"{way} median (p10-p90) ms" for way in WAYS) + " | "
        + " | ".join(f"{way} x off" for way in WAYS[1:]) + " |",
        "|---" * (1 + 2 * len(WAYS) - 1) + "|",
    ]  # fmt: skip
    for step in [*(s[0] for s in STEPS), "Iteration"]:
        off = statistics.median(times["off"][step])
        cells = [
            f"{statistics.median(times[w][step]):.0f} ({percentile(times[w][step], 0.1):.0f}-"
            f"{percentile(times[w][step], 0.9):.0f})"
            for w in WAYS
        ]
        ratios = [f"{statistics.median(times[w][step]) / off:.2f}" for w in WAYS[1:]]
        lines.append(f"| {step} | " + " | ".join(cells + ratios) + " |")
    return lines


def main(argv: list[str] | None = None) -> int:
    args = command_line(__doc__.splitlines()[0], 10, argv)
    with tempfile.TemporaryDirectory() as folder:
        lines = asyncio.run(measure(args.n, args.firefox, Path(folder) / "store.json"))
    write_report(args.outdir, "healing.md", lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
