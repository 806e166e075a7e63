"""Typed readers of a built database, shared by the CLI, the Datasette pages and the graph.

Every SQL read of the corpus's tables outside the Datasette page loaders lives here, so a
change of a table's shape is made in `schema.py`, `rows.py` and this module only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from typing import Any

import networkx as nx
import sqlite_utils

from corpus.engine.versions import NodeChange, StructuralChange, WordDiff, WordOp
from graph.network import GraphInput, build_graph
from graph.records import AmendedBy
from parsers.ids import section_of


def _rows(
    db: sqlite_utils.Database, sql: str, table: str, params: Any = ()
) -> list[dict[str, Any]]:
    return list(db.query(sql, params)) if db.table(table).exists() else []


class UnknownJurisdiction(LookupError):
    """A jurisdiction the database does not hold, or none named where several are."""


def jurisdictions(db: sqlite_utils.Database) -> list[str]:
    """The jurisdictions a database holds, sorted."""
    sql = "select jurisdiction from jurisdictions order by jurisdiction"
    return [r["jurisdiction"] for r in _rows(db, sql, "jurisdictions")]


def jurisdiction(db: sqlite_utils.Database, requested: str | None) -> str:
    """The jurisdiction a question is about: the one requested (it must exist), else the
    database's only one."""
    known = jurisdictions(db)
    if requested is not None:
        if requested not in known:
            held = ", ".join(known) or "none"
            raise UnknownJurisdiction(f"no jurisdiction {requested!r} (the database holds {held})")
        return requested
    if len(known) == 1:
        return known[0]
    if not known:
        raise UnknownJurisdiction("the database holds no jurisdiction")
    raise UnknownJurisdiction(
        f"the database holds several jurisdictions; name one with --jurisdiction "
        f"({', '.join(known)})"
    )


def load_graph_input(db: sqlite_utils.Database, jurisdiction: str) -> GraphInput:
    """What one jurisdiction's graph is made of: its structure tables and `citations`."""

    def rows(sql: str, table: str) -> list[dict[str, Any]]:
        joiner = " and " if " where " in sql else " where "
        return _rows(db, sql + joiner + "jurisdiction = ?", table, [jurisdiction])

    history = rows(
        "select section, ordinance, raw from history where ordinance is not null", "history"
    )
    applied = rows(
        "select ordinance, target_kind, target from instructions "
        "where status in ('applied', 'base_missing') and target_kind in ('section', 'subsection')",
        "instructions",
    )
    return GraphInput(
        chapters=tuple(
            (r["id"], r["title"]) for r in rows("select id, title from chapters", "chapters")
        ),
        sections=tuple(
            (r["id"], r["chapter"], r["title"])
            for r in rows("select id, chapter, title from sections", "sections")
        ),
        subsections=tuple(
            (r["id"], r["section"], r["parent"])
            for r in rows("select id, section, parent from subsections", "subsections")
        ),
        tables=tuple(
            (r["id"], r["section"]) for r in rows("select id, section from [tables]", "tables")
        ),
        ordinances=tuple(r["id"] for r in rows("select id from ordinances", "ordinances")),
        citations=tuple(rows("select * from citations", "citations")),
        amended_by=tuple(
            [
                AmendedBy(r["section"], str(r["ordinance"]), "history", r["raw"] or "")
                for r in history
            ]
            + [AmendedBy(section_of(r["target"]), r["ordinance"], "instruction") for r in applied]
        ),
    )


def load_graph(db: sqlite_utils.Database, jurisdiction: str) -> nx.MultiDiGraph:
    """The citation graph of one jurisdiction of a built database."""
    return build_graph(load_graph_input(db, jurisdiction))


@dataclass(frozen=True, slots=True)
class VersionPeriod:
    """A version of a section and the days it is in force (the `version_periods` view)."""

    section: str
    version: int
    valid_from: str | None
    valid_to: str | None
    estimated: bool  # the start date was estimated from the ordinance's latest dated event
    ordinance: str | None
    instruction: str | None
    change: str
    source: str
    document: str | None
    complete: bool  # False when only the named subsections of the version are known
    text: str
    title: str = ""  # the section title this version gives ("" when it gives none)

    @property
    def span(self) -> str:
        """`2026-10-13 → … (estimated)`: the period as the CLI prints it."""
        estimated = " (estimated)" if self.estimated else ""
        return f"{self.valid_from or '?'} → {self.valid_to or '…'}{estimated}"


def _period(row: dict[str, Any]) -> VersionPeriod:
    return VersionPeriod(
        row["section"],
        int(row["version"]),
        row["valid_from"],
        row["valid_to"],
        bool(row["valid_from_estimated"]),
        row["ordinance"],
        row["instruction"],
        row["change"] or "",
        row["source"] or "",
        row["document"],
        bool(row["complete"] if row["complete"] is not None else 1),
        row["text"] or "",
        row.get("title") or "",
    )


def versions(db: sqlite_utils.Database, jurisdiction: str, section: str) -> list[VersionPeriod]:
    """Every version of a section, oldest first."""
    sql = "select * from version_periods where jurisdiction = ? and section = ? order by version"
    return [_period(r) for r in _rows(db, sql, "section_versions", [jurisdiction, section])]


def version_in_force(
    db: sqlite_utils.Database, jurisdiction: str, section: str, day: date
) -> VersionPeriod | None:
    """The version of a section in force on `day` (the rule is the `version_periods` view's)."""
    sql = (
        "select * from version_periods where jurisdiction = ? and section = ? "
        "and ? between in_force_from and in_force_until order by version desc limit 1"
    )
    rows = _rows(db, sql, "section_versions", [jurisdiction, section, day.isoformat()])
    return _period(rows[0]) if rows else None


def versions_in_force(
    db: sqlite_utils.Database, jurisdiction: str, day: date
) -> list[VersionPeriod]:
    """Every section's version in force on `day`, by section: `version_in_force` for all the
    sections of a jurisdiction at once (the same rule: the latest version whose period holds
    the day)."""
    sql = (
        "select * from version_periods where jurisdiction = ? "
        "and ? between in_force_from and in_force_until order by section, version"
    )
    latest: dict[str, VersionPeriod] = {}
    for row in _rows(db, sql, "section_versions", [jurisdiction, day.isoformat()]):
        latest[row["section"]] = _period(row)
    return list(latest.values())


def stored_changes(
    db: sqlite_utils.Database, jurisdiction: str, section: str, version: int
) -> list[StructuralChange]:
    """The structural diff the build stored between `version` and the version before it."""
    rows = _rows(
        db,
        "select * from changes where jurisdiction = ? and section = ? and version = ? "
        "order by rowid",
        "changes",
        [jurisdiction, section, version],
    )
    return [
        StructuralChange(
            row["section"],
            row["version"],
            row["subsection"],
            NodeChange(row["change"]),
            row["before"],
            row["after"],
            row["before_id"],
            tuple(WordDiff(WordOp(op), text) for op, text in json.loads(row["diff"] or "[]")),
        )
        for row in rows
    ]


@dataclass(frozen=True, slots=True)
class InstructionLine:
    """An amending instruction as `corpus instructions` lists it."""

    id: str
    verb: str
    status: str | None
    targets: tuple[str, ...]
    note: str | None


def instructions(
    db: sqlite_utils.Database,
    jurisdiction: str,
    status: str | None = None,
    ordinance: str | None = None,
) -> list[InstructionLine]:
    """The amending instructions in build order, optionally of one status or one ordinance."""
    where, params = ["jurisdiction = ?"], [jurisdiction]
    if status:
        where.append("status = ?")
        params.append(status)
    if ordinance:
        where.append("ordinance = ?")
        params.append(ordinance)
    sql = "select * from instructions where " + " and ".join(where)
    return [
        InstructionLine(
            row["id"],
            row["verb"],
            row["status"],
            tuple(t["id"] for t in json.loads(row["targets"] or "[]"))
            or ((row["target"],) if row["target"] else ()),
            row["note"],
        )
        for row in _rows(db, sql + " order by rowid", "instructions", params)
    ]
