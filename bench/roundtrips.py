"""Counts the WebDriver BiDi commands each step sends to Firefox: tool vs raw Playwright.

    .venv/bin/python bench/roundtrips.py [-n 2]

Times on a loaded machine are noisy; the number of commands a step sends is not.
Playwright's driver logs every BiDi message with ``DEBUG=pw:protocol`` on its stderr,
which this process shares: a marker line is written between steps, and the ``SEND``
lines in between are the step's commands. The keyword side calls the tool core
(``ToolCore.call``, what each keyword calls through the bridge); the raw side is
``bench/raw.py``'s Scenario. Commands sent concurrently overlap in time, so a count is
an upper bound on the round trips a step waits for. Our own commands through the BiDi
door (which Playwright does not log) are counted alike. Prints a markdown table of the
last iteration (steady state), with the first iteration's count where it differs.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]  # the bench modules; testsupport/ at the root

from raw import ITEMS, ITERATION_STEPS, Scenario  # noqa: E402

from testsupport.envelopes import data_of  # noqa: E402
from testsupport.server import serving  # noqa: E402

MARK = "@@bench-step "
SEND = re.compile(r'pw:protocol SEND ► \{"id":\d+,"method":"([\w.]+)"')


def tool_calls(url: str) -> dict[str, tuple[str, dict[str, Any]]]:
    """The tool call behind each step's keyword (as in bench/suite.robot)."""
    ref = {"instance": "bench"}
    return {
        "Navigate Form": ("browser_navigate", {**ref, "url": f"{url}/form.html"}),
        "Verify Heading": ("browser_verify_text_visible", {**ref, "text": "Bench Form"}),
        "Verify Value": (
            "browser_verify_value",
            {**ref, "ref": "css=#name", "expected_value": "Alice"},
        ),
        "Type": ("browser_type", {**ref, "ref": "css=#name", "text": "Bob"}),
        "Click": ("browser_click", {**ref, "ref": "css=#save"}),
        "Navigate List": ("browser_navigate", {**ref, "url": f"{url}/list.html"}),
        "Verify List": (
            "browser_verify_list_visible",
            {**ref, "container_ref": "css=#items", "items": ITEMS},
        ),
        "Tabs New": ("browser_tabs", {**ref, "action": "new"}),
        "Tabs Select": ("browser_tabs", {**ref, "action": "select", "index": 0}),
        "Tabs Close": ("browser_tabs", {**ref, "action": "close", "index": 1}),
        "Resize": ("browser_resize", {**ref, "width": 800, "height": 600}),
        "Navigate Big": ("browser_navigate", {**ref, "url": f"{url}/big.html"}),
        "Snapshot": ("browser_snapshot", ref),
        "List Instances": ("browser_list_instances", {}),
        # The keyword's assertion is checked in Python: one read, as Get Text.
        "Get Text": ("browser_get_text", {**ref, "ref": "css=h1"}),
        "Get Text Asserted": ("browser_get_text", {**ref, "ref": "css=h1"}),
    }


def mark(label: str) -> None:
    os.write(2, f"{MARK}{label}\n".encode())


async def settle() -> None:
    # Commands a call leaves in flight (Playwright disposes handles without waiting)
    # belong to it: let them out before the next marker.
    await asyncio.sleep(0.3)


def count_door_commands() -> None:
    """Our own commands through the BiDi door (core/engines/bididoor.py) go past
    Playwright's protocol log: each is written there as a SEND line too, so a step's
    count holds every command it sends to Firefox."""
    from CamoufoxLibrary.core.engines.bididoor import BidiDoor

    send = BidiDoor.send

    async def counted(self: BidiDoor, method: str, params: dict[str, Any]) -> dict[str, Any]:
        os.write(2, f'door pw:protocol SEND ► {{"id":0,"method":"{method}"}}\n'.encode())
        return await send(self, method, params)

    BidiDoor.send = counted  # type: ignore[method-assign]


async def keyword_side(url: str, firefox: str, iterations: int) -> None:
    from CamoufoxLibrary.core import ToolCore

    count_door_commands()

    core = ToolCore(engine="firefox", executable_path=firefox, timeout=30)
    calls = tool_calls(url)
    try:
        mark("keyword|Create Instance")
        data_of(await core.call("browser_create_instance", {"instance": "bench"}))
        await settle()
        for i in range(iterations):
            for step in ITERATION_STEPS:
                name, args = calls[step]
                if step == "Resize" and i % 2 == 0:
                    args = {**args, "width": 1024, "height": 768}
                mark(f"keyword|{step}|{i}")
                data_of(await core.call(name, args))
                await settle()
        mark("keyword|Destroy Instance")
        await core.call("browser_destroy_instance", {"instance": "bench"})
        mark("keyword|end")
    finally:
        await core.aclose()


async def raw_side(url: str, firefox: str, iterations: int) -> None:
    scenario = Scenario(url, firefox)
    try:
        mark("raw|Create Instance")
        await scenario.run("Create Instance")
        await settle()
        for i in range(iterations):
            for step in ITERATION_STEPS:
                args = ("1024", "768") if step == "Resize" and i % 2 == 0 else ()
                mark(f"raw|{step}|{i}")
                await scenario.run(step, *args)
                await settle()
        mark("raw|Destroy Instance")
        await scenario.run("Destroy Instance")
        mark("raw|end")
    finally:
        await scenario.close()


def count(log: str) -> dict[tuple[str, str, int], collections.Counter[str]]:
    """(side, step, iteration) -> BiDi methods sent, from the protocol log."""
    counts: dict[tuple[str, str, int], collections.Counter[str]] = {}
    current = None
    for line in log.splitlines():
        if line.startswith(MARK):
            side, step, *rest = line.removeprefix(MARK).split("|")
            current = (side, step, int(rest[0]) if rest else -1)
            counts[current] = collections.Counter()
        elif current is not None and (match := SEND.search(line)):
            counts[current][match.group(1)] += 1
    return counts


def methods(counter: collections.Counter[str]) -> str:
    return ", ".join(f"{n}× {m}" for m, n in counter.most_common())


def render(counts: dict[tuple[str, str, int], collections.Counter[str]], last: int) -> str:
    lines = [
        "| Step | Tool commands | Raw commands | Tool's commands |",
        "|---|---:|---:|---|",
    ]
    for step in ("Create Instance", *ITERATION_STEPS):
        cells = []
        for side in ("keyword", "raw"):
            index = -1 if step.endswith(" Instance") else last
            steady = sum(counts.get((side, step, index), {}).values())
            first = sum(counts.get((side, step, 0), {}).values())
            cells.append(
                f"{steady}" + (f" (first: {first})" if index > 0 and first != steady else "")
            )
        index = -1 if step.endswith(" Instance") else last
        detail = methods(counts.get(("keyword", step, index), collections.Counter()))
        lines.append(f"| {step} | {cells[0]} | {cells[1]} | {detail} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="BiDi commands per step: tool vs raw")
    parser.add_argument("-n", type=int, default=2, help="iterations (the last one is shown)")
    parser.add_argument("--firefox", default=shutil.which("firefox-esr"))
    parser.add_argument("--json", help="also write the counts to this file")
    parser.add_argument("--side", choices=("both", "keyword", "raw"), default="both")
    args = parser.parse_args(argv)
    os.environ["DEBUG"] = "pw:protocol"  # read by each Playwright driver we start
    saved = os.dup(2)
    with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as log:
        os.dup2(log.fileno(), 2)
        try:
            with serving(BENCH / "pages") as url:
                if args.side in ("both", "keyword"):
                    asyncio.run(keyword_side(url, args.firefox, args.n))
                if args.side in ("both", "raw"):
                    asyncio.run(raw_side(url, args.firefox, args.n))
        finally:
            os.dup2(saved, 2)
        log.seek(0)
        counts = count(log.read())
    print(render(counts, args.n - 1))
    if args.json:
        Path(args.json).write_text(
            json.dumps({"|".join(map(str, k)): dict(v) for k, v in counts.items()}, indent=1)
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
