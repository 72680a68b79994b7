"""Instances that share a browser, measured: creation, a 20-test suite, memory.

    .venv/bin/python bench/contexts.py [-n 10] [--suite-tests 20] [--rounds 2]

1. Creation (bench/contexts.robot, one Robot run): `Create Instance` of a full
   instance, of one sharing a browser (``browser_of``), and raw Playwright's
   ``new_context()`` + ``new_page()`` on the same browser through the same bridge,
   the shared and the raw one strictly alternating (each then follows the same kind of
   step), the full ones after them. Medians and their ratios.
2. A suite of ``--suite-tests`` tests with ``auto_close=test``, each test creating its
   instance, loading a page and checking a text: once with full instances, once with
   instances sharing the suite's browser; ``--rounds`` runs of each, alternating which
   goes first; wall time of the ``robot`` process.
3. Memory: peak summed RSS (/proc) of our process tree with 5 full instances, and
   with 5 instances in one browser (an owner and 4 sharing it).

The markdown table goes to stdout and ``<outdir>/contexts.md``; no time is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]

from robot.api import ExecutionResult  # noqa: E402
from run import StepTimes, process_table, robot_command, tree_rss  # noqa: E402

from CamoufoxLibrary.core import ToolCore  # noqa: E402
from testsupport.server import serving  # noqa: E402

SUITE_TEST = """
Test {index}
    Create Instance    t{index}{share}
    Navigate    ${{URL}}/form.html
    Verify Text Visible    Bench Form
"""


def creation(n: int, firefox: str, outdir: Path) -> dict[str, float]:
    """Median ms of each creation step (bench/contexts.robot)."""
    out = outdir / "creation"
    command = robot_command(BENCH / "contexts.robot", out, N=n, FIREFOX=firefox)
    subprocess.run(command, check=True, cwd=BENCH, stdout=subprocess.DEVNULL)
    steps = StepTimes()
    ExecutionResult(str(out / "output.xml")).visit(steps)
    if steps.failed:
        raise SystemExit(f"creation steps failed: {steps.failed}")
    return {name: statistics.median(times) for name, times in steps.times.items()}


def suite_file(folder: Path, tests: int, shared: bool, firefox: str) -> Path:
    share = "    browser_of=owner" if shared else f"    engine=firefox    executable_path={firefox}"
    setup = (
        f"Suite Setup       Create Instance    owner    engine=firefox    executable_path={firefox}\n"
        if shared
        else ""
    )
    body = "".join(SUITE_TEST.format(index=i, share=share) for i in range(tests))
    text = (
        "*** Settings ***\n"
        "Library           CamoufoxLibrary    auto_close=test    timeout=60s\n"
        f"{setup}\n*** Test Cases ***{body}"
    )
    path = folder / f"{'shared' if shared else 'full'}.robot"
    path.write_text(text, encoding="utf-8")
    return path


def suites(tests: int, rounds: int, url: str, firefox: str, outdir: Path) -> dict[str, float]:
    """Median wall seconds of the full and the shared suite."""
    times: dict[str, list[float]] = {"full": [], "shared": []}
    with tempfile.TemporaryDirectory(prefix="bench-suites-") as tmp:
        files = {kind: suite_file(Path(tmp), tests, kind == "shared", firefox) for kind in times}
        for index in range(rounds):
            order = ["full", "shared"] if index % 2 == 0 else ["shared", "full"]
            for kind in order:
                command = robot_command(files[kind], outdir / f"suite-{kind}", URL=url)
                started = time.perf_counter()
                result = subprocess.run(command, cwd=BENCH, stdout=subprocess.DEVNULL)
                times[kind].append(time.perf_counter() - started)
                if result.returncode != 0:
                    raise SystemExit(f"the {kind} suite failed (exit {result.returncode})")
    return {kind: statistics.median(values) for kind, values in times.items()}


def memory(firefox: str) -> dict[str, int]:
    """Summed RSS (bytes) of our process tree with 5 full and with 5 sharing instances."""

    async def measure(shared: bool) -> int:
        core = ToolCore(max_instances=5, timeout=60)
        try:
            for index in range(5):
                arguments = {"instance": f"m{index}"}
                if shared and index:
                    arguments["browser_of"] = "m0"
                else:
                    arguments.update(engine="firefox", executable_path=firefox)
                envelope = await core.call("browser_create_instance", arguments)
                if envelope["status"] != "success":
                    raise SystemExit(f"memory: {envelope}")
            await asyncio.sleep(2)  # let the processes settle
            return tree_rss(process_table(), os.getpid())
        finally:
            await core.aclose()

    return {
        "full": asyncio.run(measure(False)),
        "shared": asyncio.run(measure(True)),
    }


def render(
    created: dict[str, float], ran: dict[str, float], rss: dict[str, int], tests: int
) -> str:
    full = created["Create Full Instance"]
    shared = created["Create Shared Instance"]
    raw = created["New Context And Page"]
    mib = 1024 * 1024
    lines = [
        "# Instances that share a browser",
        "",
        f"Load average at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())}.",
        "",
        "| Measure | Value | Ratio | Target |",
        "|---|---:|---:|---|",
        f"| Create Instance, full (ms) | {full:.0f} | 1 | |",
        f"| Create Instance, shared (ms) | {shared:.0f} | {shared / full:.3f}× full | ≤ 0.15× |",
        f"| raw new_context() + new_page() (ms) | {raw:.0f} | shared {shared / raw:.2f}× raw | ≤ 1.2× |",
        f"| {tests}-test suite, auto_close=test, full (s) | {ran['full']:.1f} | 1 | |",
        f"| {tests}-test suite, auto_close=test, shared (s) | {ran['shared']:.1f} | "
        f"{ran['full'] / ran['shared']:.2f}× faster | ≥ 3× |",
        f"| 5 full instances, summed RSS (MiB) | {rss['full'] / mib:.0f} | 1 | |",
        f"| 5 instances in one browser, summed RSS (MiB) | {rss['shared'] / mib:.0f} | "
        f"{rss['shared'] / rss['full']:.2f}× | reported |",
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=10, help="creations of each kind")
    parser.add_argument("--suite-tests", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=2, help="runs of each suite")
    parser.add_argument("--outdir", type=Path, default=Path("results/bench"))
    parser.add_argument("--firefox", default=shutil.which("firefox-esr") or "firefox-esr")
    options = parser.parse_args(argv)
    # Robot runs with cwd=bench/: a relative outdir would land there.
    options.outdir = options.outdir.resolve()
    options.outdir.mkdir(parents=True, exist_ok=True)
    created = creation(options.n, options.firefox, options.outdir)
    with serving(BENCH / "pages") as url:
        ran = suites(options.suite_tests, options.rounds, url, options.firefox, options.outdir)
    rss = memory(options.firefox)
    text = render(created, ran, rss, options.suite_tests)
    (options.outdir / "contexts.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
