"""Part R's readings, from the real texts: what each section's instruction does, to what."""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text

OPELIKA = """ORDINANCE NO. 117-11
ORDINANCE AMENDING ARTICLE I OF CHAPTER 7 OF THE
CODE OF ORDINANCES OF THE CITY OF OPELIKA, ALABAMA
BE IT ORDAINED by the City Council of the City of Opelika, Alabama as follows:
Section 1. That Article I of Chapter 7 “In General” of the Code of Ordinances of the City
of Opelika, Alabama, is hereby deleted in its entirety and replaced with new Article I “Illicit
Discharge and Connections to the Storm Drainage System,” which article shall read as follows:
ARTICLE 1—ILLICIT DISCHARGE AND CONNECTIONS
TO STORM DRAINAGE SYSTEM
SECTION 7-1. PURPOSE/INTENT
The purpose of this article is to provide for the health, safety, and general welfare
of the citizens of Opelika, Alabama.
Section 2. This ordinance shall take effect upon its passage.
"""

ALBERT_LEA = """ORDINANCE 21-055
AN ORDINANCE REPEALING SEC. 4.152
THE CITY COUNCIL OF THE CITY OF ALBERT LEA ORDAINS:
Sec. 3. Sec. 4.151. – Definitions
The following statement shall be repealed in Sec. 4.151:
Cabaret means any on-sale licensee under this article who permits dancing by patrons on
licensed premises.
The following definition shall replace Sec. 4.151:
Clubs means an association or organization dedicated to a particular interest or activity.
Sec. 4.
Sec. 4.152 – License required; exceptions – Repealed
Sec. 5.
Sec. 4.154 – Floor Area – Repealed

NOW THEREFORE, BE IT ORDAINED BY THE CITY COUNCIL OF ALBERT LEA, MINNESOTA:
Sec. 6. That upon publication, all of Sec. 4.152, and Sec. 4.154 be repealed.
"""

MOUNDS_VIEW = """ORDINANCE NO. 790
AN ORDINANCE AMENDING THE MUNICIPAL CODE OF MOUNDS VIEW BY AMENDING CHAPTER 3 AND CHAPTER 5 OF THE
MOUNDS VIEW CITY CHARTER
The Council of the City of Mounds View does hereby ordain:
SECTION I. The City Council of the City of Mounds View hereby amends Chapter 3
and Chapter 5 of the Mounds View City Charter by deleting the ~+r material and
adding the underlined material as follows:
CHAPTER 3 COUNCIL PROCEDURE
Section 3.05. Procedure on Ordinances. Every proposed ordinance shall be
presented in writing and read in full before adoption. No ordinance, except an emergency
ordinance shall be adopted at the meeting at which it is introduced.
"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an article deleted in its entirety and replaced: the article replaced whole
        (OPELIKA, [("replace_chapter", "article", "7-I")]),
        # sections printing only a heading marked repealed: each its section's repeal
        # the council's own voice in the present tense (`hereby amends`) is the instruction,
        # never a sentence of the charter's text after it (`shall be adopted`)
        (MOUNDS_VIEW, [("word_edit", "statute", "City Charter, Chapter 3")]),
        # struck words printed after the sentence announcing them, new words after theirs: a
        # word edit of the section, never its repeal
        (
            ALBERT_LEA,
            [
                ("word_edit", "section", "4.151"),
                ("repeal", "section", "4.152"),
                ("repeal", "section", "4.154"),
            ],
        ),
    ],
)
def test_part_r_instruction(text: str, expected: list[tuple[str, str, str]]) -> None:
    ordinance = parse_ordinance_text(text, "part-r").ordinance
    got = [(str(i.verb), str(i.targets[0].kind), i.targets[0].id) for i in ordinance.instructions]
    assert got[: len(expected)] == expected


def test_struck_and_new_words() -> None:
    ordinance = parse_ordinance_text(ALBERT_LEA, "part-r").ordinance
    edit = ordinance.instructions[0].edits[0]
    assert edit.deleted.startswith("Cabaret means any on-sale licensee")
    assert edit.inserted == (
        "Clubs means an association or organization dedicated to a particular interest or activity."
    )
