"""The scenario's steps on a remote instance against a local one, side by side.

    .venv/bin/python bench/remote.py [-n 5] [--outdir results/bench]

Starts a browser server (``playwright run-server`` on 127.0.0.1, a free port; see
testsupport/browserserver.py) and runs bench/remote.robot once: each of ``-n``
iterations creates an instance on each side (a connect to the server, a launch of
firefox-esr here, both Firefox over WebDriver BiDi on this machine), runs the steps
on it and destroys it; which side goes first alternates. The table gives each step's
median on both sides and the ratio remote / local of the medians. On one machine the
remote side pays the hop through the server (one more WebSocket and process), not a
network. The table goes to stdout and ``<outdir>/remote.md``; no time is asserted.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent)]

from robot.api import ExecutionResult, ResultVisitor  # noqa: E402
from run import robot_command  # noqa: E402

from testsupport.browserserver import BrowserServer  # noqa: E402
from testsupport.server import serving  # noqa: E402

STEPS = (
    "Create Instance",
    "Navigate Form",
    "Verify Heading",
    "Type",
    "Click",
    "Tabs New",
    "Tabs Close",
    "Navigate Big",
    "Snapshot",
    "Screenshot",
    "Create Shared Instance",
    "Destroy Instance",
)


class SideTimes(ResultVisitor):
    """Elapsed ms of every `Step ${side} <name>`, keyed by the side its `Iteration` ran."""

    def __init__(self) -> None:
        self.times: dict[str, list[float]] = {}
        self.failed: list[str] = []
        self.side = ""

    def start_keyword(self, keyword) -> None:  # type: ignore[no-untyped-def]
        if keyword.name == "Iteration":
            self.side = str(keyword.args[0])
        elif keyword.name and keyword.name.startswith("Step ${side} "):
            name = f"{self.side} {keyword.name.removeprefix('Step ${side} ')}"
            if keyword.status != "PASS":
                self.failed.append(f"{name}: {keyword.message or keyword.status}")
            self.times.setdefault(name, []).append(keyword.elapsed_time.total_seconds() * 1000)


def measure(n: int, firefox: str, outdir: Path) -> dict[str, list[float]]:
    """Milliseconds of every step, keyed ``local <step>`` / ``remote <step>``."""
    out = outdir / "remote"
    server = BrowserServer()
    server.start()
    try:
        with serving(BENCH / "pages") as url:
            variables = {"N": n, "URL": url, "WS_ENDPOINT": server.endpoint, "FIREFOX": firefox}
            command = robot_command(BENCH / "remote.robot", out, **variables)
            subprocess.run(command, check=False, cwd=BENCH, stdout=subprocess.DEVNULL)
    finally:
        server.stop()
    steps = SideTimes()
    ExecutionResult(str(out / "output.xml")).visit(steps)
    if steps.failed:
        raise SystemExit(f"remote bench steps failed: {steps.failed}")
    return steps.times


def render(times: dict[str, list[float]], n: int) -> str:
    lines = [
        "# Remote instances against local ones",
        "",
        f"{n} iteration(s); load average at the end: "
        f"{', '.join(f'{x:.1f}' for x in os.getloadavg())}. Medians in ms.",
        "",
        "| Step | Local (ms) | Remote (ms) | Remote / local |",
        "|---|---:|---:|---:|",
    ]
    missing = []
    for step in STEPS:
        local, remote = times.get(f"local {step}"), times.get(f"remote {step}")
        if not local or not remote:
            missing.append(step)
            continue
        near, far = statistics.median(local), statistics.median(remote)
        lines.append(f"| {step} | {near:.1f} | {far:.1f} | {far / near:.3g}× |")
    if missing:
        raise SystemExit(f"steps missing from a side: {', '.join(missing)}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=5, help="iterations (instances per side)")
    parser.add_argument("--outdir", type=Path, default=Path("results/bench"))
    parser.add_argument("--firefox", default=shutil.which("firefox-esr") or "firefox-esr")
    options = parser.parse_args(argv)
    # Robot runs with cwd=bench/: a relative outdir would land there.
    options.outdir = options.outdir.resolve()
    options.outdir.mkdir(parents=True, exist_ok=True)
    text = render(measure(options.n, options.firefox, options.outdir), options.n)
    (options.outdir / "remote.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
