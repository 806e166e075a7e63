"""The export parser on the development set of other cities' real ecode360 exports, and on the
seeds: section recall and precision against the hand-written truth, wrong numbers (and whether
each came with a warning), history citations with the right ordinance and year, chapter titles
where printed, and table-of-contents text found in any section.

Run: .venv/bin/python benchmarks/exports_devset.py

Bars (issue 9): recall ≥ 99.5% and no wrong number without a warning; history ≥ 99%; chapter
titles ≥ 95%; no contents text in any section. `tests/parsers/test_exports_devset.py` holds them.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "parsers"))

from devset_figures import Figures, all_figures  # type: ignore[import-not-found]  # noqa: E402


def _row(f: Figures) -> str:
    return (
        f"{f.name:<24} {f.found:>4}/{f.sections:<4} {f.recall:7.1%} {f.precision:9.1%} "
        f"{len(f.wrong):>5} {f.unwarned:>8} {f.history_right:>5}/{f.history:<5} "
        f"{f.history_rate:7.1%} {f.chapters_right:>3}/{f.chapters:<3} {f.chapter_rate:7.1%} "
        f"{len(f.toc_leaks):>5}"
    )


def main() -> None:
    print(
        f"{'city':<24} {'sections':>9} {'recall':>7} {'precision':>9} {'wrong':>5} "
        f"{'unwarned':>8} {'history':>11} {'rate':>7} {'chapters':>7} {'rate':>7} {'toc':>5}"
    )
    figures = all_figures()
    for f in figures:
        print(_row(f))
    total = Figures("all")
    for f in figures:
        total.sections += f.sections
        total.found += f.found
        total.parsed += f.parsed
        total.wrong += f.wrong
        total.history += f.history
        total.history_right += f.history_right
        total.chapters += f.chapters
        total.chapters_right += f.chapters_right
        total.toc_leaks += f.toc_leaks
    print(_row(total))
    for f in figures:
        for section_id, warned in f.wrong:
            print(f"  {f.name}: wrong number {section_id} ({'warned' if warned else 'NO WARNING'})")
        for leak in f.toc_leaks:
            print(f"  {f.name}: contents text in {leak}")


if __name__ == "__main__":
    main()
