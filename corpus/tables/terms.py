"""The tables of the defined-terms stage: `defined_terms` (every term a glossary defines) and
`term_uses` (where the code and its ordinances use them, with the sentence)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import sqlite_utils

from graph.records import TextUnit
from graph.stage import (
    Amended,
    _main_title,
    _ordinance_units,
    _paragraph_units,
    _section_units,
    _sections,
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
) -> tuple[tuple[DefinedTerm, ...], list[TermUse]]:
    """The corpus's defined terms and their uses, over the citation stage's text units."""
    sections = _sections(parsed, amended)
    chapter_titles: dict[str, str | None] = {}
    for export in parsed.exports:
        for chapter in export.chapters:
            chapter_titles.setdefault(chapter.id, chapter.title)
    instructions = [i for o in parsed.ordinances for i in o.ordinance.instructions]
    documents = {o.ordinance.id: o.document.id for o in parsed.ordinances}
    terms = find_defined_terms(sections.values(), chapter_titles, instructions, documents)
    if not terms:
        return terms, []
    units: list[TextUnit] = list(_section_units(sections.values()))
    for o in parsed.ordinances:
        units.extend(_ordinance_units(o))
    units.extend(_paragraph_units(parsed, _main_title(sections.values()), attributions))
    return terms, find_term_uses(units, terms)


def build_terms(
    db: sqlite_utils.Database,
    parsed: ParsedCorpus,
    amended: Amended | None = None,
    attributions: Sequence[ParagraphAttribution] | None = None,
) -> tuple[tuple[DefinedTerm, ...], list[TermUse]]:
    """Find the defined terms and their uses and write both tables (build() calls this); the
    tables exist, empty, when the corpus has no glossary."""
    terms, uses = corpus_terms(parsed, amended, attributions)
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
