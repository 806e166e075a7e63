"""Labels below and beside the subsection (issue 19, item 3), in the forms of other codes' real
text (tests/graph/devset_wide/open): paragraphs, clauses, Ohio's divisions, letter-period labels,
lists and ranges that mix levels, `hereof`, and lists whose items wrap onto the next line."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations
from graph.resolve import build_index, resolve


def resolved(text: str, section: str, subsection: str | None = None) -> list[tuple[str, str]]:
    """(raw, target) of every citation in `text`, in `section` (and its `subsection`)."""
    u = unit(text, section, subsection)
    index = build_index([], [])
    return [
        (r.raw, r.target or "")
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
    ]


@pytest.mark.parametrize(
    ("text", "section", "subsection", "expected"),
    [
        # Springboro, OH: letter-period labels below `(a)(1)`, lists mixing levels, `hereof`
        (
            "a violation of subsection (a)(1)A. or (a)(2) and a violation of subsection "
            "(b)(1), (2) or (3) of this section, but",
            "434.01",
            None,
            [
                ("subsection (a)(1)A.", "434.01(a)(1)(A)"),
                ("(a)(2)", "434.01(a)(2)"),
                ("subsection (b)(1)", "434.01(b)(1)"),
                ("(2)", "434.01(b)(2)"),
                ("(3) of this section", "434.01(b)(3)"),
            ],
        ),
        (
            "in violation of subsection (a)(1)B., C., D. or E. of this section",
            "434.01",
            None,
            [
                ("subsection (a)(1)B.", "434.01(a)(1)(B)"),
                ("C.", "434.01(a)(1)(C)"),
                ("D.", "434.01(a)(1)(D)"),
                ("E. of this section", "434.01(a)(1)(E)"),
            ],
        ),
        # Davis, CA: a subsection named right after another section is that section's
        (
            "referred to in section 24.02.040 subsection (a) through (d) or to emergencies",
            "24.02.030",
            None,
            [
                ("section 24.02.040 subsection (a)", "24.02.040(a)"),
                ("(d)", "24.02.040(d)"),
            ],
        ),
        # Jefferson Parish, LA: a lower-case letter-period label below a numbered one
        (
            "acts as prohibited in section 4-32(21)a., section 4-32(21)b., and section",
            "4-33",
            None,
            [("section 4-32(21)a.", "4-32(21)(a)"), ("section 4-32(21)b.", "4-32(21)(b)")],
        ),
        (
            "as described in subsection (a)(1)J. hereof, the offender",
            "434.01",
            None,
            [("subsection (a)(1)J. hereof", "434.01(a)(1)(J)")],
        ),
        (
            "under Subsection (d)(2)A.3. of this section",
            "434.01",
            None,
            [("Subsection (d)(2)A.3. of this section", "434.01(d)(2)(A)(3)")],
        ),
        # Springboro, OH: `that subsection` / `that section` name what the sentence has just
        # cited; a later sentence's, or `that section of` another law, is none
        (
            "under this subsection unless, subject to subsection (h)(3) of this section, it "
            "instead imposes a sentence under that subsection consisting of both",
            "434.01",
            "434.01(h)(1)",
            [
                ("this subsection", "434.01(h)(1)"),
                ("subsection (h)(3) of this section", "434.01(h)(3)"),
                ("that subsection", "434.01(h)(3)"),
            ],
        ),
        (
            "the limit specified in Ohio R.C. 4511.192(A) as the maximum period of time during "
            "which a person may consent to a chemical test as described in that section.",
            "434.01",
            None,
            [
                ("Ohio R.C. 4511.192(A)", "Ohio Rev. Code § 4511.192(A)"),
                ("that section", "Ohio Rev. Code § 4511.192"),
            ],
        ),
        # Spanish Fork, UT: `said section` is the section of outside law its paragraph cited
        # last, a sentence or more before; after the code's own section, or a blank line, none
        (
            "set forth in Utah Code Ann. §73-1-15.5, as amended. The applicant is to follow the "
            "requirements of said section in piping. Plans, in compliance with said section, shall",
            "434.01",
            None,
            [
                ("Utah Code Ann. §73-1-15.5", "Utah Code § 73-1-15.5"),
                ("said section", "Utah Code § 73-1-15.5"),
                ("said section", "Utah Code § 73-1-15.5"),
            ],
        ),
        (
            "set forth in Utah Code Ann. §73-1-15.5. See Section 434.02. Follow said section.\n\n"
            "Utah Code Ann. §73-1-15.5 applies.\n\nUnder said section the",
            "434.01",
            None,
            [
                ("Utah Code Ann. §73-1-15.5", "Utah Code § 73-1-15.5"),
                ("Section 434.02", "434.02"),
                ("Utah Code Ann. §73-1-15.5", "Utah Code § 73-1-15.5"),
            ],
        ),
        (
            "as in subsection (b) of this section. A court under that subsection may not; "
            "regulations issued pursuant to that section of the federal statute",
            "434.01",
            None,
            [("subsection (b) of this section", "434.01(b)")],
        ),
        # Jefferson Parish, LA: a lower letter first among the letter-period labels
        (
            "in such attire as described in subsection (6)a.1. above;",
            "4-32",
            None,
            [("subsection (6)a.1.", "4-32(6)(a)(1)")],
        ),
        (
            "as provided in section 4-32(21)a., section 4-32(21)b. or section 4-32(21)d.",
            "4-34",
            None,
            [
                ("section 4-32(21)a.", "4-32(21)(a)"),
                ("section 4-32(21)b.", "4-32(21)(b)"),
                ("section 4-32(21)d.", "4-32(21)(d)"),
            ],
        ),
        # Chicago, IL: subsections joined to four-digit sections by a dash, in lists, after
        # `paragraph`
        (
            "the notice required under Sections 17-13-0107-A, 17-13-0107-B and 17-13-0107-C.",
            "17-13-0108",
            None,
            [
                ("Sections 17-13-0107-A", "17-13-0107(A)"),
                ("17-13-0107-B", "17-13-0107(B)"),
                ("17-13-0107-C", "17-13-0107(C)"),
            ],
        ),
        (
            "the notice required by paragraph 17-13-0107-A2 must be",
            "17-13-0107",
            None,
            [("paragraph 17-13-0107-A2", "17-13-0107(A)(2)")],
        ),
        # Athens-Clarke, GA: paragraphs under a subsection of another section, wrapped lines
        (
            "the requirements of paragraphs (15) and (16) of section 8-3-4(c) of this chapter",
            "8-3-3",
            None,
            [
                ("paragraphs (15)", "8-3-4(c)(15)"),
                ("(16) of section 8-3-4(c) of this chapter", "8-3-4(c)(16)"),
            ],
        ),
        (
            "compliance with paragraphs (1), (2),\n(3) and (10) of this subsection (a)",
            "8-3-3",
            None,
            [
                ("paragraphs (1)", "8-3-3(a)(1)"),
                ("(2)", "8-3-3(a)(2)"),
                ("(3)", "8-3-3(a)(3)"),
                ("(10) of this subsection (a)", "8-3-3(a)(10)"),
            ],
        ),
        (
            "for a violation of (a)(1)A. of this section or for",
            "434.01",
            None,
            [("(a)(1)A. of this section", "434.01(a)(1)(A)")],
        ),
        (
            "introduced under subsection (e)(4)B.1. or 2. of this section",
            "434.01",
            None,
            [
                ("subsection (e)(4)B.1.", "434.01(e)(4)(B)(1)"),
                ("2. of this section", "434.01(e)(4)(B)(2)"),
            ],
        ),
        ("within thirty (30) of this section", "434.01", None, [("this section", "434.01")]),
        # Hall County, GA: letter-period labels after the level word
        (
            "except as provided in paragraph 4 of subsection B. of this section",
            "3.110.030",
            None,
            [("paragraph 4 of subsection B. of this section", "3.110.030(B)(4)")],
        ),
        (
            "the requirements of subsection A. shall",
            "3.110.030",
            None,
            [("subsection A.", "3.110.030(A)")],
        ),
        # Jefferson Parish, LA: a bare paragraph is read in the enclosing subsection
        ("described in paragraph (4) below", "13-6", "13-6(a)", [("paragraph (4)", "13-6(a)(4)")]),
        # Davis, CA: subdivisions of this subsection
        (
            "the requirements of subdivisions (1) and (2) of this subsection",
            "24.02.040",
            "24.02.040(b)",
            [
                ("subdivisions (1)", "24.02.040(b)(1)"),
                ("(2) of this subsection", "24.02.040(b)(2)"),
            ],
        ),
        # Lovington, NM: bare numbers after `subdivisions`, closed by `of this subsection`
        (
            "described in subdivisions 2 and 3 of this subsection, a fine",
            "3-1-2",
            "3-1-2(C)",
            [("subdivisions 2", "3-1-2(C)(2)"), ("3 of this subsection", "3-1-2(C)(3)")],
        ),
        ("as provided in subdivision 2, the fee is", "3-1-2", "3-1-2(C)", []),
        # Somerville, MA: sub-parts of this subsection, and of a subsection of this section
        (
            "incorporate the provisions of sub-parts (1) through (5) of this subsection",
            "2-355",
            "2-355(b)",
            [("sub-parts (1)", "2-355(b)(1)"), ("(5) of this subsection", "2-355(b)(5)")],
        ),
        (
            "the obligations described in sub-parts (1) and (5) of subsection (b) of this section",
            "2-355",
            None,
            [
                ("sub-parts (1)", "2-355(b)(1)"),
                ("(5) of subsection (b) of this section", "2-355(b)(5)"),
            ],
        ),
        # New York: a subsection in another section
        (
            "listed in Subsection B in § 165-40 of this Article",
            "165-41",
            None,
            [("Subsection B in § 165-40 of this Article", "165-40(B)")],
        ),
        # Ohio's division is a subsection of the section
        (
            "as provided in division (A)(5) of this section",
            "434.01",
            None,
            [("division (A)(5) of this section", "434.01(A)(5)")],
        ),
        # `this paragraph`, `this clause`: the enclosing subsection, else the section
        ("the purposes of this paragraph", "8-3-3", "8-3-3(a)", [("this paragraph", "8-3-3(a)")]),
        ("For purposes of this clause,", "28.03.020", None, [("this clause", "28.03.020")]),
        # a label after the words names that one
        ("as used in this subsection (a),", "13-6", None, [("this subsection (a)", "13-6(a)")]),
        # Peosta, IA, § 10.99: American Legal calls its subsections divisions
        (
            "For the purpose of this division (B), the following definitions shall apply",
            "10.99",
            "10.99(B)(1)",
            [("this division (B)", "10.99(B)")],
        ),
        (
            "the limits of this paragraph (5) apply",
            "24.04.040",
            "24.04.040(d)",
            [("this paragraph (5)", "24.04.040(d)(5)")],
        ),
        # citations whose ends sit on two lines
        (
            "set out in subsection\n(b) and in Article I of Chapter\n16",
            "4-32",
            None,
            [("subsection\n(b)", "4-32(b)"), ("Article I of Chapter\n16", "Chapter 16, Article I")],
        ),
        ("as described in this\nsubsection", "4-18", "4-18(a)", [("this\nsubsection", "4-18(a)")]),
    ],
)
def test_levels_and_labels(
    text: str, section: str, subsection: str | None, expected: list[tuple[str, str]]
) -> None:
    assert resolved(text, section, subsection) == expected


@pytest.mark.parametrize(
    "text",
    [
        "this system (a) shall",  # `item` only as a word of its own
        "subdivision of land",  # no label follows the level word
        "the clause (which is long)",  # a parenthesis that holds no label
    ],
)
def test_not_levels(text: str) -> None:
    assert resolved(text, "434.01") == []


def test_a_capital_after_a_path_is_no_label() -> None:
    assert resolved("subsection (a)(1)And then", "434.01") == [
        ("subsection (a)(1)", "434.01(a)(1)")
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sec. 12-53. - Business license tax imposed; amount.\nThe tax", []),
        ("Secs. 12-55—12-81. - Reserved.\n", []),
        ("##### Secs. 35-208, 35-209. - Reserved.  \n", []),
        ("Section 16.2 Membership\nThe board", []),
        ("### Section 8.020. Notice of Hearing. \n", []),
        ("Chapter 10.04 - TRAFFIC CODE \n", []),
        ("ARTICLE I.\nArticle II - LICENSES\n", []),
        # an en dash before a title in words is no range (Glen Arbor Township, MI)
        ("Article I – Short Title and Reference To Authority\n\n\nThe title", []),
        ("Secs. 12-55 – 12-81 Reserved\n", []),
        ("Chapters 12 – 14 of the Code apply", [("Chapters 12", "12"), ("14 of the Code", "14")]),
        # a chapter's title in capitals on the next line, after a page's breadcrumb (Davis, CA)
        ("Davis Municipal Code Davis Municipal Code/1 Chapter 1\n GENERAL PROVISIONS  \n", []),
        ("as provided in Chapter 12\nand the rules", [("Chapter 12", "12")]),
        # a prior code named by its year is history (Dacula, GA)
        ("(Code 1993, § 15.12.010; Ord. of 12-30-1983, § 1)", []),
        # an article's title in title case over its first sentence (Meggett, SC's zoning)
        ("Article 1.3 Effective Date\nThis Ordinance shall take effect on June 22, 2009.", []),
        ("Article 1.4 Intent & Purpose\nThis ordinance is adopted pursuant to", []),
        # a table cell's chapter with its title stays a citation, so does a wrapped sentence
        ("Chapter 13 Parking and Loading\n", [("Chapter 13", "13")]),
        ("Chapter 13 Parking and Loading\nand the rules", [("Chapter 13", "13")]),
        # a sentence that opens a line with a citation stays one
        ("Section 12-53 of the Code is amended", [("Section 12-53 of the Code", "12-53")]),
        ("Sec. 12-53 shall apply.\n", [("Sec. 12-53", "12-53")]),
        ("as provided in Sec. 12-53. - Business license tax.", [("Sec. 12-53", "12-53")]),
        # a contents list's column heading (Matanuska-Susitna Borough, AK); a citation broken
        # after its keyword in running text stays one
        ("CHAPTER 1.15: BOROUGH CODE\n\nSection\n\n1.15.005    Definitions\n\n", []),
        ("CHAPTER 23.05: GENERAL PROVISIONS\nSection\n23.05.005 Definitions [Repealed]\n", []),
        ("as provided in Section\n12-53 of the Code.", [("Section\n12-53 of the Code", "12-53")]),
        # a public land survey's sections (Matanuska-Susitna Borough, AK)
        ("the section line between Section 23 and Section 26, Township 18 South, Range 4", []),
    ],
)
def test_keyword_headings_are_no_citations(text: str, expected: list[tuple[str, str]]) -> None:
    """A section's own heading line opened by `Sec.` or `Section` names that section."""
    assert resolved(text, "12-28") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Jefferson Parish, LA: `paragraph (4)` in § 13-6, whose subsections are (a) and (b)
        (
            "as provided in paragraph (4) below",
            "paragraph (4): not in 13-6, its subsection unknown",
        ),
        # Athens-Clarke, GA: `this paragraph` in a section with subsections, placed in none
        ("the requirements of this paragraph apply", "this paragraph: its subsection unknown"),
    ],
)
def test_a_level_below_an_unknown_subsection_is_left_unresolved(text: str, expected: str) -> None:
    """Which subsection holds the text is not known (its (a)(4) or its (b)(4)): no guess."""
    u = unit(text, "13-6")
    index = build_index(
        ["13-6"], [("13-6(a)", "13-6"), ("13-6(b)", "13-6"), ("13-6(a)(1)", "13-6(a)")]
    )
    [r] = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert (r.resolved, r.target, r.reason) == (False, None, expected)


def test_a_subsection_in_an_unnumbered_text_is_no_target() -> None:
    """A page that shows no section number (a New York town code): `Subsection A above` is
    unresolved, never the bare `(A)`."""
    u = unit("with particular attention to Subsection A above and to", "")
    [r] = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, build_index([], []))]
    assert (r.resolved, r.target) == (False, None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Somerville MA § 2-355: a letter l typed for the digit one, opening a range of numbers
        (
            "liable for any violation of the obligations described in sub-parts (l) through (5)"
            " of subsection (b) of this section committed by",
            ["2-355(b)(1)", "2-355(b)(5)"],
        ),
        # a range of letters keeps its l
        ("subsections (l) through (n) of this section", ["2-355(l)", "2-355(n)"]),
    ],
)
def test_a_letter_l_opening_a_range_of_numbers_is_one(text: str, expected: list[str]) -> None:
    u = unit(text, "2-355")
    index = build_index(["2-355"], [])
    resolved = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert [r.target for r in resolved] == expected
