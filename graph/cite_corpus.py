"""The citation stage: every text unit of a corpus, its citations, resolved; inferred titles.

`cite_corpus(text)` reads a `CorpusText` (built once per build by the corpus, see
docs/architecture.md): section text (each citation attributed to the deepest subsection
holding it), table rows, the text of every ordinance section (inside amendment text, "this
section" is the code section being amended) and the unnumbered paragraphs nothing else holds.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from graph.find import (
    ScanResult,
    adopted_names,
    find_citations,
    own_abbreviations,
    scan,
    short_names,
)
from graph.readers.names import heading_names
from graph.records import Citation, CitationKind, CorpusText, TextUnit, UnitKind
from graph.resolve import CorpusIndex, build_index, resolve
from graph.resolve.outline import SubsectionOutline
from graph.resolve.table_aliases import qualify_tables
from graph.titles import InferredTitle, infer_titles
from parsers.ids import title_of_chapter
from parsers.records import ParseIssue


@dataclass(frozen=True, slots=True)
class CitationResult:
    citations: tuple[Citation, ...]
    index: CorpusIndex
    titles: tuple[InferredTitle, ...] = ()
    issues: tuple[ParseIssue, ...] = ()


Scanner = Callable[[str], ScanResult]


def _scanner() -> Scanner:
    """A scan of each text at most once in a build, however many texts (the `scan` cache is
    bounded: past its size, a build of many copies would scan each text again)."""
    scans: dict[str, ScanResult] = {}

    def scanned(text: str) -> ScanResult:
        found = scans.get(text)
        if found is None:
            found = scans[text] = scan(text)
        return found

    return scanned


def corpus_index(text: CorpusText, scanned: Scanner = scan) -> CorpusIndex:
    """What the corpus holds, for resolution: sections, subsections, tables, figures, chapters."""
    sections = text.sections
    tables = {t.id for s in sections.values() for t in s.tables}
    figures: set[str] = set()
    for s in sections.values():  # the captions a section prints: tables and figures it holds
        for caption in scanned(s.text).captions:
            label = "Table" if caption.kind is CitationKind.TABLE else "Figure"
            (tables if caption.kind is CitationKind.TABLE else figures).add(
                f"Title {title_of_chapter(s.chapter)}, {label} {caption.number}"
            )
    return build_index(
        sections,
        SubsectionOutline({sid: s.subsections for sid, s in sections.items()}),
        tables=tables | text.amended_tables,
        figures=figures,
        chapters=set(text.printed_chapters),
        names=heading_names(text.chapter_titles) | short_names(text.units),
        scheme=text.scheme,
    )


def cite_units(
    units: Iterable[TextUnit], index: CorpusIndex, scanned: Scanner = scan, state: str = ""
) -> list[Citation]:
    """Find and resolve the citations of every unit (`MSB 1.15.090` where the code's own
    definition of `Code` abbreviates to `MSB`; `Section 33 of the Standard Traffic Ordinance`
    where the code adopts that ordinance by reference under its name); `state` the code's
    (outside law named without one is that state's)."""
    units = tuple(units)
    abbreviations, adopted = own_abbreviations(units), adopted_names(units)
    resolved: list[Citation] = []
    for unit in units:
        found = find_citations(
            unit,
            scanned=scanned(unit.text),
            names=index.names,
            abbreviations=abbreviations,
            adopted=adopted,
            state=state,
        )
        for citation in found:
            resolved.extend(resolve(citation, unit, index))
    return resolved


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while citations are made: they form no cycles, and each
    collection of the oldest generation walks every live object of the build, so its cost per
    citation grew with the corpus (`benchmarks/citations.py`: 30 ms per copy at 1x, 56 ms at
    100x before). Reference counting still frees everything; the collector's state is restored
    after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            _promote_young()
            gc.enable()


def _promote_young() -> None:
    """Move what was made while the collector was paused to its oldest generation without a
    collection: re-enabled, the collector would walk all of it at once in its next young
    collection, and again in the middle one (3% of `cite_parsed` at 10x), though what survives
    a stage is its result, kept for the build. Frozen then unfrozen, the young objects join the
    oldest generation (two list splices); only when nothing is frozen already, as unfreezing
    thaws everything."""
    if gc.get_freeze_count() == 0:
        gc.freeze()
        gc.unfreeze()


def cite_corpus(text: CorpusText) -> CitationResult:
    """Every citation of the corpus, resolved, and the titles citations give untitled nodes."""
    with collector_paused():
        scanned = _scanner()
        index = corpus_index(text, scanned)
        citations = cite_units(text.units, index, scanned, text.state)
        table_issues: list[ParseIssue] = []
        if text.tables is not None:  # title-wide table numbers, by the section they mean
            citations, table_issues = qualify_tables(citations, text.tables)
        section_titles = {s.id: s.title for s in text.sections.values()}
        headings = [
            h for u in text.units if u.kind is UnitKind.ORDINANCE for h in scanned(u.text).headings
        ]
        titles, issues = infer_titles(
            citations, section_titles, dict(text.chapter_titles), headings, list(text.instructions)
        )
    return CitationResult(tuple(citations), index, titles, (*issues, *table_issues))
