"""The housing stage: for every permit-matrix version, what each of its codes means for
housing, and each district's treatment of each housing type with the cells behind it (the
rows of `permit_codes`, `housing_treatments` and `housing_cells`). The rules are the engine's
(`corpus/engine/housing.py`, `housing_types.py`, `permit_codes.py`); the procedure sections a
code may need are read at their current text.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from corpus.engine.housing import HousingTreatment, MatrixCell, matrix_treatments
from corpus.engine.permit_codes import CodeDecision, ProcedureText, decide_code
from corpus.engine.table_versions import TableHistory, TableVersion
from corpus.stages.current_code import CurrentCode
from parsers.tables.records import CellKind, RowStatus, TableKind
from parsers.zoning import ZoningSidecar


def procedures(code: CurrentCode) -> list[ProcedureText]:
    """Every section with its title and units (own text, then each subsection's)."""
    units: dict[str, list[tuple[str, str]]] = {}
    for section in code.sections:
        for sub in section.printed.subsections if section.printed is not None else ():
            units.setdefault(str(sub.section), []).append((str(sub.id), str(sub.text or "")))
    return [
        ProcedureText(
            section.id,
            section.title or "",
            tuple(units.get(section.id, [(section.id, section.text)])),
        )
        for section in code.sections
    ]


def matrix_cells(v: TableVersion) -> list[MatrixCell]:
    return [
        MatrixCell(number, r.label, c.column, c.value)
        for number, r in enumerate(v.grid.rows, start=1)
        if r.status is RowStatus.CELLS
        for c in r.cells
        if c.kind is CellKind.PERMIT
    ]


@dataclass(frozen=True, slots=True)
class MatrixHousing:
    """One permit-matrix version's housing: what each of its codes means (by code), and each
    district's treatment of each housing type."""

    version: TableVersion
    codes: tuple[CodeDecision, ...]
    treatments: tuple[HousingTreatment, ...]


def version_housing(
    v: TableVersion, sidecar: ZoningSidecar | None, texts: list[ProcedureText]
) -> MatrixHousing:
    """The housing of one permit-matrix version."""
    notes = [text for _mark, text in v.grid.notes]

    @cache
    def decide(value: str) -> CodeDecision:
        return decide_code(value, v.grid.legend, notes, texts, sidecar)

    cells = matrix_cells(v)
    treatments = matrix_treatments(cells, v.grid.columns, decide, sidecar)
    decisions = (decide(cell.permit) for cell in cells)
    codes = {d.code: d for d in decisions}
    return MatrixHousing(v, tuple(sorted(codes.values(), key=lambda d: d.code)), tuple(treatments))


def run_housing(
    history: TableHistory, sidecar: ZoningSidecar | None, code: CurrentCode
) -> tuple[MatrixHousing, ...]:
    """The housing of every permit-matrix version, in the history's order."""
    texts: list[ProcedureText] | None = None
    found = []
    for versions in history.versions.values():
        for v in versions:
            if v.grid.kind is not TableKind.PERMIT_MATRIX:
                continue
            texts = procedures(code) if texts is None else texts
            found.append(version_housing(v, sidecar, texts))
    return tuple(found)
