"""The district standards stage: every standards table's cells, at every version, as
`district_standards` rows (`parsers.tables.standard_map`), each with its version's section,
dates and ordinance; a cell that maps to no standard is a `standard-unmapped` info issue saying
why, so what was left out stays visible.
"""

from __future__ import annotations

from collections.abc import Iterator

from corpus.db.rows import Row, TableRows, json_list, sql_value
from corpus.engine.table_versions import TableHistory, TableVersion
from parsers.tables.records import TableKind
from parsers.tables.standard_map import StandardsReading, read_standards


def _version_fields(v: TableVersion) -> Row:
    return {
        "table": v.table,
        "version": v.version,
        "section": v.section,
        "valid_from": sql_value(v.valid_from),
        "valid_to": sql_value(v.valid_to),
        "valid_from_estimated": int(v.valid_from_estimated),
        "ordinance": v.ordinance,
    }


def standard_rows(v: TableVersion, reading: StandardsReading) -> Iterator[Row]:
    """The `district_standards` rows of one table version."""
    fields = _version_fields(v)
    for s in reading.standards:
        row = v.grid.rows[s.row - 1]
        yield fields | {
            "district": s.district,
            "standard": s.standard.value,
            "value": s.value,
            "value_max": s.value_max,
            "unit": s.unit.value if s.unit is not None else None,
            "value_kind": s.kind.value,
            "condition": s.condition,
            "raw": s.raw,
            "footnotes": json_list(s.footnotes),
            "row": s.row,
            "column": s.column,
            "row_label": row.label,
            "category": row.category,
        }


def unmapped_issues(v: TableVersion, reading: StandardsReading) -> Iterator[Row]:
    """One info issue per cell (or row kept as text) that maps to no standard."""
    for cell in reading.unmapped:
        where = f" [{cell.column}]" if cell.column else ""
        yield {
            "document": v.document,
            "location": f"{v.table} v{v.version}, row {cell.row}{where}",
            "severity": "info",
            "code": "standard-unmapped",
            "message": f"{cell.label!r} ({cell.raw!r}) maps to no standard: {cell.reason}",
        }


def run_standards(history: TableHistory, out: TableRows) -> None:
    """Add the district standards of every standards table's versions to `out`."""
    for versions in history.versions.values():
        for v in versions:
            if v.grid.kind is not TableKind.STANDARDS:
                continue
            reading = read_standards(v.grid)
            out.add("district_standards", standard_rows(v, reading))
            out.add("parse_issues", unmapped_issues(v, reading))
