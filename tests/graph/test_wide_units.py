"""The wide citation benchmark's text units (`benchmarks/wide_units.py`), as a build would give
them: the footnotes before an excerpt's first section, a chapter's excerpts read as one text,
and a page's article from its breadcrumb heading (real excerpts of tests/graph/devset_wide/open)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from benchmarks.wide_spans import subsection_spans
from benchmarks.wide_units import canonical, carry_articles, code_scheme, page_article, units_of
from graph.records import TextUnit, UnitKind
from parsers.schemes import Scheme


@dataclass(frozen=True)
class Cited:
    file: str
    start: int
    section: str


# Jefferson Parish, LA, chapter 13: Article V's heading and footnote, then § 13-61.
ARTICLE_V = (
    "### ARTICLE V. - COMMUNICATIONS DISTRICT\nFootnotes:\n--- (4) --Editor's note— At the "
    "editor's discretion, Ord. Nos. 15253, 15353 and part of 15267 have been included as art.\n"
    "V, §§ 13-61—13-63.\n##### Sec. 13-61. - Emergency telephone service charge.  \n\n(a)\nThe "
    "parish council finds"
)


def test_the_footnotes_before_the_first_section_are_a_unit() -> None:
    truths = [Cited("f", 150, ""), Cited("f", 260, "13-61")]
    units = units_of(ARTICLE_V, "f", truths)
    (lead_at, lead), (first_at, first) = units
    assert (lead_at, lead.kind, lead.section, lead.chapter) == (0, UnitKind.PARAGRAPH, None, "13")
    assert lead.article == "Chapter 13, Article V"
    heading = ARTICLE_V.index("##### Sec. 13-61")
    assert len(lead.text) == heading and first.section == "13-61"
    assert "Editor's note" in lead.text and "COMMUNICATIONS" not in lead.text  # heading blanked
    assert first_at == ARTICLE_V.index("\n", heading) + 1  # the section's body
    # a unit there whether or not the truth cites from it: what the finder reads there counts
    assert [u.section for _, u in units_of(ARTICLE_V, "f", truths[1:])] == [None, "13-61"]


def test_navigation_lines_before_the_first_section_are_blanked() -> None:
    text = "Sec. 6-14-1. Definitions.\nSecs. 6-14-13—6-14-30. Reserved.\nSee § 6-24-90.\n"
    text += "Sec. 6-14-1. Definitions.\n(a) Text."
    truths = [Cited("f", len(text) - 3, "6-14-1")]
    units_of_text = units_of(text, "f", truths)
    lead = units_of_text[0][1]
    assert len(lead.text) == text.index("Sec. 6-14-1. Definitions.\n(a)")
    assert lead.text.split() == ["See", "§", "6-24-90."]


def _section(number: str, chapter: str, article: str | None) -> TextUnit:
    return TextUnit(number, UnitKind.SECTION, "", "f", number, chapter, chapter, article)


def test_a_chapters_excerpts_are_read_in_the_order_of_their_sections() -> None:
    """Jefferson Parish: §§ 4-32 to 4-34 follow § 4-31 of Article II in another excerpt."""
    units = [
        _section("4-31", "4", "Chapter 4, Article II"),
        _section("4-33", "4", None),
        _section("4-2", "4", None),  # before any known article: none
        _section("13-61", "13", None),  # another chapter: none
    ]
    assert [u.article for u in carry_articles(units)] == [
        "Chapter 4, Article II",
        "Chapter 4, Article II",
        None,
        None,
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Andover, KS (citycode.net): a lettered appendix's article
        (
            "APPENDIX C – ZONING REGULATIONSAPPENDIX C – ZONING REGULATIONS\\ARTICLE 10. BOARD OF "
            "ZONING APPEALS\n\nThe Planning Commission",
            "Chapter C, Article 10",
        ),
        # Russell, KS (citycode.net, seen/russell-ks): a roman chapter, a mixed-case article
        (
            "CHAPTER XVI. ZONING AND PLANNINGCHAPTER XVI. ZONING AND PLANNING\\Article 4. Board "
            "Of Zoning Appeals\n\nA board of zoning appeals is hereby created.",
            "Chapter XVI, Article 4",
        ),
        # an eCode360 page that shows no heading
        ("A. \nZoning Officer. The Town Board shall appoint", None),
    ],
)
def test_a_pages_article_from_its_breadcrumb(text: str, expected: str | None) -> None:
    assert page_article(text) == expected


# Detroit, MI, chapter 50 (seen/detroit-mi): `ARTICLE II` over `Sec. 50-2-1` numbers the middle
# part; Athens-Clarke, GA (open/): `ARTICLE 2` over `Sec. 6-14-21`, whose middle part is its
# chapter's (6-14), not the article's.
ARTICLE_OVER_NUMBERS: list[tuple[str, str, str, str | None, str | None]] = [
    (
        "ARTICLE II. - REVIEW AND DECISION-MAKING BODIES\nCross reference— Administration "
        "generally, Ch. 2.\nDIVISION 1. - CITY COUNCIL\nSec. 50-2-1. - Powers and duties.\nThe "
        "City Council shall have the following powers and duties under this chapter:\n",
        "50-2-1",
        "50",
        None,
        "Chapter 50, Article II",
    ),
    (
        "ARTICLE 2. - LICENSES\nSec. 6-14-21. - License required.\nNo person shall operate a "
        "vehicle for hire under this chapter:\n",
        "6-14-21",
        "6-14",
        "6",
        "Chapter 6-14, Article 2",
    ),
    (  # Roswell GA (seen/roswell-ga): a dotted article heading numbers the registry's chapter,
        # the excerpt cut after the code's `Chapter 10` heading: chapter 10, article 10.6
        "Article 10.6 - Financial Institutions \n\nSection 10.6.1 - Banks\u2014License Tax "
        "Levied. \nThere is hereby levied a license tax as defined and allocated in this chapter",
        "10.6.1",
        "10",
        "10",
        "Chapter 10, Article 10.6",
    ),
    (  # a dotted section under no article heading: the registry's split
        "Section 10.6.1 - Banks. \nThere is hereby levied a license tax under this chapter",
        "10.6.1",
        "10.6",
        "10",
        None,
    ),
    (  # a three-level hyphenated section under no article heading: the registry's split
        "Sec. 5-2-7. - Permits.\n(a) Under this chapter:\n",
        "5-2-7",
        "5-2",
        "5",
        None,
    ),
    (  # Spanish Fork UT: four-level dotted, title 15 (not its chapter 15.1.04), as a build's ids
        "15.1.04.080 Severability.\nIf any provision of this chapter or of this Title is held",
        "15.1.04.080",
        "15.1.04",
        "15",
        None,
    ),
]


@pytest.mark.parametrize(("text", "section", "chapter", "title", "article"), ARTICLE_OVER_NUMBERS)
def test_an_article_heading_that_numbers_the_middle_part(
    text: str, section: str, chapter: str, title: str | None, article: str | None
) -> None:
    at = text.index("this chapter")
    units = units_of(text, "f", [Cited("f", at, section)])
    unit = next(u for _, u in units if u.section == section)
    assert (unit.chapter, unit.title, unit.article) == (chapter, title, article)
    assert all(u.chapter == chapter and u.title == title for _, u in units)


# Chagrin Falls, OH, § 303.01 (seen/chagrin-falls-oh): labels printed after a Markdown list's
# number and emphasised; a wrapped citation's `(a) of this section` opening a line is no label.
CHAGRIN = (
    "1. _(a)_ No person shall fail to comply.\n\n"
    "2. _(b)_ No person shall operate a motor vehicle.\n\n"
    "    1. _(1)_ In committing the offense.\n\n"
    "4. _(d)_ In addition to any other sanction imposed for a violation of subsection\n"
    "(a) of this section or a misdemeanor violation of subsection (b) of this\n"
    "section, the court shall impose a class five suspension.\n"
)


def test_emphasised_labels_after_a_list_number() -> None:
    spans = subsection_spans(CHAGRIN, "303.01")
    assert [s.id for s in spans] == ["303.01(a)", "303.01(b)", "303.01(b)(1)", "303.01(d)"]
    assert spans[-1].end == len(CHAGRIN)


# Alpharetta, GA, chapter 4 (seen/alpharetta-ga): the excerpt opens inside Article XVII, whose
# heading it does not show; its sections stand before `ARTICLE XVIII`. A chapter heading between
# them, or an article I after them, says nothing of theirs.
ARTICLE_BEFORE: list[tuple[str, str | None]] = [
    (
        "Sec. 4-422. - Definitions.\n    The following words, when used in this article, shall "
        "have the meanings\nARTICLE XVIII. - SPECIAL PROVISIONS AND EXCEPTIONS\nSec. 4-449. - "
        "General.\n",
        "Chapter 4, Article XVII",
    ),
    (
        "Sec. 4-422. - Definitions.\n    when used in this article\nARTICLE 3. - FEES\n",
        "Chapter 4, Article 2",
    ),
    (
        "Sec. 4-422. - Definitions.\n    when used in this article\nCHAPTER 8 - BUILDINGS\n"
        "ARTICLE II. - CODES ADOPTED\n",
        None,
    ),
    ("Sec. 4-422. - Definitions.\n    when used in this article\nARTICLE I. - IN GENERAL\n", None),
]


@pytest.mark.parametrize(("text", "expected"), ARTICLE_BEFORE)
def test_the_article_before_the_next_article_heading(text: str, expected: str | None) -> None:
    units = units_of(text, "f", [Cited("f", text.index("this article"), "4-422")])
    assert [u.article for _, u in units if u.section == "4-422"] == [expected]


# Gainesville, FL (seen/gainesville-fl) and China Grove, NC (seen/china-grove-nc): a heading of a
# section the truth names nothing in ends the unit before it, as a build's units do.
OTHER_HEADINGS: list[tuple[str, str, str]] = [
    (
        "30-4.23",
        "Sec. 30-4.23.\u00a0Permitted uses.\n\nSee section 30-4.25.\n\n"
        "Sec. 30-4.24. Airport facility district.\n\nA. *Purpose.*\n",
        "30-4.24",
    ),
    (
        "13.3",
        "Section 13.3 Rezoning Process\n\nsee Chapter 10.\n\x0cSection 13.4 Text Amendment "
        "Process\n\n13.4.1 Planning Board Action\n",
        "13.4",
    ),
]


@pytest.mark.parametrize(("first", "text", "other"), OTHER_HEADINGS)
def test_a_heading_the_truth_names_nothing_in_ends_a_unit(
    first: str, text: str, other: str
) -> None:
    units = units_of(text, "f", [Cited("f", text.index("ee "), first)])
    assert [u.section for _, u in units] == [first, other]
    assert "Sec" not in units[0][1].text.replace("See", "").replace("see", "")
    assert units[1][1].text.lstrip().startswith(("A.", "13.4.1"))


def test_a_pages_front_matter_is_no_text() -> None:
    """Chagrin Falls, OH (seen/chagrin-falls-oh): the page's YAML front matter names its chapter,
    as metadata, not as a citation."""
    text = (
        '---\nlayout: chapter\nchapter_no: 303\ntitle: "Chapter 303: Enforcement"\n---\n\n'
        "## 303.01 Compliance\n\nNo person shall fail to comply with this chapter.\n"
    )
    units = units_of(text, "f", [Cited("f", text.index("this chapter"), "303.01")])
    lead = units[0][1]
    assert lead.section is None and lead.text.strip() == ""
    assert lead.text.count("\n") == text[: len(lead.text)].count("\n")  # offsets and lines kept


# Caldwell, ID: one page under `ARTICLE 3`, another (article 1) showing no article heading.
CALDWELL_ARTICLE_3 = "Loading...\nARTICLE 3\nADMINISTRATIVE PROCEDURES\n10-03-01: Annexations\n"
CALDWELL_10_01_02 = "10-01-02: AUTHORITY AND PURPOSE:\n   (1)   Authority: This chapter is adopted"


def test_a_code_whose_article_headings_number_the_middle_part_is_chapter_article() -> None:
    sections = ["10-03-01", "10-01-02"]
    scheme = code_scheme([CALDWELL_ARTICLE_3, CALDWELL_10_01_02], sections)
    assert scheme is Scheme.CHAPTER_ARTICLE
    truths = [Cited("f", 0, "10-01-02")]
    (_, unit), *_ = units_of(CALDWELL_10_01_02, "f", truths, scheme)
    assert (unit.chapter, unit.title) == ("10", None)
    (_, alone), *_ = units_of(CALDWELL_10_01_02, "f", truths)
    assert alone.chapter == "10-01"  # the page alone says nothing of articles


# Ray County, MO (open/ray-county-mo): `Article 20 Review and Decision-Making Bodies` over
# `20.1 County Commission`: the article heading numbers the first part of its sections.
RAY_ARTICLE_20 = "Article 20 Review and Decision-Making Bodies\n\n20.1 County Commission\n"


def test_a_code_whose_article_headings_number_the_first_part_is_article_section() -> None:
    assert code_scheme([RAY_ARTICLE_20], ["20.1", "20.4"]) is Scheme.ARTICLE_SECTION
    assert code_scheme(["20.1 County Commission\n"], ["20.1", "20.4"]) is Scheme.TWO_LEVEL


@pytest.mark.parametrize(
    ("target", "kind", "expected"),
    [
        # Sandy Springs GA's truth writes a lettered part glued on by a period
        ("6.1.4.B", "subsection", "6.1.4(B)"),
        ("11.7.5.B", "subsection", "11.7.5(B)"),
        ("6.1.4(B)", "subsection", "6.1.4(B)"),
        # a four-level dotted section stays whole: its last part is digits, no label
        ("15.3.16.020", "section", "15.3.16.020"),
        ("17-13-0107-A2", "subsection", "17-13-0107(A)(2)"),
    ],
)
def test_canonical_labels_however_printed(target: str, kind: str, expected: str) -> None:
    assert canonical(target, kind) == expected


# Pages whose truth names no section (part M): one section under its printed heading is that
# section, as a build numbers it (its chapter for `this chapter`); a page that opens in its text,
# or shows two headings, is in none.
PAGE_SECTIONS = [
    (
        "§ 152.999 PENALTY.\n   (A)   Any person who violates any provision of this chapter",
        "152.999",
        "152",
    ),
    (
        "§ 1-7. General penalty; violations of Code, ordinance, or state law.  \n\n\nLatest "
        "version.\n  • (a)\n\n    In this section the term",
        "1-7",
        "1",
    ),
    (
        "§ 10.99 GENERAL PENALTY.\n   (A)   General penalty. The doing of any act prohibited",
        "10.99",
        "10",
    ),
    (
        "Whenever the standards and specifications in this chapter conflict with those",
        None,
        None,
    ),
    (
        "Sec. 12.1.1. - Rules of Interpretation \nA. Words used in this Development Code\n"
        "Sec. 12.1.2. - Abbreviations \nThe following abbreviations appear",
        None,
        None,
    ),
]


@pytest.mark.parametrize(("text", "section", "chapter"), PAGE_SECTIONS)
def test_a_page_of_one_section_under_its_heading(
    text: str, section: str | None, chapter: str | None
) -> None:
    ((start, unit),) = units_of(text, "f", [Cited("f", len(text) - 5, "")])
    assert (unit.section, unit.chapter) == (section, chapter)
    assert start == (text.index("\n") + 1 if section else 0)  # the heading is no text of it
