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
# A standard whose value is a reference, not a heading's explanation: a name of up to three
# words, then `See …` (`Side – Street side See build-to lines required above.`).
NAMED_SEE = re.compile(r"^(?:\S+\s+){1,3}See\b")
# The end of a sentence inside a line: a period, a space, a capital.
SENTENCE_END = re.compile(r"\.\s+(?=[A-Z])")
# A sentence that is a standard's row: a short name, then a quantity or `See …` (`Front 30 ft`,
# `Side – Interior (each) 20 ft`): a table flattened into its heading's line.
ROW_SENTENCE = re.compile(
    r"^[A-Z][\w ()–—-]{0,40}?\s+(?:\d[\d,.]*\s*(?:ft\b|feet\b|%|sq\b|acres?\b)|See\b)"
)
# A second standard after a value's closing period: a capitalized name of up to four words,
# then a value (`See …` or a number).
# Or, after a word or a comma, a capitalized name and a reference (`Common yard, porch Allowed
# encroachments See Section …`).
RUN_TOGETHER = re.compile(
    r"(?<=\.)\s+(?P<name>[A-Z][a-z]+(?:\s+[a-z]+){0,3})\s+(?P<value>See\b|\d)"
    r"|(?<=[a-z,])\s+(?P<see_name>[A-Z][a-z]+(?:\s+[a-z]+){0,3})\s+(?P<see>See\b)"
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
        if word[0].isupper() and index + 1 < len(words) and words[index + 1][0].isdigit():
            continue  # `Maximum Height 45 ft.`: the name's last word, then its number
        return " ".join(words[:index]), " ".join(words[index:])
    return None


def _heading(line: str) -> tuple[str, tuple[str, ...]] | None:
    """A group heading's name, and the rows printed after its explanation on the same line
    (a table flattened into one line: `Setbacks – Minimum setbacks required. Front 30 ft.
    Rear 30 ft.`)."""
    match = GROUP.match(line)
    if match is None:
        return None
    desc = match.group("desc")
    first = desc.split(".", 1)[0]
    if len(desc.split()) < MIN_HEADING_WORDS or QUANTITY.search(first) or NAMED_SEE.match(first):
        return None
    sentences = SENTENCE_END.split(desc)
    at = next((i for i, s in enumerate(sentences) if i and ROW_SENTENCE.match(s)), None)
    if at is None:
        return match.group("head"), ()
    rows = (*(f"{s}." for s in sentences[at:-1]), sentences[-1])
    return match.group("head"), rows


def _read_row(
    line: str, span: tuple[int, int], category: str | None, column: str
) -> tuple[list[TableRow], TableIssue | None]:
    """The rows of one printed line (two standards may share it), or the line kept as text."""
    at, end = span
    split = _split(line)
    if split is None or split[0].split()[-1].casefold() in OPEN_WORDS:
        row = TableRow(line, category, (), RowStatus.TEXT, line, at, end)
        return [row], TableIssue(
            at, end, "warning", "table-row-unread", f"no value read from {line!r}"
        )
    return [
        TableRow(
            name, category, (Cell(column, value, CellKind.VALUE),), RowStatus.CELLS, line, at, end
        )
        for name, value in _rows_of(*split)
    ], None


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
        if explaining and (line[0].islower() or line[0] in "(" or line.startswith("See ")):
            continue  # `See Figure 2-12.` on a line of its own ends an explanation
        explaining = False
        if last is not None and (line[0].islower() or line[0] in "(" or _open(last)):
            rows[-1] = _continued(last, line, end)
            continue
        heading = _heading(line)
        if heading is not None:
            category, explaining = heading[0], not heading[1]
        for printed in heading[1] if heading is not None else (line,):
            found, issue = _read_row(printed, (at, end), category, column)
            rows.extend(found)
            issues.extend([issue] if issue is not None else [])
    return GridTable(
        TableKind.STANDARDS, number, caption, (column,), tuple(rows), issues=tuple(issues)
    )


def _open(row: TableRow) -> bool:
    """A row that ended unfinished (`exclusive of`, `10 ft. for`) takes the line after it."""
    last = row.text.split()[-1]
    return last.casefold() in OPEN_WORDS or last.endswith((",", ";"))


def _rows_of(name: str, value: str) -> list[tuple[str, str]]:
    """A line holding standards run together (`Main structure 35 ft. Accessory structures See
    Section 17.42.020`) as one (name, value) pair each."""
    pairs = []
    while (second := RUN_TOGETHER.search(value)) is not None:
        pairs.append((name, value[: second.start()].strip()))
        name = second.group("name") or second.group("see_name")
        value = value[second.start("value") if second.group("value") else second.start("see") :]
    return [*pairs, (name, value)]


def _continued(row: TableRow, line: str, end: int) -> TableRow:
    text = f"{row.text} {line}"
    if row.status is RowStatus.TEXT or not row.cells:
        return TableRow(row.label, row.category, (), RowStatus.TEXT, text, row.start, end)
    cell = row.cells[0]
    value = Cell(cell.column, f"{cell.value} {line}", cell.kind)
    return TableRow(row.label, row.category, (value,), row.status, text, row.start, end)
