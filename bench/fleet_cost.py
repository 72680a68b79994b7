"""Where one fleet test's time goes: CPU in the runner and everywhere else.

    python bench/fleet_cost.py [--runs 10]

Runs one test of bench/fleet.py's suite alone, ``--runs`` times, each in a robot process
of its own against 1 camoufox-server behind HAProxy (``testsupport.fleet``), and reads
the machine's busy CPU time from ``/proc/stat`` before and after. Prints, per test: the
wall time, the machine's CPU, the runner's share (the robot processes: Robot, the
library, Playwright's driver) and the rest (the server's node process and browser,
HAProxy, the fixture site). docs/fleet.md's capacity model is built on these figures.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from testsupport.fleet import Fleet, write_suite  # noqa: E402
from testsupport.server import FixtureServer  # noqa: E402


def busy_seconds() -> float:
    """CPU seconds the machine has been busy (all cores), from /proc/stat."""
    with open("/proc/stat", encoding="ascii") as stat:
        fields = [int(value) for value in stat.readline().split()[1:]]
    idle = fields[3] + fields[4]  # idle, iowait
    return (sum(fields) - idle) / os.sysconf("SC_CLK_TCK")


def children_seconds() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def main(argv: list[str] | None = None) -> int:
    given = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    given.add_argument("--runs", type=int, default=10)
    runs = given.parse_args(argv).runs
    with tempfile.TemporaryDirectory(prefix="fleet-cost-") as folder:
        suite = write_suite(Path(folder), 1)
        pages = FixtureServer(ROOT / "atest" / "pages")
        fleet = Fleet(servers=1, max_connections=4).start()
        try:
            command = [sys.executable, "-m", "robot", "--pythonpath", str(ROOT)]
            command += ["--outputdir", folder, "--variable", f"PAGES:{pages.base_url}"]
            command += ["--variable", f"FLEET:{fleet.endpoint}", str(suite)]
            time.sleep(2)  # the server's browser settles after its start
            machine, runner, began = busy_seconds(), children_seconds(), time.monotonic()
            for _ in range(runs):
                subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
            wall = (time.monotonic() - began) / runs
            machine = (busy_seconds() - machine) / runs
            runner = (children_seconds() - runner) / runs
        finally:
            fleet.stop()
            pages.stop()
    print(
        f"per test, {runs} runs: {wall:.2f} s wall, {machine:.2f} core-seconds on the machine: "
        f"{runner:.2f} in the runner (robot, library, Playwright's driver), "
        f"{machine - runner:.2f} elsewhere (server, browser, HAProxy, site)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
