"""Handlers for table-row amendments and zoning-map rezonings."""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from corpus.engine.outcome import APPLIED, BASE_MISSING, Context, Outcome, flagged
from corpus.engine.store import Plan
from corpus.engine.versions import VersionChange
from parsers.records import InstructionStatus, TargetKind


def amend_table(ctx: Context) -> Outcome:
    """Table rows: named rows change, the others carry over — when the table is in the corpus."""
    tables = ctx.targets(TargetKind.TABLE)
    if len(tables) != 1:
        return flagged(f"a table amendment needs exactly one table target, got {tables}")
    table_id = tables[0]
    rows = ctx.instruction.rows
    store = ctx.store
    table = store.tables.get(table_id)
    sections = ctx.targets(TargetKind.SECTION)
    if table is None:
        plans: tuple[Plan, ...] = ()
        if len(sections) == 1 and not store.exists(sections[0]):
            plans = (
                Plan(sections[0], ctx.instruction.text.strip(), (), VersionChange.PARTIAL, False),
            )
        kept = f"its {len(rows)} named rows" if rows else "its new text"
        return Outcome(
            BASE_MISSING,
            f"{table_id} is not in the corpus; the instruction and {kept} are kept and apply "
            "once the table is added",
            plans,
        )
    section = store.current(table.section)
    if section is None or section.repealed:
        return flagged(f"{table_id} belongs to {table.section}, which does not exist")
    caption = ctx.instruction.target_title
    if caption and not same_caption(caption, table.caption):
        # Codes renumber tables: one number may name two tables over the years, and amending
        # the wrong one would be worse than amending none.
        return flagged(
            f"{table_id} in the corpus is {table.caption!r} ({table.section}) but the instruction "
            f"amends {caption!r}: the number names two tables; which is meant is for a person "
            "to say"
        )
    if not rows:
        return flagged(
            f"{table_id} is in the corpus but the amendment names no rows; which rows change "
            "is for a person to say (a sidecar can name them)"
        )
    new_lines = [line for line in ctx.instruction.text.splitlines() if line.strip()]
    text = section.text
    for row in rows:
        old = _only(table.rows, row)
        new = _only(new_lines, row)
        if old is None or new is None:
            where = "the table" if old is None else "the new text"
            return flagged(f"row {row!r} is not found exactly once in {where}")
        if text.count(old) != 1:
            return flagged(f"row {row!r} is not found exactly once in {table.section}'s text")
        text = text.replace(old, new)
    plan = Plan(table.section, text, section.subsections, VersionChange.PARTIAL, section.complete)
    return Outcome(APPLIED, f"{len(rows)} rows of {table_id} changed", (plan,))


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
    parcels = ctx.instruction.parcels
    return Outcome(
        InstructionStatus.NOT_APPLICABLE,
        f"zoning-map amendment ({len(parcels)} parcels); no code text changes",
    )
