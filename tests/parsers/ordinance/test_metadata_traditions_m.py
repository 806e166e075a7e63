"""Metadata read from the forms of whole traditions (issue 20, part of the wide set's open
documents): a records system's name of the document, a number's series initials, a caption's
number before a records name's date. Rows are the real texts' opening lines."""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text

BODY = "\nSECTION 1. Section 2-1 of the Code is hereby amended to read as follows:\n"


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
    ],
)
def test_the_ordinance_number(head: str, number: str | None) -> None:
    assert parse_ordinance_text(head + BODY, "doc").ordinance.number == number
