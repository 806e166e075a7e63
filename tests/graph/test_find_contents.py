"""Tables of contents and navigation bars list the code's parts and cite none of them (issue 19:
the wide development set's contents pages, tests/graph/devset_wide); a sentence that names several
chapters with their titles keeps its citations. A cross reference into another part of the
codified ordinances by the part's short name (`see TRAF. 331.20`) is a citation of this code."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations, scan
from graph.readers.components import SEE_COMPONENT_RE
from graph.resolve import build_index, resolve


def raws(text: str) -> list[str]:
    """The printed text of every hit the grammar keeps."""
    return [text[hit.start : hit.end] for hit in scan(text).hits]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a title's contents run together on one line (Las Vegas, NV, Title 18)
        (
            "Title 18 SUBDIVISIONS Chapter 18.02 GENERAL PROVISIONS* Chapter 18.04 DEFINITIONS "
            "Chapter 18.06 PARCEL MAPS Chapter 18.08 TENTATIVE MAP Chapter 18.10 FINAL MAP",
            [],
        ),
        # a code's contents page, each title on the line below its number (a Missouri city)
        (
            "Table Of Contents\nChapter 1\n General Provisions\n\nChapter 2\n Administration\n\n"
            "Chapter 2.5\n Adult Entertainment Businesses\n\nChapter 3\n Alcoholic Beverages\n",
            [],
        ),
        # a chapter's articles with their sections (the same city's chapter 14)
        (
            "Art. I. In General, §§ 14-1 – 14-20\n"
            "Art. II. Offenses Against Public Administration, §§ 14-21 – 14-40\n"
            "Art. III. Offenses Against the Person, §§ 14-41 – 14-55\n",
            [],
        ),
        # divisions under an article, their own numbers read as no citation
        (
            "Art. VI. Offenses Against Public Safety, §§ 14-101 – 14-135\n"
            "  Div. 1. Generally, §§ 14-101 – 14-115\n"
            "  Div. 2. Weapons Offenses, §§ 14-116 – 14-135\n"
            "Art. VII. Offenses Against Public Morals, §§ 14-136 – 14-155\n",
            [],
        ),
        # a navigation bar (Honolulu's Board of Water Supply rules)
        (
            "Jump to: TOC | Definitions | Ch. 1 | Ch. 2 | Ch. 3 | Ch. 4 | Ch. 5 | PDF version",
            [],
        ),
        # a sentence naming chapters with their titles: citations all the same
        (
            "The provisions of Chapter 18.02 General Provisions, Chapter 18.04 Definitions and "
            "Chapter 18.06 Parcel Maps apply.",
            ["Chapter 18.02", "Chapter 18.04", "Chapter 18.06"],
        ),
        # two entries are no table (a footnote's pair of cross references)
        (
            "Chapter 1\n General Provisions\n\nChapter 2\n Administration\n",
            ["Chapter 1", "Chapter 2"],
        ),
        # a chapter's title in capitals after a blank line (Warrensburg, MO)
        ("City Ordinance\n\nChapter 14\n\nOFFENSES\n\n", []),
        # a bulleted contents line (Meggett, SC)
        ("  \u2022 Chapter 1 \u2013 GENERAL PROVISIONS\n\n", []),
        # a part's chapters, each line opened by a `- ` bullet, under the page's banner, which
        # names where the page stands (North Canton, OH, part 5; tests/test_find_banner.py)
        (
            "Part 5 General Offenses Code - Title 1 General Offenses\n"
            "- Chapter 501 General Provisions and Penalty\n- Chapter 505 Animals and Fowl\n"
            "- Chapter 509 Disorderly Conduct and Peace Disturbance\n- Chapter 513 Drug Abuse"
            " Control\n",
            [],
        ),
        # hyphens inside sentences are no bullets: the citations stay
        (
            "as provided in Chapter 4 - Chapter 5 of Title 2 governs - Chapter 6 applies.",
            ["Chapter 4", "Chapter 5", "Title 2", "Chapter 6"],
        ),
        # an article's own heading over its sections' list, a blank line between (Dickinson, ND)
        (
            "NDCC, § 40-05-01(33).\n\nArticle 25.04 In General\n\nSections:\n\n25.04.01"
            "          Definitions.\n",
            ["NDCC, § 40-05-01(33)"],
        ),
        # the same words after a sentence's own words: a citation
        ("as provided in Article 25.04 In General\n\nthe board shall", ["Article 25.04"]),
        # a title-case phrase after the number inside a sentence: a citation
        ("as set out in Chapter 5 Animals and Fowl.", ["Chapter 5"]),
        # sentences between the numbers: citations
        (
            "as provided in Chapter 4.\nSee also Chapter 5.\nSubject to Chapter 6.",
            ["Chapter 4", "Chapter 5", "Chapter 6"],
        ),
    ],
)
def test_contents_are_no_citations(text: str, expected: list[str]) -> None:
    assert raws(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Elyria, OH: the Planning and Zoning Code's sections from another part's cross references
        (
            "   Interpretation of Zoning Map - see P. & Z. 1123.03, 1127.04\n",
            [("P. & Z. 1123.03", "1123.03"), ("1127.04", "1127.04")],
        ),
        # Chagrin Falls, OH: the Traffic Code's
        (
            "* Exceptions for emergency or public safety vehicles - see TRAF. 331.20, 333.06\n",
            [("TRAF. 331.20", "331.20"), ("333.06", "333.06")],
        ),
        # Elyria, OH: the line after a statute's is no continuation of the statute's body
        (
            "   Basis of districts - see Ohio R.C. 713.10\n"
            "   Interpretation of Zoning Map - see P. & Z. 1123.03, 1127.04\n",
            [
                ("Ohio R.C. 713.10", "Ohio Rev. Code \u00a7 713.10"),
                ("P. & Z. 1123.03", "1123.03"),
                ("1127.04", "1127.04"),
            ],
        ),
        # Chagrin Falls, OH
        (
            "* Stopping for traffic officers - see Ohio R.C. 4549.15\n"
            "* Exceptions for emergency or public safety vehicles - see TRAF. 331.20, 333.06\n",
            [
                ("Ohio R.C. 4549.15", "Ohio Rev. Code \u00a7 4549.15"),
                ("TRAF. 331.20", "331.20"),
                ("333.06", "333.06"),
            ],
        ),
    ],
)
def test_a_part_of_the_codified_ordinances_by_its_short_name(
    text: str, expected: list[tuple[str, str]]
) -> None:
    u = unit(text, "1131.01")
    index = build_index(["1131.01", "1123.03", "331.20"], [])
    found = [
        (r.raw, r.target) for c in find_citations(u, sentences=None) for r in resolve(c, u, index)
    ]
    assert found == expected


@pytest.mark.parametrize(
    "text", ["see R.C. 713.06", "see CHTR. \u00a7 4.12", "see Ohio R.C. 713.10"]
)
def test_a_statute_or_the_charter_is_no_part_by_a_short_name(text: str) -> None:
    """A statute's initials and the charter's `§` are other readers' (outside law)."""
    assert SEE_COMPONENT_RE.search(text) is None


def test_a_part_number_in_a_code_not_numbered_so_is_not_this_codes() -> None:
    u = unit("see P. & Z. 1123.03", "17.62.030")
    index = build_index(["17.62.030"], [])
    resolved = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    assert [(r.raw, r.target) for r in resolved] == [("P. & Z. 1123.03", None)]
