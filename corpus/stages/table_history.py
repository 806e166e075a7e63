"""The table stage's rows: `table_versions`, `table_rows`, `table_cells` and `table_changes`
from the engine's table history; `tables` brought up to each table's current version (with
rows for tables known only from ordinances). Title-wide table citations (`Table 2-4`) are
qualified by their section when the citation stage resolves them
(`graph.resolve.table_aliases`).
"""

from __future__ import annotations

import json

from corpus.db.rows import Row, TableRows, json_list, sql_value
from corpus.engine.table_versions import TableHistory, TableVersion
from corpus.engine.versions import AmendedCorpus
from parsers.tables.records import GridTable, RowStatus

VERSION_FIELDS = (
    "table",
    "version",
    "number",
    "caption",
    "section",
    "valid_from",
    "valid_to",
    "ordinance",
    "source",
    "change",
    "instruction",
    "document",
    "complete",
    "valid_from_estimated",
    "as_of",
)


def version_row(v: TableVersion) -> Row:
    grid = v.grid
    row = {name: sql_value(getattr(v, name)) for name in VERSION_FIELDS}
    return row | {
        "kind": grid.kind.value,
        "columns": json_list(grid.columns, ascii_only=False),
        "reference_column": grid.reference_column,
        "notes": json.dumps([list(n) for n in grid.notes], ensure_ascii=False),
        "legend": json.dumps([list(n) for n in grid.legend], ensure_ascii=False),
        "rows": len(grid.rows),
        "unread_rows": sum(r.status is RowStatus.TEXT for r in grid.rows),
    }


def grid_rows(table: str, version: int, grid: GridTable) -> tuple[list[Row], list[Row]]:
    """The `table_rows` and `table_cells` of one version."""
    rows: list[Row] = []
    cells: list[Row] = []
    for number, r in enumerate(grid.rows, start=1):
        key = {"table": table, "version": version, "row": number}
        rows.append(
            key
            | {
                "row_label": r.label,
                "category": r.category,
                "status": r.status.value,
                "text": r.text,
                "footnotes": json_list(r.footnotes),
                "category_footnotes": json_list(r.category_footnotes),
                "start": r.start,
                "end": r.end,
            }
        )
        cells += [
            key
            | {
                "row_label": r.label,
                "category": r.category,
                "column": c.column,
                "kind": c.kind.value,
                "value": c.value,
                "footnotes": json_list(c.footnotes),
                "flag": c.flag,
            }
            for c in r.cells
        ]
    return rows, cells


def printed_rows(grid: GridTable) -> str:
    """A version's rows as text lines, as `tables.rows` holds them."""
    lines = []
    for r in grid.rows:
        if r.status is RowStatus.TEXT:
            lines.append(r.text)
            continue
        values = [c.value + "".join(f"({m})" for m in c.footnotes) for c in r.cells]
        lines.append(" ".join([r.label + "".join(f"({m})" for m in r.footnotes), *values]))
    return "\n".join(lines)


def history_rows(history: TableHistory, out: TableRows) -> None:
    for versions in history.versions.values():
        for v in versions:
            out.add("table_versions", [version_row(v)])
            rows, cells = grid_rows(v.table, v.version, v.grid)
            out.add("table_rows", rows)
            out.add("table_cells", cells)
    out.add(
        "table_changes",
        (
            {
                "table": c.table,
                "version": c.version or None,
                "instruction": c.instruction,
                "ordinance": c.instruction.split(" §", 1)[0],
                "row_label": c.row,
                "category": c.category,
                "column": c.column,
                "before": c.before,
                "after": c.after,
                "status": c.status.value,
                "note": c.note,
            }
            for c in history.changes
        ),
    )


def current_table_rows(history: TableHistory, out: TableRows) -> None:
    """`tables` rows at each table's current version; rows for tables known only from
    ordinances."""
    rows = out.by_id("tables")
    for table, versions in history.versions.items():
        last = versions[-1]
        row = rows.get(table)
        if row is None:
            row = {"id": table, "number": last.number, "caption": last.caption}
            row["section"] = last.section
            out.add("tables", [row])
        if last.version > 1 or row.get("rows") is None:
            row["rows"] = printed_rows(last.grid)
        row["kind"] = last.grid.kind.value
        row["current_version"] = last.version


def run_tables(amended: AmendedCorpus, out: TableRows) -> None:
    """Add every table's versions, rows, cells and changes to `out`."""
    history = amended.tables
    if history is None:
        return
    history_rows(history, out)
    current_table_rows(history, out)
    issues = [
        {
            "document": v.document,
            "location": f"{v.table} v{v.version}, chars {i.start}-{i.end}",
            "severity": i.severity,
            "code": i.code,
            "message": i.message,
        }
        for vs in history.versions.values()
        for v in vs
        for i in v.grid.issues
    ]
    out.add("parse_issues", issues)
