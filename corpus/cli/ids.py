"""Ids typed on the command line, read the way the search box reads them.

`§ 17.62.030`, `Section 17.62.030` and `17.62.030` name one section; `PA26-17` and `pa 26-17`
name the ordinance `PA#26-17` (corpus/db/search_index.py::find_ids, the one reading of a typed
id). An id the database does not hold is one clear error that says what it does hold nearby.
"""

from __future__ import annotations

import click
import sqlite_utils

from corpus.db.search_index import ItemKind, find_ids
from parsers.ids import chapter_of, section_of

# How many neighbouring ids an error message lists.
NEARBY = 8


def _nearby_sections(db: sqlite_utils.Database, jurisdiction: str, typed: str) -> list[str]:
    chapter = chapter_of(section_of(typed.strip()))
    return [
        row[0]
        for row in db.execute(
            "select id from sections where jurisdiction = ? and chapter = ? order by id limit ?",
            (jurisdiction, chapter, NEARBY),
        ).fetchall()
    ]


def resolve_node(db: sqlite_utils.Database, jurisdiction: str, typed: str) -> str:
    """The section or subsection id `typed` names (`§ 17.62.030(E)` → `17.62.030(E)`), or a
    ClickException naming the sections nearby."""
    for match in find_ids(db.conn, typed, jurisdiction):
        if match.kind is ItemKind.SECTION:
            return match.node
    nearby = _nearby_sections(db, jurisdiction, typed)
    hint = f"; its chapter holds {', '.join(nearby)}" if nearby else ""
    raise click.ClickException(f"{typed}: no such section in {jurisdiction}{hint}")


def resolve_ordinance(db: sqlite_utils.Database, jurisdiction: str, typed: str) -> str:
    """The id of the ordinance `typed` names by its id, number or file number in any common
    form (`PA26-17` → `PA#26-17`), or a ClickException listing the ordinances there are."""
    for match in find_ids(db.conn, typed, jurisdiction):
        if match.kind is ItemKind.ORDINANCE:
            return match.id
    known = [
        row[0]
        for row in db.execute(
            "select id from ordinances where jurisdiction = ? order by id limit ?",
            (jurisdiction, NEARBY + 1),
        ).fetchall()
    ]
    listed = ", ".join(known[:NEARBY]) + (", …" if len(known) > NEARBY else "")
    raise click.ClickException(
        f"{typed}: no such ordinance in {jurisdiction} (ordinances: {listed or 'none'})"
    )
