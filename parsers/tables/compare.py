"""A table printed twice in one text: the printings compared row by row and cell by cell.

Rows are matched by their group and name. Where both printings read a row into cells and the
cells agree, the row is kept once; where a cell differs, the first printing's value is kept and
the cell is flagged for a person with both values; a row only one printing could read into
cells is taken from that printing. One info issue says the table was printed twice, and
whether the printings agree.
"""

from __future__ import annotations

from dataclasses import replace

from parsers.tables.records import Cell, RowStatus, TableIssue, TableRow


def _flag(a: Cell, b: Cell | None) -> Cell:
    other = b.value if b is not None else "nothing"
    marks = f" ({', '.join(b.footnotes)})" if b is not None and b.footnotes else ""
    return replace(a, flag=f"the other printing gives {other}{marks}")


def _compare_row(a: TableRow, b: TableRow, number: str) -> tuple[TableRow, list[TableIssue]]:
    if b.status is RowStatus.CELLS and a.status is not RowStatus.CELLS:
        return b, []
    if a.status is not RowStatus.CELLS or b.status is not RowStatus.CELLS:
        return a, []
    cells: list[Cell] = []
    issues: list[TableIssue] = []
    for cell in a.cells:
        other = b.cell(cell.column)
        if other is not None and (other.value, other.footnotes) == (cell.value, cell.footnotes):
            cells.append(cell)
            continue
        flagged = _flag(cell, other)
        cells.append(flagged)
        issues.append(
            TableIssue(
                b.start,
                b.end,
                "warning",
                "table-printings-differ",
                f"Table {number}, {a.label!r}, {cell.column}: the printings give "
                f"{_shown(cell)} and {_shown(other)}; which is meant is for a person to say",
            )
        )
    return replace(a, cells=tuple(cells)), issues


def _shown(cell: Cell | None) -> str:
    if cell is None:
        return "nothing"
    return cell.value + "".join(f"({m})" for m in cell.footnotes)


def merge_printings(
    printed: list[tuple[list[TableRow], list[TableIssue]]], number: str
) -> tuple[list[TableRow], list[TableIssue]]:
    """One table from its printings (the first printing's order, then rows only later ones
    print)."""
    if not printed:
        return [], []
    # The printing that reads the most rows into cells is the base; the others are compared.
    order = sorted(printed, key=lambda p: sum(r.status is RowStatus.TEXT for r in p[0]))
    rows, issues = list(order[0][0]), list(order[0][1])
    for later_rows, later_issues in order[1:]:
        index = {row.key: i for i, row in enumerate(rows)}
        differing = 0
        for row in later_rows:
            at = index.get(row.key)
            if at is None and row.status is RowStatus.TEXT:
                continue  # an unread row of the other printing: its issue says what it was
            if at is None:
                rows.append(row)
                issues.append(
                    TableIssue(
                        row.start,
                        row.end,
                        "warning",
                        "table-row-one-printing",
                        f"Table {number}, {row.label!r} is in one printing only",
                    )
                )
                continue
            rows[at], found = _compare_row(rows[at], row, number)
            differing += len(found)
            issues.extend(found)
        issues.extend(later_issues)
        verdict = "identical: kept once" if not differing else f"{differing} cells differ: flagged"
        issues.append(
            TableIssue(
                0,
                0,
                "info",
                "table-printed-twice",
                f"Table {number} is printed {len(printed)} times; compared cell by cell, "
                f"the printings are {verdict}",
            )
        )
    return rows, issues
