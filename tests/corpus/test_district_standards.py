"""The seeds' standards tables (17.24.030) as district standards: every table read, the values
researchers compare (NL: main structure 28 ft, coverage 40%, front setback 20 ft), and every
cell left unmapped listed with its reason, so a change to what is left out shows here."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from datetime import date

import pytest
import sqlite_utils
from amend_fixtures import corpus_of, export_of, export_section, instruction, ordinance_of

from corpus.db.table_version_rows import standard_rows
from corpus.engine.amend import amend_corpus
from corpus.stages.standards import run_standards
from parsers.ordinance_records import TargetKind, Verb
from parsers.records import Table
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


# Table 2-9 as the export prints it, cut to two standards.
NL_ROWS = (
    "Development Standard NL Zone Requirement",
    "Setbacks – Minimum setbacks required, as shown in Figure 2-9. See Section 17.30.020",
    "for exceptions.",
    "Front 20 ft.",
    "Site coverage – Maximum percentage of site area that may be covered by structures.",
    "Maximum coverage 40%",
)


def test_an_amended_standards_table_gives_standards_through_time() -> None:
    table = Table("17.24.030, Table 2-9", "2-9", "NL Zone Standards", "17.24.030", NL_ROWS)
    section = replace(
        export_section("17.24.030", "Standards.\n" + "\n".join(NL_ROWS)), tables=(table,)
    )
    amend = instruction(
        "G-7",
        4,
        Verb.AMEND_TABLE,
        [(TargetKind.TABLE, "17.24.030, Table 2-9")],
        "Development Standard NL Zone Requirement\nMaximum coverage 45%",
        rows=("Maximum coverage",),
    )
    ordinance = ordinance_of("G-7", [amend], effective=date(2026, 9, 1))
    amended = amend_corpus(corpus_of([export_of([section])], [ordinance]))
    assert amended.tables is not None
    read = run_standards(amended.tables)
    found = {
        (r["version"], r["standard"]): (r["value"], r["valid_from"], r["valid_to"], r["ordinance"])
        for found in read
        for r in standard_rows(found.version, found.reading)
    }
    assert found[(1, "max_lot_coverage")] == (40.0, "2020-01-01", "2026-09-01", None)
    assert found[(2, "max_lot_coverage")] == (45.0, "2026-09-01", None, "G-7")
    assert found[(2, "setback_front")] == (20.0, "2026-09-01", None, "G-7")
