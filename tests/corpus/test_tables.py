"""Tables as data through the build: versions changing only what an amendment names, per-row
statuses, the land_use view and the canned queries, rezoned parcels, the outline."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
import yaml
from amend_fixtures import corpus_of, export_of, export_section, instruction, ordinance_of

from corpus.db.search_index import register_id_functions
from corpus.engine.amend import amend_corpus
from parsers.ordinance_records import InstructionStatus, TargetKind, Verb
from parsers.records import Table

METADATA = Path(__file__).resolve().parents[2] / "datasette" / "metadata.yml"
HEADER = "P Permitted\nUP Use Permit required\n– Use not allowed\nLand Use\nRA RB\n"


def query(db: Path, name: str, **params: str) -> list[dict[str, object]]:
    sql = yaml.safe_load(METADATA.read_text())["databases"]["corpus"]["queries"][name]["sql"]
    with sqlite3.connect(db) as conn:
        conn.row_factory = sqlite3.Row
        register_id_functions(conn)  # as the plugin does for Datasette's connections
        return [dict(r) for r in conn.execute(sql, params)]


def rows(db: Path, sql: str, *params: object) -> list[tuple[object, ...]]:
    with sqlite3.connect(db) as conn:
        return list(conn.execute(sql, params))


@pytest.mark.parametrize(
    ("use", "column", "before", "after", "status"),
    [
        ("Second hand store", "CE", "UP", "MUP", "applied"),  # named
        ("Adult day care", "CI", "–", "MUP", "applied"),  # named as `Adult daycare`
        ("Medical services – Doctor office", "CI", "–", "P", "applied"),  # `Doctors office`
        ("Retail display gallery", "CI", "–", "P", "flagged"),  # printed, not named, different
        ("School – Specialized education/training", "CI", "UP", "MUP", "flagged"),
    ],
)
def test_pa26_17_changes_only_the_named_rows(
    seed_database_path: Path, use: str, column: str, before: str, after: str, status: str
) -> None:
    found = rows(
        seed_database_path,
        "select before, after, status from table_changes where instruction = 'PA#26-17 §7'"
        " and row_label = ? and [column] = ?",
        use,
        column,
    )
    assert found == [(before, after, status)]
    now = rows(
        seed_database_path,
        "select permit from land_use where [table] = '17.22.020, Table 2-3' and use = ?"
        " and district = ? and valid_to is null",
        use,
        column,
    )
    assert now == [(after if status == "applied" else before,)]


def test_where_allowed_by_date(seed_database_path: Path) -> None:
    def permits(day: str) -> dict[str, object]:
        found = query(
            seed_database_path,
            "where_allowed",
            use="Second hand store",
            district="",
            date=day,
            jurisdiction="cotati",
        )
        return {str(r["district"]): r["permit"] for r in found if r["table"].endswith("2-3")}

    assert permits("2024-01-01") == {
        "CE": "UP",
        "CG": "UP",
        "CD": "UP",
        "CI": "–",
        "IG": "–",
        "PF": "–",
    }
    assert permits("")["CI"] == "MUP"  # today: PA#26-17 applied
    assert permits("2020-01-01") == {}  # before PA22/14 nothing is known


def test_permit_changes_and_the_ordinance_loaders(seed_database_path: Path) -> None:
    from corpus.publish.loaders.table_page import ordinance_rezonings, ordinance_table_changes

    changed = query(
        seed_database_path,
        "permit_changes",
        district="CI",
        use="",
        since="2026-01-01",
        jurisdiction="",
    )
    assert {"Tasting room", "Adult day care"} & {str(r["use"]) for r in changed} == {
        "Adult day care"
    }
    with sqlite3.connect(seed_database_path) as conn:
        changes = ordinance_table_changes(conn, "cotati", "PA#26-17")
        parcels = ordinance_rezonings(conn, "cotati", "PA#26-17")
    assert {c["status"] for c in changes} == {"applied", "flagged", "unchanged"}
    assert len(parcels) == 15 and [p["listing"] for p in parcels] == list(range(1, 16))


def test_rezoned_parcels(seed_database_path: Path) -> None:
    found = query(
        seed_database_path, "rezoned_parcels", apn="144-010-084", ordinance="", jurisdiction=""
    )
    assert [(r["address"], r["status"], r["zone_now"]) for r in found] == [
        ("7611 Redwood Dr", "applied", "CI/FOD"),
        ("7601 Redwood Dr", "flagged", "CI/FOD"),  # the duplicate: kept, flagged
    ]
    assert rows(seed_database_path, "select count(*), count(distinct apn) from zoning_map") == [
        (14, 14)
    ]


def test_table_citations_by_section(seed_database_path: Path) -> None:
    cited = rows(
        seed_database_path,
        "select target, in_corpus from citations where source = '17.28.050(B)'"
        " and target_kind = 'table'",
    )
    assert cited == [("17.22.020, Table 2-4", 1)]  # `Section 17.22.020, Table 2-4`
    issues = rows(
        seed_database_path,
        "select message from parse_issues where code = 'table-alias-ambiguous'",
    )
    assert issues and all(
        "17.22.020, Table 2-4" in m and "17.24.020, Table 2-4" in m for (m,) in issues
    )


@pytest.mark.parametrize(
    ("node", "kind", "title", "source", "in_corpus"),
    [
        ("17.88", "chapter", "Public Hearings", "citations", 0),
        ("17.64.090", "section", "Changes to an approved project", "citations", 0),
        ("17.62", "chapter", "PERMIT REVIEW AND DECISIONS", "source", 1),
        (
            "17.22.020, Table 2-3",
            "table",
            "Allowable Land Uses and Permit Requirements for Mixed Use Corridors and Districts",
            "ordinance",
            1,
        ),
    ],
)
def test_outline(
    seed_database_path: Path, node: str, kind: str, title: str, source: str, in_corpus: int
) -> None:
    found = rows(
        seed_database_path,
        "select kind, title, title_source, in_corpus, url from outline where id = ?",
        node,
    )
    assert found == [(kind, title, source, in_corpus, "https://ecode360.com/CO4398")]
    if kind == "chapter":
        assert rows(seed_database_path, "select title from chapters where id = ?", node) == [
            (title,)
        ]


def _export_table(section: str, number: str, caption: str, lines: tuple[str, ...]) -> Table:
    return Table(f"{section}, Table {number}", number, caption, section, lines)


def test_an_alias_naming_two_tables_is_flagged_naming_both() -> None:
    lines = (*HEADER.splitlines(), "Kiosks P UP")
    one = replace(
        export_section("9.50.020", "A. Uses."),
        tables=(_export_table("9.50.020", "4-1", "Uses", lines),),
    )
    two = replace(
        export_section("9.60.020", "A. Lots."),
        tables=(_export_table("9.60.020", "4-1", "Lots", lines),),
    )
    ins = instruction(
        "G-7",
        4,
        Verb.AMEND_TABLE,
        [(TargetKind.TABLE, "Title 9, Table 4-1")],
        HEADER + "Kiosks UP UP",
        rows=("Kiosks",),
    )
    amended = amend_corpus(
        corpus_of([export_of([one, two])], [ordinance_of("G-7", [ins], effective=date(2026, 9, 1))])
    )
    result = amended.results[0]
    assert result.status is InstructionStatus.FLAGGED
    assert "9.50.020, Table 4-1 and 9.60.020, Table 4-1" in result.note


def test_a_row_wise_amendment_keeps_unprinted_columns_and_rows() -> None:
    lines = (
        *"P Permitted\nUP Use Permit required\n– Use not allowed\nLand Use\nRA RB RC".splitlines(),
        "Kiosks P UP –",
        "Markets P P P",
    )
    section = replace(
        export_section("9.50.020", "A. Uses."),
        tables=(_export_table("9.50.020", "4-1", "Uses", lines),),
    )
    ins = instruction(
        "G-8",
        4,
        Verb.AMEND_TABLE,
        [(TargetKind.TABLE, "9.50.020, Table 4-1")],
        HEADER + "Kiosks UP(2) UP\nMarkets P –",
        rows=("Kiosks",),
    )
    amended = amend_corpus(
        corpus_of([export_of([section])], [ordinance_of("G-8", [ins], effective=date(2026, 9, 1))])
    )
    assert amended.results[0].status is InstructionStatus.APPLIED
    assert amended.tables is not None
    v1, v2 = amended.tables.versions["9.50.020, Table 4-1"]
    kiosks = next(r for r in v2.grid.rows if r.label == "Kiosks")
    assert [(c.column, c.value, c.footnotes) for c in kiosks.cells] == [
        ("RA", "UP", ("2",)),
        ("RB", "UP", ()),
        ("RC", "–", ()),  # RC not printed: kept
    ]
    assert next(r for r in v2.grid.rows if r.label == "Markets") == next(
        r for r in v1.grid.rows if r.label == "Markets"
    )  # unnamed and different: flagged, not applied
    statuses = {(c.row, c.column): c.status.value for c in amended.tables.changes}
    assert statuses == {("Kiosks", "RA"): "applied", ("Markets", "RB"): "flagged"}
    assert json.dumps(v2.valid_from.isoformat()) == '"2026-09-01"'
