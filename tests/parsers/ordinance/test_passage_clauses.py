"""Passage clauses of issue 20 read from the wide set's real wordings: a clerk's certificate or
closing line naming the council and its place before `on the 27th day of`, and a notice's
first-reading sentence ended by `as follows:`; never a cited ordinance's adoption nor a first
reading taken for the adoption, never a date to come."""

from __future__ import annotations

from datetime import date

import pytest

from parsers.ordinance.dates import date_of
from parsers.ordinance.first_readings import introduction_match
from parsers.ordinance.named_dates import named_passage
from parsers.ordinance.passage import closing_passage


@pytest.mark.parametrize(
    ("closing", "adopted"),
    [
        # Albert Lea MN 21-062: the newspaper's closing line, the city named before `on the`
        (
            "This Ordinance was adopted by the City Council of the City of Albert Lea on the "
            "27th day of September, 2021.",
            date(2021, 9, 27),
        ),
        # Alameda CA 2388: the clerk's certificate, `by` at a line's end, `7th of June`
        (
            "I, the undersigned, hereby certify that the foregoing\nOrdinance was duly and "
            "regularly adopted and passed by\nthe Council of the City of Alameda in regular "
            "meeting\nassembled on the 7th of June, 1988,\nby the following vote to wit:",
            date(1988, 6, 7),
        ),
        # an ordinance cited by its number: its adoption, not this one's
        (
            "amending Ordinance No. 853, adopted by the City Council of the City of Columbia "
            "Heights on the 21st day of June, 1977.",
            None,
        ),
        # a first reading is no adoption
        (
            "This ordinance was adopted by the City Council on first reading on the 5th day of "
            "May, 1992.",
            None,
        ),
    ],
)
def test_adoption_with_the_place_before_on_the_day(closing: str, adopted: date | None) -> None:
    passage = closing_passage(closing, 0)
    assert (passage.when if passage is not None else None) == adopted


@pytest.mark.parametrize(
    ("text", "introduced"),
    [
        # Independence Township MI 2019-30: the notice's sentence ends with `as follows:`
        (
            "NOTICE IS HEREBY GIVEN that at its regular / budget meeting on September 24, 2019, "
            "at the Township Hall located at 6483 Waldon Center Drive, Independence, MI  48346, "
            "the Charter Township of Independence Board of Trustees approved the Introduction and "
            "First Reading of an amendment to the Township’s Code of Ordinances, Chapter 30, "
            "“Offenses,” Section 30-1,\n\n“Definitions” and scheduled a Second Reading of the "
            "amendment at a regular meeting to be held on October 8, 2019 to consider adoption of "
            "the ordinance as follows:\n\nSTATE OF MICHIGAN\n",
            date(2019, 9, 24),
        ),
        # a first reading still to come: no introduction
        (
            "The City Council will consider first reading of the ordinance on Monday, July 10, "
            "2023 at 6:00 p.m.\n",
            None,
        ),
    ],
)
def test_introduction_in_a_notices_sentence(text: str, introduced: date | None) -> None:
    match = introduction_match(text, 0)
    assert (date_of(match) if match is not None else None) == introduced


@pytest.mark.parametrize(
    ("head", "adopted"),
    [
        # McHenry IL MC-80-206: the records name dates it between dashes after the number, the
        # scan's passage line agrees (day and month, its year on a later line)
        (
            "HomeMy WebLinkAboutOrdinances - MC-80-206 - 12/01/1980 - Aldermen salariesMc-80-206\n"
            "BE IT ORDAINED BY THE CITY COUNCIL:\nSECTION 1. …\nPASSED this 1st day of\nDecember\n"
            "AYES: Pepping\n, 1980.\n",
            date(1980, 12, 1),
        ),
        # a passage line of another day: the name's date is not taken
        (
            "HomeMy WebLinkAboutOrdinances - MC-80-206 - 12/01/1980 - Aldermen salariesMc-80-206\n"
            "SECTION 1. …\nPASSED this 15th day of\nDecember\n, 1980.\n",
            None,
        ),
    ],
)
def test_adoption_a_records_name_dates_when_the_passage_agrees(
    head: str, adopted: date | None
) -> None:
    found = [when for event, when, _, _ in named_passage(head) if event == "adoption"]
    assert (found[0] if found else None) == adopted
