"""The tables the code exports fill: documents, chapters, sections, subsections, tables, history,
parse_issues."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import sqlite_utils

from corpus.db.rows import (
    document_row,
    history_row,
    issue_row,
    record_row,
    section_row,
    subsection_row,
    table_row,
)

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


def corpus_jurisdiction(name: str | None, known: set[str]) -> str | None:
    """An ordinance's `City of Cotati` in the form the corpus's exports print it
    (`City of Cotati, CA`) when exactly one export names that place; else as it was."""
    if name is None:
        return None
    matches = {j for j in known if j == name or j.startswith(name + ", ")}
    return matches.pop() if len(matches) == 1 else name


def write_code_tables(db: sqlite_utils.Database, parsed: ParsedCorpus) -> None:
    documents = [document_row(e.document) for e in parsed.exports]
    known = {e.document.jurisdiction for e in parsed.exports if e.document.jurisdiction}
    documents += [
        document_row(
            replace(o.document, jurisdiction=corpus_jurisdiction(o.document.jurisdiction, known))
        )
        for o in parsed.ordinances
    ]
    db.table("documents").insert_all(documents, pk="id", replace=True)

    chapters: dict[str, dict[str, Any]] = {}
    sections: list[dict[str, Any]] = []
    subsections: list[dict[str, Any]] = []
    tables: list[dict[str, Any]] = []
    history: list[dict[str, Any]] = []
    for export in parsed.exports:
        for chapter in export.chapters:
            chapters.setdefault(
                chapter.id, record_row(chapter, ("id", "title", "title_source", "document"))
            )
        for section in export.sections:
            sections.append(section_row(section))
            subsections += [subsection_row(sub) for sub in section.subsections]
            tables += [table_row(table) for table in section.tables]
            history += [history_row(cite) for cite in section.history]
    db.table("chapters").insert_all(chapters.values(), pk="id", replace=True)
    # `sections` has an integer primary key (full-text search joins on it) and a unique `id`:
    # insertion order, hence rowids, follow the documents' sorted order, so builds reproduce.
    db.table("sections").insert_all(sections, replace=True)
    db.table("subsections").insert_all(subsections, pk="id", replace=True)
    db.table("tables").insert_all(tables, pk="id", replace=True)
    db.table("history").insert_all(history)

    issues = [issue_row(i) for e in parsed.exports for i in e.issues]
    issues += [issue_row(i) for o in parsed.ordinances for i in o.issues]
    issues += [issue_row(i) for i in parsed.issues]
    db.table("parse_issues").insert_all(issues)
