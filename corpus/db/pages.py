"""What the section and ordinance pages show, read from the database as typed records.

Loaders take a plain `sqlite3.Connection` (Datasette's `Database.execute_fn` hands one over on
its own thread), so they are synchronous, testable without Datasette, and mypy-checked. Every
query binds its parameters; ids are never spliced into SQL.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

Row = dict[str, Any]


def _rows(conn: sqlite3.Connection, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
    cursor = conn.execute(sql, params)
    names = [d[0] for d in cursor.description or ()]
    return [dict(zip(names, values, strict=True)) for values in cursor.fetchall()]


def _opt_str(value: object) -> str | None:
    return None if value is None else str(value)


def _opt_int(value: object) -> int | None:
    return value if isinstance(value, int) else None


@dataclass(frozen=True, slots=True)
class Citation:
    source: str
    raw: str
    target_kind: str | None
    target: str | None
    resolved: bool
    in_corpus: bool
    how: str | None
    sentence: str | None
    start: int | None
    end: int | None
    jurisdiction: str | None = None

    @classmethod
    def from_row(cls, row: Row) -> Citation:
        return cls(
            jurisdiction=_opt_str(row.get("jurisdiction")),
            source=str(row["source"]),
            raw=str(row["raw"] or ""),
            target_kind=_opt_str(row.get("target_kind")),
            target=_opt_str(row.get("target")),
            resolved=bool(row.get("resolved")),
            in_corpus=bool(row.get("in_corpus")),
            how=_opt_str(row.get("how")),
            sentence=_opt_str(row.get("sentence")),
            start=_opt_int(row.get("start")),
            end=_opt_int(row.get("end")),
        )


@dataclass(frozen=True, slots=True)
class SubsectionNode:
    id: str
    label: str
    level: int
    text: str


@dataclass(frozen=True, slots=True)
class Version:
    version: int
    text: str
    valid_from: str | None
    valid_to: str | None
    ordinance: str | None
    source: str | None
    change: str | None


@dataclass(frozen=True, slots=True)
class Change:
    version: int | None
    subsection: str | None
    change: str
    before: str | None
    after: str | None


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    ordinance: str | None
    raw: str
    year: int | None
    date: str | None
    linked: str | None  # the ordinance's id in this database, when it is there


@dataclass(frozen=True, slots=True)
class InstructionRow:
    id: str
    ordinance: str | None
    ordinance_section: int | None
    verb: str | None
    target_kind: str | None
    target: str | None
    status: str | None
    note: str | None


@dataclass(frozen=True, slots=True)
class SectionPage:
    jurisdiction: str
    id: str
    chapter: str | None
    chapter_title: str | None
    title: str | None
    title_source: str | None
    text: str
    status: str | None
    as_of: str | None
    document: str | None
    history_note: str | None
    subsections: tuple[SubsectionNode, ...]
    outbound: tuple[Citation, ...]
    inbound: tuple[Citation, ...]
    history: tuple[HistoryEntry, ...]
    versions: tuple[Version, ...]
    changes: tuple[Change, ...]
    instructions: tuple[InstructionRow, ...]


@dataclass(frozen=True, slots=True)
class ProducedVersion:
    section: str
    version: int
    change: str | None
    valid_from: str | None


@dataclass(frozen=True, slots=True)
class OrdinancePage:
    jurisdiction: str
    id: str
    fields: tuple[tuple[str, str], ...]  # every non-empty column of its row, in schema order
    events: tuple[Row, ...]
    instructions: tuple[InstructionRow, ...]
    versions: tuple[ProducedVersion, ...]
    codification: tuple[Row, ...]  # the engine's comparison with the code export, if any


# Citations from or to a node and every subsection under it: `x`, or between `x(` and `x)`
# (every subsection id of `x` starts `x(`; `)` sorts right after `(`), so the index is used.
NODE_AND_SUBSECTIONS = "({col} = ? or ({col} > ? || '(' and {col} < ? || ')'))"


def _node_filter(column: str) -> str:
    return NODE_AND_SUBSECTIONS.format(col=column)


def _instruction(row: Row) -> InstructionRow:
    return InstructionRow(
        id=str(row["id"]),
        ordinance=_opt_str(row.get("ordinance")),
        ordinance_section=_opt_int(row.get("ordinance_section")),
        verb=_opt_str(row.get("verb")),
        target_kind=_opt_str(row.get("target_kind")),
        target=_opt_str(row.get("target")),
        status=_opt_str(row.get("status")),
        note=_opt_str(row.get("note")),
    )


def _instructions_about(jurisdiction: str, section_id: str) -> tuple[str, tuple[str, ...]]:
    """SQL for the instructions naming a section or one of its subsections, as their first
    target or any of their `targets` (a JSON list)."""
    where = (
        _node_filter("target")
        + " or exists (select 1 from json_each(instructions.targets) t where "
        + _node_filter("json_extract(t.value, '$.id')")
        + ")"
    )
    sql = f"select * from instructions where jurisdiction = ? and ({where}) order by ordinance, id"
    return sql, (jurisdiction, *(section_id,) * 6)


def _history_entries(
    conn: sqlite3.Connection, jurisdiction: str, section_id: str
) -> list[HistoryEntry]:
    """The ordinances a section's history note cites, linked to their pages when known."""
    ordinances = _rows(
        conn, "select id, number from ordinances where jurisdiction = ?", (jurisdiction,)
    )
    ordinance_ids = {str(r["id"]) for r in ordinances}
    by_number = {str(r["number"]): str(r["id"]) for r in ordinances if r["number"] is not None}
    sql = (
        "select ordinance, raw, year, date from history "
        "where jurisdiction = ? and section = ? order by rowid"
    )
    return [
        HistoryEntry(
            ordinance=_opt_str(h["ordinance"]),
            raw=str(h["raw"] or ""),
            year=_opt_int(h["year"]),
            date=_opt_str(h["date"]),
            linked=(
                h["ordinance"]
                if h["ordinance"] in ordinance_ids
                else by_number.get(str(h["ordinance"]))
            ),
        )
        for h in _rows(conn, sql, (jurisdiction, section_id))
    ]


def _versions(conn: sqlite3.Connection, jurisdiction: str, section_id: str) -> list[Version]:
    sql = "select * from section_versions where jurisdiction = ? and section = ? order by version"
    return [
        Version(
            version=int(v["version"]),
            text=str(v["text"] or ""),
            valid_from=_opt_str(v["valid_from"]),
            valid_to=_opt_str(v["valid_to"]),
            ordinance=_opt_str(v["ordinance"]),
            source=_opt_str(v["source"]),
            change=_opt_str(v["change"]),
        )
        for v in _rows(conn, sql, (jurisdiction, section_id))
    ]


def _changes(conn: sqlite3.Connection, jurisdiction: str, section_id: str) -> list[Change]:
    sql = "select * from changes where jurisdiction = ? and section = ? order by version, rowid"
    return [
        Change(
            version=_opt_int(c["version"]),
            subsection=_opt_str(c["subsection"]),
            change=str(c["change"] or ""),
            before=_opt_str(c["before"]),
            after=_opt_str(c["after"]),
        )
        for c in _rows(conn, sql, (jurisdiction, section_id))
    ]


def _subsections(
    conn: sqlite3.Connection, jurisdiction: str, section_id: str
) -> list[SubsectionNode]:
    sql = (
        "select id, label, level, text from subsections "
        "where jurisdiction = ? and section = ? order by rowid"
    )
    return [
        SubsectionNode(str(s["id"]), str(s["label"] or ""), int(s["level"] or 1), str(s["text"]))
        for s in _rows(conn, sql, (jurisdiction, section_id))
    ]


def _citations(
    conn: sqlite3.Connection, jurisdiction: str, column: str, node: str
) -> tuple[Citation, ...]:
    """Citations whose `column` (source or target) is the node or a subsection under it."""
    sql = (
        f"select * from citations where jurisdiction = ? and {_node_filter(column)} "
        "order by source, start"
    )
    return tuple(Citation.from_row(c) for c in _rows(conn, sql, (jurisdiction, node, node, node)))


def load_section(
    conn: sqlite3.Connection, jurisdiction: str, section_id: str
) -> SectionPage | None:
    """Everything the section page shows, or None when the jurisdiction has no such section."""
    found = _rows(
        conn, "select * from sections where jurisdiction = ? and id = ?", (jurisdiction, section_id)
    )
    if not found:
        return None
    row = found[0]
    chapter = _opt_str(row.get("chapter"))
    chapter_rows = _rows(
        conn,
        "select title from chapters where jurisdiction = ? and id = ?",
        (jurisdiction, chapter),
    )
    instructions = _rows(conn, *_instructions_about(jurisdiction, section_id))
    return SectionPage(
        jurisdiction=jurisdiction,
        id=section_id,
        chapter=chapter,
        chapter_title=_opt_str(chapter_rows[0]["title"]) if chapter_rows else None,
        title=_opt_str(row.get("title")),
        title_source=_opt_str(row.get("title_source")),
        text=str(row.get("text") or ""),
        status=_opt_str(row.get("status")),
        as_of=_opt_str(row.get("as_of")),
        document=_opt_str(row.get("document")),
        history_note=_opt_str(row.get("history_note")),
        subsections=tuple(_subsections(conn, jurisdiction, section_id)),
        outbound=_citations(conn, jurisdiction, "source", section_id),
        inbound=_citations(conn, jurisdiction, "target", section_id),
        history=tuple(_history_entries(conn, jurisdiction, section_id)),
        versions=tuple(_versions(conn, jurisdiction, section_id)),
        changes=tuple(_changes(conn, jurisdiction, section_id)),
        instructions=tuple(_instruction(i) for i in instructions),
    )


def load_ordinance(conn: sqlite3.Connection, jurisdiction: str, key: str) -> OrdinancePage | None:
    """The ordinance page for an id, number or file number; None when there is none."""
    found = _rows(
        conn,
        "select * from ordinances where jurisdiction = ? and (id = ? or number = ? or file_no = ?) "
        "order by id = ? desc limit 1",
        (jurisdiction, key, key, key, key),
    )
    if not found:
        return None
    row = found[0]
    ordinance_id = str(row["id"])
    fields = tuple((name, str(value)) for name, value in row.items() if value not in (None, ""))
    key_pair = (jurisdiction, ordinance_id)
    events = _rows(
        conn,
        "select * from ordinance_events where jurisdiction = ? and ordinance = ? order by rowid",
        key_pair,
    )
    instructions = _rows(
        conn,
        "select * from instructions where jurisdiction = ? and ordinance = ? "
        "order by ordinance_section, rowid",
        key_pair,
    )
    versions = [
        ProducedVersion(
            str(v["section"]), int(v["version"]), _opt_str(v["change"]), _opt_str(v["valid_from"])
        )
        for v in _rows(
            conn,
            "select section, version, change, valid_from from section_versions "
            "where jurisdiction = ? and ordinance = ? order by section, version",
            key_pair,
        )
    ]
    codification = _rows(
        conn,
        "select * from codification where jurisdiction = ? and ordinance = ? order by rowid",
        key_pair,
    )
    return OrdinancePage(
        jurisdiction=jurisdiction,
        id=ordinance_id,
        fields=fields,
        events=tuple(events),
        instructions=tuple(_instruction(i) for i in instructions),
        versions=tuple(versions),
        codification=tuple(codification),
    )


def jurisdictions_with(conn: sqlite3.Connection, table: str, key: str) -> list[str]:
    """The jurisdictions whose `table` (sections or ordinances) holds `key` as an id (or, for
    ordinances, as a number or file number)."""
    if table == "ordinances":
        sql = "select distinct jurisdiction from ordinances where ? in (id, number, file_no)"
    else:
        sql = "select distinct jurisdiction from sections where id = ?"
    return sorted(str(r["jurisdiction"]) for r in _rows(conn, sql, (key,)))
