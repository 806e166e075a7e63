"""The `repeal_superseded` verb: the formal repeal of the text an ordinance re-enacts.

`That existing Section 113.01 … is hereby repealed`, in an ordinance that has just re-enacted
113.01, repeals the words it replaced, not the section (issue 20): applying it changes nothing,
so the re-enacted text stays in force whatever order the two instructions come in.
"""

from __future__ import annotations

from corpus.engine.outcome import NOT_APPLICABLE, Context, Outcome
from parsers.ordinance_records import TargetKind


def repeal_superseded(ctx: Context) -> Outcome:
    """Nothing changes; the note says what the sentence repealed and why nothing goes."""
    named = ", ".join(ctx.targets(*TargetKind)) or "its target"
    return Outcome(
        NOT_APPLICABLE,
        f"the formal repeal of the superseded text of {named}, which this ordinance "
        "re-enacts: nothing is repealed",
    )
