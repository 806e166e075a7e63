"""State law the finder reads in part G's open places (issue 19): Montana's `MCA` without a
section sign, with titles and plural chapters (`MCA Title 76, Chs. 1 and 2`), Colorado's `CRS`,
a list's later item printed as a path only, Rhode Island's `G.L. 1956`, Maine's `30-A M.R.S.A.`,
a constitution's places listed under its heading; every text is from a real code of
tests/graph/devset_wide/open, each citation keeps its body of law and never resolves into the
city's code."""

from __future__ import annotations

import pytest
from test_outside_law_forms import outside

from graph.find import scan

FORMS: list[tuple[str, list[tuple[str, str | None]]]] = [
    # Bridger MT: `MCA` without `§`, a title and its chapter, a `;` list after `et seq.`
    (
        "General powers of municipalities\n\nMCA Title 7, Ch. 1\n",
        [("Mont. Code", "Mont. Code tit. 7, ch. 1")],
    ),
    (
        "Classification of municipalities\n\nMCA 7-1-4111 et seq.\n",
        [("Mont. Code", "Mont. Code § 7-1-4111")],
    ),
    (
        "Ordinances\n\nMCA 7-5-101 et seq.; 7-5-4201 et seq.\n",
        [("Mont. Code", "Mont. Code § 7-5-101"), ("Mont. Code", "Mont. Code § 7-5-4201")],
    ),
    (
        "Planning boards and zoning commissions\n\nMCA Title 76, Chs. 1 and 2\n",
        [("Mont. Code", "Mont. Code tit. 76, ch. 1"), ("Mont. Code", "Mont. Code tit. 76, ch. 2")],
    ),
    (
        "Municipal and city courts\n\nMCA Title 3, Chs. 6 and 11\n",
        [("Mont. Code", "Mont. Code tit. 3, ch. 6"), ("Mont. Code", "Mont. Code tit. 3, ch. 11")],
    ),
    # Monument CO: `CRS` is the Colorado Revised Statutes; a path alone is the same statute's
    (
        "Classification of municipalities\n    CRS § 31-1-201 et seq.\n",
        [("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-1-201")],
    ),
    (
        "    CRS § 31-15-401(1)(j) and (1)(k)\n",
        [
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-15-401(1)(j)"),
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-15-401(1)(k)"),
        ],
    ),
    (
        "Ordinances generally\n    CRS §§ 31-15-103 and 31-16-101 et seq.\n",
        [
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-15-103"),
            ("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-16-101"),
        ],
    ),
    # New Shoreham RI: `G.L. 1956` is Rhode Island's General Laws (its reenactment's year), a
    # Revised Ordinances history note after it is no citation
    (
        "manner directed by town council, G.L. 1956, § 45-6-7.\n[Rev. Ords. 1989, § 1-2]\nIn the",
        [("R.I. Gen. Laws", "R.I. Gen. Laws § 45-6-7")],
    ),
    (
        "Victualling houses, G.L. 1956, §§ 5-14-1, 5-14-2\n",
        [
            ("R.I. Gen. Laws", "R.I. Gen. Laws § 5-14-1"),
            ("R.I. Gen. Laws", "R.I. Gen. Laws § 5-14-2"),
        ],
    ),
    (
        "(a) licensing, G.L. 1956, § 23-28.13-26.1; and",
        [("R.I. Gen. Laws", "R.I. Gen. Laws § 23-28.13-26.1")],
    ),
    ("as provided in G.L. 1956, title 11, the", [("R.I. Gen. Laws", "R.I. Gen. Laws tit. 11")]),
    # Massachusetts's `G.L.` keeps its chapters
    (
        "G.L. c. 85, §§ 11A, 11B",
        [
            ("Mass. Gen. Laws", "Mass. Gen. Laws ch. 85, § 11A"),
            ("Mass. Gen. Laws", "Mass. Gen. Laws ch. 85, § 11B"),
        ],
    ),
    # Maine (eCode360 page 9088299): `M.R.S.A.` after its title (`30-A`), a session law whose
    # chapter is printed `of the Laws of 1987`
    (
        "Editor's Note: 30 M.R.S.A. § 2411 was repealed by Chapter 737 of the Laws of 1987. "
        "See now 30-A M.R.S.A. § 2691.\n",
        [
            ("Me. Rev. Stat.", "30 Me. Rev. Stat. 2411"),
            ("Acts", "Acts of 1987, c. 737"),
            ("Me. Rev. Stat.", "30-A Me. Rev. Stat. 2691"),
        ],
    ),
    # New Castle County DE: a list of the constitution's places under its heading in capitals
    (
        "CONSTITUTION OF THE STATE OF\nDELAWARE 1897\n\nArticle II, Section 25, permitting General "
        "Assembly to enact laws under which\n\nArticle III, Section 11, requiring County elected "
        "officials to be a New Castle County resident\n",
        [
            ("Del. Const.", "Del. Const. art. II, § 25"),
            ("Del. Const.", "Del. Const. art. III, § 11"),
        ],
    ),
    # Choteau MT: the Revised Codes of Montana (1947, replaced by the MCA) in footnotes
    (
        "(1967 Code)\n \nNotes\n1 1. RCM 11-711.\n2 2. RCM 11-714.\n",
        [("R.C.M.", "R.C.M. § 11-711"), ("R.C.M.", "R.C.M. § 11-714")],
    ),
    ("the RCM district", []),
    # Thompson CT: a lower-case letter inside a Connecticut number, the body named after it
    (
        "pursuant to Section 7-152c of the Connecticut General Statutes, the",
        [("Conn. Gen. Stat.", "Conn. Gen. Stat. § 7-152c")],
    ),
    (
        "pursuant to the provisions of C.G.S. § 7-148 or 22a-226d or other relevant statute",
        [
            ("Conn. Gen. Stat.", "Conn. Gen. Stat. § 7-148"),
            ("Conn. Gen. Stat.", "Conn. Gen. Stat. § 22a-226d"),
        ],
    ),
    # Berlin NH: a lettered title with a space after its colon, later items without their title
    (
        "Housing standards, supplemental provisions, RSA 47:17, 48-A: 1 et seq. and "
        "Administrative and Enforcement Procedures RSA 676:17, 17-a and 17-b.\n",
        [
            ("N.H. Rev. Stat.", "N.H. Rev. Stat. § 47:17"),
            ("N.H. Rev. Stat.", "N.H. Rev. Stat. § 48-A:1"),
            ("N.H. Rev. Stat.", "N.H. Rev. Stat. § 676:17"),
            ("N.H. Rev. Stat.", "N.H. Rev. Stat. § 676:17-a"),
            ("N.H. Rev. Stat.", "N.H. Rev. Stat. § 676:17-b"),
        ],
    ),
    # a range's bare end stays its first's (`graph.printed_forms.range_end`)
    (
        "R.S. 40:69A-139 through 143",
        [("La. Stat.", "La. Stat. § 40:69A-139"), ("La. Stat.", "La. Stat. § 40:69A-143")],
    ),
    # Sanford ME: a statute's title, its body's name, then the title's sections
    (
        "Title 38 of the Maine Revised Statutes Annotated (M.R.S.A.) §§ 435 through 449.\n",
        [("Me. Rev. Stat.", "38 Me. Rev. Stat. 435"), ("Me. Rev. Stat.", "38 Me. Rev. Stat. 449")],
    ),
    (
        "Title 24 of the Maine Revised Statutes Annotated.\n",
        [("Me. Rev. Stat.", "Me. Rev. Stat., tit. 24")],
    ),
    # Monument CO: the state's constitution named `Const.` alone before its article
    (
        "Municipal home rule\n    Const. Art. XX\n",
        [("state constitution", "state constitution art. XX")],
    ),
    ("the Const. of the club", []),
    # a path of another depth, or a clause of the sentence, is no item of the list
    (
        "CRS § 31-15-401(1)(j) and (2) the council shall",
        [("Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-15-401(1)(j)")],
    ),
    # short names before no statute's shape: the Community Rating System, a zone
    ("the town earned CRS Class 8 in the Community Rating System", []),
    ("in the MCA 2-1 zone and the MCA 2 district", []),
]


@pytest.mark.parametrize(("text", "expected"), FORMS)
def test_state_law_of_part_g(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # another heading in capitals ends the constitution's list
        "CONSTITUTION OF THE STATE OF\nDELAWARE 1897\n\nDELAWARE CODE\n\nArticle II, Section 25, "
        "permitting\n",
        # no constitution's heading above
        "GENERAL PROVISIONS\n\nArticle II, Section 25, permitting\n",
    ],
)
def test_listed_place_needs_its_heading(text: str) -> None:
    codes = {m.reference.code for hit in scan(text).hits for m in hit.members}
    assert "Del. Const." not in codes


@pytest.mark.parametrize("text", ["see Section 5-2a of this code", "see Section 5-2a hereof"])
def test_lettered_number_without_a_law_stays_local(text: str) -> None:
    members = [m.reference for hit in scan(text).hits for m in hit.members]
    assert [(r.number, r.code) for r in members] == [("5-2", None)]


@pytest.mark.parametrize(
    "text",
    [
        # Sioux Falls SD: a prior code's and the Revised Ordinances' numbers, year first
        "shall be a public offense.\n(1957 Rev. Ords., § 16.301; 1992 Code, § 1-4) (Ord. 32-76)\n",
        # New Shoreham RI: the Revised Ordinances' number in a bracket
        "[Rev. Ords. 1989, § 8-56]\nNo person shall",
    ],
)
def test_revised_ordinances_notes_are_no_citations(text: str) -> None:
    assert scan(text).hits == ()


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        # New Shoreham RI: the note's line, a history bracket, then the next section's text
        (
            "State law reference — Ordinances to be printed and published in manner directed by"
            " town council, G.L. 1956, § 45-6-7.\n[Rev. Ords. 1989, § 1-2]\nIn the construction"
            " of this Revision and of all ordinances hereafter enacted, the following"
            " interpretations shall be placed on the words and phrases mentioned in this"
            " section, unless",
            "this section",
        ),
        # Jefferson Parish LA: the note itself names the code's own article
        (
            "State Law reference— Authority to require permits under this article, R.S. 26:73,"
            " 26:273.\n",
            "this article",
        ),
    ],
)
def test_relative_words_under_a_note_stay_the_codes(text: str, raw: str) -> None:
    # `this section` / `this article` under (or past) a state-law note is the code's own
    # node, never the note's statute named without a number.
    members = [
        m.reference for hit in scan(text).hits for m in hit.members if text[m.start : m.end] == raw
    ]
    assert [(r.relative_to is not None, r.code) for r in members] == [(True, None)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Thompson CT: the statute cited with its body, then again alone
        (
            "Pursuant to the provisions of Section 7-152c of the Connecticut General Statutes,"
            " as amended, the Town of Thompson hereby adopts the provisions authorized by the"
            " aforementioned Section 7-152c and hereby establishes",
            [
                (
                    "Section 7-152c of the Connecticut General Statutes",
                    "7-152c",
                    "Conn. Gen. Stat.",
                ),
                ("Section 7-152c", "7-152c", "Conn. Gen. Stat."),
            ],
        ),
        # no statute cited before: the bare number stays this code's, its letter unread
        ("authorized by Section 7-152c and", [("Section 7-152", "7-152", None)]),
    ],
)
def test_lettered_number_cited_again_keeps_its_body(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    members = [m for hit in scan(text).hits for m in hit.members]
    got = [(text[m.start : m.end], m.reference.number, m.reference.code) for m in members]
    assert got == expected
