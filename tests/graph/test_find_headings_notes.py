"""Headings and history notes read as citations (issue 19, the wide set's false positives by
kind, tests/graph/devset_wide): a section's own heading (a page's `§ 1004.` header, a heading
run into a paragraph, a chapter's number over its capitals), and a prior code's numbers in a
history note or an editor's note. The citations beside them are kept."""

from __future__ import annotations

import pytest

from graph.find import scan


def raws(text: str) -> list[str]:
    """The printed text of every hit the grammar keeps."""
    return [text[hit.start : hit.end] for hit in scan(text).hits]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a page's own heading, its number one level deep (Arab, AL; Carteret County, NC;
        # South Bay, FL)
        (
            "§ 1004. Zoning Board of Adjustment: Duties and Powers.  \n\n\nLatest version.\n",
            [],
        ),
        (
            "§ 8. Establishment and Powers of the Board of Appeals.\nThere is hereby established "
            "a Board of Appeals",
            [],
        ),
        (
            "§ 24.1. Generally.  \n\n\nLatest version.\n  • A board of adjustment is hereby "
            "established [as provided in article IV of chapter 2",
            ["article IV of chapter 2"],
        ),
        # mid-line after a sentence's words, the same shape cites (kept)
        ("as provided in § 8. The board shall meet monthly.", ["§ 8"]),
        # a heading whose title holds an infinitive `to be` (Clay County, GA)
        (
            "(Ord. No. 06-004, § 5, 8-15-2006)\nSec. 37.27 - Lines of business to be identified "
            "on business registration. \nThe business registration of each business",
            [],
        ),
        # headings run into one paragraph (Lake Waukomis, MO)
        ("Chapter 115 CITY OFFICIALS ARTICLE I General Provisions", []),
        (
            "The elective officers of the City shall be those set out in Section 105.020 of this "
            "Code. Section 115.020. Appointive Officers. [Ord. No. 414 §§1 — 2, 5-11-2011] The "
            "Mayor, with the consent",
            ["Section 105.020 of this Code"],
        ),
        # a chapter's heading over its first section (Portland, OR)
        (
            "of the determination.\n\nChapter 22.02 Code Hearings Officer\n\n22.02.010 "
            "Established.\n",
            [],
        ),
        # a table cell's chapter and its title, then the table's number (kept)
        ("Chapter 36 Parking and Loading, Table 3-7\n", ["Chapter 36", "Table 3-7"]),
        # a chapter's page: its heading over a blank line, its articles with their sections'
        # ranges (Berlin, NH)
        (
            "Charter Chapter 18\n\nCode Enforcement\n\nArt. I. In General, §§ 18-1--18-15\n\n"
            "Art. II. Code Enforcement, §§ 18-16--18-22\n\n\nCross References: Housing "
            "authority established, § 2-41;",
            ["§ 2-41"],
        ),
        # a sentence that names an article and then a range of sections (kept)
        ("as set out in Art. II and §§ 18-16--18-22 of this chapter", ["Art. II", "this chapter"]),
        # a contents entry's line, a sentence's article opening it (kept)
        ("Art. II. Code Enforcement applies to §§ 18-16--18-22\n", ["Art. II"]),
        # under the article's heading in title case (the same page)
        (
            "ARTICLE I General Provisions Section 115.010. Elective Officers — Terms. The "
            "elective officers",
            [],
        ),
        # a citation after a capitalized word, its sentence going on (kept)
        ("as defined in Code Section 2-10. The clerk shall keep", ["Code Section 2-10"]),
        # a chapter's number over its first section's (Davis, CA's page trail; Dickinson, ND's
        # contents)
        ("Davis Municipal Code/40 Chapter 40\n\n 40.26.410 Sex oriented businesses. \n", []),
        ("25.ED Editor’s note to Chapter 25\n\n25.04   In General\n", []),
        # a sentence wrapped after a chapter, the next line another chapter's section (kept)
        ("is governed by Chapter 40\n 41.02.010 applies instead.", ["Chapter 40"]),
        # a sentence that opens with a citation goes on with a verb (kept)
        (
            "of this Code. Section 115.020 applies to all officers. The Mayor",
            ["Section 115.020"],
        ),
    ],
)
def test_headings_are_no_citations(text: str, expected: list[str]) -> None:
    assert raws(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a prior code's year ends with a period (a New Jersey township)
        (
            "No member of the zoning board of adjustment may hold any elective office or "
            "position in the township. (Code 1988. § 175-32)",
            [],
        ),
        # a place's short name between the year and the code (Louisville Metro, KY)
        (
            "or both may be imposed for the offense.\n(1999 Lou. Code, § 73.99) (Lou. Metro Am. "
            "Ord. No. 48-2005, approved 4-19-2005)",
            [],
        ),
        # the hit opens with the code its year names (LaGrange, GA)
        (
            "were derived from the 1972 Code, §§ 5-2 and 5-3. \nSec. 10-30-6. - Removal",
            [],
        ),
        # an adoption note dated before its ordinance (East Greenwich, RI)
        ("[Adopted 6-22-1993 by Ord. No. 595 as Ch. 1 of the 1993 Code]\n", []),
    ],
)
def test_prior_codes_in_notes_are_no_citations(text: str, expected: list[str]) -> None:
    assert raws(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a statute list's entry says it in words, then cites it (Chesterfield, MO; Humboldt
        # County, CA; a Rhode Island town)
        (
            "State Law References: Ordinances to conform to state law, § 71.010, RSMo.; mayor "
            "shall enforce ordinances, § 77.350, RSMo.",
            ["§ 71.010, RSMo.", "§ 77.350, RSMo."],
        ),
        ("State law preemption. Cal. Const. Art. XI, § 7", ["Cal. Const. Art. XI, § 7"]),
        (
            "Offenses punishable by state law shall not be imposed by ordinance, G.L. 1956, "
            "§ 45-6-6",
            ["G.L. 1956, § 45-6-6"],
        ),
        # a penalty clause's words before the statute it applies (Summerset, SD)
        (
            "is a Class II misdemeanor punishable by the maximum punishment set forth by the laws "
            "of the state pursuant to SDCL § 22-6-2. Said",
            ["SDCL § 22-6-2"],
        ),
        # the law as a whole, then one of its parts: both cited (Aurora, NE)
        (
            "(A)   In accordance with the statutes of the State of Nebraska, including Neb. RS "
            "17-505, any person",
            ["the statutes of the State of Nebraska", "Neb. RS 17-505"],
        ),
        # state law beside another law, no statute of it (kept)
        (
            "Signs shall comply with state law and with Section 2 of the plan.",
            ["state law", "Section 2"],
        ),
    ],
)
def test_state_law_in_words_before_its_number_is_no_second_citation(
    text: str, expected: list[str]
) -> None:
    assert raws(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what a defined word stands for (Anchorage, AK; Johnston County, NC)
        (
            'AS. The abbreviation "AS" means the latest edition or supplement of that section in '
            "the Alaska Statutes.",
            [],
        ),
        (
            "Charter means and refers to the Charter of the Municipality of Anchorage as printed",
            [],
        ),
        (
            'G.S. and General Statutes. The abbreviation "G.S." and the term "General Statutes" '
            "shall mean the latest edition of the General Statutes of North Carolina, as amended.",
            [],
        ),
        # an act a word stands for, and law named further into a definition (kept)
        (
            "ADA means the Americans with Disabilities Act; handicapped persons",
            ["Americans with Disabilities Act"],
        ),
        (
            '"depository financial institution" means a "bank" chartered under the laws of '
            "this state",
            ["the laws of this state"],
        ),
    ],
)
def test_what_a_defined_word_means_is_no_citation(text: str, expected: list[str]) -> None:
    assert raws(text) == expected
