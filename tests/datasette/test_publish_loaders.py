"""The page loaders over a small hand-made database of another city (different numbering)."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest
import sqlite_utils

from corpus.db.schema import create_schema, finalize
from corpus.db.search_items import fill_search_items
from corpus.publish.loaders.neighbourhood import neighbourhood
from corpus.publish.loaders.node_pages import load_node
from corpus.publish.loaders.ordinance_page import find_ordinance, load_ordinance
from corpus.publish.loaders.section_page import VersionRequest, load_section


def _insert(db: sqlite_utils.Database, table: str, rows: list[dict[str, object]]) -> None:
    db.table(table).insert_all([{"jurisdiction": "elmwood", **row} for row in rows])


# A small city of another numbering: its rows, table by table.
ROWS: list[tuple[str, list[dict[str, object]]]] = []


def _collect(table: str, rows: list[dict[str, object]]) -> None:
    ROWS.append((table, rows))


_collect("jurisdictions", [{"name": "City of Elmwood", "url": "https://example.org/EL1"}])
_collect(
    "sections",
    [
        {
            "id": "9.04.110",
            "chapter": "9.04",
            "title": "Fences",
            "text": "Fences per 9.04.120.\nB. Height.",
            "current_version": 2,
        },
        {"id": "9.04.120", "chapter": "9.04", "title": None, "text": "Walls."},
    ],
)
_collect(
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
_collect("ordinances", [{"id": "1201", "number": "1201", "file_no": "ZA-7/3"}])
_collect(
    "section_versions",
    [
        {
            "section": "9.04.110",
            "version": 2,
            "text": "Fences per 9.04.120.\nB. Height.",
            "ordinance": "1201",
            "valid_from": "2019-04-01",
            "valid_from_estimated": 1,
        },
        {
            "section": "9.04.110",
            "version": 1,
            "text": "Fences.\nA. Old height.\nB. Old width.",
            "source": "export",
            "valid_from": "2001-01-01",
            "valid_to": "2019-04-01",
        },
    ],
)
_collect(
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
_collect(
    "history",
    [
        {"section": "9.04.110", "ordinance": "1201", "raw": "Ord. 1201 § 2, 2019"},
        {"section": "9.04.110", "ordinance": "88", "raw": "Ord. 88, 1971"},
    ],
)
_collect(
    "citations",
    [
        {
            "source": "9.04.110",
            "raw": "9.04.120",
            "target": "9.04.120",
            "target_kind": "section",
            "in_corpus": 1,
            "start": 11,
            "end": 19,
            "unit": "9.04.110",
            "unit_kind": "section",
        },
        {
            "source": "9.04.110(B)",
            "raw": "this section",
            "target": "9.04.110",
            "target_kind": "section",
            "unit": "9.04.110",
            "unit_kind": "section",
        },  # a self-reference: not "cited by"
        {
            "source": "9.04.120",
            "raw": "9.04.110(B)",
            "target": "9.04.110(B)",
            "target_kind": "subsection",
            "unit": "9.04.120",
            "unit_kind": "section",
        },
        {"source": "9.04.120", "raw": "9.04.1100", "target": "9.04.1100"},  # a neighbour id
        {
            "source": "9.04.120",
            "raw": "Chapter 9.30 (Signs)",
            "target": "9.30",
            "target_kind": "chapter",
            "target_title": "Signs",
            "in_corpus": 0,
        },
        {
            "source": "1201",
            "source_kind": "ordinance",
            "raw": "Section 9.04.110",
            "target": "9.04.110",
            "unit": "1201",
            "unit_kind": "ordinance",
        },
    ],
)
_collect(
    "ordinance_events",
    [{"ordinance": "1201", "date": "2019-03-02", "body": "Council", "event": "adoption"}],
)
_collect(
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


@pytest.fixture
def conn(tmp_path: Path) -> sqlite3.Connection:
    db = sqlite_utils.Database(tmp_path / "springfield.db")
    create_schema(db)
    for table, rows in ROWS:
        _insert(db, table, rows)
    fill_search_items(db)
    finalize(db)
    return sqlite3.connect(tmp_path / "springfield.db")


def test_section_page_data(conn: sqlite3.Connection) -> None:
    page = load_section(conn, "elmwood", "9.04.110")
    assert page is not None
    assert [v.version for v in page.versions] == [1, 2]
    assert page.shown is not None and (page.shown.version, page.shown.estimated) == (2, True)
    assert [c.target for c in page.citations] == ["9.04.120", "9.04.110"]
    # cited by: neither its own subsections nor the neighbour 9.04.1100
    assert [(c.source, c.unit_kind) for c in page.inbound] == [
        ("1201", "ordinance"),
        ("9.04.120", "section"),
    ]
    assert page.amending == {"1201"}
    assert [s.id for s in page.subsections] == ["9.04.110(B)"]
    assert [(h.ordinance, h.linked) for h in page.history] == [("1201", "1201"), ("88", None)]
    assert [i.id for i in page.instructions] == ["1201 §2"]


@pytest.mark.parametrize(
    ("request_", "shown", "subsections", "notice"),
    [
        (VersionRequest(), 2, ["9.04.110(B)"], False),
        (VersionRequest(version=1), 1, ["9.04.110(A)", "9.04.110(B)"], False),
        (VersionRequest(as_of=date(2010, 5, 1)), 1, ["9.04.110(A)", "9.04.110(B)"], False),
        (VersionRequest(as_of=date(2019, 3, 31)), 1, ["9.04.110(A)", "9.04.110(B)"], False),
        (VersionRequest(as_of=date(2019, 4, 1)), 2, ["9.04.110(B)"], False),
        (VersionRequest(as_of=date(1990, 1, 1)), 2, ["9.04.110(B)"], True),  # before any
        (VersionRequest(version=7), 2, ["9.04.110(B)"], True),
    ],
)
def test_one_version_at_a_time(
    conn: sqlite3.Connection,
    request_: VersionRequest,
    shown: int,
    subsections: list[str],
    notice: bool,
) -> None:
    page = load_section(conn, "elmwood", "9.04.110", request_)
    assert page is not None and page.shown is not None
    assert page.shown.version == shown
    assert page.text == page.shown.text
    assert [s.id for s in page.subsections] == subsections  # parsed from that version's text
    assert (page.notice is not None) is notice


def test_missing_section(conn: sqlite3.Connection) -> None:
    assert load_section(conn, "elmwood", "9.04.999") is None


@pytest.mark.parametrize("key", ["1201", "ZA-7/3", "za7/3", "ZA 7-3"])
def test_ordinance_page_data_by_number_or_file_number(conn: sqlite3.Connection, key: str) -> None:
    page = load_ordinance(conn, "elmwood", key)
    assert page is not None and page.id == "1201"
    assert page.row["file_no"] == "ZA-7/3"
    assert [i.id for i in page.instructions] == ["1201 §1", "1201 §2"]
    assert [(v.section, v.version) for v in page.versions] == [("9.04.110", 2)]
    assert [e["event"] for e in page.events] == ["adoption"]
    assert [c["change"] for c in page.codification] == ["editorial"]
    assert [(t.id, t.status) for t in page.touched] == [
        ("9.08.010", "flagged"),
        ("9.04.110(B)", "applied"),
    ]


def test_an_exact_name_wins_over_a_punctuation_match(conn: sqlite3.Connection) -> None:
    assert find_ordinance(conn, "elmwood", "no-such") == []
    assert [r["id"] for r in find_ordinance(conn, None, "1201")] == ["1201"]


def test_absent_nodes_have_pages_when_the_corpus_mentions_them(conn: sqlite3.Connection) -> None:
    chapter = load_node(conn, "elmwood", "chapter", "9.30")
    assert chapter is not None and not chapter.in_corpus
    assert (chapter.title, chapter.title_source) == ("Signs", "a citation")
    assert chapter.publisher == "https://example.org/EL1"
    assert [c.source for c in chapter.inbound] == ["9.04.120"]
    ordinance = load_node(conn, "elmwood", "ordinance", "88")
    assert ordinance is not None and ordinance.history == ("9.04.110",)
    assert load_node(conn, "elmwood", "chapter", "9.99") is None  # nothing mentions it
    assert load_node(conn, "nowhere", "chapter", "9.30") is None


def test_a_held_chapter_lists_its_sections(conn: sqlite3.Connection) -> None:
    chapter = load_node(conn, "elmwood", "chapter", "9.04")
    assert chapter is not None and chapter.in_corpus
    assert [m.id for m in chapter.members][:2] == ["9.04.110", "9.04.120"]
    title = load_node(conn, "elmwood", "title", "Title 9")
    assert title is not None and {"9.04", "9.30"} <= {m.id for m in title.members}


def test_the_neighbourhood_leaves_self_references_out(conn: sqlite3.Connection) -> None:
    hood = neighbourhood(conn, "elmwood", "9.04.110")
    hops = {(n.kind, n.id): n.hop for n in hood.nodes}
    assert hops[("section", "9.04.110")] == 0
    assert hops[("section", "9.04.120")] in (1, -1)  # it cites 9.04.120, which cites it back
    assert hops[("ordinance", "1201")] == -1
    assert ("chapter", "9.30") in hops  # two hops out: what 9.04.120 cites
    assert all(a != b for a, b in hood.edges)
