"""The one writer: a jurisdiction's rows into the database, table by table in schema order.

Rows whose key repeats (two documents giving the same ordinance number, say) are written once,
the last one kept as it always was, and each repetition becomes a parse issue naming both
documents, so nothing is overwritten silently.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

import sqlite_utils

from corpus.db.rows import Row, TableRows
from corpus.db.schema import TABLES, TableSchema


def _unique(schema: TableSchema, rows: Iterable[Row]) -> tuple[list[Row], list[Row]]:
    """The rows with each key once (the last kept, in the first one's place), and the issues."""
    key = schema.key
    if not key:
        return list(rows), []
    kept: dict[tuple[object, ...], Row] = {}
    issues: list[Row] = []
    for row in rows:
        k = tuple(row.get(c) for c in key)
        earlier = kept.get(k)
        if earlier is not None:
            issues.append(
                {
                    "jurisdiction": row.get("jurisdiction"),
                    "document": row.get("document") or earlier.get("document"),
                    "location": ", ".join(str(v) for v in k),
                    "severity": "warning",
                    "code": "duplicate-key",
                    "message": f"{schema.name} {k[-1]!r} is given twice (also by "
                    f"{earlier.get('document') or 'an earlier row'}); the later row is kept",
                }
            )
        kept[k] = row
    return list(kept.values()), issues


def write_rows(db: sqlite_utils.Database, rows: TableRows) -> None:
    """Insert every table's rows (the schema must exist: `create_schema`)."""
    unique: dict[str, list[Row]] = {}
    issues: list[Row] = []
    for schema in TABLES:
        unique[schema.name], repeated = _unique(schema, rows.tables.get(schema.name, ()))
        issues += repeated
    unique["parse_issues"] += issues
    with db.conn:
        for schema in TABLES:
            if unique[schema.name]:
                insert(db, schema.name, unique[schema.name])


def insert(db: sqlite_utils.Database, table: str, rows: list[Row]) -> None:
    """Insert rows whose columns the schema declares, in one `executemany`: the writer is the
    part of a distributed build no worker can share, so it does no per-row work but this."""
    columns = list(dict.fromkeys(column for row in rows for column in row))
    names = ", ".join(f"[{c}]" for c in columns)
    marks = ", ".join("?" for _ in columns)
    db.conn.executemany(
        f"INSERT INTO [{table}] ({names}) VALUES ({marks})",
        ([row.get(c) for c in columns] for row in rows),
    )


def shard_of(rows: TableRows) -> bytes:
    """A jurisdiction's rows as a small SQLite database image (built on a Dask worker, so the
    per-row work of writing is done in parallel; the writer then copies whole tables)."""
    from corpus.db.schema import create_tables

    shard = sqlite_utils.Database(memory=True)
    create_tables(shard)
    write_rows(shard, rows)
    return shard.conn.serialize()


def copy_shard(db: sqlite_utils.Database, image: bytes, output: Path) -> None:
    """Append a shard's rows to `db` (being built for `output`), table by table in schema order,
    rows in their order (so integer keys come out as a serial build gives them). The shard is
    attached from a temporary file named like the build's own, which a killed build leaves to
    the next one to remove."""
    fd, name = tempfile.mkstemp(prefix=f".{output.name}.", suffix=".shard.tmp", dir=output.parent)
    os.close(fd)
    path = Path(name)
    try:
        path.write_bytes(image)
        db.execute("ATTACH DATABASE ? AS shard", [str(path)])
        try:
            with db.conn:
                for schema in TABLES:
                    columns = [c for c in db[schema.name].columns_dict if c != "rowid"]
                    names = ", ".join(f"[{c}]" for c in columns)
                    db.execute(
                        f"INSERT INTO main.[{schema.name}] ({names}) "
                        f"SELECT {names} FROM shard.[{schema.name}] ORDER BY rowid"
                    )
        finally:
            db.execute("DETACH DATABASE shard")
    finally:
        path.unlink(missing_ok=True)
