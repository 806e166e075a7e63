"""Part K of the wide development set (issue 20): kinds a fresh place's drafting hits, read from
the real documents of `devset_wide/open/` and their wordings (`sealed/` is never read here).

- Missouri's `amended by repealing Section 2-111, City Clerk, and enacting in lieu thereof, one
  new section, to read as follows:` under a lettered section (`Section A.`): that section
  replaced, never the chapter the sentence's subject names;
- a legislation page's `Introduction Date: 2/15/2001` and its history's `3/22/2001` row before
  `Passed as Substituted` (the adoption; a committee's `Do Pass` never is);
- a caption's `ORDINANCE NO. ____, SERIES 2019` printed blank under a record field whose series
  letter names it an ordinance's (`File #: O-247-19`): that number (a bare `File #` never);
- a ballot's `Question A An Act To …` line is the measure's title; a bound volume's `AN
  ORDINANCE` / `(Approved August 18, 1914).` gives the adoption, and the title is the paragraph
  under the note;
- Virginia's `1. That sub-section (3) … be amended to read as follows.`: a numbered line whose
  verb follows `be` heads a section.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import parsed, readings

from parsers.ordinance.form_dates import form_dates
from parsers.ordinance.form_numbers import form_number
from parsers.ordinance.form_titles import form_title
from parsers.ordinance.headings import find_headings
from parsers.ordinance.spelled import section_after_verb

CHAPTER = "That Chapter 2, Code of Ordinances of the City of Kansas City, Missouri,"


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        # Kansas City MO 010279, Section A.
        (
            " by repealing Section 2-111, City Clerk, and enacting in lieu thereof, one new "
            "section, to read as follows:",
            ("Section 2-111", " to read as follows:"),
        ),
        # The same, the new one said to be of like number.
        (
            " by repealing Section 2-111 and enacting in lieu thereof a new section of like "
            "number, to read as follows:",
            ("Section 2-111", " to read as follows:"),
        ),
        # Two sections repealed for one new one: the new one's place is not said.
        (
            " by repealing Section 2-111, Section 2-112 and enacting in lieu thereof one new "
            "section, to read as follows:",
            None,
        ),
        # A plain repeal: not this reading's.
        (" by repealing Section 2-111, City Clerk.", None),
    ],
)
def test_a_section_repealed_and_one_enacted_in_lieu_is_replaced(
    tail: str, expected: tuple[str, str] | None
) -> None:
    assert section_after_verb(CHAPTER, tail) == expected


def test_kansas_city_replaces_the_section_never_the_chapter() -> None:
    assert readings("kansas-city-mo-010279") == [("replace_section", ("2-111",))]


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # Richmond VA 1914, ch. 25: `be amended` heads section 1; the restated `9. That the
        # City Bacteriologist shall …` is the code's section 9, never a heading.
        (
            "Be it ordained by the Council of the City of Richmond\n\n1. That sub-section (3) "
            "of section 3-a of Chapter 25 of Richmond City Code, 1910, and section 9 of said "
            "chapter be amended to read as follows. 3-a-(3). City Bacteriologist.\n\n9. That "
            "the City Bacteriologist shall devote his entire time to the duties of his office."
            "\n\n2. All ordinances and parts of ordinances in conflict with this ordinance are "
            "hereby repealed.\n",
            [1, 2],
        ),
        # A numbered list item without a verb or heading word heads nothing.
        ("1. The fee shall be paid.\n2. The permit shall be shown.\n", []),
    ],
)
def test_a_numbered_line_whose_verb_follows_be_heads_a_section(
    text: str, numbers: list[int]
) -> None:
    assert [h.number for h in find_headings(text)] == numbers


def test_richmonds_first_section_is_read_with_its_own_target_and_text() -> None:
    first = parsed("richmond-va-1914-ch25-board-of-health").ordinance.instructions[0]
    assert first.ordinance_section == 1 and first.heading.startswith("That sub-section (3)")
    # Two targets of two kinds, each its own with the text it heads (`test_part_members`).
    assert [t.id for t in first.targets] == ["3-a(3)"] and first.text.startswith("3-a-(3). City")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Kansas City MO 010279's record header and legislation history.
        (
            "Legislation #: 010279 Introduction Date: 2/15/2001\nType: Ordinance Effective "
            "Date: 4/1/2001\nLegislation History\nDateMinutesDescription\n2/15/2001\n\n"
            "Prepare to Introduce\n\n3/14/2001\n\nDo Pass as a Committee Substitute\n\n"
            "3/22/2001\n\nPassed as Substituted\n",
            [("introduction", date(2001, 2, 15)), ("adoption", date(2001, 3, 22))],
        ),
        # A committee's recommendation alone is no passage.
        ("3/14/2001\n\nDo Pass\n", []),
        # `Passed` that goes on (`Passed to third reading`) is not the row's whole action.
        ("3/14/2001\nPassed to third reading\n", []),
    ],
)
def test_a_legislation_pages_introduction_and_passed_row(
    text: str, expected: list[tuple[str, date]]
) -> None:
    assert [(event, when) for event, when, _, _ in form_dates(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Louisville KY O-247-19's Legistar page.
        (
            "File #: O-247-19    Version: 1 Name:\nType: Ordinance Status: Passed\n"
            "ORDINANCE NO. _______________, SERIES 2019\nTITLE\n",
            "O-247-19",
        ),
        # A bare file number is the file's, never the ordinance's.
        ("File #: 2013-0004    Version: 1\nORDINANCE NO. _______________, SERIES 2013\n", None),
        # A resolution's series letter is not an ordinance's.
        ("Record #: R-2020-12\nORDINANCE NO. ____________\n", None),
        # Kenai AK 654-81's scan: the label's period OCR'd as a comma.
        ("CITY OF KENAI\nORDINANCE NO, 654-81\nAN ORDINANCE OF THE COUNCIL\n", "654-81"),
        # A bare figure after the comma could be a count's: no number.
        ("CITY OF KENAI\nORDINANCE NO, 654\nAN ORDINANCE OF THE COUNCIL\n", None),
    ],
)
def test_a_blank_caption_takes_an_ordinance_series_field(text: str, expected: str | None) -> None:
    assert form_number(None, "", text) == expected


RICHMOND = (
    "AN ORDINANCE\n\n(Approved August 18, 1914).\n\nTo amend and reordain sub-section (3) of "
    "section 3-a, and section 9, of Chapter 25, of Richmond City Code, 1910, concerning the "
    "Board of Health.\n\nBe it ordained by the Council of the City of Richmond\n"
)


@pytest.mark.parametrize(
    ("title", "text", "expected"),
    [
        # Portland ME's ballot language: the question's line, not the explanation under it.
        (
            "An act to Increase the Minimum Wage in Portland will increase the minimum wage",
            "Pg.1 This is not a ballot.\n\nQuestion A An Act To Increase the Minimum Wage in "
            "Portland\n\nAn act to Increase the Minimum Wage in Portland will increase the "
            "minimum wage\n",
            "An Act To Increase the Minimum Wage in Portland",
        ),
        # Richmond VA 1914: the paragraph under the approval note.
        (
            "AN ORDINANCE (Approved August 18, 1914).",
            RICHMOND,
            "To amend and reordain sub-section (3) of section 3-a, and section 9, of Chapter 25, "
            "of Richmond City Code, 1910, concerning the Board of Health.",
        ),
        # A title of its own is kept: the note is not all of it.
        ("AN ORDINANCE AMENDING CHAPTER 5.", "AN ORDINANCE AMENDING CHAPTER 5.\n", None),
    ],
)
def test_a_ballot_question_and_a_volumes_note_give_the_title(
    title: str, text: str, expected: str | None
) -> None:
    assert form_title(title, text) == (expected or title)


def test_a_volumes_approval_note_is_the_adoption() -> None:
    assert [(e, when) for e, when, _, _ in form_dates(RICHMOND)] == [
        ("adoption", date(1914, 8, 18))
    ]
