"""This ordinance's own number and passage dates in the forms of many traditions (issue 20).

The rows are lines of the wide development set's open documents (`devset_wide/open/`, their truth
files say the same), put around a small ordinance of ours so that each row tests one form: OCR'd
numbers, records systems' document names, annual volumes' chapters, clerks' certificates, signature
blocks, stamps. A cited or amended ordinance's number or date is never this one's; `sealed/` is
never read here.
"""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st
from wide_documents import around_caption as read

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file

OPEN = DEVSET_WIDE / "open"


@pytest.mark.parametrize(
    ("head", "number"),
    [
        # OCR: the word glued to the one before it (Richmond, IN)
        (
            "HomeMy Public PortalAbout001-1992 -GENERAORDINANCE NO. 1-1992 A GENERAL ORDINANCE",
            "1-1992",
        ),
        ("ORDINANCE No. 20 l 09 <br />AN ORDINANCE CONCERNING PUBLIC HEARINGS;", "20109"),  # Eugene
        ("Council File No. 187976— Ordinance No.l 11276 —By Adrian P. Winkel", "11276"),  # St Paul
        ("ORDINANCE NO. 88.10\nAN ORDINANCE OF THE TOWN COUNCIL", "88.10"),  # Marana, AZ
        (
            "CHARTER ORDINANCE NO. 114\nA CHARTER ORDINANCE amending section 2.10 of Charter "
            "Ordinance No. 84",
            "114",
        ),  # Kansas City, KS: its own, not the amended one's
        # the records system's document name, when the printed number is illegible or absent
        (
            "HomeMy WebLinkAbout1709 Procedure for Enactment of Ordinances ORDINANCE NO. / ?~ ~ AN "
            "ORDINANCE ADOPTING A PROCEDURE",
            "1709",
        ),  # Port Townsend, WA
        (
            "HomeMy WebLinkAbout969 Enacting Chapter 13.13 of Title 13 of Municipal Code "
            "Stormwater Quality 02-26-2020AN ORDINANCE OF THE BOARD OF TRUSTEES",
            "969",
        ),  # Firestone, CO
        ("CHAPTER 5.\n\nCONCERNING THE CITY PLANNING DEPARTMENT.\n", "5"),  # Boston's volumes
        (
            "ENACTED IN THE MUNICIPAL YEAR 1924-1925.\n\nCHAPTER 1.\n\nCONCERNING THE SALARY OF "
            "THE CITY REGISTRAR.\n",
            "1",
        ),
        (
            "COUNCIL BILL No. 841 ORDINANCE No. 1903 AN ORDINANCE CALLING FOR A PUBLIC HEARING",
            "1903",
        ),
        ("Ordinance BL2020-302\nAN ORDINANCE AMENDING THE CODE", "BL2020-302"),  # Nashville's form
        ("Substitute Ordinance BL2020-302\nAN ORDINANCE AMENDING THE CODE", "BL2020-302"),
        ("ORDINANCE 2021-14 AN ORDINANCE AMENDING THE CODE", "2021-14"),
        ("Ordinance No. ORD-16-21\nAN ORDINANCE TO AMEND SECTION 5.12.030", "ORD-16-21"),
        ("ORDINANCE NO. 48, SERIES OF 1997\nCOUNCIL BILL NO. 45\nAN ORDINANCE", "48"),
        # a cited or amended ordinance's number is never this one's
        ("AN ORDINANCE AMENDING ORDINANCE NO. 161 OF THE CITY", None),
        ("AN ORDINANCE / NO.\nAN ORDINANCE AMENDING Ordinance #03-101", None),  # Columbus, GA
        ("HomeMy WebLinkAbout02-26-2020 Council minutes AN ORDINANCE AMENDING THE CODE", None),
    ],
)
def test_own_number(head: str, number: str | None) -> None:
    assert read(head).number == number


@pytest.mark.parametrize(
    ("closing", "adopted"),
    [
        # Eugene, OR: an OCR'd ordinal
        (
            'Passed by the City Council this <br />9"~ day of March, 1998. <br />City Recorder',
            date(1998, 3, 9),
        ),
        # Marana, AZ: the place between the body and `this`
        (
            "PASSED ADOPTED AND APPROVED by the Town Council\nthe Town of Mararia, Arizona this "
            "3rd day of May, 1988.",
            date(1988, 5, 3),
        ),
        # Port Townsend, WA: the mayor's approval between, a spaced ordinal, `of` without `day`
        (
            "PASSED by the City Council and APPROVED by ~e Mayor this 2 nd of July, 1974.",
            date(1974, 7, 2),
        ),
        # Woodburn, OR: the OCR printed the rows' labels first, then their dates
        (
            "Passed by the Council Submitted to the Mayor Approved by the Mayor Filed in the "
            "Office of the Recorder November 19, 1984 November 20, 1984 November 20, 1984 "
            "November 20, 1984 ATTEST:",
            date(1984, 11, 19),
        ),
        # Saint Paul, MN: the clerk's stamp read before the label it is printed on
        (
            "Yeas Councilmen Nays C 187976 JUL 9 1958 Passed by the C unc>> Tn Favor Against",
            date(1958, 7, 9),
        ),
        ("PASSED AND APPROVED this 25th day of July, 1977.", date(1977, 7, 25)),  # West U. Place
        ("PASSED this 24th day of October 2000.", date(2000, 10, 24)),
        ("Passed by the Council September 7, 1961.", date(1961, 9, 7)),  # Saint Paul, MN
        ("ADOPTED BY THE COUNCIL FEBRUARY 20, 1973", date(1973, 2, 20)),  # Charlottesville, VA
        ("[Approved by Mayor, August 3, 1916.", date(1916, 8, 3)),  # Boston's volumes
        # clerks' certificates
        (
            "I hereby certify that the foregoing Ordinance No. 253 was introduced at a regular "
            "meeting of the City Council held May 15, 1939, and was thereafter passed and adopted "
            "at a regular meeting held June 13, 1939, by the following vote:",
            date(1939, 6, 13),
        ),
        (
            "I hereby certify that this ordinance was passed by the Council of the City of Los "
            "Angeles at its meeting of June 12, 2024.",
            date(2024, 6, 12),
        ),
        (
            "Adopted and ordered published as amended on the 6th day of October, 1997.",
            date(1997, 10, 6),
        ),
        # a first reading, a hearing or a cited law's adoption is never this one's
        ("Passed by the Council on first reading this 5th day of May, 2020.", None),
        ("Notice of said hearing on December 10, 1984 shall be published.", None),
        ("as adopted by Ordinance No. 26-1986, adopted May 5, 1986", None),
        ("Passed by the Council Submitted to the Mayor November 19, 1984", None),  # rows ≠ dates
    ],
)
def test_passage_date(closing: str, adopted: date | None) -> None:
    assert read("ORDINANCE NO. 77\nAN ORDINANCE AMENDING THE CODE.", closing).adopted == adopted


@pytest.mark.parametrize(
    ("head", "adopted", "introduced"),
    [
        # records' fields: a passage wins over an approval, which counts only when none is printed
        (
            "Introduced: June 2, 2020\nPassed First Reading: June 2, 2020\nPassed Second Reading: "
            "June 16, 2020\nPassed Third Reading: July 7, 2020\nApproved: July 8, 2020",
            date(2020, 7, 7),
            date(2020, 6, 2),
        ),
        (
            "First Reading: October 17, 2016\nApproved: November 14, 2016",
            date(2016, 11, 14),
            date(2016, 10, 17),
        ),
        ("File #: 051589\nFinal action: 4/11/2006", date(2006, 4, 11), None),
        # a legislative history printed as a table
        (
            "Introduced | June 2, 2020 |\nPassed Third Reading | July 7, 2020 |\n"
            "Approved | July 8, 2020 |",
            date(2020, 7, 7),
            date(2020, 6, 2),
        ),
        # the records system's document name ends with the enactment date
        (
            "HomeMy WebLinkAbout969 Enacting Chapter 13.13 Stormwater 02-26-2020AN ORDINANCE",
            date(2020, 2, 26),
            None,
        ),
    ],
)
def test_record_dates(head: str, adopted: date, introduced: date | None) -> None:
    ordinance = read(head + "\nAN ORDINANCE AMENDING THE CODE.")
    assert (ordinance.adopted, ordinance.introduced) == (adopted, introduced)


def test_a_clerks_block_after_a_long_text_is_read() -> None:
    recitals = "WHEREAS, the council wishes to amend the code; and\n" * 120
    closing = "First Reading: October 17, 2016\nApproved: November 14, 2016"
    ordinance = read(f"ORDINANCE NO. 77\nAN ORDINANCE AMENDING THE CODE.\n{recitals}", closing)
    assert (ordinance.adopted, ordinance.introduced) == (date(2016, 11, 14), date(2016, 10, 17))
    closing += "\nPublished: November 18, 2016\nEffective: November 28, 2016"
    ordinance = read(f"ORDINANCE NO. 77\nAN ORDINANCE AMENDING THE CODE.\n{recitals}", closing)
    assert ordinance.effective == date(2016, 11, 28)  # as printed, not thirty days after


@pytest.mark.parametrize(
    "rule",
    [
        "immediately upon passage by the Council and approval by the Mayor",  # Woodburn, OR
        "immediately from and after its passage and approval as required by law",  # West U. Place
        "upon its passage, approval and publication",  # Saint Paul, MN
    ],
)
def test_a_rule_waiting_for_a_later_event_gives_no_date(rule: str) -> None:
    closing = (
        f"SECTION 2. This ordinance shall take effect {rule}.\nPASSED this 2nd day of May, 2000."
    )
    ordinance = read("ORDINANCE NO. 77\nAN ORDINANCE AMENDING THE CODE.", closing)
    assert ordinance.adopted == date(2000, 5, 2)
    assert ordinance.effective is None


@pytest.mark.parametrize(
    ("name", "number", "adopted"),
    [
        ("boston-ma-1916-ch5", "5", date(1916, 8, 3)),
        ("eugene-or-20109", "20109", date(1998, 3, 9)),
        ("firestone-co-969", "969", date(2020, 2, 26)),
        ("kansas-city-ks-charter-114", "114", None),
        ("marana-az-88-10", "88.10", date(1988, 5, 3)),
        ("port-townsend-wa-1709", "1709", date(1974, 7, 2)),
        ("richmond-in-1-1992", "1-1992", None),  # "ADOPTED DECEMBER 3, 1991" is the code's
        ("saint-paul-mn-11276", "11276", date(1958, 7, 9)),
        ("woodburn-or-1903", "1903", date(1984, 11, 19)),
    ],
)
def test_open_documents(name: str, number: str, adopted: date | None) -> None:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    ordinance = parse_ordinance_file(path, f"wide/{path.name}").ordinance
    assert (ordinance.number, ordinance.adopted) == (number, adopted)


@given(st.from_regex(r"[1-9][0-9]{0,3}(-[0-9]{2})?", fullmatch=True))
def test_an_amended_ordinances_number_is_never_this_ones(cited: str) -> None:
    head = f"AN ORDINANCE AMENDING SECTION 3 OF ORDINANCE NO. {cited} OF THE CITY"
    closing = f"Section 3 of Ordinance No. {cited}, adopted May 5, 1986, is hereby amended."
    ordinance = read(head, closing)
    assert ordinance.number is None
    assert ordinance.adopted is None


SEATTLE_TITLE_END = (
    "and amending, repealing, and adding numerous sections throughout the Seattle Municipal Code; "
    "all by a two-thirds vote of the City Council."
)


@pytest.mark.parametrize(
    ("name", "start", "end"),
    [
        # an annual volume: the line after the chapter's heading
        ("boston-ma-1916-ch5", "CONCERNING THE CITY PLANNING", "DEPARTMENT."),
        ("boston-ma-1924-ch1", "CONCERNING THE SALARY", "CITY REGISTRAR."),
        # a clause whose words name ordinances is the title's, not the enacting clause
        ("port-townsend-wa-1709", "AN ORDINANCE ADOPTING", "THE ENACTMENT OF ORDINANCES"),
        # a records page's `Title | |` table cell, whole
        ("seattle-wa-120794", "AN ORDINANCE reorganizing", SEATTLE_TITLE_END),
    ],
)
def test_open_titles(name: str, start: str, end: str) -> None:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    title = parse_ordinance_file(path, f"wide/{path.name}").ordinance.title
    assert title.startswith(start)
    assert title.endswith(end)


def test_a_number_only_the_records_system_gives_is_warned() -> None:
    path = OPEN / "port-townsend-wa-1709.txt"
    parsed = parse_ordinance_file(path, "wide/port-townsend-wa-1709.txt")
    assert parsed.ordinance.number == "1709"
    assert [i.code for i in parsed.issues if i.code == "ordinance-number-unprinted"] == [
        "ordinance-number-unprinted"
    ]
    printed = parse_ordinance_file(OPEN / "marana-az-88-10.txt", "wide/marana-az-88-10.txt")
    assert not [i for i in printed.issues if i.code == "ordinance-number-unprinted"]
