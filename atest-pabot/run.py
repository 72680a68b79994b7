"""One real pabot run of atest-pabot/parallel.robot, and what must hold after it.

    python atest-pabot/run.py [--processes 2] [--outdir results/atest-pabot]

Starts one browser server (``playwright run-server`` on 127.0.0.1, a free port) for
the run's remote instances, then runs ``pabot --processes N --testlevelsplit`` on the
suite: every test in a ``robot`` process of its own. Afterwards it checks that

- pabot passed and merged the processes' outputs into one output.xml, in which every
  test of the suite ran and passed (at least 8);
- every test ran in a process of its own (each wrote its pid), and /proc shows no
  browser process left by any of them (atest/resources/ProcessHelper.py's tag checks);
- the tests that took turns on one profile_dir never held it at once (their journal
  alternates start, end);
- the browser server stops with nothing of it left.

Prints what it found; the exit status is non-zero when anything does not hold.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "atest" / "resources")]

from ProcessHelper import ProcessHelper  # noqa: E402
from robot.api import ExecutionResult, TestSuite  # noqa: E402

from testsupport.browserserver import BrowserServer  # noqa: E402

SUITE = HERE / "parallel.robot"
MIN_TESTS = 8


def pabot(processes: int, outdir: Path, variables: dict[str, str]) -> int:
    command = [sys.executable, "-m", "pabot.pabot", "--processes", str(processes)]
    command += ["--testlevelsplit", "--no-pabotlib", "--processtimeout", "600"]
    # Each test's robot: this Python's, so the library and testsupport/ are the ones here.
    command += ["--command", sys.executable, "-m", "robot", "--end-command"]
    command += ["--pythonpath", str(ROOT), "--outputdir", str(outdir)]
    for name, value in variables.items():
        command += ["--variable", f"{name}:{value}"]
    # In outdir: pabot keeps its .pabotsuitenames in the folder it runs in.
    return subprocess.run([*command, str(SUITE)], cwd=outdir, check=False).returncode


def check_output(outdir: Path) -> list[str]:
    """What is wrong with the merged output.xml (nothing: an empty list)."""
    output = outdir / "output.xml"
    if not output.is_file():
        return [f"pabot wrote no merged {output}"]
    stats = ExecutionResult(str(output)).statistics.total
    problems = []
    if stats.total < MIN_TESTS:
        problems.append(f"the merged output has {stats.total} tests, fewer than {MIN_TESTS}")
    if stats.failed or stats.skipped:
        problems.append(f"{stats.failed} failed and {stats.skipped} skipped of {stats.total}")
    print(f"merged output.xml: {stats.total} tests, {stats.passed} passed")
    return problems


def check_processes(pids_file: Path, tests: int) -> list[str]:
    """Every test ran in its own process, and none left a browser process."""
    pids = [int(line) for line in pids_file.read_text().split()] if pids_file.exists() else []
    problems = []
    if len(set(pids)) != tests:
        problems.append(f"{len(set(pids))} robot processes wrote their pid; expected {tests}")
    helper = ProcessHelper()
    for pid in sorted(set(pids)):
        try:
            helper.wait_until_no_process_of_owner(pid, "10s")
        except AssertionError as exc:
            problems.append(f"robot process {pid}: {exc}")
    if not problems:
        print(f"{len(pids)} robot processes, one a test; browser processes left by them: none")
    return problems


def check_journal(journal: Path, turns: int) -> list[str]:
    """The profile turns alternate start, end: no two held the profile at once."""
    entries = (
        [line.split() for line in journal.read_text().splitlines()] if journal.exists() else []
    )
    kinds = [entry[0] for entry in entries]
    if kinds != ["start", "end"] * turns:
        return [f"the profile turns overlapped or are missing: {entries}"]
    holders = {entry[-1] for entry in entries}
    print(f"profile turns: {turns}, one at a time, by {len(holders)} processes")
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--outdir", type=Path, default=ROOT / "results" / "atest-pabot")
    options = parser.parse_args(argv)
    options.outdir = options.outdir.resolve()  # pabot runs there (see pabot())
    options.outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="camoufox-pabot-") as tmp:
        work = Path(tmp)
        server = BrowserServer()
        server.start()
        try:
            variables = {
                "WS_ENDPOINT": server.endpoint,
                "PROFILE": str(work / "profile"),
                "JOURNAL": str(work / "journal.txt"),
                "PIDS": str(work / "pids.txt"),
            }
            status = pabot(options.processes, options.outdir, variables)
        finally:
            server.stop()  # raises if a process of the server survived
        problems = [] if status == 0 else [f"pabot exited with {status}"]
        problems += check_output(options.outdir)
        names = [test.name for test in TestSuite.from_file_system(SUITE).tests]
        problems += check_processes(Path(variables["PIDS"]), len(names))
        turns = sum(1 for name in names if name.startswith("Profile Turn "))
        problems += check_journal(Path(variables["JOURNAL"]), turns)
    for problem in problems:
        print(f"atest-pabot: {problem}", file=sys.stderr)
    if not problems:
        print(
            f"atest-pabot: all passed ({options.processes} processes, {os.getloadavg()[0]:.1f} load)"
        )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
