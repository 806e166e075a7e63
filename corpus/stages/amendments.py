"""The tables the amendment engine fills: ordinances, ordinance_events, instructions,
section_versions, changes, codification; and `sections` brought up to each section's current
version (with rows for sections known only from ordinances)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

import sqlite_utils

from corpus.db.rows import (
    Columns,
    Row,
    instruction_targets,
    issue_row,
    json_list,
    record_row,
)
from corpus.engine.amend import amend_corpus
from corpus.engine.diff import render_words
from corpus.engine.versions import AmendedCorpus, InstructionResult, SectionVersion, WordDiff
from parsers.records import Instruction, ParsedOrdinance, TitleSource

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


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
            record_row(
                o,
                ("id", "number", "file_no", "title", "introduced", "adopted", "effective"),
                document=parsed.document.id,
                effective_estimated=int(
                    o.effective_estimated or (used is not None and used.estimated)
                ),
                effective_rule=o.effective_rule,
                applied_as_of=_iso(used.date) if used else None,
                applied_as_of_basis=used.basis if used else None,
                from_sidecar=json_list(o.from_sidecar),
            )
        )
        events += [
            record_row(e, ("date", "body", "event", "raw"), ordinance=o.id) for e in o.events
        ]
    return rows, events


def instruction_row(instruction: Instruction, result: InstructionResult | None) -> Row:
    first = instruction.targets[0] if instruction.targets else None
    return (
        record_row(
            instruction,
            ("id", "ordinance", "ordinance_section", "verb"),
            target_kind=first.kind.value if first else None,
            target=first.id if first else None,
            targets=instruction_targets(instruction),
            status=result.status.value if result else None,
            note=result.note if result else None,
        )
        | record_row(
            instruction,
            ("from_sidecar", "heading", "target_title"),
            labels=json_list(instruction.labels),
            rows=json_list(instruction.rows, ascii_only=False),
            parcels=json.dumps(
                [{"apn": p.apn, "address": p.address} for p in instruction.parcels],
                ensure_ascii=False,
            ),
            parser_flags=json_list(instruction.flags, ascii_only=False),
            versions=json.dumps([f"{s} v{v}" for s, v in result.versions]) if result else "[]",
        )
        | record_row(
            instruction,
            ("text", ("document", "span.document"), ("start", "span.start"), ("end", "span.end")),
        )
    )


VERSION_COLUMNS: Columns = (
    "section", "version", "text", "valid_from", "valid_to", "ordinance", "source", "change",
    "instruction", "document", "title", "complete", "valid_from_estimated", "as_of",
)  # fmt: skip
CHANGE_COLUMNS: Columns = (
    "section",
    "version",
    "subsection",
    "change",
    "before",
    "after",
    "before_id",
)
CODIFICATION_FIELDS: Columns = (
    "section", "subsection", "ordinance", "instruction", "change", "ordinance_text", "export_text",
)  # fmt: skip


def version_row(v: SectionVersion) -> Row:
    return record_row(v, VERSION_COLUMNS, subsections=len(v.subsections))


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
        record_row(
            c,
            CHANGE_COLUMNS,
            diff=words_json(c.words),
            rendered=render_words(c.words) if c.words else None,
        )
        for c in amended.changes
    ]
    db.table("changes").insert_all(changes, alter=True)
    codification = [
        record_row(d, CODIFICATION_FIELDS, diff=words_json(d.words)) for d in amended.codification
    ]
    db.table("codification").create(CODIFICATION_COLUMNS, if_not_exists=True)
    db.table("codification").insert_all(codification, alter=True)
    write_current_sections(db, amended)
    issues = [issue_row(i) for i in amended.issues]
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
            record_row(current, ("id", "chapter", "title"))
            | {"title_source": TitleSource.ORDINANCE.value if current.title else None}
            | record_row(current, ("text", "status", "as_of", "document"))
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
