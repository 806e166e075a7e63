"""Tables as data: the cells of a permit matrix or a standards table, with their provenance.

A `GridTable` is what `parse_table` reads from a table's printed lines: its columns, its rows
(each with a label, the group heading it sits under and one cell per column, or kept as text
when it cannot be read into the right number of cells), its notes and its legend. Offsets are
character offsets into the text the lines were given as (the lines joined with newlines).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

# A footnote mark printed against a word or value: `(3)` of `Retail Trade(3)`.
MARK_IN_TEXT = re.compile(r"\(\d{1,2}\)")
# Anything but letters and digits, dropped when labels are compared.
NON_ALNUM = re.compile(r"[^0-9a-z]+")


class TableKind(StrEnum):
    """What a table is, as its header shows."""

    PERMIT_MATRIX = "permit_matrix"  # uses down, districts across, permit codes in the cells
    STANDARDS = "standards"  # standards down, one value column per zone
    TEXT = "text"  # neither: its rows are kept as text


class RowStatus(StrEnum):
    CELLS = "cells"  # read into one cell per column
    TEXT = "text"  # could not be read into the right number of cells: kept as printed


class CellKind(StrEnum):
    PERMIT = "permit"  # a permit code of a district column (P, MUP, UP, S, –)
    VALUE = "value"  # a standards table's value, as printed
    REFERENCE = "reference"  # the "specific use regulations" column: section numbers


@dataclass(frozen=True, slots=True)
class Cell:
    column: str  # the column heading: a district code (`CE`) or `Specific Use Regulations`
    value: str  # as printed, without its footnote marks: `UP`, `P/MUP`, `–`, `30 ft.`
    kind: CellKind
    footnotes: tuple[str, ...] = ()  # the marks printed with it: `2` for `UP(2)`
    flag: str | None = None  # why a person should look (two printings disagree), or None


@dataclass(frozen=True, slots=True)
class TableRow:
    label: str  # `Recycling – Small collection facility`, rejoined from its printed lines
    category: str | None  # the group heading the row sits under (`Retail Trade`)
    cells: tuple[Cell, ...]  # empty when the row is kept as text
    status: RowStatus
    text: str  # the row as printed, lines joined by spaces
    start: int  # offsets of the row in the table's text
    end: int
    footnotes: tuple[str, ...] = ()  # marks printed on the label (`Farmers market(8)`)
    category_footnotes: tuple[str, ...] = ()  # marks printed on the group heading

    @property
    def key(self) -> tuple[str, str]:
        """What identifies a row within its table: its group and its label, normalized."""
        return (normal_label(self.category or ""), normal_label(self.label))

    def cell(self, column: str) -> Cell | None:
        return next((c for c in self.cells if c.column == column), None)


@dataclass(frozen=True, slots=True)
class TableIssue:
    start: int  # offsets in the table's text
    end: int
    severity: str  # error, warning, info (parsers.records.Severity values)
    code: str
    message: str


@dataclass(frozen=True, slots=True)
class GridTable:
    kind: TableKind
    number: str | None  # `2-3` when a caption line prints it
    caption: str | None
    columns: tuple[str, ...]  # the value columns, left to right (districts, or zone requirement)
    rows: tuple[TableRow, ...]
    notes: tuple[tuple[str, str], ...] = ()  # (mark, text): `("2", "Use allowed only on …")`
    legend: tuple[tuple[str, str], ...] = ()  # (code, meaning): `("MUP", "Minor Use Permit")`
    reference_column: str | None = None  # the heading of the section-number column, if any
    issues: tuple[TableIssue, ...] = field(default=())
    printings: int = 1  # how many times the text prints the table

    def row(self, key: tuple[str, str]) -> TableRow | None:
        return next((r for r in self.rows if r.key == key), None)


def normal_label(text: str) -> str:
    """A label or heading compared on its letters and digits only, footnote marks and case
    aside: `Retail Trade(3)` and `RETAIL TRADE` are one heading."""
    return NON_ALNUM.sub("", MARK_IN_TEXT.sub("", text).casefold())
