"""The page loaders over a small hand-made database of another city (different numbering)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
import sqlite_utils

from corpus.db.pages import load_ordinance, load_section
from corpus.db.schema import create_schema, finalize


def _insert(db: sqlite_utils.Database, table: str, rows: list[dict[str, object]]) -> None:
    db.table(table).insert_all([{"jurisdiction": "elmwood", **row} for row in rows])


@pytest.fixture
def conn(tmp_path: Path) -> sqlite3.Connection:
    db = sqlite_utils.Database(tmp_path / "springfield.db")
    create_schema(db)
    _insert(
        db,
        "sections",
        [
            {
                "id": "9.04.110",
                "chapter": "9.04",
                "title": "Fences",
                "text": "Fences per 9.04.120.",
            },
            {"id": "9.04.120", "chapter": "9.04", "title": None, "text": "Walls."},
        ],
    )
    _insert(
        db,
        "subsections",
        [
            {
                "id": "9.04.110(B)",
                "section": "9.04.110",
                "parent": "9.04.110",
                "label": "B",
                "level": 1,
                "text": "Height.",
            }
        ],
    )
    _insert(db, "ordinances", [{"id": "1201", "number": "1201", "file_no": "ZA-7/3"}])
    _insert(
        db,
        "section_versions",
        [
            {"section": "9.04.110", "version": 2, "text": "new", "ordinance": "1201"},
            {"section": "9.04.110", "version": 1, "text": "old", "source": "export"},
        ],
    )
    _insert(
        db,
        "instructions",
        [
            {
                "id": "1201 §2",
                "ordinance": "1201",
                "ordinance_section": 2,
                "target": "9.04.110(B)",
                "status": "applied",
            },
            {
                "id": "1201 §1",
                "ordinance": "1201",
                "ordinance_section": 1,
                "target": "9.08.010",
                "status": "flagged",
                "note": "no base",
            },
        ],
    )
    _insert(
        db,
        "history",
        [
            {"section": "9.04.110", "ordinance": "1201", "raw": "Ord. 1201 § 2, 2019"},
            {"section": "9.04.110", "ordinance": "88", "raw": "Ord. 88, 1971"},
        ],
    )
    _insert(
        db,
        "citations",
        [
            {"source": "9.04.110", "raw": "9.04.120", "target": "9.04.120", "start": 11, "end": 19},
            {"source": "9.04.120", "raw": "9.04.110(B)", "target": "9.04.110(B)"},
            {"source": "9.04.120", "raw": "9.04.1100", "target": "9.04.1100"},  # a neighbour id
        ],
    )
    _insert(
        db,
        "ordinance_events",
        [{"ordinance": "1201", "date": "2019-03-02", "body": "Council", "event": "adoption"}],
    )
    _insert(
        db,
        "codification",
        [
            {
                "section": "9.04.110",
                "ordinance": "1201",
                "instruction": "1201 §2",
                "change": "editorial",
            }
        ],
    )
    finalize(db)
    return sqlite3.connect(tmp_path / "springfield.db")


def test_section_page_data(conn: sqlite3.Connection) -> None:
    page = load_section(conn, "elmwood", "9.04.110")
    assert page is not None
    assert [v.version for v in page.versions] == [1, 2]
    assert [c.target for c in page.outbound] == ["9.04.120"]
    assert [c.source for c in page.inbound] == ["9.04.120"]  # not the neighbour 9.04.1100
    assert [s.id for s in page.subsections] == ["9.04.110(B)"]
    assert [(h.ordinance, h.linked) for h in page.history] == [("1201", "1201"), ("88", None)]
    assert [i.id for i in page.instructions] == ["1201 §2"]


def test_missing_section(conn: sqlite3.Connection) -> None:
    assert load_section(conn, "elmwood", "9.04.999") is None


@pytest.mark.parametrize("key", ["1201", "ZA-7/3"])
def test_ordinance_page_data_by_number_or_file_number(conn: sqlite3.Connection, key: str) -> None:
    page = load_ordinance(conn, "elmwood", key)
    assert page is not None and page.id == "1201"
    assert ("file_no", "ZA-7/3") in page.fields
    assert [i.id for i in page.instructions] == ["1201 §1", "1201 §2"]
    assert [(v.section, v.version) for v in page.versions] == [("9.04.110", 2)]
    assert [e["event"] for e in page.events] == ["adoption"]
    assert [c["change"] for c in page.codification] == ["editorial"]
