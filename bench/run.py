"""Runs the benchmark: CamoufoxLibrary keywords against raw Playwright, step by step.

    .venv/bin/python bench/run.py [-n 30] [--rounds 3] [--outdir results/bench]

Each round is one Robot run of ``bench/suite.robot`` (a subprocess) next to one
``bench/raw.py serve`` process; the suite runs each iteration of the steps as
`Step <name>` keywords and, through ``RawPeer.py``, in the raw process, alternating
which goes first, so the two columns are measured about a second apart under nearly
the same load. Both drive their own Firefox (the same binary, over WebDriver BiDi). Keyword times come from output.xml,
raw times from ``perf_counter_ns``. While it runs, the summed RSS of each process tree
is sampled from /proc. The markdown table goes to stdout and ``<outdir>/bench.md``.

The exit status is non-zero when a step failed or is missing from either side; no
time is ever asserted (the machine may be loaded).
"""

from __future__ import annotations

import argparse
import datetime
import importlib.metadata
import json
import os
import platform
import shutil
import socket
import statistics
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

from testsupport.server import serving  # noqa: E402

NO_OP_STEP = "List Instances"
# Steps whose one keyword is also timed alone: a `Step <name>` user keyword adds Robot's
# cost of a user keyword call around it, which the bridge's cost should not be judged by.
ALONE = " (keyword alone)"
# (keyword, its reference in the same iteration), both timed alone.
REFERENCES = ((NO_OP_STEP, "No Operation"), ("Verify Value", "Input Value Through The Bridge"))
KEYWORD_ALONE_STEPS = tuple(step for pair in REFERENCES for step in pair)
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


# --- process-tree memory --------------------------------------------------------------


def process_table() -> dict[int, tuple[int, int]]:
    """pid -> (parent pid, RSS bytes) of every process we can read."""
    table = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry.name}/statm") as statm:
                rss = int(statm.read().split()[1]) * PAGE_SIZE
        except (OSError, ValueError, IndexError):
            continue
        table[int(entry.name)] = (ppid, rss)
    return table


def tree_rss(table: dict[int, tuple[int, int]], root: int) -> int:
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        if pid in table:
            total += table[pid][1]
        todo.extend(children.get(pid, []))
    return total


class MemorySampler(threading.Thread):
    """Peak summed RSS of the Robot tree, the raw tree and the whole tree (ours)."""

    def __init__(self, interval: float = 0.25) -> None:
        super().__init__(daemon=True)
        self.interval = interval
        self.robot_pid: int | None = None
        self.raw_pid: int | None = None
        self.peak = {"robot": 0, "raw": 0, "total": 0}
        self._stop_event = threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(self.interval):
            table = process_table()
            sizes = {"total": tree_rss(table, os.getpid())}
            if self.robot_pid:
                sizes["robot"] = tree_rss(table, self.robot_pid)
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
        self.failed: list[str] = []

    def start_keyword(self, keyword) -> None:  # type: ignore[no-untyped-def]
        if keyword.name and keyword.name.startswith("Step "):
            name = keyword.name.removeprefix("Step ")
            if keyword.status == "NOT RUN":  # the branch of an IF/ELSE that was not taken
                return
            if keyword.status != "PASS":
                self.failed.append(f"{name}: {keyword.message or keyword.status}")
            self.times.setdefault(name, []).append(keyword.elapsed_time.total_seconds() * 1000)
            if name in KEYWORD_ALONE_STEPS:
                inner = [k for k in keyword.body if getattr(k, "type", None) == "KEYWORD"]
                if len(inner) == 1:
                    elapsed = inner[0].elapsed_time.total_seconds() * 1000
                    self.times.setdefault(name + ALONE, []).append(elapsed)


@dataclass
class Round:
    keyword: dict[str, list[float]]
    raw: dict[str, list[float]]
    firefox: str
    failures: list[str] = field(default_factory=list)


def robot_command(suite: Path, outdir: Path, **variables: object) -> list[str]:
    """A quiet Robot run of ``suite`` (output.xml only) with ``variables`` set."""
    command = [sys.executable, "-m", "robot", "--outputdir", str(outdir), "--log", "NONE"]
    command += ["--report", "NONE", "--console", "dotted"]
    for name, value in variables.items():
        command += ["--variable", f"{name}:{value}"]
    return [*command, str(suite)]


def run_round(
    index: int,
    iterations: int,
    launches: int,
    url: str,
    firefox: str,
    outdir: Path,
    memory: MemorySampler,
) -> Round:
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        sock = f"{tmp}/raw.sock"
        raw_out = outdir / "raw.json"
        raw = subprocess.Popen(
            [sys.executable, str(BENCH / "raw.py"), "serve", sock, url, firefox, str(raw_out)],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            if raw.stdout is None or raw.stdout.readline().strip() != "ready":
                raise RuntimeError("bench/raw.py did not start")
            memory.raw_pid = raw.pid
            robot = subprocess.Popen(
                robot_command(
                    BENCH / "suite.robot",
                    outdir,
                    N=iterations,
                    LAUNCHES=launches,
                    ROUND=index,
                    URL=url,
                    FIREFOX=firefox,
                    RAW_SOCKET=sock,
                ),
                cwd=BENCH,
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
    return Round(visitor.times, raw_data["times"], raw_data["firefox"], failures)


# --- the table ------------------------------------------------------------------------


def ms(value: float) -> str:
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3f}"


@dataclass
class Column:
    samples: list[float]
    run_medians: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    def cell(self) -> str:
        low, high = min(self.run_medians), max(self.run_medians)
        return f"{ms(self.median)} ({ms(low)}–{ms(high)})"


# Opening a page and then looking at it: Navigate's title waits for Playwright's set-up
# of the new document, which raw Playwright does in its next call instead.
SEQUENCES = (
    "Navigate Form + Verify Heading",
    "Navigate List + Verify List",
    "Navigate Big + Snapshot",
)


def samples(rnd: Round, side: str, step: str) -> list[float]:
    """One round's times of ``step``; for ``A + B``, the sums of each iteration's A and B."""
    times = getattr(rnd, side)
    parts = [times.get(part, []) for part in step.split(" + ")]
    if not all(parts):
        return []
    return [sum(values) for values in zip(*parts, strict=True)]


def column(rounds: list[Round], side: str, step: str) -> Column | None:
    per_round = [samples(r, side, step) for r in rounds]
    per_round = [values for values in per_round if values]
    if not per_round:
        return None
    return Column(
        [s for values in per_round for s in values],
        [statistics.median(values) for values in per_round],
    )


def paired_ratio(rounds: list[Round], step: str) -> float | None:
    """Median of keyword/raw over the pairs measured moments apart."""
    ratios = [
        k / r
        for rnd in rounds
        for k, r in zip(samples(rnd, "keyword", step), samples(rnd, "raw", step), strict=False)
        if r > 0.05
    ]
    return statistics.median(ratios) if ratios else None


def table(rounds: list[Round], steps: tuple[str, ...]) -> list[str]:
    lines = [
        "| Step | Keyword ms | Raw Playwright ms | Ratio | Paired ratio | Keyword − raw ms |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for step in steps:
        kw, raw = column(rounds, "keyword", step), column(rounds, "raw", step)
        kw_cell = kw.cell() if kw else "—"
        raw_cell = raw.cell() if raw else "—"
        ratio = paired = delta = "—"
        if kw and raw:
            delta = (
                ms(kw.median - raw.median)
                if kw.median >= raw.median
                else ("−" + ms(raw.median - kw.median))
            )
            if raw.median > 0.05:  # a no-op's raw time is noise: no ratio
                ratio = f"{kw.median / raw.median:.2f}×"
                pr = paired_ratio(rounds, step)
                paired = f"{pr:.2f}×" if pr is not None else "—"
        lines.append(f"| {step} | {kw_cell} | {raw_cell} | {ratio} | {paired} | {delta} |")
    return lines


def pairs_table(rounds: list[Round]) -> list[str]:
    lines = [
        "| Keyword | ms | Reference | ms | Difference ms |",
        "|---|---:|---|---:|---:|",
    ]
    for keyword, reference in REFERENCES:
        kw = column(rounds, "keyword", keyword + ALONE)
        ref = column(rounds, "keyword", reference + ALONE)
        if kw and ref:
            diff = kw.median - ref.median
            sign = "+" if diff >= 0 else "−"
            lines.append(
                f"| {keyword} | {kw.cell()} | {reference} | {ref.cell()} | {sign}{ms(abs(diff))} |"
            )
    return lines


def targets(rounds: list[Round]) -> list[str]:
    def med(side: str, step: str) -> float | None:
        col = column(rounds, side, step)
        return col.median if col else None

    lines = ["| Target | Measured | Met |", "|---|---|---|"]
    no_op = med("keyword", NO_OP_STEP + ALONE)
    if no_op is not None:
        lines.append(
            f"| Bridge + Robot per keyword ≤ 0.3 ms: {NO_OP_STEP}, the keyword alone | "
            f"{ms(no_op)} ms | "
            f"{'yes' if no_op <= 0.3 else 'no'} |"
        )
    for step in (*ITERATION_STEPS, "Create Instance"):
        kw, raw = med("keyword", step), med("raw", step)
        if step == NO_OP_STEP or kw is None or raw is None or raw <= 0.05:
            continue
        ratio = kw / raw
        lines.append(f"| {step} ≤ 1.10× raw | {ratio:.2f}× | {'yes' if ratio <= 1.10 else 'no'} |")
    return lines


def versions(firefox: str) -> list[str]:
    import robot

    return [
        f"- Python {platform.python_version()}, Robot Framework {robot.__version__}, "
        f"Playwright {importlib.metadata.version('playwright')}, Firefox {firefox} "
        f"(WebDriver BiDi, headless)",
        f"- {os.cpu_count()} CPUs, {platform.system()} {platform.release()}",
    ]


def render(
    rounds: list[Round],
    iterations: int,
    launches: int,
    memory: MemorySampler,
    loads: list[tuple[float, ...]],
) -> str:
    started = datetime.datetime.now().isoformat(timespec="minutes")
    load_text = " → ".join(", ".join(f"{x:.1f}" for x in load) for load in loads)
    mib = {key: value / 2**20 for key, value in memory.peak.items()}
    lines = [
        f"# Benchmark: {len(rounds)} round(s) × {iterations} iteration(s), {started}",
        "",
        f"Load average (1, 5, 15 min) at start → end: {load_text}.",
        "Times: median over all samples (lowest–highest round median).",
        "",
        "## Steps",
        "",
        *table(rounds, ITERATION_STEPS + ROBOT_ONLY_STEPS),
        "",
        "## What the keyword path adds",
        "",
        "The keyword inside each `Step <name>`, as Robot times it in output.xml (without "
        "the user keyword around it), next to its reference in the same iteration: "
        "BuiltIn's `No Operation` for the no-op, and for Verify Value the same "
        "`input_value()` call through the library's bridge on the same page "
        "(SamePage.py).",
        "",
        *pairs_table(rounds),
        "",
        "## Open a page, then look at it",
        "",
        *table(rounds, SEQUENCES),
        "",
        "## Launch and close",
        "",
        *table(rounds, LAUNCH_STEPS),
        "",
        "Create Instance Cold is the first launch of the process: it includes starting "
        f"Playwright's driver on both sides. Then {launches} warm launch(es) per round.",
        "",
        "## Memory (peak summed RSS of each process tree)",
        "",
        f"- Robot + CamoufoxLibrary + driver + Firefox: {mib['robot']:.0f} MiB",
        f"- raw Python + driver + Firefox: {mib['raw']:.0f} MiB",
        f"- whole tree (run.py, both sides): {mib['total']:.0f} MiB",
        "",
        "## Targets",
        "",
        *targets(rounds),
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
        for step in ITERATION_STEPS + LAUNCH_STEPS:
            for side in ("keyword", "raw"):
                times = getattr(rnd, side).get(step, [])
                if not times:
                    problems.append(f"round {i}: no {side} time for '{step}'")
                elif step in ITERATION_STEPS and len(times) != iterations:
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
    args = parser.parse_args(argv)
    if not args.firefox:
        print("firefox-esr is not on PATH (make firefox)", file=sys.stderr)
        return 2
    outdir = Path(args.outdir).resolve()
    memory = MemorySampler()
    memory.start()
    loads = [os.getloadavg()]
    rounds: list[Round] = []
    try:
        with serving(BENCH / "pages") as url:
            for index in range(args.rounds):
                print(f"round {index + 1}/{args.rounds}", file=sys.stderr, flush=True)
                start = time.monotonic()
                rounds.append(
                    run_round(
                        index,
                        args.n,
                        args.launches,
                        url,
                        args.firefox,
                        outdir / f"round-{index + 1}",
                        memory,
                    )
                )
                print(f"  {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    finally:
        memory.stop()
    loads.append(os.getloadavg())
    report = render(rounds, args.n, args.launches, memory, loads)
    (outdir / "bench.md").write_text(report)
    (outdir / "bench.json").write_text(
        json.dumps([{"keyword": r.keyword, "raw": r.raw} for r in rounds], indent=1)
    )
    print(report)
    problems = [f for r in rounds for f in r.failures] + missing_steps(rounds, args.n)
    for problem in problems:
        print(f"FAILED: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
