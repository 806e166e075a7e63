"""Ordinance parsing: accuracy on the development set, and speed.

Plain script (never a timed test): `python benchmarks/ordinances.py` prints

- for each document of the development set (tests/parsers/ordinance/devset/, real ordinances and
  bills of other jurisdictions with hand-written truth) the instructions right (verb and targets),
  found, missed and extra, the metadata fields wrong, then the totals (`benchmarks/
  ordinance_devset.py` says how each is counted);
- characters per second and instructions per second for the seeds and a synthetic ordinance 100
  times longer.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.ordinance_devset import report, score_devset  # noqa: E402
from parsers.ordinance import parse_ordinance_text  # noqa: E402
from parsers.ordinance.cleaning import clean_new_text  # noqa: E402

SEEDS = sorted((ROOT / "raw").glob("*/ordinances/*.txt"))
REPEATS = 5
SCALE = 100

# A seed's `SECTION n:` headings, renumbered when the seed's amendments are repeated.
HEADING = re.compile(r"\bSECTION\s+(\d+)\s*:")


def synthetic(text: str, times: int) -> str:
    """The seed's amending sections repeated `times` times, numbered on, before its closing."""
    first = text.index("SECTION 5:")
    last = text.index("SECTION 14:") if "SECTION 14:" in text else len(text)
    middle = text[first:last]
    counter = iter(range(5, 5 + times * 100))
    # Each copy cites other chapters (`17.` becomes `18.`, `19.`, …) so no two bodies are equal.
    pieces = [
        HEADING.sub(lambda _: f"SECTION {next(counter)}:", middle).replace("17.", f"{18 + i}.")
        for i in range(times)
    ]
    return text[:first] + "".join(pieces) + text[last:]


def measure(label: str, text: str) -> None:
    best = float("inf")
    instructions = 0
    for _ in range(REPEATS):
        clean_new_text.cache_clear()  # measure a first parse, not a cached one
        start = time.process_time()  # CPU time: the machine is shared
        parsed = parse_ordinance_text(text, label)
        best = min(best, time.process_time() - start)
        instructions = len(parsed.ordinance.instructions)
    print(
        f"{label:<28} {len(text):>10,} chars {instructions:>6} instructions "
        f"{best * 1000:9.1f} ms  {len(text) / best / 1e6:6.2f} M chars/s  "
        f"{best / max(instructions, 1) * 1e6:8.0f} µs/instruction"
    )


def main() -> None:
    report(score_devset())
    for path in SEEDS:
        measure(path.name, path.read_text(encoding="utf-8"))
    if SEEDS:
        big = synthetic(SEEDS[-1].read_text(encoding="utf-8"), SCALE)
        measure(f"{SEEDS[-1].stem} x{SCALE}", big)


if __name__ == "__main__":
    main()
