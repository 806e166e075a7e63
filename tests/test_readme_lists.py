"""README's lists of tables and canned queries are the schema's and the metadata's.

They were written by hand and fell behind (`uses_of_term` was missing): now the lists between
the README's markers are made from `corpus/db/schema.py` and `datasette/metadata.yml`, and this
test fails when they differ (`pytest --regen-golden` rewrites them).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from corpus.db.schema import TABLES, VIEWS

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
METADATA = ROOT / "datasette" / "metadata.yml"


def _database() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(METADATA.read_text(encoding="utf-8"))
    database: dict[str, Any] = data["databases"]["corpus"]
    return database


def _flat(text: str) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def tables_list() -> str:
    described = _database().get("tables", {})
    rows = ["| table | what it holds |", "| --- | --- |"]
    for name in [t.name for t in TABLES] + [name for name, _ in VIEWS]:
        about = described.get(name, {}).get("description", "")
        rows.append(f"| `{name}` | {_flat(about)} |")
    return "\n".join(rows)


def queries_list() -> str:
    rows = ["| canned query | parameters | what it answers |", "| --- | --- | --- |"]
    for name, query in _database().get("queries", {}).items():
        params = ", ".join(f"`{p}`" for p in query.get("params", []))
        about = query.get("title", "") + ": " + _flat(query.get("description", ""))
        rows.append(f"| `{name}` | {params} | {about} |")
    return "\n".join(rows)


def _section(text: str, marker: str) -> str:
    start, end = f"<!-- {marker}:start -->\n", f"<!-- {marker}:end -->"
    return text[text.index(start) + len(start) : text.index(end)].rstrip("\n")


def _with(text: str, marker: str, body: str) -> str:
    start, end = f"<!-- {marker}:start -->\n", f"<!-- {marker}:end -->"
    head, rest = text[: text.index(start) + len(start)], text[text.index(end) :]
    return f"{head}{body}\n{rest}"


def test_readme_lists_every_table_and_canned_query(regen_golden: bool) -> None:
    text = README.read_text(encoding="utf-8")
    expected = {"tables": tables_list(), "queries": queries_list()}
    if regen_golden:
        for marker, body in expected.items():
            text = _with(text, marker, body)
        README.write_text(text, encoding="utf-8")
    for marker, body in expected.items():
        assert _section(text, marker) == body, f"README's {marker} list: run pytest --regen-golden"


def test_the_lists_name_something() -> None:
    assert "| `sections` |" in tables_list() and "| `search` |" in queries_list()
