"""Citation extraction: every form the issue lists, taken from the seed documents."""

from __future__ import annotations

import pytest
from find_helpers import targets, unit
from hypothesis import given, settings
from hypothesis import strategies as st

from graph.find import find_citations, find_headings, scan
from graph.records import CitationKind
from graph.resolve import build_index, resolve

K = CitationKind


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
        # no state said, none given: which state's Government Code is unsaid
        "as required by Government Code Section 65915, including",
        [("external", "Government Code § 65915")],
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
        [("external", "Civil Procedure Code § 1094.8")],
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
        [("external", "Government Code § 65583.2(l)")],
    ),
    (
        "as authorized by California Civil Code Section 713, are",
        [("external", "Cal. Civ. Code § 713")],
    ),
    ("see also Cal. Gov. Code § 65915 and", [("external", "Cal. Gov. Code § 65915")]),
    (
        "under Health and Safety Code Section 50052.5",
        [("external", "Health and Safety Code § 50052.5")],
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


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_citation_forms(text: str, expected: list[tuple[str, str]]) -> None:
    assert targets(text) == expected


# Text that holds no citation at all.
NOT_CITATIONS = [
    "§ 17.38.010. Purpose.",  # a section heading printed by an ordinance
    "§ 17.62.030Limited term permit.",
    "Example:\n   § 39.01 PUBLIC RECORDS AVAILABLE.\n",  # an indented heading, title in capitals
    'For example, "§1-101” designates',  # a number quoted alone is mentioned (Dauphin, PA)
    # the numbers a numbering example explains (Dauphin, PA)
    'For example, "§1-101” designates Chapter 1, Part 1, Section 1.',
    "Similarly, “§27-305” designates Chapter 27, Part 3, Section 5.",
    "For instance, Chapter 1 may be divided into Subchapters 1A and 1B.",
    "#### DIVISION 3. - TAX AUTHORIZED BY R.S. 33:2740.18.2\n",  # a heading (Jefferson Parish)
    "   30.01            Section\n   30.01(B)         Subsection\n",  # a table's rows
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


def test_a_quoted_law_name_still_names_the_law() -> None:
    """Only a bare number quoted alone is a mention: a law's quoted name is cited (Chicago)."""
    text = 'converted to condominiums pursuant to the "Illinois Condominium Act" and'
    assert [text[h.start : h.end] for h in scan(text).hits] == ["Illinois Condominium Act"]


def test_a_wrapped_keyword_in_running_text_is_still_read() -> None:
    """Only a keyword after a table's column gap ends its row: running text wraps."""
    text = "as set forth in Section\n   30.01(B) and the rules"
    assert [text[h.start : h.end] for h in scan(text).hits] == ["Section\n   30.01(B)"]
