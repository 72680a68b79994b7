"""Where one fleet test's time goes: CPU in the runner and in the server.

    python bench/fleet_cost.py [--runs 10] [--before TREE]

Runs one test of bench/fleet.py's suite alone, ``--runs`` times, each in a robot process
of its own against 1 camoufox-server behind HAProxy (``testsupport.fleet``). Prints, per
test: the wall time, the machine's busy CPU (``/proc/stat``), the runner's CPU (the
robot process and its children: Robot, the library, and Playwright's driver where one
runs) and the server's (its node process and browser, their process tree). The
runner's and the server's figures are those processes' own CPU times, so other work
on the machine moves them little; the wall and the machine's figures move with it.
With ``--before TREE`` the runs alternate between this tree's library and TREE's (a
``git worktree`` of an earlier commit), against the same server. docs/fleet.md's
capacity model is built on these figures.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
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


def tree_seconds(roots: list[int]) -> float:
    """CPU seconds of the processes ``roots`` and their descendants, children that ended
    included (they count in their parent's cutime and cstime)."""
    parents: dict[int, int] = {}
    used: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        used[int(entry.name)] = sum(int(value) for value in fields[11:15])
    wanted, total = set(roots), 0.0
    for pid in used:
        seen, walk = pid, pid
        while walk and walk not in wanted:
            walk = parents.get(walk, 0)
        if walk:
            total += used[seen]
    return total / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> int:
    given = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    given.add_argument("--runs", type=int, default=10)
    given.add_argument("--before", type=Path, help="a tree whose library alternates with ours")
    arguments = given.parse_args(argv)
    trees = {"this tree": ROOT}
    if arguments.before:
        trees["before"] = arguments.before.resolve()
    figures: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
    with tempfile.TemporaryDirectory(prefix="fleet-cost-") as folder:
        suite = write_suite(Path(folder), 1)
        pages = FixtureServer(ROOT / "atest" / "pages")
        fleet = Fleet(servers=1, max_connections=4).start()
        try:
            time.sleep(2)  # the server's browser settles after its start
            server = [s.process.pid for s in fleet.servers if s.process is not None]
            for _ in range(arguments.runs):
                for name, tree in trees.items():
                    command = [sys.executable, "-m", "robot", "--pythonpath", str(tree)]
                    command += ["--outputdir", folder, "--variable", f"PAGES:{pages.base_url}"]
                    command += ["--variable", f"FLEET:{fleet.endpoint}", str(suite)]
                    before = (busy_seconds(), children_seconds(), tree_seconds(server))
                    began = time.monotonic()
                    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
                    wall = time.monotonic() - began
                    after = (busy_seconds(), children_seconds(), tree_seconds(server))
                    run = {
                        "wall": wall,
                        "machine": after[0] - before[0],
                        "runner": after[1] - before[1],
                        "server": after[2] - before[2],
                    }
                    for key, value in run.items():
                        figures[name].setdefault(key, []).append(value)
        finally:
            fleet.stop()
            pages.stop()
    for name, runs in figures.items():
        median = {key: statistics.median(values) for key, values in runs.items()}
        print(
            f"{name}, per test, median of {arguments.runs} runs: {median['wall']:.2f} s wall, "
            f"{median['runner']:.2f} core-seconds in the runner (robot, library, and "
            f"Playwright's driver where one runs), {median['server']:.2f} in the server "
            f"(node, browser); {median['machine']:.2f} busy on the whole machine"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
