"""Navigate's cost taken apart: the tool next to raw ``goto`` with and without the title.

    .venv/bin/python bench/navigate.py [-n 20] [--outdir results/bench]

On bench/pages/form.html, in one instance (ToolCore, no Robot), N times in turn:
``browser_navigate``; ``page.goto()`` then ``page.title()`` (what the tool returns);
``page.goto()`` alone (raw Playwright's step). The library's own page serves all three,
and after each the same ``input_value()`` runs untimed, so each way leaves the next
step the same per-document set-up to pay. Medians and p10/p90 (the first two rounds
left out: a fresh context's first documents). Markdown goes to stdout and
``<outdir>/navigate.md``; no time is asserted.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]  # report.py; the package, testsupport/

from report import command_line, percentile, write_report  # noqa: E402

from CamoufoxLibrary.core import ToolCore  # noqa: E402
from testsupport.envelopes import data_of  # noqa: E402
from testsupport.server import serving  # noqa: E402

WARM_UP = 2


async def measure(n: int, firefox: str, url: str) -> list[str]:
    core = ToolCore(engine="firefox", executable_path=firefox, timeout=30)
    try:
        data_of(await core.call("browser_create_instance", {"instance": "bench"}))
        page = await core.playwright_page("bench")

        async def tool(address: str) -> None:
            data_of(await core.call("browser_navigate", {"instance": "bench", "url": address}))

        async def goto_title(address: str) -> None:
            await page.goto(address)
            await page.title()

        async def goto(address: str) -> None:
            await page.goto(address)

        ways: dict[str, Callable[[str], Awaitable[None]]] = {
            "Navigate (the tool)": tool,
            "goto() + title()": goto_title,
            "goto()": goto,
        }
        times: dict[str, list[float]] = {name: [] for name in ways}
        for i in range(n + WARM_UP):
            for name, way in ways.items():
                started = time.perf_counter()
                await way(f"{url}/form.html?{i}")
                if i >= WARM_UP:
                    times[name].append((time.perf_counter() - started) * 1000)
                await page.locator("#name").input_value()
        lines = [
            f"# Navigate taken apart: {n} rounds, form.html",
            "",
            "| Way | median ms | p10–p90 ms | ratio to goto() |",
            "|---|---:|---:|---:|",
        ]
        floor = statistics.median(times["goto()"])
        for name, samples in times.items():
            median = statistics.median(samples)
            spread = f"{percentile(samples, 0.1):.1f}–{percentile(samples, 0.9):.1f}"
            lines.append(f"| {name} | {median:.1f} | {spread} | {median / floor:.2f}× |")
        return lines
    finally:
        await core.aclose()


def main(argv: list[str] | None = None) -> int:
    args = command_line(__doc__.splitlines()[0], 20, argv)
    with serving(BENCH / "pages") as url:
        lines = asyncio.run(measure(args.n, args.firefox, url))
    write_report(args.outdir, "navigate.md", lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
