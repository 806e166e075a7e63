"""What applying one instruction would do: the handlers' shared context and result.

A handler (corpus/apply.py, corpus/apply_tables.py) reads the store through a `Context` and
returns an `Outcome` — a status, the reason, and the section versions to create. It never
writes: the engine commits the plans only for `applied` and `base_missing` outcomes.
"""

from __future__ import annotations

from dataclasses import dataclass

from corpus.engine.store import Plan, VersionStore
from corpus.engine.table_versions import TablePlan
from corpus.engine.versions import (
    CodificationDifference,
    NodeChange,
    OrdinanceOrder,
    SectionVersion,
    VersionChange,
)
from parsers.ordinance_records import Instruction, InstructionStatus, TargetKind
from parsers.records import Subsection

APPLIED = InstructionStatus.APPLIED
BASE_MISSING = InstructionStatus.BASE_MISSING
FLAGGED = InstructionStatus.FLAGGED
NOT_APPLICABLE = InstructionStatus.NOT_APPLICABLE


@dataclass(frozen=True, slots=True)
class Outcome:
    status: InstructionStatus
    note: str
    plans: tuple[Plan, ...] = ()
    codification: tuple[CodificationDifference, ...] = ()
    moves: tuple[tuple[str, str], ...] = ()  # (old, new) section ids a renumbering moves
    tables: tuple[TablePlan, ...] = ()  # table versions to create


@dataclass(frozen=True, slots=True)
class Context:
    store: VersionStore
    instruction: Instruction
    order: OrdinanceOrder
    document: str  # the ordinance's document

    def targets(self, *kinds: TargetKind) -> list[str]:
        return [t.id for t in self.instruction.targets if t.kind in kinds]

    def codified(self, section: str) -> bool:
        """The ordinance took effect before the export that holds `section` was current, so
        the export should already contain it."""
        base = self.store.export_base(section)
        return (
            base is not None
            and base.as_of is not None
            and self.order.date is not None
            and self.order.date < base.as_of
        )


def flagged(note: str) -> Outcome:
    return Outcome(FLAGGED, note)


def codified_outcome(
    ctx: Context, differences: list[CodificationDifference], what: str, sections: list[str]
) -> Outcome:
    dates = set()
    for sid in sections:
        base = ctx.store.export_base(sid)
        if base is not None and base.as_of is not None:
            dates.add(base.as_of.isoformat())
    when = ", ".join(sorted(dates)) or "?"
    substantive = sum(1 for d in differences if d.change is not NodeChange.EDITORIAL)
    editorial = len(differences) - substantive
    if not differences:
        note = f"already codified in the export of {what} (as of {when}); the texts agree"
    else:
        note = (
            f"already codified in the export of {what} (as of {when}); "
            f"{substantive} substantive and {editorial} editorial differences recorded"
        )
    return Outcome(APPLIED, note, codification=tuple(differences))


def missing_note(section: str) -> str:
    return (
        f"{section}: the base text is not in the corpus; the ordinance's text is stored as its "
        "known version and applies once the base is added"
    )


def absent_note(section: str) -> str:
    return f"{section} does not exist in the corpus (its chapter is there without it)"


def partial_outcome(
    sid: str, now: SectionVersion, text: str, subs: list[Subsection], note: str
) -> Outcome:
    """A part of `sid` replaced or added: applied on a complete base; on an incomplete one the
    plan is kept as base_missing (the text the base lacks is not invented)."""
    plan = Plan(sid, text, tuple(subs), VersionChange.PARTIAL, now.complete)
    if not now.complete:
        return Outcome(BASE_MISSING, missing_note(sid), (plan,))
    return Outcome(APPLIED, note, (plan,))
