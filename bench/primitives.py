"""Times the Playwright primitives the tools are built from, on Firefox over BiDi.

    .venv/bin/python bench/primitives.py [-n 20]

Each round loads the form page, times the first locator call after the navigation,
then every primitive once (in the same order each round); the table shows each
primitive's median and quartiles over the rounds, slowest first. Concurrent pairs
(``gather(a, b)``) show what two calls cost when neither waits for the other. Refs
come from an AI-mode aria snapshot, as ``browser_snapshot`` makes them.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import shutil
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from playwright.async_api import Page, async_playwright

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]  # the bench modules; testsupport/ at the root

from testsupport.server import serving  # noqa: E402

DESCRIBE = "el => ({tag: el.tagName.toLowerCase(), type: el.type, editable: el.isContentEditable})"


def primitives(page: Page, ref: str) -> dict[str, Callable[[], Awaitable[Any]]]:
    name = page.locator("css=#name")
    by_ref = page.locator(f"aria-ref={ref}")
    return {
        "locator.count()": name.count,
        "gather(count(), count())": lambda: asyncio.gather(name.count(), name.count()),
        "locator.input_value()": name.input_value,
        "gather(count(), input_value())": lambda: asyncio.gather(name.count(), name.input_value()),
        "locator.get_attribute()": lambda: name.get_attribute("type"),
        "locator.is_visible()": name.is_visible,
        "get_by_text().filter(visible).count()": page.get_by_text("Bench Form")
        .filter(visible=True)
        .count,
        "locator.evaluate(fn)": lambda: name.evaluate(DESCRIBE),
        "locator.evaluate_all(fn)": lambda: name.evaluate_all(f"els => els.map({DESCRIBE})"),
        "locator.element_handle()+dispose": lambda: handle_and_dispose(name),
        "main_frame.evaluate('0')": lambda: page.main_frame.evaluate("0"),
        "page.evaluate(document.title)": lambda: page.evaluate("() => document.title"),
        "page.title()": page.title,
        "locator.fill()": lambda: name.fill("Bob"),
        "locator.click()": page.locator("css=#save").click,
        "page.aria_snapshot(mode=ai)": lambda: page.aria_snapshot(mode="ai"),
        "ref: locator.count()": by_ref.count,
        "ref: locator.input_value()": by_ref.input_value,
        "ref: locator.evaluate(fn)": lambda: by_ref.evaluate(DESCRIBE),
        "ref: locator.evaluate_all(fn) (finds nothing)": lambda: by_ref.evaluate_all(
            f"els => els.map({DESCRIBE})"
        ),
    }


async def handle_and_dispose(locator: Any) -> None:
    handle = await locator.element_handle()
    await handle.dispose()


async def timed(call: Callable[[], Awaitable[Any]]) -> float:
    start = time.perf_counter_ns()
    await call()
    return (time.perf_counter_ns() - start) / 1e6


async def measure(url: str, firefox: str, rounds: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    async with async_playwright() as playwright:
        browser = await playwright.firefox.launch(
            channel="moz-firefox", executable_path=firefox, headless=True
        )
        page = await (await browser.new_context()).new_page()
        try:
            for _ in range(rounds):
                times.setdefault("page.goto(form)", []).append(
                    await timed(lambda: page.goto(f"{url}/form.html"))
                )
                first = page.locator("css=#name").count
                times.setdefault("first locator.count() after goto", []).append(await timed(first))
                snapshot = await page.aria_snapshot(mode="ai")
                ref = re.search(r'textbox "Name".*\[ref=(\w+)\]', snapshot).group(1)
                for name, call in primitives(page, ref).items():
                    times.setdefault(name, []).append(await timed(call))
        finally:
            await browser.close()
    return times


def render(times: dict[str, list[float]]) -> str:
    lines = ["| Primitive | median ms | p25–p75 ms |", "|---|---:|---:|"]
    for name, values in sorted(times.items(), key=lambda kv: -statistics.median(kv[1])):
        q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
        lines.append(f"| {name} | {statistics.median(values):.1f} | {q[0]:.1f}–{q[2]:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Playwright primitives on Firefox over BiDi")
    parser.add_argument("-n", type=int, default=20, help="rounds")
    parser.add_argument("--firefox", default=shutil.which("firefox-esr"))
    args = parser.parse_args(argv)
    with serving(BENCH / "pages") as url:
        times = asyncio.run(measure(url, args.firefox, args.n))
    print(render(times))
    return 0


if __name__ == "__main__":
    sys.exit(main())
