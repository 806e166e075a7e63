"""A standards table (`Development Standard | OSC Zone Requirement`) into rows of one value.

Each printed line is a standard's name and its value: the value starts at the first word that
is a number or a capitalized word after the name's own words (`Front 30 ft.`, `Allowed
frontage types Common yard, porch`, `Side – Interior (each) 20 ft.`); a line that starts in
lower case continues the value above it. A group heading names the standards under it and
explains them (`Setbacks – Minimum setbacks required, as shown in Figure 2-1.`). A name that
ends unfinished (`exclusive of`), or a value that runs into a second name, is kept as text.
"""

from __future__ import annotations

import re

from parsers.tables.layout import lines_of
from parsers.tables.matrix import OPEN_WORDS
from parsers.tables.records import (
    Cell,
    CellKind,
    GridTable,
    RowStatus,
    TableIssue,
    TableKind,
    TableRow,
)

# The header of a standards table: the standards' column, then the value column's heading
# (`Development Standard OSC Zone Requirement`, `Standard RR Zone Standards`).
STANDARDS_HEADER = re.compile(
    r"^(?P<row>(?:\w+\s+){0,2}Standards?)\s+(?P<column>.*\b(?:Requirements?|Standards?))$"
)
# A group heading: a short name, a dash, then a sentence explaining it; no quantity before the
# sentence's first period (`Side – Interior (each) 5 ft.` is a standard, not a heading).
GROUP = re.compile(r"^(?P<head>[A-Z][\w/-]*(?:\s+[\w/-]+){0,2})\s+[–—-]\s+(?P<desc>[A-Z].*)$")
QUANTITY = re.compile(r"\d\s*(?:ft|feet|%|acres?|sq|units?|stories|inches)\b", re.I)
# Where a value starts: a number, a percentage, or a capitalized word.
VALUE_START = re.compile(r"^(?:\d|[A-Z]|\$)")
DASH_WORDS = frozenset({"–", "—", "-"})
MIN_HEADING_WORDS = 5
# A second standard after a value's closing period: a capitalized name of up to four words,
# then a value (`See …` or a number).
RUN_TOGETHER = re.compile(
    r"(?<=\.)\s+(?P<name>[A-Z][a-z]+(?:\s+[a-z]+){0,3})\s+(?P<value>See\b|\d)"
)


def _split(line: str) -> tuple[str, str] | None:
    """(name, value) of a standard's line, or None when no value starts in it."""
    words = line.split()
    for index in range(1, len(words)):
        word, before = words[index], words[index - 1]
        if before in DASH_WORDS or not VALUE_START.match(word):
            continue
        if word[0].isupper() and index >= 2 and words[index - 2] in DASH_WORDS:
            continue  # `Side – Interior (each)`: a capital after the name's dash
        return " ".join(words[:index]), " ".join(words[index:])
    return None


def _heading(line: str) -> tuple[str, str] | None:
    match = GROUP.match(line)
    if match is None:
        return None
    desc = match.group("desc")
    first = desc.split(".", 1)[0]
    if len(desc.split()) < MIN_HEADING_WORDS or QUANTITY.search(first):
        return None
    return match.group("head"), desc


def parse_standards(
    text: str, header: re.Match[str], *, number: str | None, caption: str | None
) -> GridTable:
    column = header.group("column")
    rows: list[TableRow] = []
    issues: list[TableIssue] = []
    category: str | None = None
    explaining = False  # the lines after a group heading continue its explanation
    for line, at in lines_of(text)[1:]:
        if not line:
            continue
        end = at + len(line)
        last = rows[-1] if rows else None
        if explaining and (line[0].islower() or line[0] in "("):
            continue
        explaining = False
        if last is not None and (line[0].islower() or line[0] in "(" or _open(last)):
            rows[-1] = _continued(last, line, end)
            continue
        heading = _heading(line)
        if heading is not None:
            category, explaining = heading[0], True
            continue
        split = _split(line)
        if split is None or split[0].split()[-1].casefold() in OPEN_WORDS:
            rows.append(TableRow(line, category, (), RowStatus.TEXT, line, at, end))
            issues.append(
                TableIssue(at, end, "warning", "table-row-unread", f"no value read from {line!r}")
            )
            continue
        for name, value in _rows_of(*split):
            rows.append(
                TableRow(
                    name,
                    category,
                    (Cell(column, value, CellKind.VALUE),),
                    RowStatus.CELLS,
                    line,
                    at,
                    end,
                )
            )
    return GridTable(
        TableKind.STANDARDS, number, caption, (column,), tuple(rows), issues=tuple(issues)
    )


def _open(row: TableRow) -> bool:
    """A row that ended unfinished (`exclusive of`, `10 ft. for`) takes the line after it."""
    last = row.text.split()[-1]
    return last.casefold() in OPEN_WORDS or last.endswith((",", ";"))


def _rows_of(name: str, value: str) -> list[tuple[str, str]]:
    """A line holding two standards run together (`Main structure 35 ft. Accessory structures
    See Section 17.42.020`) as two (name, value) pairs."""
    second = RUN_TOGETHER.search(value)
    if second is None:
        return [(name, value)]
    return [
        (name, value[: second.start()].strip()),
        (second.group("name"), value[second.start("value") :]),
    ]


def _continued(row: TableRow, line: str, end: int) -> TableRow:
    text = f"{row.text} {line}"
    if row.status is RowStatus.TEXT or not row.cells:
        return TableRow(row.label, row.category, (), RowStatus.TEXT, text, row.start, end)
    cell = row.cells[0]
    value = Cell(cell.column, f"{cell.value} {line}", cell.kind)
    return TableRow(row.label, row.category, (value,), row.status, text, row.start, end)
