"""A definition amended by its term: `Section 19.04.040 … is amended by amending the definition
of "commercial purpose" to read as follows:` (Maui HI 3662).

The definition is a part of the section with no label of its own: the instruction replaces that
part (the term names it) and is flagged, a person puts the new text in its place, as a
definition deleted and replaced by its term is (`deletions.replaced_definition`). Read only on a
section the sentence names.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.deletions import UNLABELLED_DEFINITION
from parsers.ordinance_records import Instruction, TargetKind, Verb

# The tail: `by amending the definition of "X" to read as follows:` (`revising`, `the term`).
AMENDED_DEFINITION = re.compile(
    r"^\s*by\s+(?:amending|revising|changing|modifying)\s+(?:the\s+)?definitions?\s+of\s+"
    r"(?:the\s+(?:term|word|phrase)s?\s+)?[\"“”](?P<term>[^\"“”]+)[\"“”]\s*,?\s*"
    r"to\s+read\s+as\s+follows\s*:",
    re.IGNORECASE,
)


def amended_definition(chosen: Chosen, key: str, context: Context, body: str) -> Instruction | None:
    """The flagged replacement of the definition the sentence amends (see the module); None
    when the sentence says something else."""
    reading, targets = chosen.reading, chosen.named.targets
    amended = AMENDED_DEFINITION.match(reading.tail) if reading is not None else None
    if amended is None or not targets or any(t.kind is not TargetKind.SECTION for t in targets):
        return None
    flag = UNLABELLED_DEFINITION.format(term=amended.group("term"))
    return make_instruction(
        chosen.section,
        key,
        context,
        Verb.REPLACE_PART,
        targets,
        body,
        target_title=chosen.named.title,
        flags=(flag,),
    )
