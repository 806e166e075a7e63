"""docs/architecture.md describes every table, view and column the schema declares, and the
code cites it rather than a file outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sqlite_utils

from corpus.db.schema import DERIVED_TABLES, TABLES, VIEWS, create_schema

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


def _declared() -> dict[str, list[str]]:
    db = sqlite_utils.Database(memory=True)
    create_schema(db)
    names = [t.name for t in TABLES] + [name for name, _ddl in VIEWS]
    return {name: list(db[name].columns_dict) for name in names}


def _documented(table: str) -> str:
    """The doc's section of `table`: from its `### `heading to the next heading."""
    match = re.search(rf"^### `{re.escape(table)}` .*?(?=^### |\Z)", DOC, re.S | re.M)
    assert match, f"docs/architecture.md has no section for `{table}`"
    return match.group(0)


@pytest.mark.parametrize(("table", "columns"), sorted(_declared().items()))
def test_every_declared_column_is_described(table: str, columns: list[str]) -> None:
    section = _documented(table)
    for column in columns:
        row = re.search(rf"^\| `{re.escape(column)}` \| (.+?) \|$", section, re.M)
        assert row and row.group(1).strip(), f"{table}.{column} is not described"


@pytest.mark.parametrize("table", DERIVED_TABLES)
def test_derived_tables_are_described(table: str) -> None:
    assert _documented(table)


OUTSIDE = "PRODUCT" + ".md"  # the product brief lives outside the repository


def test_code_cites_no_file_outside_the_repository() -> None:
    for folder in ("parsers", "graph", "corpus", "datasette", "benchmarks", "tests"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".yml", ".html"} and "devset" not in path.parts:
                assert OUTSIDE not in path.read_text(encoding="utf-8"), path
