"""Part M's dates (issue 20), each row the real wording of an open document.

- Proctor VT: "On July 26, 2021, the Selectboard of the Town of Proctor, Vermont, adopted
  amendments to the Beaver Pond Ordinance" is the adoption.
- Richmond VT: "At their meeting on June 3, 2024 the Richmond Selectboard voted to amend the
  Municipal Park Ordinance" is the adoption; "Unless a petition is filed …, the ordinance or rule
  shall become effective 60 days after the date of its adoption" gives no effective date.
- Fridley MN 1412 (a summary): "Ordinance No. 1412 was passed and adopted by the City Council of
  the City of Fridley on July 24, 2023." is its adoption; another number's is not.
- Fridley MN 965: "The above ordinance was adopted on first reading on February 11, 1991, and on
  second reading on February 25, 1991." was adopted at its second reading.

And their titles: a records system's name glued before the printed heading that repeats the
number (Fridley 1412), the heading of the code's title under the caption (Middletown RI's
`TITLE XV: LAND USAGE`) and a notice's heading run into it (Mullica NJ's `NOTICE OF PENDING
ORDINANCE`) are none of the title; prose that names "an ordinance" in lower case (Richmond VT's
"… to disapprove of an ordinance.", Socorro County NM's hearing notice "… adoption of Ordinance
2023-01 an Ordinance Amending …") prints no title.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import parsed

from parsers.ordinance import parse_ordinance_text

DOCUMENT_ROWS = [
    ("proctor-vt-beaver-pond-2021", date(2021, 7, 26), None),
    ("richmond-vt-park-ordinance-2024", date(2024, 6, 3), None),
    ("fridley-mn-1412-summary", date(2023, 7, 24), None),
    ("fridley-mn-965", date(1991, 2, 25), None),
]


@pytest.mark.parametrize(("name", "adopted", "effective"), DOCUMENT_ROWS)
def test_a_notice_states_its_adoption(
    name: str, adopted: date | None, effective: date | None
) -> None:
    ordinance = parsed(name).ordinance
    assert (ordinance.adopted, ordinance.effective) == (adopted, effective)


SUMMARY = (
    "City of Fridley Summary Ordinance No. 1412\n"
    "The City of Fridley does ordain that the Code be amended by adopting Ordinance No. 1412.\n"
    "The Ordinance amends § 205.32, O-7 Shoreland Overlay District subd. 1.\n"
    "{closing}\n"
)
CLOSING_ROWS = [
    (
        "Ordinance No. 1412 was passed and adopted by the City Council of the City of Fridley on "
        "July 24, 2023.",
        date(2023, 7, 24),
    ),
    (  # a recital's ordinance of another number: not this one's adoption
        "Ordinance No. 1301 was passed and adopted by the City Council of the City of Fridley on "
        "July 24, 2013.",
        None,
    ),
    (  # a vote to come is no adoption
        "On June 3, 2024 the Richmond Selectboard will vote to amend the Municipal Park Ordinance.",
        None,
    ),
]


@pytest.mark.parametrize(("closing", "adopted"), CLOSING_ROWS)
def test_only_this_ordinance_s_passage_is_its_adoption(closing: str, adopted: date | None) -> None:
    ordinance = parse_ordinance_text(SUMMARY.format(closing=closing), "s").ordinance
    assert ordinance.adopted == adopted


RULE = (
    "ORDINANCE NO. 5\nAN ORDINANCE AMENDING THE PARK ORDINANCE\n"
    "THE CITY COUNCIL OF THE CITY OF ELMWOOD DOES ORDAIN AS FOLLOWS:\n"
    "SECTION 1. Section 5.12.030 of the Code is hereby amended to read as follows:\n"
    "5.12.030 Hours. Eight to eight.\n"
    "SECTION 2. {rule}\n"
    "PASSED AND ADOPTED this 3rd day of June, 2024.\n"
)
RULE_ROWS = [
    (
        "Unless a petition is filed in accordance with 24 V.S.A. 1973, the ordinance or rule "
        "shall become effective 60 days after the date of its adoption.",
        None,
    ),
    (
        "This ordinance shall become effective 60 days after the date of its adoption.",
        date(2024, 8, 2),
    ),
]


@pytest.mark.parametrize(("rule", "effective"), RULE_ROWS)
def test_a_condition_before_the_rule_leaves_no_date(rule: str, effective: date | None) -> None:
    ordinance = parse_ordinance_text(RULE.format(rule=rule), "r").ordinance
    assert ordinance.effective == effective


TITLE_ROWS = [
    (
        "fridley-mn-1412-summary",
        "Amending the Fridley City Code Section 205.28, Critical Area District, Section 205.32, "
        "Shoreland Overlay District, and Section 205.30, Telecommunications Towers and Facilities "
        "District",
    ),
    ("middletown-ri-2025-9", "AN ORDINANCE AMENDING THE TOWN CODE OF THE TOWN OF MIDDLETOWN"),
    (
        "mullica-township-nj-11-2014",
        "AN ORDINANCE AMENDING CHAPTER 225, TRASH DISPOSAL ORDINANCE, AND RECYCLABLES, OF THE CODE "
        "OF THE TOWNSHIP OF MULLICA, COUNTY OF ATLANTIC, STATE OF NEW JERSEY",
    ),
]


TITLE_ROWS += [("richmond-vt-park-ordinance-2024", ""), ("socorro-county-nm-2023-01", "")]


@pytest.mark.parametrize(("name", "title"), TITLE_ROWS)
def test_the_title_is_the_caption_alone(name: str, title: str) -> None:
    assert " ".join(parsed(name).ordinance.title.split()) == title


# A caption whose next line is a wrapped part of it stays whole (no colon or dash after the number).
WRAPPED = (
    "ORDINANCE NO. 11\n"
    "AN ORDINANCE AMENDING\nCHAPTER 17.62 OF THE MUNICIPAL CODE\n\n"
    "THE CITY COUNCIL OF THE CITY OF ELMWOOD DOES ORDAIN AS FOLLOWS:\n"
    "SECTION 1. Section 17.62.030 of the Code is hereby amended to read as follows:\n"
    "17.62.030 Hours. Eight to eight.\n"
)


def test_a_wrapped_chapter_line_stays_in_the_title() -> None:
    title = parse_ordinance_text(WRAPPED, "w").ordinance.title
    assert title == "AN ORDINANCE AMENDING CHAPTER 17.62 OF THE MUNICIPAL CODE"


# Numbers OCR spaced or misread: `ORDINANCE N0.2010 -62` (a zero for the O, a blank before the
# hyphen; North Olmsted OH), `2020 - 54`; an amended ordinance's `ORDINANCE NO. 59 -14` in the
# caption stays no number of this one (Buffalo Grove IL: its records name gives `1964-0160`).
NUMBER_ROWS = [
    ("north-olmsted-oh-2010-62", "2010-62"),
    ("north-olmsted-oh-2020-54", "2020-54"),
    ("buffalo-grove-il-1964-0160", "1964-0160"),
    ("fridley-mn-965", "965"),  # named `Ordinance No. 0965 02-25-1991`, printed `NO. 965`
]


@pytest.mark.parametrize(("name", "number"), NUMBER_ROWS)
def test_a_spaced_number_is_joined(name: str, number: str) -> None:
    assert parsed(name).ordinance.number == number
