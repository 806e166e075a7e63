"""The same instruction in the wordings of other drafting traditions (issue 20, item 1).

Each row is one common wording of an amending form or of a target, written from the drafting
forms the issue lists (Missouri/Kansas `enacted in lieu thereof`, Virginia `amended and
reenacted`, `be and the same is hereby`, `rescinded`, `Title 4, Chapter 2, Section 3`, …), set
in a minimal ordinance of an invented town; no document of the development set is copied. The
parser must read the verb and every target, and a list of hyphenated sections must give each
section once, whole.
"""

from __future__ import annotations

from datetime import date

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance_records import Instruction, TargetKind, Verb

CAPTION = (
    "ORDINANCE NO. 2019-12\n\nAN ORDINANCE AMENDING THE CODE OF THE TOWN OF LAKEVIEW\n\n"
    "WHEREAS, the Board finds the amendments necessary;\n\n"
    "BE IT ORDAINED BY THE BOARD OF ALDERMEN OF THE TOWN OF LAKEVIEW:\n\n"
)
CLOSING = "\n\nSection 9. This ordinance shall take effect upon passage.\n"
WHOLE = "4-2-3. Permits. A permit is required."
SECTION = TargetKind.SECTION
SUB = TargetKind.SUBSECTION


def instructions(sentence: str, body: str) -> tuple[Instruction, ...]:
    text = f"{CAPTION}Section 1. {sentence}\n{body}{CLOSING}"
    return parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions


@pytest.mark.parametrize(
    ("sentence", "body", "verb", "targets"),
    [
        (
            "Section 4-2-3 of the Town Code is hereby amended so as to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code be and the same is hereby amended to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "That Section 4-2-3 of the Town Code be, and it is hereby, amended to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 is amended in its entirety to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby amended and reenacted to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby deleted in its entirety.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby rescinded.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code be and the same is hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3")],
        ),
        (
            "Chapter 4 of the Town Code shall be amended by adding thereto a new Section 4-2-9 to "
            "read as follows:",
            "4-2-9. Fees. The fee is ten dollars.",
            Verb.ADD_SECTION,
            [(SECTION, "4-2-9")],
        ),
        (
            "Section 4-2-3 of the Town Code shall be amended by adding thereto a new subsection (D)"
            " to read as follows:",
            "(D) Fees are due yearly.",
            Verb.ADD_PART,
            [(SUB, "4-2-3(D)")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby repealed and a new Section 4-2-3 is enacted"
            " in lieu thereof, to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby repealed in its entirety and a new Section "
            "4-2-3 is adopted in lieu thereof to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby repealed and one new section enacted in lieu "
            "thereof, to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Code of Ordinances of the Town of Lakeview, Georgia, is hereby"
            " amended by deleting said section in its entirety and substituting in lieu thereof the"
            " following:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby amended by striking it in its entirety and"
            " inserting in lieu thereof the following:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Subsection 4-2-3(B) of the Town Code is hereby deleted.",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(B)")],
        ),
        (
            "Subsection 12.04.030(B) of the Town Code is hereby repealed.",
            "",
            Verb.REPEAL,
            [(SUB, "12.04.030(B)")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby amended to add a definition as follows:",
            "Kiosk means a small stand.",
            Verb.ADD_TEXT,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby amended by inserting a new subsection (D) to"
            " read as follows:",
            "(D) Fees are due yearly.",
            Verb.ADD_PART,
            [(SUB, "4-2-3(D)")],
        ),
        (
            "Section 4-2-3 of the Town Code is amended by the addition of a new subsection (D) to"
            " read as follows:",
            "(D) Fees are due yearly.",
            Verb.ADD_PART,
            [(SUB, "4-2-3(D)")],
        ),
        (
            "Section 4-2-3 of the Town Code is amended by the deletion of subsection (C).",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(C)")],
        ),
        (
            "Chapter 4, Section 4-2-3 of the Town Code is hereby amended to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby modified to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby changed to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3 of the Town Code is hereby replaced in its entirety with the following:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section 4-2-3(B) and (C) of the Town Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(B)"), (SUB, "4-2-3(C)")],
        ),
        (
            "Section 4-2-3(B)(1), (2) and (3) of the Town Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(B)(1)"), (SUB, "4-2-3(B)(2)"), (SUB, "4-2-3(B)(3)")],
        ),
        (
            "Sec. 4-2-3 of the Town Code is hereby amended to read as follows:",
            "Sec. 4-2-3. Permits. A permit is required.",
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "§ 4-2-3 of the Town Code is hereby amended to read as follows:",
            "§ 4-2-3. Permits. A permit is required.",
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Section No. 4-2-3 of the Town Code is hereby amended to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Title 4, Chapter 2, Section 3 of the Town Code is hereby amended to read as follows:",
            WHOLE,
            Verb.REPLACE_SECTION,
            [(SECTION, "4-2-3")],
        ),
        (
            "Subsection (B) of Section 4-2-3 of the Town Code is hereby amended to read as"
            " follows:",
            "(B) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(B)")],
        ),
        (
            "Section 4-2-3, subsection (B), of the Town Code is hereby amended to read as follows:",
            "(B) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(B)")],
        ),
        (
            "Sec. 4-2-3(B) of the Town Code is hereby amended to read as follows:",
            "(B) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(B)")],
        ),
        (
            "Section 4-2-3(B)(1) of the Town Code is hereby amended to read as follows:",
            "(1) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(B)(1)")],
        ),
        (
            "Paragraph (1) of Subsection (B) of Section 4-2-3 of the Town Code is hereby amended"
            " to read as follows:",
            "(1) A permit is required.",
            Verb.REPLACE_PART,
            [(SUB, "4-2-3(B)(1)")],
        ),
        (
            "Subsections (B) and (C) of Section 4-2-3 of the Town Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SUB, "4-2-3(B)"), (SUB, "4-2-3(C)")],
        ),
        ("§ 4-2-3 of the Town Code is hereby repealed.", "", Verb.REPEAL, [(SECTION, "4-2-3")]),
        (
            "§§ 4-2-3 and 4-2-4 of the Town Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3"), (SECTION, "4-2-4")],
        ),
        (
            "Sections 4-2-3 and 4-2-4 of the Town Code are hereby rescinded.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3"), (SECTION, "4-2-4")],
        ),
        (
            "Sections 4-2-3, 4-2-4 and 4-2-5 of the Town Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "4-2-3"), (SECTION, "4-2-4"), (SECTION, "4-2-5")],
        ),
        (
            "Sections 105-56-1 and 2-b of the Town Code are hereby repealed.",
            "",
            Verb.REPEAL,
            [(SECTION, "105-56-1"), (SECTION, "105-56-2-b")],
        ),
    ],
)
def test_one_instruction_in_each_wording(
    sentence: str, body: str, verb: Verb, targets: list[tuple[TargetKind, str]]
) -> None:
    (item,) = instructions(sentence, body)
    assert (item.verb, [(t.kind, t.id) for t in item.targets]) == (verb, targets)


@pytest.mark.parametrize(
    ("sentence", "old", "new"),
    [
        ("Section 4-2-3 of the Town Code is renumbered to be Section 4-2-7.", "4-2-3", "4-2-7"),
        ("Sec. 4-2-3 is renumbered to be Sec. 4-2-7.", "4-2-3", "4-2-7"),
        (
            "Section 12.04.030 of the Lakeview Municipal Code is hereby renumbered as Section "
            "12.04.050.",
            "12.04.030",
            "12.04.050",
        ),
    ],
)
def test_a_renumbering_in_each_wording(sentence: str, old: str, new: str) -> None:
    (item,) = instructions(sentence, "")
    assert item.verb is Verb.RENUMBER
    assert [t.id for t in item.targets] == [old]
    assert item.renumbered_to is not None and item.renumbered_to.id == new


@pytest.mark.parametrize(
    ("body", "target"),
    [
        # The code numbers the title in digits where it prints the section (Idaho style).
        ("1 - 20 - 6: VOTING: A majority shall decide.", "1-20-6"),
        ("1-20-6: VOTING: A majority shall decide.", "1-20-6"),
        # Nothing printed in digits: the Roman title is kept as cited, never guessed.
        ("VOTING: A majority shall decide.", "I-20-6"),
    ],
)
def test_a_roman_title_is_read_as_the_code_prints_it(body: str, target: str) -> None:
    sentence = "That Title I, Chapter 20, Section 6 of the Town Code is hereby amended as follows:"
    (item,) = instructions(sentence, body)
    assert [t.id for t in item.targets] == [target]


RECITAL_QUOTING = (
    "ORDINANCE NO. 301\n\nAN ORDINANCE TO AMEND ORDINANCE NO. 120 OF THE TOWN OF LAKEVIEW\n\n"
    "WHEREAS, in 1970 the Board adopted Ordinance No. 120, which provides as follows:\n"
    '"Section 1. The Town Code is adopted.\n\nSection 2. There is hereby adopted a method of'
    ' supplementing the Code.\n\nSection 3. One copy shall be kept on file."\n\n'
    "NOW, THEREFORE, BE IT ORDAINED BY THE BOARD that Ordinance No. 120 is amended and shall"
    " read as follows in its entirety:\n\n"
    '"Section 1: The Town Code is adopted.\n\nSection 2: Ordinances shall be inserted in the'
    ' Code."\n\nPASSED AND APPROVED this 4th day of May, 2001.\n'
)
QUOTED_THEN_OWN = (
    "ORDINANCE NO. 302\n\nAN ORDINANCE AMENDING ORDINANCE 150 OF THE TOWN OF LAKEVIEW\n\n"
    "THE BOARD OF THE TOWN OF LAKEVIEW DOES HEREBY ORDAIN AS FOLLOWS:\n\n"
    "Section 1. There is hereby added to Ordinance 150 a new section which shall be designated"
    ' as Section 21 of said ordinance and which shall read as follows: "Section 21. Weeds. The'
    ' owner shall cut all weeds."\nSection 2. Section 8-1-2 of the Town Code is hereby repealed.'
    "\nSection 3. This Ordinance shall take effect upon passage.\n"
)


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        # The sections a recital quotes, and those of the new text in quotes, are the amended
        # law's: one instruction, no `Section 2.` of the old text read as an added section.
        (RECITAL_QUOTING, [Verb.REPLACE_SECTION]),
        # A quotation closed right before the ordinance's own next section leaves it its own.
        (QUOTED_THEN_OWN, [Verb.ADD_SECTION, Verb.REPEAL]),
    ],
)
def test_sections_inside_a_quoted_law_are_not_the_ordinances(text: str, verbs: list[Verb]) -> None:
    parsed = parse_ordinance_text(text, "lakeview/quoted.txt").ordinance.instructions
    assert [item.verb for item in parsed] == verbs


@pytest.mark.parametrize(
    ("closing", "adopted"),
    [
        ("PASSED AND ADOPTED this 9th day of March, 2001.", date(2001, 3, 9)),
        (
            "PASSED AND APPROVED by the Board of Aldermen of the Town of\n"
            "Lakeview, Missouri, this 19th day of October, 1999.",
            date(1999, 10, 19),
        ),
        (
            "PASSED AND ADOPTED by the Board of Aldermen of the Town of Lakeview at a regular"
            " meeting held on the 5th day of June, 2012.",
            date(2012, 6, 5),
        ),
        # A first reading is no adoption, whoever passed it.
        ("Passed by the Board on first reading this 5th day of May, 2020.", None),
    ],
)
def test_the_adoption_date_after_who_passed_it(closing: str, adopted: date | None) -> None:
    text = f"{CAPTION}Section 1. Section 4-2-3 of the Town Code is hereby repealed.\n\n{closing}\n"
    assert parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.adopted == adopted
