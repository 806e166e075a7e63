"""Number, title and dates in the printed forms and scans of part C of the wide set (issue 20).

The rows are lines of `devset_wide/open/` documents (their truth files say the same), put around a
small ordinance of ours so that each row tests one form; the whole documents are read at the end.
A cited ordinance's number, a recording stamp's or a draft's date is never this one's; `sealed/`
is never read here.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import around_caption as read

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.effective import waits_for_later
from parsers.ordinance.form_dates import A_DATE, ocr_date

OPEN = DEVSET_WIDE / "open"


@pytest.mark.parametrize(
    ("head", "number"),
    [
        ("O-21-082\nORDINANCE\nREQUIRING LEGISLATION AND RELATED INFORMATION", "O-21-082"),
        ("SALT LAKE CITY ORDINANCE\nNo. 1 of 2006\n(Omnibus Housekeeping Ordinance)", "1 of 2006"),
        ("March 24, IS97 Ordinance Book 47, Page 937 ORDINANCE 785 AN ORDINANCE AMENDING", "785"),
        (
            "An Ordinance Amending Chapter 23 Ordinance No. ____ ~9~1~2~-_Z=_ ________ __ of the "
            "City Code - Zoning Ordinance",
            "912-Z",
        ),  # Charlotte: the number written into the blank
        ("File #: O-19-49\nType: Ordinance Status: Enacted", "O-19-49"),  # Albuquerque
        (
            "HomeMy WebLinkAbout1969-11-10 13-X ORDINANCETntOdnCed by Councilor Cox",
            "13-X",
        ),  # Bangor: the records system's name after its date
        ("HomeMy WebLinkAbout1976-06-14 248 AD ORDINANCE248 AD Introduced by", "248 AD"),
        (
            "160 of 1978 - Amending Chapter 14 creating Office of Public Works Director",
            "160 of 1978",
        ),
        # OCR checked against the other printings (Rivergrove)
        (",ORDINANCE NO.6l-98\nAN ORDINANCE\nDate\nORDINANCE NO. 61-98\nBEFORE", "61-98"),
        (
            "ORDINANCE NO. 62.98\nAN ORDINANCE\nORDINANCE NO. 62-95\nREFORE\nORDINANCE NO. 62-98",
            "62-98",
        ),
        # none of its own
        (
            "HomeMy WebLinkAboutOrdinances Book 16, Page 282, No Ordinance Number282 AN ORDINANCE "
            "APPROVING THE FINAL REPORT",
            None,
        ),  # Paducah: the records system says it has none
        (
            "File #: 2013-0004    Version: Name: Amend Code\n2013-0004\nORDINANCE NO.      \nTitle",
            None,
        ),
        ("An Ordinance Amending Chapter 23 Ordinance No.____ ________ __ of the City Code", None),
        (
            "ORDINANCE NO. 62.98\nAN ORDINANCE\nORDINANCE NO. 62-95\nREFORE",
            "62.98",
        ),  # a digit differs
        ("2021\nORDINANCE\nREQUIRING LEGISLATION", None),  # a year, not a number
        (
            "Loading...\n507 Idaho Motor Vehicle Laws,~,;~ ; ORDINANCE NO. , ~D 7 AN ORDINANCE OF "
            "THE CITY OF MERIDIAN",
            "507",
        ),  # Meridian: the page opens on the document's name, its caption after it
        (
            "Loading...\nO-84-61e Section 2.16.140 Conduct of meetings be amended",
            None,
        ),  # no caption
        ("1964-0160\nAN ORDINANCE AMENDING ORDINANCE NO. 59 -14", "1964-0160"),  # Buffalo Grove
        ("1974-10-08\nAN ORDINANCE AMENDING CHAPTER 4.21", None),  # a date names no ordinance
        ("2\nAN ORDINANCE AMENDING CHAPTER 4.21", None),  # a page's number names none
        ("Ordinance 2003-08ORDINANCE 2003- q8\nAN ORDINANCE AMENDING THE CODE", "2003-08"),
        (
            "Delaware General Assembly\n\n\nCHAPTER 6\n\nFORMERLY\n\nHOUSE BILL NO. 7\n\nAN ACT TO "
            "AMEND THE LAWS OF DELAWARE, VOLUME 27",
            "6",
        ),  # the session law's chapter, not the bill it was
        ("Download this document\n\nNO. M-4. AN ACT RELATING TO THE CHARTER OF THE CITY", "M-4"),
        ("ORDINANCE O2023-05 An Ordinance amending 10-9E-4 Permitted Uses", "O2023-05"),
        ("AN ORDINANCE AMENDING 10-9E-4\nSingle family dwellings. (Ord. 2411, 10-15-2012)", None),
    ],
)
def test_numbers_in_other_forms(head: str, number: str | None) -> None:
    assert read(head).number == number


@pytest.mark.parametrize(
    ("head", "title"),
    [
        (
            "O-21-082\nORDINANCE\nREQUIRING LEGISLATION AND RELATED INFORMATION TO BE AVAILABLE\n"
            "CITY OF NASHUA\nIn the Year Two Thousand and Twenty One",
            "REQUIRING LEGISLATION AND RELATED INFORMATION TO BE AVAILABLE",
        ),
        (
            "Notice is hereby given that the Committee will hold a public hearing.\n\nPROPOSED "
            "ORDINANCE\n\nAMENDING CHAPTER 6, ARTICLE XI,\n\nSMITH HOUSE BOARD OF DIRECTORS\n\n"
            "WHEREAS, Ordinance No. 642 was adopted on August 14, 1989; and",
            "AMENDING CHAPTER 6, ARTICLE XI, SMITH HOUSE BOARD OF DIRECTORS",
        ),  # Stamford: the notice's sentence is no title
        (
            "CITY OF BANGOR (TITLE.) VIYrbinanre,. Amending chapter Vi. Article 3, section 8 of "
            "the city Ordinances - Signe Be (t ordained by ike City Coumeff",
            "Amending chapter Vi. Article 3, section 8 of the city Ordinances - Signe",
        ),
        (
            ",ORDINANCE NO.6l-98\nAN ORDINANCE AMENDING ATTACHMENT C TO ORDINANCE NO. 54-89, TFIE "
            "CITY OF RIVERGROVE'S LAND DEVELOPMENT ORDTNANCE\nAdopted by the Planning Commission "
            "of the City of Rivergrove on April 6, l99g\nDate",
            "AN ORDINANCE AMENDING ATTACHMENT C TO ORDINANCE NO. 54-89, TFIE CITY OF RIVERGROVE'S "
            "LAND DEVELOPMENT ORDTNANCE",
        ),  # the cover's capitals end at its dated lines
        ("ORDINANCE NO. 89-2018\nBEFORE THE CITY COUNCIL OF THE CITY OF RIVERGROVE, OREGON\n", ""),
        ("Loading...\nO-84-61e", ""),  # Kodiak: the page starts inside the ordinance
        (
            "Loading...\nHomeMy WebLinkAbout1974-10-08 Ordinance",
            "",
        ),  # Iowa City: the breadcrumb and the document's name, no caption
        (
            "ORDINANCE O2023-05 An Ordinance amending 10-9E-4 Permitted Uses, Title 10 Zoning "
            "Regulations, City of Mitchell Municipal Code NOW BE IT ORDAINED BY THE CITY COUNCIL",
            "An Ordinance amending 10-9E-4 Permitted Uses, Title 10 Zoning Regulations, City of "
            "Mitchell Municipal Code",
        ),  # Mitchell: `NOW` opens the enacting clause
        (
            "An Ordinance to Amend Sections 3:2 And 3.3 of Chapter 39 (Parks-General Regulations) "
            "of Title III of The Code of the City of Ann Arbor\nThe City of Ann Arbor Ordains:",
            "An Ordinance to Amend Sections 3:2 And 3.3 of Chapter 39 (Parks-General Regulations) "
            "of Title III of The Code of the City of Ann Arbor",
        ),  # Ann Arbor: the code the title names is no enacting body
        (
            "ORDINANCE NO 2188\nAN ORDINANCE relating to public dances, providing a penalty for "
            "violations, and protecting\nthe public health, safety and welfare\nTHE CITY COUNCIL "
            "OF THE CITY OF PASCO DOES ORDAIN AS FOLLOWS",
            "AN ORDINANCE relating to public dances, providing a penalty for violations, and "
            "protecting the public health, safety and welfare",
        ),  # Pasco: the clause starts at its capitalized `THE`
        (
            'AN ORDINANCE AMENDING CHAPTER 9. "SUBDIVISIONS". OF THE CODE OF ORDINANCES OF THE '
            "CITY OF COLLEGE STATION. TEXAS. BY AMENDING CERTAIN SECTIONS AS SET OUT BELOW. "
            "PROVIDING A SEVERABILITY CLAUSE. AND PROVIDING AN EFFECTIVE DATE BE IT ORDAINED",
            'AN ORDINANCE AMENDING CHAPTER 9. "SUBDIVISIONS". OF THE CODE OF ORDINANCES OF THE '
            "CITY OF COLLEGE STATION. TEXAS. BY AMENDING CERTAIN SECTIONS AS SET OUT BELOW. "
            "PROVIDING A SEVERABILITY CLAUSE. AND PROVIDING AN EFFECTIVE DATE",
        ),  # College Station: the scan printed the title's commas as periods
        (
            "AN ORDINANCE AMENDING CITY PROCUREMENT PROCEDURES. AMENDINCT CERTAIN ETHICS "
            "PROVISIONS, AND PROVIDING FOR DISCLOSURE. a. The City of Moab maintains a "
            "purchasing ordinance.",
            "AN ORDINANCE AMENDING CITY PROCUREMENT PROCEDURES. AMENDINCT CERTAIN ETHICS "
            "PROVISIONS, AND PROVIDING FOR DISCLOSURE.",
        ),  # Moab: the capitals end before the recitals, lettered, in lower case
    ],
)
def test_titles_in_other_forms(head: str, title: str) -> None:
    assert read(head).title == title


@pytest.mark.parametrize(
    ("head", "closing", "introduced", "adopted"),
    [
        (
            "AN ORDINANCE AMENDING ATTACHMENT C\nSubmitted to the Rivergrove City Council on April "
            "t3, I99g\nAdopted by the Rivergrove City Council on Aprit t3, 1998\n",
            "",
            None,  # the year `I99g` cannot be read
            date(1998, 4, 13),
        ),
        (
            "AN ORDINANCE AMENDING\nApproved by the Planning Commission of the City of Rivergrove "
            "on July 6. 1998\nAdopted by the Rivergrove City Council on .Iulv 13. 1998\n",
            "",
            None,
            date(1998, 7, 13),
        ),  # the planning commission recommends; the council adopts
        (
            "March 24, IS97 Ordinance Book 47, Page 937 ORDINANCE 785 AN ORDINANCE AMENDING",
            "in regular session convened on the p t J~ day of March, 1997",
            None,
            date(1997, 3, 24),
        ),  # the OCR'd year fits the one year the text prints in digits
        (
            "October 6, 1975 Ordinance Book 22 - Page 395 An Ordinance Amending",
            "",
            None,
            date(1975, 10, 6),
        ),
        (
            "ORDINANCE NO. 84-61\nAN ORDINANCE AMENDING TITLE 2",
            "PASSED AND APPROVED this 6th day of December , 1984.",
            None,
            date(1984, 12, 6),
        ),  # Kodiak: a blank before the comma, as typed
        (
            "ORDINANCE # 664\nAN ORDINANCE TO AMEND CHAPTER 1.02",
            "Passed and approved this 10th day of October , 1989.",
            None,
            date(1989, 10, 10),
        ),  # Muskego
        (
            "NOTICE OF HEARING You are hereby notified that the following proposed ordinance will "
            "be heard and considered by the City Planning Commission on Monday, June 26, 2023 at "
            "12:00 pm (Noon) and the City Council will consider first reading of the proposed "
            "ordinance on Wednesday, July 5, 2023 at 6:00 pm. ORDINANCE O2023-05 An Ordinance "
            "amending 10-9E-4 Permitted Uses",
            "",
            None,
            None,
        ),  # Mitchell: a notice's schedule names meetings to come
        (
            "HomeMy WebLinkAbout1976-06-14 248 AD ORDINANCE248 AD Introduced by Councilor Eouty, "
            "June 14, 1976 CITY OF BANGOR",
            "IN CITY COUNCIL anne 20, 1976 - CLERK'S OFFICE Received 2nd reading and final passage",
            date(1976, 6, 14),
            None,  # the date before the final passage cannot be read
        ),
        (
            "CITY OF BANGOR AN ORDINANCE",
            "Nov. 24, 1969 Passed 2nd reading. IN CITY COUNCIL Nov. 24, 1969 This ordinance having "
            "received 2 readings, PASSED a 3rd and final reading by the following vote",
            None,
            date(1969, 11, 24),
        ),
        (
            "File #: 2013-0004\nType: Ordinance Status: Failed\nFile created: 1/7/2013\n"
            "Final action: 1/22/2013\nAN ORDINANCE to amend",
            "",
            date(2013, 1, 7),
            None,  # failed: its final action adopted nothing
        ),
    ],
)
def test_dates_in_other_forms(
    head: str, closing: str, introduced: date | None, adopted: date | None
) -> None:
    ordinance = read(head, closing)
    assert (ordinance.introduced, ordinance.adopted) == (introduced, adopted)


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("Aprit t3, 1998", date(1998, 4, 13)),
        ("Iulv 13. 1998", date(1998, 7, 13)),
        ("Nov. 10, 1969", date(1969, 11, 10)),
        ("anne 20, 1976", None),  # two letters no OCR confuses
        ("dune 14, 1976", None),
        ("April t3, I99g", None),
    ],
)
def test_ocr_dates(printed: str, expected: date | None) -> None:
    match = A_DATE.search(printed)
    assert (ocr_date(match, printed) if match is not None else None) == expected


@pytest.mark.parametrize(
    ("text", "rule", "waits"),
    [
        (
            "Section 1 sham become effective upon adoption by Charlotte City Council and after "
            "signs are erected",
            "upon adoption",
            True,
        ),
        ("this ordinance shall take effect upon adoption.", "upon adoption", False),
    ],
)
def test_a_rule_waiting_for_a_later_event(text: str, rule: str, waits: bool) -> None:
    assert waits_for_later(text, rule) is waits


@pytest.mark.parametrize(
    ("name", "number", "title_start", "adopted"),
    [
        ("albuquerque-nm-o-19-49.txt", "O-19-49", "Amending The Ordinance", date(2019, 2, 20)),
        ("bangor-me-13-x.txt", "13-X", "Amending chapter Vi.", date(1969, 11, 24)),
        ("bangor-me-248-ad.txt", "248 AD", "Amending Chapter.V", None),
        ("charlotte-nc-785.txt", "785", "AN ORDINANCE AMENDING CHAPTER 14", date(1997, 3, 24)),
        ("charlotte-nc-912-z.txt", "912-Z", "An Ordinance Amending the City", date(1975, 10, 6)),
        ("nashua-nh-o-21-082.txt", "O-21-082", "REQUIRING LEGISLATION", None),
        ("paducah-ky-book16-p282.txt", None, "AN ORDINANCE APPROVING", date(1967, 8, 22)),
        ("rivergrove-or-61-98.pdf", "61-98", "AN ORDINANCE AMENDING", date(1998, 4, 13)),
        ("rivergrove-or-62-98.pdf", "62-98", "A}{ ORDINAI{CE", date(1998, 7, 13)),
        ("rivergrove-or-89-2018.pdf", "89-2018", "", None),
        ("salt-lake-city-ut-1-2006.txt", "1 of 2006", "AN ORDINANCE AMENDING", None),
        ("salt-lake-city-ut-160-1978.txt", "160 of 1978", "AN ORDINANCE AMENDING", None),
        ("st-charles-parish-la-2013-0004.txt", None, "An ordinance to amend", None),
        ("stamford-ct-6-55-proposed.txt", None, "AMENDING CHAPTER 6", None),
    ],
)
def test_the_open_documents_of_part_c(
    name: str, number: str | None, title_start: str, adopted: date | None
) -> None:
    ordinance = parse_ordinance_file(OPEN / name, name).ordinance
    assert ordinance.number == number
    assert ordinance.title.startswith(title_start)
    assert ordinance.adopted == adopted


@pytest.mark.parametrize(
    ("head", "number"),
    [
        ("2013-0004\nINTRODUCED BY: PAUL J. HOGAN\nORDINANCE NO.          \nTitle", None),
        ("ORDINANCE NO.\n\n2023-15\nAN ORDINANCE AMENDING", "2023-15"),  # the next line's
    ],
)
def test_a_blank_caption_is_not_filled(head: str, number: str | None) -> None:
    assert read(head).number == number


def test_a_number_from_a_records_name_is_warned() -> None:
    name = "salt-lake-city-ut-160-1978.txt"
    parsed = parse_ordinance_file(OPEN / name, name)
    warned = [i.message for i in parsed.issues if i.code == "ordinance-number-unprinted"]
    assert len(warned) == 1
    assert "`160 of 1978 - Amending Chapter 14 creating Office" in warned[0]


VERMONT_ACT = """NO. M-10. AN ACT RELATING TO THE VILLAGE OF ALBURG CHARTER.

(H.507)

It is hereby enacted by {body}:

Sec. 1. Sec. 3 of the Charter is amended to read:

Sec. 3. At each annual meeting of said village there shall be elected one trustee and a clerk.

Approved: June 12, 2001
"""


@pytest.mark.parametrize(
    ("body", "adopted"),
    [
        ("the General Assembly of the State of Vermont", None),  # the governor's approval
        ("the Village Council of the Village of Alburg", date(2001, 6, 12)),  # the mayor's
    ],
)
def test_an_acts_approval_is_the_governors(body: str, adopted: date | None) -> None:
    text = VERMONT_ACT.format(body=body)
    assert parse_ordinance_text(text, "vermont/M-10.txt").ordinance.adopted == adopted
