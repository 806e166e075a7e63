"""The whole code of a jurisdiction as of a date, read as typed records for the downloads.

"As of a date" is the one rule of the `version_periods` view (`corpus.db.read.versions_in_force`):
each section's version in force that day; a section repealed by then is left out. The history
note is the one the code export prints (the code tables hold one per section), so it may name
ordinances later than the date; the version's own ordinance and instruction say what made it.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from datetime import date

import sqlite_utils

from corpus.db import read
from corpus.publish.loaders.contents import JurisdictionInfo, jurisdiction_info
from corpus.publish.loaders.section_page import Citation, opt_str, rows
from parsers.ids import chapter_of


@dataclass(frozen=True, slots=True)
class ExportedSection:
    """One section as in force on the export's date."""

    id: str
    title: str  # the version's title, else the section's
    chapter: str
    version: int
    valid_from: str | None
    valid_from_estimated: bool
    valid_to: str | None
    ordinance: str | None
    instruction: str | None
    change: str
    complete: bool  # False when only the parts the ordinance amended are known
    text: str
    history_note: str | None
    citations: tuple[Citation, ...]  # found in the section's current text (offsets into it)


@dataclass(frozen=True, slots=True)
class CodeAsOf:
    """A jurisdiction's code in force on one day, sections sorted by id."""

    jurisdiction: JurisdictionInfo
    day: date
    sections: tuple[ExportedSection, ...]
    chapter_titles: dict[str, str]


def _section_rows(conn: sqlite3.Connection, jurisdiction: str) -> dict[str, dict[str, object]]:
    sql = "select id, chapter, title, history_note from sections where jurisdiction = ?"
    return {str(r["id"]): r for r in rows(conn, sql, (jurisdiction,))}


def _section_citations(
    conn: sqlite3.Connection, jurisdiction: str
) -> dict[str, tuple[Citation, ...]]:
    """Citations found in each section's own text (not its tables'), by section."""
    sql = (
        "select * from citations where jurisdiction = ? and unit_kind = 'section' "
        "order by unit, start"
    )
    found: dict[str, list[Citation]] = defaultdict(list)
    for row in rows(conn, sql, (jurisdiction,)):
        found[str(row["unit"])].append(Citation.from_row(row))
    return {unit: tuple(cites) for unit, cites in found.items()}


def code_as_of(conn: sqlite3.Connection, jurisdiction: str, day: date) -> CodeAsOf | None:
    """The code of `jurisdiction` in force on `day`; None when the database does not hold it."""
    info = jurisdiction_info(conn, jurisdiction)
    if info is None:
        return None
    db = sqlite_utils.Database(conn)
    sections = _section_rows(conn, jurisdiction)
    cites = _section_citations(conn, jurisdiction)
    titles = {
        str(r["id"]): str(r["title"] or "")
        for r in rows(
            conn, "select id, title from chapters where jurisdiction = ?", (jurisdiction,)
        )
    }
    exported = []
    for period in read.versions_in_force(db, jurisdiction, day):
        if period.change == "repealed":
            continue
        row = sections.get(period.section, {})
        exported.append(
            ExportedSection(
                id=period.section,
                title=period.title or str(row.get("title") or ""),
                chapter=str(row.get("chapter") or chapter_of(period.section)),
                version=period.version,
                valid_from=period.valid_from,
                valid_from_estimated=period.estimated,
                valid_to=period.valid_to or None,
                ordinance=period.ordinance or None,
                instruction=period.instruction or None,
                change=period.change,
                complete=period.complete,
                text=period.text,
                history_note=opt_str(row.get("history_note")) or None,
                citations=cites.get(period.section, ()),
            )
        )
    return CodeAsOf(info, day, tuple(sorted(exported, key=lambda s: s.id)), titles)
