"""An immutable database's schema is read once: later table pages ask SQLite only for rows,
counts and facets (corpus.publish.immutable)."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from datasette.app import Datasette
from publish_fixtures import make_datasette
from test_publish_pages import DB

from corpus.publish.immutable import SCHEMA_QUESTIONS, remember_schemas


def untimed(page: str) -> str:
    return re.sub(r"took [\d.]+ms", "", page)


@contextmanager
def statements(ds: Datasette, name: str) -> Iterator[list[str]]:
    """Every SQL statement run on database `name` while the block runs."""
    db = ds.get_database(name)
    seen: list[str] = []
    execute = db.execute

    async def counted(sql: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(" ".join(sql.split()))
        return await execute(sql, *args, **kwargs)

    db.execute = counted
    try:
        yield seen
    finally:
        db.execute = execute


async def test_a_second_table_page_reads_no_schema(seed_db: Path) -> None:
    ds = make_datasette(seed_db)
    first = await ds.client.get(f"/{DB}/sections")
    assert first.status_code == 200
    with statements(ds, DB) as seen:
        again = await ds.client.get(f"/{DB}/sections")
    assert again.status_code == 200
    assert untimed(again.text) == untimed(first.text)  # the same page, from remembered answers
    schema = [sql for sql in seen if "sqlite_master" in sql or sql.startswith("PRAGMA")]
    # left: Datasette's resolution of the table's name, which is not a Database method
    assert all("collate nocase" in sql for sql in schema), schema
    assert any(sql.startswith("select count(*) from sections") for sql in seen)


async def test_each_caller_gets_its_own_copy_of_an_answer(seed_db: Path) -> None:
    ds = make_datasette(seed_db)
    await ds.invoke_startup()
    db = ds.get_database(DB)
    columns = await db.table_columns("sections")
    columns.clear()
    keys = await db.foreign_keys_for_table("sections")
    keys.append({"bogus": True})
    assert "text" in await db.table_columns("sections")
    assert {"bogus": True} not in await db.foreign_keys_for_table("sections")


async def test_a_mutable_database_is_asked_every_time(tmp_path: Path) -> None:
    path = tmp_path / "scratch.db"
    sqlite3.connect(path).execute("create table a (x)").connection.close()
    ds = Datasette([str(path)])
    remember_schemas(ds)
    db = ds.get_database("scratch")
    assert await db.table_names() == ["a"]
    await db.execute_write("create table b (y)")
    assert sorted(await db.table_names()) == ["a", "b"]


@pytest.mark.parametrize("question", SCHEMA_QUESTIONS)
def test_every_question_is_a_database_method(question: str) -> None:
    # a renamed method in a later Datasette would silently stop being remembered
    from datasette.database import Database

    assert callable(getattr(Database, question, None))
