"""The rows of the amendment engine's records: `ordinances`, `ordinance_events`, `instructions`,
`section_versions`, `changes` and `codification` (composed by `corpus/stages/rows.py`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date

from corpus.db.rows import Columns, Row, instruction_targets, json_list, record_row
from corpus.engine.diff import render_words
from corpus.engine.versions import (
    AmendedCorpus,
    CodificationDifference,
    InstructionResult,
    SectionVersion,
    StructuralChange,
    WordDiff,
)
from parsers.ordinance_records import Instruction, ParsedOrdinance


def _iso(value: date | None) -> str | None:
    return value.isoformat() if value else None


def words_json(words: Sequence[WordDiff]) -> str | None:
    """A word-level diff as JSON: `[["equal", "text"], ["delete", "…"], ["insert", "…"]]`."""
    return json.dumps([[w.op.value, w.text] for w in words], ensure_ascii=False) if words else None


def ordinance_rows(
    ordinances: Sequence[ParsedOrdinance], amended: AmendedCorpus
) -> tuple[list[Row], list[Row]]:
    """The `ordinances` and `ordinance_events` rows, with the date each was applied as of."""
    order = {o.ordinance: o for o in amended.order}
    rows: list[Row] = []
    events: list[Row] = []
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


def change_row(c: StructuralChange) -> Row:
    return record_row(
        c,
        CHANGE_COLUMNS,
        diff=words_json(c.words),
        rendered=render_words(c.words) if c.words else None,
    )


def codification_row(d: CodificationDifference) -> Row:
    return record_row(d, CODIFICATION_FIELDS, diff=words_json(d.words))
