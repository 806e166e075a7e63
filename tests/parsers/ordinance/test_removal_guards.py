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
- A word edit whose strike-through and underline OCR lost (Caldwell ID 1423, Collier County FL
  2003-08, first sight of part D) was read as the section's replacement: applied, it would
  enact the struck words beside the new ones. A legend anywhere in the document, struck words as
  OCR reads them, and a reprinted section heading before a deeper part now flag it.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from wide_documents import flagged_readings, parsed

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.fragments import deeper_fragment
from parsers.ordinance.lost_marks import LEGEND_LOST, STRUCK_LOST, struck_by_ocr
from parsers.ordinance.safety import ITEMS_IN_TEXT_FLAG, checked_reading, untargeted_removal
from parsers.ordinance_records import (
    Instruction,
    OrdinanceSectionKind,
    Target,
    TargetKind,
    Verb,
)
from parsers.records import SourceSpan

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


# Buffalo Grove IL 1964-0160 §2 (its heading wrapped at `con-` / `flict`) and the general
# repealer it is; a repeal sentence naming no division of the code.
BUFFALO_GROVE = """AN ORDINANCE AMENDING ORDINANCE NO. 59 -14
BE IT ORDAINED BY THE PRESIDENT AND BOARD OF TRUSTEES OF
THE VILLAGE OF BUFFALO GROVE, ILLINOIS:
SECTION 1. 0 Ordinance Number 59 -14, as amended is hereby
amended to read as follows:
(a) Regular meetings of the President and Board of
Trustees shall be held on the First and Third
Thursdays of each month at the hour of 8 P.M.
SECTION 2. All ordinances or parts of ordinances in con-
flict with this Amendment are hereby repealed.
SECTION 3. This Ordinance shall be in full force and effect
from and after its passage and approval.
PASSED THIS 1st day of October, 1964.
"""


def test_a_general_repealer_wrapped_at_a_hyphen_is_no_instruction() -> None:
    parsed = parse_ordinance_text(BUFFALO_GROVE, "buffalo-grove/1964-0160.txt")
    kinds = {s.number: s.kind for s in parsed.ordinance.sections}
    assert kinds[2] is OrdinanceSectionKind.OTHER
    assert [i.ordinance_section for i in parsed.ordinance.instructions] == [1]


@pytest.mark.parametrize(
    ("verb", "targets", "flagged"),
    [
        (Verb.REPEAL, (), True),
        (Verb.REPLACE_CHAPTER, (), True),
        (Verb.REPEAL, (Target(TargetKind.SECTION, "37.45"),), False),
        (Verb.REPEAL_SUPERSEDED, (), False),
        (Verb.ADD_SECTION, (), False),
    ],
)
def test_a_removal_whose_target_was_not_read_is_flagged(
    verb: Verb, targets: tuple[Target, ...], flagged: bool
) -> None:
    base = parse_ordinance_text(NASHVILLE, "nashville/BL2020-302.txt").ordinance.instructions[0]
    item = untargeted_removal(replace(base, verb=verb, targets=targets, flags=(), edits=()))
    assert bool(item.flags) is flagged


DELRAY_BEACH = """ORDINANCE NO. 34-06
AN ORDINANCE AMENDING SECTION 37.45 OF THE CODE OF ORDINANCES BY REPEALING IT IN ITS
ENTIRETY AND ENACTING A NEW SECTION 37.45.
NOW, THEREFORE, be it ordained by the City Commission of the City of Delray Beach, Florida,
as follows:
{first}
{second}
Section 3. This ordinance shall become effective immediately upon its passage on second reading.
"""
REPEALS = (
    "Section {n}. That Section 37.45 of the Code of Ordinances of the City of Delray Beach, "
    "Florida, be\nrepealed in its entirety."
)
ENACTS = (
    "Section {n}. That Section 37.45 of the Code of Ordinances of the City of Delray Beach, "
    "Florida is\nhereby enacted to read as follows:\n(A) Intent.\n(1) It is the intent of the City "
    "Commission to promote, protect and improve the health."
)


@pytest.mark.parametrize(
    ("first", "second", "verbs"),
    [
        # Delray Beach FL 34-06: the repeal, then the same section enacted anew.
        (
            REPEALS.format(n=1),
            ENACTS.format(n=2),
            [Verb.REPEAL_SUPERSEDED, Verb.REPLACE_SECTION],
        ),
        # The same two sections in the other order: the new text first, the repeal after it.
        (
            ENACTS.format(n=1),
            REPEALS.format(n=2),
            [Verb.REPLACE_SECTION, Verb.REPEAL_SUPERSEDED],
        ),
    ],
)
def test_a_repealed_division_enacted_anew_is_replaced_never_removed(
    first: str, second: str, verbs: list[Verb]
) -> None:
    text = DELRAY_BEACH.format(first=first, second=second)
    parsed = parse_ordinance_text(text, "delray-beach/34-06.txt")
    got = [i.verb for i in parsed.ordinance.instructions]
    assert got == verbs
    assert all(t.id == "37.45" for i in parsed.ordinance.instructions for t in i.targets)


# Ukiah CA 597 §2 (OCR read `Article` as `Prticle`): the keyword is read past OCR, the article
# of the chapter the target; a lone repeal so read is flagged (nothing removed), and an article
# re-adopted by the same ordinance makes it the formal repeal of the superseded text.
UKIAH = """ORDINANCE NO. 597
AN ORDINANCE OF THE CITY OF UKIAH REPEALING FORMER ARTICLE 2 OF CHAPTER 11 OF THE UKIAH CITY CODE.
The City Council of the City of Ukiah does ordain as follows:
SECTION 1. {sentence}
SECTION 2. This ordinance shall take effect thirty days after its adoption.
"""
PRTICLE = (
    'Prticle 2 of Chapter 11 of the Ukiah City Code entitled "Television Service Franchise" is '
    "repealed."
)
READOPTED = " SECTION 3. Article 2 of Chapter 11 of the Ukiah City Code is hereby adopted to read as follows: ARTICLE 2 - FRANCHISE. Section 1870 - Title: This Article is the Franchise Ordinance."  # noqa: E501


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (PRTICLE, [(Verb.REPEAL, ["11-2"], True)]),
        ("Chapter 11 of the Ukiah City Code is repealed.", [(Verb.REPEAL, ["11"], False)]),
        (
            PRTICLE + READOPTED,
            [(Verb.REPEAL_SUPERSEDED, ["11-2"], False), (Verb.REPLACE_CHAPTER, ["11-2"], False)],
        ),
    ],
)
def test_a_removal_on_an_ocr_read_keyword_is_flagged(
    sentence: str, expected: list[tuple[Verb, list[str], bool]]
) -> None:
    parsed = parse_ordinance_text(UKIAH.format(sentence=sentence), "ukiah/597.txt")
    found = parsed.ordinance.instructions
    assert [(i.verb, [t.id for t in i.targets], bool(i.flags)) for i in found] == expected


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


# Collier County FL 2003-08's caption, enacting words and Section One (devset_wide/open), its
# amended text made clean (the words the OCR printed side by side left out); the legends are
# Collier County FL 89-04's (page foot), Ashland OR 3174's (preamble), Emmitsburg MD's (before the
# text) and the bracket/CAPS convention, which stays legible in any text.
COLLIER = """ORDINANCE 2003-08
AN ORDINANCE AMENDING SECTION 2-950, PERTAINING TO OFFICERS, QUORUM, AND RULES OF PROCEDURE.
{top}
NOW, THEREFORE, BE IT ORDAINED BY THE BOARD OF COUNTY COMMISSIONERS OF COLLIER COUNTY, FLORIDA that:
SECTION ONE: Article II, Section 2-950, Officers, quorum, and rules of procedure, of the Code Of \
Laws And Ordinances Of Collier County, Florida, is amended {how}
(a) The board shall elect a chairman and a vice-chairman.
(b) At least four (4) appointed members shall be present in order to transact any official \
business of the board.
{foot}
SECTION TWO: Conflicts and Severability.
In the event this ordinance conflicts with any other ordinance, the more restrictive shall apply.
"""
STRUCK_FOOT = "Words struck through are deleted; words underlined are added."
ASHLAND_TOP = (
    "Annotated to show deletions and additions to the code sections being modified. Deletions "
    "are bold lined-through and additions are bold underlined."
)
EMMITSBURG = (
    "The amended section of this regulation reads as follows with new wording indicated in "
    "BOLD CAPITAL letters and deleted words in strike-out."
)
BRACKETS = "[Brackets] indicate deletions; CAPS indicate additions."


@pytest.mark.parametrize(
    ("top", "how", "foot", "verb", "reason"),
    [
        # A key at the page's foot: the section's text is the marked one, its marks lost.
        ("", "as follows:", STRUCK_FOOT, Verb.WORD_EDIT, LEGEND_LOST),
        # The same key at the top of the document.
        (STRUCK_FOOT, "as follows:", "", Verb.WORD_EDIT, LEGEND_LOST),
        # A key wrapped over two lines.
        (STRUCK_FOOT.replace("are ", "are\n", 1), "as follows:", "", Verb.WORD_EDIT, LEGEND_LOST),
        # A key in the preamble, a sentence that restates the section: its verb kept, flagged.
        (ASHLAND_TOP, "to read as follows:", "", Verb.REPLACE_SECTION, LEGEND_LOST),
        # A legend that itself says the text restates the section (`reads as follows with …`).
        (EMMITSBURG, "as follows:", "", Verb.REPLACE_SECTION, LEGEND_LOST),
        # Brackets and CAPS stay legible: no bracket in the text, nothing deleted; read as printed.
        (BRACKETS, "as follows:", "", Verb.REPLACE_SECTION, None),
        # No legend: the text is read as printed.
        ("", "as follows:", "", Verb.REPLACE_SECTION, None),
    ],
)
def test_a_document_legend_whose_marks_were_lost_flags_the_instruction(
    top: str, how: str, foot: str, verb: Verb, reason: str | None
) -> None:
    text = COLLIER.format(top=top, how=how, foot=foot)
    [item] = parse_ordinance_text(text, "collier/2003-08.txt").ordinance.instructions
    assert (item.verb, [t.id for t in item.targets]) == (verb, ["2-950"])
    assert (reason in item.flags) if reason else not item.flags


@pytest.mark.parametrize(
    ("text", "struck"),
    [
        # Caldwell ID 1423: the struck sentence as its OCR reads it.
        ("VOTING: On- tic- €taa�- �assa�e- a -aa�+- end }nanseT- rQSOlution._ et =erdeET", True),
        # Collier County FL 89-04: a struck date, a lone hyphen and one plain word between.
        ("shall occur en- the - third- 'Puesday- after- the -first Monday -fn- November", True),
        # Words hyphenated at line ends, far apart: no struck run.
        ("a well- known practice of the board, long- standing and often re- adopted", False),
        # A heading's separators are no words.
        ("1 - 20 - VOTING: At all meetings of the Council, a majority", False),
    ],
)
def test_struck_words_read_by_ocr_are_told_from_hyphenation(text: str, struck: bool) -> None:
    assert struck_by_ocr(text) is struck


def test_a_word_edit_whose_struck_words_ocr_garbled_is_flagged() -> None:
    # Caldwell ID 1423: `is hereby amended as follows:` then the struck sentence and the new one.
    [item] = parsed("caldwell-id-1423").ordinance.instructions
    assert (item.verb, item.flags) == (Verb.WORD_EDIT, (STRUCK_LOST,))


def test_a_reprinted_section_heading_before_a_deeper_part_is_no_whole_text() -> None:
    # Collier County FL 2003-08: `Sec. 2-950 Officers, quorum, rules of procedure.` then `(b) …`,
    # its struck and inserted numbers side by side (`five three (3)`): a flagged word edit of (b).
    assert flagged_readings("collier-county-fl-2003-08") == [("word_edit", ("2-950(b)",), True)]


# Owasso OK 1131 §1 repeals three sections in one sentence, each named by its own `Section`
# keyword and title, and §2 enacts the first of them anew (OCR prints `12 -201`).
OWASSO = """ORDINANCE 1131
AN ORDINANCE RELATING TO PART 12, PLANNING, ZONING, AND DEVELOPMENT OF THE CODE.
NOW THEREFORE, BE IT ORDAINED BY THE MAYOR AND CITY COUNCIL OF THE CITY OF OWASSO, OKLAHOMA THAT:
SECTION ONE (1): Part Twelve, Planning, Zoning, and Development, Chapter Two, Zoning Regulations,
Section 12 -201 Zoning Regulations Adopted, Section 12 -202 Sign Regulations Adopted, and
Section 12 -203, Gated Communities of the Owasso Code of Ordinances, is hereby repealed in its
entirety.
SECTION TWO (2): {enacts}
Chapter 2 Zoning Code
Section 12 -201 Zoning Regulations Adopted
For the purposes of promoting the health, safety, and general welfare of the community.
"""


@pytest.mark.parametrize(
    ("enacts", "expected"),
    [
        # The stored document: the new chapter, then its first section (the chapter is what is
        # enacted; 12-201, which it heads, is re-enacted).
        (
            "A new Chapter Two, Zoning Code, Section 12 -201, Zoning Regulations Adopted, is "
            "hereby enacted to read as follows:",
            [
                ("repeal_superseded", ("12-201",)),
                ("repeal", ("12-202",)),
                ("repeal", ("12-203",)),
                ("add_chapter", ("2",)),
            ],
        ),
        # The new chapter enacted by its own number: the section it heads is re-enacted too.
        (
            "A new Chapter 2, Zoning Code, is hereby enacted to read as follows:",
            [
                ("repeal_superseded", ("12-201",)),
                ("repeal", ("12-202",)),
                ("repeal", ("12-203",)),
                ("add_chapter", ("2",)),
            ],
        ),
    ],
)
def test_a_section_repealed_with_others_and_enacted_anew_is_never_removed(
    enacts: str, expected: list[tuple[str, tuple[str, ...]]]
) -> None:
    text = OWASSO.format(enacts=enacts)
    instructions = parse_ordinance_text(text, "owasso-ok/1131.txt").ordinance.instructions
    assert [(i.verb.value, tuple(t.id for t in i.targets)) for i in instructions] == expected
    assert len({i.id for i in instructions}) == len(instructions)


def test_the_stored_owasso_repeal_splits_per_section() -> None:
    got = flagged_readings("owasso-ok-1131")
    assert got[:3] == [
        ("repeal_superseded", ("12-201",), False),
        ("repeal", ("12-202",), False),
        ("repeal", ("12-203",), False),
    ]


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        # D.C. B25-0470 Sec. 2(1): the "new text" of Section 603 is items that amend and repeal.
        (
            "(A) Subsection (c) is amended to read as follows:\n“(c) Money in the Fund shall be "
            "used.”.\n(B) Subsections (d) and (g) are repealed.\n",
            True,
        ),
        ("| | (2) Section 604c (D.C. Official Code § 34-1803.03) is repealed. 27 |", True),
        # New text that cites a repeal in its own words is new text.
        ("(a) A permit is valid for one year unless revoked.\n(b) Section 5 fees apply.", False),
    ],
)
def test_a_replacement_whose_text_is_instructions_is_flagged(text: str, flagged: bool) -> None:
    item = Instruction(
        id="B25-0470 §2",
        ordinance="B25-0470",
        ordinance_section=2,
        verb=Verb.REPLACE_SECTION,
        targets=(Target(TargetKind.SECTION, "34-1802"),),
        text=text,
        span=SourceSpan("dc/b25-0470.txt", 0, len(text)),
        heading="Section 603 (D.C. Official Code § 34-1802) is amended as follows:",
    )
    assert (ITEMS_IN_TEXT_FLAG in checked_reading(item).flags) is flagged
