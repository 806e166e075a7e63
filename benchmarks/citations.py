"""Citation extraction and resolution throughput, on the seeds and on a corpus 100 times larger.

    .venv/bin/python benchmarks/citations.py [--copies 100] [--repeat 5]

Prints, in M characters per CPU-second (best of `--repeat` runs; CPU time, since the machine
is shared):
- `scan`: the citation grammar alone over the seed documents' full text (target: ≥ 5 M/s);
- `extract (rules)`: citations with their context sentences (the build's setting);
- `extract (spaCy)`: the same with spaCy's sentencizer on a window around each hit;
- `spaCy sentencizer, full text`: what running spaCy over everything would cost;
- `resolve`: citations resolved per second;
- the 100× corpus: copies of the parsed seeds with renumbered titles (→ 100, 101, …), run
  through the whole stage (`cite_corpus`), with the time per copy at 1×, 10× and 100× copies
  (linear growth keeps the per-copy time flat);
- the agreement between the rules and spaCy context sentences, and spaCy's import cost.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best  # noqa: E402
from corpus.stages.citations import cite_parsed, text_of  # noqa: E402
from graph.cite_corpus import corpus_index  # noqa: E402
from graph.find import clear_caches, find_citations, scan  # noqa: E402
from graph.records import Citation, TextUnit  # noqa: E402
from graph.resolve import resolve  # noqa: E402
from graph.sentences import SentenceEngine, sentencizer  # noqa: E402
from parsers.collect import ParsedCorpus, parse_all  # noqa: E402
from parsers.ordinance_records import ParsedOrdinance  # noqa: E402
from parsers.records import ParsedExport, Section, Subsection, Table  # noqa: E402

RAW = ROOT / "raw"


def units_of(parsed: ParsedCorpus) -> list[TextUnit]:
    return list(text_of(parsed).units)


def title_number_re(parsed: ParsedCorpus) -> re.Pattern[str]:
    """The seeds' title number where it stands in an id or a citation (`17.62.050`, `Title
    17`), not inside other numbers (`2017`, `117.5`): what a renumbered copy replaces."""
    numbers = sorted({s.chapter.split(".")[0] for e in parsed.exports for s in e.sections})
    alternatives = "|".join(re.escape(n) for n in numbers)
    return re.compile(rf"(?<![\d.])(?:{alternatives})(?=\.\d)|(?<=Title )(?:{alternatives})\b")


def renumber(parsed: ParsedCorpus, title: int) -> ParsedCorpus:
    """A copy of the corpus as title `title` (its title's numbers and `Title N` renumbered)."""
    number = title_number_re(parsed)

    def n(text: str) -> str:
        return number.sub(str(title), text)

    def sub(s: Subsection) -> Subsection:
        return Subsection.of(
            n(s.id), n(s.section), n(s.parent), s.label, s.level, n(s.text), s.span
        )

    def table(t: Table) -> Table:
        return replace(t, id=n(t.id), section=n(t.section), rows=tuple(n(r) for r in t.rows))

    def section(s: Section) -> Section:
        return replace(
            s,
            id=n(s.id),
            chapter=n(s.chapter),
            text=n(s.text),
            subsections=tuple(sub(x) for x in s.subsections),
            tables=tuple(table(t) for t in s.tables),
        )

    exports = tuple(
        ParsedExport(
            replace(e.document, id=f"{e.document.id}#{title}"),
            tuple(replace(c, id=n(c.id)) for c in e.chapters),
            tuple(section(s) for s in e.sections),
        )
        for e in parsed.exports
    )
    ordinances = tuple(
        ParsedOrdinance(
            replace(o.document, id=f"{o.document.id}#{title}"),
            replace(
                o.ordinance,
                id=f"{o.ordinance.id}#{title}",
                sections=tuple(replace(s, text=n(s.text)) for s in o.ordinance.sections),
                instructions=tuple(
                    replace(
                        i,
                        targets=tuple(replace(t, id=n(t.id)) for t in i.targets),
                        text=n(i.text),
                    )
                    for i in o.ordinance.instructions
                ),
            ),
        )
        for o in parsed.ordinances
    )
    return ParsedCorpus(exports, ordinances, ())


def merge(copies: list[ParsedCorpus]) -> ParsedCorpus:
    return ParsedCorpus(
        tuple(e for c in copies for e in c.exports),
        tuple(o for c in copies for o in c.ordinances),
        (),
    )


def spacy_figures(
    units: list[TextUnit], texts: list[str], chars: int, unit_chars: int, repeat: int
) -> None:
    """Context sentences by spaCy's sentencizer: its cost, and how often it agrees with the
    rules."""
    start = time.perf_counter()
    nlp = sentencizer()
    spacy_load = time.perf_counter() - start
    print(f"spaCy import + blank('en') + sentencizer: {spacy_load:.2f} s (once per process)")
    t = best(repeat, lambda: [find_citations(u, sentences=SentenceEngine.SPACY) for u in units])
    print(f"extract (spaCy sentences):     {unit_chars / t / 1e6:6.2f} M chars/s")
    t = best(1, lambda: [list(d.sents) for d in nlp.pipe(texts)])
    print(f"spaCy sentencizer, full text:  {chars / t / 1e6:6.2f} M chars/s")

    same = total = 0
    for u in units:
        rules = find_citations(u)
        spacy = find_citations(u, sentences=SentenceEngine.SPACY)
        for a, b in zip(rules, spacy, strict=True):
            total += 1
            same += a.sentence == b.sentence
    print(f"context sentences, rules = spaCy: {same}/{total} ({100 * same / max(total, 1):.0f}%)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    texts = [
        f.read_text(encoding="utf-8") for f in sorted(RAW.rglob("*.txt")) if f.name != "README.md"
    ]
    chars = sum(len(t) for t in texts)
    print(f"seed documents: {len(texts)} files, {chars:,} characters")

    uncached = scan.__wrapped__  # `scan` caches by text; measure the grammar itself
    t = best(args.repeat, lambda: [uncached(x) for x in texts])
    hits = sum(len(uncached(x).hits) for x in texts)
    print(f"scan (citation grammar):       {chars / t / 1e6:6.2f} M chars/s  ({hits} hits)")

    parsed = parse_all(RAW)
    units = units_of(parsed)
    unit_chars = sum(len(u.text) for u in units)
    print(f"parsed units: {len(units)}, {unit_chars:,} characters")

    def extract_cold() -> list[list[object]]:
        clear_caches()  # measure the scan and the sentences, not the caches
        return [list(find_citations(u)) for u in units]

    t = best(args.repeat, extract_cold)
    print(f"extract (rules sentences):     {unit_chars / t / 1e6:6.2f} M chars/s")

    spacy_figures(units, texts, chars, unit_chars, args.repeat)

    index = corpus_index(text_of(parsed))
    found: list[tuple[Citation, TextUnit]] = [
        (c, u) for u in units for c in find_citations(u, sentences=None)
    ]
    t = best(args.repeat, lambda: [resolve(c, u, index) for c, u in found])
    print(f"resolve: {len(found) / t:,.0f} citations/s ({len(found)} citations)")

    for count in sorted({1, max(1, args.copies // 10), args.copies}):
        big = merge([renumber(parsed, 100 + k) for k in range(count)])
        big_chars = sum(len(u.text) for u in units_of(big))
        clear_caches()  # every size cold: a warm cache would flatter the small corpus
        start = time.process_time()  # CPU time: the machine is shared
        result = cite_parsed(big)
        elapsed = time.process_time() - start
        print(
            f"cite_parsed x{count:<4}: {elapsed:6.2f} s, {len(result.citations):7,} citations, "
            f"{big_chars / elapsed / 1e6:5.2f} M chars/s, {elapsed / count * 1000:6.1f} ms per copy"
        )


if __name__ == "__main__":
    main()
