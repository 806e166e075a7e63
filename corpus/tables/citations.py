"""The tables the citation stage fills: `citations` (one row per resolved or unresolved citation),
the inferred titles of `sections` and `chapters` (`title_source = citations` or `ordinance`), and
its parse issues (titles that citations disagree on)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import sqlite_utils

from corpus.tables.code import issue_row
from graph.rows import citation_row
from graph.stage import Amended, CitationResult, cite_corpus
from graph.titles import InferredTitle

if TYPE_CHECKING:
    from corpus.build import ParsedCorpus
    from corpus.paragraphs import ParagraphAttribution


def _update_title(db: sqlite_utils.Database, table: str, inferred: InferredTitle) -> None:
    """Give an untitled row the inferred title; a title the source prints is never replaced."""
    db.execute(
        f"update [{table}] set title = ?, title_source = ? "
        "where id = ? and (title is null or title = '')",
        [inferred.title, inferred.source.value, inferred.node],
    )


def write_citation_tables(db: sqlite_utils.Database, result: CitationResult) -> None:
    rows = [citation_row(c) for c in result.citations]
    db.table("citations").insert_all(rows, alter=True)
    with db.conn:
        for inferred in result.titles:
            table = "sections" if inferred.kind.value == "section" else "chapters"
            if db.table(table).exists():
                _update_title(db, table, inferred)
    if result.issues:
        db.table("parse_issues").insert_all([issue_row(i) for i in result.issues], alter=True)


def build_citations(
    db: sqlite_utils.Database,
    parsed: ParsedCorpus,
    amended: Amended | None = None,
    attributions: Sequence[ParagraphAttribution] | None = None,
) -> CitationResult:
    """Find and resolve every citation of the corpus and write its tables (build() calls this)."""
    result = cite_corpus(parsed, amended, attributions)
    write_citation_tables(db, result)
    return result
