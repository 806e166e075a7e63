"""Outside law whose body is named once for more numbers (issue 19): a list whose last item
names the body after its number, and bare numbers the citing code's own numbering cannot
produce in a text that cites a state's code by numbers of that shape. Every text is from a real
code of tests/graph/devset_wide; none of these citations is resolved into the city's code."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import bodies_cited, unit

from graph.find import find_citations
from graph.records import CitationKind
from graph.resolve import build_index, resolve


def cited(text: str, section: str, chapter: str = "") -> list[tuple[str, str, str | None]]:
    """(raw, body, target) of every citation in `text` cited from `section` (in `chapter`)."""
    return bodies_cited(text, section, chapter)


# Henderson County NC and Meggett SC: the body named after the last item of a list.
LIST_TAILS: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    (
        "The Legislature of the State of North Carolina has in Part 6 of Article 21 of Chapter "
        "143; Parts 3 and 4 of Article 18\nof Chapter 153A; and Article 6 of Chapter 153A of the "
        "North Carolina General Statutes, delegated",
        "42-1",
        [
            (
                "Part 6 of Article 21 of Chapter 143",
                "N.C. Gen. Stat.",
                "N.C. Gen. Stat. ch. 143, art. 21, pt. 6",
            ),
            ("Parts 3", "N.C. Gen. Stat.", "N.C. Gen. Stat. ch. 153A, art. 18, pt. 3"),
            (
                "4 of Article 18\nof Chapter 153A",
                "N.C. Gen. Stat.",
                "N.C. Gen. Stat. ch. 153A, art. 18, pt. 4",
            ),
            (
                "Article 6 of Chapter 153A of the North Carolina General Statutes",
                "N.C. Gen. Stat.",
                "N.C. Gen. Stat. ch. 153A, art. 6",
            ),
        ],
    ),
    (
        "This Ordinance is adopted pursuant to the statutory authority conferred by Title 4, "
        "Chapter 9 and Title 6, Chapter 29 of the Code of Laws of South Carolina, as amended.",
        "1-2",
        [
            ("Title 4, Chapter 9", "S.C. Code", "S.C. Code ch. 4-9"),
            (
                "Title 6, Chapter 29 of the Code of Laws of South Carolina",
                "S.C. Code",
                "S.C. Code ch. 6-29",
            ),
        ],
    ),
    # Turtle Lake WI and Beaverton OR: a division goes on a statute's list
    (
        "adopted under Wis. Stats. §§ 62.23, 61.35, or 62.231 (wetlands), or Chapter 91 (farmland"
        " preservation).",
        "1-2",
        [
            ("Wis. Stats. §§ 62.23", "Wis. Stat.", "Wis. Stat. § 62.23"),
            ("61.35", "Wis. Stat.", "Wis. Stat. § 61.35"),
            ("62.231 (wetlands)", "Wis. Stat.", "Wis. Stat. § 62.231"),
            ("Chapter 91", "Wis. Stat.", "Wis. Stat. ch. 91"),
        ],
    ),
    (
        "Purchasing. ORS 279.835 through 279.855 and Chapters 279A, 279B, and 279C\n",
        "1-2",
        [
            ("ORS 279.835", "Or. Rev. Stat.", "Or. Rev. Stat. § 279.835"),
            ("279.855", "Or. Rev. Stat.", "Or. Rev. Stat. § 279.855"),
            ("Chapters 279A", "Or. Rev. Stat.", "Or. Rev. Stat. ch. 279A"),
            ("279B", "Or. Rev. Stat.", "Or. Rev. Stat. ch. 279B"),
            ("279C", "Or. Rev. Stat.", "Or. Rev. Stat. ch. 279C"),
        ],
    ),
    # a chapter of this code after a statute: this code's
    (
        "pursuant to O.C.G.A. § 36-66-4 and Chapter 8 of this Code.",
        "1-2",
        [
            ("O.C.G.A. § 36-66-4", "Ga. Code", "Ga. Code § 36-66-4"),
            ("Chapter 8 of this Code", "local", "8"),
        ],
    ),
    # a list of this code's own chapters before a state's: left this code's
    (
        "See Chapter 4 and Chapter 6 of this Code, and Chapter 29 of Title 6 of the Code of Laws "
        "of South Carolina.",
        "1-2",
        [
            ("Chapter 4", "local", "4"),
            ("Chapter 6 of this Code", "local", "6"),
            (
                "Chapter 29 of Title 6 of the Code of Laws of South Carolina",
                "S.C. Code",
                "S.C. Code ch. 6-29",
            ),
        ],
    ),
]


@pytest.mark.parametrize(("text", "section", "expected"), LIST_TAILS)
def test_a_list_takes_the_body_its_last_item_names(
    text: str, section: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert cited(text, section) == expected


# Mobile AL (sections `1-21`) and Athens-Clarke GA (sections `6-14-1`, a note of chapter 6-14).
FOREIGN: list[tuple[str, str, str, list[tuple[str, str, str | None]]]] = [
    (
        "In the enforcement of the penalties prescribed in § 32-5A-191 of the Code of Alabama, "
        "the fine shall not exceed\n\n    e.\n\n    Theft of services in the third degree, "
        "§ 13A-8-10.3.\n",
        "1-21",
        "1",
        [
            ("§ 32-5A-191 of the Code of Alabama", "Ala. Code", "Ala. Code § 32-5A-191"),
            ("§ 13A-8-10.3", "Ala. Code", "Ala. Code § 13A-8-10.3"),
        ],
    ),
    # no body of such numbers named: outside law left unnamed, never this code's
    (
        "Theft of services in the third degree, § 13A-8-10.3.",
        "1-21",
        "1",
        [
            ("§ 13A-8-10.3", "", None),
        ],
    ),
    # the code's own sections have three levels (its chapter has two): this code's
    (
        "Cross reference— Taxicab zones, § 3-3-4.\nState Law reference— liability of owner of "
        "licensed vehicle, O.C.G.A. § 40-6-207.",
        "6-14",
        "6-14",
        [
            ("§ 3-3-4", "local", None),
            ("O.C.G.A. § 40-6-207", "Ga. Code", "Ga. Code § 40-6-207"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "section", "chapter", "expected"), FOREIGN)
def test_a_number_the_code_cannot_have_is_outside_law(
    text: str, section: str, chapter: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert cited(text, section, chapter) == expected


# Parkersburg WV: a state's statute reprinted in the code under its own number.
REPRINTED: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    (
        "(a) Notwithstanding any Charter provision to the contrary, which Charter provision was "
        "in effect on the effective date of this section, it shall not be necessary",
        "W.Va. Code, §8-11-4",
        [("this section", "W. Va. Code", "W. Va. Code § 8-11-4")],
    ),
    # a section of this code: its own
    (
        "on the effective date of this section, it shall",
        "1-21",
        [("this section", "local", "1-21")],
    ),
    # Parkersburg WV: an article and its chapter in words, `of this Code`: the statute's code
    (
        "in compliance with the provisions of article three, chapter fifty-nine of this Code, and",
        "W.Va. Code, \u00a78-11-4",
        [
            (
                "article three, chapter fifty-nine of this Code",
                "W. Va. Code",
                "W. Va. Code ch. 59, art. 3",
            )
        ],
    ),
    # and in a section of this code, this code's article (in digits too)
    (
        "in compliance with the provisions of article 3, chapter 59 of this Code, and",
        "59-3-1",
        [("article 3, chapter 59 of this Code", "local", "Chapter 59, Article 3")],
    ),
]


@pytest.mark.parametrize(("text", "section", "expected"), REPRINTED)
def test_this_section_of_a_reprinted_statute_is_the_statute(
    text: str, section: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert cited(text, section) == expected


# Randolph IA: a head saying a body's sections follow, then items of bare numbers.
LISTED: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    (
        "These sections of the Code of Iowa are adopted by reference and are as follows:\n"
        "1. Display of Registration and License to Drive: 321.17, 321.20B and 321.219 through "
        "321.224.\n3. Traffic Signs, Signals and Markings: 321.259 and 321.260.\n",
        [
            ("321.17", "Iowa Code", "Iowa Code § 321.17"),
            ("321.20B", "Iowa Code", "Iowa Code § 321.20B"),
            ("321.219", "Iowa Code", "Iowa Code § 321.219"),
            ("321.224", "Iowa Code", "Iowa Code § 321.224"),
            ("321.259", "Iowa Code", "Iowa Code § 321.259"),
            ("321.260", "Iowa Code", "Iowa Code § 321.260"),
        ],
    ),
    # a head naming no body of statutes: no citation of the bare numbers
    (
        "These sections of the traffic code are adopted and are as follows:\n"
        "1. Display of Registration: 321.17 and 321.20B.\n",
        [],
    ),
    # an item's line holding more than its numbers ends the list
    (
        "These sections of the Code of Iowa are adopted by reference and are as follows:\n"
        "1. Registration: 321.17 in each case, as amended.\n2. Signs: 321.259.\n",
        [],
    ),
]


@pytest.mark.parametrize(("text", "expected"), LISTED)
def test_sections_listed_after_a_head_are_its_body(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    got = [c for c in cited(text, "62-1") if c[1] != "local" or c[2]]
    assert got == expected


# Waterloo IA: bare section signs in the sentence of a named body's citation of their shape;
# Pewee Valley KY: a city numbered as its state's statutes, its own section after a source note.
SENTENCES: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    (
        "The minimum speed restriction of Iowa Code §321.285(5) and the provisions of §§321.297, "
        "321.298 and 321.323 do not apply to road workers",
        "",
        [
            ("Iowa Code §321.285(5)", "Iowa Code", "Iowa Code § 321.285(5)"),
            ("§§321.297", "Iowa Code", "Iowa Code § 321.297"),
            ("321.298", "Iowa Code", "Iowa Code § 321.298"),
            ("321.323", "Iowa Code", "Iowa Code § 321.323"),
        ],
    ),
    (
        "maintained in this code of ordinances.\n(KRS 83A.060(8))\n(A) Except as provided in "
        "§ 32.38(B), no ordinance shall be enforceable",
        "",
        [("KRS 83A.060(8)", "Ky. Rev. Stat.", "Ky. Rev. Stat. § 83A.060(8)")],
    ),
    # Travelers Rest SC: an act's name as a caption on the line before its statute
    (
        "Freedom of Information Act\n  S.C. Code § 30-4-10 et seq.\n",
        "",
        [("S.C. Code § 30-4-10 et seq.", "S.C. Code", "S.C. Code § 30-4-10")],
    ),
    # Granby CO: a statutory references table's caption, its period (and parenthesis) before
    # the line that cites the act
    (
        "Colorado Sunshine Act of 1972.\n§ 24-6-101 et seq., C.R.S.\n",
        "",
        [("§ 24-6-101 et seq., C.R.S.", "Colo. Rev. Stat.", "Colo. Rev. Stat. § 24-6-101")],
    ),
    (
        "Pension plans (including Volunteer Pension Firefighter Pension Act).\n"
        "§ 31-30-1101 et seq., C.R.S.\n",
        "",
        [("§ 31-30-1101 et seq., C.R.S.", "Colo. Rev. Stat.", "Colo. Rev. Stat. § 31-30-1101")],
    ),
    # Etowah TN: the act's name set off by commas after its first section, et seq.
    (
        "conflict with Tenn. Code. Ann. §§ 6-54-1001 et seq., the Administrative Hearing Officer "
        "Act, and except for",
        "",
        [
            (
                "Tenn. Code. Ann. §§ 6-54-1001 et seq.",
                "Tenn. Code",
                "Tenn. Code § 6-54-1001",
            )
        ],
    ),
    # Glen Arbor Township MI: the act's name before its bracketed citation, its defined short
    # name in parentheses after it
    (
        "Public Act 110 of 2006, the Michigan Zoning Enabling Act [MCL 125.3101 et seq] "
        '("MZEA"). The',
        "",
        [
            ("Public Act 110 of 2006", "Pub. Acts", "2006 Pub. Acts 110"),
            ("MCL 125.3101 et seq", "Mich. Comp. Laws", "Mich. Comp. Laws § 125.3101"),
        ],
    ),
    # Mattawa WA: a statutory references table's caption, a blank line before its citation
    (
        "Code of ethics for officers\n\nRCW ch. 42.23\n\nOpen Public Meeting Act of 1971\n\n"
        "RCW ch. 42.30\n\nMunicipal courts",
        "",
        [("RCW ch. 42.23", "RCW", "RCW 42.23"), ("RCW ch. 42.30", "RCW", "RCW 42.30")],
    ),
    # Meggett SC: the act's name between its citation and `, as amended`
    (
        "adopted pursuant to the authority conferred by Title 6, Chapter 29 of the Code of Laws "
        "of South Carolina, South Carolina Local Government Comprehensive Planning Enabling Act "
        "of 1994, as amended, and drafted",
        "",
        [
            (
                "Title 6, Chapter 29 of the Code of Laws of South Carolina",
                "S.C. Code",
                "S.C. Code ch. 6-29",
            )
        ],
    ),
    # Fertile IA: a space printed after the dot of a number that goes on into its path
    (
        "peddle or sell goods. (Code of\n    Iowa, Sec. 364. 12(2)(a))\n",
        "",
        [("Code of\n    Iowa, Sec. 364. 12(2)(a)", "Iowa Code", "Iowa Code \u00a7 364.12(2)(a)")],
    ),
    # Newark NJ: a prior code's title-colon number in its history note after a statute's
    (
        "Editor's Note: Pursuant to N.J.S. 54:5-18.1 et seq., the Council by resolution has "
        "designated the City Clerk.\n[R.O. 1966 \u00a7 2:3-3]\nThe City Clerk shall",
        "",
        [("N.J.S. 54:5-18.1 et seq.", "N.J. Stat.", "N.J. Stat. \u00a7 54:5-18.1")],
    ),
    # a Delaware town: a statute's title, then its section after a comma
    (
        "Delaware General Assembly. Delaware Code Title 22, Section 301 applies.",
        "",
        [("Delaware Code Title 22, Section 301", "Del. Code", "Del. Code tit. 22, § 301")],
    ),
    # a Maine town: the title, then the body's sections (a plural keyword prints their range)
    (
        "in accordance with Title 38 sections 435-448 of the Maine Revised Statutes Annotated, as",
        "",
        [
            (
                "Title 38 sections 435-448 of the Maine Revised Statutes Annotated",
                "Me. Rev. Stat.",
                "38 Me. Rev. Stat. 435",
            ),
            (
                "448 of the Maine Revised Statutes Annotated",
                "Me. Rev. Stat.",
                "38 Me. Rev. Stat. 448",
            ),
        ],
    ),
    # New Providence IA: a subsection in square brackets after the statute's number
    (
        "as provided in Code of Iowa, Sec. 364.22[3] and Code of Iowa, Sec. 364.22 [1].",
        "",
        [
            ("Code of Iowa, Sec. 364.22[3]", "Iowa Code", "Iowa Code § 364.22(3)"),
            ("Code of Iowa, Sec. 364.22 [1]", "Iowa Code", "Iowa Code § 364.22(1)"),
        ],
    ),
    # Folly Beach SC: the words before a statute's name are no part of it
    (
        "Pursuant to S.C. Code § 6-29-770(E), the town",
        "",
        [("S.C. Code § 6-29-770(E)", "S.C. Code", "S.C. Code § 6-29-770(E)")],
    ),
]


@pytest.mark.parametrize(("text", "chapter", "expected"), SENTENCES)
def test_a_bare_number_takes_the_body_its_sentence_cites(
    text: str, chapter: str, expected: list[tuple[str, str, str | None]]
) -> None:
    u = replace(unit(text, "32.01"), section=None, chapter=chapter or None)
    index = build_index([], [])
    got = [
        (c.raw, c.reference.code or "", c.target)
        for found in find_citations(u, sentences=None)
        for c in resolve(found, u, index)
        if c.target_kind is CitationKind.EXTERNAL and c.reference.code
    ]
    assert got == expected
