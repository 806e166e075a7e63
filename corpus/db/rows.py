"""Records to database rows, in one generic way (the tables of docs/architecture.md).

`record_row(record, columns)` reads each column from the record by attribute path
(`"first_page": "span.first_page"`) and stores the value as SQLite holds it: enums by value,
dates as ISO 8601 text, booleans as 0/1. A writer lists its columns once; what a record does not
hold (JSON lists, joined rows, counts) is added beside them.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from enum import Enum
from functools import cache
from itertools import accumulate
from typing import Any, overload

from graph.records import Citation, CitationKind, UnitKind
from graph.statutes import jurisdiction_of
from parsers.ordinance_records import Instruction
from parsers.records import Document, HistoryCitation, ParseIssue, Section, Subsection

Row = dict[str, Any]
# A column list: a name read from the attribute of that name, or (column, attribute path).
Columns = Sequence[str | tuple[str, str]]


# Values SQLite stores as they are: most of a row's, so they skip `sql_value`'s tests.
_AS_IS = frozenset({str, int, float, type(None)})


def sql_value(value: Any) -> Any:
    """A Python value as SQLite stores it."""
    if type(value) in _AS_IS:
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, date):
        return value.isoformat()
    return value


@cache
def _paths(columns: tuple[str | tuple[str, str], ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each column's name and attribute path, split once per column list (a build makes
    hundreds of thousands of rows from a handful of lists)."""
    return tuple(
        (c, (c,)) if isinstance(c, str) else (c[0], tuple(c[1].split("."))) for c in columns
    )


def record_row(record: Any, columns: Columns, **extra: Any) -> Row:
    """The row of `record` under `columns`, then the `extra` columns as given. A path through
    a missing (None) attribute reads None."""
    row: Row = {}
    for name, path in _paths(tuple(columns)):
        value = record
        for part in path:
            if value is None:
                break
            value = getattr(value, part)
        row[name] = value if type(value) in _AS_IS else sql_value(value)
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


def history_row(cite: HistoryCitation) -> Row:
    return record_row(cite, HISTORY_COLUMNS)


def instruction_targets(instruction: Instruction) -> str:
    return json.dumps([{"kind": t.kind.value, "id": t.id} for t in instruction.targets])


CITATION_COLUMNS: Columns = (
    "raw", "target_kind", "target", "resolved", "in_corpus", "how", "sentence", "start", "end",
    ("unit", "source"), ("unit_kind", "source_kind"),
)  # fmt: skip
CITATION_TAIL_COLUMNS: Columns = (
    "ordinance_section", "document", "reason", ("target_title", "given_title"), "unresolved",
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
    return row | record_row(citation, CITATION_TAIL_COLUMNS) | outside_law(citation)


def outside_law(citation: Citation) -> Row:
    """The body of outside law an external citation names, and its jurisdiction (`Ohio Rev.
    Code`, `OH`; `state law`, `GA`); NULL for this code's own citations."""
    ref = citation.reference
    if ref.kind is not CitationKind.EXTERNAL or not ref.code:
        return {"body": None, "body_jurisdiction": None}
    jurisdiction = ref.jurisdiction or jurisdiction_of(ref.code)
    return {"body": ref.code, "body_jurisdiction": jurisdiction or None}


class Chained(Sequence[Any]):
    """Several sequences read as one, without copying them into one list (a jurisdiction's
    subsections are its sections' `SubsectionTree`s, each made into records as it is read)."""

    def __init__(self, parts: Iterable[Sequence[Any]]) -> None:
        self.parts = [part for part in parts if len(part)]
        self.ends = list(accumulate(len(part) for part in self.parts))

    def __len__(self) -> int:
        return self.ends[-1] if self.ends else 0

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Any]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        part = bisect_right(self.ends, index)
        return self.parts[part][index - (self.ends[part - 1] if part else 0)]


@dataclass(frozen=True, slots=True)
class RecordRows:
    """A table's rows held as the records they are made from: each row is made when it is
    read or written and let go after, so a big jurisdiction's write-only tables (a 50 MB
    export's 200,000 subsections) are not held twice, once as records and once as dicts."""

    records: Sequence[Any]
    to_row: Callable[[Any], Row]  # gives every record the same columns

    def row(self, index: int, constants: Row) -> Row:
        row = self.to_row(self.records[index])
        row.update(constants)
        return row


@dataclass(frozen=True, slots=True)
class MadeRows:
    """The rows of record lists, made anew (with the constant columns) each time they are
    iterated: the writer passes over them more than once without holding them."""

    streams: tuple[RecordRows, ...]
    constants: Row

    def __iter__(self) -> Iterator[Row]:
        for stream in self.streams:
            for index in range(len(stream.records)):
                yield stream.row(index, self.constants)

    def columns(self) -> tuple[str, ...]:
        """Every column the rows have, in the order they first appear, without making every
        row: a row function gives each of its records the same columns."""
        found: dict[str, None] = {}
        for stream in self.streams:
            if stream.records:
                found.update(dict.fromkeys(stream.row(0, self.constants)))
        return tuple(found)


class TableRows:
    """A jurisdiction's rows by table, in insertion order: the write buffer between the rows
    module (`corpus/stages/rows.py`, which fills it once every stage has run) and the one
    writer (`corpus/db/write.py`); the rows travel between processes as plain dicts. Nothing
    reads a row back to change it. A big table may be added as records (`add_records`): its
    rows are made as they are read (`each`) or written."""

    def __init__(self) -> None:
        self.tables: dict[str, list[Row]] = {}
        self.streams: dict[str, list[RecordRows]] = {}
        # Columns every row gets (a jurisdiction's name): set on the rows held, and on the
        # rows made from records as they are made.
        self.constants: Row = {}

    def add(self, table: str, rows: Iterable[Row]) -> None:
        streams = self.streams.pop(table, [])
        held = self.tables.setdefault(table, [])
        if streams:  # records added before: made now, to keep the table's order
            held.extend(MadeRows(tuple(streams), self.constants))
        held.extend(rows)

    def add_records(self, table: str, records: Sequence[Any], to_row: Callable[[Any], Row]) -> None:
        """Rows of `table` to be made from `records` (held as given, not copied: they may not
        change after) by `to_row` when they are needed."""
        if table in self.tables:  # rows held already: keep the table's order
            self.add(table, (to_row(record) for record in records))
        else:
            self.streams.setdefault(table, []).append(RecordRows(records, to_row))

    def each(self, table: str) -> Iterable[Row]:
        """Every row of `table`; those held as records are made one by one."""
        if table in self.streams:
            return MadeRows(tuple(self.streams[table]), self.constants)
        return self.tables.get(table, [])

    def set_constant(self, column: str, value: Any) -> None:
        """Give every row, held or still to be made, `column` = `value`."""
        self.constants[column] = value
        for rows in self.tables.values():
            for row in rows:
                row[column] = value

    def clear(self) -> None:
        self.tables.clear()
        self.streams.clear()
