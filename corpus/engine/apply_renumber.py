"""The `renumber` verb: a section moves to a new number with its history.

`Section 17.10.050 is renumbered as Section 17.10.060`: the new number takes every version of the
old one (its subsections renamed with it), the move is recorded as a `renumbered` change, and the
old number is repealed from the ordinance's date (its history stays under its own number too).
"""

from __future__ import annotations

from corpus.engine.outcome import APPLIED, Context, Outcome, absent_note, flagged
from corpus.engine.store import Plan
from corpus.engine.versions import VersionChange
from parsers.ordinance_records import TargetKind


def renumber(ctx: Context) -> Outcome:
    sections = ctx.targets(TargetKind.SECTION)
    new = ctx.instruction.renumbered_to
    if len(sections) != 1 or new is None or new.kind is not TargetKind.SECTION:
        return flagged("renumber needs one section target and a new section number")
    old, store = sections[0], ctx.store
    if not store.exists(old):
        if store.known_absent(old):
            return flagged(absent_note(old) + "; nothing to renumber")
        return flagged(f"{old} is not in the corpus; there is no history to move to {new.id}")
    if new.id in store.versions:
        return flagged(f"{new.id} already has versions; renumbering {old} would merge histories")
    repeal_old = Plan(old, "", (), VersionChange.REPEALED)
    return Outcome(APPLIED, f"{old} renumbered as {new.id}", (repeal_old,), moves=((old, new.id),))
