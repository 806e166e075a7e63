"""Structure follows the citing code's numbering scheme (`parsers.schemes`): "this chapter",
bare chapter and article numbers and two-level section numbers, in every scheme."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import targets, unit, unit_targets

from graph.find import find_citations, short_names
from graph.records import CitationKind, Reference, TextUnit, UnitKind
from graph.resolve import build_index, resolve


@pytest.mark.parametrize(
    ("section", "text", "expected"),
    [
        # three-level dotted (the seeds' scheme): unchanged
        ("17.62.050", "the provisions of this chapter", [("chapter", "17.62")]),
        ("17.62.050", "as required by Chapter 36", [("chapter", "17.36")]),
        ("17.62.050", "see Article 2", [("article", "Title 17, Article 2")]),
        # three-level hyphenated: the chapter of 8-3-4 is 8-3 (Athens-Clarke, GA)
        ("8-3-4", "the requirements of this chapter", [("chapter", "8-3")]),
        ("5-2-7", "This chapter applies", [("chapter", "5-2")]),
        ("8-3-4", "as provided in Chapter 8-6 of this title", [("chapter", "8-6")]),
        ("6-14-3", "under Chapter 12-7", [("chapter", "12-7")]),
        ("6-14-3", "Article 4", [("article", "Chapter 6-14, Article 4")]),
        # chapter-dash-dotted: the chapter of 12-3.10 is 12
        ("12-3.10", "the purposes of this chapter", [("chapter", "12")]),
        ("33-1.7", "Chapter 40 of this Code", [("chapter", "40")]),
        # chapter-dash: a bare chapter number is the chapter itself
        ("12-28", "licensed under this chapter", [("chapter", "12")]),
        ("12-28", "see Chapter 13", [("chapter", "13")]),
        ("4-17", "as set out in Article 2", [("article", "Chapter 4, Article 2")]),
        # two-level dotted (Codified Ordinances): the chapter of 1105.04 is 1105
        ("1105.04", "the districts of this chapter", [("chapter", "1105")]),
        ("434.01", "a violation of Section 434.03", [("section", "434.03")]),
        ("434.01", "penalties in Section 404.99(b)", [("subsection", "404.99(b)")]),
        ("434.01", "See Chapter 404", [("chapter", "404")]),
        # abbreviations and Roman-numbered articles (Roanoke, VA; Jefferson Parish, LA)
        ("13-6", "as set out in art. VI of this chapter", [("article", "Chapter 13, Article VI")]),
        ("20-2", "see Art. IV", [("article", "Chapter 20, Article IV")]),
        (
            "13-7",
            "See also art. VI of this chapter, § 13-74 et seq.",
            [("article", "Chapter 13, Article VI"), ("section", "13-74")],
        ),
        ("6-14-3", "under ch. 6-14", [("chapter", "6-14")]),
        ("13-61", "see Ch. 27", [("chapter", "27")]),
        ("4-32", "as provided in chapter 4 of this Code", [("chapter", "4")]),
        (
            "4-32",
            "see Ch. 1, General Provisions, Art. II",
            [("article", "Chapter 1, Article II")],
        ),
        ("20-26", "the provisions of this Article V", [("article", "Chapter 20, Article V")]),
        ("6-14-1", "in this Code section", [("section", "6-14-1")]),
        (
            "130.99",
            "Unless otherwise specified in this particular section, the",
            [("section", "130.99")],
        ),
        ("4-32", "the subchapter 4 rules", []),
        # an article right after a chapter is that chapter's, one citation (the truth of the
        # wide set: `Ch. 1, General Provisions, Art. II` is article II of chapter 1); a lower
        # case `article` only there
        ("1-11", "Biotechnology ( CHAPTER 6 , Article IV)", [("article", "Chapter 6, Article IV")]),
        ("1-11", "see Chapter 6, Art. IV", [("article", "Chapter 6, Article IV")]),
        (  # Austin's Markdown export: the chapter a link, the article after it
            "25-2-791",
            "as required by [Chapter 25-1](TIT25LADE_CH25-1GEREPR), Article 9 (*Certificates",
            [("article", "Chapter 25-1, Article 9")],
        ),
        (
            "4-33",
            "as required by chapter 4, article III herein",
            [("article", "Chapter 4, Article III")],
        ),
        ("4-33", "under article 2370 of the Civil Code", [("external", None)]),
        # a chapter right after its title is that title's, one citation (Edgar, WI)
        (
            "13-3-37",
            "created by Title 2, Chapter 4 of this Code of Ordinances",
            [("chapter", "2-4")],
        ),
        ("17.62.050", "see Title 17, Chapter 62", [("chapter", "17.62")]),
        # a range never runs backwards: `§ 13—6` is section 13-6 typeset with a dash, and an
        # ordinance's bare sections in its editor's note are none (Jefferson Parish, LA)
        (
            "13-7",
            "Editor's note— Ord. No. 16789, adopted Feb. 19, 1986, did not specifically amend "
            "this Code; hence inclusion\nof §§ 1—4 as § 13—6 was at the discretion",
            [("section", "13-6")],
        ),
        ("13-7", "see §§ 13-6—13-9", [("section", "13-6"), ("section", "13-9")]),
        # a wiki link prints its target before its text: the visible numbers are the citations
        # (Davis, CA)
        (
            "24.04.070",
            "exempt from sections Davis Municipal Code/24.02.020 24.02.020 and Davis Municipal "
            "Code/24.05.010 24.05.010, and section Davis Municipal Code/24.04.040 24.04.040(d).",
            [("section", "24.02.020"), ("section", "24.05.010"), ("subsection", "24.04.040(d)")],
        ),
        # …and with no keyword before it, the link's target repeating the visible number
        (
            "24.04.050",
            "as provided in Davis Municipal Code/24.04.070 24.04.070(c)(2), whichever; see Davis "
            "Municipal Code/6.01.040 § 6.01.040 of this Code; see http://x.org/Foo/12 12 here",
            [("subsection", "24.04.070(c)(2)"), ("section", "6.01.040")],
        ),
        # an HTML link's text after the keyword is the number (Springboro, OH)
        (
            "434.01",
            'the fines set forth in Section <A HREF="1ce9ca02.html">404.99</A>, a fine',
            [("section", "404.99")],
        ),
        # a three-level number `of this ordinance` is the code's section (a chapter that calls
        # itself an ordinance, China Grove, NC); an ordinance's own `Section 3` is none
        (
            "17.2.1",
            "advanced pursuant to Section 17.5.6 of this ordinance; Section 3 of this ordinance",
            [("section", "17.5.6")],
        ),
        # `that paragraph 4` is the paragraph 4 its sentence has just cited (Hall County, GA)
        (
            "3.110.030",
            "the rate in paragraph 4 of subsection B. of this section notwithstanding the "
            "limitation in that paragraph 4.",
            [("subsection", "3.110.030(B)(4)"), ("subsection", "3.110.030(B)(4)")],
        ),
        ("1-11", "the epoch (searched)", []),
        ("4-32", "Article VI of Chapter 20", [("article", "Chapter 20, Article VI")]),
        ("4-33", "under Article III, Chapter 4 herein.", [("article", "Chapter 4, Article III")]),
        ("3.110.030", "zoning regulations, tit. 17;", [("title", "Title 17")]),
        ("8.100", "as provided in Section 8.200 (a)", [("subsection", "8.200(a)")]),
        ("20-121", "of section 20-122.1 of the Code or any", [("section", "20-122.1")]),
        # codified ordinances number their chapters in the thousands (Chagrin Falls, OH); the
        # city's `Codified Ordinances` is its own code; a dotted code has no chapter `1143`
        ("1146.04", "as provided in Chapter 1143.", [("chapter", "1143")]),
        ("1146.01", "* Plans and drawings - see BLDG. Ch. 1305\n", [("chapter", "1305")]),
        (
            "1146.03",
            "as defined in Chapter 1111 of the Codified Ordinances",
            [("chapter", "1111")],
        ),
        ("17.62.050", "under Chapter 1143 of this code", [("chapter", None)]),
        ("1146.01", "in Chapter 2008-15 of the ordinances", []),
        # an article's division `of this chapter`: one citation, left unresolved (Jefferson
        # Parish, LA; Detroit, MI prints a comma before `of`)
        (
            "36-5",
            "as provided in Article V, Division 3 of this chapter.",
            [("division", None)],  # an article's division: no node, never the whole article
        ),
        (
            "36-5",
            "are addressed in Article III, Division 2, of this chapter);",
            [("division", None)],
        ),
        ("36-5", "see Article V, Division 3.", [("division", None)]),
        # a lower-case article alone after `See` (Gainesville, FL); in running text, none
        (
            "30-4.22",
            "F. *Planned development (PD).* See article III.\n\nG.",
            [("article", "Chapter 30, Article III")],
        ),
        ("30-4.22", "as set out in article III.", []),
        ("30-4.22", "See article III of the lease.", []),
        # title-colon: the chapter of 19:2-4 is 19:2
        ("19:2-4", "the members of this chapter", [("chapter", "19:2")]),
    ],
)
def test_structure_follows_the_citing_scheme(
    section: str, text: str, expected: list[tuple[str, str]]
) -> None:
    assert targets(text, section) == expected


def test_a_two_level_number_in_a_dotted_code_stays_unresolved() -> None:
    """`Section 4511.19` cited from a three-level dotted code is no section of it."""
    assert targets("under Section 4511.19", "17.62.050") == [("external", None)]


def test_this_article_is_the_article_the_text_sits_in() -> None:
    """`this article` resolves where the article is known: the unit's own (an export's
    `Chapter 60, Article I`), or the one a chapter-dash-dotted number names (`30-4.25` is in
    article 4 of chapter 30, when the code's sections mostly carry the decimal)."""
    text = "the provisions of this article apply"
    known = replace(unit(text, "60-1"), article="Chapter 60, Article I")
    assert unit_targets(known, build_index([], [])) == [("article", "Chapter 60, Article I")]
    dash_dotted = build_index(["30-4.25", "30-4.26", "30-5.1"], [])
    assert unit_targets(unit(text, "30-4.25"), dash_dotted) == [
        ("article", "Chapter 30, Article 4")
    ]
    assert unit_targets(unit(text, "12-28"), build_index(["12-27", "12-28"], [])) == []


def test_chapters_and_ranges_of_a_hyphenated_code() -> None:
    """The index knows `8-3` as the chapter of `8-3-4` (and `Title 8`), and a range of its
    sections expands over the chapter in number order (`8-3-10` after `8-3-9`)."""
    index = build_index(["8-3-1", "8-3-2", "8-3-9", "8-3-10", "8-3-11", "250-12"], [])
    assert {"8-3", "250"} <= index.chapters
    assert "Title 8" in index.titles and "Title 250" not in index.titles
    found = unit_targets(unit("under Sections 8-3-2 through 8-3-11", "8-3-1"), index)
    assert found == [("section", s) for s in ("8-3-2", "8-3-9", "8-3-10", "8-3-11")]


@pytest.mark.parametrize(
    ("section", "text"),
    [
        # Athens-Clarke, GA (a hyphenated code): Georgia's code has the same shape
        ("8-3-2", "as defined in O.C.G.A. § 12-7-6"),
        ("8-3-2", "in subsection (a) of O.C.G.A. § 12-7-8"),
        ("6-14-3", "Ga. Const. Art. 9, § 2, para. 3"),
        # Dacula, GA (chapter-dash): a three-level number is no section of it
        ("12-28", "under § 48-6-93 of the state code"),
        ("12-28", "O.C.G.A. tit. 46, ch. 3"),
        # Jefferson Parish, LA; Springboro, OH
        ("13-61", "La. R.S. tit. 33, § 9106"),
        ("434.01", "division (A)(5) of Ohio R.C. 4511.191"),
        # Hall County, GA (dotted): `Chapter 36-71` is no slip for a chapter 36.71 it lacks
        ("3.110.030", "pursuant to Chapter 36-71"),
    ],
)
def test_other_law_is_never_this_code(section: str, text: str) -> None:
    """Numbers another law prints in this code's shape stay outside it (external or
    unresolved), when the corpus knows what it holds."""
    index = build_index(["8-3-2", "6-14-3", "12-28", "13-61", "434.01", "3.110.030"], [])
    found = unit_targets(unit(text, section), index)
    assert all(kind == "external" or target is None for kind, target in found), found


def test_a_chapter_the_corpus_has_is_that_chapter() -> None:
    """`Chapter 110` in text that sits in no numbered section (a chapter's preamble) is the
    corpus's chapter 110 when it has one, and in a chapter-dash corpus any bare chapter number
    is that chapter; a dotted code's `Chapter 36` stays its title's."""
    paragraph = TextUnit("x#1", UnitKind.PARAGRAPH, "see Chapter 110 and Chapter 36", "x")
    dotted = build_index(["17.62.030"], [], chapters=["110"])
    assert unit_targets(paragraph, dotted) == [("chapter", "110"), ("chapter", None)]
    dashed = build_index(["110-1", "110-2"], [])
    assert unit_targets(paragraph, dashed) == [("chapter", "110"), ("chapter", "36")]
    assert unit_targets(unit("see Chapter 36", "17.62.030"), dotted) == [("chapter", "17.36")]


@pytest.mark.parametrize(
    ("text", "chapters", "expected"),
    [
        # Bellevue, KY: a cross reference to a chapter with a letter suffix the code holds
        ("Cross reference:\nPublic Meetings, Ch. 34A\n", ["34A"], [("chapter", "34A")]),
        # a chapter with a letter suffix the code does not hold stays unresolved
        ("Cross reference:\nPublic Meetings, Ch. 34A\n", [], [("chapter", None)]),
    ],
)
def test_an_alphanumeric_chapter_the_corpus_has(
    text: str, chapters: list[str], expected: list[tuple[str, str | None]]
) -> None:
    """A page that shows no section number (the scheme unknown): the corpus's chapters say."""
    index = build_index([], [], chapters=chapters)
    assert unit_targets(TextUnit("x#1", UnitKind.PARAGRAPH, text, "x"), index) == expected


def test_an_article_with_its_code_sections_is_this_codes() -> None:
    """`art. V, §§ 13-61—13-63` names this code's article and its sections (Jefferson Parish,
    LA); `Art. 9, § 2` is a constitution's (a section sign with a small number or a Roman)."""
    found = targets("included as art.\nV, §§ 13-61 and 13-63.", "13-61")
    assert found[0] == ("article", "Chapter 13, Article V")
    assert targets("Ga. Const. Art. 9, § 2, para. 3", "6-14-3")[0][0] != "article"


def test_a_chapter_named_by_its_own_short_name() -> None:
    """Jefferson Parish's chapter 33 calls itself the "UDC" in its first section: `this UDC`
    and `the UDC` in its other sections are chapter 33; `Article 2 of this UDC` stays one
    citation (the article); a name no node declares is nothing."""
    declaring = unit(
        "This chapter of the Jefferson Parish Code of Ordinances shall be known as the Jefferson"
        ' Parish Unified\nDevelopment Code, hereinafter referred to as the "UDC" or this Chapter.',
        "33-1.1",
    )
    names = short_names([declaring])
    assert names == {"UDC": Reference(CitationKind.CHAPTER, "33")}
    index = build_index(["33-1.1", "33-1.2"], [], names=names)
    text = (
        "The purpose of this UDC is to carry out the UDC. See Article 2 of this UDC for the NCGS."
    )
    u = unit(text, "33-1.2")
    found = [
        (r.raw, r.target)
        for c in find_citations(u, sentences=None, names=index.names)
        for r in resolve(c, u, index)
    ]
    assert found == [
        ("this UDC", "33"),
        ("the UDC", "33"),
        ("Article 2 of this UDC", "Chapter 33, Article 2"),
    ]


def test_this_section_in_a_part_of_a_two_level_section() -> None:
    """China Grove's UDO: `Section 9.8` holds parts `9.8.1`, `9.8.2`; "this Section" in 9.8.1 is
    9.8 when the corpus knows 9.8 as a section. Not so where the parent is a chapter
    (`17.62.050`), nor for a chapter-dash section inserted after another (`20-122.1`)."""
    text = "the standards of this Section apply"
    parts = build_index(["9.8", "9.8.1", "9.8.2"], [])
    assert unit_targets(unit(text, "9.8.1"), parts) == [("section", "9.8")]
    west = build_index(["17.62.050"], [])
    assert unit_targets(unit(text, "17.62.050"), west) == [("section", "17.62.050")]
    inserted = build_index(["20-122", "20-122.1"], [])
    assert unit_targets(unit(text, "20-122.1"), inserted) == [("section", "20-122.1")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a page that shows no number of its own, whose citations of this chapter's sections
        # say which chapter it is (an eCode360 page, Michigan)
        (
            "responsibilities pursuant to this chapter. In accordance with §\n42-11.06 of this "
            "chapter, the Board",
            [("chapter", "42"), ("section", "42-11.06")],
        ),
        # a section of the same page cited `above` (an eCode360 page, New Jersey)
        (
            "Any action taken by the Board under the terms of this chapter shall give primary "
            "consideration to the matters mentioned in § 42-1 above",
            [("chapter", "42"), ("section", "42-1")],
        ),
        # none says, or two disagree: left unresolved
        ("enforcing this chapter.", []),
        ("this chapter; § 42-1 of this chapter and § 43-2 of this chapter", None),
    ],
)
def test_a_page_without_its_number_is_in_the_chapter_its_citations_say(
    text: str, expected: list[tuple[str, str]] | None
) -> None:
    page = TextUnit(node="", kind=UnitKind.SECTION, text=text, document="test")
    index = build_index(["42-11.06", "42-1", "43-2"], [])
    found = [
        (c.target_kind.value if c.target_kind else "", c.target)
        for f in find_citations(page, sentences=None)
        for c in resolve(f, page, index)
    ]
    if expected is None:  # two chapters named: `this chapter` stays unresolved
        assert ("chapter", "42") not in found and ("chapter", "43") not in found
    else:
        assert found == expected
