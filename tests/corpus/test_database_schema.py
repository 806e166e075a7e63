"""The database contract as a schema: every table and column exists before any stage writes,
keys and indexes are where people join, full-text search is what Datasette detects, and a build
is reproducible."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
import sqlite_utils
from datasette.utils import detect_fts

from corpus.build import build
from corpus.db.schema import TABLES, count, create_schema, finalize
from corpus.db.search_items import fill_search_items

RAW = Path(__file__).resolve().parents[2] / "raw"

# docs/architecture.md's database contract: table → the columns it must have.
CONTRACT: dict[str, tuple[str, ...]] = {
    "documents": ("id", "path", "kind", "sha256", "jurisdiction", "as_of", "title"),
    "chapters": ("id", "title"),
    "sections": (
        "id",
        "chapter",
        "title",
        "title_source",
        "text",
        "status",
        "as_of",
        "document",
        "history_note",
    ),
    "subsections": ("id", "section", "parent", "label", "text"),
    "section_versions": (
        "section",
        "version",
        "text",
        "valid_from",
        "valid_to",
        "ordinance",
        "source",
        "change",
    ),
    "changes": ("section", "version", "subsection", "change", "before", "after"),
    "ordinances": (
        "id",
        "number",
        "file_no",
        "title",
        "introduced",
        "adopted",
        "effective",
        "document",
    ),
    "history": (
        "section",
        "ordinance",
        "raw",
        "ord_section",
        "exhibit",
        "part",
        "year",
        "date",
    ),
    "instructions": (
        "id",
        "ordinance",
        "ordinance_section",
        "verb",
        "target_kind",
        "target",
        "status",
        "note",
    ),
    "citations": (
        "source",
        "source_kind",
        "raw",
        "target_kind",
        "target",
        "resolved",
        "in_corpus",
        "how",
        "sentence",
        "start",
        "end",
    ),
    "parse_issues": ("document", "location", "severity", "code", "message"),
}

# Columns people join and filter on: each leads some index of its table, right after the
# jurisdiction where ids are per jurisdiction (docs/architecture.md).
INDEXED = [
    ("citations", "source"),
    ("citations", "target"),
    ("history", "section"),
    ("history", "ordinance"),
    ("section_versions", "section"),
    ("instructions", "ordinance"),
    ("instructions", "status"),
    ("subsections", "section"),
    ("sections", "id"),
    ("sections", "chapter"),
]


@pytest.fixture
def empty() -> sqlite_utils.Database:
    db = sqlite_utils.Database(memory=True)
    create_schema(db)
    return db


@pytest.mark.parametrize(("table", "columns"), sorted(CONTRACT.items()))
def test_contract_tables_exist_empty(
    empty: sqlite_utils.Database, table: str, columns: tuple[str, ...]
) -> None:
    assert empty.table(table).exists()
    assert set(columns) <= set(empty.table(table).columns_dict)
    assert count(empty, table) == 0


def test_schema_declares_exactly_the_tables_it_creates(empty: sqlite_utils.Database) -> None:
    assert {t.name for t in TABLES} == set(empty.table_names())
    assert set(CONTRACT) <= {t.name for t in TABLES}


def test_sections_have_an_integer_key_and_an_id_unique_per_jurisdiction(
    empty: sqlite_utils.Database,
) -> None:
    sections = empty.table("sections")
    assert sections.pks == ["rowid"]
    assert sections.columns_dict["rowid"] is int
    unique = [i for i in sections.indexes if i.unique and i.columns == ["jurisdiction", "id"]]
    assert unique, sections.indexes
    sections.insert({"jurisdiction": "elmwood", "id": "4.10.010", "text": "a"})
    sections.insert({"jurisdiction": "lakeview", "id": "4.10.010", "text": "a"})
    with pytest.raises(sqlite3.IntegrityError):
        sections.insert({"jurisdiction": "elmwood", "id": "4.10.010", "text": "b"})
    with pytest.raises(sqlite3.IntegrityError):
        sections.insert({"id": "4.10.020", "text": "no jurisdiction"})


@pytest.mark.parametrize(("table", "column"), INDEXED)
def test_join_columns_are_indexed(empty: sqlite_utils.Database, table: str, column: str) -> None:
    leads = {
        tuple(c for c in i.columns if c != "jurisdiction")[:1] for i in empty.table(table).indexes
    }
    pks = [c for c in empty.table(table).pks if c != "jurisdiction"]
    assert (column,) in leads or column == pks[0]


@pytest.mark.parametrize(
    ("table", "column", "other"),
    [
        ("section_versions", "section", "sections"),
        ("subsections", "section", "sections"),
        ("instructions", "ordinance", "ordinances"),
        ("sections", "chapter", "chapters"),
        ("parse_issues", "document", "documents"),
    ],
)
def test_foreign_keys(empty: sqlite_utils.Database, table: str, column: str, other: str) -> None:
    """Ids are per jurisdiction, so a reference to a section, chapter or ordinance is the pair
    (jurisdiction, id); documents have ids of their own (their path under raw/)."""
    rows = empty.execute(f"pragma foreign_key_list([{table}])").fetchall()
    pairs: dict[int, list[tuple[str, str, str]]] = {}
    for fk_id, _seq, target, frm, to, *_ in rows:
        pairs.setdefault(fk_id, []).append((target, frm, to))
    expected = (
        [(other, column, "id")]
        if other == "documents"
        else [(other, "jurisdiction", "jurisdiction"), (other, column, "id")]
    )
    assert sorted(expected) in [sorted(p) for p in pairs.values()]


def test_stages_insert_by_contract_names_and_may_add_columns(
    empty: sqlite_utils.Database,
) -> None:
    empty.table("citations").insert_all(
        [
            {
                "jurisdiction": "j",
                "source": "4.10.010",
                "target": "4.20",
                "resolved": 1,
                "extra": "kept",
            }
        ],
        alter=True,
    )
    assert empty.table("citations").columns_dict["extra"] is str
    assert count(empty, "citations", "resolved = 1") == 1
    assert count(empty, "no_such_table") == 0


def test_finalize_indexes_the_final_text(empty: sqlite_utils.Database) -> None:
    empty.table("sections").insert(
        {"jurisdiction": "j", "id": "9.04.010", "title": None, "text": "old words"}
    )
    empty.execute("update sections set text = 'renewed limited permits' where id = '9.04.010'")
    finalize(empty)
    finalize(empty)  # idempotent: a second call rebuilds, never duplicates
    conn = empty.conn
    assert detect_fts(conn, "sections") == "sections_fts"
    assert detect_fts(conn, "ordinances") == "ordinances_fts"
    hits = conn.execute(
        "select s.id from sections_fts join sections s on s.rowid = sections_fts.rowid "
        "where sections_fts match 'permit'"
    ).fetchall()
    assert hits == [("9.04.010",)]
    assert not conn.execute("select 1 from sections_fts where sections_fts match 'old'").fetchall()
    fts_sql = empty.table("sections_fts").schema
    assert "porter" in fts_sql


def _dump(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        # documents.path is where the build read the file: the one column allowed to differ
        conn.execute("update documents set path = id")
        return list(conn.iterdump())


def test_build_is_reproducible(tmp_path: Path) -> None:
    # The copy is written in reverse order, so directory order differs from name order.
    copy = tmp_path / "elsewhere"
    for source in sorted(RAW.rglob("*"), reverse=True):
        if source.is_file():
            target = copy / source.relative_to(RAW)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    first = build(RAW, tmp_path / "a.db")
    again = build(RAW, tmp_path / "b.db")
    moved = build(copy, tmp_path / "c.db")
    assert first.counts == again.counts == moved.counts
    assert _dump(tmp_path / "a.db") == _dump(tmp_path / "b.db") == _dump(tmp_path / "c.db")
    assert list(first.counts) == [
        "documents",
        "sections",
        "versions",
        "citations",
        "unresolved",
        "flagged instructions",
        "parse issues",
    ]
    assert first.counts["sections"] > 0
    assert first.counts["documents"] == len([p for p in RAW.rglob("*.txt")])


def test_a_failed_build_leaves_the_old_database(tmp_path: Path) -> None:
    output = tmp_path / "out.db"
    output.write_bytes(b"previous build")
    with pytest.raises(FileNotFoundError):
        build(tmp_path / "missing", output)
    assert output.read_bytes() == b"previous build"
    assert [p.name for p in tmp_path.iterdir()] == ["out.db"]


def test_finalize_counts_citations_per_target(empty: sqlite_utils.Database) -> None:
    empty.table("citations").insert_all(
        [
            {
                "jurisdiction": "j",
                "source": "4.10.010",
                "target": "4.88",
                "target_kind": "chapter",
                "in_corpus": 0,
            },
            {
                "jurisdiction": "j",
                "source": "4.10.010(A)",
                "target": "4.88",
                "target_kind": "chapter",
                "in_corpus": 0,
            },
            {
                "jurisdiction": "j",
                "source": "4.10.010(A)",
                "target": "4.88",
                "target_kind": "chapter",
                "in_corpus": 0,
            },
            {
                "jurisdiction": "j",
                "source": "4.10.020",
                "target": "4.10.010",
                "target_kind": "section",
                "in_corpus": 1,
            },
            {
                "jurisdiction": "j",
                "source": "4.10.020",
                "target": None,
                "target_kind": None,
                "in_corpus": 0,
            },
        ]
    )
    finalize(empty)
    rows = list(empty.query("select * from citation_counts order by citations desc"))
    assert rows == [
        {
            "jurisdiction": "j",
            "target": "4.88",
            "target_kind": "chapter",
            "citations": 3,
            "sources": 2,
            "in_corpus": 0,
            "body": None,  # the code's own targets name no body of law
        },
        {
            "jurisdiction": "j",
            "target": "4.10.010",
            "target_kind": "section",
            "citations": 1,
            "sources": 1,
            "in_corpus": 1,
            "body": None,
        },
    ]


def test_search_items_read_back_from_the_tables_are_the_writers(
    seed_database_path: Path, tmp_path: Path
) -> None:
    # The writer makes each jurisdiction's search items from its rows; a database filled
    # another way refills them from its tables: both must give the same items, in order.
    copy = tmp_path / "copy.db"
    shutil.copy(seed_database_path, copy)
    db = sqlite_utils.Database(copy)
    columns = "jurisdiction, kind, id, title, text, section, key, alias, chapter, since"
    written = db.execute(f"select {columns} from search_items order by rowid").fetchall()
    assert {row[1] for row in written} == {
        "section",
        "ordinance",
        "table",
        "paragraph",
        "chapter",
        "title",
        "article",
        "parcel",
    }
    fill_search_items(db)
    assert db.execute(f"select {columns} from search_items order by rowid").fetchall() == written
