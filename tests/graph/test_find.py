"""Citation extraction: every form the issue lists, taken from the seed documents."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graph.find import find_citations, find_headings, scan
from graph.records import CitationKind, TextUnit, UnitKind
from graph.resolve import build_index, resolve

K = CitationKind


def unit(text: str, section: str = "17.62.050") -> TextUnit:
    chapter = section.rsplit(".", 1)[0]
    return TextUnit(
        node=section,
        kind=UnitKind.SECTION,
        text=text,
        document="test",
        section=section,
        chapter=chapter,
        title=chapter.split(".")[0],
    )


def targets(text: str, section: str = "17.62.050") -> list[tuple[str, str | None]]:
    """(kind, target id) of every citation in `text`, resolved against an empty corpus."""
    u = unit(text, section)
    index = build_index([], [])
    out: list[tuple[str, str | None]] = []
    for c in find_citations(u, sentences=None):
        for r in resolve(c, u, index):
            out.append((r.target_kind.value if r.target_kind else "", r.target))
    return out


# (text from the seeds, [(kind, target), …]) — in order of appearance.
CASES: list[tuple[str, list[tuple[str, str]]]] = [
    ("as required by Section 17.62.050.", [("section", "17.62.050")]),
    (
        "the findings in § 17.62.070(F) (Findings)), a copy",
        [("subsection", "17.62.070(F)")],
    ),
    (
        "in compliance with Chapter 17.88 (Public Hearings) of this title.",
        [("chapter", "17.88")],
    ),
    (
        "Where Article 2 (Community and Project Design) of this title requires",
        [("article", "Title 17, Article 2")],
    ),
    ("Sign standards shall be those identified in CMC Chapter\n17.38.", [("chapter", "17.38")]),
    ("where allowed by CMC 17.38.070 A site", [("section", "17.38.070")]),
    (
        "the remedies provided in Chapters 1.28, 9.100, and 17.89.",
        [("chapter", "1.28"), ("chapter", "9.100"), ("chapter", "17.89")],
    ),
    (
        "Allowed encroachments See Section 17.30.020(F), Table 3-1",
        [("subsection", "17.30.020(F)"), ("table", "Title 17, Table 3-1")],
    ),
    ("activities listed in subsection E of this section, that", [("subsection", "17.62.050(E)")]),
    (
        "applications described in subsection (B)(2)(b) of this section shall be filed",
        [("subsection", "17.62.050(B)(2)(b)")],
    ),
    (
        "as provided for a variance by subsection E.1 of this section.",
        [("subsection", "17.62.050(E)(1)")],
    ),
    ("See Section 17.36.050.G for all projects", [("subsection", "17.36.050(G)")]),
    (
        "Accessory structures See Sections 17.42.020 (Agricultural accessory structures) and "
        "17.42.160 (Residential accessory uses and structures)",
        [("section", "17.42.020"), ("section", "17.42.160")],
    ),
    (
        "in subsections D, E, and F of this section as deemed appropriate",
        [
            ("subsection", "17.62.050(D)"),
            ("subsection", "17.62.050(E)"),
            ("subsection", "17.62.050(F)"),
        ],
    ),
    (
        "requirements in Section 17.32.020(A)(1), (A)(2), (A)(3), or (A)(4) shall be entitled",
        [
            ("subsection", "17.32.020(A)(1)"),
            ("subsection", "17.32.020(A)(2)"),
            ("subsection", "17.32.020(A)(3)"),
            ("subsection", "17.32.020(A)(4)"),
        ],
    ),
    ("as shown in Table 2-3 of this title", [("table", "Title 17, Table 2-3")]),
    (
        "as required by Section 17.22.020, Tables 2-2 and 2-3 (Allowable Land Uses).",
        [
            ("section", "17.22.020"),
            ("table", "Title 17, Table 2-2"),
            ("table", "Title 17, Table 2-3"),
        ],
    ),
    ("Minimum setbacks required, as shown in Figure 2-1.", [("figure", "Title 17, Figure 2-1")]),
    ("freestanding signs (Figure 3- 18) in all", [("figure", "Title 17, Figure 3-18")]),
    (
        "as required by Government Code Section 65915, including",
        [("external", "Cal. Gov. Code § 65915")],
    ),
    (
        "consistent with California Government Code §65453; and",
        [("external", "Cal. Gov. Code § 65453")],
    ),
    (
        "as required in Section 36933 of the California Government Code.",
        [("external", "Cal. Gov. Code § 36933")],
    ),
    (
        "time limits identified in Code of Civil Procedure Section 1094.8 et seq.",
        [("external", "Cal. Civ. Proc. Code § 1094.8")],
    ),
    (
        "as required by California Business and Professions Code Sections 13530 through 13540.",
        [
            ("external", "Cal. Bus. & Prof. Code § 13530"),
            ("external", "Cal. Bus. & Prof. Code § 13540"),
        ],
    ),
    (
        "for the purpose of complying with 24 CFR Section 100.307.",
        [("external", "24 C.F.R. § 100.307")],
    ),
    (
        "pursuant to Section 15168 of the CEQA Guidelines, no further",
        [("external", "Cal. Code Regs. tit. 14, § 15168")],
    ),
    (
        "conform to CEQA Guidelines Section 15183, which",
        [("external", "Cal. Code Regs. tit. 14, § 15183")],
    ),
    (
        "authorized by Government Code Section 65583.2(l) if the design",
        [("external", "Cal. Gov. Code § 65583.2(l)")],
    ),
    (
        "as authorized by California Civil Code Section 713, are",
        [("external", "Cal. Civ. Code § 713")],
    ),
    ("see also Cal. Gov. Code § 65915 and", [("external", "Cal. Gov. Code § 65915")]),
    (
        "under Health and Safety Code Section 50052.5",
        [("external", "Cal. Health & Safety Code § 50052.5")],
    ),
    (
        "in Municipal Code Section 17.32.040 (Allowed incentives or concessions.).",
        [("section", "17.32.040")],
    ),
    ("Title 17 (Land Use) of the Cotati Municipal Code", [("title", "Title 17")]),
    ("Chapter 17.20.030 is amended as follows:", [("section", "17.20.030")]),
    ("Chapter 17-22: Allowable Land Uses is amended", [("chapter", "17.22")]),
    (
        "Chapter 36 Parking and Loading, Table 3-7",
        [("chapter", "17.36"), ("table", "Title 17, Table 3-7")],
    ),
    ("17. 28.050 per Section 17. 28.050 is", [("section", "17.28.050")]),
    ("the rent program as specified in Section 19.14.075(B).", [("subsection", "19.14.075(B)")]),
    # a zone's letters after a table number are no code's name
    ("Development Standard OSC Zone, see Table 2-5 OSC Zone", [("table", "Title 17, Table 2-5")]),
    (
        "meeting the criteria of Section 17.32 and Section 17.42.100, the City Council",
        [("chapter", "17.32"), ("section", "17.42.100")],
    ),
    ("as set forth in Chapter 17.31 of the Land Use Code.", [("chapter", "17.31")]),
    (
        "as allowed by Section 17.38.035(E)(2), and 4. Pennants and streamers",
        [("subsection", "17.38.035(E)(2)")],
    ),
]


# Another city's code (Title 9 and its chapters), in forms other codes print.
OTHER_CITY: list[tuple[str, list[tuple[str, str]]]] = [
    ("as required by subsection (A) of Section 9.12.040.", [("subsection", "9.12.040(A)")]),
    ("see Sec. 9.12.040 and Ch. 9.16.", [("section", "9.12.040"), ("chapter", "9.16")]),
    ("shown in Table 4-2 of this title", [("table", "Title 9, Table 4-2")]),
    ("in Article 5 (Signs) of this title", [("article", "Title 9, Article 5")]),
    ("under subsection B.2.a of this section", [("subsection", "9.12.050(B)(2)(a)")]),
    ("pursuant to SRMC 9.12.040(B)", [("subsection", "9.12.040(B)")]),
    ("See Section 9.12.040.A.1 for exceptions", [("subsection", "9.12.040(A)(1)")]),
    ("in Vehicle Code section 22500", [("external", "Cal. Veh. Code § 22500")]),
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
        [("external", "Cal. Civ. Proc. Code Part 2, Title 5, Chapter 4")],
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
]


@pytest.mark.parametrize(("text", "section"), NOT_LOCAL, ids=[c[0][:30] for c in NOT_LOCAL])
def test_not_citations_of_this_code(text: str, section: str) -> None:
    assert targets(text, section) == []


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


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_citation_forms(text: str, expected: list[tuple[str, str]]) -> None:
    assert targets(text) == expected


# Text that holds no citation at all.
NOT_CITATIONS = [
    "§ 17.38.010. Purpose.",  # a section heading printed by an ordinance
    "§ 17.62.030Limited term permit.",
    "SECTION 9: Amendment to the Cotati Municipal Code.",  # an ordinance's own heading
    "(Ord. 766 § 2 Exh. A (part), 2004; Ord. 823 § 2(C) Exh. C (part), 2009)",  # history note
    "(Ord. 908 § 5 (Exh. 1 § 7), 2022; Ord.\n812 § 1, 2008)",
    "City of Cotati, CA § 17.62.050\n",  # running header
    "COTATI CODE\n\n§ 17.62.030\n\n§ 17.62.040\n",
    "Downloaded from https://ecode360.com/CO4398 on 2026-05-11",
    "subsections, subdivisions, paragraphs, sentences, clauses or phrases of this ordinance",
    "the La nd Use Map (see Figure 7.1), and",
    "the provisions of Section 3 of this ordinance",
    "structures\nFigure 2-1. Building Placement\n",  # a figure's own caption
    "Table 2-4 Parcel Size and Density Standards\n",  # a table's own caption
]


@pytest.mark.parametrize("text", NOT_CITATIONS)
def test_not_citations(text: str) -> None:
    assert [text[h.start : h.end] for h in scan(text).hits] == []


def test_a_heading_after_a_citation_is_not_one() -> None:
    text = "allowed in Section 17.38.070(G). § 17.38.050. General requirements for all signs."
    assert [text[h.start : h.end] for h in scan(text).hits] == ["Section 17.38.070(G)"]


def test_headings_are_read_as_titles() -> None:
    text = "in Section 17.38.070(G). § 17.38.050. General requirements for all signs.\n"
    headings = find_headings("§ 17.38.010. Purpose.\nThe text.\n" + text)
    assert [(h.section, h.title) for h in headings] == [
        ("17.38.010", "Purpose"),
        ("17.38.050", "General requirements for all signs"),
    ]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "in compliance with Section 17.62.050 (Use permit and minor use permit) of this title",
            "Use permit and minor use permit",
        ),
        (
            "(see Section 17.24.020, Zoning district subdivision and density standards) of this",
            "Zoning district subdivision and density standards",
        ),
        (
            "in Chapter 17.64, Permit Implementation, Time Limits, and Extensions, and those",
            "Permit Implementation, Time Limits, and Extensions",
        ),
        ("appeals in Chapter 17.84, Appeals, shall apply", "Appeals"),
        (
            "with Section 17.24.050(C), Limitation on the\nLocation of Allowable Land Uses, or",
            "Limitation on the Location of Allowable Land Uses",
        ),
        (
            "As allowed by Section 17.38.070, Standards for specific sign types Second Floor Signs",
            "Standards for specific sign types",
        ),
        ("See Section 17.30.020(F), Table 3-1", None),
        ("under Section 17.62.050, Use permits shall be required", None),
    ],
)
def test_titles_given_by_citations(text: str, title: str | None) -> None:
    first = find_citations(unit(text), sentences=None)[0]
    assert first.given_title == title


def test_offsets_and_sentence() -> None:
    text = (
        "A. Purpose. This section sets procedures.\n"
        "B. Filing. An application shall be filed in compliance with Chapter 17.60 (Permit "
        "Application Filing and Processing) of this title. It is the applicant's duty."
    )
    [this, c] = find_citations(unit(text))
    assert (this.raw, this.reference.relative_to) == ("This section", K.SECTION)
    assert text[c.start : c.end] == c.raw
    assert c.raw == "Chapter 17.60 (Permit Application Filing and Processing) of this title"
    assert c.sentence.startswith("An application shall be filed")
    assert c.sentence.endswith("of this title.")


# Fragments of citation grammar, shuffled into arbitrary strings.
FRAGMENTS = [
    *[
        "Section",
        "Chapters",
        "Tables",
        "Figure",
        "Articles",
        "Title",
        "subsections",
        "CMC",
        "CFR",
        "CEQA",
        "Guidelines",
        "§",
        "Sec.",
        "RCW",
        "WAC",
        "M.G.L. c.",
        "Utah Code Annotated",
        "Act",
        "this chapter",
        "of the Code of Civil Procedure",
        "KZC",
        "Adopted by Ord.",
    ],
    *list("0123456789.-()ABCDEFabcivx ,;:\n"),
    " of this section",
    " of this chapter",
    " through ",
    " and ",
    "Government Code ",
    "Code of Civil Procedure ",
    "17.62.050",
    "15.3.16.020",
    "9-56",
    "197-11-800",
    " to ",
    "-(",
    "(a-c)",
    "(A)(1)",
    "Ord. 766 § 2",
    "§ 17.38.010. Purpose.",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join))
def test_arbitrary_text_never_crashes_and_offsets_hold(text: str) -> None:
    u = unit(text)
    index = build_index(["17.62.050"], [("17.62.050(A)", "17.62.050")])
    for c in find_citations(u):
        assert text[c.start : c.end] == c.raw
        assert c.raw
        if c.through is not None:
            assert c.through_start < c.through_end
        for r in resolve(c, u, index):
            assert r.resolved or r.reason
            assert text[r.start : r.end] == r.raw


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_unicode_text(text: str) -> None:
    for c in find_citations(unit(text)):
        assert text[c.start : c.end] == c.raw


def test_captions_are_where_the_corpus_holds_tables_and_figures() -> None:
    text = "Minimum setbacks, as shown in Figure 2-1.\nFigure 2-1. Building Placement\n"
    result = scan(text)
    assert [text[h.start : h.end] for h in result.hits] == ["Figure 2-1"]
    assert [(c.kind, c.number, c.title) for c in result.captions] == [
        (K.FIGURE, "2-1", "Building Placement")
    ]
