"""Citation extraction in forms other cities' codes print (issue 10's list), and what is not a
citation of this code."""

from __future__ import annotations

import re

import pytest
from find_helpers import targets, unit

from graph.find import find_citations
from graph.records import CitationKind
from graph.resolve import build_index, resolve

K = CitationKind


# Another city's code (Title 9 and its chapters), in forms other codes print.
OTHER_CITY: list[tuple[str, list[tuple[str, str]]]] = [
    ("as required by subsection (A) of Section 9.12.040.", [("subsection", "9.12.040(A)")]),
    ("see Sec. 9.12.040 and Ch. 9.16.", [("section", "9.12.040"), ("chapter", "9.16")]),
    ("shown in Table 4-2 of this title", [("table", "Title 9, Table 4-2")]),
    ("in Article 5 (Signs) of this title", [("article", "Title 9, Article 5")]),
    ("under subsection B.2.a of this section", [("subsection", "9.12.050(B)(2)(a)")]),
    ("pursuant to SRMC 9.12.040(B)", [("subsection", "9.12.040(B)")]),
    ("See Section 9.12.040.A.1 for exceptions", [("subsection", "9.12.040(A)(1)")]),
    ("in Vehicle Code section 22500", [("external", "Vehicle Code § 22500")]),  # state unsaid
    ("Title 24 of the California Code of Regulations", [("external", "Cal. Code Regs. tit. 24")]),
]


# Issue 10's forms, from other cities' real codes (the development set in tests/graph/devset and
# the issue's own quotations): (text, the citing section, [(kind, target), …]).
ISSUE_10: list[tuple[str, str, list[tuple[str, str]]]] = [
    (
        "The requirements of this Section are intended to provide",
        "9.12.050",
        [("section", "9.12.050")],
    ),
    ("For the purposes of this Chapter, the following", "15.3.28.010", [("chapter", "15.3.28")]),
    ("any approval granted under this title in order", "25.04.010", [("title", "Title 25")]),
    ("shall be reviewed under Chapter 16.42.", "16.10.020", [("chapter", "16.42")]),
    ("as provided in Section 16.79.090.", "16.10.020", [("section", "16.79.090")]),
    (
        "in the manner set out in §15.3.24.010(c).",
        "15.3.16.010",
        [("subsection", "15.3.24.010(c)")],
    ),
    (
        "This article, Sections 24.02.010 through 24.02.038, contains",
        "24.02.010",
        [("section", "24.02.010"), ("section", "24.02.038")],
    ),
    (
        "under Chapters 12.08 through 12.16 of this code",
        "12.04.010",
        [("chapter", "12.08"), ("chapter", "12.16")],
    ),
    (
        "Sections 2.24.090 to 2.24.140 apply",
        "2.04.010",
        [("section", "2.24.090"), ("section", "2.24.140")],
    ),
    (
        "under sections 2.04.010 and 2.24.020(g), the",
        "2.04.020",
        [("section", "2.04.010"), ("subsection", "2.24.020(g)")],
    ),
    (
        "criteria outlined in Section 15.4.20.040(D)(1)-(10) are met",
        "15.4.20.0400",
        [("subsection", "15.4.20.040(D)(1)"), ("subsection", "15.4.20.040(D)(10)")],
    ),
    (
        "Chapter 4 of Title 5 of Part 2 of the Code of Civil Procedure",
        "8.04.010",
        [("external", "Civil Procedure Code Part 2, Title 5, Chapter 4")],
    ),
    (
        "under Section 30106 of the state Coastal Act, the",
        "17.62.050",
        [("external", "Coastal Act § 30106")],
    ),
    (
        "the California Code of Regulations, Title 24, as",
        "17.62.050",
        [("external", "Cal. Code Regs. tit. 24")],
    ),
    (
        "other appropriate sections of 44 CFR (National Flood",
        "15.4.20.0400",
        [("external", "44 C.F.R.")],
    ),
    (
        "Under the provisions of 44 CFR Chapter 1, Section 65.12, of",
        "15.4.20.0400",
        [("external", "44 C.F.R. § 65.12")],
    ),
    (
        "Amendments of 1972, 33 U.S.C. 1334) from",
        "15.4.20.0400",
        [("external", "33 U.S.C. § 1334")],
    ),
    (
        "implement the State Environmental Policy Act (Chapter 43.21C RCW). This chapter",
        "24.02.005",
        [("external", "RCW 43.21C"), ("chapter", "24.02")],
    ),
    (
        "the State Growth Management Act, RCW Chapter 36.70A, after",
        "25.02.010",
        [("external", "RCW 36.70A")],
    ),
    (
        "except as provided in WAC 197-11-305 and 197-11-800(1)(a):",
        "24.02.065",
        [
            ("external", "Wash. Admin. Code 197-11-305"),
            ("external", "Wash. Admin. Code 197-11-800(1)(a)"),
        ],
    ),
    (
        "within WAC 197-11-220 and 197-11-700 through 197-11-799, when",
        "24.02.045",
        [
            ("external", "Wash. Admin. Code 197-11-220"),
            ("external", "Wash. Admin. Code 197-11-700"),
            ("external", "Wash. Admin. Code 197-11-799"),
        ],
    ),
    (
        "1. Per M.G.L. c. 140, § 173, fine for",
        "1-11",
        [("external", "Mass. Gen. Laws ch. 140, § 173")],
    ),
    (
        "| Bicycle Law (G.L. c. 85, §§ 11A, 11B, 11C) |",
        "1-11",
        [
            ("external", "Mass. Gen. Laws ch. 85, § 11A"),
            ("external", "Mass. Gen. Laws ch. 85, § 11B"),
            ("external", "Mass. Gen. Laws ch. 85, § 11C"),
        ],
    ),
    (
        "pursuant to the authority and provisions of Chapter 252 of the Acts of 1996.",
        "1-11",
        [("external", "Acts of 1996, c. 252")],
    ),
    (
        "under the authority of Chapter 41, Title 17, Utah Code Annotated, 1953",
        "15.3.28.010",
        [("external", "Utah Code Ann. Title 17, Chapter 41")],
    ),
    (
        "In accordance with Section 17-41-301, Utah Code Annotated, 1953",
        "15.3.28.040",
        [("external", "Utah Code Ann. § 17-41-301")],
    ),
    (
        "livestock as defined in Subsection 59-2-102(20), Utah Code Annotated",
        "15.3.28.010",
        [("external", "Utah Code Ann. § 59-2-102(20)")],
    ),
    (
        "the benefits of Title 59, Chapter 2, Part 5, Farmland Assessment Act (commonly",
        "15.3.28.040",
        [("external", "Farmland Assessment Act Title 59, Chapter 2, Part 5")],
    ),
    (
        "Ordinance 2740, as amended, Chapter 175 KZC, to ensure",
        "25.10.020",
        [("external", "KZC 175")],
    ),
    (
        "| Use of Real Property without SPGA Approval (SZO Sec. 9.1.1.a) |",
        "1-11",
        [("external", "SZO 9.1.1(a)")],
    ),
    ("| Dog Violations (Sec. 3-38 ) | $50.00 1 |", "1-11", [("section", "3-38")]),
    (
        "| Vegetation (Sec. 9-56 )(b), (c), and (d)) |",
        "1-11",
        [("subsection", "9-56(b)"), ("subsection", "9-56(c)"), ("subsection", "9-56(d)")],
    ),
    (
        "| Junk Dealers & Junk Shop (Sec. 8-63 , Sec. 8-72) |",
        "1-11",
        [("section", "8-63"), ("section", "8-72")],
    ),
    (
        "| Recycling Plans (Sec. 11-40 (c),(d)(1)(a-c), (e)) |",
        "1-11",
        [
            ("subsection", "11-40(c)"),
            ("subsection", "11-40(d)(1)(a)"),
            ("subsection", "11-40(d)(1)(c)"),
            ("subsection", "11-40(e)"),
        ],
    ),
    ("pursuant to section 8-3 of the Code of Ordinances and/or", "1-11", [("section", "8-3")]),
    ("Complaints about dogs, § 3-31 et seq.; household trash", "1-11", [("section", "3-31")]),
    (
        "the Model Toxics Control Act. The city adopts",
        "24.02.200",
        [("external", "Model Toxics Control Act")],
    ),
    (
        "Commonwealth of Massachusetts State Building Code (780 CMR).",
        "1.1.7",
        [("external", "780 C.M.R.")],
    ),
]


@pytest.mark.parametrize(
    ("text", "section", "expected"), ISSUE_10, ids=[c[0][:40] for c in ISSUE_10]
)
def test_issue_10_forms(text: str, section: str, expected: list[tuple[str, str]]) -> None:
    assert targets(text, section) == expected


# Look-alikes that are no citation of this code (precision first): zone names, dates, a Utah
# Code number with no keyword, history notes, a prior code.
NOT_LOCAL: list[tuple[str, str]] = [
    ("R-1-80, R-1-60, R-1-40, R-1-30: These districts", "15.3.16.010"),
    ("in Zones A1-30, AE, AH", "15.4.20.0400"),
    ("counted from October 1 through May 1 of the following year", "1-11"),
    ("the criteria of 17-41-301 apply", "15.3.28.040"),
    (
        "History\nAdopted by Ord. 31-22 Ordinance Adopting Title 15, Part 3, Chapter 28, of the "
        "Spanish Fork Municipal Code Pertaining to Agriculture",
        "15.3.28.010",
    ),
    ("(Prior code § 17.04.010)", "17.04.010"),
    ("(Ord. 812 § 1 (part), 2008; prior code § 9-1.1)", "9.12.040"),
    ("Setbacks (formerly Section 17.04.010 of the code) apply", "17.04.020"),
    ("(Ord. 4452 § 1 (Att. A) (part), 2014: Ord. 4150 § 2 (part), 2008)", "24.02.005"),
    ("whenever a higher penalty is permitted under the General Laws of Massachusetts", "1-11"),
    # a resolution's note, an instrument's date or number before `, §` (issue 19, wide set)
    ("amended.\n(Res. of 4-10-03, § 1)\n3.100.330. - Capital", "3.100.320"),
    ("Editor's note— Res. of 2-11-10(2), § 1(Exh. A), amended the title", "4.10.010"),
    ("derived from an ordinance adopted Jan. 3, 1995, § 1; an ordinance adopted", "6-14-1"),
    ("Editor's note— Ord. No. 25164 , § 8, adopted June 8, 2016, amended", "4-32"),
    # a note whose parenthesis opens a line above, and a council journal's entries
    ("(Ord. No. 18043, § 1, 7-11-90; Ord. No.\n21790, § 1, 2-26-03; Ord. No. 23438)", "13-61"),
    # a long note over six lines (Jefferson Parish, LA, § 2-36)
    (
        "(Code 1961, § 2-2.2; Ord. No. 15267, § 1, 8-25-82; "
        + "Ord. No. 16816, § 1, 3-5-86; " * 12
        + "Ord. No. 17426,\n§§ I, II, 1-13-88; Ord. No. 18506, § 1, 4-22-92;\n"
        "Ord. No. 18993, § 3, 2-23-94; Ord. No. 19259,\n§ 1, 12-7-94; Ord. No. 19504, § 1, "
        + "10-11-95; Ord. No. 21325, § 2, 7-18-01; " * 10
        + "Ord. No. 22531,\n§§ 1, 2, 6-22-05; Ord.\nNo. 25976 , § 1, 4-8-20)",
        "2-36",
    ),
    ("(Added Coun. J. 5-26-04, p. 25275; Amend Coun. J. 11-19-08, p. 47220, Art. VII, § 1)", "1"),
    # another instrument's section
    ("Section 1 of an ordinance adopted March 2, 2004, deleted former ch. 6-14", "6-14-1"),
    ("Section 1 of Ord. No. 16881, which was included as superseding", "13-6"),
    # an agency's acronym after `Division` (Athens-Clarke, GA)
    ("Division: The Environmental Protection Division (EPD) of the Department", "8-3-2"),
    # a title's own heading line (Monee, IL)
    ("(Ord. of 6-11-07) \nTitle 10 - VEHICLES AND TRAFFIC \nChapters: \n", "9.20.170"),
    # a prior code named by its year
    ("unconstitutional phrase, clause, sentence, paragraph or section.\n(1964 Code, § 1-4)", "1-4"),
    ("[1980 Code § 128-17; Ord. No. 2288]", "128-17"),
    # a prior code named by its year's two digits (Bellevue and Lyndon, KY)
    ("determinations.\n(\u201871 Code, \u00a7 33.02) (Ord. 167-A, passed 11-16-44)\n", "33.02"),
    ("\n(`91 Code, \u00a7 10.18)\n", "10.18"),
    # a prior code by its initials and year in a bracket (Newark, NJ)
    ("[R.O. 1966; and 1966 C.S. \u00a7 2:4-1]\nThe Head of each Department shall", "2:4-1"),
    (
        "provided that the 1956 Code be amended by amending\n and reordaining Tit. XVIII, Ch. 1, "
        "Art. VI, §§ 81—101, 151, 156—161, as amended",
        "20-1",
    ),
]


# A law's name beside the citation that numbers it is that citation's alias, not a second one.
NAME_AND_NUMBER: list[tuple[str, str]] = [
    (
        "under the Federal Water Pollution Control Act, as amended, 33 U.S.C. § 1251 et seq., and",
        "33 U.S.C. § 1251 et seq.",
    ),
    (
        'as defined in O.C.G.A. § 12-4-72, "The Georgia Surface Mining Act of 1968";',
        "O.C.G.A. § 12-4-72",
    ),
    ("A. Child Care Center Licensing Act. P.L. 1983, c. 492 (C.", "P.L. 1983, c. 492"),
]


@pytest.mark.parametrize(("text", "raw"), NAME_AND_NUMBER, ids=[c[0][:30] for c in NAME_AND_NUMBER])
def test_a_name_beside_its_number_is_one_citation(text: str, raw: str) -> None:
    assert [c.raw for c in find_citations(unit(text, "8-3-2"), sentences=None)] == [raw]


# A number the grammar does not read to its end is no citation of its first part: `Sec. 17`
# of a Chicago `17-13-0107-A`, `Section 239` of New York's `239-m` (issue 19, wide set).
CUT_SHORT: list[tuple[str, str]] = [
    ("in accordance with Sec. 17-13-0107-A, Sec. 17-13-0107-B", "17-13-0604"),
    ("as may be required by Section 239-m of the General Municipal Law", "160-3"),
]


@pytest.mark.parametrize(("text", "section"), CUT_SHORT, ids=[c[0][:30] for c in CUT_SHORT])
def test_a_number_read_short_is_no_citation_of_its_start(text: str, section: str) -> None:
    """Read whole, or not at all (before: `Sec. 17`, `Section 239`, `section … no code named`)."""
    for c in find_citations(unit(text, section), sentences=None):
        assert not re.match(r"[-.:]\w", text[c.end :]), c.raw


@pytest.mark.parametrize(("text", "section"), NOT_LOCAL, ids=[c[0][:30] for c in NOT_LOCAL])
def test_not_citations_of_this_code(text: str, section: str) -> None:
    assert targets(text, section) == []


# A provision given as an example of others is cited, unlike a numbering explanation's example
# (`For instance, Chapter 1 may be divided …`, test_find.py): an eCode360 zoning bylaw (seen/).
def test_a_provision_given_as_an_example_is_cited() -> None:
    text = "shall apply to any municipal purpose, unless otherwise specified (e.g., § 201-8.1).\n"
    assert [c.raw for c in find_citations(unit(text, "201-3"), sentences=None)] == ["§ 201-8.1"]


# A provenance note whose list goes on to an ordinance (Austin, TX, seen/): the former code's
# section it names is no citation at all, not even an unresolved one.
SOURCE_NOTES: list[tuple[str, str]] = [
    (
        "Source: Source: Section 13-2-26; Ord. 990225-70; Ord. 010607-8; Ord. 031211-11.\n",
        "25-2-222",
    ),
    ("Source: Section 13-2-620; Ord. 990225-70; Ord. 20110609-056.\n", "25-2-835"),
]


@pytest.mark.parametrize(("text", "section"), SOURCE_NOTES)
def test_a_source_note_listing_ordinances_cites_nothing(text: str, section: str) -> None:
    assert find_citations(unit(text, section), sentences=None) == []


def test_a_dashed_number_in_a_dotted_code_is_no_section_of_it() -> None:
    """`Section 17-41-301` with no law named, in a code numbered `15.3.28.040`: unresolved."""
    u = unit("as required by Section 17-41-301 for", "15.3.28.040")
    [c] = find_citations(u, sentences=None)
    [r] = resolve(c, u, build_index(["15.3.28.040"], []))
    assert (r.resolved, r.target, r.reason) == (
        False,
        None,
        "section 17-41-301: numbered unlike this code",
    )


def test_list_items_and_range_ends_keep_their_own_offsets() -> None:
    text = "see sections 2.04.010 and 2.24.020(g); Sections 2.24.090 to 2.24.140 apply"
    u = unit(text, "2.04.020")
    found = [
        (r.raw, r.target)
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, build_index(["2.24.090", "2.24.100", "2.24.140"], []))
    ]
    assert found == [
        ("sections 2.04.010", "2.04.010"),
        ("2.24.020(g)", "2.24.020(g)"),
        ("Sections 2.24.090", "2.24.090"),
        ("Sections 2.24.090 to 2.24.140", "2.24.100"),  # expanded: spans the whole range
        ("2.24.140", "2.24.140"),
    ]


@pytest.mark.parametrize(("text", "expected"), OTHER_CITY, ids=[c[0][:40] for c in OTHER_CITY])
def test_other_city_forms(text: str, expected: list[tuple[str, str]]) -> None:
    assert targets(text, section="9.12.050") == expected


# `This section` opening the sentence right after one that cites a section of outside law
# speaks of that section (China Grove, NC); after the code's own citation, or not at a
# sentence's start, it is the citing section.
THIS_SECTION_AFTER: list[tuple[str, tuple[str, str | None]]] = [
    (
        "It is further authorized under NCGS 160A-382 which authorizes cities to regulate "
        "land. This section further authorizes overlay districts.",
        ("external", "N.C. Gen. Stat. § 160A-382"),
    ),
    ("See Section 1.3 for the map. This section applies to all land.", ("section", "1.2")),
    ("under NCGS 160A-382. The board acts. This section applies to all land.", ("section", "1.2")),
    # Culpeper County VA § 9-6: a new paragraph opened by `This section` is the code's own
    (
        "the authority granted to local governments by Va.\nCode § 62.1-44 et seq., to provide "
        "for testing.\n\nThis section is not intended to apply to manures.",
        ("section", "1.2"),
    ),
    # Chagrin Falls, OH 303.041: after a list of sections, which one is unknown: the code's own
    (
        "(a) Ohio R.C. 4511.12, 4511.13, 4511.681 and 4511.69 and all sections of this Traffic "
        "Code do not apply to the driver of an emergency vehicle if the driver is giving an "
        "audible signal by siren, exhaust whistle or bell. This section does not relieve the "
        "driver of an emergency vehicle from the duty to drive with due regard.",
        ("section", "1.2"),
    ),
]


@pytest.mark.parametrize(
    ("text", "expected"), THIS_SECTION_AFTER, ids=[c[0][:30] for c in THIS_SECTION_AFTER]
)
def test_this_section_after_a_statute(text: str, expected: tuple[str, str | None]) -> None:
    assert targets(text, "1.2")[-1] == expected


def test_a_list_opening_inside_a_named_law_does_not_swallow_it() -> None:
    """`§ 10 and Section 9.2.2.2`, longer, opens inside `G.L. c. 40A, § 10` (Massachusetts)."""
    text = "as provided in G.L. c. 40A, § 10 and Section 9.2.2.2. Any"
    found = [c.raw for c in find_citations(unit(text, "3.1"), sentences=None)]
    assert found == ["G.L. c. 40A, § 10", "Section 9.2.2.2"]


def test_a_chapter_named_after_its_title_is_that_titles() -> None:
    """`Title 2, Chapter 4 of this Code` in § 13-3-37 (Edgar, WI): chapter 2-4, not 13-4."""
    text = "appoint a Zoning Board of Appeals under Title 2, Chapter 4 of this Code of Ordinances"
    assert targets(text, "13-3-37") == [("chapter", "2-4")]


# A section named after the chapter (or article) it is numbered in: one citation, the section
# (Honolulu, HI); a range of articles before a list of sections stays two (Decatur, AL).
SECTION_ADDRESS: list[tuple[str, list[tuple[str, str | None]]]] = [
    (
        "a misdemeanor, pursuant to Chapter 1, Article 3, Section 1-3.1 of the Revised "
        "Ordinances of Honolulu, as amended",
        [("section", "1-3.1")],
    ),
    ("as provided in Chapter 4, Section 4-12 of this code", [("section", "4-12")]),
    ("as provided in Chapter 4, Section 5-2 of this code", [("chapter", "4"), ("section", "5-2")]),
]


@pytest.mark.parametrize(("text", "expected"), SECTION_ADDRESS)
def test_a_section_after_its_chapter_is_one_citation(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert targets(text, "5-501") == expected


def test_a_range_of_articles_is_no_address_of_the_sections_after_it() -> None:
    text = "Former ch. 6-14, Arts. 1\u20144, \u00a7\u00a7 6-14-1\u20146-14-12, pertained to"
    found = [c.raw for c in find_citations(unit(text, "6-14-1"), sentences=None)]
    assert found[0] == "Arts. 1"
    assert "\u00a7\u00a7 6-14-1" in found


def test_a_cross_reference_after_a_closed_history_note_is_a_citation() -> None:
    """Hollister, ID, § 153.13: the note closes before the line's penalty reference."""
    text = "permit processes.\n(Ord. 96-9-4, passed 9-16-1996)  Penalty, see \u00a7 153.99\n"
    assert targets(text, "153.13") == [("section", "153.99")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a `see` parenthesis inside a history note is its cross reference (an eCode360 code)
        (
            "[Amended at time of adoption of Code (see Ch. 1, General Provisions, Art. I)]\n",
            ["Ch. 1, General Provisions, Art. I"],
        ),
        # the note's own numbers stay history
        ("[Amended 5-3-2004 by Ord. No. 2004-2, § 201-8]\n", []),
    ],
)
def test_a_see_inside_a_history_note_is_a_citation(text: str, expected: list[str]) -> None:
    assert [c.raw for c in find_citations(unit(text, "201-8"), sentences=None)] == expected
