"""Metadata kinds of issue 20 item 1 read from the wide set's real wordings: a number with a
thousands separator or on the line above the caption, a title's start and end in OCR'd captions
in capitals, passage dates through OCR; and the scorer's title comparison."""

from __future__ import annotations

from datetime import date

import pytest

from benchmarks.ordinance_devset import _norm_title
from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.form_dates import form_dates
from parsers.ordinance.passage import closing_passage

BODY = (
    "BE IT ORDAINED BY THE CITY COUNCIL:\n"
    "Section 1. That Section 6-12 of the Code of Ordinances is hereby amended to read as follows:\n"
    "(B)(6) Proof of a storage facility.\n"
)


@pytest.mark.parametrize(
    ("head", "number"),
    [
        # Baytown TX 4326: the records system's name writes the number with a thousands comma,
        # the caption's label `N0.` (OCR's zero) is not read
        (
            "Ordinance No. 4,326Published in: THE BAYTOWN SUN 51126 -3\nORDINANCE N0. 4326\n"
            'AN ORDINANCE AMENDING CHAPTER 6, "AUTO WRECKERS," OF THE CODE OF ORDINANCES\n',
            "4326",
        ),
        # Muskego WI 664: the scan's heading is illegible, the published copy prints the number
        # on the line above the caption
        (
            "ORD1989664COMMON COUP~CCIL - CITY OF MUSKEGO\n< 0E:DINANCE 41664\n"
            "AN ORDINANCE TO AMEND CHAPTER 1.02\n(Election of Mayor)\n...\n"
            "COMMON COUNCII. CTTY OF MUSKEGO\nORDINANCE # 664\nAN ORDINANCE TO AMEND CHAPTER\n"
            "1.02 OF THE MUNICIPAI. CODE OF THE\nCITY OF MUSKEGO\n",
            "664",
        ),
        # Lusk WY: the notice's heading is the code provision's number the caption amends
        (
            "ORDINANCE NO. 9-10-100\nAn Ordinance Amending Existing Ordinance No. 9-10-100 At "
            "Paragraph (b)(5) From 300 Feet To 100 Feet.\n",
            None,
        ),
    ],
)
def test_own_number(head: str, number: str | None) -> None:
    assert parse_ordinance_text(head + BODY, "ord.txt").ordinance.number == number


@pytest.mark.parametrize(
    ("head", "title"),
    [
        # Friendswood TX 99-14: `AND BE1NG AN ORDINANCE PROVIDING` describes the amended
        # ordinance; the stars after the caption are no words of it
        (
            "ORDINANCE NO. 99-14\nAN ORDINANCE AMENDING CITY OF FRIENDSWOOD, TEXAS,\n"
            "ORDINANCE NO. 85-19, BEING APPENDIX B OF THE\nCITY CODE, AND BE1NG AN ORDINANCE "
            "PROVIDING\nRULES GOVERNING PLATS; AND PROVIDING FOR SEVERABILITY.\n* * * * *\n"
            "BE IT ORDAlNED by the City Council of the City of Friendswood, State of Texas:\n",
            "AN ORDINANCE AMENDING CITY OF FRIENDSWOOD, TEXAS, ORDINANCE NO. 85-19, BEING APPENDIX "
            "B OF THE CITY CODE, AND BE1NG AN ORDINANCE PROVIDING RULES GOVERNING PLATS; AND "
            "PROVIDING FOR SEVERABILITY.",
        ),
        # Ukiah CA 597: a typist's `of chapter 11` inside the caption in capitals
        (
            "ORDINANCE N0. 597\nAN ORDINANCE OF THE CITY OF UKIAH RENUMBERING\n"
            "SECTION 1900 OF THE UKIAH CITY CODE AS SECTION 1860; RE-\n"
            "PEALING FORMER PRTICLE 2 OF CHAPTER 11 OF THE UKIAH CITY\n"
            "CODE; ADOPTING NEW ENACTMENT AS ARTICLE 2 of chapter 11 CF\n"
            "THE UKIAH CITY CODE; REPEALING PRIOR CONFLICTING ORDINANCES\n"
            "The City Council of the City of Ukiah does hereby\nORDAIN:\n",
            "AN ORDINANCE OF THE CITY OF UKIAH RENUMBERING SECTION 1900 OF THE UKIAH CITY CODE AS "
            "SECTION 1860; REPEALING FORMER PRTICLE 2 OF CHAPTER 11 OF THE UKIAH CITY CODE; "
            "ADOPTING NEW ENACTMENT AS ARTICLE 2 of chapter 11 CF THE UKIAH CITY CODE; REPEALING "
            "PRIOR CONFLICTING ORDINANCES",
        ),
        # Ashland OR 3174 (lines lost): the legend in lower case after the caption
        (
            "1 ORDINANCE NO.3174 2 AN ORDINANCE AMENDING SECTION 4.20 OF THE ASHLAND 3 MUNICIPAL "
            "CODE: SYSTEMS DEVELOPMENT CHARGES 4 Annotated to show deletions-and additions to the "
            "code sections being modified. Deletions are 5 bold lined-through.\n",
            "AN ORDINANCE AMENDING SECTION 4.20 OF THE ASHLAND MUNICIPAL CODE: SYSTEMS "
            "DEVELOPMENT CHARGES",
        ),
    ],
)
def test_title_start_and_end(head: str, title: str) -> None:
    assert parse_ordinance_text(head + BODY, "ord.txt").ordinance.title == title


def test_a_markdown_heading_with_the_number_is_the_title() -> None:
    """Choteau MT 285, transcribed in Markdown: the heading holds the label, the number and the
    title, no `AN ORDINANCE` opens it; the recital's label under it is no part of it."""
    text = (
        "# CITY CODE of CHOTEAU, MONTANA\n\n## ADOPTING ORDINANCE ORDINANCE NUMBER 285 TO AMEND "
        "ORDINANCE NUMBER 160 OF THE CITY CODE OF THE CITY OF CHOTEAU\n   **RECITAL**\n"
        "   1. **WHEREAS,** on August 21, 1967 the City Council passed Ordinance Number 160.\n"
    )
    parsed = parse_ordinance_text(text + BODY, "ord.md").ordinance
    assert parsed.title == (
        "ADOPTING ORDINANCE ORDINANCE NUMBER 285 TO AMEND ORDINANCE NUMBER 160 OF THE CITY CODE "
        "OF THE CITY OF CHOTEAU"
    )


@pytest.mark.parametrize(
    ("closing", "adopted"),
    [
        # Iowa City 1974: the year typed into a `19__` blank
        ("Passed and approved this 8th day of\nOctober\n19 74.\n", date(1974, 10, 8)),
        # Owasso OK 323: the blank's `day of` printed before the typed date
        ("PASSED AND APPROVED this day of 5th day of October,\n1982, with", date(1982, 10, 5)),
        # College Station TX 2698: OCR's `tfus` for `this`, a period for the comma
        ("PASSED, ADOPTED and APPROVED tfus 26th day of February. 2004 ATTEST:", date(2004, 2, 26)),
        # … after the last sentence, its line break lost: capitals open the clerk's block
        (
            "as provided by Section 35 of the Charter of Ihe C~ty of College Statton PASSED, "
            "ADOPTED and APPROVED tfus 26th day of February. 2004 ATTEST:",
            date(2004, 2, 26),
        ),
        # … but a charter's adoption the sentence reports is no passage of this ordinance
        ("as provided by the City Charter adopted this 5th day of May, 1990.", None),
        # no year printed: no date
        ("PASSED AND APPROVED this 8th day of October 19.", None),
    ],
)
def test_passage_dates_through_ocr(closing: str, adopted: date | None) -> None:
    passage = closing_passage(closing, 0)
    assert (passage.when if passage is not None else None) == adopted


@pytest.mark.parametrize(
    ("truth", "parsed", "same"),
    [
        ("OF THE CITY OF TAMARAC; PER- TAINING TO UTILITIES", "OF TAMARAC; PERTAINING", False),
        (
            "THE CITY OF TAMARAC; PER- TAINING TO UTILITIES.",
            "THE CITY OF TAMARAC; PERTAINING TO UTILITIES",
            True,
        ),
        ("INSPECTION OF MULTI- FAMILY DWELLING", "INSPECTION OF MULTIFAMILY DWELLING", True),
        ("FOR THE EFFEC - TIVE DATE", "FOR THE EFFEC - TIVE DATE", True),
        ("MULTI-FAMILY DWELLING", "MULTIFAMILY DWELLING", False),  # a hyphen printed as such
    ],
)
def test_titles_compare_with_line_break_hyphens_joined(truth: str, parsed: str, same: bool) -> None:
    assert (_norm_title(truth) == _norm_title(parsed)) is same


@pytest.mark.parametrize(
    ("head", "introduced"),
    [
        # Nevada AB 309 (1999): the bill's heading, its date over `Referred to Committee`
        (
            "Assembly Bill No. 309–Committee on Government Affairs\n\n(On Behalf of City of Reno)"
            "\n\nFebruary 23, 1999\n\n____________\n\nReferred to Committee on Government "
            "Affairs\n",
            date(1999, 2, 23),
        ),
        # Nevada AB 113 (2003): no date printed under the heading
        ("Assembly Bill No. 113–Committee on Government Affairs\n\nCHAPTER..........\n", None),
        # Bangor ME 13-X: the sponsor's line, `Introduced` OCR'd and glued to the heading
        (
            "HomeMy WebLinkAbout1969-11-10 13-X ORDINANCETntOdnCed by Councilor Cox, Nov. 10, "
            "1969 CITY OF BANGOR",
            date(1969, 11, 10),
        ),
        # a word of another length is no `Introduced`
        ("Produced by Councilor Cox, Nov. 10, 1969", None),
    ],
)
def test_introduction_in_a_bills_heading_and_a_sponsors_line(
    head: str, introduced: date | None
) -> None:
    found = [when for event, when, _, _ in form_dates(head) if event == "introduction"]
    assert (found[0] if found else None) == introduced
