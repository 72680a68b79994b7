"""What the keyword path adds to a Playwright call, measured inside one Robot run.

    .venv/bin/python bench/overhead.py [-n 300] [--after 60] [--outdir results/bench]

Runs ``bench/overhead.robot``: `Verify Value` next to the same ``input_value()`` call
made through the library's own bridge on the same page (``SamePage.py``), and the
no-op `List Instances` next to BuiltIn's `No Operation` (which of a pair goes first
alternates): N times on a settled page, then AFTER times right after the scenario's
Navigate Big, Snapshot, Navigate Form and Verify Heading steps. A keyword's time is
Robot's own: its elapsed time in output.xml. Prints a markdown table and writes it to
``OUTDIR/overhead.md``.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from robot.api import ExecutionResult, ResultVisitor

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]  # the bench modules; testsupport/ at the root

from run import robot_command  # noqa: E402

from testsupport.server import serving  # noqa: E402

# (keyword, what it is compared with)
PAIRS = (("Verify Value", "Input Value"), ("List Instances", "No Operation"))


class KeywordTimes(ResultVisitor):
    """Elapsed milliseconds of the compared keywords, per test, inside its FOR loop."""

    def __init__(self) -> None:
        self.times: dict[str, dict[str, list[float]]] = {}
        self.failed: list[str] = []
        self._test = ""
        self._depth = 0

    def start_test(self, test) -> None:  # type: ignore[no-untyped-def]
        self._test = test.name

    def start_for(self, for_) -> None:  # type: ignore[no-untyped-def]
        self._depth += 1

    def end_for(self, for_) -> None:  # type: ignore[no-untyped-def]
        self._depth -= 1

    def start_keyword(self, keyword) -> None:  # type: ignore[no-untyped-def]
        if keyword.status == "NOT RUN":  # the IF branch not taken
            return
        if self._depth and keyword.name in {name for pair in PAIRS for name in pair}:
            if keyword.status != "PASS":
                self.failed.append(f"{keyword.name}: {keyword.message or keyword.status}")
            times = self.times.setdefault(self._test, {})
            times.setdefault(keyword.name, []).append(keyword.elapsed_time.total_seconds() * 1000)


def cell(values: list[float]) -> str:
    low, _, high = statistics.quantiles(values, n=4)
    return f"{statistics.median(values):.3f} ({low:.3f}–{high:.3f})"


def render(times: dict[str, dict[str, list[float]]]) -> str:
    lines = [
        "| Where | Keyword | ms | Compared with | ms | Difference ms |",
        "|---|---|---:|---|---:|---:|",
    ]
    for test, by_keyword in times.items():
        for keyword, other in PAIRS:
            a, b = by_keyword[keyword], by_keyword[other]
            diff = statistics.median(a) - statistics.median(b)
            lines.append(
                f"| {test} (n={len(a)}) | {keyword} | {cell(a)} | {other} | {cell(b)} "
                f"| {diff:+.3f} |"
            )
    lines.append("")
    lines.append("Median (first–third quartile) of each keyword's elapsed time in output.xml.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=300, help="calls of each on a settled page")
    parser.add_argument("--after", type=int, default=60, help="calls after a navigation")
    parser.add_argument("--firefox", default=shutil.which("firefox-esr"))
    parser.add_argument("--outdir", default="results/bench")
    args = parser.parse_args(argv)
    outdir = Path(args.outdir).resolve() / "overhead"
    with serving(BENCH / "pages") as url:
        robot = subprocess.run(
            robot_command(
                BENCH / "overhead.robot",
                outdir,
                N=args.n,
                N_AFTER=args.after,
                URL=url,
                FIREFOX=args.firefox,
            ),
            cwd=BENCH,
            check=False,
        )
    visitor = KeywordTimes()
    ExecutionResult(str(outdir / "output.xml")).visit(visitor)
    expected = {"Settled Page": args.n, "After A Navigation": args.after}
    missing = [
        f"{test}: {name}"
        for test, calls in expected.items()
        for pair in PAIRS
        for name in pair
        if len(visitor.times.get(test, {}).get(name, [])) != calls
    ]
    if robot.returncode or visitor.failed or missing:
        print(f"overhead.robot failed: {visitor.failed or missing or robot.returncode}")
        return 1
    table = render(visitor.times)
    (Path(args.outdir) / "overhead.md").write_text(table + "\n")
    print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
