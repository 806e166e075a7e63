"""Two ways an instruction that removes law was once applied wrongly, each now read safely.

- A letter label's period (`deleting subsection D. in its entirety and substituting with the
  following new subsection D.:`, Nashville BL2020-302) ended the sentence, so the instruction was
  read as half of itself: a repeal of subsection D. The sentence now runs on, and a deletion
  that is replaced is no repeal.
- A replacement whose target is of another kind than its verb's (`replace_section` of a title,
  Englewood CO 48-1997) would remove every section of the title: flagged instead.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.safety import checked_reading
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

NASHVILLE = """ORDINANCE NO. BL2020-302

An ordinance amending Section 13.08.015 of the Metropolitan Code pertaining to street names.

BE IT ENACTED BY THE COUNCIL OF THE METROPOLITAN GOVERNMENT OF NASHVILLE AND DAVIDSON COUNTY:

Section 1. That Section 13.08.015 of the Metropolitan Code is hereby amended by deleting \
subsection D. in its entirety and substituting with the following new subsection D.:

D. The planning department shall report on the proposed change within thirty days.

Section 2. This ordinance shall take effect from and after its final passage.
"""


def test_a_deleted_and_substituted_part_is_never_an_unflagged_repeal() -> None:
    parsed = parse_ordinance_text(NASHVILLE, "nashville/BL2020-302.txt")
    [item] = parsed.ordinance.instructions
    assert "substituting with the following new subsection D." in item.heading
    assert item.verb is not Verb.REPEAL or item.flags


@pytest.mark.parametrize(
    ("verb", "target", "flagged"),
    [
        (Verb.REPLACE_SECTION, Target(TargetKind.TITLE, "Title 5"), True),
        (Verb.REPLACE_SECTION, Target(TargetKind.CHAPTER, "5-10"), True),
        (Verb.REPLACE_CHAPTER, Target(TargetKind.TITLE, "Title 5"), True),
        (Verb.REPLACE_SECTION, Target(TargetKind.SECTION, "5-10-1"), False),
        (Verb.REPLACE_CHAPTER, Target(TargetKind.CHAPTER, "5-10"), False),
    ],
)
def test_a_replacement_of_another_kind_than_its_verb_is_flagged(
    verb: Verb, target: Target, flagged: bool
) -> None:
    parsed = parse_ordinance_text(NASHVILLE, "nashville/BL2020-302.txt")
    base = parsed.ordinance.instructions[0]
    item: Instruction = checked_reading(
        replace(
            base,
            verb=verb,
            targets=(target,),
            flags=(),
            edits=(),
            heading=f"{target.id} is hereby amended to read as follows:",
            text="The planning department shall report within thirty days.",
        )
    )
    assert bool(item.flags) is flagged
