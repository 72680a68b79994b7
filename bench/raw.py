"""The benchmark scenario in raw Playwright (async Python): the floor the keywords are held to.

Every step is what a Playwright user would write for the same effect, timed with
``perf_counter_ns`` around the Playwright calls only. ``bench/suite.robot`` has the
same steps as CamoufoxLibrary keywords; ``bench/README.md`` describes the scenario.

Two ways to run it:

- ``raw.py serve SOCKET URL FIREFOX OUT.json``: what ``bench/run.py`` starts. It runs a
  step, or a whole iteration of steps 1-14, when ``RawPeer.py`` in the Robot run asks
  on a Unix socket, so the two implementations take turns on nearly the same machine
  state; the timings go to ``OUT.json`` when ``run.py`` says ``quit``.
- ``raw.py alone URL [-n N]``: the scenario by itself, medians printed (for a quick look).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, BrowserContext, Page, Playwright, async_playwright

# The scenario's steps, in order; the Robot suite has a `Step <name>` keyword for each.
LAUNCH_STEPS = ("Create Instance Cold", "Create Instance", "Destroy Instance")
ITERATION_STEPS = (
    "Navigate Form",
    "Verify Heading",
    "Verify Value",
    "Get Text",
    "Get Text Asserted",
    "Type",
    "Click",
    "Navigate List",
    "Verify List",
    "Tabs New",
    "Tabs Select",
    "Tabs Close",
    "Resize",
    "Navigate Big",
    "Snapshot",
    "List Instances",
)
# Robot-only references: a user keyword around BuiltIn's No Operation (Robot's own
# cost), and Verify Value's Playwright call made through the library's bridge on the
# same page (SamePage.py): the keyword path's cost at that point of the scenario.
ROBOT_ONLY_STEPS = ("No Operation", "Input Value Through The Bridge")
ITEMS = [f"Item {i}" for i in range(1, 51)]

# One evaluation for all items: for each text, is there a visible element in the
# container whose text contains it (case-insensitive)? The cheapest raw equivalent of
# Verify List Visible's container mode.
VISIBLE_ITEMS = """(elements, items) => {
  const container = elements[0];
  const needles = items.map(item => item.toLowerCase());
  const found = needles.map(() => false);
  for (const el of [container, ...container.querySelectorAll("*")]) {
    if (!el.checkVisibility()) continue;
    const text = el.textContent.toLowerCase();
    needles.forEach((needle, i) => { if (!found[i] && text.includes(needle)) found[i] = true; });
  }
  return found;
}"""


def resize_args(index: int) -> tuple[str, str]:
    """The viewport size of iteration ``index``'s Resize (it alternates, as in the suite)."""
    return ("800", "600") if index % 2 else ("1024", "768")


class Scenario:
    """One browser and the raw Playwright code of every step."""

    def __init__(self, url: str, firefox: str) -> None:
        self.url = url.rstrip("/")
        self.firefox = firefox
        self.playwright: Playwright | None = None
        self.browser: Browser | None = None
        self.context: BrowserContext | None = None
        self.page: Page | None = None
        self.second: Page | None = None
        self.version = ""
        self.steps: dict[str, Callable[..., Awaitable[None]]] = {
            "Create Instance Cold": self.create_instance,
            "Create Instance": self.create_instance,
            "Destroy Instance": self.destroy_instance,
            "Navigate Form": lambda: self.navigate("form.html"),
            "Verify Heading": self.verify_heading,
            "Verify Value": self.verify_value,
            "Get Text": self.get_text,
            "Get Text Asserted": self.get_text_asserted,
            "Type": self.type,
            "Click": self.click,
            "Navigate List": lambda: self.navigate("list.html"),
            "Verify List": self.verify_list,
            "Tabs New": self.tabs_new,
            "Tabs Select": self.tabs_select,
            "Tabs Close": self.tabs_close,
            "Resize": self.resize,
            "Navigate Big": lambda: self.navigate("big.html"),
            "Snapshot": self.snapshot,
            "List Instances": self.list_instances,
        }

    async def run(self, step: str, *args: Any) -> int:
        """Runs one step; returns its time in nanoseconds."""
        action = self.steps[step]
        start = time.perf_counter_ns()
        await action(*args)
        return time.perf_counter_ns() - start

    async def iteration(self, index: int) -> dict[str, float]:
        """Steps 1-14 once, in order; milliseconds per step."""
        times = {}
        for step in ITERATION_STEPS:
            args = resize_args(index) if step == "Resize" else ()
            times[step] = await self.run(step, *args) / 1e6
        return times

    # --- steps ------------------------------------------------------------------

    async def create_instance(self) -> None:
        # The first launch in a process also starts Playwright's driver, as the first
        # Create Instance does.
        if self.playwright is None:
            self.playwright = await async_playwright().start()
        self.browser = await self.playwright.firefox.launch(
            channel="moz-firefox", executable_path=self.firefox, headless=True
        )
        self.context = await self.browser.new_context()
        self.page = await self.context.new_page()
        self.version = self.browser.version

    async def destroy_instance(self) -> None:
        assert self.browser is not None
        await self.browser.close()
        self.browser = self.context = self.page = None

    async def navigate(self, name: str) -> None:
        await self.page.goto(f"{self.url}/{name}")

    async def verify_heading(self) -> None:
        if not await self.page.get_by_text("Bench Form").is_visible():
            raise AssertionError("heading not visible")

    async def verify_value(self) -> None:
        value = await self.page.locator("css=#name").input_value()
        if value != "Alice":
            raise AssertionError(f"value {value!r}")

    async def get_text(self) -> None:
        await self.page.locator("css=h1").inner_text()

    async def get_text_asserted(self) -> None:
        text = await self.page.locator("css=h1").inner_text()
        if text != "Bench Form":
            raise AssertionError(f"text {text!r}")

    async def type(self) -> None:
        await self.page.locator("css=#name").fill("Bob")

    async def click(self) -> None:
        await self.page.locator("css=#save").click()

    async def verify_list(self) -> None:
        found = await self.page.locator("css=#items").evaluate_all(VISIBLE_ITEMS, ITEMS)
        if not all(found):
            raise AssertionError(f"items not visible: {found}")

    async def tabs_new(self) -> None:
        self.second = await self.context.new_page()

    async def tabs_select(self) -> None:
        await self.page.bring_to_front()

    async def tabs_close(self) -> None:
        await self.second.close()

    async def resize(self, width: str = "800", height: str = "600") -> None:
        await self.page.set_viewport_size({"width": int(width), "height": int(height)})

    async def snapshot(self) -> None:
        if "Bench Big Page" not in await self.page.aria_snapshot(mode="ai"):
            raise AssertionError("snapshot without the heading")

    async def list_instances(self) -> None:
        pass  # no browser work: the raw floor of a keyword that does none

    async def close(self) -> None:
        if self.browser is not None:
            await self.browser.close()
        if self.playwright is not None:
            await self.playwright.stop()


# --- serving the Robot run ----------------------------------------------------------


async def serve(socket_path: str, url: str, firefox: str, out: str) -> None:
    scenario = Scenario(url, firefox)
    times: dict[str, list[float]] = {}
    done = asyncio.Event()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while line := await reader.readline():
            request = json.loads(line)
            if request["step"] == "quit":
                done.set()
                reply: dict[str, Any] = {"ok": True}
            elif request["step"] == "iteration":
                try:
                    for step, ms in (await scenario.iteration(*request["args"])).items():
                        times.setdefault(step, []).append(ms)
                    reply = {"ok": True}
                except Exception as exc:
                    reply = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
            else:
                try:
                    ns = await scenario.run(request["step"], *request.get("args", []))
                    times.setdefault(request["step"], []).append(ns / 1e6)
                    reply = {"ok": True, "ms": ns / 1e6}
                except Exception as exc:
                    reply = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
            writer.write(json.dumps(reply).encode() + b"\n")
            await writer.drain()
        writer.close()

    server = await asyncio.start_unix_server(handle, path=socket_path)
    print("ready", flush=True)
    try:
        await done.wait()
    finally:
        server.close()
        await scenario.close()
        Path(out).write_text(json.dumps({"times": times, "firefox": scenario.version}))


# --- on its own ----------------------------------------------------------------------


async def alone(url: str, firefox: str, iterations: int) -> None:
    scenario = Scenario(url, firefox)
    times: dict[str, list[float]] = {}

    async def step(name: str, *args: Any) -> None:
        times.setdefault(name, []).append(await scenario.run(name, *args) / 1e6)

    try:
        await step("Create Instance Cold")
        for i in range(iterations):
            for name, ms in (await scenario.iteration(i)).items():
                times.setdefault(name, []).append(ms)
        await step("Destroy Instance")
        await step("Create Instance")
        await step("Destroy Instance")
    finally:
        await scenario.close()
    for name, values in times.items():
        print(f"{name:22} median {statistics.median(values):9.2f} ms  (n={len(values)})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    s = sub.add_parser("serve")
    s.add_argument("socket")
    s.add_argument("url")
    s.add_argument("firefox")
    s.add_argument("out")
    a = sub.add_parser("alone")
    a.add_argument("url")
    a.add_argument("-n", type=int, default=5)
    a.add_argument("--firefox", default=shutil.which("firefox-esr"))
    args = parser.parse_args(argv)
    if args.mode == "serve":
        asyncio.run(serve(args.socket, args.url, args.firefox, args.out))
    else:
        asyncio.run(alone(args.url, args.firefox, args.n))


if __name__ == "__main__":
    sys.exit(main())
