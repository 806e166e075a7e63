"""Typed readers for tables as data: a table's page (a version's matrix, the versions, a
cell-level diff, who cites it), an ordinance's table changes and rezoned parcels, and what the
outline knows of a node the corpus has no text for.

Loaders take a plain `sqlite3.Connection` (Datasette's `Database.execute_fn` hands one over);
the site's templates call `ordinance_table_changes`, `ordinance_rezonings` and `outline_node`
for the ordinance page and the page of a chapter or section not in the corpus.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, replace
from typing import Any

Row = dict[str, Any]


def _rows(conn: sqlite3.Connection, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
    cursor = conn.execute(sql, params)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, values, strict=True)) for values in cursor.fetchall()]


@dataclass(frozen=True, slots=True)
class TableVersionInfo:
    version: int
    valid_from: str | None
    valid_to: str | None
    ordinance: str | None
    instruction: str | None
    change: str | None
    complete: bool
    valid_from_estimated: bool = False  # the ordinance's effective date is an estimate


@dataclass(frozen=True, slots=True)
class MatrixCell:
    column: str
    value: str
    footnotes: tuple[str, ...]
    flag: str | None
    before: str | None = None  # the compared version's value, when it differs

    @property
    def shown(self) -> str:
        return self.value + "".join(f"({m})" for m in self.footnotes)


@dataclass(frozen=True, slots=True)
class MatrixRow:
    row: int
    label: str
    category: str | None
    status: str  # cells, text
    text: str
    footnotes: tuple[str, ...]
    cells: dict[str, MatrixCell]


@dataclass(frozen=True, slots=True)
class TablePage:
    jurisdiction: str
    id: str
    number: str | None
    caption: str | None
    section: str | None
    kind: str
    columns: tuple[str, ...]
    reference_column: str | None
    notes: tuple[tuple[str, str], ...]
    legend: tuple[tuple[str, str], ...]
    version: TableVersionInfo
    versions: tuple[TableVersionInfo, ...]
    rows: tuple[MatrixRow, ...]
    compared: int | None  # the version the cells are compared with
    removed: tuple[str, ...]  # rows of the compared version this one lacks
    cited_by: tuple[Row, ...]


def _version(row: Row) -> TableVersionInfo:
    return TableVersionInfo(
        int(row["version"]),
        row["valid_from"],
        row["valid_to"],
        row["ordinance"],
        row["instruction"],
        row["change"],
        bool(row["complete"]),
        bool(row.get("valid_from_estimated")),
    )


def _matrix(conn: sqlite3.Connection, jurisdiction: str, table: str, version: int) -> list[Row]:
    return _rows(
        conn,
        "select r.row, r.row_label, r.category, r.status, r.text, r.footnotes as row_footnotes,"
        " c.[column], c.value, c.footnotes, c.flag from table_rows r left join table_cells c"
        " on c.jurisdiction = r.jurisdiction and c.[table] = r.[table]"
        " and c.version = r.version and c.row = r.row"
        " where r.jurisdiction = ? and r.[table] = ? and r.version = ? order by r.row",
        (jurisdiction, table, version),
    )


def _grid(found: list[Row]) -> dict[int, MatrixRow]:
    rows: dict[int, MatrixRow] = {}
    for r in found:
        row = rows.get(r["row"])
        if row is None:
            row = rows[r["row"]] = MatrixRow(
                r["row"],
                r["row_label"],
                r["category"],
                r["status"],
                r["text"],
                tuple(json.loads(r["row_footnotes"] or "[]")),
                {},
            )
        if r["column"] is not None:
            row.cells[r["column"]] = MatrixCell(
                r["column"], r["value"], tuple(json.loads(r["footnotes"] or "[]")), r["flag"]
            )
    return rows


def _compared(
    rows: dict[int, MatrixRow], old: dict[int, MatrixRow]
) -> tuple[list[MatrixRow], list[str]]:
    """The rows with each cell's value in the compared version where it differs."""
    index = {(o.category or "", o.label): o for o in old.values()}
    by_label = {o.label: o for o in old.values()}
    seen: set[int] = set()
    out: list[MatrixRow] = []
    for row in rows.values():
        before = index.get((row.category or "", row.label)) or by_label.get(row.label)
        if before is None:
            out.append(row)
            continue
        seen.add(before.row)
        cells = {}
        for column, cell in row.cells.items():
            other = before.cells.get(column)
            shown = other.shown if other is not None else ""
            cells[column] = (
                cell
                if shown == cell.shown
                else MatrixCell(
                    cell.column, cell.value, cell.footnotes, cell.flag, shown or "(none)"
                )
            )
        out.append(
            MatrixRow(row.row, row.label, row.category, row.status, row.text, row.footnotes, cells)
        )
    removed = [o.label for o in old.values() if o.row not in seen]
    return out, removed


def _flagged(
    conn: sqlite3.Connection, jurisdiction: str, table: str, version: int
) -> dict[tuple[str, str], str]:
    """(row label, column) → why: the cells the amendment that made this version printed but
    left for a person to check (`table_changes` flagged)."""
    found = _rows(
        conn,
        "select row_label, [column], note from table_changes where jurisdiction = ? and "
        "[table] = ? and version = ? and status = 'flagged' and [column] is not null",
        (jurisdiction, table, version),
    )
    return {(str(r["row_label"]), str(r["column"])): str(r["note"] or "flagged") for r in found}


def _mark_flagged(rows: list[MatrixRow], flagged: dict[tuple[str, str], str]) -> None:
    """Give each flagged cell its reason (a cell's own parser flag is kept first)."""
    for row in rows:
        for column, cell in row.cells.items():
            why = flagged.get((row.label, column))
            if why and not cell.flag:
                row.cells[column] = replace(cell, flag=why)


def load_table(
    conn: sqlite3.Connection,
    jurisdiction: str,
    table: str,
    version: int | None = None,
    compare: int | None = None,
) -> TablePage | None:
    """A table's page: the chosen version (the current one by default), every version, and
    with `compare` the cells that differ from that version."""
    versions = _rows(
        conn,
        "select * from table_versions where jurisdiction = ? and [table] = ? order by version",
        (jurisdiction, table),
    )
    if not versions:
        return None
    chosen = next((v for v in versions if v["version"] == version), versions[-1])
    rows = _grid(_matrix(conn, jurisdiction, table, chosen["version"]))
    listed: list[MatrixRow] = list(rows.values())
    removed: list[str] = []
    known = {v["version"] for v in versions}
    compared = compare if compare in known and compare != chosen["version"] else None
    if compared is not None:
        listed, removed = _compared(rows, _grid(_matrix(conn, jurisdiction, table, compared)))
    _mark_flagged(listed, _flagged(conn, jurisdiction, table, chosen["version"]))
    cited = _rows(
        conn,
        "select source, source_kind, raw, sentence, document from citations"
        " where jurisdiction = ? and target = ? order by source",
        (jurisdiction, table),
    )
    return TablePage(
        jurisdiction,
        table,
        chosen["number"],
        chosen["caption"],
        chosen["section"],
        chosen["kind"],
        tuple(json.loads(chosen["columns"] or "[]")),
        chosen["reference_column"],
        tuple(tuple(n) for n in json.loads(chosen["notes"] or "[]")),
        tuple(tuple(n) for n in json.loads(chosen["legend"] or "[]")),
        _version(chosen),
        tuple(_version(v) for v in versions),
        tuple(listed),
        compared,
        tuple(removed),
        tuple(cited),
    )


def ordinance_table_changes(
    conn: sqlite3.Connection, jurisdiction: str, ordinance: str
) -> list[Row]:
    """Every row and cell an ordinance's table amendments changed, held as context or flagged,
    in table and row order (for the ordinance page)."""
    return _rows(
        conn,
        "select [table], version, instruction, row_label, category, [column], before, after,"
        " status, note from table_changes where jurisdiction = ? and ordinance = ?"
        " order by [table], instruction, rowid",
        (jurisdiction, ordinance),
    )


def ordinance_rezonings(conn: sqlite3.Connection, jurisdiction: str, ordinance: str) -> list[Row]:
    """The parcels an ordinance rezones, one row per listing as printed."""
    return _rows(
        conn,
        "select instruction, listing, apn, address, from_zone, to_zone, acreage, status, note"
        " from rezonings where jurisdiction = ? and ordinance = ? order by instruction, listing",
        (jurisdiction, ordinance),
    )


def outline_node(conn: sqlite3.Connection, jurisdiction: str, node: str) -> Row | None:
    """What the outline knows of a node (title, where the title came from, whether its text is
    in the corpus, the publisher's URL) and who cites it (for a node the corpus lacks)."""
    found = _rows(
        conn,
        "select * from outline where jurisdiction = ? and id = ? limit 1",
        (jurisdiction, node),
    )
    if not found:
        return None
    row = found[0]
    row["cited_by"] = _rows(
        conn,
        "select source, source_kind, raw, sentence, document from citations"
        " where jurisdiction = ? and (target = ? or target like ? || '(%')"
        " order by source",
        (jurisdiction, node, node),
    )
    return row
