"""The citation stage: every text unit of a corpus, its citations, resolved; inferred titles.

`cite_corpus(text)` reads a `CorpusText` (built once per build by the corpus, see
docs/architecture.md): section text (each citation attributed to the deepest subsection
holding it), table rows, the text of every ordinance section (inside amendment text, "this
section" is the code section being amended) and the unnumbered paragraphs nothing else holds.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from graph.find import find_citations, find_headings, scan
from graph.records import Citation, CitationKind, CorpusText, TextUnit, UnitKind
from graph.resolve import CorpusIndex, build_index, resolve
from graph.titles import InferredTitle, infer_titles
from parsers.ids import title_of_chapter
from parsers.records import ParseIssue


@dataclass(frozen=True, slots=True)
class CitationResult:
    citations: tuple[Citation, ...]
    index: CorpusIndex
    titles: tuple[InferredTitle, ...] = ()
    issues: tuple[ParseIssue, ...] = ()


def corpus_index(text: CorpusText) -> CorpusIndex:
    """What the corpus holds, for resolution: sections, subsections, tables, figures, chapters."""
    sections = text.sections
    tables = {t.id for s in sections.values() for t in s.tables}
    figures: set[str] = set()
    for s in sections.values():  # the captions a section prints: tables and figures it holds
        for caption in scan(s.text).captions:
            label = "Table" if caption.kind is CitationKind.TABLE else "Figure"
            (tables if caption.kind is CitationKind.TABLE else figures).add(
                f"Title {title_of_chapter(s.chapter)}, {label} {caption.number}"
            )
    return build_index(
        sections,
        ((sub.id, sub.parent) for s in sections.values() for sub in s.subsections),
        tables=tables | text.amended_tables,
        figures=figures,
        chapters=set(text.printed_chapters),
    )


def cite_units(units: Iterable[TextUnit], index: CorpusIndex) -> list[Citation]:
    """Find and resolve the citations of every unit."""
    resolved: list[Citation] = []
    for unit in units:
        for citation in find_citations(unit):
            resolved.extend(resolve(citation, unit, index))
    return resolved


def cite_corpus(text: CorpusText) -> CitationResult:
    """Every citation of the corpus, resolved, and the titles citations give untitled nodes."""
    index = corpus_index(text)
    citations = cite_units(text.units, index)
    section_titles = {s.id: s.title for s in text.sections.values()}
    headings = [
        h for u in text.units if u.kind is UnitKind.ORDINANCE for h in find_headings(u.text)
    ]
    titles, issues = infer_titles(
        citations, section_titles, dict(text.chapter_titles), headings, list(text.instructions)
    )
    return CitationResult(tuple(citations), index, titles, issues)
