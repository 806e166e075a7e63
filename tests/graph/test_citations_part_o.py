"""Citations of part O's first-sight losses (tests/graph/devset_wide/open, README-O.md): every text
is from a real code; outside law keeps its body and its numbers, and never resolves into the
city's code."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import unit

from graph.find import find_citations
from graph.resolve import build_index, resolve


def cited(text: str, section: str, state: str) -> list[tuple[str, str | None, str | None]]:
    """(raw, body, target) of every citation found in `text`, in `section` of `state`'s code
    (a corpus holding `section` and the sections a wrong reading would land on)."""
    u = unit(text, section)
    index = build_index([section, "32-38", "190-32", "190-38"], [])
    found = find_citations(u, sentences=None, state=state)
    return [(c.raw, c.reference.code, c.target) for c in found for c in resolve(c, u, index)]


@pytest.mark.parametrize(
    ("text", "section", "state", "expected"),
    [
        # Freehold Township NJ § 190-224: the sections listed after a session law are the law's,
        # each item and range end (never this code's range `32-38`)
        (
            "in accordance P.L. 2008, c. 46, Sections 8 and 32-38. Fees collected pursuant",
            "190-224",
            "NJ",
            [
                ("P.L. 2008, c. 46, Sections 8", "P.L.", "P.L. 2008, c. 46, § 8"),
                ("32-", "P.L.", "P.L. 2008, c. 46, § 32"),
                ("38", "P.L.", "P.L. 2008, c. 46, § 38"),
            ],
        ),
        # the same page: one section of the law, its codified statute after it
        (
            "Pursuant to P.L. 2008, c. 46, Section 8 (N.J.S.A. 52:27D-329.2) and the",
            "190-224",
            "NJ",
            [
                ("P.L. 2008, c. 46, Section 8", "P.L.", "P.L. 2008, c. 46, § 8"),
                ("N.J.S.A. 52:27D-329.2", "N.J. Stat.", "N.J. Stat. § 52:27D-329.2"),
            ],
        ),
        # Interlaken NJ: a session law's chapter letter in capitals
        (
            "qualified for such position pursuant to P.L. 1975, C. 217 as amended and N.J.A.C. "
            "5:23; provided",
            "1-1",
            "NJ",
            [
                ("P.L. 1975, C. 217", "P.L.", "P.L. 1975, c. 217"),
                ("N.J.A.C. 5:23", "N.J. Admin. Code", "N.J. Admin. Code § 5:23"),
            ],
        ),
        # Hillsdale NJ: the session law in parentheses after its act's statute is no history note
        (
            "the State Uniform Construction Code Act, N.J.S.A. 52:27D-119 et seq. (P.L. 1975, "
            "c.217), titled,",
            "1-1",
            "NJ",
            [
                ("N.J.S.A. 52:27D-119 et seq.", "N.J. Stat.", "N.J. Stat. § 52:27D-119"),
                ("P.L. 1975, c.217", "P.L.", "P.L. 1975, c. 217"),
            ],
        ),
        # Freehold Township NJ: `the State Constitution`, the citing code's state's, unnumbered
        (
            "N.J.S.A. 52:27D-301 et seq., and the State Constitution, subject to",
            "190-224",
            "NJ",
            [
                ("N.J.S.A. 52:27D-301 et seq.", "N.J. Stat.", "N.J. Stat. § 52:27D-301"),
                ("State Constitution", "state constitution", "state constitution"),
            ],
        ),
        # the same page: a range's end that drops the title and chapter of its dotted first
        (
            "the Statewide Nonresidential Development Fee Act (N.J.S.A. 40:55D-8.1 through 8.7), "
            "COAH is",
            "190-224",
            "NJ",
            [
                ("N.J.S.A. 40:55D-8.1", "N.J. Stat.", "N.J. Stat. § 40:55D-8.1"),
                ("8.7", "N.J. Stat.", "N.J. Stat. § 40:55D-8.7"),
            ],
        ),
        # Sudbury MA: a Mass. Gen. Laws section given the short name `Section 21D`; its later
        # uses are that section, never this code's (the quoted definition is none)
        (
            'This bylaw is enacted in accordance with MGL c. 40, § 21D (herein called "Section '
            '21D").\nThe provisions of Section 21D are incorporated by reference herein.',
            "1-1",
            "MA",
            [
                ("MGL c. 40, § 21D", "Mass. Gen. Laws", "Mass. Gen. Laws ch. 40, § 21D"),
                ("Section 21D", "Mass. Gen. Laws", "Mass. Gen. Laws ch. 40, § 21D"),
            ],
        ),
        # Hillsdale NJ: a model code adopted by name, then `the BOCA code` by its initials
        (
            'A certain code known as the "BOCA National Building Code," current edition, and the '
            "whole thereof\nIn addition to the provisions of this chapter and of the BOCA code "
            "referred to above, state",
            "1-1",
            "NJ",
            [
                ("National Building Code", "National Building Code", "National Building Code"),
                ("this chapter", None, "1"),
                ("the BOCA code", "National Building Code", "National Building Code"),
            ],
        ),
        # the same page and West Windsor NJ: an editor's `Original Sections` are the numbers
        # before codification, no sections of this code
        (
            "Editor's Note: Original Sections 7A-2, Purpose, and 7A-3, Definitions, which",
            "1-1",
            "NJ",
            [],
        ),
        (
            "Original Section 10-1.2, Construction Board of Appeals, was deleted",
            "63-1",
            "NJ",
            [],
        ),
        # a Kentucky city's § 32.48 (seen part): a constitution numbered by sections alone, the
        # section its own, never this code's `§ 43`
        (
            "Privileges of members of General Assembly, see KRS 6.050 and Ky. Const. § 43\n",
            "32.48",
            "KY",
            [
                ("KRS 6.050", "Ky. Rev. Stat.", "Ky. Rev. Stat. § 6.050"),
                ("Ky. Const. § 43", "Ky. Const.", "Ky. Const. § 43"),
            ],
        ),
        # a Kentucky city's penalty section (seen part): the Bluebook's `pt.` of the C.F.R.
        (
            "in accordance with the Americans with Disabilities Act accessibility guidelines as of"
            " January 1, 2002, being 36 C.F.R. pt. 1191.\n(Prior Code, § N-4-10)",
            "72.99",
            "KY",
            [
                # the act as codified in the U.S. Code (graph/codified_acts.py)
                ("Americans with Disabilities Act", "U.S.C.", "42 U.S.C. § 12101"),
                ("36 C.F.R. pt. 1191", "C.F.R.", "36 C.F.R. Part 1191"),
            ],
        ),
        # Huntsville AR (seen part): Arkansas Code Annotated by its initials
        (
            "meets the definition set forth in A.C.A. 20-25-102.\n",
            "1-1",
            "AR",
            [("A.C.A. 20-25-102", "Ark. Code", "Ark. Code § 20-25-102")],
        ),
        # Sudbury MA again: an adoption note's former numbering is no citation
        ("[Adopted as Art. VI, § 3, of the General Bylaws]\nThis bylaw", "1-1", "MA", []),
    ],
)
def test_part_o_forms(
    text: str, section: str, state: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    assert cited(text, section, state) == expected


@pytest.mark.parametrize(
    ("text", "section", "indexed", "expected"),
    [
        # Hinds County MS § 402: an ordinance whose sections are numbered alone (`SECTION 402`
        # under `ARTICLE IV`, `301.01` its paragraphs): an article is the code's own division,
        # never an article of a chapter `402`
        (
            "are established in the district regulations and under Article XXIII.",
            "402",
            ("301.01",),
            [("Article XXIII", "Chapter XXIII, Article XXIII")],
        ),
        (
            "The regulations established in this Ordinance with each district (Articles V through"
            " XVIII) shall constitute minimum regulations",
            "403",
            ("301.01",),
            [("Articles V", "Chapter V, Article V"), ("XVIII", "Chapter XVIII, Article XVIII")],
        ),
        # a Rhode Island town's zoning § 901 (seen part): numbered alone, no title number said,
        # so the article is in no invented `Title 901`
        (
            "(1)   Hear and decide appeals in a timely fashion as authorized by Article 3;",
            "901",
            (),
            [("Article 3", None)],
        ),
    ],
)
def test_part_o_targets(
    text: str, section: str, indexed: tuple[str, ...], expected: list[tuple[str, str | None]]
) -> None:
    u = unit(text, section)
    index = build_index([section, *indexed], [])
    found = find_citations(u, sentences=None)
    assert [(r.raw, r.target) for c in found for r in resolve(c, u, index)] == expected


# Valley County ID, Title 9 Chapter 5 (the page shows no section number of its own)
VALLEY = (
    "A. Standards And Procedures: This chapter contains standards and procedures for those uses"
    " which may be incompatible with permitted uses\nB. Conditional Uses Enumerated: Conditional"
    " uses are listed in section 9-3-1, table 3-A of this title, and in section 9-5-4, table 5-A"
    " of this chapter. If"
)


def test_a_table_in_lower_case_is_the_section_before_it() -> None:
    """`section 9-3-1, table 3-A of this title`: the section's table; `section 9-5-4, table 5-A
    of this chapter` says which chapter the page is in (`This chapter`: 9-5)."""
    u = replace(unit(VALLEY, "9-5-1"), node="", section=None, chapter=None, title=None)
    index = build_index(["9-3-1", "9-5-4"], [])
    found = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert [(r.raw, r.target) for r in found] == [
        ("This chapter", "9-5"),
        ("section 9-3-1, table 3-A of this title", "9-3-1, Table 3-A"),
        ("section 9-5-4, table 5-A of this chapter", "9-5-4, Table 5-A"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Eloy AZ § 21-6-2-5: a table after a subsection's letter (read by no section before it)
        "All required notifications as specified in subsection A, table 6.2-1 of this section "
        "shall include:",
        # Corpus Christi TX ordinance 029770: tables listed by their titles, no section before
        "applicability of administrative adjustments, table 4.4.3.A - setbacks in two- family",
    ],
)
def test_a_table_in_lower_case_alone_is_none(text: str) -> None:
    assert [raw for raw, _, _ in cited(text, "9-5-1", "AZ") if "table" in raw] == []


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Goodman MO § 400.010: chapter 400, its title's number shown nowhere: no `Title 400`
        # (the text in no title, as a unit without one)
        (
            "The Administrative Officer shall enter and enforce the provisions of this Title.",
            "400.010",
            [],
        ),
        # a title that numbers its chapters stays read (Cotati's `17.62.050`)
        (
            "The Administrative Officer shall enter and enforce the provisions of this Title.",
            "17.62.050",
            [("this Title", "Title 17")],
        ),
    ],
)
def test_this_title_only_where_a_number_says_it(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    u = unit(text, section)
    found = find_citations(u, sentences=None)
    index = build_index([section], [])
    assert [(r.raw, r.target) for c in found for r in resolve(c, u, index)] == expected
