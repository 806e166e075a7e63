"""Every entry of a raw tree is read or reported (issue 22, finding 7): hidden files, FIFOs,
unknown suffixes, lone sidecars, broken links, link loops, links out of the raw folder and a
symlinked jurisdiction folder, built through the command and read back from the database; and
a build from an absolute RAW_DIR stores no path of the machine."""

from __future__ import annotations

import os
import shutil
import sqlite3
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from corpus.cli import main
from parsers.collect import document_refs

SEED = Path(__file__).resolve().parents[2] / "raw" / "cotati"


def _town(folder: Path) -> None:
    """A small jurisdiction: the seed city's ordinances and one of its exports."""
    shutil.copytree(SEED / "ordinances", folder / "ordinances")
    (folder / "ecode360").mkdir()
    shutil.copy(SEED / "ecode360" / "title17-ch17.62.txt", folder / "ecode360")


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A raw tree (given to the command by its absolute path) with one entry of each kind that
    is not a document, built once: (raw folder, database)."""
    base = tmp_path_factory.mktemp("walk")
    raw = base / "raw"
    town = raw / "town"
    _town(town)
    _town(base / "elsewhere" / "linked")
    (raw / "linked").symlink_to(base / "elsewhere" / "linked", target_is_directory=True)
    (town / ".DS_Store").write_bytes(b"\0\1")
    (town / "notes.xlsx").write_bytes(b"PK")
    (town / "ordinances" / "lonely.toml").write_text("[ordinance]\nnumber = '1'\n")
    os.mkfifo(town / "ordinances" / "pipe.txt")
    (town / "broken.txt").symlink_to(town / "gone.txt")
    (town / "self.txt").symlink_to(town / "self.txt")
    (town / "up").symlink_to(raw, target_is_directory=True)
    (town / "host.txt").symlink_to(base / "elsewhere" / "linked" / "ordinances" / "PA22-14.txt")
    (town / "again.txt").symlink_to(town / "ecode360" / "title17-ch17.62.txt")
    # an unreadable document and a bad sidecar: their errors name the file
    (town / "ordinances" / "scan.pdf").write_bytes(b"%PDF-1.4 not really")
    (town / "ordinances" / "PA26-17.toml").write_text("[ordinance\n")
    output = base / "out" / "corpus.db"
    result = CliRunner().invoke(main, ["build", str(raw), "-o", str(output)])
    assert result.exit_code == 0, result.output
    assert raw.is_absolute()
    return raw, output


def _issue(db: Path, document: str) -> tuple[str, str, str, str] | None:
    rows = sqlite3.connect(db).execute(
        "select jurisdiction, location, severity, code from parse_issues where document = ?",
        (document,),
    )
    row: tuple[str, str, str, str] | None = rows.fetchone()
    return row


@pytest.mark.parametrize(
    ("entry", "code", "location"),
    [
        ("town/.DS_Store", "skipped-hidden", "file"),
        ("town/notes.xlsx", "skipped-unknown-suffix", "file"),
        ("town/ordinances/lonely.toml", "skipped-orphan-sidecar", "file"),
        ("town/ordinances/pipe.txt", "skipped-special-file", "file"),
        ("town/broken.txt", "skipped-broken-symlink", "file"),
        ("town/self.txt", "skipped-symlink-loop", "file"),
        ("town/up", "skipped-symlink-loop", "folder"),
        ("town/host.txt", "skipped-outside-raw", "file"),
        ("town/again.txt", "skipped-already-read", "file"),
    ],
)
def test_each_entry_that_is_not_read_is_a_row(
    hostile: tuple[Path, Path], entry: str, code: str, location: str
) -> None:
    _, db = hostile
    row = _issue(db, entry)
    assert row is not None, f"{entry} skipped without a row"
    assert (row[0], row[1], row[3]) == ("town", location, code)


def test_a_symlinked_jurisdiction_folder_is_read(hostile: tuple[Path, Path]) -> None:
    _, db = hostile
    conn = sqlite3.connect(db)
    documents = conn.execute("select id from documents where jurisdiction = 'linked'").fetchall()
    assert sorted(d for (d,) in documents) == [
        "linked/ecode360/title17-ch17.62.txt",
        "linked/ordinances/PA22-14.txt",
        "linked/ordinances/PA26-17.txt",
    ]
    sections = "select count(*) from sections where jurisdiction = 'linked'"
    assert conn.execute(sections).fetchone()[0] > 10


def test_every_file_is_read_or_reported(hostile: tuple[Path, Path]) -> None:
    raw, db = hostile
    conn = sqlite3.connect(db)
    read = {d for (d,) in conn.execute("select id from documents")}
    reported = {d for (d,) in conn.execute("select document from parse_issues")}
    for folder, dirs, files in os.walk(raw):  # the tree as it lies, links not followed
        here = Path(folder).relative_to(raw).as_posix()
        for name in files + [d for d in dirs if (Path(folder) / d).is_symlink()]:
            entry = f"{here}/{name}" if here != "." else name
            if name == "PA26-17.toml":  # a sidecar is read with its document (here: refused)
                continue
            if entry in {"linked"}:  # the symlinked jurisdiction: its documents are read
                continue
            assert entry in read | reported, f"{entry} neither read nor reported"


def test_an_absolute_raw_dir_is_not_published(hostile: tuple[Path, Path]) -> None:
    raw, db = hostile
    prefixes = {str(raw.parent), os.path.realpath(raw.parent)}
    conn = sqlite3.connect(db)
    tables = [
        t
        for (t,) in conn.execute("select name from sqlite_master where type = 'table'")
        if not t.startswith("sqlite_")
    ]
    checked = 0
    for table in tables:
        for column in [r[1] for r in conn.execute(f"pragma table_info([{table}])")]:
            for prefix in prefixes:
                found = conn.execute(
                    f"select count(*) from [{table}] where instr(cast([{column}] as text), ?)",
                    (prefix,),
                ).fetchone()[0]
                assert found == 0, f"{table}.{column} holds the machine's path {prefix}"
            checked += 1
    assert checked > 100
    paths = conn.execute("select path, id from documents where jurisdiction = 'town'")
    assert all(path == doc_id for path, doc_id in paths)
    # the errors still name the file, relative to the raw folder
    messages = dict(
        conn.execute("select document, message from parse_issues where code = 'unreadable'")
    )
    assert messages["town/ordinances/scan.pdf"].startswith("town/ordinances/scan.pdf")
    assert "town/ordinances/PA26-17.toml" in messages["town/ordinances/PA26-17.txt"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file whatever its mode")
def test_an_unreadable_file_and_folder_are_rows(tmp_path: Path) -> None:
    raw = tmp_path / "raw"
    _town(raw / "town")
    (raw / "town" / "locked").mkdir()
    (raw / "town" / "secret.txt").write_text("ORDINANCE NO. 1")
    (raw / "town" / "secret.txt").chmod(0)
    (raw / "town" / "locked").chmod(0)
    try:
        result = CliRunner().invoke(main, ["build", str(raw), "-o", str(tmp_path / "c.db")])
        assert result.exit_code == 0, result.output
        assert _issue(tmp_path / "c.db", "town/secret.txt") is not None
        assert _issue(tmp_path / "c.db", "town/locked") is not None
    finally:
        (raw / "town" / "locked").chmod(0o755)


def test_links_are_followed_once(tmp_path: Path) -> None:
    # each folder links twice to the next: followed every time, 12 levels are 4,095 walks
    town = tmp_path / "raw" / "town"
    levels = 12
    for level in range(levels):
        (town / f"l{level}").mkdir(parents=True)
        (town / f"l{level}" / "doc.txt").write_text("ORDINANCE NO. 1")
    for level in range(levels - 1):
        for name in ("a", "b"):
            (town / f"l{level}" / name).symlink_to(f"../l{level + 1}", target_is_directory=True)
    refs = document_refs(tmp_path / "raw")
    read = [ref.id for ref in refs if ref.skipped is None]
    assert read == sorted(f"town/l{level}/doc.txt" for level in range(levels))
    links = {ref.id: ref.skipped for ref in refs if ref.skipped is not None}
    assert len(links) == 2 * (levels - 1)
    first = links["town/l0/a"]
    assert first is not None
    assert (first.reason.value, first.detail) == (
        "already-read",
        "a symlink to a folder read as town/l1",
    )


def test_a_tree_deeper_than_the_recursion_limit_is_walked(tmp_path: Path) -> None:
    depth = max(1000, sys.getrecursionlimit())
    folders = [tmp_path / "raw" / "town"]
    for _ in range(depth):
        folders.append(folders[-1] / "d")
    folders[0].mkdir(parents=True)
    for folder in folders[1:]:
        folder.mkdir()
    (folders[-1] / "x.txt").write_text("ORDINANCE NO. 1")
    try:
        refs = document_refs(tmp_path / "raw")
        assert [ref.id for ref in refs] == ["town/" + "d/" * depth + "x.txt"]
    finally:  # from the bottom up: shutil.rmtree recurses too
        (folders[-1] / "x.txt").unlink()
        for folder in reversed(folders):
            folder.rmdir()
