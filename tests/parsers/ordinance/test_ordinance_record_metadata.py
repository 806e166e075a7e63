"""This ordinance's own number and dates where a records system or a legislation page prints them
(issue 20): a document name glued to the text, zero-padded; a bill's number heading its page;
a history table whose labels and dates lost their cell border; a signature block's approval.

Rows are lines of the wide development set's open documents (`devset_wide/open/`, their truth
files say the same), put around a small ordinance of ours so that each row tests one form; an
amended or cited ordinance's number or date is never this one's. `sealed/` is never read here.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import around_caption as read

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.effective import effective_from
from parsers.ordinance.titles import own_title

OPEN = DEVSET_WIDE / "open"


@pytest.mark.parametrize(
    ("head", "number"),
    [
        # El Segundo, CA, 472: the page's name glued to the caption; the amended ordinance (269)
        # is never this one.
        (
            "ORDINANCE 472ORDINANCE NO. 472 AN ORDINANCE OF THE CITY OF EL SEGUNDO AMENDING "
            "ORDINANCE NO. 269 OF SAID CITY.",
            "472",
        ),
        # Lodi, CA, 253: `Ordinances - No. 253` glued to `ORDINANCE NO. 253`; 161 is amended.
        (
            "HomeMy WebLinkAboutOrdinances - No. 253ORDINANCE NO. 253 -. = I AN ORDINANCE "
            "AMENDING SUBDIVISION 1 OF SECTION 2 OF ORDINANCE NO. 161.",
            "253",
        ),
        # Central Point, OR, 1838: the printed number is illegible (`N0. ld`); the name gives it.
        (
            "HomeMy WebLinkAboutOrdinance 1838ORDINANCE N0. ld\nAN ORDINANCE AMENDING CPMC TITLE 2",
            "1838",
        ),
        # Englewood, CO, 48 of 1997: the name pads the number (`048`); the council bill (45) and
        # the cited ordinance of 1996 (25) are not this one's.
        (
            "HomeMy WebLinkAbout1997 Ordinance No. 048ORDINANCE NO. !l$_ SERIES OF 1997 BY "
            "AUTHORITY COUNCIL BILL NO. 45 AN ORDINANCE AMENDING ORDINANCE NO . 25, SERIES OF 1996",
            "48",
        ),
        # … but a number the document prints padded itself keeps its zeros.
        ("ORDINANCE NO. 048\nAN ORDINANCE AMENDING THE CODE", "048"),
        # Nashville, TN: a legislation page headed by its bill's number alone.
        (
            "Skip to Content\n\nBill BL2020-302\n\nAn ordinance amending Section 5.12.030",
            "BL2020-302",
        ),
    ],
)
def test_a_records_systems_number_is_read_through_its_glue(head: str, number: str) -> None:
    assert read(head).number == number


@pytest.mark.parametrize(
    ("closing", "introduced", "adopted"),
    [
        # Nashville, TN: the legislative history's cells joined to their dates.
        (
            "Legislative History\n\nIntroducedJune 2, 2020\n\nPassed First ReadingJune 2, 2020\n\n"
            "Passed Second ReadingJune 16, 2020\n\nPassed Third ReadingJuly 7, 2020\n\n"
            "ApprovedJuly 8, 2020\n",
            date(2020, 6, 2),
            date(2020, 7, 7),
        ),
        # Lodi, CA: the passage in the clerk's certificate is OCR'd past reading (`l3thday`); the
        # mayor's approval line gives the enactment.
        (
            "APPROVED this 13th day of June, 1939. I, J. F. BIAKELY, City Clerk, do hereby certify "
            "that the foregoing Ordinance was thereafter, on the l3thday of June , 1939 finally "
            "passed, adopted and orderaed to print.",
            None,
            date(1939, 6, 13),
        ),
    ],
)
def test_a_history_or_an_approval_line_dates_the_ordinance(
    closing: str, introduced: date | None, adopted: date
) -> None:
    ordinance = read("ORDINANCE NO. 12\nAN ORDINANCE AMENDING THE CODE", closing)
    assert (ordinance.introduced, ordinance.adopted) == (introduced, adopted)


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        ("thirty days after its final passage and approval", None),  # Lodi, CA: waits for both
        ("thirty (30) days after its adoption", date(1939, 7, 13)),
    ],
)
def test_days_counted_from_a_later_event_too_give_no_date(rule: str, expected: date | None) -> None:
    assert effective_from(date(1939, 6, 13), rule) == expected


def test_the_whole_lodi_ordinance() -> None:
    ordinance = parse_ordinance_file(OPEN / "lodi-ca-253.txt", "lodi-ca-253.txt").ordinance
    assert (ordinance.number, ordinance.adopted, ordinance.effective) == (
        "253",
        date(1939, 6, 13),
        None,
    )
    assert ordinance.effective_rule == "thirty days after its final passage and approval"


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        # Elk Grove Village, IL, 2519: the code's section named after the title's sentence.
        (
            "AN ORDINANCE AMENDING THE VILLAGE CODE OF THE VILLAGE OF ELK GROVE VILLAGE. SECTION "
            "8-12B-1-2-M.c. TREES",
            "AN ORDINANCE AMENDING THE VILLAGE CODE OF THE VILLAGE OF ELK GROVE VILLAGE. SECTION "
            "8-12B-1-2-M.c. TREES",
        ),
        # An ordinance's own section after the title is no part of it.
        (
            "AN ORDINANCE AMENDING THE VILLAGE CODE. SECTION 1. That Section 8-12B-1 is amended",
            "AN ORDINANCE AMENDING THE VILLAGE CODE.",
        ),
    ],
)
def test_a_title_goes_on_with_the_section_it_names(caption: str, title: str) -> None:
    assert own_title(caption, caption) == title
