"""How long the amendment engine takes: all instructions of the seeds, and of a synthetic corpus
100 times larger (renumbered copies of every export and ordinance), with time per instruction.

Run: .venv/bin/python benchmarks/amend.py [RAW_DIR] [--copies N]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from corpus.engine.amend import amend_corpus
from parsers.collect import ParsedCorpus, discover
from parsers.dispatch import parse_document
from parsers.errors import DocumentError
from parsers.ordinance_records import Instruction, ParsedOrdinance, Target
from parsers.records import ParsedExport, Section, Subsection

# A code id at the start of a word: `17.62.030`, `17.38` — its title number is what copies change.
TITLE_NUMBER = re.compile(r"(?<![\d.])(\d+)(?=\.\d)")


def parse_seeds(raw: Path) -> ParsedCorpus:
    """Every document the parsers can read (a parser still missing skips its documents)."""
    exports: list[ParsedExport] = []
    ordinances: list[ParsedOrdinance] = []
    for path in discover(raw):
        try:
            parsed = parse_document(path, path.relative_to(raw).as_posix())
        except (DocumentError, ImportError) as exc:
            print(f"  skipped {path.name}: {exc}", file=sys.stderr)
            continue
        if isinstance(parsed, ParsedExport):
            exports.append(parsed)
        else:
            ordinances.append(parsed)
    return ParsedCorpus(tuple(exports), tuple(ordinances), ())


def renumber(text: str, copy: int) -> str:
    return TITLE_NUMBER.sub(lambda m: str(int(m.group(1)) + 1000 * copy), text)


def copy_subsection(s: Subsection, k: int) -> Subsection:
    return replace(
        s, id=renumber(s.id, k), section=renumber(s.section, k), parent=renumber(s.parent, k)
    )


def copy_section(s: Section, k: int) -> Section:
    return replace(
        s,
        id=renumber(s.id, k),
        chapter=renumber(s.chapter, k),
        document=f"{s.document}#{k}",
        subsections=tuple(copy_subsection(x, k) for x in s.subsections),
        history=tuple(replace(h, section=renumber(h.section, k)) for h in s.history),
    )


def copy_instruction(i: Instruction, k: int) -> Instruction:
    return replace(
        i,
        id=f"{i.id}#{k}",
        ordinance=f"{i.ordinance}#{k}",
        targets=tuple(Target(t.kind, renumber(t.id, k)) for t in i.targets),
        text=renumber(i.text, k),
    )


def synthetic(seeds: ParsedCorpus, copies: int) -> ParsedCorpus:
    exports = [
        replace(
            e,
            document=replace(e.document, id=f"{e.document.id}#{k}"),
            chapters=tuple(replace(c, id=renumber(c.id, k)) for c in e.chapters),
            sections=tuple(copy_section(s, k) for s in e.sections),
        )
        for k in range(copies)
        for e in seeds.exports
    ]
    ordinances = [
        replace(
            o,
            ordinance=replace(
                o.ordinance,
                id=f"{o.ordinance.id}#{k}",
                instructions=tuple(copy_instruction(i, k) for i in o.ordinance.instructions),
            ),
        )
        for k in range(copies)
        for o in seeds.ordinances
    ]
    return ParsedCorpus(tuple(exports), tuple(ordinances), ())


def measure(label: str, corpus: ParsedCorpus, repeats: int) -> float:
    """Amend `corpus` `repeats` times; the best CPU time per instruction, in seconds (CPU time:
    the machine is shared, wall time is not the engine's)."""
    instructions = sum(len(o.ordinance.instructions) for o in corpus.ordinances)
    sections = sum(len(e.sections) for e in corpus.exports)
    times = []
    for _ in range(repeats):
        start = time.process_time()
        amended = amend_corpus(corpus)
        times.append(time.process_time() - start)
    best = min(times)
    print(
        f"{label}: {sections} export sections, {instructions} instructions, "
        f"{sum(len(v) for v in amended.versions.values())} versions, {len(amended.changes)} changes"
    )
    print(
        f"  best {best * 1000:.1f} ms, median {statistics.median(times) * 1000:.1f} ms "
        f"over {repeats} runs (CPU); {best / max(instructions, 1) * 1000:.3f} ms per instruction"
    )
    return best / max(instructions, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("raw", nargs="?", default="raw", type=Path)
    parser.add_argument("--copies", type=int, default=100)
    args = parser.parse_args()
    seeds = parse_seeds(args.raw)
    one = measure("seeds", seeds, repeats=5)
    many = measure(f"synthetic x{args.copies}", synthetic(seeds, args.copies), repeats=1)
    print(f"cost per instruction, x{args.copies} / x1: {many / one:.2f} (flat is 1)")


if __name__ == "__main__":
    main()
