"""`parse_table`: a table's printed lines into a `GridTable`, whatever printed them.

The ordinance parser gives a table amendment's text; the export parser gives `Table.rows`. Both
are lines of text, so one reader serves both: a header with district columns makes a permit
matrix, a `Standard | Requirement` header a standards table; anything else keeps its rows as
text with one issue saying so.
"""

from __future__ import annotations

from parsers.tables.compare import merge_printings
from parsers.tables.layout import Layout, Printing, parse_key, parse_notes, read_layout
from parsers.tables.matrix import assemble, merge_split_codes
from parsers.tables.records import CellKind, GridTable, RowStatus, TableIssue, TableKind, TableRow
from parsers.tables.standards import STANDARDS_HEADER, parse_standards
from parsers.tables.tokens import Token, tokenize


def _printing_rows(
    text: str, printing: Printing, layout: Layout
) -> tuple[list[TableRow], list[TableIssue]]:
    body = [line for line, _at in printing.body]
    offsets = [at for _line, at in printing.body]
    tokens = tokenize(body, layout.codes, offsets)
    lines: list[list[Token]] = [[] for _ in body]
    for token in tokens:
        lines[token.line].append(token)
    lines = merge_split_codes(lines, layout.codes)
    return assemble(text, lines, layout.columns, layout.codes, layout.reference_column)


def _text_rows(text: str) -> tuple[TableRow, ...]:
    rows = []
    at = 0
    for line in text.split("\n"):
        if line.strip():
            rows.append(
                TableRow(line.strip(), None, (), RowStatus.TEXT, line.strip(), at, at + len(line))
            )
        at += len(line) + 1
    return tuple(rows)


def parse_table(text: str, *, number: str | None = None, caption: str | None = None) -> GridTable:
    """The cells of a table printed as `text` (its lines joined by newlines)."""
    layout = read_layout(text)
    number = number or layout.number
    caption = caption or layout.caption
    if not layout.columns:
        first = text.lstrip().split("\n", 1)[0].strip()
        header = STANDARDS_HEADER.match(first)
        if header is not None:
            return parse_standards(text, header, number=number, caption=caption)
        issue = TableIssue(
            0,
            len(text),
            "info",
            "table-as-text",
            "no district columns or standards header: rows kept as text",
        )
        return GridTable(TableKind.TEXT, number, caption, (), _text_rows(text), issues=(issue,))
    printed = [_printing_rows(text, p, layout) for p in layout.printings if p.body]
    notes = parse_notes([n for p in layout.printings for n in p.notes][: _first_notes(layout)])
    key = parse_key(next((p.key for p in layout.printings if p.key), []), layout.columns)
    rows, issues = merge_printings(printed, number or "")
    reference = None
    if any(c.kind is CellKind.REFERENCE for r in rows for c in r.cells):
        reference = layout.reference_column
    legend = tuple(layout.legend.items()) + key
    return GridTable(
        TableKind.PERMIT_MATRIX,
        number,
        caption,
        layout.columns,
        tuple(rows),
        notes=notes,
        legend=legend,
        reference_column=reference,
        issues=tuple(issues),
        printings=len(printed),
    )


def _first_notes(layout: Layout) -> int:
    """How many note lines the first printing with notes has (later printings repeat them)."""
    return next((len(p.notes) for p in layout.printings if p.notes), 0)
