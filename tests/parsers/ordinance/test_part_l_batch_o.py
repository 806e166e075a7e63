"""Part L, batch g20-o (issue 20): the kinds of document and instruction its open documents
brought, each row the real wording.

- New Britain CT: a legal notice of passage naming resolutions that amend the code by their
  subjects is read for its adoption date, never refused, never turned into amendments; the
  sections it names are reported in a warning.
- Morgantown KY: a newspaper's summary (`This Ordinance amends Ordinance 2017-01, (…) as
  follows: Section 106.2 is amended as follows:`) amends that ordinance's sections, not the
  code's; its `has an effective date of November 8, 2018` is the effective date.
- North Augusta SC: `by deleting the entire section as currently drawn and inserting in its place
  the following` replaces the section.
- Blair NE 1130, South San Francisco CA: a last section the stored excerpt cuts off before its
  verb, whose caption amends (or repeals and replaces) the division it names, is that division's
  replacement, flagged; a section whose sentence ends, or whose caption names another division,
  gives none.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import flagged_readings

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.notices import notice_issue, notice_sections
from parsers.ordinance_records import TargetKind

CAPTION = (
    "ORDINANCE NO. 2020-07\n\nAN ORDINANCE TO AMEND THE CODE OF THE CITY OF LAKEVIEW\n\n"
    "BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF LAKEVIEW:\n\n"
)
NOTICE = (
    "Legal Notice - Code of Ordinances\n\nNotice is hereby given that by a majority vote of the New"
    " Britain Common Council at the Regular Meeting held on April 8, 2020, resolutions amending"
    " the Code of Ordinances were adopted, and signed by Mayor Erin E. Stewart on April 13, 2020."
    "\n\nResolution #35011-2 Re: Amendment to the Code of Ordinances Sec 2-360 to eliminate the"
    " requirement for the council clerk to provide copies of certain council proceedings to"
    " departments.\n\nResolution #35023-2 Re: Amendment to Sec 5-18, 5-59, 14-92 and 14-93 of the"
    " Code of Ordinances to eliminate the Committee on Licenses.\n\nATTEST: Mark H. Bernacki,"
    " City Clerk 04/14/2020"
)
SUMMARY = (
    "This Ordinance amends Ordinance 2017-01, (a comprehensive set of regulations governing the"
    " conditions and maintenance of all property, buildings and structures within the city limits)"
    " as follows:\n\n Section 106.2 is amended as follows:\n\n As an additional alternative remedy"
    " any violator may be issued an immediate citation with no grace period.\n\n Section 302.10 is"
    " amended as follows:\n\n It shall be unlawful to permit a public nuisance.\n\n The Ordinance"
    " has an effective date of November 8, 2018.\n"
)


def _read(text: str) -> list[tuple[str, tuple[str, ...], bool]]:
    instructions = parse_ordinance_text(text, "lakeview/doc.txt").ordinance.instructions
    return [(i.verb.value, tuple(t.id for t in i.targets), bool(i.flags)) for i in instructions]


def test_notice_of_passage_is_read_not_refused() -> None:
    parsed_notice = parse_ordinance_text(NOTICE, "new-britain/notice.txt")
    assert parsed_notice.ordinance.instructions == ()
    assert parsed_notice.ordinance.adopted == date(2020, 4, 8)
    assert not parsed_notice.ordinance.title
    codes = [issue.code for issue in parsed_notice.issues]
    assert "notice-of-passage" in codes


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (NOTICE, ("2-360", "5-18", "5-59", "14-92", "14-93")),
        ("Resolution #34996-4 Re: Amendment to gender neutralize the applicable provisions.", ()),
    ],
)
def test_notice_names_sections(text: str, expected: tuple[str, ...]) -> None:
    assert notice_sections(text) == expected


@pytest.mark.parametrize(
    ("text", "is_notice"),
    [
        (NOTICE, True),
        ("Notice is hereby given that the Committee will hold a public hearing.", False),
        ("NOTICE OF SECOND READING AND FINAL PASSAGE OF ORDINANCE NO. 1218", True),
        ("NOTICE OF PUBLIC HEARING ON PROPOSED ADOPTION OF AN AMENDMENT", False),
        ("Notice is hereby given that the following ordinance may be adopted on May 1.", False),
        # Proctor VT: a town's notice that its selectboard adopted amendments of an ordinance
        ("TOWN OF PROCTOR, VERMONT NOTICE OF AMENDMENT OF MUNICIPAL ORDINANCE On July 26", True),
        ("NOTICE OF PROPOSED AMENDMENT TO THE ZONING ORDINANCE", False),
        ("NOTICE OF PUBLIC HEARING ON AMENDMENTS TO CHAPTER 5", False),
    ],
)
def test_what_is_a_notice(text: str, is_notice: bool) -> None:
    assert (notice_issue(text, "doc") is not None) == is_notice


def test_summary_amends_its_ordinance_not_the_code() -> None:
    ordinance = parse_ordinance_text(SUMMARY, "morgantown/summary.txt").ordinance
    assert [(t.kind, t.id) for i in ordinance.instructions for t in i.targets] == [
        (TargetKind.ORDINANCE, "Ordinance 2017-01, Section 106.2"),
        (TargetKind.ORDINANCE, "Ordinance 2017-01, Section 302.10"),
    ]
    assert ordinance.effective == date(2018, 11, 8)
    assert not ordinance.title  # its introducing sentence is no title


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (  # North Augusta SC 2020-07
            "I. Section 2-33, entitled ORDINANCES, RESOLUTIONS, MOTIONS AND CONTRACTS-PROCEDURE is"
            " hereby amended by deleting the entire section as currently drawn and inserting in its"
            " place the following, so that such Ordinance, when revised,would read as follows:"
            " (A)PREPARATION OF ORDINANCES All Ordinances shall be prepared by or under the"
            " supervision of the City Attorney.",
            [("replace_section", ("2-33",))],
        ),
    ],
)
def test_whole_section_deleted_and_replaced(sentence: str, expected: list[object]) -> None:
    assert [(verb, ids) for verb, ids, _ in _read(f"{CAPTION}{sentence}\n")] == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "morgantown-ky-2018-02-summary",
            [
                ("Ordinance 2017-01, Section 106.2",),
                ("Ordinance 2017-01, Section 302.10",),
                ("Ordinance 2017-01, Section 308.2",),
            ],
        ),
        ("north-augusta-sc-2020-07", [("2-33",)]),
        ("new-britain-ct-legal-notice-2020-04-14", []),
    ],
)
def test_batch_documents(name: str, expected: list[tuple[str, ...]]) -> None:
    assert [ids for _, ids, _ in flagged_readings(name)] == expected


BLAIR = (
    "ORDINANCE NO. 1130 Blair, Nebraska January 14, 1975 AN ORDINANCE AMENDING SECTION 6 -115 OF"
    " THE MUNICIPAL CODE OF THE CITY OF BLAIR TO REDUCE THE PERIOD OF IMPOUNDMENT OF DOGS:"
    " REPEALING ALL ORDINANCES OR PARTS OF ORDINANCES IN CONFLICT HEREWITH. BE IT ORDAINED BY THE"
    " MAYOR AND CITY COUNCIL OF THE CITY OF BLAIR, NEBRASKA: SECTION 1. Section 6-115 of the"
    ' Municipal Code of the City " of Blair '
)
SSF = (
    "Ordinance repealing and replacing Chapter 8.20 of the South San Francisco Municipal Code"
    " regarding illegal dumping and littering.\nNOW THEREFORE, the City Council of the City of"
    " South San Francisco does ORDAIN as follows:\nSECTION 1. The City Council finds that all"
    " Recitals are true and correct.\nSECTION 3. The new Chapter 8.20 (Illegal Disposal of"
    " Discarded Items and Waste Matter and Illegal Littering) of Title 8 (Health and Welfare) of"
    " the City of South San Fr"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (BLAIR, [("replace_section", ("6-115",), True)]),
        (SSF, [("replace_chapter", ("8.20",), True)]),
        (BLAIR.replace("6 -115", "6 -116"), []),  # the caption names another section
        (BLAIR.rstrip() + ".\n", []),  # the sentence ends: no verb was cut off
        (SSF + "ancisco Municipal Code.\nSECTION 4. Effective.", []),  # text follows
    ],
)
def test_cut_off_section_read_from_its_caption(text: str, expected: list[object]) -> None:
    assert [i for i in _read(text) if i[0] != "repeal_superseded"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # South San Francisco CA: the page's lower-cased `body` field ends the title
            "Title\nOrdinance repealing and replacing Chapter 8.20 of the South San Francisco"
            " Municipal Code regarding illegal dumping and littering.\nbody\nWHEREAS, the City"
            " suffers from illegally dumped waste; and\nNOW THEREFORE, the City Council does ORDAIN"
            " as follows:\nSECTION 1. Chapter 8.20 is hereby repealed in its entirety.\n",
            "Ordinance repealing and replacing Chapter 8.20 of the South San Francisco Municipal"
            " Code regarding illegal dumping and littering.",
        ),
    ],
)
def test_record_title_ends_at_its_body_field(text: str, expected: str) -> None:
    assert parse_ordinance_text(text, "ssf/3993738.txt").ordinance.title == expected


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (  # Laurel MT 946: the records page's name, then the caption's own number line
            "HomeMy WebLinkAboutOrdinance No. 946 ORDINANCE NO. 946\nAMENDING SECTION 11.20.020 OF"
            " THE LAUREL\nMUNICIPAL CODE, APPLICATION FOR PERMIT.\n",
            "AMENDING SECTION 11.20.020 OF THE LAUREL MUNICIPAL CODE, APPLICATION FOR PERMIT.",
        ),
        (  # Laurel MT 1036: the two glued
            "HomeMy WebLinkAboutOrdinance No. 1036ORDINANCE NO. 1036\nAMENDING SECTION 6.16.030, OF"
            " THE LAUREL MUNICIPAL\nCODE, TO DECLARE STRAY ANIMALS TO BE A PUBLIC\nNUISANCE.\n",
            "AMENDING SECTION 6.16.030, OF THE LAUREL MUNICIPAL CODE, TO DECLARE STRAY ANIMALS TO"
            " BE A PUBLIC NUISANCE.",
        ),
    ],
)
def test_number_printed_twice_heads_no_title(head: str, expected: str) -> None:
    text = (
        f"{head}IT IS HEREBY ORDAINED by the City Council of the City of Laurel, Montana, that"
        " Section 11.20.020 is hereby amended to read as follows:\nSection 11.20.020 Application"
        " for permit.\nA. Every application shall be made in writing.\n"
    )
    assert parse_ordinance_text(text, "laurel/946.txt").ordinance.title == expected


def test_california_caption_opens_the_title() -> None:
    text = (  # Petaluma CA 2337 N.C.S.: a form's blanks before the caption
        "EFFECTIVE DATE ORDINANCE NO. 2337 N.C.S. OF ORDINANCE Introduced by Seconded by"
        " ORDINANCE OF THE CITY COUNCIL OF THE CITY OF PETALUMA AMENDING CHAPTER 2.08 OF THE"
        " PETALUMA MUNICIPAL CODE GOVERNING THE PLANNING COMMISSION WHEREAS, the Charter"
        " authorizes commissions.\nNOW, THEREFORE, BE IT ORDAINED by the City Council as follows:"
        "\nSection 1. Chapter 2.08 is hereby amended to read as follows:\n2.08.010 Created.\n"
    )
    assert parse_ordinance_text(text, "petaluma/2337.txt").ordinance.title == (
        "ORDINANCE OF THE CITY COUNCIL OF THE CITY OF PETALUMA AMENDING CHAPTER 2.08 OF THE"
        " PETALUMA MUNICIPAL CODE GOVERNING THE PLANNING COMMISSION"
    )


NEWARK = (
    "ORDINANCE NO. 15-1371\nAN ORDINANCE AMENDING SECTION 23:5-7 OF TITLE 23, TRAFFIC AND PARKING."
    "\nNOW, THEREFORE, BE IT ORDAINED BY THE MUNICIPAL COUNCIL OF THE CITY OF NEWARK, NEW JERSEY,"
    " THAT:\n\nSection 1. That Section 23:5-7, Parking or Standing Prohibited, of Title 23 be"
    " amended by deleting therefrom the following:\n\nSpring Street, west side from Clay Street to"
    " Grant Street\n\nSection 2. That Section 23:7, Parking or Standing Prohibited in Certain Areas"
    " at Certain Times for Street Cleaning, of Title 23, Traffic and Parking, of the Revised"
    " General Ordinances of the City of Newark, New Jersey, 2000, as amended and sup"
)


def test_cut_off_section_without_a_target_gives_no_instruction() -> None:
    parsed_newark = parse_ordinance_text(NEWARK, "newark/15-1371.txt")
    assert [i.ordinance_section for i in parsed_newark.ordinance.instructions] == [1]
    assert "instruction-unread" in [issue.code for issue in parsed_newark.issues]
