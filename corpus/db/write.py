"""The one writer: a jurisdiction's rows into the database, table by table in schema order.

Rows whose key repeats (two documents giving the same ordinance number, say) are written once,
the last one kept as it always was, and each repetition becomes a parse issue naming both
documents, so nothing is overwritten silently. A jurisdiction's search items are made here from
its final rows, so that on Dask they are made on the worker.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import sqlite_utils

from corpus.db.rows import Row, TableRows
from corpus.db.schema import TABLES, TableSchema
from corpus.db.search_index import search_item_rows


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


@dataclass(frozen=True, slots=True)
class TableBatch:
    """One table's rows as the writer inserts them: its columns, and one tuple per row."""

    table: str
    columns: tuple[str, ...]
    values: list[tuple[Any, ...]]


@dataclass(frozen=True, slots=True)
class PreparedRows:
    """A jurisdiction's rows ready for the one writer: keys made unique (repetitions become
    parse issues), search items made, every row a tuple. Prepared where the rows were made (a
    Dask worker), so the writer, which no worker can share, only inserts; tuples also travel
    between processes smaller than dicts (the column names once a table, not once a row)."""

    batches: tuple[TableBatch, ...]


def _batch(table: str, rows: list[Row]) -> TableBatch:
    columns = tuple(dict.fromkeys(column for row in rows for column in row))
    return TableBatch(table, columns, [tuple(row.get(c) for c in columns) for row in rows])


def _final_tables(rows: TableRows) -> dict[str, list[Row]]:
    """Every table's rows with each key once, repetitions as parse issues, and the search
    items made from the final rows."""
    unique: dict[str, list[Row]] = {}
    issues: list[Row] = []
    for schema in TABLES:
        unique[schema.name], repeated = _unique(schema, rows.tables.get(schema.name, ()))
        issues += repeated
    unique["parse_issues"] += issues
    unique["search_items"] = search_item_rows(unique)
    return unique


def prepare_rows(rows: TableRows) -> PreparedRows:
    """A jurisdiction's rows as the writer takes them, tables in schema order."""
    unique = _final_tables(rows)
    return PreparedRows(
        tuple(_batch(schema.name, unique[schema.name]) for schema in TABLES if unique[schema.name])
    )


def _insert(db: sqlite_utils.Database, batch: TableBatch) -> None:
    names = ", ".join(f"[{c}]" for c in batch.columns)
    marks = ", ".join("?" for _ in batch.columns)
    db.conn.executemany(f"INSERT INTO [{batch.table}] ({names}) VALUES ({marks})", batch.values)


def write_prepared(db: sqlite_utils.Database, prepared: PreparedRows) -> None:
    """Insert prepared rows (the schema must exist: `create_schema`), one `executemany` a table
    and no per-row work."""
    with db.conn:
        for batch in prepared.batches:
            _insert(db, batch)


def write_rows(db: sqlite_utils.Database, rows: TableRows) -> None:
    """Insert a jurisdiction's rows (the schema must exist: `create_schema`), as `prepare_rows`
    and `write_prepared` would, but one table at a time: `rows` is emptied as it is written, so
    each table's rows are let go once inserted instead of every table being held twice."""
    unique = _final_tables(rows)
    rows.tables.clear()
    with db.conn:
        for schema in TABLES:
            table_rows = unique.pop(schema.name)
            if table_rows:
                _insert(db, _batch(schema.name, table_rows))
