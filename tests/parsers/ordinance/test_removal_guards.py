"""Ways an instruction that removes law was once applied wrongly, each now read safely.

- A letter label's period (`deleting subsection D. in its entirety and substituting with the
  following new subsection D.:`, Nashville BL2020-302) ended the sentence, so the instruction was
  read as half of itself: a repeal of subsection D. The sentence now runs on, and a deletion
  that is replaced is no repeal.
- A replacement whose target is of another kind than its verb's (`replace_section` of a title,
  Englewood CO 48-1997) would remove every section of the title: flagged instead.
- A replacement whose new text is only a deeper part of its target (`shall read as follows:`
  then `(b) Prohibited / Add: / (4) Vehicles.`, St. Charles Parish LA 2001-0230) would replace the
  section by one paragraph: read as the part it adds, or flagged.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.fragments import deeper_fragment
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


# St. Charles Parish LA, Ordinance 2001-0230 (Legistar page, devset_wide/open): the sentence
# replaces the whole section, the new text is one new paragraph under subsection (b).
ST_CHARLES = """2001-0230
ORDINANCE NO.
Title
An ordinance of the Parish of St. Charles providing that the Code of Ordinances, Parish of St. \
Charles, be amended by revising Section 17-7 of said Code.
Body
THE ST. CHARLES PARISH COUNCIL HEREBY ORDAINS;
SECTION I That Section 17-7 of the Code of Ordinances, Parish of St. Charles, be amended so that \
such section shall read as follows:
{body}
"""
VEHICLES = (
    "(4) Vehicles. This section pertains to all vehicles, including, but not limited to, "
    "automobiles, trucks, motorcycles.\n"
    "a. Vehicles shall not be parked in violation of posted restrictions and regulations.\n"
)


@pytest.mark.parametrize(
    ("body", "verb", "target", "flagged"),
    [
        # `Add:` under the caption of (b): the new paragraph (b)(4) is added.
        ("(b) Prohibited\nAdd:\n" + VEHICLES, Verb.ADD_PART, "17-7(b)(4)", False),
        # The same fragment without `Add:`: nothing says what becomes of the rest; flagged.
        ("(b) Prohibited\n" + VEHICLES, Verb.REPLACE_SECTION, "17-7", True),
        # A new text that opens with a deeper label and no path: flagged.
        (VEHICLES, Verb.REPLACE_SECTION, "17-7", True),
        # A text that restates the section from its first part is a whole replacement.
        (
            "(a) Permitted. Fishing is permitted.\n(b) Prohibited. Camping is prohibited.\n",
            Verb.REPLACE_SECTION,
            "17-7",
            False,
        ),
    ],
)
def test_a_replacement_whose_text_is_a_deeper_part_is_never_a_whole_replacement(
    body: str, verb: Verb, target: str, flagged: bool
) -> None:
    parsed = parse_ordinance_text(ST_CHARLES.format(body=body), "st-charles/2001-0230.txt")
    [item] = parsed.ordinance.instructions
    assert (item.verb, [t.id for t in item.targets], bool(item.flags)) == (verb, [target], flagged)
    if verb is Verb.ADD_PART:
        assert item.text.startswith("(4) Vehicles.")


@pytest.mark.parametrize(
    ("target", "text", "flagged"),
    [
        (Target(TargetKind.SUBSECTION, "17-7(b)"), "(4) Vehicles. All vehicles.", True),
        (Target(TargetKind.SUBSECTION, "17-7(b)"), "(b) Prohibited. (1) Camping.", False),
        (Target(TargetKind.SUBSECTION, "17-7(b)"), "(1) Camping.\n(2) Fires.", False),
    ],
)
def test_a_part_replaced_by_a_deeper_part_of_it_is_flagged(
    target: Target, text: str, flagged: bool
) -> None:
    base = parse_ordinance_text(NASHVILLE, "nashville/BL2020-302.txt").ordinance.instructions[0]
    item = deeper_fragment(
        replace(base, verb=Verb.REPLACE_PART, targets=(target,), flags=(), edits=(), text=text)
    )
    assert bool(item.flags) is flagged
