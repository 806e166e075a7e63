"""What the section page shows, read from the database as typed records.

Loaders take a plain `sqlite3.Connection` (Datasette's `Database.execute_fn` hands one over on
its own thread), so they are synchronous, testable without Datasette, and mypy-checked. Every
query binds its parameters; ids are never spliced into SQL.

A section page shows ONE version at a time: its text, its subsections (parsed from that text as
the engine parses a version), the citations found in it, the changes that version made. The
version is the current one, the one asked for (`version`), or the one in force on a date
(`as_of`, by `corpus.db.read.version_in_force`: the `version_periods` view's rule).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import date
from typing import Any

import sqlite_utils

from corpus.db import read
from corpus.db.read import VersionPeriod
from corpus.engine.diff import compare_texts, text_tree
from corpus.engine.versions import StructuralChange

Row = dict[str, Any]


def rows(conn: sqlite3.Connection, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
    cursor = conn.execute(sql, params)
    names = [d[0] for d in cursor.description or ()]
    return [dict(zip(names, values, strict=True)) for values in cursor.fetchall()]


def opt_str(value: object) -> str | None:
    return None if value is None else str(value)


def opt_int(value: object) -> int | None:
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
    source_kind: str | None = None  # section, subsection, table, ordinance or paragraph
    unit: str | None = None  # the unit whose text the offsets point into
    unit_kind: str | None = None
    target_title: str | None = None  # the title the citation gives its target

    @classmethod
    def from_row(cls, row: Row) -> Citation:
        return cls(
            jurisdiction=opt_str(row.get("jurisdiction")),
            source=str(row["source"]),
            raw=str(row["raw"] or ""),
            target_kind=opt_str(row.get("target_kind")),
            target=opt_str(row.get("target")),
            resolved=bool(row.get("resolved")),
            in_corpus=bool(row.get("in_corpus")),
            how=opt_str(row.get("how")),
            sentence=opt_str(row.get("sentence")),
            start=opt_int(row.get("start")),
            end=opt_int(row.get("end")),
            source_kind=opt_str(row.get("source_kind")),
            unit=opt_str(row.get("unit")),
            unit_kind=opt_str(row.get("unit_kind")),
            target_title=opt_str(row.get("target_title")),
        )

    def within(self, node: str) -> bool:
        """True when the citation is made in `node`'s own text (its subsections, its tables)."""
        return is_within(self.source, node) or (self.unit_kind == "section" and self.unit == node)


def is_within(node_id: str, ancestor: str) -> bool:
    """`17.62.030(E)(3)` is within `17.62.030` and within itself."""
    return node_id == ancestor or node_id.startswith(ancestor + "(")


# Rows for a node and every subsection under it: `x`, or between `x(` and `x)` (every
# subsection id of `x` starts `x(`; `)` sorts right after `(`), so the index is used.
NODE_AND_SUBSECTIONS = "({col} = ? or ({col} > ? || '(' and {col} < ? || ')'))"


def node_filter(column: str) -> str:
    return NODE_AND_SUBSECTIONS.format(col=column)


def citations(
    conn: sqlite3.Connection, jurisdiction: str, column: str, node: str
) -> tuple[Citation, ...]:
    """Citations whose `column` (source, target or unit) is the node or a subsection under it."""
    sql = (
        f"select * from citations where jurisdiction = ? and {node_filter(column)} "
        "order by source, start"
    )
    return tuple(Citation.from_row(c) for c in rows(conn, sql, (jurisdiction, node, node, node)))


def own_citations(
    conn: sqlite3.Connection, jurisdiction: str, section_id: str
) -> tuple[Citation, ...]:
    """The citations made in a section's text: by it, its subsections and its tables."""
    tables = rows(
        conn,
        "select id from tables where jurisdiction = ? and section = ?",
        (jurisdiction, section_id),
    )
    found = list(citations(conn, jurisdiction, "source", section_id))
    for table in tables:
        found.extend(citations(conn, jurisdiction, "source", str(table["id"])))
    return tuple(c for c in found if c.unit_kind in (None, "section"))


@dataclass(frozen=True, slots=True)
class SubsectionNode:
    id: str
    label: str
    level: int
    text: str


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
    targets: tuple[str, ...] = ()  # every node it names (`target` is the first)
    target_kinds: tuple[str, ...] = ()  # the kind of each of `targets`

    @classmethod
    def from_row(cls, row: Row) -> InstructionRow:
        named = [t for t in json.loads(row.get("targets") or "[]") if isinstance(t, dict)]
        named = [t for t in named if t.get("id")]
        return cls(
            targets=tuple(str(t["id"]) for t in named),
            target_kinds=tuple(str(t.get("kind") or row.get("target_kind") or "") for t in named),
            id=str(row["id"]),
            ordinance=opt_str(row.get("ordinance")),
            ordinance_section=opt_int(row.get("ordinance_section")),
            verb=opt_str(row.get("verb")),
            target_kind=opt_str(row.get("target_kind")),
            target=opt_str(row.get("target")),
            status=opt_str(row.get("status")),
            note=opt_str(row.get("note")),
        )

    @property
    def named(self) -> tuple[tuple[str, str], ...]:
        """(kind, id) of every node it names; its first target when the list is empty."""
        if self.targets:
            return tuple(zip(self.target_kinds, self.targets, strict=True))
        return ((self.target_kind or "", self.target),) if self.target else ()


@dataclass(frozen=True, slots=True)
class VersionRequest:
    """Which version a page asks for: a number, the one in force on a date, else the current."""

    version: int | None = None
    as_of: date | None = None


@dataclass(frozen=True, slots=True)
class SectionPage:
    jurisdiction: str
    id: str
    chapter: str | None
    chapter_title: str | None
    title: str | None
    title_source: str | None
    status: str | None
    as_of: str | None
    document: str | None
    history_note: str | None
    versions: tuple[VersionPeriod, ...]
    shown: VersionPeriod | None  # the version the page shows (None: no version recorded)
    current: int | None  # the current version's number
    notice: str | None  # why the version asked for is not the one shown
    text: str  # the shown version's text
    intro: str  # its own text before its first subsection
    subsections: tuple[SubsectionNode, ...]  # its subsections, parsed from that text
    citations: tuple[Citation, ...]  # the citations stored for the section's text
    inbound: tuple[Citation, ...]  # citations of it (or its subsections) from elsewhere
    amending: frozenset[str]  # ordinances with an instruction naming it
    history: tuple[HistoryEntry, ...]
    changes: tuple[StructuralChange, ...]  # what the shown version changed
    instructions: tuple[InstructionRow, ...]


def instructions_about(
    conn: sqlite3.Connection, jurisdiction: str, node: str
) -> tuple[InstructionRow, ...]:
    """The instructions naming a node or one of its subsections, as their first target or any
    of their `targets` (a JSON list)."""
    where = (
        node_filter("target")
        + " or exists (select 1 from json_each(instructions.targets) t where "
        + node_filter("json_extract(t.value, '$.id')")
        + ")"
    )
    sql = f"select * from instructions where jurisdiction = ? and ({where}) order by ordinance, id"
    return tuple(InstructionRow.from_row(r) for r in rows(conn, sql, (jurisdiction, *(node,) * 6)))


def ordinance_ids(conn: sqlite3.Connection, jurisdiction: str) -> dict[str, str]:
    """Every way the history notes may name an ordinance of the database (its id, its number)
    → its id."""
    found = rows(conn, "select id, number from ordinances where jurisdiction = ?", (jurisdiction,))
    ids = {str(r["number"]): str(r["id"]) for r in found if r["number"] not in (None, "")}
    ids.update({str(r["id"]): str(r["id"]) for r in found})
    return ids


def _history_entries(
    conn: sqlite3.Connection, jurisdiction: str, section_id: str
) -> list[HistoryEntry]:
    """The ordinances a section's history note cites, linked to their pages when known."""
    known = ordinance_ids(conn, jurisdiction)
    sql = (
        "select ordinance, raw, year, date from history "
        "where jurisdiction = ? and section = ? order by rowid"
    )
    return [
        HistoryEntry(
            ordinance=opt_str(h["ordinance"]),
            raw=str(h["raw"] or ""),
            year=opt_int(h["year"]),
            date=opt_str(h["date"]),
            linked=known.get(str(h["ordinance"])),
        )
        for h in rows(conn, sql, (jurisdiction, section_id))
    ]


def pick_version(
    db: sqlite_utils.Database,
    jurisdiction: str,
    versions: list[VersionPeriod],
    current: int | None,
    request: VersionRequest,
) -> tuple[VersionPeriod | None, str | None]:
    """(the version to show, a notice when it is not the one asked for)."""
    by_number = {v.version: v for v in versions}
    default = by_number.get(current or 0) or (versions[-1] if versions else None)
    if request.version is not None:
        if request.version in by_number:
            return by_number[request.version], None
        return default, f"There is no version {request.version}; showing the current one."
    if request.as_of is not None and versions:
        day = request.as_of
        found = read.version_in_force(db, jurisdiction, versions[0].section, day)
        if found is not None:
            return found, None
        return default, (
            f"No version is known to be in force on {day.isoformat()} (the earliest known "
            f"starts {versions[0].valid_from or 'on an unknown date'}); showing the current one."
        )
    return default, None


def load_section(
    conn: sqlite3.Connection,
    jurisdiction: str,
    section_id: str,
    request: VersionRequest = VersionRequest(),
) -> SectionPage | None:
    """Everything the section page shows, or None when the jurisdiction has no such section."""
    found = rows(
        conn, "select * from sections where jurisdiction = ? and id = ?", (jurisdiction, section_id)
    )
    if not found:
        return None
    row = found[0]
    db = sqlite_utils.Database(conn)
    versions = read.versions(db, jurisdiction, section_id)
    current = opt_int(row.get("current_version"))
    shown, notice = pick_version(db, jurisdiction, versions, current, request)
    text = shown.text if shown is not None else str(row.get("text") or "")
    document = (shown.document if shown else None) or opt_str(row.get("document")) or ""
    intro, subsections = text_tree(section_id, text, document)
    chapter = opt_str(row.get("chapter"))
    chapter_rows = rows(
        conn,
        "select title from chapters where jurisdiction = ? and id = ?",
        (jurisdiction, chapter),
    )
    instructions = instructions_about(conn, jurisdiction, section_id)
    return SectionPage(
        jurisdiction=jurisdiction,
        id=section_id,
        chapter=chapter,
        chapter_title=opt_str(chapter_rows[0]["title"]) if chapter_rows else None,
        title=opt_str(row.get("title")),
        title_source=opt_str(row.get("title_source")),
        status=opt_str(row.get("status")),
        as_of=opt_str(row.get("as_of")),
        document=opt_str(row.get("document")),
        history_note=opt_str(row.get("history_note")),
        versions=tuple(versions),
        shown=shown,
        current=current if current is not None else (versions[-1].version if versions else None),
        notice=notice,
        text=text,
        intro=intro,
        subsections=tuple(SubsectionNode(s.id, s.label, s.level, s.text) for s in subsections),
        citations=own_citations(conn, jurisdiction, section_id),
        inbound=tuple(
            c
            for c in citations(conn, jurisdiction, "target", section_id)
            if not c.within(section_id)
        ),
        amending=frozenset(i.ordinance for i in instructions if i.ordinance),
        history=tuple(_history_entries(conn, jurisdiction, section_id)),
        changes=tuple(
            read.stored_changes(db, jurisdiction, section_id, shown.version) if shown else ()
        ),
        instructions=instructions,
    )


def changes_between(
    conn: sqlite3.Connection, jurisdiction: str, before: VersionPeriod, after: VersionPeriod
) -> tuple[StructuralChange, ...]:
    """What changed from one version of a section to another: the build's stored diff for
    consecutive versions, the same engine over the two texts for any other pair. The CLI's
    `diff` and the section page both read it here."""
    if after.version == before.version + 1:
        db = sqlite_utils.Database(conn)
        return tuple(read.stored_changes(db, jurisdiction, after.section, after.version))
    return compare_texts(
        after.section, after.version, before.text, after.text, after.document or ""
    )
