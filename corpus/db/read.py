"""Typed readers of a built database, shared by the CLI, the Datasette pages and the graph.

Every SQL read of the corpus's tables outside the Datasette page loaders lives here, so a
change of a table's shape is made in `schema.py`, `rows.py` and this module only.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

import networkx as nx
import sqlite_utils

from graph.network import GraphInput, build_graph
from graph.records import AmendedBy
from parsers.ids import section_of


def _rows(
    db: sqlite_utils.Database, sql: str, table: str, params: Any = ()
) -> list[dict[str, Any]]:
    return list(db.query(sql, params)) if db.table(table).exists() else []


def load_graph_input(db: sqlite_utils.Database) -> GraphInput:
    """What the graph is made of, read back from the structure tables and `citations`."""
    history = _rows(
        db, "select section, ordinance, raw from history where ordinance is not null", "history"
    )
    applied = _rows(
        db,
        "select ordinance, target_kind, target from instructions "
        "where status in ('applied', 'base_missing') and target_kind in ('section', 'subsection')",
        "instructions",
    )
    return GraphInput(
        chapters=tuple(
            (r["id"], r["title"]) for r in _rows(db, "select id, title from chapters", "chapters")
        ),
        sections=tuple(
            (r["id"], r["chapter"], r["title"])
            for r in _rows(db, "select id, chapter, title from sections", "sections")
        ),
        subsections=tuple(
            (r["id"], r["section"], r["parent"])
            for r in _rows(db, "select id, section, parent from subsections", "subsections")
        ),
        tables=tuple(
            (r["id"], r["section"]) for r in _rows(db, "select id, section from [tables]", "tables")
        ),
        ordinances=tuple(r["id"] for r in _rows(db, "select id from ordinances", "ordinances")),
        citations=tuple(_rows(db, "select * from citations", "citations")),
        amended_by=tuple(
            [
                AmendedBy(r["section"], str(r["ordinance"]), "history", r["raw"] or "")
                for r in history
            ]
            + [AmendedBy(section_of(r["target"]), r["ordinance"], "instruction") for r in applied]
        ),
    )


def load_graph(db: sqlite_utils.Database) -> nx.MultiDiGraph:
    """The citation graph of a built database."""
    return build_graph(load_graph_input(db))


@dataclass(frozen=True, slots=True)
class VersionPeriod:
    """A version of a section and the days it is in force (`version_periods` view)."""

    section: str
    version: int
    valid_from: str | None
    valid_to: str | None
    estimated: bool
    ordinance: str | None
    change: str | None
    source: str | None
    text: str


def _period(row: dict[str, Any]) -> VersionPeriod:
    return VersionPeriod(
        row["section"],
        int(row["version"]),
        row["valid_from"],
        row["valid_to"],
        bool(row["valid_from_estimated"]),
        row["ordinance"],
        row["change"],
        row["source"],
        row["text"] or "",
    )


def version_periods(db: sqlite_utils.Database, section: str) -> list[VersionPeriod]:
    """Every version of a section, oldest first."""
    sql = "select * from version_periods where section = ? order by version"
    return [_period(r) for r in _rows(db, sql, "section_versions", [section])]


def version_in_force(db: sqlite_utils.Database, section: str, day: date) -> VersionPeriod | None:
    """The version of a section in force on `day` (the rule is the `version_periods` view's)."""
    sql = (
        "select * from version_periods where section = ? "
        "and ? between in_force_from and in_force_until order by version desc limit 1"
    )
    rows = _rows(db, sql, "section_versions", [section, day.isoformat()])
    return _period(rows[0]) if rows else None
