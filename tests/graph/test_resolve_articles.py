"""Structure follows the citing code's numbering scheme, continued from `test_resolve_schemes.py`:
whole-number chapters, `this subsection` where the text names its paragraphs, articles of codes
whose chapters are called articles, article-section codes, bare numbers the corpus holds."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import unit, unit_targets

from graph.find import find_citations
from graph.records import SubsectionSpan, UnitKind
from graph.resolve import build_index, resolve
from parsers.schemes import Scheme

# Detroit, MI (seen/detroit-mi): the build places `Sec. 50-2-1` in chapter 50 under no title (its
# `ARTICLE II` heading numbers the middle part), so a whole chapter number is that chapter; where
# the build gives the registry's chapter `50-2` in title 50, it is the title's chapter.
WHOLE_CHAPTERS: list[tuple[str | None, str | None, str]] = [
    ("50", None, "2"),
    ("50-2", "50", "50-2"),
]


@pytest.mark.parametrize(("chapter", "title", "expected"), WHOLE_CHAPTERS)
def test_a_chapter_of_a_code_whose_chapters_are_whole_numbers(
    chapter: str | None, title: str | None, expected: str
) -> None:
    text = "Cross reference— Administration generally, Ch. 2."
    placed = replace(unit(text, "50-2-1"), chapter=chapter, title=title)
    assert unit_targets(placed, build_index(["50-2-1"], [])) == [("chapter", expected)]


# Jefferson Parish, LA, § 36-12 (seen/jefferson-parish-la): subsection (a)'s text calls its
# members paragraphs (`paragraph (2) of this subsection`), so `this subsection` inside (a)(3) is
# (a); Springboro, OH, § 434.01 (open/) names no paragraphs, and `this subsection` inside
# (e)(1) is (e)(1).
SEC_36_12 = (
    "(a)\n(1)\nThe load on a vehicle shall not drop.\n(2)\nAny load of loose material shall be "
    "covered.\n(3)\nAny violation of paragraph (2) of this subsection shall be punishable. In "
    "lieu of the fine which would otherwise be imposed for violations of this subsection, the "
    "court may require community service.\n"
)
SEC_434_01 = (
    "(e)\n(1)\nIn addition to the penalties, the court shall impose a class suspension for a "
    "violation of this subsection.\n"
)
# Jefferson Parish § 27-156(j)(1): the subsection calls itself `this subsection (1)`.
SEC_27_156 = (
    "(j)\nEnforcement.\n(1)\nCompliance order.\na.\nWhenever the director finds a violation, he "
    "may issue a compliance order in accordance with this subsection, or he may bring a civil "
    "action in accordance with this\nsubsection (1).\n"
)
# A subsection whose text is a lead-in its items complete (Austin, TX, § 25-2-1406(5), seen/;
# Jefferson Parish § 4-32(6), open/): `this subsection` inside an item is the subsection; a
# caption ending with a colon (Jefferson Parish § 2-36(i)) leads nothing in.
SEC_25_2_1406 = (
    "(5)\nfor a single-family residential use on an existing legal lot platted on or before "
    "August 15, 2024 or a secondary apartment special use on an existing legal lot:\n(a)\nmay "
    "reduce the required minimum lot area to 2,500 square feet;\n(d)\na lot that is aggregated "
    "with other property to form a site may not be disaggregated to satisfy this subsection; and\n"
)
SEC_4_32 = (
    "(6)\nPermit any disturbance of the peace, obscenity or any lewd, immoral or improper "
    "entertainment, conduct or practice on the licensed premises:\na.\nAttire and conduct. The "
    "following acts or conduct on licensed premises are deemed to constitute lewd, immoral or "
    "improper entertainment as prohibited by this subsection.\n"
)
SEC_2_36 = (
    "(i)\nTime limitation on public address to council:\n(1)\nThe opponents and proponents "
    "shall be limited per topic.\n(2)\nAny speaking time during such public hearing shall not be "
    "applied to the time limitations set forth in this subsection.\n"
)
THIS_SUBSECTION: list[tuple[str, str, list[tuple[str, str, str]], list[tuple[str, str]]]] = [
    (
        SEC_27_156,
        "27-156",
        [("(j)", "(j)", ""), ("(j)(1)", "(1)", ""), ("(j)(1)(a)", "a.", "")],
        [("subsection", "27-156(j)(1)"), ("subsection", "27-156(j)(1)")],
    ),
    (
        SEC_36_12,
        "36-12",
        [
            ("(a)", "(a)", ""),
            ("(a)(1)", "(1)", "(2)"),
            ("(a)(2)", "(2)", "(3)"),
            ("(a)(3)", "(3)", ""),
        ],
        [("subsection", "36-12(a)(2)"), ("subsection", "36-12(a)")],
    ),
    (
        SEC_434_01,
        "434.01",
        [("(e)", "(e)", ""), ("(e)(1)", "(1)", "")],
        [("subsection", "434.01(e)(1)")],
    ),
    (
        SEC_25_2_1406,
        "25-2-1406",
        [("(5)", "(5)", ""), ("(5)(a)", "(a)", "(d)"), ("(5)(d)", "(d)", "")],
        [("subsection", "25-2-1406(5)")],
    ),
    (SEC_4_32, "4-32", [("(6)", "(6)", ""), ("(6)(a)", "a.", "")], [("subsection", "4-32(6)")]),
    (
        SEC_2_36,
        "2-36",
        [("(i)", "(i)", ""), ("(i)(1)", "(1)", "(2)"), ("(i)(2)", "(2)", "")],
        [("subsection", "2-36(i)(2)")],
    ),
]


@pytest.mark.parametrize(("text", "section", "opens", "expected"), THIS_SUBSECTION)
def test_this_subsection_where_the_text_names_its_paragraphs(
    text: str, section: str, opens: list[tuple[str, str, str]], expected: list[tuple[str, str]]
) -> None:
    """`opens`: each subsection's path, the label line that opens it and the one that ends it
    (none: the end of the text)."""

    def at(label: str) -> int:
        return text.index(label + "\n") if label else len(text)

    starts = [(section + path, at(label)) for path, label, _ in opens]
    spans = tuple(SubsectionSpan(section + path, at(label), at(end)) for path, label, end in opens)
    placed = replace(unit(text, section), subsections=spans)
    index = build_index([section], [(node, section) for node, _ in starts])
    assert unit_targets(placed, index) == expected


# Rivergrove, OR (seen/rivergrove-or): `## ARTICLE 4` over `Section 4.060` calls the two-level
# code's chapters articles, so `Article 8` is chapter 8's; a chapter-dash code's `Chapter 4,
# Article II` keeps its articles within the chapter.
ARTICLES_CALLED: list[tuple[str, str, str, str]] = [
    ("4.060", "4", "Chapter 4, Article 4", "Chapter 8, Article 8"),
    ("4-31", "4", "Chapter 4, Article II", "Chapter 4, Article 8"),
    ("4-31", "4", "Chapter 4, Article 4", "Chapter 4, Article 8"),
]


@pytest.mark.parametrize(("section", "chapter", "article", "expected"), ARTICLES_CALLED)
def test_an_article_of_a_code_whose_chapters_are_called_articles(
    section: str, chapter: str, article: str, expected: str
) -> None:
    text = "the hearing shall be held as provided in Article 8 of this code"
    placed = replace(unit(text, section), chapter=chapter, article=article)
    assert unit_targets(placed, build_index([section], [])) == [("article", expected)]


# Culpeper County, VA (open/culpeper-county-va): an article-section zoning ordinance, `Article
# 8A` over §§ 8A-1…; its text citing its own first part as an article says its chapters are
# articles, so `Article 23` is 23-…'s; a letter is part of the article's number, and `Article
# 8E-9-2.4` names no article 8. Without that signal a chapter-dash code's articles stay its
# chapter's.
CULPEPER: list[tuple[str, str, list[tuple[str, str | None]]]] = [
    (
        "8A-8",
        "the provisions of this Article 8A generally supersede any ordinance",
        [("article", "Chapter 8A, Article 8A")],
    ),
    (
        "8A-8",
        "as required by Article 8A, and subject to Article 23 of the Zoning Ordinance.",
        [("article", "Chapter 8A, Article 8A"), ("article", "Chapter 23, Article 23")],
    ),
    (
        "8A-8",
        "the provisions of this Article 8A. The Administrator of this Article shall",
        [("article", "Chapter 8A, Article 8A"), ("article", "Chapter 8A, Article 8A")],
    ),
    (
        "8E-9",
        "shall comply with Article 8E-9-2.4 of the Culpeper County Code",
        [("section", "8E-9-2.4")],
    ),
    ("8E-9", "shall comply with Article 8E-9-2.4 of the lease", []),
    ("8E-9", "the Administrator of this Article shall", []),
    (
        "6-14-3",
        "subject to Article 23 of the Zoning Ordinance",
        [("article", "Chapter 6-14, Article 23")],
    ),
]


@pytest.mark.parametrize(("section", "text", "expected"), CULPEPER)
def test_an_article_section_code(
    section: str, text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert unit_targets(unit(text, section), build_index([section], [])) == expected


# Culpeper § 8E-9 and § 8E-14 never print `Article 8E` alone; the corpus holding that article
# says the code's first part is its article.
def test_an_article_the_corpus_holds_numbered_as_the_chapter() -> None:
    index = build_index(["8E-9"], [], articles=["Article 8E"])
    text = "referred to the Planning Commission pursuant to this Article;"
    assert unit_targets(unit(text, "8E-9"), index) == [("article", "Chapter 8E, Article 8E")]


# Waterloo, IA, traffic code: bare section numbers the corpus holds are this code's; an
# ordinance's own `Section 2` and a number the corpus lacks stay unresolved.
@pytest.mark.parametrize(
    ("kind", "text", "expected"),
    [
        (
            UnitKind.SECTION,
            "The provisions of Section 119 through 126 inclusive and Section 138 shall apply",
            [("119", True), ("126", True), ("138", True)],
        ),
        (UnitKind.SECTION, "under CEQA, including Section 15183, and", [(None, False)]),
        (UnitKind.ORDINANCE, "as provided in Section 119, the fee is due", [(None, False)]),
    ],
)
def test_a_bare_number_the_corpus_holds_is_this_codes(
    kind: UnitKind, text: str, expected: list[tuple[str | None, bool]]
) -> None:
    u = replace(unit(text, "120"), kind=kind, section=None, chapter=None, title=None)
    index = build_index(["119", "120", "126", "138"], [])
    found = [
        (r.target, r.resolved)
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
        if not r.expanded
    ]
    assert found == expected


# Ray County, MO (open/ray-county-mo): `Article 20` over `20.1 County Commission` makes the
# code article-section (`parsers.schemes.Scheme.ARTICLE_SECTION`), where an article's number of
# a section's shape is that section's. Decided by the headings only: a two-level code without
# them keeps `Article 30.2` an article of the citing chapter, never a section.
RAY_COUNTY: list[tuple[str, str, Scheme | None, list[tuple[str, str | None]]]] = [
    ("20.1", "action to approve or deny such applications. (See Article 30.2)",
     Scheme.ARTICLE_SECTION, [("section", "30.2")]),
    ("20.3", "for taking final action on such appeal. (See Article 30.14)",
     Scheme.ARTICLE_SECTION, [("section", "30.14")]),
    ("30.1", "(See Zoning District Hierarchy, Article 40.1)",
     Scheme.ARTICLE_SECTION, [("section", "40.1")]),
    ("10.7", "the Purpose and Intent set out in Article 10.7.",
     Scheme.ARTICLE_SECTION, [("section", "10.7")]),
    ("10.7", "set out in Article 10.7.  Also see Article 150.1.",
     Scheme.ARTICLE_SECTION, [("section", "10.7"), ("section", "150.1")]),
    # a bare article of three digits is the article the sections of its number stand in
    ("10.4", "in accordance with Article 140 of these Zoning Regulations.",
     Scheme.ARTICLE_SECTION, [("article", "Chapter 140, Article 140")]),
    ("30.1", "as set forth in Article 160.", Scheme.ARTICLE_SECTION,
     [("article", "Chapter 160, Article 160")]),
    # a subsection's capital glued to the number, and its paragraph's digits
    ("20.3", "decisions shall be according to Article 30.11D4 and 30.14I.", Scheme.ARTICLE_SECTION,
     [("subsection", "30.11(D)(4)"), ("subsection", "30.14(I)")]),
    ("30.3", "based on the Approval Criteria of Article 30.3F.  T", Scheme.ARTICLE_SECTION,
     [("subsection", "30.3(F)")]),
    ("30.1", "aspects of applications.  See Article 20.4C.", Scheme.ARTICLE_SECTION,
     [("subsection", "20.4(C)")]),
    ("30.2", "shall be provided in accordance with Article 30.1H-2.", Scheme.ARTICLE_SECTION,
     [("subsection", "30.1(H)(2)")]),
    ("20.1", "action to approve or deny such applications. (See Article 30.2)",
     None, [("article", "Chapter 20, Article 30.2")]),
]  # fmt: skip


@pytest.mark.parametrize(("section", "text", "scheme", "expected"), RAY_COUNTY)
def test_an_article_numbered_as_a_section_in_an_article_section_code(
    section: str, text: str, scheme: Scheme | None, expected: list[tuple[str, str | None]]
) -> None:
    index = build_index([section, "20.4", "30.1"], [], scheme=scheme)
    assert unit_targets(unit(text, section), index) == expected


def test_a_bare_article_of_an_article_section_code_is_its_chapter() -> None:
    """Rivergrove's `Article 8`, in a code its headings decided is article-section."""
    text = "the hearing shall be held as provided in Article 8 of this code"
    placed = replace(unit(text, "4.060"), chapter="4", article="Chapter 4, Article 4")
    index = build_index(["4.060"], [], scheme=Scheme.ARTICLE_SECTION)
    assert unit_targets(placed, index) == [("article", "Chapter 8, Article 8")]


@pytest.mark.parametrize(
    ("section", "text", "expected"),
    [
        # Ray County, MO: `30.1 General`, under `Article 30`
        ("30.1", "the procedures of this Article shall apply", "Chapter 30, Article 30"),
        ("140.4", "the procedures set out in this Article", "Chapter 140, Article 140"),
    ],
)
def test_this_article_of_an_article_section_code(section: str, text: str, expected: str) -> None:
    index = build_index([section], [], scheme=Scheme.ARTICLE_SECTION)
    assert unit_targets(unit(text, section), index) == [("article", expected)]
    assert unit_targets(unit(text, section), build_index([section], [])) == []


def test_a_glued_capital_the_corpus_has_as_a_section_is_that_section() -> None:
    """`Article 20.4C` where the code has a section `20.4C`: that section, not `20.4(C)`."""
    index = build_index(["30.1", "20.4", "20.4C"], [], scheme=Scheme.ARTICLE_SECTION)
    text = "aspects of applications.  See Article 20.4C."
    assert unit_targets(unit(text, "30.1"), index) == [("section", "20.4C")]


# `this division` where the text cites its subsections as divisions (Monroeville, IN, § 30.22,
# seen/): the enclosing subsection; where it never does (a Texas code's `hereafter in this
# division`, a division of a chapter), nothing is read.
THIS_DIVISION: list[tuple[str, list[tuple[str, str, str]], list[tuple[str, str]]]] = [
    (
        "(C)\nIf an ordinance prescribing a penalty for a violation is published under this "
        "division, it takes effect two weeks after the publication.\n(E)\nPublication under "
        "division (C) is sufficient.\n",
        [("(C)", "(C)", "(E)"), ("(E)", "(E)", "")],
        [("subsection", "30.22(C)"), ("subsection", "30.22(C)")],
    ),
    (
        'A board of adjustment (hereafter in this division, the "board") is established.\n',
        [],
        [],
    ),
]


@pytest.mark.parametrize(("text", "opens", "expected"), THIS_DIVISION)
def test_this_division_where_the_text_calls_its_subsections_divisions(
    text: str, opens: list[tuple[str, str, str]], expected: list[tuple[str, str]]
) -> None:
    def at(label: str) -> int:
        return text.index(label + "\n") if label else len(text)

    spans = tuple(SubsectionSpan("30.22" + path, at(label), at(end)) for path, label, end in opens)
    placed = replace(unit(text, "30.22"), subsections=spans)
    index = build_index(["30.22"], [("30.22" + path, "30.22") for path, _, _ in opens])
    assert unit_targets(placed, index) == expected


# Culpeper, VA, § 8E-9 (open/): parts numbered under the section open its lines (`8E-9-2.2 Refer
# such application …`); where the corpus knows the part as a section, `this section` on its line
# is that part, else the section.
CULPEPER_8E_9 = (
    "8E-9-2 Application process:\n8E-9-2.2 Refer such application and proposed modifications to "
    "the Advisory Committee, as this section provides.\n"
)
NUMBERED_PARTS: list[tuple[list[str], list[tuple[str, str]]]] = [
    (["8E-9", "8E-9-2.2"], [("section", "8E-9-2.2")]),
    (["8E-9"], [("section", "8E-9")]),
]


@pytest.mark.parametrize(("sections", "expected"), NUMBERED_PARTS)
def test_this_section_on_a_part_numbered_under_the_section(
    sections: list[str], expected: list[tuple[str, str]]
) -> None:
    placed = unit(CULPEPER_8E_9, "8E-9")
    assert unit_targets(placed, build_index(sections, [])) == expected


# South Bay, FL, Appendix A § 24.1 (seen/south-bay-fl): a lower-case article numbered in its
# chapter, the code named after them: that chapter's article, never the chapter alone.
@pytest.mark.parametrize(
    "text",
    [
        "A board of adjustment is hereby established [as provided in article IV of chapter 20 of"
        " the Code of Ordinances.] The word",
        "as provided in Article IV of Chapter 20 of the Code of Ordinances.",
    ],
)
def test_an_article_of_a_chapter_with_the_code_named(text: str) -> None:
    placed = replace(unit(text, "20-1"), chapter="20", title=None)
    index = build_index(["20-1"], [], articles=["Chapter 20, Article IV"])
    assert unit_targets(placed, index) == [("article", "Chapter 20, Article IV")]
