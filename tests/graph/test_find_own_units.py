"""A code's references to itself by unit words with no number on the page (issue 19, c19-aa):
`this division` as the division the headings above the text name, `this subsection` in a
numbered part of a section, a code's own abbreviation in an example; rows from the wide
development set's real texts (tests/graph/devset_wide)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from find_helpers import unit

from benchmarks.page_sections import addressed, page_section
from benchmarks.wide_units import article_at
from graph.find import find_citations
from graph.records import TextUnit, UnitKind
from graph.resolve import build_index, resolve
from parsers.schemes import Scheme


def resolved(
    u: TextUnit, sections: tuple[str, ...] = (), scheme: Scheme | None = None
) -> list[tuple[str, str]]:
    """(raw, target) of every citation in unit `u`, against an index of `sections`."""
    index = build_index(list(sections), [], scheme=scheme)
    return [
        (r.raw, r.target or "")
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
    ]


@pytest.mark.parametrize(
    ("text", "section", "division", "expected"),
    [
        # Brevard County, FL, § 62-4451 (its page's address: ch62_artxiii_div5)
        (
            "For the purpose of this division, the following terms shall have the meaning set "
            "forth in this section:",
            "62-4451",
            "Chapter 62, Article XIII, Division 5",
            [
                ("this division", "Chapter 62, Article XIII, Division 5"),
                ("this section", "62-4451"),
            ],
        ),
        # Winter Garden, FL, § 118-126 (ch118_artii_div4)
        (
            "The following words, terms and phrases, when used in this division, shall have the "
            "meanings ascribed to them in this section",
            "118-126",
            "Chapter 118, Article II, Division 4",
            [("this division", "Chapter 118, Article II, Division 4"), ("this section", "118-126")],
        ),
        # `of this division` after a section's number: that citation's tail, no second one
        (
            "as provided in section 118-127 of this division, the fee",
            "118-126",
            "Chapter 118, Article II, Division 4",
            [("section 118-127", "118-127")],
        ),
        # Clay County, GA, § 37.33: no heading above the excerpt names its division: nothing
        (
            "Any nonprofit organization having been designated as such shall be exempt from the "
            "levy of occupation tax under this division.",
            "37.33",
            None,
            [],
        ),
    ],
)
def test_this_division_is_the_division_above_the_text(
    text: str, section: str, division: str | None, expected: list[tuple[str, str]]
) -> None:
    assert resolved(replace(unit(text, section), division=division)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Monroeville, IN: the text calls its subsections divisions: the section (no span here)
        (
            "as provided in division (C) of this section. Any violation of this division",
            [("division (C) of this section", "30.22(C)"), ("this division", "30.22")],
        ),
        # a division named by its number (Sandy Springs' `Div. 9.7`): never the unit's own
        ("the standards of this Division 9.7 apply", [("this Division 9.7", "")]),
    ],
)
def test_this_division_labelled_or_numbered_is_no_unit_division(
    text: str, expected: list[tuple[str, str]]
) -> None:
    u = replace(unit(text, "30.22"), division="Chapter 30, Article I, Division 2")
    assert resolved(u) == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # China Grove, NC, UDO § 16.7.4 (of Section 16.7, in a code numbered 16.1, 16.8)
        (
            "Any other type of development, provided it meets the requirements of this subsection.",
            "16.7.4",
            [("this subsection", "16.7.4")],
        ),
        # a section of the code's own shape: `this subsection` outside any label names none
        (
            "Any other type of development, provided it meets the requirements of this subsection.",
            "16.8",
            [],
        ),
    ],
)
def test_this_subsection_in_a_numbered_part_of_a_section(
    text: str, section: str, expected: list[tuple[str, str]]
) -> None:
    u = replace(unit(text, section), chapter="16")
    assert resolved(u, ("16.1", "16.8"), Scheme.TWO_LEVEL) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Anchorage, AK, Title 21's definitions guide: a provision of the code given as an example
        (
            'For example, AMC 21.40.030.E.2 defines "excessive" only for the R-1 and R-1A '
            "districts.",
            [("AMC 21.40.030.E.2", "21.40.030(E)(2)")],
        ),
        # Dauphin County, PA, § 1-107: how the code is numbered, explained: no citation
        ("For instance, Chapter 1 may be divided into Subchapters 1A and 1B.", []),
    ],
)
def test_an_example_naming_the_code_is_cited(text: str, expected: list[tuple[str, str]]) -> None:
    assert resolved(unit(text, "21.05.010")) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Cloudcroft, NM, § 1-4-1(B)(1)(a): labels run together, a shared tail
        (
            "Except for those violations of ordinances described in subsections B1b and B1c of "
            "this section, a fine of not more than five hundred dollars",
            [("subsections B1b", "1-4-1(B)(1)(b)"), ("B1c of this section", "1-4-1(B)(1)(c)")],
        ),
        (
            "as required by subsection A2 of this section",
            [("subsection A2 of this section", "1-4-1(A)(2)")],
        ),
        # a word after the keyword is no label (`subsection Each`)
        ("as the subsection Each applicant files", []),
    ],
)
def test_labels_run_together(text: str, expected: list[tuple[str, str]]) -> None:
    assert resolved(unit(text, "1-4-1")) == expected


@pytest.mark.parametrize(
    ("text", "section"),
    [
        # Cloudcroft, NM: a page under its keyword-less heading (`1-4-1: GENERAL PENALTY 1 :`)
        ("1-4-1: GENERAL PENALTY 1 :\n   A.   Convicted Defined: As used in this section", "1-4-1"),
        # Jay, OK
        ("9-4-1: DEFINITION: The following words and phrases, whenever used", "9-4-1"),
        # a contents list of several sections is no one section's page
        ("SECTION: 1-4-1: General Penalty\n1-4-2: Labor In Default Of Payment", ""),
    ],
)
def test_a_page_under_a_bare_colon_heading_is_that_section(text: str, section: str) -> None:
    assert page_section(text)[2] == section


@pytest.mark.parametrize(
    ("text", "section", "chapter", "expected"),
    [
        # Stockbridge, GA: a dotted code's article heading over its chapter's sections
        (
            "Article III. - Insurance Companies and Agents[1]\n3.16.120 - License fee levied.\n",
            "3.16.120",
            "3.16",
            "Chapter 3.16, Article III",
        ),
        # before the excerpt's first article heading: the article before it
        (
            "3.16.095 - Due compensation.\nArticle III. - Insurance\n",
            "3.16.095",
            "3.16",
            "Chapter 3.16, Article II",
        ),
        # a page with no section number is in no article by its headings
        ("Article III. - Insurance\nThe fee.\n", "", "3.16", None),
    ],
)
def test_a_dotted_codes_article_heading_places_its_sections(
    text: str, section: str, chapter: str, expected: str | None
) -> None:
    start = text.find(section) if section else len(text)
    assert article_at(text, start, section, chapter) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # West Haven, UT, § 10.99: a number and its period glued to a lettered path
        (
            "as provided in division (A)(1)(a)1. of this section, and",
            [("division (A)(1)(a)1. of this section", "10.99(A)(1)(a)(1)")],
        ),
        (
            "under Division (A)(1)(a)2. of this section.",
            [("Division (A)(1)(a)2. of this section", "10.99(A)(1)(a)(2)")],
        ),
    ],
)
def test_a_number_glued_after_a_lettered_path(text: str, expected: list[tuple[str, str]]) -> None:
    chain = ["10.99(A)", "10.99(A)(1)", "10.99(A)(1)(a)", "10.99(A)(1)(a)(1)", "10.99(A)(1)(a)(2)"]
    index = build_index(["10.99"], [(s, s[: s.rfind("(")]) for s in chain])
    u = unit(text, "10.99")
    got = [
        (r.raw, r.target) for c in find_citations(u, sentences=None) for r in resolve(c, u, index)
    ]
    assert got == expected


# Fort Pierre, SD, chapter 72's penalty section, a page that prints no number of its own.
FORT_PIERRE = (
    "(A) Any person violating any provision of this chapter for which no specific penalty is "
    "prescribed shall be subject to § 70.99 of this code.\n(C) The owner … as of January 1, "
    "2002, being 36 C.F.R. pt. 1191.\n(D) Any vehicle in direct violation of § 72.08 of this "
    "chapter shall be fined $50"
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # the chapter its citations of the chapter's two-level sections say
        ("this chapter", "72"),
        # the chapter's own section, never the C.F.R. title said before it
        ("§ 72.08 of this chapter", "72.08"),
    ],
)
def test_a_page_with_no_number_takes_its_chapter_from_its_citations(
    raw: str, expected: str
) -> None:
    u = TextUnit(node="", kind=UnitKind.SECTION, text=FORT_PIERRE, document="t")
    got = dict(resolved(u, ("72.08",), Scheme.TWO_LEVEL))
    assert got[raw] == expected


@pytest.mark.parametrize(
    ("address", "section", "chapter", "expected"),
    [
        # Brevard County, FL: the page's article and the division in it
        (
            "coorbrcoflvoii_ch62_artxiii_div5_subdivi_sec62-4451",
            "62-4451",
            "62",
            ("Chapter 62, Article XIII", "Chapter 62, Article XIII, Division 5"),
        ),
        # South Bay, FL: an appendix's article
        ("coor_apxa_artxxiv_sec24.1", "Appendix A, 24.1", None, ("Appendix A, Article XXIV", None)),
        # another chapter's address places nothing
        ("coor_ch11_artvii_div1_sec11-383", "12-383", "12", (None, None)),
    ],
)
def test_an_elaws_address_places_its_section(
    tmp_path: Path,
    address: str,
    section: str,
    chapter: str | None,
    expected: tuple[str | None, str | None],
) -> None:
    (tmp_path / "SOURCE.md").write_text(
        f"| `page.txt` | http://x.elaws.us/code/{address} | whole |\n"
    )
    u = TextUnit(
        node=section,
        kind=UnitKind.SECTION,
        text="",
        document="page.txt",
        section=section,
        chapter=chapter,
    )
    placed = addressed(u, tmp_path, "page.txt")
    assert (placed.article, placed.division) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # North Canton, OH: the publisher's page link over the chapter's text
        ("Chapter 501 General Provisions and Penalty\nDownload or Print this Chapter\n", []),
        ("Print this Chapter\n", []),
        # the same words in a rule are a citation
        (
            "No person shall print copies of the forms this chapter requires.",
            [("this chapter", "501")],
        ),
    ],
)
def test_a_page_link_is_no_citation(text: str, expected: list[tuple[str, str]]) -> None:
    assert resolved(unit(text, "501.01")) == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Cherokee County, GA, chapter 54's editor's note: the deleted article is cited
        (
            "Editor's note— An ordinance repealed former art. III, and enacted a new art. III.",
            "54-80",
            [("art. III", "Chapter 54, Article III"), ("art. III", "Chapter 54, Article III")],
        ),
        # Dougherty County, GA: a deleted section, and a chapter's article
        (
            "at the discretion of the editor. Former § 2-10-2 pertained to the tax levy.",
            "2-10-3",
            [("§ 2-10-2", "2-10-2")],
        ),
        (
            "Former Ch. 2-10, Art. II, pertained to insurance business",
            "2-10-40",
            [("Ch. 2-10, Art. II", "Chapter 2-10, Article II")],
        ),
        # Madison, ME: the superseded chapter of the same number is no citation
        (
            "This chapter repeals and replaces former Ch. 478, Shoreland Zoning, adopted 2020.",
            "478-1",
            [("This chapter", "478")],
        ),
        # `formerly` names a prior number, never cited
        (
            "This section was formerly Section 17.04.010.",
            "17.04.020",
            [("This section", "17.04.020")],
        ),
    ],
)
def test_a_former_article_or_section_is_cited(
    text: str, section: str, expected: list[tuple[str, str]]
) -> None:
    assert resolved(unit(text, section)) == expected
