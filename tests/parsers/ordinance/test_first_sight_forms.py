"""Forms the first-sight score of part C (devset_wide/README-C.md) found unread, each from its
real document: section numbers whose joints OCR printed as commas (Bozeman MT 1251), bare
`Section N` headings (the same), several sections readopted in one sentence (Omaha NE 41563),
an ordinance printed twice (Rivergrove OR 76-2008)."""

from __future__ import annotations

from datetime import date

import pytest

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.paths import ocr_commas


@pytest.mark.parametrize(
    ("phrase", "read"),
    [
        ("That Chapter 5,02,030 of the Bozeman", "That Chapter 5.02.030 of the Bozeman"),
        ("5,02.050 SQUARE FOOTAGE", "5.02.050 SQUARE FOOTAGE"),
        # Amounts, lists and two numbers printed without a blank stay as printed.
        ("a fee of $1,000 and 12,500", "a fee of $1,000 and 12,500"),
        ("Sections 2,3,4 and 5", "Sections 2,3,4 and 5"),
        ("5.06.060,5.16.020", "5.06.060,5.16.020"),
        ("5,020,030 gallons", "5,020,030 gallons"),
    ],
)
def test_ocr_commas_in_a_number_read_as_its_joints(phrase: str, read: str) -> None:
    assert ocr_commas(phrase) == read


# Bozeman MT, Ordinance 1251 (OCR text, devset_wide/open), cut.
BOZEMAN = """ORDINANCE NO. 1251
AN ORDINANCE OF THE CITY COMMISSION OF THE CITY OF BOZEMAN, MONTANA, AMENDING ORDINANCE 1117
BE IT ORDAINED BY THE CITY COMMISSION OF THE CITY OF BOZEMAN, MONTANA,
AS FOLLOWS:
That the following Sections of the Bozeman Municipal Code be and the same are hereby
amended to read as follows:
Section 1
That Chapter 5,02,030 of the Bozeman Municipal Code is amended to read as follows:
5,02,030 BUSINESS, GENERAL,
All businesses licensed by the City shall be categorized under general business.
Section 2
That Chapter 5,02,050 of the Bozeman Municipal Code is amended to read as follows:
5,02.050 SQUARE FOOT AGE,
Square Footage means the total number of square feet of floor space.
I Section 3
That Chapter 5,02,070 of the Bozeman Municipal Code is amended to read as follows:
5,02,070 NONPROFIT ORGANIZATION,
Nonprofit organization means any group which is religious or charitable.
"""


def test_bare_section_headings_and_comma_joints() -> None:
    parsed = parse_ordinance_text(BOZEMAN, "bozeman/1251.txt")
    read = [
        (item.ordinance_section, item.verb.value, [t.id for t in item.targets], item.flags)
        for item in parsed.ordinance.instructions
    ]
    assert read == [
        (1, "replace_section", ["5.02.030"], ()),
        (2, "replace_section", ["5.02.050"], ()),
        (3, "replace_section", ["5.02.070"], ()),
    ]


# Omaha NE, Ordinance 41563 (newspaper notice, flat text: its line breaks lost), cut.
OMAHA = (
    "ORDINANCE NO. 41563\n\nAN ORDINANCE to amend Ordinance No. 41511, concerning sewer use fees. "
    "BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF OMAHA Section 1. That section 6 of "
    "Ordinance No. 41511, passed by the Omaha City Council on July 10, 2018, is amended to read "
    "as follows: That this Ordinance shall be in full force and take effect on January 1, 2019. "
    "Section 2. That all other provisions of Ordinance No. 41511 shall be in full force and "
    "effect as provided therein, including the amendment of Omaha Municipal Code Sections 31-51, "
    "31-145, 31-147 and 31-158 of the Omaha Municipal Code, which are readopted to read as "
    "follows: Sec. 31-51. - Definitions. For the purposes of this chapter, the following words "
    "shall have the meanings ascribed to them. Sec. 31-145. - Rates. The rates are set. "
    "Sec. 31-147. - Charges. The charges are set. Sec. 31-158. - Billing. Bills are monthly. "
    + "Abnormal effluents: effluents containing BOD in excess of 240 milligrams per liter. "
    * 6
)


def test_sections_readopted_in_one_sentence_each_replaced() -> None:
    parsed = parse_ordinance_text(OMAHA, "omaha/41563.txt")
    read = [
        (item.ordinance_section, item.verb.value, [(t.kind.value, t.id) for t in item.targets])
        for item in parsed.ordinance.instructions
    ]
    assert read == [
        (1, "replace_section", [("ordinance", "Ordinance No. 41511, section 6")]),
        (2, "replace_section", [("section", "31-51")]),
        (2, "replace_section", [("section", "31-145")]),
        (2, "replace_section", [("section", "31-147")]),
        (2, "replace_section", [("section", "31-158")]),
    ]


# Rivergrove OR, Ordinance 76-2008 (scanned PDF printing the ordinance twice): Section 3 as each
# copy's OCR reads it.
RIVERGROVE = """ORDINANCE NO. 76-2008
AN ORDINANCE AMENDING THE RIVERGROVE LAND DEVELOPMENT ORDINANCE
THE CITY OF RIVERGROVE ORDAINS AS FOLLOWS:
Section 1. Section XIV of Ordinance No. 70-2001 is amended as follows:
Section XIV Definitions
* * * * *
Flood Management Areas. All lands contained within the 100 year floodplain and flood way as
shown on the Federal Emergency Management Agency Flood Insurance Rate Map Panel 0013D
effective date June 17, 2008
* * * * *
Section 2. This ordinance being necessary for the public health, an emergency is declared.
ORDINANCE NO. 76-2008
THE CITY OF RIVERGROVE ORDAINS AS FOLLOWS:
Section 1. Section XIV of Ordinance No. 70-2001 is amended as follows:
Section XIV Definitions
*****
Flood Management Areas. All lands contained within the I 00 ·year floodplain and flood way as
shown on the Federal Emergency Management Agency Flood Insurance Rate Map Panel 0013D
effective date June 17,2008
* * * * *
Section 2. This ordinance being necessary for the public health, an emergency is declared.
"""


@pytest.mark.parametrize(
    ("again", "read", "flagged"),
    [
        # The second copy, as its OCR reads it: one instruction, the copy an issue.
        ("", 1, False),
        # A second printing whose new text says otherwise: kept, and flagged.
        ("Panel 0013D|Panel 0042B as revised by the Federal Emergency Management Agency", 2, True),
    ],
)
def test_an_ordinance_printed_twice_is_read_once(again: str, read: int, flagged: bool) -> None:
    text = RIVERGROVE
    if again:
        old, new = again.split("|")
        cut = text.rindex(old)
        text = text[:cut] + new + text[cut + len(old) :]
    parsed = parse_ordinance_text(text, "rivergrove/76-2008.txt")
    items = parsed.ordinance.instructions
    assert len(items) == read
    assert bool(items[-1].flags) is flagged
    codes = {issue.code for issue in parsed.issues}
    assert ("instruction-reprinted" in codes) is (read == 1)


# Rivergrove OR, Ordinance 74-2004 (a ClearScan PDF's text layer), cut: the ordaining sentence
# names the whole Land Development Ordinance; the item under it names the section, its number
# followed by its stop.
RIVERGROVE_74 = """ORDINANCE NO. 74-2004
AN ORDINANCE AMENDING ATTACHMENT C TO ORDINANCE NO. 54-89
THE CITY OF RIVERGROVE ORDAINS AS FOLLOWS:
The Rivergrove Land Development Ordinance (Attachment C to Ordinance #54-89) is hereby amended as
follows:
ORDINANCE NO. 74-2004
AMENDMENTS TO THE LAND DEVELOPMENT ORDINANCE
{item} Tree Cutting is amended to read as follows:
Section 5.100. Tree Cutting
(a) DEFINITIONS
1) "Tree": Any standing woody plant having a trunk 11.5 inch diameter.
"""


@pytest.mark.parametrize(
    ("item", "heading", "target"),
    [
        ("Section 5.100.", "Section 5.100. Tree Cutting is amended", "5.100"),
        # Without the stop the lines before stay in the sentence (a citation wrapped to a line's
        # start must not cut it); the target is read all the same.
        ("Section 5.100", "ORDINANCE NO. 74-2004 AMENDMENTS", "5.100"),
    ],
)
def test_an_item_headed_by_its_section_number_and_stop(
    item: str, heading: str, target: str
) -> None:
    parsed = parse_ordinance_text(RIVERGROVE_74.format(item=item), "rivergrove/74-2004.txt")
    [read] = parsed.ordinance.instructions
    assert read.heading.startswith(heading)
    assert (read.verb.value, [t.id for t in read.targets], read.flags) == (
        "replace_section",
        [target],
        (),
    )


# Deschutes County OR, Ordinance 94-024 (scanned PDF's OCR layer), cut: the sentence wraps after
# its verb, and the chapter it adds is printed in an exhibit after the signatures.
DESCHUTES = """ORDINANCE NO. 94- 024
An Ordinance Adopting Chapter 15. 10 Deschutes County Code; Providing Outdoor Lighting Control.
THE BOARD OF COUNTY COMMISSIONERS OF DESCHUTES COUNTY, OREGON,
ORDAINS as follows:
Section 1. That the Deschutes County Code, Title 15, be amended
to add Chapter 10, " Outdoor Lighting Control," as described in Exhibit
A, attached hereto and by this reference incorporated herein.
Section 2. Codification. The Code Book Review Committee shall
have the authority to format the provisions contained herein.
Section 3. Severability. The provisions of this ordinance are
severable.
DATED this 31st day of August, 1994.
Chapter 15. 10
OUTDOOR LIGHTING CONTROL
Sections:
15. 10. 010 Purpose and intent as relates to
residential, commercial and public area lighting.
15. 10.050 Definitions.
15. 10. 110 Exemptions. Lighting exempted by Section 15. 10. 110. and shielded as in Section
15. 10. 140.
"""


def test_a_chapter_added_to_a_title_by_a_wrapped_sentence() -> None:
    parsed = parse_ordinance_text(DESCHUTES, "deschutes/94-024.txt")
    [item] = parsed.ordinance.instructions
    assert item.heading.endswith("by this reference incorporated herein.")
    assert (item.verb.value, [(t.kind.value, t.id) for t in item.targets]) == (
        "add_chapter",
        [("chapter", "15.10")],
    )
    # Its text is the exhibit's, which the sentence does not introduce: nothing is added blind.
    assert item.flags


# Honolulu HI, Ordinance 80-1 (OCR transcript of the bound volume), cut: deleted amounts in
# brackets before their new amounts (the underscoring of new matter lost).
HONOLULU = """ORDINANCE NO. 80-1
A BILL F0R AN ORDINANCE TO AMEND ARTICLE 4, CHAPTER 9, REVISED ORDINANCES OF HONOLULU, 1969.
BE IT ORDAINED by the People of the City and County of Honolulu:
SECTION 1. Section 9-4.1 is hereby amended to read as follows:
Sec. 9-4.1. Collection Charges for Businesses. For all refuse collected there shall be a unit
service charge equal to {first} per cubic foot, provided that a minimum service charge of
{second} per month shall be assessed against each business served by the Division.
SECTION 2. This ordinance shall take effect upon its approval.
"""


@pytest.mark.parametrize(
    ("first", "second", "verb", "struck"),
    [
        ("[$,10] $0.17", "[$3.00] $5.00", "word_edit", ("$,10", "$3.00")),
        # Amounts without brackets, or a bracketed note: the text as it will read.
        ("$0.17", "$5.00", "replace_section", ()),
        ("$0.17 [Ord. 79-12]", "$5.00", "replace_section", ()),
    ],
)
def test_a_bracketed_amount_before_its_new_amount_is_struck(
    first: str, second: str, verb: str, struck: tuple[str, ...]
) -> None:
    parsed = parse_ordinance_text(HONOLULU.format(first=first, second=second), "hnl/80-1.txt")
    [item] = parsed.ordinance.instructions
    assert (item.verb.value, item.struck) == (verb, struck)
    assert bool(item.flags) is bool(struck)  # no legend printed: confirmed by a person


RIVERGROVE_COVER = """ORDINANCE NO. 74-2004
AN ORDINANCE AMENDING ATTACHMENT C TO ORDINANCE NO. 54-89
Approved by the Planning Commission of the City of Rivergrove on _February 2, 2004_.
Submitted to the Rivergrove City Council on _____March 8, 2004_________________.
Adopted by the Rivergrove City Council on ____________May 10, 2004 ___________.
___________________________ Larry Barrett, Mayor
THE CITY OF RIVERGROVE ORDAINS AS FOLLOWS:
Section 1. Section 5.100 is amended to read as follows:
(a) Trees shall not be cut without a permit.
"""


@pytest.mark.parametrize(
    ("text", "number", "adopted"),
    [
        # Deschutes County OR 94-024: OCR's blank after the hyphen; a board's `DATED this` line.
        (DESCHUTES, "94-024", date(1994, 8, 31)),
        # Rivergrove OR 74-2004: the cover's history, its date typed into a drawn blank.
        (RIVERGROVE_COVER, "74-2004", date(2004, 5, 10)),
    ],
)
def test_own_number_and_adoption(text: str, number: str, adopted: date) -> None:
    ordinance = parse_ordinance_text(text, "metadata.txt").ordinance
    assert (ordinance.number, ordinance.adopted) == (number, adopted)


@pytest.mark.parametrize(
    ("caption", "number"),
    [
        # Fayetteville AR 829 (1939 ordinance book): the caption printed letter-spaced.
        ("ORDINANCE N 0 . 8 2 9 .", "829"),
        ("ORDINANCE NO. 829", "829"),
    ],
)
def test_a_letter_spaced_caption_number(caption: str, number: str) -> None:
    text = (
        f"{caption}\n\nAN ORDINANCE TO AMEND SECTION ONE OF ORDINANCE NO. 746 OF THE CITY OF "
        "FAYETTEVILLE, ARKANSAS\n\nBE IT ORDAINED by the City Council of the City of "
        "Fayetteville, Arkansas:\n\nSECTION ONE: Section One of Ordinance No. 746 is hereby "
        'amended to read as follows:\n\n"That hereafter buildings of frame construction may '
        'be erected."\n\nPassed and approved this 5th day of June, 1939.\n'
    )
    assert parse_ordinance_text(text, "fayetteville/829.txt").ordinance.number == number


# Rhode Island, Public Laws 1998 chapter 211 (the legislature's HTML page as text), cut.
RHODE_ISLAND = """CHAPTER 211


98-S 3224
Enacted 7/8/98


A N     A C T

REVISING THE CHARTER OF THE CITY OF WARWICK, AND IN AMENDMENT OF CHAPTER 1852 OF THE PUBLIC \
LAWS, 1931, ENTITLED "AN ACT TO ESTABLISH THE CITY OF WARWICK," AS AMENDED

Introduced By: Senators Revens, McCaffrey, Walaska and Donelan

Date Introduced : June 24, 1998

It is enacted by the General Assembly as follows:

SECTION 1. Chapter 1852 of the Public Laws, 1931, entitled, "An Act to Establish the City of \
Warwick," is hereby amended in its entirety to read as follows:

{ADD Article I. Powers of the City ADD}

SECTION 2. This act shall take effect upon passage.
"""


def test_a_state_act_number_title_and_dates() -> None:
    ordinance = parse_ordinance_text(RHODE_ISLAND, "ri/1998-211.txt").ordinance
    assert (ordinance.number, ordinance.introduced, ordinance.adopted) == (
        "211",
        date(1998, 6, 24),
        date(1998, 7, 8),
    )
    assert ordinance.title.startswith("REVISING THE CHARTER OF THE CITY OF WARWICK")
    assert ordinance.title.endswith('"AN ACT TO ESTABLISH THE CITY OF WARWICK," AS AMENDED')


@pytest.mark.parametrize(
    ("forum", "title"),
    [
        # Rivergrove OR 74-2004: the forum's line under the title, no blank line between.
        (
            "BEFORE THE CITY COUNCIL OF THE CITY OF RIVERGROVE, OREGON\n",
            "AN ORDINANCE AMENDING ATTACHMENT C TO ORDINANCE NO. 54-89",
        ),
        ("", "AN ORDINANCE AMENDING ATTACHMENT C TO ORDINANCE NO. 54-89"),
    ],
)
def test_a_forum_line_ends_the_title(forum: str, title: str) -> None:
    text = (
        "ORDINANCE NO. 74-2004\nAN ORDINANCE AMENDING ATTACHMENT C TO ORDINANCE NO. 54-89\n"
        f"{forum}WHEREAS, the City of Rivergrove has adopted a Comprehensive Plan; and\n"
        "THE CITY OF RIVERGROVE ORDAINS AS FOLLOWS:\n"
        "Section 1. Section 5.100 is amended to read as follows:\n(a) Trees shall stand.\n"
    )
    assert parse_ordinance_text(text, "rivergrove/74-2004.txt").ordinance.title == title


def test_a_bill_for_an_ordinance_is_the_title_as_printed() -> None:
    ordinance = parse_ordinance_text(HONOLULU.format(first="$0.17", second="$5.00"), "h.txt")
    assert ordinance.ordinance.title.startswith("A BILL F0R AN ORDINANCE TO AMEND ARTICLE 4")
