"""The one writer: a jurisdiction's rows into the database, table by table in schema order.

Rows whose key repeats (two documents giving the same ordinance number, say) are written once,
the last one kept as it always was, and each repetition becomes a parse issue naming both
documents, so nothing is overwritten silently. A jurisdiction's search items are made here from
its final rows, so that on Dask they are made on the worker.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import sqlite_utils

from corpus.db.rows import MadeRows, Row, TableRows
from corpus.db.schema import TABLES, TableSchema
from corpus.db.search_items import search_item_rows


def _repeats(key: tuple[str, ...], rows: Iterable[Row]) -> bool:
    """Whether two of `rows` have the same `key`. The keys' hashes are kept, not the keys (a
    50 MB export's 200,000 subsection ids would be held again); a hash seen twice is checked
    against the keys themselves in a second pass."""
    hashes: set[int] = set()
    for row in rows:
        found = hash(tuple(row.get(c) for c in key))
        if found in hashes:
            return _repeats_exactly(key, rows)
        hashes.add(found)
    return False


def _repeats_exactly(key: tuple[str, ...], rows: Iterable[Row]) -> bool:
    seen: set[tuple[object, ...]] = set()
    for row in rows:
        k = tuple(row.get(c) for c in key)
        if k in seen:
            return True
        seen.add(k)
    return False


def _unique(schema: TableSchema, rows: Iterable[Row]) -> tuple[Iterable[Row], list[Row]]:
    """The rows with each key once (the last kept, in the first one's place), and the issues.
    Rows made from records stay so (made again as they are written) when no key repeats."""
    key = schema.key
    if isinstance(rows, MadeRows) and not (key and _repeats(key, rows)):
        return rows, []
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


def _columns(rows: Iterable[Row]) -> tuple[str, ...]:
    """Every column any row has, in the order they first appear."""
    if isinstance(rows, MadeRows):
        return rows.columns()
    return tuple(dict.fromkeys(column for row in rows for column in row))


def _values(columns: tuple[str, ...], rows: Iterable[Row]) -> Iterator[tuple[Any, ...]]:
    return (tuple(row.get(c) for c in columns) for row in rows)


def _batch(table: str, rows: Iterable[Row]) -> TableBatch:
    columns = _columns(rows)
    return TableBatch(table, columns, list(_values(columns, rows)))


def _final_tables(rows: TableRows) -> dict[str, Iterable[Row]]:
    """Every table's rows with each key once, repetitions as parse issues, and the search
    items made from the final rows. Tables held as records stay records (`MadeRows`)."""
    unique: dict[str, Iterable[Row]] = {}
    issues: list[Row] = []
    for schema in TABLES:
        unique[schema.name], repeated = _unique(schema, rows.each(schema.name))
        issues += repeated
    unique["parse_issues"] = [*unique["parse_issues"], *issues]
    unique["search_items"] = search_item_rows(unique)
    return unique


def prepare_rows(rows: TableRows) -> PreparedRows:
    """A jurisdiction's rows as the writer takes them, tables in schema order."""
    unique = _final_tables(rows)
    batches = (_batch(schema.name, unique[schema.name]) for schema in TABLES)
    return PreparedRows(tuple(batch for batch in batches if batch.values))


def _insert(
    db: sqlite_utils.Database,
    table: str,
    columns: tuple[str, ...],
    values: Iterable[tuple[Any, ...]],
) -> None:
    names = ", ".join(f"[{c}]" for c in columns)
    marks = ", ".join("?" for _ in columns)
    db.conn.executemany(f"INSERT INTO [{table}] ({names}) VALUES ({marks})", values)


def write_prepared(db: sqlite_utils.Database, prepared: PreparedRows) -> None:
    """Insert prepared rows (the schema must exist: `create_schema`), one `executemany` a table
    and no per-row work."""
    with db.conn:
        for batch in prepared.batches:
            _insert(db, batch.table, batch.columns, batch.values)


def write_rows(db: sqlite_utils.Database, rows: TableRows) -> None:
    """Insert a jurisdiction's rows (the schema must exist: `create_schema`), as `prepare_rows`
    and `write_prepared` would, but one table at a time and one row at a time: `rows` is
    emptied as it is written, so each table's rows (and the records they are made from) are
    let go once inserted, and no table is held a second time as tuples."""
    unique = _final_tables(rows)
    rows.clear()
    with db.conn:
        for schema in TABLES:
            table_rows = unique.pop(schema.name)
            columns = _columns(table_rows)
            if columns:
                _insert(db, schema.name, columns, _values(columns, table_rows))
