"""Finding uses of defined terms: spaCy's PhraseMatcher against a compiled regex alternation.

    .venv/bin/python benchmarks/terms.py [--copies 100] [--repeat 3]

Both find the glossary's terms (and their plural/singular and spaced-hyphen forms, `forms()`)
case-insensitively in every text unit the build reads: the seeds' sections as amended, their
tables, the ordinances' sections and the unplaced paragraphs. Prints, for the seeds and for a
corpus `--copies` times larger (the seeds' units repeated), the throughput in M characters per
second (best of `--repeat`), the matches each finds and where they agree, and the one-off cost of
importing spaCy and building the blank tokenizer (in a fresh interpreter).

The choice. Measured on the shared 2-core machine (seeds: 5 terms, 0.3 M characters), over
whole texts the regex alternation runs at about 17-24 M characters/s and the PhraseMatcher
(tokenizing included) at about 1.8-2.5 M/s; they find the same 31 matches (100% agreement).
With a real glossary's size the order flips: with 1,000 terms the alternation falls to about
0.16-0.2 M/s (Python's regex tries the alternatives one by one at every position) while the
matcher stays at about 1.9-2.7 M/s (one hash lookup per token, whatever the number of terms).
The matcher also matches whole tokens only and splits punctuation and hyphens the same way in
the term and in the text. So the build uses the PhraseMatcher, and tokenizes only windows around
each term's longest word (a text without one holds no term): the build's `find_term_uses` runs
at 30-40 M/s on the seeds and on the 100x corpus (0.8 s for 100x, against 14 s when every text
was tokenized). Its price is spaCy's import and the blank tokenizer, about 1.2 s in a fresh
interpreter, paid only when the corpus has a glossary: the whole build of raw/ went from about
1.3 s to 2.2-2.8 s (benchmarks/build.py --copies 1), inside the 3 s target. A term that runs
across a line break is the regex's (`\\s+`) to find and not the matcher's (the newline is a
token of its own); the seeds have none.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best  # noqa: E402
from corpus.engine.amend import amend_corpus  # noqa: E402
from corpus.stages.citations import text_of  # noqa: E402
from corpus.stages.glossary import (  # noqa: E402
    DefinedTerm,
    find_defined_terms,
    find_term_uses,
    forms,
    tokenizer,
)
from graph.records import TextUnit  # noqa: E402
from parsers.collect import parse_all  # noqa: E402

RAW = ROOT / "raw"
Hit = tuple[int, int, int]  # (unit index, start, end)


def seed_units() -> tuple[list[TextUnit], tuple[DefinedTerm, ...]]:
    parsed = parse_all(RAW)
    amended = amend_corpus(parsed)
    text = text_of(parsed, amended)
    terms = find_defined_terms(text.sections.values(), text.chapter_titles, text.instructions)
    return list(text.units), terms


def phrase_matcher(keys: Sequence[str]) -> Callable[[Sequence[str]], list[Hit]]:
    from spacy.matcher import PhraseMatcher
    from spacy.util import filter_spans

    nlp = tokenizer()
    matcher: Any = PhraseMatcher(nlp.vocab, attr="LOWER")
    for key in keys:
        matcher.add(key, [nlp.make_doc(form) for form in forms(key)])
    longest: Any = filter_spans

    def run(texts: Sequence[str]) -> list[Hit]:
        hits: list[Hit] = []
        for i, text in enumerate(texts):
            for span in longest(matcher(nlp.make_doc(text), as_spans=True)):
                hits.append((i, span.start_char, span.end_char))
        return hits

    return run


def regex_alternation(keys: Sequence[str]) -> Callable[[Sequence[str]], list[Hit]]:
    # Every form of every term, longest first so that the alternation prefers `Supportive
    # Housing` to `Housing`; white space inside a term matches any run of white space.
    alternatives = sorted({f for key in keys for f in forms(key)}, key=len, reverse=True)
    pattern = re.compile(
        r"(?<!\w)(?:"
        + "|".join(r"\s+".join(re.escape(w) for w in f.split()) for f in alternatives)
        + r")(?!\w)",
        re.IGNORECASE,
    )

    def run(texts: Sequence[str]) -> list[Hit]:
        return [(i, m.start(), m.end()) for i, t in enumerate(texts) for m in pattern.finditer(t)]

    return run


def import_cost() -> float:
    """Seconds to import spaCy and build the blank tokenizer, in a fresh interpreter, less the
    interpreter's own start."""
    code = "import spacy; spacy.blank('en')"
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    with_spacy = time.perf_counter() - start
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return with_spacy - (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    units, terms = seed_units()
    keys = sorted({t.term.lower() for t in terms})
    print(f"defined terms: {len(terms)} ({', '.join(t.term for t in terms)})")
    print(f"spaCy import + blank tokenizer: {import_cost():.2f} s (once per build)")
    started = time.perf_counter()
    spacy_run = phrase_matcher(keys)
    print(f"matcher setup (tokenizer, patterns): {time.perf_counter() - started:.2f} s")
    regex_run = regex_alternation(keys)

    seeds = [u.text for u in units]
    print(f"{'corpus':<10} {'characters':>12} {'PhraseMatcher M/s':>18} {'regex M/s':>10}")
    for label, texts in (("seeds", seeds), (f"{args.copies}x", seeds * args.copies)):
        chars = sum(len(t) for t in texts)
        repeat = args.repeat if label == "seeds" else 1
        spacy_mps = chars / best(repeat, lambda: spacy_run(texts)) / 1e6  # noqa: B023
        regex_mps = chars / best(repeat, lambda: regex_run(texts)) / 1e6  # noqa: B023
        print(f"{label:<10} {chars:>12,} {spacy_mps:>18.2f} {regex_mps:>10.2f}")

    # What the build runs: the matcher on windows around the terms' clues, own definitions
    # excluded, sentences found.
    for label, many_units in (("seeds", units), (f"{args.copies}x", units * args.copies)):
        chars = sum(len(u.text) for u in many_units)
        seconds = best(1, lambda: find_term_uses(many_units, terms))  # noqa: B023
        print(f"build's find_term_uses, {label}: {chars / seconds / 1e6:.2f} M/s ({seconds:.2f} s)")

    by_spacy, by_regex = set(spacy_run(seeds)), set(regex_run(seeds))
    both = by_spacy & by_regex
    print(
        f"matches on the seeds: PhraseMatcher {len(by_spacy)}, regex {len(by_regex)}, "
        f"both {len(both)} ({len(both) / max(1, len(by_spacy | by_regex)):.0%} agreement)"
    )
    for name, only in (
        ("PhraseMatcher only", by_spacy - by_regex),
        ("regex only", by_regex - by_spacy),
    ):
        for i, start, end in sorted(only)[:5]:
            print(f"  {name}: {units[i].node}: {seeds[i][start:end]!r}")

    many = [f"{key} {n}" for n in range(200) for key in keys]  # a glossary of ~1,000 terms
    spacy_many, regex_many = phrase_matcher(many), regex_alternation(many)
    chars = sum(len(t) for t in seeds)
    print(
        f"with {len(many)} terms, seeds: PhraseMatcher "
        f"{chars / best(args.repeat, lambda: spacy_many(seeds)) / 1e6:.2f} M/s, regex "
        f"{chars / best(args.repeat, lambda: regex_many(seeds)) / 1e6:.2f} M/s"
    )


if __name__ == "__main__":
    main()
