"""Part S's ordinance numbers whose printing lost part of them: letter-spaced digits (Auburn WA),
the series letter O printed as a zero (Colton CA), a hyphen the caption lost that the records
name keeps (Coppell TX), a number cut after its hyphen (Jeffersonville IN, Boynton Beach FL) and
a state act's bill in brackets (Elkton MD). An amended or cited ordinance's number never becomes
this one's."""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.number_repairs import repaired

OPEN = Path(__file__).parent / "devset_wide" / "open"

AUBURN = (
    "HomeMy WebLinkAbout6247\nORDINANCE NO. 6 2 4 7 :\nAN ORDINANCE OF THE CITY COUNCIL OF THE\n"
    "CITY OF AUBURN, WASHINGTON, AMENDING\n"
)
COLTON = (
    "ORDINANCE N0. 0-14-90 <br />AN ORDINANCE OF THE CITY OF COLTON AMENDING ORDINANCE 0-13-87 "
    "<br />SECTION 15.24.040 TO ALLOW FOR A VARIETY OF FENCE TYPES AS <br />"
)
COPPELL = (
    "Loading...\nOR 92-538 Regulation of home solicitations AN ORDINANCE OF THE CITY OF COPPELL, "
    "TEXAS ORDINANCE NO. 92538 AN ORDINANCE OF THE CITY OF COPPELL, TEXAS, AMENDING ARTICLE 6-2 "
)
JEFFERSONVILLE = (
    "Laserfiche WebLink\nORDINANCE NO. 91-OR-[~ <br /> ORDINANCE AMENDING ORDINANCE NO. "
    "86-OR-54, <br />AN ORDINANCE RELATING TO THE CONTROL OF NOISE <br />"
)
BOYNTON = (
    "Loading...\nO94-12ORDINANCE NOd94-/,,~ AN ORDINANCE OF THE CITY COMMISSION OF THE CITY OF "
    "BOYNTON BEACH, FLORIDA, AMENDING CHAPTER 2. ADMINISTRATION, ARTICLE IX."
)
SCHERTZ = (
    "Loading...\nORDINANCEN NO. 279 . . , INDUSTRIAL WASTE ORDINANCE ORDINANCE NO. :;. 7 r "
    "REGULATING THE DISCHARGE OF INDUSTRIAl WASTES INTO THE PUBLIC SEWERS"
)
ELKTON = (
    "same shall take effect from the date of its passage.\nApproved April 26, 1939.\n"
    "(Senate Bill 80)\nAN ACT to repeal and re-enact with amendments Sections\n"
    "188B and 188C, of Article 8, of the Code of Public Local\n"
)


@pytest.mark.parametrize(
    ("read", "text", "expected"),
    [
        ("6", AUBURN, "6247"),  # letter-spaced
        ("6", AUBURN.replace("6 2 4 7", "6 of 2009"), "6"),  # a number, then words: as read
        ("0-14-90", COLTON, "O-14-90"),  # the series letter printed as a zero
        ("10-14-90", COLTON.replace("0-14-90", "10-14-90"), "10-14-90"),  # a real 10: kept
        ("92538", COPPELL, "92-538"),  # the records name keeps the hyphen
        # The hyphenated form only as a code section's bare number: never taken for it.
        ("92538", COPPELL.replace("OR 92-538", "Section 92-538"), "92538"),
        # Only as an amended ordinance's: a cited number, never this one's.
        ("92538", COPPELL.replace("OR 92-538", "amending Ordinance No. 92-538"), "92538"),
        ("91-OR-", JEFFERSONVILLE, None),  # cut short, nothing completes it: unnumbered
        ("d94-", BOYNTON, "O94-12"),  # cut short under the page's opening name
        ("d95-", BOYNTON, None),  # the name is another number's
        (None, ELKTON, "SB80"),  # the act's bill, in brackets above its title
        (None, ELKTON.replace("(Senate Bill 80)\n", ""), None),
        # The OCR's letter glued to the label's word (Schertz TX), never the plural's S.
        (None, SCHERTZ, "279"),
        (None, SCHERTZ.replace("ORDINANCEN NO.", "ORDINANCES NO."), None),
    ],
)
def test_number_repaired(read: str | None, text: str, expected: str | None) -> None:
    assert repaired(read, text[:400], text) == expected


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("auburn-wa-6247", "6247"),
        ("colton-ca-o-14-90", "O-14-90"),
        ("coppell-tx-92-538", "92-538"),
        ("jeffersonville-in-91-or-noise", None),  # never the amended 86-OR-54
        ("boynton-beach-fl-o94-12", "O94-12"),
    ],
)
def test_part_s_document_numbers(name: str, number: str | None) -> None:
    parsed = parse_ordinance_file(OPEN / f"{name}.txt", f"devset/{name}.txt")
    assert parsed.ordinance.number == number


def test_unnumbered_cut_number_is_warned() -> None:
    parsed = parse_ordinance_text(JEFFERSONVILLE, "doc")
    assert parsed.ordinance.number is None
    assert any(issue.code == "ordinance-unnumbered" for issue in parsed.issues)
