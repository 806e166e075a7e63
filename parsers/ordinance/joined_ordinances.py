"""An uncodified ordinance amended in the same sentence as a division of the code.

`That Ordinance No. 3502 and Section 2.20.02 (A) entitled "Seating" of the Jonesboro Code of
Ordinances shall be amended as follows:` (Jonesboro AR) amends two bodies of law at once: the
code's part, read as any instruction, and the ordinance that first enacted it, named by its
number. The ordinance is no part of the code: it becomes an instruction of its own with that
ordinance as its target and the reason, recorded and never applied (`Instruction.outside`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Target, TargetKind

# The subject opening with an ordinance by its number, joined by `and` to a division of the code
# named by its number (`Ordinance No. 3502 and Section 2.20.02 (A)`): the ordinance's name.
JOINED = re.compile(
    r"^\s*(?:That\s+)?(?P<name>Ordinance\s+(?:No\.?|Number|#)\s*\d[\w:-]*)\s*,?\s+and\s+"
    r"(?:Sections?|§|Chapter|Article|Title)\s*\d",
    re.IGNORECASE,
)


def joined_ordinance(
    section: RawSection, key: str, context: Context, phrase: str, found: list[Instruction]
) -> list[Instruction]:
    """The instruction for the ordinance the subject joins to a code division (see the module),
    when the division's own instruction was read; else none."""
    joined = JOINED.match(phrase)
    code = [item for item in found if item.outside is None and item.targets]
    if joined is None or not code:
        return []
    name = " ".join(joined.group("name").split())
    target = (Target(TargetKind.ORDINANCE, name),)
    instruction = make_instruction(
        section, f"{key}.{len(found) + 1}", context, code[0].verb, target, ""
    )
    return [replace(instruction, outside=f"amends an ordinance ({name}), not this code")]
