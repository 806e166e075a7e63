"""Handlers for table amendments (table versions, row by row) and zoning-map rezonings."""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from corpus.engine.outcome import APPLIED, BASE_MISSING, Context, Outcome, flagged
from corpus.engine.store import Plan
from corpus.engine.table_rows import apply_rows, diff_tables, named_rows
from corpus.engine.table_versions import (
    Ambiguous,
    RowChange,
    RowChangeStatus,
    TablePlan,
    TableVersion,
    row_change,
)
from corpus.engine.versions import VersionChange
from parsers.ids import table_parts
from parsers.ordinance_records import TargetKind
from parsers.tables import parse_table
from parsers.tables.records import GridTable

APPLIED_ROW = RowChangeStatus.APPLIED


def amend_table(ctx: Context) -> Outcome:
    """A table amendment: a new version of the table's cells changing only what it names (the
    version and row statuses are the engine's to commit); the section's text follows when the
    table is in the corpus."""
    tables = ctx.targets(TargetKind.TABLE)
    if len(tables) != 1:
        return flagged(f"a table amendment needs exactly one table target, got {tables}")
    store = ctx.store.table_versions
    resolved = store.resolve(tables[0], ctx.targets(TargetKind.CHAPTER))
    if isinstance(resolved, Ambiguous):
        return flagged(resolved.note)
    instruction = ctx.instruction
    excerpt = parse_table(instruction.text, caption=instruction.target_title)
    current = store.current(resolved)
    caption = instruction.target_title
    known = current.caption if current is not None else None
    if caption and known and not same_caption(caption, known):
        # Codes renumber tables: one number may name two tables over the years, and amending
        # the wrong one would be worse than amending none.
        return flagged(
            f"{resolved} in the corpus is {known!r} ({current.section if current else ''}) but "
            f"the instruction amends {caption!r}: the number names two tables; which is meant "
            "is for a person to say"
        )
    number = (table_parts(resolved) or ("", excerpt.number or ""))[1]
    section = _section_of(resolved, ctx)
    if instruction.rows:
        return _row_wise(ctx, resolved, number, section, excerpt, current)
    return _whole(ctx, resolved, number, section, excerpt, current)


def _section_of(table: str, ctx: Context) -> str | None:
    parts = table_parts(table)
    if parts is not None and not parts[0].startswith("Title "):
        return parts[0]
    sections = ctx.targets(TargetKind.SECTION)
    return sections[0] if len(sections) == 1 else None


def _flag_changes(table: str, instruction: str, grid: GridTable) -> list[RowChange]:
    """Cells two printings of the table disagree on: kept as the first printing gives them,
    flagged for a person."""
    return [
        row_change(
            table,
            instruction,
            row,
            RowChangeStatus.FLAGGED,
            column=cell.column,
            after=cell.value,
            note=cell.flag,
        )
        for row in grid.rows
        for cell in row.cells
        if cell.flag
    ]


def _whole(
    ctx: Context,
    table: str,
    number: str,
    section: str | None,
    grid: GridTable,
    current: TableVersion | None,
) -> Outcome:
    iid = ctx.instruction.id
    flags = _flag_changes(table, iid, grid)
    printed = (
        f"; printed {grid.printings} times, {len(flags)} cells differ" if grid.printings > 1 else ""
    )
    changes = flags if current is None else diff_tables(table, iid, current.grid, grid) + flags
    plan = TablePlan(
        table,
        number,
        ctx.instruction.target_title,
        section,
        grid,
        VersionChange.REPLACED,
        True,
        tuple(changes),
    )
    if current is None:
        note = (
            f"{table} is not in the corpus; the ordinance's table ({len(grid.rows)} rows) is "
            f"stored as its known version{printed}"
        )
        return Outcome(BASE_MISSING, note, tables=(plan,))
    changed = sum(c.status is not RowChangeStatus.FLAGGED for c in changes)
    note = f"{table} replaced: {changed} cells or rows changed{printed}"
    return Outcome(APPLIED, note, tables=(plan,))


def _row_wise(
    ctx: Context,
    table: str,
    number: str,
    section: str | None,
    excerpt: GridTable,
    current: TableVersion | None,
) -> Outcome:
    instruction = ctx.instruction
    rows = instruction.rows
    if current is None:
        found = named_rows(rows, excerpt.rows)
        changes = [
            row_change(
                table,
                instruction.id,
                r,
                RowChangeStatus.ADDED if i in found.values() else RowChangeStatus.CONTEXT,
                after=r.text,
            )
            for i, r in enumerate(excerpt.rows)
        ]
        plan = TablePlan(
            table,
            number,
            instruction.target_title,
            section,
            excerpt,
            VersionChange.PARTIAL,
            False,
            tuple(changes),
        )
        note = (
            f"{table} is not in the corpus; the {len(excerpt.rows)} rows the ordinance prints "
            f"(of them {len(rows)} named) are stored as its known version"
        )
        return Outcome(BASE_MISSING, note, tables=(plan,))
    grid, changes = apply_rows(table, instruction.id, current.grid, excerpt, rows)
    done = [
        c
        for c in changes
        if c.status in (APPLIED_ROW, RowChangeStatus.UNCHANGED, RowChangeStatus.ADDED)
    ]
    held = [c for c in changes if c.status is RowChangeStatus.FLAGGED]
    if not done:
        ctx.store.table_versions.record(changes)
        return flagged(f"none of the {len(rows)} named rows of {table} could be applied")
    plan = TablePlan(
        table, number, None, section, grid, VersionChange.PARTIAL, current.complete, tuple(changes)
    )
    note = f"{len({c.row for c in done})} named rows of {table} applied"
    if held:
        note += f"; {len(held)} cells or rows flagged for a person: " + "; ".join(
            sorted({f"{c.row}" + (f" ({c.column})" if c.column else "") for c in held})
        )
    return Outcome(APPLIED, note, tables=(plan,), plans=_section_text(ctx, table, rows))


def _section_text(ctx: Context, table_id: str, rows: tuple[str, ...]) -> tuple[Plan, ...]:
    """The section's text with the named rows' lines replaced, when the export holds the table
    and each row's line is found exactly once (else the text stays as it was)."""
    store = ctx.store
    table = store.tables.get(table_id)
    if table is None:
        return ()
    section = store.current(table.section)
    if section is None or section.repealed:
        return ()
    new_lines = [line for line in ctx.instruction.text.splitlines() if line.strip()]
    text = section.text
    for row in rows:
        old, new = _only(table.rows, row), _only(new_lines, row)
        if old is None or new is None or text.count(old) != 1:
            return ()
        text = text.replace(old, new)
    return (
        Plan(table.section, text, section.subsections, VersionChange.PARTIAL, section.complete),
    )


# How alike two captions must be (rapidfuzz token-set ratio, 0-100) to name the same table:
# wording drifts (`Allowed` / `Allowable`, an added `and Permit Requirements`), subjects don't.
SAME_CAPTION_SCORE = 80
# Zone and district codes in a caption (`OSC`, `RR`, `RVL-0.5`): one letter apart is another
# table entirely (`OSC Zone Standards` / `OSR Zone Standards`), which a ratio cannot see.
CAPTION_CODE = re.compile(r"\b[A-Z]{2,}(?:-[\d.]+)?\b")


def same_caption(a: str, b: str) -> bool:
    """Whether two table captions plausibly name the same table."""
    if set(CAPTION_CODE.findall(a)) != set(CAPTION_CODE.findall(b)):
        return False
    return fuzz.token_set_ratio(a.casefold(), b.casefold()) >= SAME_CAPTION_SCORE


def _only(lines: tuple[str, ...] | list[str], name: str) -> str | None:
    key = " ".join(name.casefold().split())
    found = [line for line in lines if " ".join(line.casefold().split()).startswith(key)]
    return found[0] if len(found) == 1 else None


def rezone(ctx: Context) -> Outcome:
    """A zoning-map amendment: each listed parcel's zone changes (corpus/stages/rezonings.py
    writes the zoning map's versions), except a listing the parser noted (a parcel listed
    twice), which is flagged for a person. No code text changes."""
    parcels = ctx.instruction.parcels
    held = [p for p in parcels if p.note]
    applied = len({p.apn for p in parcels if not p.note})
    if not applied:
        return flagged("no parcel of the rezoning can be applied")
    if not any(p.zone_to for p in parcels):
        return flagged(
            f"{len(parcels)} parcels listed but the text gives no zone to rezone them to"
        )
    note = f"{applied} parcels rezoned on the zoning map ({len(parcels)} listings)"
    if held:
        note += "; flagged for a person: " + "; ".join(p.note or "" for p in held)
    return Outcome(APPLIED, note)
