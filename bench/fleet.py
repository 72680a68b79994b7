"""Suite throughput on a fleet: tests per minute of one suite under pabot, side by side.

    python bench/fleet.py [--tests 100] [--processes 2] [--rounds 3] [--out results/bench-fleet]
                          [--servers 1,2,3] [--setups launch,fleet-2,...] [--before TREE]

The suite (atest-pabot/fleet.resource, written by ``testsupport.fleet.write_suite``): N
tests, each a robot process of its own under ``pabot --testlevelsplit``, each opening a
page on an instance of its own, acting and verifying. Setups, interleaved in every
round so that the machine's drift touches them alike:

- ``launch``: Create Instance launches a browser for the test (no fleet);
- ``fleet-1``, ``fleet-2``, ``fleet-3``: Create Instance ws_endpoint= the HAProxy address
  of 1, 2 or 3 camoufox-servers (``testsupport.fleet``);
- ``browser-launch`` and ``browser-server``: the Browser library's naive and best setups
  (bench/browser_peer.md), when its venv exists (``--browser-venv``);
- ``fleet-K-before`` with ``--before TREE``: ``fleet-K`` with the library of another
  tree (a ``git worktree`` of an earlier commit) in the robot processes, the same fleet.

``--setups`` keeps only the setups named (the ratios are then to ``launch`` only when it
ran).

Then the pooled Create Instance and Destroy Instance (the core's calls, through HAProxy
to 2 servers, one at a time): p50 and p95. Figures: medians of the rounds, and ratios
to ``launch``; written to OUT/fleet.json and printed as Markdown.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT)]

from robot.api import ExecutionResult  # noqa: E402

from CamoufoxLibrary.core import ToolCore  # noqa: E402
from testsupport.fleet import Fleet, write_suite  # noqa: E402
from testsupport.server import FixtureServer  # noqa: E402

BROWSER_VENV = Path("/work/bench-browser-venv")
NODE_PORT = "ROBOT_FRAMEWORK_BROWSER_NODE_PORT"


def run_pabot(
    python: str,
    suite: Path,
    processes: int,
    variables: dict[str, str],
    env: dict[str, str],
    root: Path = ROOT,
) -> tuple[float, int, int]:
    """Seconds the whole pabot run took, tests passed, tests run (the library from
    ``root``)."""
    with tempfile.TemporaryDirectory(prefix="fleet-bench-") as folder:
        command = [python, "-m", "pabot.pabot", "--processes", str(processes)]
        command += ["--testlevelsplit", "--no-pabotlib", "--processtimeout", "600"]
        command += ["--command", python, "-m", "robot", "--end-command"]
        command += ["--pythonpath", str(root), "--outputdir", folder]
        for name, value in variables.items():
            command += ["--variable", f"{name}:{value}"]
        began = time.monotonic()
        ran = subprocess.run(
            [*command, str(suite)],
            cwd=folder,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        took = time.monotonic() - began
        output = Path(folder) / "output.xml"
        if not output.exists():
            raise SystemExit(
                f"pabot wrote no output.xml:\n{ran.stdout[-3000:]}{ran.stderr[-3000:]}"
            )
        stats = ExecutionResult(str(output)).statistics.total
        return took, stats.passed, stats.total


async def create_destroy(endpoint: str, times: int) -> dict[str, float]:
    """p50/p95 of a pooled Create Instance and of Destroy Instance, in ms."""
    core = ToolCore(timeout=20)
    creates, destroys = [], []
    for _ in range(times):
        began = time.perf_counter()
        created = await core.call("browser_create_instance", {"ws_endpoint": endpoint})
        creates.append((time.perf_counter() - began) * 1000)
        assert created["status"] == "success", created
        began = time.perf_counter()
        await core.call("browser_destroy_instance", {"instance": "main"})
        destroys.append((time.perf_counter() - began) * 1000)
    await core.aclose()
    return {
        "create_p50": percentile(creates, 50),
        "create_p95": percentile(creates, 95),
        "destroy_p50": percentile(destroys, 50),
        "destroy_p95": percentile(destroys, 95),
    }


def percentile(values: list[float], which: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, round(which / 100 * (len(ordered) - 1)))
    return round(ordered[index], 1)


class BrowserPeer:
    """The Browser library's side (bench/browser_peer.md), if its venv is there."""

    def __init__(self, venv: Path, tests: int, folder: Path) -> None:
        self.python = str(venv / "bin" / "python")
        self.venv = venv
        self.suite = folder / f"browser_{tests}.robot"
        rows = "".join(f"Test {n:03d}    {n}\n" for n in range(1, tests + 1))
        self.suite.write_text(
            "*** Settings ***\n"
            f"Resource          {HERE / 'browser_fleet.resource'}\n"
            "Test Template     Open A Page, Act And Verify\n\n\n"
            "*** Test Cases ***\n" + rows,
            encoding="utf-8",
        )

    def server(self) -> tuple[subprocess.Popen[str], str, str]:
        """Its Playwright's browser server, launch-server mode (bench/browser_server.py):
        the process, its ws endpoint, and the port of the node process every robot
        process then shares (ROBOT_FRAMEWORK_BROWSER_NODE_PORT, its README's pabot way)."""
        process = subprocess.Popen(
            [self.python, str(HERE / "browser_server.py")], stdout=subprocess.PIPE, text=True
        )
        assert process.stdout is not None
        endpoint = process.stdout.readline().strip()
        node_port = process.stdout.readline().strip().partition("=")[2]
        return process, endpoint, node_port


def main(argv: list[str] | None = None) -> int:
    given = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    given.add_argument("--tests", type=int, default=100)
    given.add_argument("--processes", type=int, default=2)
    given.add_argument("--rounds", type=int, default=3)
    given.add_argument("--servers", default="1,2,3", help="fleet sizes, comma-separated")
    given.add_argument("--create-times", type=int, default=40)
    given.add_argument("--browser-venv", type=Path, default=BROWSER_VENV)
    given.add_argument("--setups", default="", help="only these setups, comma-separated")
    given.add_argument("--before", type=Path, help="a tree whose library runs fleet-K-before")
    given.add_argument("--out", type=Path, default=ROOT / "results" / "bench-fleet")
    arguments = given.parse_args(argv)
    arguments.out = arguments.out.resolve()  # pabot runs in a folder of its own
    arguments.out.mkdir(parents=True, exist_ok=True)
    suite = write_suite(arguments.out, arguments.tests)
    pages = FixtureServer(ROOT / "atest" / "pages")
    env = dict(os.environ)
    sizes = [int(size) for size in arguments.servers.split(",")]
    peer = (
        BrowserPeer(arguments.browser_venv, arguments.tests, arguments.out)
        if (arguments.browser_venv / "bin" / "python").exists()
        else None
    )
    runs: dict[str, list[tuple[float, int, int]]] = {}
    try:
        for round_number in range(arguments.rounds):
            setups: list[str] = ["launch"]
            for size in sizes:
                setups += [f"fleet-{size}"] + ([f"fleet-{size}-before"] if arguments.before else [])
            if peer is not None:
                setups += ["browser-launch", "browser-server"]
            if arguments.setups:
                setups = [setup for setup in setups if setup in arguments.setups.split(",")]
            for setup in setups:
                variables = {"PAGES": pages.base_url}
                setup_env = {k: v for k, v in env.items() if k != NODE_PORT}
                fleet = server = None
                python, this_suite, root = sys.executable, suite, ROOT
                if setup.startswith("fleet-"):
                    if setup.endswith("-before"):
                        root = arguments.before.resolve()
                    fleet = Fleet(servers=int(setup.split("-")[1]), max_connections=4).start()
                    variables["FLEET"] = fleet.endpoint
                elif setup.startswith("browser-"):
                    assert peer is not None
                    python, this_suite = peer.python, peer.suite
                    variables["BROWSER_WS"] = ""
                    if setup == "browser-server":
                        server, variables["BROWSER_WS"], setup_env[NODE_PORT] = peer.server()
                try:
                    result = run_pabot(
                        python, this_suite, arguments.processes, variables, setup_env, root
                    )
                finally:
                    if fleet is not None:
                        fleet.stop()
                    if server is not None:
                        server.terminate()
                        server.wait(timeout=30)
                runs.setdefault(setup, []).append(result)
                took, passed, total = result
                print(
                    f"round {round_number + 1} {setup}: {took:.1f} s, {passed}/{total} passed, "
                    f"{total / took * 60:.1f} tests/min",
                    flush=True,
                )
        fleet = Fleet(servers=2, max_connections=4).start()
        try:
            pooled = asyncio.run(create_destroy(fleet.endpoint, arguments.create_times))
        finally:
            fleet.stop()
    finally:
        pages.stop()
    report = summary(runs, pooled, arguments)
    (arguments.out / "fleet.json").write_text(json.dumps(report, indent=2), encoding="utf-8")
    print(markdown(report))
    return 0


def summary(runs: dict, pooled: dict[str, float], arguments: argparse.Namespace) -> dict:
    setups = {}
    for setup, results in runs.items():
        per_minute = [total / took * 60 for took, _passed, total in results]
        setups[setup] = {
            "tests_per_minute": [round(value, 1) for value in per_minute],
            "median_tests_per_minute": round(statistics.median(per_minute), 1),
            "passed": [passed for _took, passed, _total in results],
            "seconds": [round(took, 1) for took, _passed, _total in results],
        }
    base = setups.get("launch", {}).get("median_tests_per_minute")
    for figures in setups.values():
        figures["vs_launch"] = round(figures["median_tests_per_minute"] / base, 2) if base else None
    return {
        "tests": arguments.tests,
        "processes": arguments.processes,
        "rounds": arguments.rounds,
        "setups": setups,
        "pooled_create_destroy_ms": pooled,
    }


def vs_launch(figures: dict) -> str:
    return f"{figures['vs_launch']:g}×" if figures["vs_launch"] else "—"


def markdown(report: dict) -> str:
    lines = [
        f"{report['tests']} tests, pabot --testlevelsplit --processes {report['processes']}, "
        f"{report['rounds']} rounds (median)",
        "",
        "| setup | tests/min (rounds) | median | vs launch | passed |",
        "|---|---|---|---|---|",
    ]
    for setup, figures in report["setups"].items():
        rounds = " / ".join(f"{value:g}" for value in figures["tests_per_minute"])
        lines.append(
            f"| {setup} | {rounds} | **{figures['median_tests_per_minute']:g}** | "
            f"{vs_launch(figures)} | {figures['passed']} |"
        )
    pooled = report["pooled_create_destroy_ms"]
    lines += [
        "",
        f"Pooled Create Instance p50 {pooled['create_p50']} ms, p95 {pooled['create_p95']} ms; "
        f"Destroy Instance p50 {pooled['destroy_p50']} ms, p95 {pooled['destroy_p95']} ms",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
