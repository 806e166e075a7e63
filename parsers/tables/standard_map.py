"""A standards table's cells as district standards: one per cell and standard it names, each
with its value, unit and kind, or the reason a cell maps to none.

`read_cell` maps one cell (its row's heading and label, its column, its printed value);
`read_standards` maps every value cell of a standards table (`TableKind.STANDARDS`) and lists
the cells it cannot map, with the reason, rows kept as text among them. The district is the
column's code (`NL Zone Requirement` → `NL`; a column that is a district code stays as it is).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from parsers.tables.records import CellKind, GridTable, RowStatus, TableKind
from parsers.tables.standard_names import UNITS, Standard, read_name
from parsers.tables.standard_values import Unit, ValueKind, read_value

# A value column named for its district: `NL Zone Requirement`, `R-1 District Standards`.
DISTRICT_COLUMN = re.compile(r"^(?P<code>\S+)\s+(?:zone|district)\b", re.I)
# Values printed one per part of a slashed label: `40/30` for `Principal/Access`.
SLASH = re.compile(r"\s*/\s*")


@dataclass(frozen=True, slots=True)
class DistrictStandard:
    row: int  # the row's place in its table, from 1
    column: str  # the cell's column as printed
    district: str
    standard: Standard
    value: float | None
    value_max: float | None  # the top of a range
    unit: Unit | None
    kind: ValueKind
    condition: str | None  # what qualifies the value (and the label, when it only qualifies)
    raw: str  # the cell as printed, its footnote marks with it
    footnotes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class UnmappedCell:
    row: int
    column: str
    label: str
    category: str | None
    raw: str
    reason: str


@dataclass(frozen=True, slots=True)
class StandardsReading:
    standards: tuple[DistrictStandard, ...]
    unmapped: tuple[UnmappedCell, ...]


def district_of(column: str) -> str:
    """The district a value column holds: its code before `Zone`/`District`, else the column."""
    found = DISTRICT_COLUMN.match(column.strip())
    return found.group("code") if found else column.strip()


def read_cell(
    category: str | None,
    label: str,
    column: str,
    value: str,
    *,
    row: int = 0,
    footnotes: tuple[str, ...] = (),
) -> tuple[DistrictStandard, ...] | str:
    """The standards one cell gives, or the reason it gives none. `value` is the cell as
    printed; `footnotes` are marks the table parser already took off it."""
    name = read_name(category, label)
    if not name.standards:
        return name.reason or "no standard of the closed set"
    raw = value + "".join(f"({m})" for m in footnotes)
    parts = SLASH.split(value.strip())
    split = len(name.standards) > 1 and len(parts) == len(name.standards)
    found = []
    for index, standard in enumerate(name.standards):
        text = parts[index] if split else value
        reading = read_value(text, UNITS[standard], name.unit)
        condition = "; ".join(c for c in (name.qualifier, reading.condition) if c) or None
        found.append(
            DistrictStandard(
                row,
                column,
                district_of(column),
                standard,
                reading.value,
                reading.value_max,
                reading.unit,
                reading.kind,
                condition,
                raw,
                footnotes + reading.footnotes,
            )
        )
    return tuple(found)


def read_standards(grid: GridTable) -> StandardsReading:
    """Every value cell of a standards table as district standards, and what is left out."""
    standards: list[DistrictStandard] = []
    unmapped: list[UnmappedCell] = []
    if grid.kind is not TableKind.STANDARDS:
        return StandardsReading((), ())
    for number, row in enumerate(grid.rows, start=1):
        if row.status is RowStatus.TEXT:
            reason = "the row is kept as text: no value was read from it"
            unmapped.append(UnmappedCell(number, "", row.label, row.category, row.text, reason))
            continue
        for cell in row.cells:
            if cell.kind is not CellKind.VALUE:
                continue
            found = read_cell(
                row.category,
                row.label,
                cell.column,
                cell.value,
                row=number,
                footnotes=cell.footnotes,
            )
            if isinstance(found, str):
                unmapped.append(
                    UnmappedCell(number, cell.column, row.label, row.category, cell.value, found)
                )
            else:
                standards.extend(found)
    return StandardsReading(tuple(standards), tuple(unmapped))
