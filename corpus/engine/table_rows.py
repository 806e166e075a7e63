"""What a table amendment does to the rows of the table as it stands, row by row.

A row-wise amendment (`… is amended to modify the land uses of: A; B; C`) applies the rows it
names, in the columns the excerpt prints; every other row the excerpt prints is compared with
the current version (identical → context; different → flagged, not applied). A named row the
excerpt does not print is flagged. A whole-table reprint replaces the table; its differences
from the version before are recorded cell by cell.
"""

from __future__ import annotations

from dataclasses import replace

from rapidfuzz import fuzz, process

from corpus.engine.table_versions import RowChange, RowChangeStatus, change, row_change
from parsers.tables.records import (
    Cell,
    GridTable,
    RowStatus,
    TableKind,
    TableRow,
    normal_label,
)

# How alike a named row and a printed row's label must be (rapidfuzz ratio on letters and
# digits) when they are not equal: `Doctors office` names `Doctor office`.
NAME_MATCH = 90

Changes = list[RowChange]


def shown(cell: Cell | None) -> str | None:
    """A cell as printed, marks and all (`UP(2)`); None when the row has no such cell."""
    if cell is None:
        return None
    return cell.value + "".join(f"({m})" for m in cell.footnotes)


class RowIndex:
    """Where each row of a table is, by key and by name, built once per table: matching an
    excerpt's rows is then one lookup each (and one rapidfuzz pass over the names when no name
    is equal), not a scan of the table for every row, so an amendment's cost stays flat as
    tables grow (issue 20)."""

    def __init__(self, rows: tuple[TableRow, ...] | list[TableRow]) -> None:
        self._names: list[str] = []
        self._by_key: dict[tuple[str, str], int] = {}
        self._by_name: dict[str, list[int]] = {}
        for row in rows:
            self.append(row)

    def append(self, row: TableRow) -> None:
        """A row added at the end of the table."""
        at = len(self._names)
        name = normal_label(row.label)
        self._names.append(name)
        self._by_key.setdefault((normal_label(row.category or ""), name), at)
        self._by_name.setdefault(name, []).append(at)

    def find(self, row: TableRow) -> int | None:
        """The index of the row that is `row`: same group and name, else the only one with its
        name, else the only one whose name is nearly its name."""
        name = normal_label(row.label)
        at = self._by_key.get((normal_label(row.category or ""), name))
        if at is not None:
            return at
        same = self._by_name.get(name, [])
        if len(same) == 1:
            return same[0]
        near = process.extract(
            name, self._names, scorer=fuzz.ratio, score_cutoff=NAME_MATCH, limit=2
        )
        return near[0][2] if len(near) == 1 else None


def named_rows(names: tuple[str, ...], printed: tuple[TableRow, ...]) -> dict[str, int | None]:
    """Each name the instruction lists → the index of the printed row it names (None: not
    printed, or more than one row could be meant)."""
    found: dict[str, int | None] = {}
    for name in names:
        key = normal_label(name)
        exact = [i for i, row in enumerate(printed) if normal_label(row.label) == key]
        if len(exact) == 1:
            found[name] = exact[0]
            continue
        scores = [(fuzz.ratio(normal_label(row.label), key), i) for i, row in enumerate(printed)]
        good = sorted((s, i) for s, i in scores if s >= NAME_MATCH)
        found[name] = good[-1][1] if len(good) == 1 else None
    return found


def _cell_changes(
    table: str, instruction: str, before: TableRow, after: TableRow, columns: list[str]
) -> Changes:
    out: Changes = []
    for column in columns:
        old, new = shown(before.cell(column)), shown(after.cell(column))
        if old != new:
            out.append(
                row_change(
                    table,
                    instruction,
                    after,
                    RowChangeStatus.APPLIED,
                    column=column,
                    before=old,
                    after=new,
                )
            )
    return out


def _merged(current: TableRow, printed: TableRow, columns: list[str]) -> TableRow:
    """The current row with the cells of the printed columns taken from the printed row."""
    kept = [c for c in current.cells if c.column not in columns]
    taken = [c for c in printed.cells if c.column in columns]
    order = {c.column: i for i, c in enumerate(current.cells)}
    cells = sorted(kept + taken, key=lambda c: order.get(c.column, len(order)))
    return replace(current, cells=tuple(cells), status=RowStatus.CELLS)


def printed_columns(excerpt: GridTable) -> list[str]:
    columns = list(excerpt.columns)
    if excerpt.reference_column:
        columns.append(excerpt.reference_column)
    return columns


def _starts(row: TableRow, name: str) -> bool:
    return normal_label(row.text).startswith(normal_label(name))


def apply_text_rows(
    table: str, instruction: str, current: GridTable, excerpt: GridTable, names: tuple[str, ...]
) -> tuple[GridTable, Changes]:
    """Rows not read into cells (a table without district columns): a named row's printed line
    replaces the one line of the table that starts with its name."""
    rows = list(current.rows)
    changes: Changes = []
    for name in names:
        old = [i for i, r in enumerate(rows) if _starts(r, name)]
        new = [r for r in excerpt.rows if _starts(r, name)]
        if len(old) != 1 or len(new) != 1:
            where = "the table" if len(old) != 1 else "the excerpt"
            changes.append(
                _flag(table, instruction, name, None, f"not found exactly once in {where}")
            )
            continue
        before = rows[old[0]]
        rows[old[0]] = replace(new[0], category=before.category)
        status = (
            RowChangeStatus.APPLIED if before.text != new[0].text else RowChangeStatus.UNCHANGED
        )
        changes.append(
            change(
                table,
                instruction,
                name,
                before.category,
                status,
                before=before.text,
                after=new[0].text,
            )
        )
    grid = replace(current, rows=tuple(rows), issues=excerpt.issues, printings=excerpt.printings)
    return grid, changes


def apply_rows(
    table: str, instruction: str, current: GridTable, excerpt: GridTable, names: tuple[str, ...]
) -> tuple[GridTable, Changes]:
    """The current table with the named rows applied, and every row's status."""
    if TableKind.TEXT in (current.kind, excerpt.kind):
        return apply_text_rows(table, instruction, current, excerpt, names)
    rows = list(current.rows)
    changes: Changes = []
    columns = printed_columns(excerpt)
    found = named_rows(names, excerpt.rows)
    named = {i for i in found.values() if i is not None}
    index_of = RowIndex(rows)
    for name, index in found.items():
        if index is None:
            changes.append(
                _flag(
                    table,
                    instruction,
                    name,
                    None,
                    "named by the instruction but not printed in its excerpt",
                )
            )
    for index, row in enumerate(excerpt.rows):
        at = index_of.find(row)
        if row.status is not RowStatus.CELLS:
            changes.append(
                _flag(
                    table,
                    instruction,
                    row.label,
                    row.category,
                    f"printed but not readable into cells: {row.text!r}",
                )
            )
        elif index in named:
            if at is None:
                index_of.append(row)
            changes += _apply_named(table, instruction, rows, at, row, columns)
        else:
            changes += _compare_unnamed(table, instruction, rows, at, row, columns)
    # The version's issues are the excerpt's: what this amendment's text could not be read as.
    grid = replace(current, rows=tuple(rows), issues=excerpt.issues, printings=excerpt.printings)
    return grid, changes


def _apply_named(
    table: str,
    instruction: str,
    rows: list[TableRow],
    at: int | None,
    row: TableRow,
    columns: list[str],
) -> Changes:
    if at is None:
        rows.append(row)
        return [row_change(table, instruction, row, RowChangeStatus.ADDED, after=row.text)]
    merged = _merged(rows[at], row, columns)
    found = _cell_changes(table, instruction, rows[at], merged, columns)
    rows[at] = merged
    if found:
        return found
    return [
        row_change(
            table,
            instruction,
            row,
            RowChangeStatus.UNCHANGED,
            note="named, and printed as it already was",
        )
    ]


def _compare_unnamed(
    table: str,
    instruction: str,
    rows: list[TableRow],
    at: int | None,
    row: TableRow,
    columns: list[str],
) -> Changes:
    if at is None:
        return [
            _flag(
                table,
                instruction,
                row.label,
                row.category,
                "printed but not named, and not in the table as it stands",
            )
        ]
    differing = _cell_changes(
        table, instruction, rows[at], _merged(rows[at], row, columns), columns
    )
    if not differing:
        return [
            row_change(
                table,
                instruction,
                row,
                RowChangeStatus.CONTEXT,
                note="printed as context, as it stands",
            )
        ]
    note = "printed differently but not named by the instruction: not applied"
    return [replace(c, status=RowChangeStatus.FLAGGED, note=note) for c in differing]


def _flag(table: str, instruction: str, row: str, category: str | None, note: str) -> RowChange:
    return change(table, instruction, row, category, RowChangeStatus.FLAGGED, note=note)


def diff_tables(table: str, instruction: str, before: GridTable, after: GridTable) -> Changes:
    """A whole-table reprint against the version before it, cell by cell."""
    changes: Changes = []
    columns = list(dict.fromkeys([*printed_columns(before), *printed_columns(after)]))
    matched: set[int] = set()
    index_of = RowIndex(before.rows)
    for row in after.rows:
        at = index_of.find(row)
        if at is None:
            changes.append(
                row_change(
                    table,
                    instruction,
                    row,
                    RowChangeStatus.ADDED,
                    after=row.text,
                )
            )
            continue
        matched.add(at)
        changes += _cell_changes(table, instruction, before.rows[at], row, columns)
    for i, row in enumerate(before.rows):
        if i not in matched:
            changes.append(
                row_change(
                    table,
                    instruction,
                    row,
                    RowChangeStatus.REMOVED,
                    before=row.text,
                )
            )
    return changes
