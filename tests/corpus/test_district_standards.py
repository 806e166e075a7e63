"""The seeds' standards tables (17.24.030) as district standards: every table read, the values
researchers compare (NL: main structure 28 ft, coverage 40%, front setback 20 ft), and every
cell left unmapped listed with its reason, so a change to what is left out shows here."""

from __future__ import annotations

from collections import defaultdict

import pytest
import sqlite_utils

from parsers.tables.standard_map import read_cell

# Every standards cell of the seeds that maps to no standard, and every row of a standards
# table kept as text: `row label | reason | the tables (17.24.030, Table …) it is in`.
UNMAPPED = """
Accessory structures | an accessory structure's setbacks | 2-10 2-11 2-17 2-18 2-5 2-6 2-7 2-8 2-9
Allowed encroachments | encroachments into setbacks | 2-10 2-11 2-12 2-13 2-14 2-15 2-17 2-18 2-5 2-6 2-7 2-8 2-9
Allowed frontage types | building frontage types, not a dimension | 2-10 2-11 2-12 2-13 2-14 2-15 2-17 2-18 2-5 2-6 2-7 2-8 2-9
Front | a build-to line, not a minimum setback | 2-11
Front, street side | a build-to line, not a minimum setback | 2-12 2-13 2-14
Garage | a garage's setback | 2-10 2-11 2-7 2-8 2-9
Roll up doors | no standard of the closed set | 2-15
(row kept as text) | the row is kept as text: no value was read from it | 2-10 2-11 2-12 2-13 2-14 2-14 2-15 2-15
"""  # noqa: E501

TEXT_ROW = "the row is kept as text: no value was read from it"


def _unmapped(db: sqlite_utils.Database) -> str:
    found: dict[tuple[str, str], list[str]] = defaultdict(list)
    cells = db.query(
        """select c.[table], c.row_label, c.category, c.[column], c.value
        from table_cells c
        join table_versions v using (jurisdiction, [table], version)
        left join district_standards d
          on d.jurisdiction = c.jurisdiction and d.[table] = c.[table]
         and d.version = c.version and d.row = c.row and d.[column] = c.[column]
        where v.kind = 'standards' and d.standard is null"""
    )
    for c in cells:
        reason = read_cell(c["category"], c["row_label"], c["column"], c["value"])
        assert isinstance(reason, str), c
        found[(c["row_label"], reason)].append(c["table"].rsplit(" ", 1)[1])
    text_rows = db.query(
        """select r.[table] from table_rows r join table_versions v
        using (jurisdiction, [table], version)
        where v.kind = 'standards' and r.status = 'text'"""
    )
    for r in text_rows:
        found[("(row kept as text)", TEXT_ROW)].append(r["table"].rsplit(" ", 1)[1])
    return "\n".join(
        f"{label} | {reason} | {' '.join(sorted(tables))}"
        for (label, reason), tables in sorted(
            found.items(), key=lambda kv: (kv[0][1] == TEXT_ROW, kv[0])
        )
    )


def test_every_unmapped_standards_cell_is_listed_with_its_reason(
    database: sqlite_utils.Database,
) -> None:
    assert _unmapped(database) == UNMAPPED.strip()


def test_every_standards_table_of_the_seeds_gives_district_standards(
    database: sqlite_utils.Database,
) -> None:
    tables = {
        r["table"]
        for r in database.query("select [table] from table_versions where kind = 'standards'")
    }
    read = {r["table"] for r in database.query("select distinct [table] from district_standards")}
    assert len(tables) >= 13
    assert read == tables


@pytest.mark.parametrize(
    ("district", "standard", "value", "unit", "kind"),
    [
        ("NL", "max_height_main", 28.0, "ft", "fixed"),
        ("NL", "max_lot_coverage", 40.0, "percent", "fixed"),
        ("NL", "setback_front", 20.0, "ft", "fixed"),
        ("NL", "setback_side", 5.0, "ft", "conditional"),
        ("NL", "max_height_accessory", None, None, "refers_elsewhere"),
        ("RR", "max_lot_coverage", 30.0, "percent", "conditional"),
        ("SW", "setback_front", 0.0, "ft", "range"),
        ("CE", "max_height_main", 35.0, "ft", "conditional"),
        ("OSC", "max_lot_coverage", 5.0, "percent", "fixed"),
    ],
)
def test_seed_district_standards(
    database: sqlite_utils.Database,
    district: str,
    standard: str,
    value: float | None,
    unit: str | None,
    kind: str,
) -> None:
    rows = list(
        database.query(
            "select value, unit, value_kind, section, [table], raw, valid_from"
            " from district_standards_current where district = ? and standard = ?",
            [district, standard],
        )
    )
    assert len(rows) == 1
    row = rows[0]
    assert (row["value"], row["unit"], row["value_kind"]) == (value, unit, kind)
    assert row["section"] == "17.24.030"
    assert row["table"].startswith("17.24.030, Table ")
    assert row["raw"]
