"""Records to database rows, in one generic way (the tables of docs/architecture.md).

`record_row(record, columns)` reads each column from the record by attribute path
(`"first_page": "span.first_page"`) and stores the value as SQLite holds it: enums by value,
dates as ISO 8601 text, booleans as 0/1. A writer lists its columns once; what a record does not
hold (JSON lists, joined rows, counts) is added beside them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import date
from enum import Enum
from typing import Any

from graph.records import Citation, UnitKind
from parsers.records import (
    Document,
    HistoryCitation,
    Instruction,
    ParseIssue,
    Section,
    Subsection,
    Table,
)

Row = dict[str, Any]
# A column list: a name read from the attribute of that name, or (column, attribute path).
Columns = Sequence[str | tuple[str, str]]


def sql_value(value: Any) -> Any:
    """A Python value as SQLite stores it."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, date):
        return value.isoformat()
    return value


def _read(record: Any, path: str) -> Any:
    value = record
    for part in path.split("."):
        if value is None:
            return None
        value = getattr(value, part)
    return value


def record_row(record: Any, columns: Columns, **extra: Any) -> Row:
    """The row of `record` under `columns`, then the `extra` columns as given."""
    row: Row = {}
    for column in columns:
        name, path = (column, column) if isinstance(column, str) else column
        row[name] = sql_value(_read(record, path))
    row.update(extra)
    return row


def json_list(values: Iterable[Any], *, ascii_only: bool = True) -> str:
    return json.dumps(list(values), ensure_ascii=ascii_only)


DOCUMENT_COLUMNS: Columns = (
    "id", "path", "kind", "sha256", "jurisdiction", "as_of", "title", "code", "pages",
)  # fmt: skip
ISSUE_COLUMNS: Columns = ("document", "location", "severity", "code", "message")
SECTION_COLUMNS: Columns = (
    "id", "chapter", "title", "title_source", "text", "status", "as_of", "document",
    "history_note", "number_source", ("first_page", "span.first_page"),
    ("last_page", "span.last_page"), ("start", "span.start"), ("end", "span.end"),
)  # fmt: skip
SUBSECTION_COLUMNS: Columns = (
    "id", "section", "parent", "label", "level", "text", ("start", "span.start"),
    ("end", "span.end"),
)  # fmt: skip
HISTORY_COLUMNS: Columns = (
    "section", "ordinance", "raw", "ord_section", "exhibit", "part", "year", "date", "repaired",
)  # fmt: skip


def document_row(document: Document) -> Row:
    return record_row(document, DOCUMENT_COLUMNS)


def issue_row(issue: ParseIssue) -> Row:
    return record_row(issue, ISSUE_COLUMNS)


def section_row(section: Section) -> Row:
    return record_row(
        section,
        SECTION_COLUMNS,
        editor_notes=json_list(section.editor_notes),
        footnotes=json_list(section.footnotes),
    )


def subsection_row(sub: Subsection) -> Row:
    return record_row(sub, SUBSECTION_COLUMNS)


def table_row(table: Table) -> Row:
    return record_row(table, ("id", "number", "caption", "section"), rows="\n".join(table.rows))


def history_row(cite: HistoryCitation) -> Row:
    return record_row(cite, HISTORY_COLUMNS)


def instruction_targets(instruction: Instruction) -> str:
    return json.dumps([{"kind": t.kind.value, "id": t.id} for t in instruction.targets])


CITATION_COLUMNS: Columns = (
    "raw", "target_kind", "target", "resolved", "in_corpus", "how", "sentence", "start", "end",
    ("unit", "source"), ("unit_kind", "source_kind"),
)  # fmt: skip
CITATION_TAIL_COLUMNS: Columns = (
    "ordinance_section", "document", "reason", ("target_title", "given_title"),
)  # fmt: skip


def citation_source(citation: Citation) -> str:
    """The most specific citing node: the table or subsection holding it, else the unit."""
    return citation.table or citation.subsection or citation.source


def citation_row(citation: Citation) -> Row:
    """The `citations` row: contract columns first, then where the offsets point and why.
    `start`/`end` are offsets into the unit's text: a section's `text`, a table's rows joined
    by newlines, or an ordinance section's text."""
    source_kind = citation.source_kind.value
    if citation.table and citation.source_kind is UnitKind.SECTION:
        source_kind = "table"
    elif citation.subsection and citation.source_kind is UnitKind.SECTION:
        source_kind = "subsection"
    row: Row = {"source": citation_source(citation), "source_kind": source_kind}
    row |= record_row(citation, CITATION_COLUMNS)
    row["section"] = citation.source if citation.source_kind is UnitKind.SECTION else None
    return row | record_row(citation, CITATION_TAIL_COLUMNS)


class TableRows:
    """The rows a jurisdiction's stages produce, by table, in insertion order.

    Stages add rows and may amend rows added before them (the engine brings `sections` up to
    their current text, the citation stage gives untitled rows their inferred titles) before
    one writer inserts everything; the rows travel between processes as plain dicts."""

    def __init__(self) -> None:
        self.tables: dict[str, list[Row]] = {}

    def add(self, table: str, rows: Iterable[Row]) -> None:
        self.tables.setdefault(table, []).extend(rows)

    def rows(self, table: str) -> list[Row]:
        return self.tables.setdefault(table, [])

    def by_id(self, table: str, key: str = "id") -> dict[Any, Row]:
        return {row[key]: row for row in self.rows(table)}

    def count(self) -> int:
        return sum(len(rows) for rows in self.tables.values())
