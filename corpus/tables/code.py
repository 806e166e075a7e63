"""The tables the code exports fill: documents, chapters, sections, subsections, tables, history,
parse_issues."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import sqlite_utils

from parsers.records import Document, ParseIssue

if TYPE_CHECKING:
    from corpus.build import ParsedCorpus


def document_row(document: Document) -> dict[str, Any]:
    return {
        "id": document.id,
        "path": document.path,
        "kind": document.kind.value,
        "sha256": document.sha256,
        "jurisdiction": document.jurisdiction,
        "as_of": document.as_of.isoformat() if document.as_of else None,
        "title": document.title,
        "code": document.code,
        "pages": document.pages,
    }


def corpus_jurisdiction(name: str | None, known: set[str]) -> str | None:
    """An ordinance's `City of Cotati` in the form the corpus's exports print it
    (`City of Cotati, CA`) when exactly one export names that place; else as it was."""
    if name is None:
        return None
    matches = {j for j in known if j == name or j.startswith(name + ", ")}
    return matches.pop() if len(matches) == 1 else name


def issue_row(issue: ParseIssue) -> dict[str, Any]:
    return {
        "document": issue.document,
        "location": issue.location,
        "severity": issue.severity.value,
        "code": issue.code,
        "message": issue.message,
    }


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
                chapter.id,
                {
                    "id": chapter.id,
                    "title": chapter.title,
                    "title_source": chapter.title_source.value if chapter.title_source else None,
                    "document": chapter.document,
                },
            )
        for section in export.sections:
            sections.append(
                {
                    "id": section.id,
                    "chapter": section.chapter,
                    "title": section.title,
                    "title_source": section.title_source.value if section.title_source else None,
                    "text": section.text,
                    "status": section.status.value,
                    "as_of": section.as_of.isoformat() if section.as_of else None,
                    "document": section.document,
                    "history_note": section.history_note,
                    "number_source": section.number_source.value,
                    "first_page": section.span.first_page,
                    "last_page": section.span.last_page,
                    "start": section.span.start,
                    "end": section.span.end,
                    "editor_notes": json.dumps(list(section.editor_notes)),
                    "footnotes": json.dumps(list(section.footnotes)),
                }
            )
            for sub in section.subsections:
                subsections.append(
                    {
                        "id": sub.id,
                        "section": sub.section,
                        "parent": sub.parent,
                        "label": sub.label,
                        "level": sub.level,
                        "text": sub.text,
                        "start": sub.span.start if sub.span else None,
                        "end": sub.span.end if sub.span else None,
                    }
                )
            for table in section.tables:
                tables.append(
                    {
                        "id": table.id,
                        "number": table.number,
                        "caption": table.caption,
                        "section": table.section,
                        "rows": "\n".join(table.rows),
                    }
                )
            for cite in section.history:
                history.append(
                    {
                        "section": cite.section,
                        "ordinance": cite.ordinance,
                        "raw": cite.raw,
                        "ord_section": cite.ord_section,
                        "exhibit": cite.exhibit,
                        "part": int(cite.part),
                        "year": cite.year,
                        "date": cite.date.isoformat() if cite.date else None,
                        "repaired": int(cite.repaired),
                    }
                )
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
