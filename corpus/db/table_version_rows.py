"""The rows of table versions (`corpus.engine.table_versions`) and what is read from them:
`table_versions`, `table_rows`, `table_cells`, `table_changes`, `district_standards`, and the
housing tables (`permit_codes`, `housing_treatments`, `housing_cells`); composed by
`corpus/stages/rows.py`."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence

from corpus.db.rows import Row, json_list, sql_value
from corpus.engine.housing import HousingTreatment
from corpus.engine.permit_codes import CodeDecision
from corpus.engine.table_versions import RowChange, TableVersion
from parsers.tables.records import GridTable, RowStatus
from parsers.tables.standard_map import StandardsReading

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


def table_version_row(v: TableVersion) -> Row:
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


def table_change_row(c: RowChange) -> Row:
    return {
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


def grid_issue_rows(v: TableVersion) -> Iterator[Row]:
    """The `parse_issues` of one version's grid, located by table, version and characters."""
    for i in v.grid.issues:
        yield {
            "document": v.document,
            "location": f"{v.table} v{v.version}, chars {i.start}-{i.end}",
            "severity": i.severity,
            "code": i.code,
            "message": i.message,
        }


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


def housing_rows(
    v: TableVersion, codes: Sequence[CodeDecision], treatments: Sequence[HousingTreatment]
) -> dict[str, list[Row]]:
    """The three housing tables' rows of one permit-matrix version."""
    key = {"table": v.table, "version": v.version}
    names = dict(v.grid.legend)
    dates = {
        "section": v.section,
        "valid_from": sql_value(v.valid_from),
        "valid_to": sql_value(v.valid_to),
        "ordinance": v.ordinance,
        "valid_from_estimated": int(v.valid_from_estimated),
    }
    return {
        "permit_codes": [key | code_row(d) for d in codes],
        "housing_treatments": [
            key | treatment_row(t, names.get(t.district, "")) | dates for t in treatments
        ],
        "housing_cells": [key | row for t in treatments for row in cell_rows(t)],
    }


def code_row(d: CodeDecision) -> Row:
    return {
        "code": d.code,
        "meaning": d.meaning,
        "treatment": sql_value(d.treatment),
        "basis": d.basis.value,
        "source": d.source,
        "reason": d.reason,
    }


def treatment_row(t: HousingTreatment, district_name: str) -> Row:
    decided = t.decided_by
    return {
        "district": t.district,
        "district_name": district_name,
        "housing_type": t.housing_type.value,
        "treatment": sql_value(t.treatment),
        "basis": t.basis.value,
        "reason": t.reason,
        "row": decided.cell.row if decided else None,
        "use": decided.cell.use if decided else None,
        "permit": decided.cell.permit if decided else None,
        "cells": len(t.cells),
    }


def cell_rows(t: HousingTreatment) -> list[Row]:
    return [
        {
            "district": t.district,
            "housing_type": t.housing_type.value,
            "row": c.cell.row,
            "use": c.cell.use,
            "permit": c.cell.permit,
            "rule": c.rule,
            "treatment": sql_value(c.decision.treatment),
            "basis": c.decision.basis.value,
            "reason": c.decision.reason,
            "decides": int(c is t.decided_by),
        }
        for c in t.cells
    ]
