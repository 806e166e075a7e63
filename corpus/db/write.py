"""The one writer: a jurisdiction's rows into the database, table by table in schema order.

Rows whose key repeats (two documents giving the same ordinance number, say) are written once,
the last one kept as it always was, and each repetition becomes a parse issue naming both
documents, so nothing is overwritten silently.
"""

from __future__ import annotations

from collections.abc import Iterable

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
                db.table(schema.name).insert_all(unique[schema.name])
