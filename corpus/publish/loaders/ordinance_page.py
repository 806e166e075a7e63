"""What the ordinance page shows, and finding an ordinance by any name people give it.

An ordinance is named by its id, its number or its file number, in any spelling of the file
number's punctuation: `PA26-17`, `pa#26-17` and `PA #26-17` all find `PA#26-17` (its file name
drops the `#`, people type it either way).
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass

from corpus.publish.loaders.contents import jurisdiction_info
from corpus.publish.loaders.section_page import InstructionRow, Row, opt_int, opt_str, rows

# Anything but letters and digits: the punctuation and spacing people vary when they type an
# ordinance's number (`PA#26-17`, `PA26-17`, `PA 26/17`); what is left names it.
PUNCTUATION = re.compile(r"[^0-9a-z]+")


def squashed(name: str) -> str:
    """`PA#26-17` → `pa2617`: an ordinance name without its punctuation, case or spacing."""
    return PUNCTUATION.sub("", name.lower())


@dataclass(frozen=True, slots=True)
class ProducedVersion:
    section: str
    version: int
    change: str | None
    valid_from: str | None


@dataclass(frozen=True, slots=True)
class Touched:
    """One node an instruction of the ordinance names, with the instruction's outcome."""

    kind: str
    id: str
    instruction: str
    verb: str | None
    status: str | None


@dataclass(frozen=True, slots=True)
class CellChange:
    """One cell (or row) of a table an instruction of the ordinance changed, or flagged."""

    table: str
    version: int | None
    instruction: str | None
    use: str | None  # the row's label
    category: str | None
    district: str | None  # the column; None for a whole row
    before: str | None
    after: str | None
    status: str | None  # applied, added, removed, unchanged, flagged
    note: str | None
    valid_from: str | None  # when the version it made took effect


@dataclass(frozen=True, slots=True)
class RezonedParcel:
    """One parcel a zoning-map instruction of the ordinance lists."""

    instruction: str | None
    listing: int | None
    apn: str | None
    address: str | None
    from_zone: str | None
    to_zone: str | None
    status: str | None
    note: str | None


@dataclass(frozen=True, slots=True)
class OrdinancePage:
    jurisdiction: str
    id: str
    row: Row  # its row of `ordinances`
    events: tuple[Row, ...]
    instructions: tuple[InstructionRow, ...]
    versions: tuple[ProducedVersion, ...]
    codification: tuple[Row, ...]  # the engine's comparison with the code export, if any
    touched: tuple[Touched, ...]
    jurisdiction_name: str | None = None
    cells: tuple[CellChange, ...] = ()
    parcels: tuple[RezonedParcel, ...] = ()


def find_ordinance(conn: sqlite3.Connection, jurisdiction: str | None, key: str) -> list[Row]:
    """The ordinances (of one jurisdiction, or of any) an id, number or file number names:
    exact matches first, else matches without punctuation."""
    sql = "select * from ordinances where coalesce(?, jurisdiction) = jurisdiction"
    candidates = rows(conn, sql, (jurisdiction,))
    exact = [r for r in candidates if key in (r["id"], r["number"], r["file_no"])]
    if exact:
        return exact
    wanted = squashed(key)
    return [
        r
        for r in candidates
        if wanted
        and wanted in {squashed(str(r[c])) for c in ("id", "number", "file_no") if r[c] is not None}
    ]


def _touched(instructions: list[Row]) -> tuple[Touched, ...]:
    touched: list[Touched] = []
    for row in instructions:
        targets = json.loads(row["targets"] or "[]") or (
            [{"kind": row["target_kind"], "id": row["target"]}] if row["target"] else []
        )
        touched.extend(
            Touched(
                str(t.get("kind") or ""),
                str(t["id"]),
                str(row["id"]),
                opt_str(row["verb"]),
                opt_str(row["status"]),
            )
            for t in targets
            if t.get("id")
        )
    return tuple(touched)


def _cells(conn: sqlite3.Connection, key_pair: tuple[str, str]) -> tuple[CellChange, ...]:
    """The table cells an ordinance's instructions changed (or flagged), table by table."""
    found = rows(
        conn,
        "select t.*, v.valid_from from table_changes t left join table_versions v "
        "on v.jurisdiction = t.jurisdiction and v.[table] = t.[table] and v.version = t.version "
        "where t.jurisdiction = ? and t.ordinance = ? and t.status != 'context' "
        "order by t.[table], t.rowid",
        key_pair,
    )
    return tuple(
        CellChange(
            str(c["table"]),
            opt_int(c["version"]),
            opt_str(c["instruction"]),
            opt_str(c["row_label"]),
            opt_str(c["category"]),
            opt_str(c["column"]) or None,
            opt_str(c["before"]),
            opt_str(c["after"]),
            opt_str(c["status"]),
            opt_str(c["note"]),
            opt_str(c["valid_from"]),
        )
        for c in found
    )


def _parcels(conn: sqlite3.Connection, key_pair: tuple[str, str]) -> tuple[RezonedParcel, ...]:
    """The parcels an ordinance's zoning-map instructions list, as printed."""
    found = rows(
        conn,
        "select * from rezonings where jurisdiction = ? and ordinance = ? "
        "order by instruction, listing",
        key_pair,
    )
    return tuple(
        RezonedParcel(
            opt_str(p["instruction"]),
            opt_int(p["listing"]),
            opt_str(p["apn"]),
            opt_str(p["address"]),
            opt_str(p["from_zone"]),
            opt_str(p["to_zone"]),
            opt_str(p["status"]),
            opt_str(p["note"]),
        )
        for p in found
    )


def load_ordinance(conn: sqlite3.Connection, jurisdiction: str, key: str) -> OrdinancePage | None:
    """The ordinance page for an id, number or file number; None when there is none."""
    found = find_ordinance(conn, jurisdiction, key)
    if not found:
        return None
    row = found[0]
    key_pair = (jurisdiction, str(row["id"]))
    events = rows(
        conn,
        "select * from ordinance_events where jurisdiction = ? and ordinance = ? order by rowid",
        key_pair,
    )
    instructions = rows(
        conn,
        "select * from instructions where jurisdiction = ? and ordinance = ? "
        "order by ordinance_section, rowid",
        key_pair,
    )
    versions = rows(
        conn,
        "select section, version, change, valid_from from section_versions "
        "where jurisdiction = ? and ordinance = ? order by section, version",
        key_pair,
    )
    codification = rows(
        conn,
        "select * from codification where jurisdiction = ? and ordinance = ? order by rowid",
        key_pair,
    )
    place = jurisdiction_info(conn, jurisdiction)
    return OrdinancePage(
        jurisdiction_name=place.name if place else None,
        cells=_cells(conn, key_pair),
        parcels=_parcels(conn, key_pair),
        jurisdiction=jurisdiction,
        id=str(row["id"]),
        row=row,
        events=tuple(events),
        instructions=tuple(InstructionRow.from_row(i) for i in instructions),
        versions=tuple(
            ProducedVersion(
                str(v["section"]), int(v["version"]), opt_str(v["change"]), opt_str(v["valid_from"])
            )
            for v in versions
        ),
        codification=tuple(codification),
        touched=_touched(instructions),
    )


def jurisdictions_with(conn: sqlite3.Connection, kind: str, key: str) -> list[str]:
    """The jurisdictions holding `key` as a section id, or naming an ordinance so."""
    if kind == "ordinance":
        return sorted({str(r["jurisdiction"]) for r in find_ordinance(conn, None, key)})
    sql = "select distinct jurisdiction from sections where id = ?"
    return sorted(str(r["jurisdiction"]) for r in rows(conn, sql, (key,)))
