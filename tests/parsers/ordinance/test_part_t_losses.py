"""Part T's instruction losses: a section restated by `is to read as follows` that the title says
is added (Pierson IA), a new section's capital title run into its text on the line."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.bodies import strip_leading_section_heading
from parsers.ordinance.glued_words import unglued
from parsers.ordinance.metadata import parse_caption
from parsers.ordinance.number_repairs import repaired
from parsers.ordinance.own_spans import own_span
from parsers.ordinance.sentences import read_sentence
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Verb

OPEN = Path(__file__).parent / "devset_wide" / "open"

PIERSON = """ORDINANCE NO. 186

An Ordinance amending Chapter 115, by adding subsection 115.07 of the City of Pierson Code

Be it enacted by the City Council of Pierson, Iowa.

Section 1. Chapter 115, subsection 115.07 is to read as follows:

115.07 BURIAL OF PERSONS ON PRIVATE PROPERTY. It is unlawful for any individual or entity to \
bury persons on private property within the Pierson city limits, except in a legally registered \
cemetery.

Section 2. Effective Date. This ordinance shall be in effect from and after its final passage.
"""


@pytest.mark.parametrize(
    ("sentence", "verb"),
    [
        ("Chapter 115, subsection 115.07 is to read as follows:", "amended"),
        ("Section 5-2-7 shall read as follows:", "amended"),
        # `to read` after another word is no amending voice.
        ("The sign is to be read from the street.", None),
    ],
)
def test_is_to_read_as_follows(sentence: str, verb: str | None) -> None:
    reading = read_sentence(sentence)
    assert (reading.verb if reading else None) == verb


@pytest.mark.parametrize(
    ("text", "rest", "title"),
    [
        (
            "115.07 BURIAL OF PERSONS ON PRIVATE PROPERTY. It is unlawful for any individual",
            "It is unlawful for any individual",
            "BURIAL OF PERSONS ON PRIVATE PROPERTY",
        ),
        ("17.28.080 Overlay zone. The zone applies", "The zone applies", "Overlay zone"),
        # A title in capitals alone on its line: the line is the title.
        ("5-2-7 PARKING\nNo person shall park", "No person shall park", "PARKING"),
    ],
)
def test_capital_title_run_into_its_text(text: str, rest: str, title: str) -> None:
    assert strip_leading_section_heading(text, text.split()[0]) == (rest, title)


@pytest.mark.parametrize(
    ("title", "verb"),
    [
        ("An Ordinance amending Chapter 115, by adding subsection 115.07", Verb.ADD_SECTION),
        # The title adds another section: the sentence restates 115.07.
        ("An Ordinance amending Chapter 115, by adding subsection 115.08", Verb.REPLACE_SECTION),
        ("An Ordinance amending subsection 115.07 of the Code", Verb.REPLACE_SECTION),
    ],
)
def test_title_says_the_restated_section_is_added(title: str, verb: Verb) -> None:
    caption = "An Ordinance amending Chapter 115, by adding subsection 115.07 of the City"
    text = PIERSON.replace(caption + " of Pierson Code", title)
    found = parse_ordinance_text(text, "186").ordinance.instructions
    assert [(one.verb, [t.id for t in one.targets]) for one in found] == [(verb, ["115.07"])]
    assert found[0].text.startswith("It is unlawful")


@pytest.mark.parametrize(
    ("caption", "number", "title"),
    [
        # A flip-book conversion ran the caption's words together (Momence IL).
        (
            "ORDINANCENO. 733\nANORDINANCEAMENDINGANORDINANCEREGARDINGSTOP\nINTERSECTIONS\n",
            "733",
            "ANORDINANCEAMENDINGANORDINANCEREGARDINGSTOP INTERSECTIONS",
        ),
        ("ORDINANCE NO. 186\n\nAn Ordinance amending Chapter 115\n", "186", None),
        # `NO` glued to the word with no number after it is no number.
        ("ORDINANCENO. \nAN ORDINANCE AMENDING CHAPTER 3\n", None, None),
    ],
)
def test_ordinance_word_glued_to_no(caption: str, number: str | None, title: str | None) -> None:
    found = parse_caption(caption)
    assert found.number == number
    if title is not None:
        assert found.title == title


PUEBLO_CLOSING = (
    "ORDINANCE NO. 7049\nAN ORDINANCE AMENDING CHAPTER 9 OF TITLE XII OF THE PUEBLO MUNICIPAL "
    "CODE\nBE IT ORDAINED BY THE CITY COUNCIL OF PUEBLO, that: SECTION 1. Section 12-9-15 of the "
    "Pueblo Municipal Code is amended to read as follows: The district shall maintain. SECTION 2. "
    "This Ordinance shall become effective immediately upon final passage and approval. "
    "INTRODUCED September 8, 2003 BY Al Gurule Councilperson APPROVED: President of City Council "
    "ATTEST: City rk PASSED AND APPROVED September 22. 2003\n"
)


@pytest.mark.parametrize(
    ("text", "introduced", "adopted"),
    [
        # A clerk's block run on after the last sentence (its line breaks lost), the OCR's period
        # for the date's comma (Pueblo CO).
        (PUEBLO_CLOSING, date(2003, 9, 8), date(2003, 9, 22)),
        # `introduced` in lower case inside a sentence dates nothing by itself.
        (
            PUEBLO_CLOSING.replace("INTRODUCED September 8, 2003 BY", "as introduced by"),
            None,
            date(2003, 9, 22),
        ),
    ],
)
def test_closing_run_on_after_the_last_sentence(
    text: str, introduced: date | None, adopted: date | None
) -> None:
    found = parse_ordinance_text(text, "7049").ordinance
    assert (found.introduced, found.adopted) == (introduced, adopted)


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        # The council's article misread (`TKE`): the clause starts there (Moses Lake WA).
        (
            "ORDINANCE NO.851\nAN ORDINANCE AMENDING CHAPTER 3.24 ENTITLED ZONING CODE OF\nTHE "
            "MOSES LAKE CITY CODE IN ORDER TO CLEARLY DEFINE A PUBLIC\nNUISANCE\nTKE CITY COUNCIL "
            "OF THE CITY OF MOSES LAKE,WASHINGTON DO ORDAIN AS FOLLOWS:\n",
            "AN ORDINANCE AMENDING CHAPTER 3.24 ENTITLED ZONING CODE OF THE MOSES LAKE CITY CODE "
            "IN ORDER TO CLEARLY DEFINE A PUBLIC NUISANCE",
        ),
        # `AND` is a word of the title: the council it joins is the title's.
        (
            "ORDINANCE NO. 12\nAN ORDINANCE FIXING SALARIES FOR MAYOR AND CITY COUNCIL OF\n"
            "THE CITY OF LAKE DO ORDAIN AS FOLLOWS:\n",
            "AN ORDINANCE FIXING SALARIES FOR MAYOR AND CITY COUNCIL OF",
        ),
    ],
)
def test_council_article_misread_before_the_clause(caption: str, title: str) -> None:
    text = caption + "Section 1 Section 3.24.110.160 of the City Code is hereby repealed.\n"
    assert parse_ordinance_text(text, "851").ordinance.title == title


PUEBLO_SECTIONS = (
    "Sec. 12 -9 -14. Governing body and [ A]advisory committee The City Council shall be the "
    "governing body of any district created under this Chapter. The City [Council may] Manager "
    "shall appoint an advisory committee consisting of residents. Sec. 12 -9 -15. Obligations of "
    "City. Neither the organization of any district nor any provision of this Chapter shall "
    "impose any obligation on the City."
)


@pytest.mark.parametrize(
    ("own", "expected"),
    [
        # The second section's text: its own part only (Pueblo CO).
        (
            "Sec. 12 -9 -15. Obligations of City. Neither the organization of any district nor "
            "any provision of this Chapter shall impose any obligation on the City.",
            "Sec. 12 -9 -15. Obligations of City. Neither the organization of any district nor "
            "any provision of this Chapter shall impose any obligation on the City",
        ),
        # The whole text (or most of it) is the instruction's: the span stays.
        (PUEBLO_SECTIONS, PUEBLO_SECTIONS),
        # Words not found in order: the span stays.
        ("Sec. 9 Another text that the section does not print at all, none of it here.", None),
    ],
)
def test_own_span_of_a_split_section(own: str, expected: str | None) -> None:
    start, end = own_span(own, PUEBLO_SECTIONS, 0, len(PUEBLO_SECTIONS))
    assert PUEBLO_SECTIONS[start:end] == (expected or PUEBLO_SECTIONS)


def test_the_unmarked_section_of_a_marked_pair_is_restated() -> None:
    # `Sections 14 and 15 … are amended to read as follows:`, only 14's text marked (Pueblo CO).
    found = parse_ordinance_file(OPEN / "pueblo-co-7049.txt", "7049").ordinance.instructions
    verbs = [(one.verb, [t.id for t in one.targets]) for one in found]
    assert verbs == [(Verb.WORD_EDIT, ["12-9-14"]), (Verb.REPLACE_SECTION, ["12-9-15"])]
    assert "Obligations of City" not in found[0].text
    assert found[1].text.startswith("Sec. 12 -9 -15. Obligations of City.")


CEDAR_HILLS = """ORDINANCE NO. 08-24-2021A
{title}
BE IT ORDAINED BY THE CITY COUNCIL OF CEDAR HILLS, UTAH:
Section 1
That Title 4, Chapters 2, 4A, 4B and 4C be {verb} to read as shown on Exhibit A attached hereto.
Section 2
These provisions shall be effective upon signature of the mayor.
"""
AMENDING_TITLE = (
    "An Ordinance Amending Title 4 Chapter 2, 4A, 4B, and 4C of the Cedar Hills City Code"
)


@pytest.mark.parametrize(
    ("title", "verb", "expected"),
    [
        # Chapters the title says it amends, re-adopted: replaced (Cedar Hills UT).
        (AMENDING_TITLE, "adopted", Verb.REPLACE_CHAPTER),
        (AMENDING_TITLE, "amended", Verb.REPLACE_CHAPTER),
        # Adopted with no title saying they are amended: added.
        ("An Ordinance Enacting Code Enforcement Chapters", "adopted", Verb.ADD_CHAPTER),
    ],
)
def test_chapters_a_title_lists_are_flagged(title: str, verb: str, expected: Verb) -> None:
    text = CEDAR_HILLS.format(title=title, verb=verb)
    found = parse_ordinance_text(text, "08-24-2021A").ordinance.instructions
    assert [(one.verb, one.targets) for one in found] == [(expected, ())]
    assert "chapters 2, 4A, 4B, 4C of Title 4" in found[0].flags[0]


def test_chapters_listed_with_their_full_numbers_are_no_title_list() -> None:
    text = CEDAR_HILLS.format(title=AMENDING_TITLE, verb="amended").replace(
        "Title 4, Chapters 2, 4A, 4B and 4C", "Title 4, Chapters 4.02 and 4.04"
    )
    found = parse_ordinance_text(text, "08-24-2021A").ordinance.instructions
    assert not any("numbered in the title only" in flag for one in found for flag in one.flags)


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        # A flip-book conversion ran a keyword into its label (Momence IL).
        (
            "the following subsection under Title 8, Chapter 3, Section 2, SubsectionC:",
            "the following subsection under Title 8, Chapter 3, Section 2, Subsection C:",
        ),
        ("amending Chapter3 of the Code", "amending Chapter 3 of the Code"),
        # A word that only begins with a keyword, and a label of two letters, stay.
        ("the Sectional Committee", "the Sectional Committee"),
        ("SectionAB of the plan", "SectionAB of the plan"),
    ],
)
def test_a_keyword_run_into_its_label_is_parted(printed: str, read: str) -> None:
    assert unglued(printed) == read


@pytest.mark.parametrize(
    ("phrase", "document", "ids"),
    [
        # A subsection's bare letter ends the path: the part of the section the path composes.
        ("Title 8, Chapter 3, Section 2, Subsection C", "8-3-2:", ["8-3-2(C)"]),
        ("Title 8, Chapter 3, Section 2, Subsection (C)", "8-3-2:", ["8-3-2(C)"]),
        ("Title 8, Chapter 3, Section 2", "8-3-2:", ["8-3-2"]),
    ],
)
def test_a_path_ends_in_a_subsection_letter(phrase: str, document: str, ids: list[str]) -> None:
    named = parse_target_phrase(phrase, None, "-", None, document)
    assert [target.id for target in named.targets] == ids


MOMENCE = """ORDINANCE NO. 733
AN ORDINANCE AMENDING AN ORDINANCE REGARDING STOP INTERSECTIONS
NOW, THEREFORE, be it ordained by the City Council of the City of Momence, Illinois as follows:
SECTION 1:
That there is hereby added to the City Code of the City of Momence the
following subsection under {where}:
8-3-2:
STOP INTERSECTIONS DESIGNATED:
Three-way Stop Intersections:
Virden Street, south, entering River Street
SECTION 2:
This ordinance shall be in full force and effect from and after its passage.
"""


@pytest.mark.parametrize(
    ("where", "verb", "ids"),
    [
        ("Title 8, Chapter 3, Section 2, SubsectionC", Verb.ADD_TEXT, ["8-3-2(C)"]),
        ("Title 8, Chapter 3, Section 2", Verb.ADD_TEXT, ["8-3-2"]),
    ],
)
def test_text_added_under_a_division(where: str, verb: Verb, ids: list[str]) -> None:
    found = parse_ordinance_text(MOMENCE.format(where=where), "733").ordinance.instructions
    assert [(one.verb, [t.id for t in one.targets]) for one in found] == [(verb, ids)]
    assert not found[0].flags


@pytest.mark.parametrize(
    ("number", "head", "expected"),
    [
        # A records system's `1968-16` for `ORDINANCE N0. l~ Series of 1968` (Vail CO).
        ("1968-16", "WebLinkAbout1968-16 Amending ORDINANCE N0. l~ Series of 1968 AN", "16"),
        # The caption prints the number whole: as printed.
        ("2019-05", "ORDINANCE NO. 2019-05, SERIES OF 2019", "2019-05"),
        # Another year's series, or none: as read.
        ("1968-16", "ORDINANCE N0. l~ Series of 1966", "1968-16"),
        ("1968-16", "ORDINANCE N0. l~", "1968-16"),
    ],
)
def test_a_place_in_a_years_series(number: str, head: str, expected: str) -> None:
    assert repaired(number, head, head) == expected
