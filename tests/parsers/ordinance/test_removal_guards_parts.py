"""Removals read completely or flagged, continued from `test_removal_guards.py`.

- A repeal that takes effect with the ordinance (`… is repealed upon the operative date of this
  Ordinance.`, Ukiah CA 597) is read completely; a date of its own is not.
- A whole section replaced where the sentence names only some of its parts, or whose new text
  opens at a later label (`Subsection C. (…) and Subsection I. (…) of Section 4-1-180`, Renton WA
  5326, part G) would remove the other parts: flagged.
- A sentence naming a table (a schedule, a row, a cell) of the section after its number
  (`Section 3.18,BULK REQUIREMENTS, TABLE 1, …`, Kingsley IA 264) replaces that part: a flagged
  `replace_part`; a whole section replaced by one phrase, no sentence (a cell's text), is flagged.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_removal_guards import NASHVILLE
from wide_documents import parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.partial_replacement import partial_replacement
from parsers.ordinance_records import Target, TargetKind, Verb

# Ukiah CA 597 §2 (`… is repealed upon the operative date of this Ordinance.`): a repeal that takes
# effect with the ordinance is read completely; a date of its own is not. Its own OCR'd target
# (`Prticle 2 of Chapter 11`) keeps it flagged: the article was not read, the chapter never goes.
UKIAH_WHEN = """ORDINANCE NO. 597
AN ORDINANCE OF THE CITY OF UKIAH REPEALING A SECTION OF THE UKIAH CITY CODE
The City Council of the City of Ukiah does hereby
ORDAIN:
SECTION 1. REPEALING FORMER SECTION.
{subject} of the Ukiah City Code entitled "Television Service Franchise" is repealed {when}.
SECTION 2. This ordinance shall take effect thirty days after its adoption.
"""


@pytest.mark.parametrize(
    ("subject", "when", "flagged"),
    [
        ("Section 11.20.010", "upon the operative date of this Ordinance", False),
        ("Section 11.20.010", "on the effective date of this ordinance", False),
        ("Section 11.20.010", "effective January 1, 1969", True),  # a date of its own
        ("Prticle 2 of Chapter 11", "upon the operative date of this Ordinance", True),
    ],
)
def test_a_repeal_taking_effect_with_the_ordinance_is_read_completely(
    subject: str, when: str, flagged: bool
) -> None:
    text = UKIAH_WHEN.format(subject=subject, when=when)
    [item] = parse_ordinance_text(text, "ukiah/597.txt").ordinance.instructions
    assert item.verb is Verb.REPEAL
    assert bool(item.flags) is flagged


# Renton WA 5326 §I (OCR'd; part G): two subsections named, parenthesized titles between, then
# `of Section 4-1-180`; its new text restates the section's heading, then opens at `C.`.
RENTON_SENTENCE = (
    "SECTIONL Subsection C.(Charges for Equitable Share ofPublic Works Facilities)and Subsection "
    "I.(Temporary Utility Connection Fees)of Section 4-1-180 (Public Works Fees)of Chapter 1 "
    '"Administration and Enforcement"of Title 4 (Development Regulations)of Ordinance No.4260 '
    "are hereby amended to read as follows:"
)
RENTON_TEXT = "4-1-180 PUBLIC WORKS FEES:\nC.CHARGES FOR EQIDTABLE SHARE OF PUBLIC WORKS:"
WHOLE_SENTENCE = "Section 4-1-180 of the Code is hereby amended to read as follows:"


@pytest.mark.parametrize(
    ("heading", "text", "flagged"),
    [
        (RENTON_SENTENCE, RENTON_TEXT, True),  # parts named before `of Section 4-1-180`
        (WHOLE_SENTENCE, RENTON_TEXT, True),  # the new text opens at `C.`: parts omitted
        (WHOLE_SENTENCE, "4-1-180 PUBLIC WORKS FEES:\nA. Purpose. Fees pay for works.", False),
        (WHOLE_SENTENCE, "(b) Prohibited vehicles.", True),
        (WHOLE_SENTENCE, "(a) Permitted vehicles.\n(b) Prohibited vehicles.", False),
        (WHOLE_SENTENCE, "Owners of properties shall pay the charges listed.", False),
        ("Subsections (d) and (g) of Section 4-1-180 are amended to read:", "(a) Fees.", True),
        ("Section 4-1-180, concerning paragraph fees, is amended to read:", "Fees.", False),
    ],
)
def test_a_whole_section_replaced_where_only_parts_are_amended_is_flagged(
    heading: str, text: str, flagged: bool
) -> None:
    parsed = parse_ordinance_text(NASHVILLE, "nashville/BL2020-302.txt")
    base = replace(
        parsed.ordinance.instructions[0],
        verb=Verb.REPLACE_SECTION,
        targets=(Target(TargetKind.SECTION, "4-1-180"),),
        flags=(),
        edits=(),
        heading=heading,
        text=text,
    )
    assert bool(partial_replacement(base).flags) is flagged


def test_the_stored_renton_subsections_are_never_replaced_as_a_whole_section() -> None:
    removing = [
        item
        for item in parsed("renton-wa-5326").ordinance.instructions
        if item.verb is Verb.REPLACE_SECTION and not item.flags
    ]
    assert removing == []


# Kingsley IA 264 §1: a table's cell named after the section's number, its new text the cell's.
KINGSLEY_SENTENCE = (
    "Article III, Section 4-1-180,BULK REQUIREMENTS, TABLE 1, Maximum Building Height, Accessory "
    "Buildings shall read as follows:"
)
KINGSLEY_CELL = (
    "18 Feet with 12 foot sidewalls measured from lowest point of finished floor of accessory "
    "building"
)
SECTION_TEXT = "Owners of properties shall pay the charges listed."


@pytest.mark.parametrize(
    ("heading", "text", "verb", "flagged"),
    [
        (KINGSLEY_SENTENCE, KINGSLEY_CELL, Verb.REPLACE_PART, True),
        (KINGSLEY_SENTENCE, SECTION_TEXT, Verb.REPLACE_PART, True),  # the table named: its part
        ("Section 4-1-180, Schedule X, is amended to read:", SECTION_TEXT, Verb.REPLACE_PART, True),
        (
            "Section 4-1-180 is amended by amending Table IV to read:",
            SECTION_TEXT,
            Verb.REPLACE_PART,
            True,
        ),
        (WHOLE_SENTENCE, KINGSLEY_CELL, Verb.REPLACE_SECTION, True),  # a phrase, no sentence
        (WHOLE_SENTENCE, SECTION_TEXT, Verb.REPLACE_SECTION, False),
        (WHOLE_SENTENCE, "SECTION 4-1-180 DEPARTMENT OF LAW: CREATE", Verb.REPLACE_SECTION, False),
        (
            "Section 4-1-180, TABLE OF USES, is amended to read:",
            SECTION_TEXT,
            Verb.REPLACE_SECTION,
            False,
        ),
        (
            "Section 4-1-180, Table of Uses, is amended to read:",
            SECTION_TEXT,
            Verb.REPLACE_SECTION,
            False,
        ),
        ("Section 4-1-180 is amended. Table 2 stays.", SECTION_TEXT, Verb.REPLACE_SECTION, False),
    ],
)
def test_a_table_or_a_cell_named_after_the_section_is_never_the_whole_section(
    heading: str, text: str, verb: Verb, flagged: bool
) -> None:
    parsed = parse_ordinance_text(NASHVILLE, "nashville/BL2020-302.txt")
    base = replace(
        parsed.ordinance.instructions[0],
        verb=Verb.REPLACE_SECTION,
        targets=(Target(TargetKind.SECTION, "4-1-180"),),
        flags=(),
        edits=(),
        heading=heading,
        text=text,
    )
    guarded = partial_replacement(base)
    assert (guarded.verb, bool(guarded.flags)) == (verb, flagged)


def test_the_stored_kingsley_cell_is_a_flagged_part_of_its_section() -> None:
    [item] = parsed("kingsley-ia-264").ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (Verb.REPLACE_PART, ["3.18"])
    assert item.flags
