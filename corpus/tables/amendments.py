"""The tables the amendment engine fills: ordinances, ordinance_events, instructions,
section_versions, changes, codification; and `sections` brought up to each section's current
version (with rows for sections known only from ordinances)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

import sqlite_utils

from corpus.amend import amend_corpus
from corpus.diff import render_words
from corpus.versions import AmendedCorpus, InstructionResult, SectionVersion, WordDiff
from parsers.records import Instruction, ParsedOrdinance, TitleSource

if TYPE_CHECKING:
    from corpus.build import ParsedCorpus


# Tables beyond the contract, created even when empty (an empty table is a fact).
EVENT_COLUMNS: dict[str, Any] = {
    "ordinance": str,
    "date": str,
    "body": str,
    "event": str,
    "raw": str,
}
CODIFICATION_COLUMNS: dict[str, Any] = {
    "section": str,
    "subsection": str,
    "ordinance": str,
    "instruction": str,
    "change": str,  # editorial when only typography, case or numerals differ
    "ordinance_text": str,
    "export_text": str,
    "diff": str,  # word-level ops as JSON
}


def _iso(value: date | None) -> str | None:
    return value.isoformat() if value else None


def words_json(words: Sequence[WordDiff]) -> str | None:
    """A word-level diff as JSON: `[["equal", "text"], ["delete", "…"], ["insert", "…"]]`."""
    return json.dumps([[w.op.value, w.text] for w in words], ensure_ascii=False) if words else None


def ordinance_rows(
    ordinances: Sequence[ParsedOrdinance], amended: AmendedCorpus
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    order = {o.ordinance: o for o in amended.order}
    rows: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    for parsed in ordinances:
        o = parsed.ordinance
        used = order.get(o.id)
        rows.append(
            {
                "id": o.id,
                "number": o.number,
                "file_no": o.file_no,
                "title": o.title,
                "introduced": _iso(o.introduced),
                "adopted": _iso(o.adopted),
                "effective": _iso(o.effective),
                "document": parsed.document.id,
                "effective_estimated": int(
                    o.effective_estimated or (used is not None and used.estimated)
                ),
                "effective_rule": o.effective_rule,
                "applied_as_of": _iso(used.date) if used else None,
                "applied_as_of_basis": used.basis if used else None,
                "from_sidecar": json.dumps(list(o.from_sidecar)),
            }
        )
        events.extend(
            {
                "ordinance": o.id,
                "date": e.date.isoformat(),
                "body": e.body,
                "event": e.event,
                "raw": e.raw,
            }
            for e in o.events
        )
    return rows, events


def instruction_row(instruction: Instruction, result: InstructionResult | None) -> dict[str, Any]:
    first = instruction.targets[0] if instruction.targets else None
    return {
        "id": instruction.id,
        "ordinance": instruction.ordinance,
        "ordinance_section": instruction.ordinance_section,
        "verb": instruction.verb.value,
        "target_kind": first.kind.value if first else None,
        "target": first.id if first else None,
        "targets": json.dumps([{"kind": t.kind.value, "id": t.id} for t in instruction.targets]),
        "status": result.status.value if result else None,
        "note": result.note if result else None,
        "from_sidecar": int(instruction.from_sidecar),
        "heading": instruction.heading,
        "target_title": instruction.target_title,
        "labels": json.dumps(list(instruction.labels)),
        "rows": json.dumps(list(instruction.rows), ensure_ascii=False),
        "parcels": json.dumps(
            [{"apn": p.apn, "address": p.address} for p in instruction.parcels], ensure_ascii=False
        ),
        "parser_flags": json.dumps(list(instruction.flags), ensure_ascii=False),
        "versions": json.dumps([f"{s} v{v}" for s, v in result.versions]) if result else "[]",
        "text": instruction.text,
        "document": instruction.span.document,
        "start": instruction.span.start,
        "end": instruction.span.end,
    }


def version_row(v: SectionVersion) -> dict[str, Any]:
    return {
        "section": v.section,
        "version": v.version,
        "text": v.text,
        "valid_from": _iso(v.valid_from),
        "valid_to": _iso(v.valid_to),
        "ordinance": v.ordinance,
        "source": v.source.value,
        "change": v.change.value,
        "instruction": v.instruction,
        "document": v.document,
        "title": v.title,
        "complete": int(v.complete),
        "valid_from_estimated": int(v.valid_from_estimated),
        "as_of": _iso(v.as_of),
        "subsections": len(v.subsections),
    }


def write_amendment_tables(
    db: sqlite_utils.Database, amended: AmendedCorpus, parsed: ParsedCorpus
) -> None:
    """Write the engine's results; `sections` rows are updated to their current versions."""
    ordinances, events = ordinance_rows(parsed.ordinances, amended)
    db.table("ordinances").insert_all(ordinances, pk="id", replace=True, alter=True)
    db.table("ordinance_events").create(EVENT_COLUMNS, if_not_exists=True)
    db.table("ordinance_events").insert_all(events, alter=True)

    results = {r.instruction: r for r in amended.results}
    instructions = [
        instruction_row(i, results.get(i.id))
        for p in parsed.ordinances
        for i in p.ordinance.instructions
    ]
    db.table("instructions").insert_all(instructions, pk="id", replace=True, alter=True)

    versions = [version_row(v) for vs in amended.versions.values() for v in vs]
    db.table("section_versions").insert_all(versions, alter=True)
    changes = [
        {
            "section": c.section,
            "version": c.version,
            "subsection": c.subsection,
            "change": c.change.value,
            "before": c.before,
            "after": c.after,
            "before_id": c.before_id,
            "diff": words_json(c.words),
            "rendered": render_words(c.words) if c.words else None,
        }
        for c in amended.changes
    ]
    db.table("changes").insert_all(changes, alter=True)
    codification = [
        {
            "section": d.section,
            "subsection": d.subsection,
            "ordinance": d.ordinance,
            "instruction": d.instruction,
            "change": d.change.value,
            "ordinance_text": d.ordinance_text,
            "export_text": d.export_text,
            "diff": words_json(d.words),
        }
        for d in amended.codification
    ]
    db.table("codification").create(CODIFICATION_COLUMNS, if_not_exists=True)
    db.table("codification").insert_all(codification, alter=True)
    write_current_sections(db, amended)
    issues = [
        {
            "document": i.document,
            "location": i.location,
            "severity": i.severity.value,
            "code": i.code,
            "message": i.message,
        }
        for i in amended.issues
    ]
    db.table("parse_issues").insert_all(issues, alter=True)


def write_current_sections(db: sqlite_utils.Database, amended: AmendedCorpus) -> None:
    sections = db.table("sections")
    known = (
        {row["id"] for row in db.query("select id from sections")} if sections.exists() else set()
    )
    new_rows: list[dict[str, Any]] = []
    for current in amended.current:
        if current.id in known:
            db.execute(
                "update sections set text = ?, status = ? where id = ?",
                [current.text, current.status.value, current.id],
            )
            if current.title:
                # An ordinance that prints the section's title supplies what the export's text
                # rendering lacks; a title the export itself printed is never overwritten.
                db.execute(
                    "update sections set title = ?, title_source = ? "
                    "where id = ? and (title is null or title = '')",
                    [current.title, TitleSource.ORDINANCE.value, current.id],
                )
            continue
        new_rows.append(
            {
                "id": current.id,
                "chapter": current.chapter,
                "title": current.title,
                "title_source": TitleSource.ORDINANCE.value if current.title else None,
                "text": current.text,
                "status": current.status.value,
                "as_of": _iso(current.as_of),
                "document": current.document,
            }
        )
    if new_rows:
        sections.insert_all(new_rows, alter=True)
    versions = {c.id: c.version for c in amended.current}
    if versions:
        if "current_version" not in sections.columns_dict:
            sections.add_column("current_version", int)
        db.conn.executemany(
            "update sections set current_version = ? where id = ?",
            [(v, sid) for sid, v in versions.items()],
        )


def build_amendments(db: sqlite_utils.Database, parsed: ParsedCorpus) -> AmendedCorpus:
    """Run the engine over the parsed corpus and write its tables (build() calls this)."""
    amended = amend_corpus(parsed)
    write_amendment_tables(db, amended, parsed)
    return amended
