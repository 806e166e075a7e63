"""The rows the amendment engine gives: ordinances, ordinance_events, instructions,
section_versions, changes, codification; and `sections` brought up to each section's current
version (with rows for sections known only from ordinances)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from corpus.db.rows import (
    Columns,
    Row,
    TableRows,
    instruction_targets,
    issue_row,
    json_list,
    record_row,
)
from corpus.engine.amend import amend_corpus
from corpus.engine.diff import render_words
from corpus.engine.versions import AmendedCorpus, InstructionResult, SectionVersion, WordDiff
from parsers.ordinance_records import Instruction, ParsedOrdinance
from parsers.records import TitleSource

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


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
                state=o.state,
                urgency=int(o.urgency),
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


def amendment_rows(amended: AmendedCorpus, parsed: ParsedCorpus, out: TableRows) -> None:
    """Add the engine's results to `out` and bring `sections` up to their current versions."""
    ordinances, events = ordinance_rows(parsed.ordinances, amended)
    out.add("ordinances", ordinances)
    out.add("ordinance_events", events)
    results = {r.instruction: r for r in amended.results}
    out.add(
        "instructions",
        (
            instruction_row(i, results.get(i.id))
            for p in parsed.ordinances
            for i in p.ordinance.instructions
        ),
    )
    out.add("section_versions", (version_row(v) for vs in amended.versions.values() for v in vs))
    out.add(
        "changes",
        (
            record_row(
                c,
                CHANGE_COLUMNS,
                diff=words_json(c.words),
                rendered=render_words(c.words) if c.words else None,
            )
            for c in amended.changes
        ),
    )
    out.add(
        "codification",
        (
            record_row(d, CODIFICATION_FIELDS, diff=words_json(d.words))
            for d in amended.codification
        ),
    )
    current_section_rows(amended, out)
    out.add("parse_issues", (issue_row(i) for i in amended.issues))


def current_section_rows(amended: AmendedCorpus, out: TableRows) -> None:
    """Each section's row brought to its current version; rows for sections known only from
    ordinances."""
    rows = out.by_id("sections")
    for current in amended.current:
        row = rows.get(current.id)
        if row is None:
            row = (
                record_row(current, ("id", "chapter", "title"))
                | {"title_source": TitleSource.ORDINANCE.value if current.title else None}
                | record_row(current, ("text", "status", "as_of", "document"))
            )
            out.add("sections", [row])
        else:
            row["text"], row["status"] = current.text, current.status.value
            if current.title and not row.get("title"):
                # An ordinance that prints the section's title supplies what the export's
                # text rendering lacks; a title the export itself printed is never replaced.
                row["title"], row["title_source"] = current.title, TitleSource.ORDINANCE.value
        row["current_version"] = current.version


def run_amendments(parsed: ParsedCorpus, out: TableRows) -> AmendedCorpus:
    """Run the engine over one jurisdiction's records and add its rows to `out`."""
    amended = amend_corpus(parsed)
    amendment_rows(amended, parsed, out)
    return amended
