"""Section headings an OCR engine garbled, from the wide development set's open documents
(`devset_wide/open/`; `sealed/` is never read here): the heading word's `S` read as a mark."""

from __future__ import annotations

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.headings import find_headings

OPEN = DEVSET_WIDE / "open"


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # Central Point, OR, 1838 (OCR'd scan): `>ection 2.` for `Section 2.`.
        (
            "Section 1. Central Point Municipal Code Section 2.02.010 is\nhereby amended.\n"
            ">ection 2. Anew chapter, 2.10, is hereby added to the\nCode.\n",
            [1, 2],
        ),
        # A citation after the mark is no heading (`>ection 2.10`).
        ("Section 1. Text.\n>ection 2.10 applies.\n", [1]),
    ],
)
def test_a_heading_word_whose_s_is_a_mark_is_read(text: str, numbers: list[int]) -> None:
    assert [h.number for h in find_headings(text)] == numbers


def test_central_points_new_chapter_is_its_own_instruction() -> None:
    path = OPEN / "central-point-or-1838.txt"
    found = parse_ordinance_file(path, "central-point-or-1838.txt").ordinance.instructions
    assert [(i.verb.value, [t.id for t in i.targets]) for i in found] == [
        ("replace_section", ["2.02.010"]),
        ("add_chapter", ["2.10"]),
        ("repeal", ["2.12.020"]),
        ("replace_section", ["2.24.010"]),
    ]


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # Muskego, WI, 664 (OCR'd scan): `SECTIONl:` for `SECTION 1:`, then `SECTION 2:`.
        (
            "SECTIONl: Section 1.02 is repealed and recreated to read as\nfollows:\n"
            "MAYOR AND COMMON COUNCIL. The Mayor shall be elected.\n"
            "SECTION 2: The several sections of this ordinance are\ndeclared to be severable.\n",
            [1, 2],
        ),
        # A number glued to the word: `SECTION1:`.
        ("SECTION1: Text.\nSECTION 2: More.\n", [1, 2]),
        # A code citation in capitals stays no heading, glued or not (`SECTION1.02`).
        ("SECTION 1: Text of SECTION1.02 and SECTIONl.02.\nSECTION 2: More.\n", [1, 2]),
    ],
)
def test_a_heading_number_glued_or_read_as_l_is_read(text: str, numbers: list[int]) -> None:
    assert [h.number for h in find_headings(text)] == numbers


def test_muskegos_repealed_and_recreated_section_is_replaced() -> None:
    path = OPEN / "muskego-wi-664.txt"
    found = parse_ordinance_file(path, "muskego-wi-664.txt").ordinance.instructions
    assert [(i.verb.value, [t.id for t in i.targets]) for i in found] == [
        ("replace_section", ["1.02"])
    ]


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # Owasso OK 1131: a spelled number, then its figure in brackets.
        ("SECTION ONE (1): Section 12-201 is repealed.\nSECTION TWO (2): A new chapter.\n", [1, 2]),
        ("Section One (1). Text.\nSection Two (2). Text.\n", [1, 2]),
        # A figure in brackets after a figure is a citation's label, no heading.
        ("SECTION 12 (1): text.\n", []),
    ],
)
def test_a_spelled_heading_number_with_its_figure_is_read(text: str, numbers: list[int]) -> None:
    assert [h.number for h in find_headings(text)] == numbers


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # Renton WA 5169 (OCR, one line): `SECTIONL` is `SECTION I.`, `SECTIONll.` `SECTION II.`.
        (
            "DOES ORDAIN AS FOLLOWS: SECTIONL Section 4-1-170.A of Chapter I is hereby amended "
            "by adding an annexation fee,to read as follows; A.FEE SECTIONll.Sections 4-1-180.C "
            "and 4-1-180.1 are hereby amended to read as follows: C.CHARGES",
            [1, 2],
        ),
        # Apart from the word, a letter is a lettered citation, never a heading.
        ("SECTION 1. Text of SECTION L Section 5 applies. SECTION 2. More.", [1, 2]),
    ],
)
def test_roman_ones_glued_to_section_by_ocr_are_read(text: str, numbers: list[int]) -> None:
    assert [h.number for h in find_headings(text)] == numbers


# Moses Lake WA 851 (OCR'd scan, its periods lost): `Section 1 Subsections 3.24.120.25 E …`, a
# bare number before the sentence's capital, counted in turn; Stillwater MN 962 (OCR'd scan):
# numbered items `1. AMENDING: City Code, Sec. 27-1. …` head the sections.
MOSES_LAKE = (
    "TKE CITY COUNCIL OF THE CITY OF MOSES LAKE,WASHINGTON DO ORDAIN AS FOLLOWS:\n"
    "Section 1 Subsections 3.24.120.25 E of Chapter3.24 shall be amended to read as follows:\n"
    "Public nuisances\n"
    "Section 2 All sections entitled Prohibited Uses in Sections 3.24.140,3.24.145 of Chapter\n"
    "Public nuisances\n"
    "Section 3 Section 3.24.110.160 under definitions entitled Junkyard is hereby repealed.\n"
    "Section 5 This ordinance shall take effect five (5)days after\n"
)
STILLWATER = (
    "THE CITY COUNCIL OF THE CITY OF STILL WATER DOES ORDAIN:\n"
    "1. AMENDING: City Code, Sec. 27-1. Dogs and other animals. Subd.l0. entitled Reclamation is\n"
    "hereby deleted in its entirety and replaced with the following that reads:\n"
    "Subd.l0. Reclamation; pound fees. Impounded animals maybe reclaimed by their\n"
    "2. AMENDING: City Code, Sec. 29-1, entitled Sewer service charges, Subd. 2, to\n"
    "read as follows:\n"
    "A penalty charge as established from time to time by resolution of the City\n"
)


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        (MOSES_LAKE, [1, 2, 3]),  # `Section 5` out of turn: a line of text, no heading
        (MOSES_LAKE.replace("Section 2 All", "Section 2 all"), [1]),  # no capital: a citation
        (STILLWATER, [1, 2]),
        (STILLWATER.replace("AMENDING:", "Dogs:"), []),  # an item of a list, no heading
    ],
)
def test_headings_whose_ocr_lost_their_periods_or_that_say_amending_are_read(
    text: str, numbers: list[int]
) -> None:
    assert [h.number for h in find_headings(text)] == numbers
