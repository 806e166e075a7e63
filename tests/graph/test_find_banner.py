"""A page's banner, its first line naming the code and the division the page prints, says where
the page stands and cites nothing (issue 19: the wide development set's pages,
tests/graph/devset_wide, README-A: a heading is no citation); the same division named in a
sentence, or below the first line, stays a citation."""

from __future__ import annotations

import pytest

from graph.find import scan


def raws(text: str) -> list[str]:
    """The printed text of every hit the grammar keeps."""
    return [text[hit.start : hit.end] for hit in scan(text).hits]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Spalding, NE: the village's banner over the chapter's contents
        (
            "Village of Spalding Ordinance Chapter 3\nTable of Contents\n"
            "CHAPTER 3 \u2013 MISDEMEANORS\nArticle 1 \u2013 General Misdemeanors\n",
            [],
        ),
        # Tupelo, MS: the development code's banner
        (
            "Development Code \u2013 Chapter 2\n\nCHAPTER 2. DEFINITIONS AND RULES OF "
            "CONSTRUCTION\n\n2.1 General Rules of Construction\n",
            [],
        ),
        # Davis, CA: the page's trail run into one line
        (
            "Davis Municipal Code Davis Municipal Code/40 Chapter 40\n\n"
            " 40.26.410 Sex oriented businesses. \n",
            [],
        ),
        # New Castle County, DE: a browser's find bar copied with the page
        (
            "Found Section 40.05.050\n\nDIVISION 40.05.050    APPLICABILITY\n\n"
            "the applicant shall submit an analysis pursuant to Section 40.05.510, except",
            ["Section 40.05.510"],
        ),
        # North Canton, OH: a banner with the title's name after its number
        (
            "Part 5 General Offenses Code - Title 1 General Offenses\n"
            "Any person who violates Chapter 501 shall be fined.\n",
            ["Chapter 501"],
        ),
        # a sentence on the first line: a citation
        ("The provisions of Chapter 3\nshall apply.", ["Chapter 3"]),
        ("As provided in Chapter 3\nof this code.", ["Chapter 3\nof this code"]),
        # the first line followed by a sentence's words: a citation
        ("Pursuant to Section 40.05.510 the applicant\nshall", ["Section 40.05.510"]),
        # the division's word opening the first line: a heading or a footnote's reference, no
        # banner (test_find_contents.py)
        (
            "Chapter 1\n General Provisions\n\nChapter 2\n Administration\n",
            ["Chapter 1", "Chapter 2"],
        ),
        # a first line that runs on into the next: an ordinance's title, its citations kept
        # (Kansas City, MO)
        (
            "Amending Chapter 80, Code of Ordinances of the City of\nKansas City, Missouri, "
            "commonly known as the Zoning Ordinance",
            ["Chapter 80, Code of Ordinances"],
        ),
        # one line only (a short text, a table's cell): kept
        ("See Chapter 40", ["Chapter 40"]),
    ],
)
def test_a_pages_banner_is_no_citation(text: str, expected: list[str]) -> None:
    assert raws(text) == expected
