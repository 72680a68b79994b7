"""What the benches that call ToolCore alone share: their command line, a percentile of
samples, and the markdown report written to ``<outdir>/<name>`` and printed."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def command_line(description: str, n: int, argv: list[str] | None) -> argparse.Namespace:
    """``-n`` (default ``n``), ``--outdir`` and ``--firefox``, parsed from ``argv``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("-n", type=int, default=n)
    parser.add_argument("--outdir", type=Path, default=Path("results/bench"))
    parser.add_argument("--firefox", default=shutil.which("firefox-esr") or "firefox-esr")
    return parser.parse_args(argv)


def write_report(outdir: Path, name: str, lines: list[str]) -> None:
    outdir.mkdir(parents=True, exist_ok=True)
    text = "\n".join(lines) + "\n"
    (outdir / name).write_text(text, encoding="utf-8")
    print(text)
