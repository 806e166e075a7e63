"""The rows a build of raw/ writes, pinned: one line per table or view with its columns, its row
count and a digest of its sorted rows (tests/corpus/golden/seed-build.txt, under a kilobyte).

A refactoring must leave every line as it is; a deliberate change of the rows is reviewed with
`--regen-golden` and `git diff`. Absolute paths are written relative to raw/'s parent, so the
digest does not depend on where the checkout lies.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import sqlite_utils

from corpus.db.schema import DERIVED_TABLES, TABLES, VIEWS, create_schema

GOLDEN = Path(__file__).resolve().parent / "golden" / "seed-build.txt"
ROOT = Path(__file__).resolve().parents[2]


def _relative(value: object) -> object:
    if isinstance(value, str) and value.startswith(str(ROOT) + "/"):
        return value[len(str(ROOT)) + 1 :]
    return value


def digest_lines(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        names = [
            r[0]
            for r in conn.execute(
                "select name from sqlite_master where type in ('table', 'view') "
                "and name not like 'sqlite_%' and name not like '%_fts%' order by name"
            )
        ]
        lines = []
        for name in names:
            columns = sorted(r[1] for r in conn.execute(f"pragma table_info([{name}])"))
            rows = sorted(
                json.dumps([_relative(v) for v in row], ensure_ascii=False, default=str)
                for row in conn.execute(f"select * from [{name}]")
            )
            sha = hashlib.sha256("\n".join(rows).encode("utf-8")).hexdigest()[:16]
            lines.append(f"{name} | {len(rows)} rows | {sha} | {' '.join(columns)}")
        return lines
    finally:
        conn.close()


def test_seed_build_writes_the_pinned_rows(seed_database_path: Path, regen_golden: bool) -> None:
    found = digest_lines(seed_database_path)
    if regen_golden:
        GOLDEN.write_text("\n".join(found) + "\n", encoding="utf-8")
    assert found == GOLDEN.read_text(encoding="utf-8").splitlines()


def _columns(db: sqlite_utils.Database) -> dict[str, set[str]]:
    names = db.table_names() + db.view_names()
    return {
        n: set(db[n].columns_dict) for n in names if not n.startswith("sqlite_") and "_fts" not in n
    }


def test_every_table_and_column_the_build_writes_is_declared(seed_database_path: Path) -> None:
    declared = sqlite_utils.Database(memory=True)
    create_schema(declared)
    built = sqlite_utils.Database(seed_database_path)
    schema, written = _columns(declared), _columns(built)
    assert set(written) - set(DERIVED_TABLES) == set(schema)
    assert set(schema) == {t.name for t in TABLES} | {name for name, _ddl in VIEWS}
    for table, columns in schema.items():
        assert written[table] == columns, f"{table}: columns not declared in corpus/db/schema.py"
