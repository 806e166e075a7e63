"""Part O of the wide development set (issue 20): forms its places' drafting and records pages
hit, read from the real documents of `devset_wide/open/` and their wordings (`sealed/` is never
read here).

- Florida's `is hereby amended to create a new Section 2-4.9 which shall read as follows:` adds
  that section (never a replacement of the article the subject names);
- Indiana's `shall be amended by the addition of the following:` adds unnumbered words to the
  chapter named (never the chapter replaced);
- a records system's name (Laserfiche WebLink) gives the number the caption prints misread or
  cut: `Ordinance 2146 - Amending …` over a handwritten `2/9e.0`, `1986-OR-07` over `86-OR- ~`,
  `ORDINANCE NO 13 06 177` (hyphens as blanks) beside `ORDINANCE NO. 13-06-177`;
- a pen stroke's `~` left before the title is no part of it;
- Georgia's `That the amendment of Chapter 4 … is hereby adopted …; and is attached hereto`: the
  attached amendment replaces the chapter (a section's part, for a section), flagged, never an
  addition;
- a restated text whose struck words OCR read as capitals in mid-word (`seGend neF … foF`,
  `fGF`) is a flagged word edit, never the section's new text;
- Georgia's closing `ORDAINED this the 17th day of June, 2013.` is the adoption, and an effect
  `upon its adopt ion` (OCR's split word) is dated on it.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import flagged_readings, parsed

from parsers.ordinance.adding import ADDS_SECTION
from parsers.ordinance.adopted_amendments import misread_section
from parsers.ordinance.effective import parse_effective_rule, rule_days
from parsers.ordinance.form_numbers import form_number
from parsers.ordinance.form_titles import form_title
from parsers.ordinance.passage import closing_passage
from parsers.ordinance.struck_letters import struck_letters
from parsers.ordinance.verbs import ADDS_TEXT


@pytest.mark.parametrize(
    ("tail", "added"),
    [
        # South Miami FL 16-15-2223, Section 1.
        ("to create a new Section 2-4.9 which shall read as follows:", "Section 2-4.9"),
        ("by creating Section 2-4.10 to read as follows:", "Section 2-4.10"),
        # A body created by a section is no section added.
        ("to create a code enforcement board as follows:", None),
    ],
)
def test_a_section_created_by_an_amendment_is_added(tail: str, added: str | None) -> None:
    match = ADDS_SECTION.search(tail)
    assert (match.group("what").strip() if match else None) == added


def test_south_miami_adds_its_new_section() -> None:
    assert flagged_readings("south-miami-fl-16-15-2223") == [("add_section", ("2-4.9",), False)]


@pytest.mark.parametrize(
    ("tail", "adds_text"),
    [
        # Jeffersonville IN 1986-OR-07.
        ("shall be amended by the addition of the following:", True),
        # Numbered parts added are parts, not bare text.
        ("shall be amended by the addition of the following sections:", False),
        ("shall be amended by the addition of the following new subsections:", False),
    ],
)
def test_the_addition_of_the_following_adds_words(tail: str, adds_text: bool) -> None:
    assert (ADDS_TEXT.search(tail) is not None) == adds_text


def test_jeffersonville_adds_text_to_its_chapter() -> None:
    assert flagged_readings("jeffersonville-in-1986-or-07") == [("add_text", ("152",), False)]


@pytest.mark.parametrize(
    ("caption_number", "text", "expected"),
    [
        # Redding CA 2146: the handwritten number misread; the records name gives it.
        (
            "2",
            "HomeMy WebLinkAboutOrdinance 2146 - Amending Title Chapter 7.04 . • 4111 ORDINANCE "
            "NO. 2/9e.0 AN ORDINANCE OF THE CITY COUNCIL OF THE CITY OF REDDING AMENDING\n",
            "2146",
        ),
        # A misread number whose first digit is not the name's: neither is sure.
        (
            "3",
            "HomeMy WebLinkAboutOrdinance 2146 - Amending Title Chapter 7.04 ORDINANCE NO. "
            "3/9e.0 AN ORDINANCE OF THE CITY COUNCIL\n",
            "3",
        ),
        # Jeffersonville IN: the sequence number left blank after the hyphen.
        (
            "86-OR-",
            "HomeMy WebLinkAbout1986-OR-07ORDINANCE NO. 86-OR- ~\nORDINANCE AMENDING CHAPTER 152 "
            "OF THE JEFFERSONVILLE CITY CODE\n",
            "1986-OR-07",
        ),
        # Another series in the name than the caption's: not the name's; the caption's is cut
        # short, no number (`number_repairs`; the truth of Jeffersonville 91-OR-: left out).
        (
            "86-OR-",
            "HomeMy WebLinkAbout1986-R-07ORDINANCE NO. 86-OR- ~\nORDINANCE AMENDING CHAPTER 152\n",
            None,
        ),
    ],
)
def test_a_records_name_gives_a_misread_or_cut_number(
    caption_number: str, text: str, expected: str | None
) -> None:
    assert form_number(caption_number, text, text) == expected


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("milton-ga-13-06-177", "13-06-177"),  # `ORDINANCE NO 13 06 177` in the name
        ("redding-ca-2146", "2146"),
        ("jeffersonville-in-1986-or-07", "1986-OR-07"),
    ],
)
def test_part_o_numbers(name: str, number: str) -> None:
    assert parsed(name).ordinance.number == number


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "~ ORDINANCE AMENDING CHAPTER 152 OF THE JEFFERSONVILLE CITY CODE",
            "ORDINANCE AMENDING CHAPTER 152 OF THE JEFFERSONVILLE CITY CODE",
        ),
        ("AN ORDINANCE AMENDING CHAPTER 5.", "AN ORDINANCE AMENDING CHAPTER 5."),
    ],
)
def test_a_pen_strokes_mark_before_the_title_is_dropped(title: str, expected: str) -> None:
    assert form_title(title, title + "\n") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Milton GA 13-06-177's closing line.
        (
            "SECTION 3. That this Ordinance shall become effective upon its adoption.\n"
            "ORDAINED this the 17th day of June, 2013.\nAttest:\n",
            date(2013, 6, 17),
        ),
        # The enacting clause's `BE IT ORDAINED` dates a meeting, never the closing.
        ("BE IT ORDAINED by the City Council this the 17th day of June, 2013.\n", None),
    ],
)
def test_a_closing_ordained_line_dates_the_adoption(text: str, expected: date | None) -> None:
    found = closing_passage(text, 0)
    assert (found.when if found is not None else None) == expected


@pytest.mark.parametrize(
    ("text", "rule", "days"),
    [
        # Milton GA 20-07-438, OCR spacing kept.
        (
            "That this Ordinance shall become effective upon its adopt ion .",
            "upon its adopt ion",
            0,
        ),
        ("That this Ordinance shall become effective upon its adoption.", "upon its adoption", 0),
    ],
)
def test_an_ocr_split_adoption_dates_the_effect(text: str, rule: str, days: int) -> None:
    assert parse_effective_rule(text) == rule and rule_days(rule) == days


@pytest.mark.parametrize(
    ("name", "adopted", "effective"),
    [
        ("milton-ga-13-06-177", date(2013, 6, 17), date(2013, 6, 17)),
        ("milton-ga-20-07-438", date(2020, 7, 20), date(2020, 7, 20)),
    ],
)
def test_milton_dates(name: str, adopted: date, effective: date) -> None:
    ordinance = parsed(name).ordinance
    assert (ordinance.adopted, ordinance.effective) == (adopted, effective)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # SECTION 1. That the amendment of Section 64-\, definitions … is hereby adopted and
        # approved; and is attached hereto …: two definitions attached, a part of 64-1.
        ("milton-ga-13-06-177", [("replace_part", ("64-1",), True)]),
        # … the amendment of Chapter 4 -Alcoholic Beverages … is hereby adopted …: the chapter.
        ("milton-ga-20-07-438", [("replace_chapter", ("4",), True)]),
    ],
)
def test_an_attached_amendment_adopted_replaces_flagged(
    name: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    assert flagged_readings(name) == expected


@pytest.mark.parametrize(
    ("what", "attachment", "expected"),
    [
        ("Section 64-\\, definitions", "Page 1 of 2\nSec. 64-1 Definitions\nDwelling unit", "64-1"),
        # Two headings the legible part fits: neither is sure.
        ("Section 64-\\, definitions", "Sec. 64-1 Definitions\nSec. 64-2 Uses\n", None),
        # A number read whole needs no attachment (the phrase's reader gives it).
        ("Section 64-1, definitions", "Sec. 64-1 Definitions\n", None),
    ],
)
def test_a_section_number_misread_at_its_end_is_the_attachments(
    what: str, attachment: str, expected: str | None
) -> None:
    found = misread_section(what, attachment)
    assert (found[0].id if found else None) == expected


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        # South Miami FL 04-21-2394's restated definitions, the strike-through lost.
        (
            "Dwelling or Dwelling Unit. Sall Means a buildi structure or a ortion of a structure "
            "occupied exclusively for residential purposes by one (1) ef-a family .aandGGA$iS+lr` "
            "of met FneFe than „Re (1) housekeeping unit tham is ---Red fGF Geeking, diF;*I;Q. "
            "Dwelling, multi -family. Sbalt Means a residential structure designed f9F G",
            True,
        ),
        # Otsego MN 2018-13's struck subsection.
        ("if a seGend neF of the issuanGe Gitation foF pFepeFty UpOn of a pFevieus", True),
        # Names in mixed case are not struck words.
        ("McGregor Park and LaFayette Street, per the DeForest survey", False),
        ("The McGregor Park shelter fee is $25.", False),
        ("Fees: R-12MF and R-15MF districts; LaGrange Road", False),
    ],
)
def test_struck_letters_read_by_ocr_flag_the_text(text: str, flagged: bool) -> None:
    assert (struck_letters(text) is not None) == flagged


def test_south_miamis_lost_marks_are_a_flagged_word_edit() -> None:
    assert flagged_readings("south-miami-fl-04-21-2394") == [("word_edit", ("20-2.3",), True)]
