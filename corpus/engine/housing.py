"""Housing treatments of one permit-matrix version: per district and housing type, the National
Zoning Atlas treatment and the cells it comes from.

Rows are mapped to housing types by their names (`housing_types.py`) and codes to treatments
(`permit_codes.py`). Several rows can feed one type in one district (`3 or 4 units`, `5 to 9
units`, `10 or more units` all feed 4+-family): the type takes the most permissive treatment its
rows give (allowed, then public hearing, then overlay, then prohibited), since a builder may take
the most permissive path the code offers; when a row is undecided and the decided rows give less
than allowed, the undecided row might be the more permissive, so the type is undecided too.
Every district gets every type: a type no row names is undecided (`unlisted`), never read as
prohibited, unless the jurisdiction's sidecar says what unlisted types are (`[housing]
unlisted = "prohibited"`, for a code that says a use it does not list is not allowed).
Footnotes stay with their cells and are not read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from corpus.engine.housing_types import HousingType, housing_types
from corpus.engine.permit_codes import Basis, CodeDecision
from parsers.zoning import Treatment, ZoningSidecar

# How permissive each treatment is: the most permissive of a type's rows is its treatment.
RANK = {
    Treatment.ALLOWED: 3,
    Treatment.PUBLIC_HEARING: 2,
    Treatment.OVERLAY: 1,
    Treatment.PROHIBITED: 0,
}


@dataclass(frozen=True, slots=True)
class MatrixCell:
    """One permit cell of a matrix version: its row (number and use) and district."""

    row: int
    use: str
    district: str
    permit: str  # as printed, without footnote marks


@dataclass(frozen=True, slots=True)
class HousingCell:
    """A cell that feeds a housing type, with what its code gives."""

    cell: MatrixCell
    housing_type: HousingType
    rule: str  # the grammar rule that mapped the row
    decision: CodeDecision


@dataclass(frozen=True, slots=True)
class HousingTreatment:
    """A district's treatment of a housing type, and the cell that decided it (None when
    undecided)."""

    district: str
    housing_type: HousingType
    treatment: Treatment | None
    basis: Basis
    reason: str
    decided_by: HousingCell | None
    cells: tuple[HousingCell, ...]


def _rank(cell: HousingCell) -> int:
    treatment = cell.decision.treatment
    return -1 if treatment is None else RANK[treatment]


def combine(
    district: str,
    kind: HousingType,
    cells: Sequence[HousingCell],
    sidecar: ZoningSidecar | None = None,
) -> HousingTreatment:
    """One district's treatment of one type from the cells that feed it (a type no cell feeds:
    what the sidecar says of unlisted types, else undecided)."""
    if not cells:
        reason = f"no row of the table names {kind.value} housing"
        if sidecar is not None and sidecar.unlisted is not None:
            reason += f"; {sidecar.path}: unlisted types are {sidecar.unlisted.value}"
            return HousingTreatment(
                district, kind, sidecar.unlisted, Basis.SIDECAR, reason, None, ()
            )
        return HousingTreatment(district, kind, None, Basis.UNLISTED, reason, None, ())
    known = [c for c in cells if c.decision.treatment is not None]
    unknown = [c for c in cells if c.decision.treatment is None]
    best = max(known, key=_rank, default=None)
    treatment = best.decision.treatment if best is not None else None
    if (
        best is not None
        and treatment is not None
        and (not unknown or treatment is Treatment.ALLOWED)
    ):
        reason = f"{best.cell.use}: {best.decision.reason}"
        return HousingTreatment(
            district, kind, treatment, best.decision.basis, reason, best, tuple(cells)
        )
    reasons = "; ".join(f"{c.cell.use}: {c.decision.reason}" for c in unknown)
    if best is not None and treatment is not None:
        reasons += f" (the other rows give {treatment.value})"
    return HousingTreatment(district, kind, None, Basis.UNDECIDED, reasons, None, tuple(cells))


def matrix_treatments(
    cells: Sequence[MatrixCell],
    districts: Sequence[str],
    decide: Callable[[str], CodeDecision],
    sidecar: ZoningSidecar | None = None,
) -> list[HousingTreatment]:
    """Every district's treatment of every housing type, in column then type order."""
    feeding: dict[tuple[str, HousingType], list[HousingCell]] = {}
    for cell in cells:
        found = housing_types(cell.use)
        if found is None:
            continue
        decision = decide(cell.permit)
        for kind in found.types:
            fed = HousingCell(cell, kind, found.rule, decision)
            feeding.setdefault((cell.district, kind), []).append(fed)
    return [
        combine(district, kind, feeding.get((district, kind), []), sidecar)
        for district in districts
        for kind in HousingType
    ]
