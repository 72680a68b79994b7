"""The benchmark's tables: medians, ratios to raw Playwright and to SeleniumLibrary.

A round holds each side's samples per step: ``keyword`` (CamoufoxLibrary, from
output.xml), ``raw`` (raw.py's perf_counter_ns) and, when SeleniumLibrary ran,
``selenium``. A step named ``A + B`` is the sum of each iteration's A and B; a name in
``SUMS`` stands for the sum of its steps.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from raw import ITERATION_STEPS
from report import percentile

NO_OP_STEP = "List Instances"
# The steps SeleniumLibrary has a counterpart for (suite.robot `Selenium Step <name>`).
SELENIUM_STEPS = tuple(s for s in ITERATION_STEPS if s not in ("Snapshot", NO_OP_STEP))
# The hot actions whose target is SeleniumLibrary's time (issue 29): Click, Fill, Verify Text.
SELENIUM_HOT_STEPS = ("Click", "Type", "Verify Heading")
ITERATION = "Iteration (all steps)"
COMMON_ITERATION = "Iteration (steps SeleniumLibrary has)"
SUMS = {ITERATION: ITERATION_STEPS, COMMON_ITERATION: SELENIUM_STEPS}
SIDES = ("keyword", "raw", "selenium")


@dataclass
class Round:
    keyword: dict[str, list[float]]
    raw: dict[str, list[float]]
    firefox: str
    failures: list[str] = field(default_factory=list)
    selenium: dict[str, list[float]] = field(default_factory=dict)
    tree: str = "after"  # which library tree the Robot side imported (run.py --before)


def ms(value: float) -> str:
    if abs(value) >= 100:
        return f"{value:.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    if abs(value) >= 1:
        return f"{value:.2f}"
    return f"{value:.3f}"


def signed_ms(value: float) -> str:
    return ms(value) if value >= 0 else "−" + ms(-value)


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


def samples(rnd: Round, side: str, step: str) -> list[float]:
    """One round's times of ``step``; for a sum, each iteration's sum of its parts."""
    times = getattr(rnd, side)
    parts = [times.get(part, []) for part in SUMS.get(step, step.split(" + "))]
    if not all(parts):
        return []
    if len({len(p) for p in parts}) != 1:  # a part that failed once: no sums to pair
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


def paired_ratio(rounds: list[Round], step: str, over: str = "raw") -> float | None:
    """Median of keyword/``over`` over the pairs measured moments apart."""
    ratios = [
        k / r
        for rnd in rounds
        for k, r in zip(samples(rnd, "keyword", step), samples(rnd, over, step), strict=False)
        if r > 0.05
    ]
    return statistics.median(ratios) if ratios else None


def has_selenium(rounds: list[Round]) -> bool:
    return any(r.selenium for r in rounds)


def table(rounds: list[Round], steps: tuple[str, ...]) -> list[str]:
    """Keyword against raw Playwright, and against SeleniumLibrary when it ran."""
    selenium = has_selenium(rounds)
    header = "| Step | Keyword ms | Raw Playwright ms | Ratio | Paired ratio | Keyword − raw ms |"
    rule = "|---|---:|---:|---:|---:|---:|"
    if selenium:
        header += " SeleniumLibrary ms | Ratio to Selenium | Paired |"
        rule += "---:|---:|---:|"
    lines = [header, rule]
    for step in steps:
        kw, raw = column(rounds, "keyword", step), column(rounds, "raw", step)
        cells = [kw.cell() if kw else "—", raw.cell() if raw else "—", "—", "—", "—"]
        if kw and raw:
            cells[4] = signed_ms(kw.median - raw.median)
            if raw.median > 0.05:  # a no-op's raw time is noise: no ratio
                cells[2] = f"{kw.median / raw.median:.2f}×"
                pr = paired_ratio(rounds, step)
                cells[3] = f"{pr:.2f}×" if pr is not None else "—"
        if selenium:
            sel = column(rounds, "selenium", step)
            sel_cells = [sel.cell() if sel else "—", "—", "—"]
            if kw and sel:
                sel_cells[1] = f"{kw.median / sel.median:.2f}×"
                pr = paired_ratio(rounds, step, over="selenium")
                sel_cells[2] = f"{pr:.2f}×" if pr is not None else "—"
            cells += sel_cells
        lines.append(f"| {step} | " + " | ".join(cells) + " |")
    return lines


def before_after(rounds: list[Round], steps: tuple[str, ...]) -> list[str]:
    """Each step's keyword/raw medians and paired ratio, before and after (run.py --before)."""
    before = [r for r in rounds if r.tree == "before"]
    after = [r for r in rounds if r.tree == "after"]
    lines = [
        "| Step | before: keyword / raw ms | before ratio (paired) "
        "| after: keyword / raw ms | after ratio (paired) |",
        "|---|---:|---:|---:|---:|",
    ]
    for step in steps:
        cells = []
        for group in (before, after):
            kw, raw = column(group, "keyword", step), column(group, "raw", step)
            if not (kw and raw):
                cells += ["—", "—"]
                continue
            cells.append(f"{ms(kw.median)} / {ms(raw.median)}")
            pr = paired_ratio(group, step) if raw.median > 0.05 else None
            ratio = f"{kw.median / raw.median:.2f}× ({pr:.2f}×)" if pr is not None else "—"
            cells.append(ratio)
        lines.append(f"| {step} | " + " | ".join(cells) + " |")
    return lines


def pairs_table(
    rounds: list[Round], references: tuple[tuple[str, str], ...], alone: str
) -> list[str]:
    lines = [
        "| Keyword | ms | Reference | ms | Difference ms |",
        "|---|---:|---|---:|---:|",
    ]
    for keyword, reference in references:
        kw = column(rounds, "keyword", keyword + alone)
        ref = column(rounds, "keyword", reference + alone)
        if kw and ref:
            diff = kw.median - ref.median
            sign = "+" if diff >= 0 else "−"
            lines.append(
                f"| {keyword} | {kw.cell()} | {reference} | {ref.cell()} | {sign}{ms(abs(diff))} |"
            )
    return lines


def spread_table(rounds: list[Round], steps: tuple[str, ...]) -> list[str]:
    """How steady each side is: a step's p10 and p90 over all its samples, and p90/p10
    (1.00 is perfectly steady), the keyword's next to raw Playwright's."""
    lines = [
        "| Step | Keyword p10–p90 ms | Keyword p90/p10 | Raw p10–p90 ms | Raw p90/p10 "
        "| No wider than raw |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for step in steps:
        kw, raw = column(rounds, "keyword", step), column(rounds, "raw", step)
        if not (kw and raw) or raw.median <= 0.05:
            continue
        widths = []
        cells = []
        for col in (kw, raw):
            low, high = percentile(col.samples, 0.1), percentile(col.samples, 0.9)
            widths.append(high / low if low > 0 else float("inf"))
            cells += [f"{ms(low)}–{ms(high)}", f"{widths[-1]:.2f}"]
        cells.append("yes" if widths[0] <= widths[1] else "no")
        lines.append(f"| {step} | " + " | ".join(cells) + " |")
    return lines


def targets(rounds: list[Round], alone: str) -> list[str]:
    """The issue's targets: every step at or under raw Playwright, an iteration at or under
    SeleniumLibrary's."""

    def med(side: str, step: str) -> float | None:
        col = column(rounds, side, step)
        return col.median if col else None

    lines = ["| Target | Measured | Met |", "|---|---|---|"]
    no_op = med("keyword", NO_OP_STEP + alone)
    if no_op is not None:
        lines.append(
            f"| Bridge + Robot per keyword ≤ 0.3 ms: {NO_OP_STEP}, the keyword alone | "
            f"{ms(no_op)} ms | {'yes' if no_op <= 0.3 else 'no'} |"
        )
    for step in (*ITERATION_STEPS, "Create Instance"):
        kw, raw = med("keyword", step), med("raw", step)
        if step == NO_OP_STEP or kw is None or raw is None or raw <= 0.05:
            continue
        limit = 0.5 if step == "Tabs New" else 1.0
        ratio = kw / raw
        met = "yes" if ratio <= limit else "no"
        lines.append(f"| {step} ≤ {limit:.2f}× raw | {ratio:.2f}× | {met} |")
    for step in (*SELENIUM_HOT_STEPS, COMMON_ITERATION):
        kw, sel = med("keyword", step), med("selenium", step)
        if kw is None or sel is None:
            continue
        lines.append(
            f"| {step} ≤ 1.20× SeleniumLibrary | {kw / sel:.2f}× ({ms(kw)} / {ms(sel)} ms) "
            f"| {'yes' if kw <= 1.2 * sel else 'no'} |"
        )
    kw, sel = med("keyword", COMMON_ITERATION), med("selenium", COMMON_ITERATION)
    if kw is not None and sel is not None:
        met = "yes" if kw <= sel else "no"
        lines.append(
            f"| {COMMON_ITERATION} ≤ 1.00× SeleniumLibrary (moonshot) | {kw / sel:.2f}× | {met} |"
        )
    return lines
