"""The changes people follow: each amending instruction's outcome, as typed records.

A change is one section version an instruction (or a later export edition) produced, with the
instruction's outcome (verb, target, status, note) and the version's dates; an instruction that
produced no section version (a table amendment, a rezoning, a flagged instruction) is one change
of its own, dated by its ordinance's `applied_as_of`. The changes page, its JSON and the Atom
feeds (`corpus.publish.changes`) all read them here, filtered by section, chapter, full-text
query (over the sections' text, `sections_fts`) and date.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date

from corpus.publish.loaders.section_page import Row, opt_int, opt_str, rows
from parsers.ids import chapter_of, section_of, table_parts

# The most changes one page or feed lists (newest first); the page says when there were more.
MAX_CHANGES = 200

# The section versions a change is: every version an instruction made, and every later
# version an export edition made (version 1 of an export is the base text, not a change).
VERSION_CHANGES = """
select v.section, v.version, v.valid_from, v.valid_to, v.valid_from_estimated, v.change,
       v.source, v.title, v.ordinance, v.instruction,
       i.verb, i.target_kind, i.target, i.status, i.note, i.rowid as instruction_order,
       o.title as ordinance_title
from section_versions v
left join instructions i on i.jurisdiction = v.jurisdiction and i.id = v.instruction
left join ordinances o on o.jurisdiction = v.jurisdiction and o.id = v.ordinance
where v.jurisdiction = ? and (coalesce(v.instruction, '') != '' or v.version > 1)
"""

# The instructions that made no section version: their own change, dated by their ordinance.
INSTRUCTION_CHANGES = """
select i.id as instruction, i.ordinance, i.verb, i.target_kind, i.target, i.status, i.note,
       i.rowid as instruction_order, o.title as ordinance_title,
       o.applied_as_of as valid_from, o.effective_estimated as valid_from_estimated,
       (select t.[table] from table_versions t
        where t.jurisdiction = i.jurisdiction and t.instruction = i.id
        order by t.version limit 1) as [table]
from instructions i
left join ordinances o on o.jurisdiction = i.jurisdiction and o.id = i.ordinance
where i.jurisdiction = ? and not exists (
    select 1 from section_versions v where v.jurisdiction = i.jurisdiction and v.instruction = i.id
)
"""

# The sections a full-text query finds (title and current text, porter-stemmed).
MATCHING_SECTIONS = """
select s.id from sections_fts f join sections s on s.rowid = f.rowid
where sections_fts match ? and s.jurisdiction = ?
"""

# Kinds of instruction target that name a section (or a part of one).
SECTION_TARGETS = frozenset({"section", "subsection"})


@dataclass(frozen=True, slots=True)
class ChangeFilter:
    """Which changes a page or feed lists: a section's, a chapter's, those of the sections a
    full-text query finds (`fts`: a bounded MATCH expression, `corpus.publish.search_query`), those
    in force from `since` on; any combination, all of a jurisdiction's when none is given."""

    jurisdiction: str
    section: str | None = None
    chapter: str | None = None
    fts: str | None = None
    since: date | None = None


@dataclass(frozen=True, slots=True)
class Change:
    """One instruction's outcome (or an export edition's new text) for one section or node."""

    section: str | None  # the section changed; None when the target is no section
    version: int | None  # the section version made; None when the instruction made none
    valid_from: str | None  # the day the change took effect
    estimated: bool  # the date is estimated: the earliest the law allows
    valid_to: str | None
    change: str  # replaced, partial, added, repealed; the verb's outcome otherwise
    title: str  # the section title the version gives ("" when none)
    ordinance: str | None
    ordinance_title: str | None
    instruction: str | None  # None for an export edition's new text
    verb: str | None
    target_kind: str | None
    target: str | None
    status: str | None  # applied, base_missing, flagged, not_applicable
    note: str | None
    table: str | None = None  # the table an instruction amended, when it made no section version
    order: int = 0  # the instruction's place in build order (ties of one day)

    @property
    def chapter(self) -> str | None:
        """The chapter changed: its section's, or the chapter an instruction targets."""
        if self.section:
            return chapter_of(self.section)
        return self.target if self.target_kind == "chapter" else None

    @property
    def key(self) -> tuple[str, str, str, int]:
        """Newest first: by date, then build order, then section."""
        return (self.valid_from or "", f"{self.order:012d}", self.section or "", self.version or 0)


def _version_change(row: Row) -> Change:
    return Change(
        section=str(row["section"]),
        version=int(row["version"]),
        valid_from=opt_str(row["valid_from"]),
        estimated=bool(row["valid_from_estimated"]),
        valid_to=opt_str(row["valid_to"]) or None,
        change=str(row["change"] or ""),
        title=str(row["title"] or ""),
        ordinance=opt_str(row["ordinance"]) or None,
        ordinance_title=opt_str(row["ordinance_title"]),
        instruction=opt_str(row["instruction"]) or None,
        verb=opt_str(row["verb"]),
        target_kind=opt_str(row["target_kind"]),
        target=opt_str(row["target"]),
        status=opt_str(row["status"]),
        note=opt_str(row["note"]),
        order=opt_int(row["instruction_order"]) or 0,
    )


def _target_section(row: Row) -> str | None:
    """The section an instruction without a section version is about: its target's, or the
    section of the table it amended."""
    target, kind, table = row["target"], row["target_kind"], row["table"]
    if target and kind in SECTION_TARGETS:
        return section_of(str(target))
    parts = table_parts(str(table)) if table else None
    return parts[0] if parts else None


def _instruction_change(row: Row) -> Change:
    return Change(
        section=_target_section(row),
        version=None,
        valid_from=opt_str(row["valid_from"]),
        estimated=bool(row["valid_from_estimated"]),
        valid_to=None,
        change=str(row["verb"] or ""),
        title="",
        ordinance=opt_str(row["ordinance"]),
        ordinance_title=opt_str(row["ordinance_title"]),
        instruction=str(row["instruction"]),
        verb=opt_str(row["verb"]),
        target_kind=opt_str(row["target_kind"]),
        target=opt_str(row["target"]),
        status=opt_str(row["status"]),
        note=opt_str(row["note"]),
        table=opt_str(row["table"]),
        order=opt_int(row["instruction_order"]) or 0,
    )


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {str(r[0]) for r in conn.execute("select name from sqlite_master")}


@dataclass(frozen=True, slots=True)
class ChangeList:
    """The changes a filter selects, newest first, at most MAX_CHANGES of `total`."""

    changes: tuple[Change, ...]
    total: int
    latest: str | None  # the newest date of any change of the jurisdiction (a feed's `updated`)


def load_changes(
    conn: sqlite3.Connection, wanted: ChangeFilter, limit: int = MAX_CHANGES
) -> ChangeList:
    """The changes `wanted` selects, newest first."""
    known = _tables(conn)
    if not {"section_versions", "instructions", "ordinances"} <= known:
        return ChangeList((), 0, None)
    j = wanted.jurisdiction
    found = [_version_change(r) for r in rows(conn, VERSION_CHANGES, (j,))]
    found += [_instruction_change(r) for r in rows(conn, INSTRUCTION_CHANGES, (j,))]
    latest = max((c.valid_from for c in found if c.valid_from), default=None)
    matching: set[str] | None = None
    if wanted.fts is not None:
        matching = (
            {str(r["id"]) for r in rows(conn, MATCHING_SECTIONS, (wanted.fts, j))}
            if "sections_fts" in known
            else set()
        )
    since = wanted.since.isoformat() if wanted.since else None
    kept = [
        c
        for c in found
        if (wanted.section is None or c.section == wanted.section)
        and (wanted.chapter is None or c.chapter == wanted.chapter)
        and (matching is None or c.section in matching)
        and (since is None or (c.valid_from is not None and c.valid_from >= since))
    ]
    kept.sort(key=lambda c: c.key, reverse=True)
    return ChangeList(tuple(kept[:limit]), len(kept), latest)
