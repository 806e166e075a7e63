"""Many documents, many cities: each city's rows are its solo build's rows, editions of one code
merge honestly, a distributed build writes the same rows, and a stopped build leaves nothing."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cities import RAW, make_cities, make_city

from corpus.build import build
from corpus.distribute import FORKSERVER_PRELOAD
from corpus.stages.rows import cap_issues

SEED = RAW / "cotati"


def rows_of(db_path: Path, jurisdiction: str) -> dict[str, list[str]]:
    """Every row of one jurisdiction, table by table, sorted. Left out: `sections.rowid`, a
    surrogate key that depends on what was inserted before, and `documents.path`, where the
    build read the file (the solo build reads a copy)."""
    conn = sqlite3.connect(db_path)
    try:
        tables = [
            r[0]
            for r in conn.execute(
                "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' "
                "and name not like '%_fts%'"
            )
        ]
        found: dict[str, list[str]] = {}
        for table in sorted(tables):
            columns = [r[1] for r in conn.execute(f"pragma table_info([{table}])")]
            picked = ", ".join(f"[{c}]" for c in columns if c not in ("rowid", "path"))
            rows = conn.execute(
                f"select {picked} from [{table}] where jurisdiction = ?", (jurisdiction,)
            )
            found[table] = sorted(json.dumps(r, default=str) for r in rows)
        return found
    finally:
        conn.close()


@pytest.fixture(scope="module")
def two_cities(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The seed city and another that prints the very same chapter and section numbers."""
    raw = tmp_path_factory.mktemp("two") / "raw"
    shutil.copytree(SEED, raw / "cotati")
    make_city(raw, "elmwood", "Elmwood", "EL0042", 17)
    return raw


def test_each_city_has_exactly_its_solo_rows(two_cities: Path, tmp_path: Path) -> None:
    both = tmp_path / "both.db"
    summary = build(two_cities, both)
    for city in ("cotati", "elmwood"):
        alone = tmp_path / f"{city}-raw"
        shutil.copytree(two_cities / city, alone / city)
        build(alone, tmp_path / f"{city}.db")
        assert rows_of(both, city) == rows_of(tmp_path / f"{city}.db", city)
    conn = sqlite3.connect(both)
    shared = conn.execute(
        "select count(*) from sections a join sections b on a.id = b.id "
        "where a.jurisdiction = 'cotati' and b.jurisdiction = 'elmwood'"
    ).fetchone()[0]
    assert shared == summary.counts["sections"] // 2 > 0  # same ids, two rows each


def test_the_distributed_build_writes_the_same_rows(two_cities: Path, tmp_path: Path) -> None:
    serial, parallel = tmp_path / "serial.db", tmp_path / "dask.db"
    build(two_cities, serial)
    build(two_cities, parallel, workers=2)
    for city in ("cotati", "elmwood"):
        assert rows_of(parallel, city) == rows_of(serial, city)
    rowids = "select rowid, jurisdiction, id from sections order by rowid"
    assert (
        sqlite3.connect(serial).execute(rowids).fetchall()
        == sqlite3.connect(parallel).execute(rowids).fetchall()
    )


@pytest.mark.parametrize("module", FORKSERVER_PRELOAD)
def test_what_local_workers_preload_exists(module: str) -> None:
    # the forkserver skips a module it cannot import without a word: a misspelt name would
    # quietly make every worker import it on its first jurisdiction again
    assert importlib.util.find_spec(module) is not None


def test_a_document_naming_another_place_is_a_warning(tmp_path: Path) -> None:
    raw = tmp_path / "raw"
    shutil.copytree(SEED, raw / "elmwood")  # Cotati's documents in Elmwood's folder
    build(raw, tmp_path / "out.db")
    issues = sqlite3.connect(tmp_path / "out.db").execute(
        "select document, severity from parse_issues where code = 'jurisdiction-mismatch'"
    )
    found = dict(issues.fetchall())
    assert set(found.values()) == {"warning"}
    assert "elmwood/ecode360/title17-ch17.62.txt" in found


@pytest.fixture(scope="module")
def editions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Chapter 17.62 downloaded twice, a year apart: the older copy prints 17.62.020 otherwise
    and lacks the latest history entry of 17.62.030; every other section reads the same."""
    raw = tmp_path_factory.mktemp("editions") / "raw"
    shutil.copytree(SEED, raw / "cotati")
    current = (SEED / "ecode360" / "title17-ch17.62.txt").read_text(encoding="utf-8")
    older = current.replace(" on 2026-05-11", " on 2025-05-11").replace(
        "Zoning clearance is the procedure used by the city",
        "Zoning clearance is the process the city uses",
    )
    assert older.count("2025-05-11") > 3 and "the process the city uses" in older
    (raw / "cotati" / "ecode360" / "2025-title17-ch17.62.txt").write_text(older, encoding="utf-8")
    output = raw.parent / "editions.db"
    build(raw, output)
    return output


def test_the_latest_edition_is_current_and_earlier_texts_are_versions(editions: Path) -> None:
    conn = sqlite3.connect(editions)
    versions = conn.execute(
        "select version, source, change, document, valid_from, text like '%the process the city%' "
        "from section_versions where section = '17.62.020' order by version"
    ).fetchall()
    assert [(v[0], v[1], v[2], v[5]) for v in versions] == [
        (1, "export", "base", 1),
        (2, "export", "replaced", 0),
    ]
    assert versions[0][3] == "cotati/ecode360/2025-title17-ch17.62.txt"
    assert versions[1][3] == "cotati/ecode360/title17-ch17.62.txt"
    assert versions[1][4] == "2026-05-11"  # changed some time before that download: estimated
    row = conn.execute(
        "select document, as_of, text like '%the process%', current_version "
        "from sections where id = '17.62.020'"
    ).fetchone()
    assert row == ("cotati/ecode360/title17-ch17.62.txt", "2026-05-11", 0, 2)
    # identical editions are one version; the history rows are not doubled
    assert conn.execute(
        "select count(*) from section_versions where section = '17.62.010'"
    ).fetchone() == (1,)
    assert conn.execute("select count(*) from history where section = '17.62.030'").fetchone() == (
        4,
    )


def test_each_overlap_is_a_parse_issue(editions: Path) -> None:
    rows = sqlite3.connect(editions).execute(
        "select location, message from parse_issues where code = 'edition-overlap'"
    )
    found = dict(rows.fetchall())
    assert len(found) == 7  # every section of the chapter
    assert "texts are identical" in found["17.62.010"]
    assert "earlier texts are earlier versions" in found["17.62.020"]


def test_issue_rows_of_one_kind_are_capped() -> None:
    rows = [{"document": "d", "code": "noisy", "message": str(i)} for i in range(120)]
    rows += [{"document": "d", "code": "rare", "message": "x"}]
    kept = cap_issues(rows, limit=50)
    assert len(kept) == 52
    assert kept[-1]["message"] == "70 more `noisy` issues in this document are not listed"


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_build_removes_what_a_killed_build_left(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / ".corpus.db.x1y2.tmp").write_bytes(b"half a database")
    (out / ".corpus.db.x1y2.tmp-journal").write_bytes(b"")
    build(RAW, out / "corpus.db")
    assert _leftovers(out) == []


@pytest.fixture(scope="module")
def many_cities(tmp_path_factory: pytest.TempPathFactory) -> Path:
    raw = tmp_path_factory.mktemp("many") / "raw"
    make_cities(raw, 12, vary=False)
    return raw


def _start_build(raw: Path, output: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    process = subprocess.Popen(
        [sys.executable, "-m", "corpus.cli", "build", str(raw), "-o", str(output)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while not list(output.parent.glob(f".{output.name}.*.tmp")):  # the build has begun writing
        assert time.monotonic() < deadline and process.poll() is None
        time.sleep(0.02)
    return process


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_after_a_stopped_build_and_a_rebuild_nothing_is_left(
    many_cities: Path, tmp_path: Path, sig: signal.Signals
) -> None:
    output = tmp_path / "out" / "corpus.db"
    output.parent.mkdir()
    process = _start_build(many_cities, output)
    process.send_signal(sig)
    code = process.wait(timeout=60)
    assert not output.exists()
    if sig is signal.SIGTERM:  # cleans up like Ctrl-C, at once
        assert code == 128 + signal.SIGTERM
        assert _leftovers(output.parent) == []
    build(many_cities, output)
    assert _leftovers(output.parent) == []
    assert output.exists()


def test_a_build_on_an_existing_scheduler_writes_the_same_rows(
    two_cities: Path, tmp_path: Path
) -> None:
    from distributed import LocalCluster

    serial, remote = tmp_path / "serial.db", tmp_path / "remote.db"
    build(two_cities, serial)
    with LocalCluster(
        n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        build(two_cities, remote, scheduler=cluster.scheduler_address)
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1")
    for city in ("cotati", "elmwood"):
        assert rows_of(remote, city) == rows_of(serial, city)
