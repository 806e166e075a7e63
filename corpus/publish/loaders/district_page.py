"""Typed readers for zoning districts: the housing treatments in force on a date (the Atlas
export reads them), and a district's page: its treatments with the cells behind them, the uses
its permit matrices allow, and its dimensional standards when the database has a
`district_standards` table.

A table version is in force on a day when it started on or before it (or its start is unknown)
and no later version had replaced it: the rule of `version_periods`, for table versions.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date
from typing import Any

from corpus.engine.permit_codes import normal_code

Row = dict[str, Any]

# Rows of a table version in force on `:day` (`valid_from`/`valid_to` as the table gives them;
# `{p}` the table's alias).
IN_FORCE = (
    "coalesce({p}valid_from, '0000-01-01') <= :day "
    "AND ({p}valid_to IS NULL OR {p}valid_to = '' OR {p}valid_to > :day)"
)
# Rows of a table version in force today: no later version replaced it.
CURRENT = "({p}valid_to IS NULL OR {p}valid_to = '')"


def _rows(conn: sqlite3.Connection, sql: str, params: dict[str, object]) -> list[Row]:
    cursor = conn.execute(sql, params)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, values, strict=True)) for values in cursor.fetchall()]


def _when(day: date | None, alias: str = "") -> str:
    return (IN_FORCE if day is not None else CURRENT).format(p=f"{alias}." if alias else "")


def _params(jurisdiction: str, day: date | None, **more: object) -> dict[str, object]:
    return {"jurisdiction": jurisdiction, "day": day.isoformat() if day else None, **more}


@dataclass(frozen=True, slots=True)
class TreatmentCell:
    """A cell feeding a treatment, with what its code gives."""

    row: int
    use: str
    permit: str
    treatment: str | None
    reason: str
    decides: bool


@dataclass(frozen=True, slots=True)
class Treatment:
    """A district's treatment of a housing type in one table version."""

    table: str
    version: int
    district: str
    district_name: str
    housing_type: str
    treatment: str | None
    basis: str
    reason: str
    row: int | None
    valid_from: str | None
    valid_to: str | None
    ordinance: str | None
    valid_from_estimated: bool
    cells: tuple[TreatmentCell, ...] = ()


def _treatment(row: Row, cells: tuple[TreatmentCell, ...] = ()) -> Treatment:
    return Treatment(
        row["table"],
        row["version"],
        row["district"],
        row["district_name"] or "",
        row["housing_type"],
        row["treatment"],
        row["basis"] or "",
        row["reason"] or "",
        row["row"],
        row["valid_from"],
        row["valid_to"] or None,
        row["ordinance"],
        bool(row["valid_from_estimated"]),
        cells,
    )


def treatments_in_force(
    conn: sqlite3.Connection, jurisdiction: str, day: date | None = None
) -> list[Treatment]:
    """Every district's treatments in force on `day` (today's when None), in table, district
    (as the table orders them) and type order."""
    sql = f"""SELECT * FROM housing_treatments WHERE jurisdiction = :jurisdiction AND {_when(day)}
              ORDER BY [table], version, rowid"""
    return [_treatment(r) for r in _rows(conn, sql, _params(jurisdiction, day))]


@dataclass(frozen=True, slots=True)
class UseGroup:
    """The uses a district's matrix gives one permit code, with the code's meaning."""

    table: str
    version: int
    permit: str
    meaning: str
    treatment: str | None
    uses: tuple[tuple[int, str], ...]  # (row, use)


@dataclass(frozen=True, slots=True)
class Standard:
    """A dimensional standard of the district (a `district_standards` row)."""

    standard: str
    value: str | None
    unit: str | None
    value_kind: str | None
    value_max: str | None
    condition: str | None
    raw: str | None
    table: str | None
    row: int | None
    column: str | None
    section: str | None
    version: int | None
    valid_from: str | None
    valid_to: str | None
    ordinance: str | None


@dataclass(frozen=True, slots=True)
class DistrictPage:
    jurisdiction: str
    district: str
    name: str
    as_of: date | None
    treatments: tuple[Treatment, ...]
    uses: tuple[UseGroup, ...]
    standards: tuple[Standard, ...] | None  # None: the database has no district_standards


def _cells(conn: sqlite3.Connection, jurisdiction: str, t: Treatment) -> tuple[TreatmentCell, ...]:
    sql = """SELECT row, use, permit, treatment, reason, decides FROM housing_cells
             WHERE jurisdiction = :jurisdiction AND [table] = :table AND version = :version
               AND district = :district AND housing_type = :type ORDER BY row"""
    params = _params(jurisdiction, None, table=t.table, version=t.version, district=t.district)
    return tuple(
        TreatmentCell(
            r["row"], r["use"], r["permit"], r["treatment"], r["reason"], bool(r["decides"])
        )
        for r in _rows(conn, sql, params | {"type": t.housing_type})
    )


def _uses(
    conn: sqlite3.Connection, jurisdiction: str, district: str, day: date | None
) -> list[UseGroup]:
    sql = f"""SELECT c.[table], c.version, c.row, r.row_label AS use, c.value AS permit
              FROM table_cells c
              JOIN table_rows r ON r.jurisdiction = c.jurisdiction
               AND r.[table] = c.[table] AND r.version = c.version AND r.row = c.row
              JOIN table_versions v ON v.jurisdiction = c.jurisdiction
               AND v.[table] = c.[table] AND v.version = c.version
              WHERE c.jurisdiction = :jurisdiction AND c.[column] = :district
                AND c.kind = 'permit' AND {_when(day, "v")}
              ORDER BY c.[table], c.version, c.row"""
    codes = {
        (r["table"], r["version"], r["code"]): r
        for r in _rows(
            conn,
            "SELECT * FROM permit_codes WHERE jurisdiction = :jurisdiction",
            {"jurisdiction": jurisdiction},
        )
    }
    groups: dict[tuple[str, int, str], list[tuple[int, str]]] = {}
    for r in _rows(conn, sql, _params(jurisdiction, day, district=district)):
        key = (r["table"], r["version"], normal_code(r["permit"] or ""))
        groups.setdefault(key, []).append((r["row"], r["use"]))
    found = []
    for key, uses in groups.items():
        code = codes.get(key, {})
        meaning, treatment = code.get("meaning") or "", code.get("treatment")
        found.append(UseGroup(*key, meaning, treatment, tuple(uses)))
    return found


def _standards(
    conn: sqlite3.Connection, jurisdiction: str, district: str, day: date | None
) -> tuple[Standard, ...] | None:
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?",
        ("district_standards",),
    ).fetchone()
    if exists is None:
        return None
    fields = ", ".join(f"[{name}]" for name in Standard.__dataclass_fields__)
    sql = f"""SELECT {fields} FROM district_standards
              WHERE jurisdiction = :jurisdiction AND district = :district AND {_when(day)}
              ORDER BY [table], row"""
    return tuple(
        Standard(**r) for r in _rows(conn, sql, _params(jurisdiction, day, district=district))
    )


def load_district(
    conn: sqlite3.Connection, jurisdiction: str, district: str, day: date | None = None
) -> DistrictPage | None:
    """A district's page as of `day` (today when None); None when no permit matrix or
    standards table of the jurisdiction has the district."""
    sql = f"""SELECT * FROM housing_treatments WHERE jurisdiction = :jurisdiction
              AND district = :district AND {_when(day)} ORDER BY [table], version, rowid"""
    found = _rows(conn, sql, _params(jurisdiction, day, district=district))
    treatments = []
    for row in found:
        t = _treatment(row)
        treatments.append(_treatment(row, _cells(conn, jurisdiction, t)))
    standards = _standards(conn, jurisdiction, district, day)
    if not treatments and not standards:
        return None
    name = next((t.district_name for t in treatments if t.district_name), "")
    uses = _uses(conn, jurisdiction, district, day)
    return DistrictPage(
        jurisdiction, district, name, day, tuple(treatments), tuple(uses), standards
    )
