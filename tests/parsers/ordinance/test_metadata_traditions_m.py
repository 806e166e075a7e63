"""Metadata read from the forms of whole traditions (issue 20, part of the wide set's open
documents): a records system's name of the document, a number's series initials, a caption's
number before a records name's date. Rows are the real texts' opening lines."""

from __future__ import annotations

from datetime import date

import pytest

from parsers.ordinance import parse_ordinance_text

BODY = "\nSECTION 1. Section 2-1 of the Code is hereby amended to read as follows:\n"
WAPPINGER = (
    "LL #02-1996LOCAL LAW NO. OF THE YEAR 1996 A LOCAL LAW AMENDING LOCAL LAW 115 OF 1976 ON "
    "ESTABLISHING SEWER RATES IN THE WAPPINGER SEWER IMPROVEMENT AREA 111. BE IT ENACTED, by the "
    "Town Board of, the Town of Wappinger, Dutchess County, New York, as follows: SECTION 1. "
    "Section 2 of Local law 4113 of 1992 is hereby amended to read as follows: SECTION 2. The "
    "following Sewer Rates are hereby amended to read as follows: A. RESIDENTIAL. SECTION 3. This "
    "Local Law shall take effect upon adoption and filing as provided by Municipal Home Rule Law. "
    "1. (Final adoption by local legislative body only.) I hereby certify that the local law "
    "annexed hereto, designated as local law No. # 2 of 19)96 of the (t$mltXtitYt9hf(Town)iXllfM "
    "of Wappinger ., was duly passed by the Town Board on _February 2619, in accordance with the "
    "applicable provisions of law."
)


@pytest.mark.parametrize(
    ("head", "number"),
    [
        # Laserfiche WebLink's name in capitals; the caption's number is an OCR's stamp (augusta)
        (
            "Loading...\nHomeMy WebLinkAboutORD 7306 TO AMEND THE AUGUSA GA CODE TITLE SIX "
            "CHAPTER SEVEN ORDINANCE NO. \ufffd\ufffdnh AN ORDINANCE TO AMEND THE AUGUSTA, GA CODE",
            "7306",
        ),
        # the records name's date after a dash is no part of the number (milton)
        (
            "HomeMy WebLinkAboutORDINANCE No. 20-07-438 - 07/20/2020 - Amend Chapter 4 – Section "
            "85. – Farm Wineries, of the Alcoholic BeveragesST ATE OF GEORGIA\nCOUNTY OF FULTON\n"
            "ORDINANCE NO. 20-07-438\nAN ORDINANCE TO AMEND CHAPTER 4 -ALCOHOLIC BEVERAGES, OF THE",
            "20-07-438",
        ),
        # a site's heading line naming the document an ordinance by its number (middletown)
        (
            "2025-9 An Ordinance in Amendment to the Town Code Title XV Land Usage, Chapter 152, "
            "Entitled “Zoning Code”\nMiddletown\nOrdinance\nORDINANCE OF THE\nTOWN OF MIDDLETOWN, "
            "RHODE ISLAND\nAN ORDINANCE AMENDING THE TOWN CODE OF THE\nTOWN OF MIDDLETOWN",
            "2025-9",
        ),
        # a series' dotted initials are part of the number (petaluma's New Charter Series)
        (
            "Loading...\nHomeMy WebLinkAboutStaff Report 3.D 07/06/200931 32 33 3. July 6, 2009 "
            "EFFECTIVE DATE ORDINANCE NO. 2337 N.C.S. OF ORDINANCE Introduced by Seconded by "
            "ORDINANCE OF THE CITY COUNCIL OF THE CITY OF PETALUMA AMENDING CHAPTER 2.08",
            "2337 N.C.S.",
        ),
        # a handwritten number the OCR read into tildes: none, rather than its first digit
        (
            "Laserfiche WebLink\nSubstitute Bill No. 25-04 <br />Ordinance No. 1 5~~~.-~~ <br />AN "
            "ORDINANCE OF THE COMMON COUNCIL OF THE CITY OF SOUTH BEND, <br />INDIANA, AMENDING",
            None,
        ),
        # a cover's number between its date fields, its series letter O read as a zero that the
        # records name prints as the letter (leesburg-va-2007-o-19)
        (
            "Loading...\nHomeMy Public PortalAbout2007_10_10_O019 Amending the TC Chapter 10 "
            "Stopping Standing and Parking The Town of Leesburg, ,__.lirginia PROPOSED: September "
            "25.2007 ORDINANCE 2007-0-19 ADOPTED: October 10. 2007 AN ORDINANCE: TO AMEND AND "
            "REORDAIN ARTICLE VI (STOPPING, STANDING, AND PARKING) OF CHAPTER 10",
            "2007-O-19",
        ),
        # a notice of hearing naming the ordinance it will consider adopting; the ordinance it
        # amends (`Number 2016-01`) is never this one's (socorro-county-nm-2023-01)
        (
            "On Tuesday, April 11, 2023 at 9:00 A.M., in a regular meeting at the Socorro County "
            "Annex, the Board of County Commissioners of Socorro County will conduct a public "
            "hearing for the purpose of discussing the adoption of Ordinance 2023-01 an Ordinance "
            "Amending the Personnel Policy Ordinance, Number 2016-01.",
            "2023-01",
        ),
        # … but a recital's adoption of another ordinance names no number of this one's
        (
            "AN ORDINANCE AMENDING THE PERSONNEL POLICY\n\nWHEREAS, following the adoption of "
            "Ordinance 2016-01 an Ordinance establishing the Personnel Policy, the Board of County "
            "Commissioners of Socorro County reviewed the salaries of appointed officials.",
            None,
        ),
        # a number holding a letter no ordinance prints: an OCR's misreading, no number
        (
            "(DPw)ORDINANCE NO. 6Ñ -1\n\nY BILL NO. 73 (1979)(Draft No. 3)\n\nA BILL F0R AN "
            "ORDINANCE TO AMEND ARTICLE 4 , CHAPTER 9 , REVISEDORDINANCES OF HONOLULU, 1969.",
            None,
        ),
    ],
)
def test_the_ordinance_number(head: str, number: str | None) -> None:
    assert parse_ordinance_text(head + BODY, "doc").ordinance.number == number


@pytest.mark.parametrize(
    ("text", "adopted"),
    [
        # New Mexico's closing: the body's place, a comma, then the day (silver-city-nm-1293)
        (
            "AN ORDINANCE AMENDING CHAPTER 22 OF THE TOWN OF SILVER CITY MUNICIPAL CODE\n"
            + BODY
            + "\nPASSED, ADOPTED, AND APPROVED by vote of the Council of the Town of Silver City, "
            "Grant County, New Mexico, 25th day of August, 2020.\n\n/s/ Ken Ladner, Mayor\n",
            date(2020, 8, 25),
        ),
        # Iowa's three readings: the third is the passage (lawton-ia-2019-01)
        (
            "ORDINANCE 2019-01\nOrdinance Amending Chapter 18 – City Clerk\n"
            + BODY
            + "\nPassed and approved by resolution of the Lawton City Council.\n\n"
            "First Reading: 2/6/19\n\nSecond Reading: 3/6/19\n\nThird Reading: 4/3/19\n",
            date(2019, 4, 3),
        ),
        # a signature block read column after column: the year stands apart (laurel-mt-946)
        (
            "ORDINANCE NO. 946\nAN ORDINANCE AMENDING SECTION 2-1\n"
            + BODY
            + "\nIntroduced on first reading at the reguIar meeting:of the\n"
            "City Council on December 20, 1988 , by Alderman DickersQn\n"
            "PASSED and APPROVED by the Laurel City Council on second\n"
            "reading this 3rd day of January\nby Alderman Dickerson\n"
            "APPROVED by the Mayor this\n1989.\nATTEST:\n, 1989, upon a motion\n"
            "3rd day of January\nBob Gauthier, Mayor\n",
            date(1989, 1, 3),
        ),
        # … but a month the OCR garbled past reading gives none (laurel-mt-1036)
        (
            "ORDINANCE NO. 1036\nAN ORDINANCE AMENDING SECTION 2-1\n"
            + BODY
            + "\nPASSED and ADOPTED by the Laurel\nreading this 19th day of M8¥\n"
            "by Alderman Kell0g9\nAPPROVED by the Mayor this 90th\nCity Council on second\n"
            "· 1992, upon a motion\nday of May\n, 1992.\n",
            None,
        ),
        # New York's certificate of a local law, its `19__` filled with the day only: the year
        # is the law's designation's (wappinger-ny-ll-2-1996)
        (
            WAPPINGER,
            date(1996, 2, 26),
        ),
        # a Legistar record placed on file: its final action is no adoption (newark-nj-15-1371)
        (
            "File #: 15-1371    Version: 1 Name: Street Cleaning\nType: Ordinance Status: Filed\n"
            "File created: 7/9/2015 In control: Engineering\n"
            "On agenda: 9/2/2015 Final action: 10/7/2015\n"
            "Title: AN ORDINANCE AMENDING SECTION 2-1\n" + BODY,
            None,
        ),
    ],
)
def test_the_adoption_date(text: str, adopted: date | None) -> None:
    assert parse_ordinance_text(text, "doc").ordinance.adopted == adopted


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a knowledge base's record field copies the caption without its place: the caption's
        # own words are the title (clinton-tn-550)
        (
            "Knowledgebase-An Ordinance Amending the Beer Ordinance Regulating the Sale of Beer\n\n"
            "Title:An Ordinance Amending the Beer Ordinance Regulating the Sale of Beer\n"
            "Type:Ordinance\nOriginal Document: ORD 550.pdf\n\n"
            "Text of Document: ORDINANCE NUMBER 550\n\n\n\nAN ORDINANCE OF THE CITY OF CLINTON, "
            "TENNESSEE AMENDING THE BEER ORDINANCE REGULATING THE SALE OF BEER.\n\n\n"
            "Be It Ordained by the Mayor and Council of the City of Clinton, Tennessee:\n" + BODY,
            "AN ORDINANCE OF THE CITY OF CLINTON, TENNESSEE AMENDING THE BEER ORDINANCE "
            "REGULATING THE SALE OF BEER",
        ),
        # a full stop inside the repealed ordinance's quoted title is no end of this one's
        (
            "ORDINANCE NUMBER 14-10750\n\nAn Ordinance of the City of Salina, Kansas repealing "
            "Ordinance 7096 which was titled “AN ORDINANCE. AUTHORIZING AND DIRECTING THE WATER "
            "DEPARTMENT OF THE CITY OF SALINA, KANSAS, TO INSTALL AND OPERATE EQUIPMENT”; passed "
            "by the Governing Body of Salina, Kansas on November 25, 1968.\n\nBE IT ORDAINED by "
            "the Governing Body of the City of Salina, Kansas:\n" + BODY,
            "An Ordinance of the City of Salina, Kansas repealing Ordinance 7096 which was titled "
            "“AN ORDINANCE. AUTHORIZING AND DIRECTING THE WATER DEPARTMENT OF THE CITY OF SALINA, "
            "KANSAS, TO INSTALL AND OPERATE EQUIPMENT”; passed by the Governing Body of Salina, "
            "Kansas on November 25, 1968",
        ),
        # … but a field that says other words than the caption stays the title
        (
            "Title:An Ordinance Amending the Wine Ordinance\n\nText of Document: ORDINANCE NUMBER "
            "550\n\nAN ORDINANCE OF THE CITY OF CLINTON, TENNESSEE AMENDING THE BEER ORDINANCE.\n"
            + BODY,
            "An Ordinance Amending the Wine Ordinance",
        ),
    ],
)
def test_the_title(text: str, title: str) -> None:
    assert parse_ordinance_text(text, "doc").ordinance.title == title


def test_an_effect_upon_adoption_and_filing_gives_no_date() -> None:
    """`upon adoption and filing` waits for the filing, which the text does not date."""
    parsed = parse_ordinance_text(WAPPINGER, "doc").ordinance
    assert (parsed.adopted, parsed.effective) == (date(1996, 2, 26), None)


WAUKEE_NAME = (
    "Loading...\nHomeMy WebLinkAbout1988-11-08-Ordinance 2106_Water RatesORDINANCE NO.2106 "
)


@pytest.mark.parametrize(
    ("passage", "adopted"),
    [
        # the scan's passage prints the name's day and month, its words garbled (waukee-ia-2106)
        (
            "Passed by the .c0fR..cil the 8thdCj.l of November, approved this '3':?day of "
            "'/Love~,19'8tS. 1988,and Attest:",
            date(1988, 11, 8),
        ),
        # a passage of another day: the name's date may be another event's, so none is read
        (
            "Passed by the .c0fR..cil the 22nd day of November, approved this 23rd day of "
            "November, 19'8tS. Attest:",
            None,
        ),
    ],
)
def test_a_records_name_dates_the_adoption_a_passage_agrees_with(
    passage: str, adopted: date | None
) -> None:
    text = WAUKEE_NAME + "AN ORDINANCE TO AMEND CHAPTER 203.\n" + BODY + passage
    assert parse_ordinance_text(text, "doc").ordinance.adopted == adopted


KALISPELL = (
    "ORDINANCE NO. 940A AN ORDINANCE TO AMEnD SECTION 17-13 (ORDINANCE NO. 659, SECTION 1), "
    "KALISPELL CITY CODE; TO PROVIDE AN EFFECTIVE DATE. BE IT ORDAINED BY THE CITY COUNCIL OF THE "
    "CITY OF KALISPELL, MONTANA, AS FOLLOWS: SECTION I. Section 17-13 of the Kalispell City Code "
    "is hereby amended to read as follows: … SECTION II. This ordinance shall be effective thirty "
    "days from and after its final adoption by the City Council and approval by the Mayor. "
    "FINALLY PASSED BY THE CITY COUNCIL OF THE CITY OF KALISPELL, MONTANA, AND APPROVED BY THE "
    "MAYOR THIS 21st DAY OF {month}, 1980."
)


@pytest.mark.parametrize(
    ("month", "effective"),
    [
        # passage and approval dated by one line: the days count from that day (kalispell-mt-940a)
        ("January", date(1980, 2, 20)),
    ],
)
def test_days_from_passage_and_approval_dated_together(month: str, effective: date) -> None:
    parsed = parse_ordinance_text(KALISPELL.format(month=month), "doc").ordinance
    assert (parsed.adopted, parsed.effective) == (date(1980, 1, 21), effective)


def test_days_from_passage_and_approval_dated_apart_give_no_date() -> None:
    """The approval dated on a line of its own, another day: the text dates neither together."""
    text = KALISPELL.replace(", AND APPROVED BY THE MAYOR THIS", " THIS").format(month="January")
    text += " APPROVED BY THE MAYOR THIS 24th DAY OF January, 1980."
    assert parse_ordinance_text(text, "doc").ordinance.effective is None
