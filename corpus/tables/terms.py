"""The tables of the defined-terms stage: `defined_terms` (every term a glossary defines) and
`term_uses` (where the code and its ordinances use them, with the sentence)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import sqlite_utils

from graph.stage import (
    Amended,
    CitationResult,
    corpus_chapter_titles,
    current_sections,
    text_units,
)
from graph.terms import (
    DefinedTerm,
    TermUse,
    find_defined_terms,
    find_term_uses,
    iter_term_rows,
    use_row,
)

if TYPE_CHECKING:
    from corpus.build import ParsedCorpus
    from corpus.paragraphs import ParagraphAttribution

TERM_INDEXES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("defined_terms", ("term",)),
    ("defined_terms", ("section",)),
    ("term_uses", ("term",)),
    ("term_uses", ("source",)),
    ("term_uses", ("defined_in",)),
)


def corpus_terms(
    parsed: ParsedCorpus,
    amended: Amended | None = None,
    attributions: Sequence[ParagraphAttribution] | None = None,
    cited: CitationResult | None = None,
) -> tuple[tuple[DefinedTerm, ...], list[TermUse]]:
    """The corpus's defined terms and their uses, over the citation stage's text units (those
    of `cited`, the citation stage's result, when the caller has it: they are not rebuilt)."""
    if cited is not None:
        sections, chapter_titles = cited.sections, cited.chapter_titles
    else:
        sections = current_sections(parsed, amended)
        chapter_titles = corpus_chapter_titles(parsed, sections)
    instructions = [i for o in parsed.ordinances for i in o.ordinance.instructions]
    documents = {o.ordinance.id: o.document.id for o in parsed.ordinances}
    terms = find_defined_terms(sections.values(), chapter_titles, instructions, documents)
    if not terms:
        return terms, []
    units = cited.units if cited is not None else text_units(parsed, sections, attributions)
    return terms, find_term_uses(units, terms)


def build_terms(
    db: sqlite_utils.Database,
    parsed: ParsedCorpus,
    amended: Amended | None = None,
    attributions: Sequence[ParagraphAttribution] | None = None,
    cited: CitationResult | None = None,
) -> tuple[tuple[DefinedTerm, ...], list[TermUse]]:
    """Find the defined terms and their uses and write both tables (build() calls this); the
    tables exist, empty, when the corpus has no glossary."""
    terms, uses = corpus_terms(parsed, amended, attributions, cited)
    db.execute(
        "CREATE TABLE IF NOT EXISTS [defined_terms] ([term] TEXT, [section] TEXT, "
        "[document] TEXT, [start] INTEGER, [end] INTEGER, [located] INTEGER)"
    )
    db.execute(
        "CREATE TABLE IF NOT EXISTS [term_uses] ([term] TEXT, [defined_in] TEXT, [source] TEXT, "
        "[source_kind] TEXT, [section] TEXT, [matched] TEXT, [sentence] TEXT, [start] INTEGER, "
        "[end] INTEGER, [unit] TEXT, [document] TEXT)"
    )
    db.table("defined_terms").insert_all(iter_term_rows(terms), alter=True)
    db.table("term_uses").insert_all((use_row(u) for u in uses), alter=True)
    for name, columns in TERM_INDEXES:
        db.table(name).create_index(list(columns), if_not_exists=True)
    return terms, uses
