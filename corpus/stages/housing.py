"""The housing stage's rows: for every permit-matrix version, what each of its codes means for
housing (`permit_codes`), each district's treatment of each housing type
(`housing_treatments`) and the cells behind each (`housing_cells`). The rules are the engine's
(`corpus/engine/housing.py`, `housing_types.py`, `permit_codes.py`); the procedure sections a
code may need are read at their current text.
"""

from __future__ import annotations

from functools import cache

from corpus.db.rows import Row, TableRows, sql_value
from corpus.engine.housing import HousingTreatment, MatrixCell, matrix_treatments
from corpus.engine.permit_codes import CodeDecision, ProcedureText, decide_code
from corpus.engine.table_versions import TableHistory, TableVersion
from parsers.tables.records import CellKind, RowStatus, TableKind
from parsers.zoning import ZoningSidecar


def procedures(out: TableRows) -> list[ProcedureText]:
    """Every section with its title and units (own text, then each subsection's)."""
    units: dict[str, list[tuple[str, str]]] = {}
    for sub in out.each("subsections"):
        units.setdefault(str(sub.get("section")), []).append(
            (str(sub.get("id")), str(sub.get("text") or ""))
        )
    found = []
    for section_id, row in out.by_id("sections").items():
        own = [(str(section_id), str(row.get("text") or ""))]
        found.append(
            ProcedureText(
                str(section_id),
                str(row.get("title") or ""),
                tuple(units.get(str(section_id), own)),
            )
        )
    return found


def matrix_cells(v: TableVersion) -> list[MatrixCell]:
    return [
        MatrixCell(number, r.label, c.column, c.value)
        for number, r in enumerate(v.grid.rows, start=1)
        if r.status is RowStatus.CELLS
        for c in r.cells
        if c.kind is CellKind.PERMIT
    ]


def version_rows(
    v: TableVersion, sidecar: ZoningSidecar | None, texts: list[ProcedureText]
) -> dict[str, list[Row]]:
    """The three tables' rows of one permit-matrix version."""
    notes = [text for _mark, text in v.grid.notes]

    @cache
    def decide(value: str) -> CodeDecision:
        return decide_code(value, v.grid.legend, notes, texts, sidecar)

    key = {"table": v.table, "version": v.version}
    names = dict(v.grid.legend)
    dates = {
        "section": v.section,
        "valid_from": sql_value(v.valid_from),
        "valid_to": sql_value(v.valid_to),
        "ordinance": v.ordinance,
        "valid_from_estimated": int(v.valid_from_estimated),
    }
    cells = matrix_cells(v)
    treatments = matrix_treatments(cells, v.grid.columns, decide, sidecar)
    decisions = (decide(cell.permit) for cell in cells)
    codes = {d.code: d for d in decisions}
    return {
        "permit_codes": [key | code_row(d) for d in sorted(codes.values(), key=lambda d: d.code)],
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


def housing_rows(history: TableHistory, sidecar: ZoningSidecar | None, out: TableRows) -> None:
    """Add every permit matrix version's housing rows to `out`."""
    texts: list[ProcedureText] | None = None
    for versions in history.versions.values():
        for v in versions:
            if v.grid.kind is not TableKind.PERMIT_MATRIX:
                continue
            texts = procedures(out) if texts is None else texts
            for table, rows in version_rows(v, sidecar, texts).items():
                out.add(table, rows)
