"""The fleet, short (CI): pabot against 3 camoufox-servers behind HAProxy, one killed.

    python atest-pabot/fleet.py [--tests 20] [--processes 2] [--outdir results/atest-fleet]

Starts a fleet (``testsupport.fleet``: 3 servers of 2 connections each, HAProxy with
the shipped deploy/haproxy/haproxy.cfg) and one fixture server, then runs ``pabot
--processes 2 --testlevelsplit`` on a suite of N tests (atest-pabot/fleet.resource: each
opens a page on an instance of its own in the fleet, acts and verifies). While it runs,
server 2 is killed with SIGKILL as soon as it serves a test, and started again 2 s later.
Afterwards it checks that

- every test got a verdict, and those that failed failed with ``browser_not_running``
  (how long after the kill is printed: a figure, not a check; bench/fleet.py and
  docs/fleet.md hold the measured ones);
- the restarted server was back in HAProxy (after how long: printed) and took tests again;
- one ``pabot --rerunfailed`` pass passes every test that failed;
- with every connection slot of the fleet held, Create Instance fails with
  ``instance_limit_exceeded`` ("the fleet ... is full") within HAProxy's queue timeout
  and connect_timeout, not a hang;
- nothing is left: no session open in HAProxy or on a server, no process of a server.

Prints what it found; the exit status is non-zero when anything does not hold.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import threading
import time
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT)]

from playwright.async_api import async_playwright  # noqa: E402
from robot.api import ExecutionResult  # noqa: E402

from CamoufoxLibrary.core import ToolCore  # noqa: E402
from testsupport.fleet import Fleet, write_suite  # noqa: E402
from testsupport.server import FixtureServer  # noqa: E402

KILLED = 1  # the server killed mid-run (index)
# Bounds against a hang, far above what is measured (times are figures, never checks).
HANG = timedelta(seconds=30)


def pabot(suite: Path, outdir: Path, processes: int, variables: dict[str, str], *extra: str) -> int:
    command = [sys.executable, "-m", "pabot.pabot", "--processes", str(processes)]
    command += ["--testlevelsplit", "--no-pabotlib", "--processtimeout", "300", *extra]
    command += ["--command", sys.executable, "-m", "robot", "--end-command"]
    command += ["--pythonpath", str(ROOT), "--outputdir", str(outdir)]
    for name, value in variables.items():
        command += ["--variable", f"{name}:{value}"]
    return subprocess.run([*command, str(suite)], cwd=outdir, check=False).returncode


class Killer(threading.Thread):
    """Kills server KILLED as soon as it serves a test, restarts it 2 s later."""

    def __init__(self, fleet: Fleet) -> None:
        super().__init__(daemon=True)
        self.fleet = fleet
        self.killed_at: datetime | None = None
        self.back_after: float | None = None
        self.error = ""

    def run(self) -> None:
        server = self.fleet.servers[KILLED]
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            health = server.health()
            if health and int(health.get("connections", 0)) > 0:
                time.sleep(0.8)  # into the test, past its Create Instance (mostly)
                self.killed_at = datetime.now()
                self.fleet.kill(KILLED)
                time.sleep(2)
                try:
                    self.back_after = self.fleet.restart(KILLED)
                except RuntimeError as exc:
                    self.error = str(exc)
                return
            time.sleep(0.05)
        self.error = "server 2 never served a test"


def check_verdicts(output: Path, tests: int, killed_at: datetime | None) -> tuple[list[str], int]:
    """Problems, and how many tests failed (each with browser_not_running, soon enough)."""
    result = ExecutionResult(str(output))
    problems = []
    seen = list(result.suite.all_tests)
    if len(seen) != tests:
        problems.append(f"{len(seen)} of {tests} tests have a verdict")
    failed = [test for test in seen if test.status == "FAIL"]
    for test in failed:
        if not test.message.startswith("browser_not_running"):
            problems.append(f"{test.name} failed otherwise: {test.message[:200]}")
        elif killed_at is not None and test.end_time - killed_at > HANG:
            problems.append(f"{test.name} failed {test.end_time - killed_at} after the kill")
    others = [test for test in seen if test.status not in ("PASS", "FAIL")]
    problems += [f"{test.name}: {test.status}" for test in others]
    print(f"{len(seen)} tests: {len(seen) - len(failed)} passed, {len(failed)} failed")
    for test in failed:
        after = (
            f", {(test.end_time - killed_at).total_seconds():.2f} s after the kill"
            if killed_at
            else ""
        )
        print(f"  {test.name}{after} (its teardown included): {test.message[:160]}")
    return problems, len(failed)


async def full_fleet(fleet: Fleet) -> list[str]:
    """Every slot held: Create Instance fails as fleet full, within the bounded wait."""
    slots = len(fleet.servers) * fleet.max_connections
    async with async_playwright() as playwright:
        held = [await playwright.firefox.connect(fleet.endpoint) for _ in range(slots)]
        core = ToolCore(timeout=5)
        began = time.monotonic()
        envelope = await core.call(
            "browser_create_instance",
            {"instance": "extra", "ws_endpoint": fleet.endpoint, "connect_timeout": 30},
        )
        took = time.monotonic() - began
        await core.aclose()
        for browser in held:
            await browser.close()
    print(f"full fleet: {envelope.get('error_type')} after {took:.1f} s: {envelope.get('message')}")
    problems = []
    if envelope.get("error_type") != "instance_limit_exceeded" or "full" not in str(
        envelope.get("message")
    ):
        problems.append(f"a full fleet answered {envelope}")
    if took > HANG.total_seconds() + 5:  # connect_timeout bounds it
        problems.append(f"a full fleet took {took:.1f} s to say so")
    return problems


def check_nothing_left(fleet: Fleet) -> list[str]:
    problems = []
    time.sleep(1)
    for name, row in fleet.stats().items():
        if name.startswith("camoufox") and row.get("scur") not in ("0", ""):
            problems.append(f"HAProxy holds {row['scur']} session(s) on {name}")
    for index, server in enumerate(fleet.servers):
        health = server.health() or {}
        if health.get("connections"):
            problems.append(f"server {index + 1} has {health['connections']} connection(s) open")
    fleet.stop()
    if fleet.left():
        problems.append(f"processes of the fleet left running: {fleet.left()}")
    return problems


def main(argv: list[str] | None = None) -> int:
    given = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    given.add_argument("--tests", type=int, default=20)
    given.add_argument("--processes", type=int, default=2)
    given.add_argument("--outdir", type=Path, default=ROOT / "results" / "atest-fleet")
    arguments = given.parse_args(argv)
    outdir = arguments.outdir.resolve()
    outdir.mkdir(parents=True, exist_ok=True)
    suite = write_suite(outdir, arguments.tests)
    pages = FixtureServer(ROOT / "atest" / "pages")
    fleet = Fleet(servers=3, max_connections=2).start()
    problems: list[str] = []
    try:
        variables = {"FLEET": fleet.endpoint, "PAGES": pages.base_url}
        killer = Killer(fleet)
        killer.start()
        pabot(suite, outdir, arguments.processes, variables)
        killer.join(timeout=60)
        if killer.error:
            problems.append(killer.error)
        print(f"server {KILLED + 1} killed at {killer.killed_at}, back in {killer.back_after} s")
        found, failed = check_verdicts(outdir / "output.xml", arguments.tests, killer.killed_at)
        problems += found
        served = (fleet.servers[KILLED].health() or {}).get("served", 0)
        if killer.back_after is not None and not served and failed:
            problems.append("the restarted server took no test")
        if failed:
            rerun = outdir / "rerun"
            rerun.mkdir(exist_ok=True)
            code = pabot(
                suite,
                rerun,
                arguments.processes,
                variables,
                "--rerunfailed",
                str(outdir / "output.xml"),
            )
            if code != 0:
                problems.append(f"the --rerunfailed pass failed (status {code})")
            print(f"--rerunfailed: status {code}")
        else:
            problems.append("no test failed: the kill took no test down (it must take one)")
        problems += asyncio.run(full_fleet(fleet))
    finally:
        problems += check_nothing_left(fleet)
        pages.stop()
    for problem in problems:
        print("PROBLEM:", problem)
    print("fleet run: " + ("FAILED" if problems else "every check held"))
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
