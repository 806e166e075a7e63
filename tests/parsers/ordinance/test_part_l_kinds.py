"""Part L's kinds of instruction (issue 20), each row the real wording of an open document.

- Augusta GA 7306: "striking this section in its entirety and inserting in lieu thereof new Code
  Section 6-7-5" replaces the section (its text in an exhibit the document does not print:
  flagged), never a word edit.
- The Colony TX 830: "All references to X, Y or Z found in … Sections 4-40 - 56 shall be amended
  to read "W"" is a word edit in each section of the range (its last number shortened), each
  alternative struck; flagged, since which sections hold the words is not said. Its item
  "Section 4-42 (1) shall be deleted in it's entirety." is a repeal of the part.
- Allen TX 2443-9-05: "amended by repealing Article IV of Chapter 8 in its entirety and replacing
  the same with a new Article IV to read as follows:" replaces the article (flagged: its text,
  cut short, heads no section with §), never a section's replacement.
- Cranston RI 2015-15: "amended by deleting the following: (B. … C. …) and substituting thereto
  the following: B. … C. …" replaces parts B and C, each by its new text.
- Maui HI 3662: "amended by adding new definitions to be appropriately inserted" adds text to the
  definitions section; "by amending the definition of "X" to read as follows" replaces that
  part, flagged (a definition has no label); a sentence double-spaced over three lines, its
  first ending on its verb, is read whole.
- Clark County NV: "amended by the addition of a new / provision reading as follows:" (wrapped,
  the next line in lower case) adds text to the chapter, no new number.
- Leesburg VA 2007-O-19: "Article VI (STOPPING, …) of Chapter 10 (MOTOR …)" names article 10-VI
  (a level's title in parentheses dropped); "amended to read as shown in Exhibit 1", the exhibit
  a redline whose marks were lost (`mManager`), is a flagged word edit.
- Annapolis MD 31-19: the code amended "to read as follows:" names the section its new text heads
  under the walk-down of title and chapter (`2.16.035 - Time limitation…`); the legend
  "Strikethrough indicates matter stricken from existing law" governs it (the strike-through is
  lost, but `fiveTHREE` keeps the capitals that mark the insertion: a flagged word edit).
- Newark NJ 15-1371: the sentence's "Section 23:7" (no scheme's number) is the caption's
  "SECTION 23:5-7" of the same catchline, flagged.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings, parsed

from parsers.ordinance import parse_ordinance_text

CAPTION = (
    "ORDINANCE NO. 2019-12\n\nAN ORDINANCE AMENDING THE CODE OF THE TOWN OF LAKEVIEW\n\n"
    "BE IT ORDAINED BY THE BOARD OF ALDERMEN OF THE TOWN OF LAKEVIEW:\n\n"
)
CLOSING = "\n\nSection 9. This ordinance shall take effect upon passage.\n"
RANGE = tuple(f"4-{n}" for n in range(40, 57))


def _read(sentence: str) -> list[tuple[str, tuple[str, ...], bool]]:
    text = f"{CAPTION}Section 1. {sentence}{CLOSING}"
    instructions = parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions
    return [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in instructions]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Code Section 6-7-5 as set forth in the Augusta, Ga. Code, re-adopted July 10, 2007, is"
            " hereby amended by striking this section in its entirety and inserting in lieu thereof"
            ' new Code Section 6-7-5, as set forth in "Exhibit A" hereto.',
            [("replace_section", ("6-7-5",), True)],
        ),
        (
            "That Chapter 4, Article III relating to Temporary Circuses and Carnivals shall and is"
            " hereby amended in the following particulars.\nA. All references to chief of police,"
            " director of community development or director\nfound in Chapter 4, Article III,"
            ' Sections 4-40 - 56 shall be amended to read "building\nofficial."\n.B. Section 4-42'
            " (1) shall be deleted in it's entirety.",
            [("word_edit", RANGE, True), ("repeal", ("4-42(1)",), False)],
        ),
        (  # Allen TX 2443-9-05: an article repealed and re-enacted under its number
            "The Code of Ordinances of the City of Allen, Texas, be and the same is hereby amended"
            " by repealing Article IV of Chapter 8 in its entirety and replacing the same with a"
            ' new Article IV to read as follows:\n"ARTICLE IV. ALARM SYSTEMS Section 8-96.'
            " Definitions. The following words and terms shall have the meanings ascribed.",
            [("replace_chapter", ("8-IV",), True)],
        ),
        (  # Cranston RI 2015-15: old parts quoted whole, new ones under the same labels
            "Section 2.24.090 entitled “Connection of Fire Alarms to Municipal Systems” is hereby"
            " amended by deleting the following:\n\n(B. Purchase an approved local energy master"
            " fire alarm box.\n\nC. Pay a connection fee of two hundred fifty dollars ($250.00).)"
            "\n\nand substituting thereto the following:\n\nB. Purchase an approved radio fire"
            " alarm box.\n\nC. Pay a connection fee of two hundred fifty dollars ($250.00).",
            [
                ("replace_part", ("2.24.090(B)",), False),
                ("replace_part", ("2.24.090(C)",), False),
            ],
        ),
        (  # Maui HI 3662 Section 1: definitions added among the others, no label of their own
            "Section 19.04.040, Maui County Code, is amended by adding new definitions to be"
            ' appropriately inserted and to read as follows:\n\n"Shopping center" means an'
            " establishment for a commercial purpose with five or more uses.",
            [("add_text", ("19.04.040",), False)],
        ),
        (  # Maui HI 3662 Section 2: one definition, by its term: its part replaced, flagged
            "Section 19.04.040, Maui County Code, is amended by amending the definition of"
            ' "commercial purpose" to read as follows:\n\n"Commercial purpose" means a use for'
            " profit.",
            [("replace_part", ("19.04.040",), True)],
        ),
        (  # the transcript's double-spaced sentence, its verb ending the first line
            "Section 19.04.040, Maui County Code, is amended\n\nby adding new definitions to be"
            ' appropriately inserted and to\n\nread as follows:\n\n"Shopping center" means an'
            " establishment.",
            [("add_text", ("19.04.040",), False)],
        ),
        (  # Clark County NV: an unnumbered provision added to a chapter, the sentence wrapped
            "Clark County Code Chapter 6.04 is amended by the addition of a new\n\nprovision"
            " reading as follows:\n\nViolation of an emergency order is an unsafe business"
            " practice.",
            [("add_text", ("6.04",), False)],
        ),
        (  # Annapolis MD 31-19: the code as the subject, the section under its title and chapter
            "BE IT ESTABLISHED AND ORDAINED BY THE ANNAPOLIS CITY COUNCIL that the Code of the City"
            " of Annapolis shall be amended to read as follows:\nTitle 2 - ADMINISTRATION\nChapter"
            " 2.16 - RULES OF PROCEDURE\n2.16.035 - Time limitation-Petitions, reports and"
            " communications.\nA person appearing before the City Council shall be limited to a"
            " presentation of not more than three minutes.",
            [("replace_section", ("2.16.035",), False)],
        ),
        (  # the same, the new text heading other parts: left to a person (a flagged word edit)
            "Section 2.24.090 is hereby amended by deleting the following:\n\n(B. Purchase a"
            " box.)\n\nand substituting thereto the following:\n\nC. Pay a fee.",
            [("word_edit", ("2.24.090",), True)],
        ),
    ],
)
def test_part_l_wordings(sentence: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert _read(sentence) == expected


LEESBURG = (
    "That Article VI (STOPPING, STANDING, AND PARKING) of Chapter 10 (MOTOR VEHICLES AND TRAFFIC)"
    " of the Code of the Town of Leesburg, Virginia, 1976, as amended, be and the same is hereby"
    " amended to read as shown in Exhibit 1 attached hereto and incorporated herein."
)


@pytest.mark.parametrize(
    ("exhibit", "expected"),
    [
        # Leesburg VA 2007-O-19: the redline's marks lost, capitals glued to the struck letters
        (
            "EXHIBIT 1\nSec. 10-148. Parking regulations of mUBieipal Town mManager.\n(a) The Town"
            " municipal mManager may classifY vehicles.",
            [("word_edit", ("10-VI",), True)],
        ),
        # a clean exhibit: no word edit is read into it (the replacement stays flagged)
        (
            "EXHIBIT 1\nSec. 10-148. Parking regulations of Town Manager.\n(a) The Town Manager"
            " may classify vehicles.",
            [("replace_section", ("10-VI",), True)],
        ),
    ],
)
def test_an_exhibit_redline_whose_marks_were_lost(
    exhibit: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    text = f"{CAPTION}Section 1. {LEESBURG}{CLOSING}\nATTEST: Clerk\n\n{exhibit}\n"
    instructions = parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions
    found = [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in instructions]
    assert found == expected


NEWARK_CAPTION = (
    "AN ORDINANCE AMENDING SECTION 23:5-7, PARKING OR STANDING PROHIBITED IN CERTAIN AREAS AT"
    " CERTAIN TIMES FOR STREET CLEANING, OF TITLE 23, TRAFFIC AND PARKING\n\n"
)


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        # Newark NJ 15-1371: `23:7` is no scheme's number; the caption's same catchline has one
        ("23:7", ("23:5-7",)),
        # a number of a scheme's shape is never replaced
        ("23:5-8", ("23:5-8",)),
    ],
)
def test_a_misprinted_number_is_read_from_the_caption(
    printed: str, expected: tuple[str, ...]
) -> None:
    sentence = (
        f"That Section {printed}, Parking or Standing Prohibited in Certain Areas at Certain Times"
        " for Street Cleaning, of Title 23, Traffic and Parking, be amended by deleting therefrom"
        " the following:\n\nSpring Street, west side from Clay Street to Grant Street\n"
    )
    text = f"{CAPTION}{NEWARK_CAPTION}Section 1. {sentence}{CLOSING}"
    (item,) = parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions
    assert (item.verb.value, tuple(t.id for t in item.targets)) == ("word_edit", expected)
    assert item.flags  # a word edit stated in words, and a number read elsewhere: flagged


def test_every_reference_is_struck_in_order() -> None:
    (edit, _) = parsed("the-colony-tx-830").ordinance.instructions
    struck = [change.deleted for change in edit.edits]
    inserted = [change.inserted for change in edit.edits if change.inserted]
    assert struck == ["chief of police", "director of community development", "director"]
    assert inserted == ["building official"]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("augusta-ga-7306", [("replace_section", ("6-7-5",), True)]),
        ("the-colony-tx-830", [("word_edit", RANGE, True), ("repeal", ("4-42(1)",), False)]),
        ("allen-tx-2443-9-05", [("replace_chapter", ("8-IV",), True)]),
        ("clark-county-nv-emergency-2020", [("add_text", ("6.04",), False)]),
        ("leesburg-va-2007-o-19", [("word_edit", ("10-VI",), True)]),
        # the section under the walk-down of its title and chapter; the legend's strike-through
        # lost (`fiveTHREE`): flagged, never enacted as printed
        ("annapolis-md-o-31-19", [("word_edit", ("2.16.035",), True)]),
        (
            "cranston-ri-2015-15",
            [
                ("replace_part", ("2.24.090(B)",), False),
                ("replace_part", ("2.24.090(C)",), False),
            ],
        ),
    ],
)
def test_part_l_documents(name: str, expected: list[tuple[str, tuple[str, ...], bool]]) -> None:
    assert flagged_readings(name) == expected
