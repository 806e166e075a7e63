"""`herein`, `hereof`, `hereunder` (issue 19, item 3): a citation of the node their sentence has
named (`of this section`, `of this chapter`), in the forms of other codes' real text
(tests/graph/devset_wide/open); never where the sentence names no scope before them, nor in set
phrases that point at no provision."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations, short_names
from graph.records import CitationKind, Reference, TextUnit, UnitKind
from graph.resolve import build_index, resolve


def resolved(text: str, section: str) -> list[tuple[str, str]]:
    """(raw, target) of every citation in `text`, in `section`."""
    u = unit(text, section)
    index = build_index([], [])
    return [
        (r.raw, r.target or "")
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
    ]


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Jefferson Parish, LA, § 20-122.1(1): the definitions' lead-in names the section
        (
            "Definitions. For the purposes of this section, the following terms, phrases, words "
            "and derivations shall have the\nmeaning given herein, unless it shall be apparent",
            "20-122.1",
            [("this section", "20-122.1"), ("herein", "20-122.1")],
        ),
        # an eCode360 page (NJ): `hereof` after the chapter just named
        (
            "in the enforcement of the provisions of this chapter or any term, clause, sentence "
            "or word hereof and the Zoning Map",
            "165-40",
            [("this chapter", "165"), ("hereof", "165")],
        ),
        (
            "grant variances from the terms of this chapter in accordance with the general or "
            "specific rules contained herein. The powers",
            "165-40",
            [("this chapter", "165"), ("herein", "165")],
        ),
    ],
)
def test_herein_takes_the_scope_its_sentence_names(
    text: str, section: str, expected: list[tuple[str, str]]
) -> None:
    assert resolved(text, section) == expected


@pytest.mark.parametrize(
    ("text", "section"),
    [
        # no scope named before the word in its sentence (Jefferson Parish § 4-34, NY eCode360)
        ("as provided for herein, the\npermittee or former permittee shall", "4-34"),
        (
            "subject to the satisfaction of the requirements and standards set forth herein, in "
            "addition to all other requirements",
            "160-12",
        ),
        # the scope named in an earlier sentence: which one the word means is not fixed
        (
            "The examiner shall perform the duties and functions specified in this chapter. "
            "Unless the context requires otherwise, the term “examiner” as used herein shall",
            "17.120.050",
        ),
        # set phrases: a defined name, an editor's note, text taken in by reference, the
        # enacting ordinance's date (Pennsylvania eCode360, Jefferson Parish, China Grove)
        ("the provisions of this chapter, herein referred to as the Board", "122-2"),
        (
            "the provisions of this section, as amended, as set out herein.",
            "4-32",
        ),
        (
            "are hereby adopted and made a part of this section by\nreference thereto as if set "
            "forth in full herein, insofar as",
            "35-24",
        ),
        ("for the purposes of this chapter, prior to the effective date hereof, there", "1-7"),
        # the words after it name the scope themselves (Culpeper County VA § 8A-8)
        (
            "the provisions of this Article 8A generally supersede any ordinance in effect, "
            "except as provided herein this section.",
            "8A-8",
        ),
        # other words: `wherein`, `thereof`
        ("the zone wherein such use is permitted under the provisions of this section", "40.26"),
        ("of this section or any portion thereof", "20-121"),
    ],
)
def test_herein_without_a_fixed_scope_is_none(text: str, section: str) -> None:
    assert [raw for raw, _ in resolved(text, section) if raw.startswith("here")] == []


def test_herein_after_a_citation_is_its_suffix() -> None:
    """`section 4-34(6) herein` (Jefferson Parish § 4-33): one citation, not a second one."""
    text = (
        "by this article and/or for the imposition of other penalties as set forth in "
        "section 4-34(6) herein."
    )
    found = resolved(text, "4-33")
    assert [raw for raw, _ in found if "here" in raw] == []
    assert ("section 4-34(6)", "4-34(6)") in found


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Burlington, WA, § 15.08.010: a chapter names itself, quoted
        (
            'Title.\n       This chapter shall be known as the "Fire Code."',
            "15.08.010",
            {"Fire Code": Reference(CitationKind.CHAPTER, "15.08")},
        ),
        # Jefferson Parish, LA, § 33-1.1: an acronym in quotes
        (
            "This chapter of the Jefferson Parish Code of Ordinances shall be known as the "
            'Jefferson Parish Unified\nDevelopment Code, hereinafter referred to as the "UDC" or '
            "this Chapter.",
            "33-1.1",
            {"UDC": Reference(CitationKind.CHAPTER, "33")},
        ),
        # China Grove, NC, § 1.1: `This Ordinance` names the whole code, no node
        (
            "This Ordinance is officially titled as Unified Development Ordinance of China Grove, "
            "North Carolina and shall be known as the Unified Development Ordinance (UDO).",
            "1.1",
            {},
        ),
        # Dacula, GA, § 12-82: the enacting ordinance's name, unquoted: no name of the section
        (
            "(a)  The ordinance codified in this section shall be known as the City ordinance to "
            "regulate the practice of fortunetelling, phrenology",
            "12-82",
            {},
        ),
    ],
)
def test_the_names_nodes_give_themselves(
    text: str, section: str, expected: dict[str, Reference]
) -> None:
    assert short_names([unit(text, section)]) == expected


def test_a_named_chapter_and_its_name_in_use() -> None:
    """Burlington's chapter 15.08 is the "Fire Code": `this Fire Code` in its sections is the
    chapter; `The International Fire Code` and the lower-case `the fire code` (the adopted model
    code, § 15.08.050) are not."""
    names = short_names([unit('This chapter shall be known as the "Fire Code."', "15.08.010")])
    text = (
        "The International Fire Code, 2018 Edition, published by the International Code Council "
        "is adopted. The fire code shall be enforced by the fire marshal. Violations of this Fire "
        "Code are"
    )
    index = build_index(["15.08.010", "15.08.050"], [], names=names)
    u = unit(text, "15.08.050")
    found = [
        (r.raw, r.target)
        for c in find_citations(u, sentences=None, names=index.names)
        for r in resolve(c, u, index)
        if r.target_kind is CitationKind.CHAPTER
    ]
    assert found == [("this Fire Code", "15.08")]


def test_this_ordinance_inside_a_section_named_a_law() -> None:
    """README-B's § 27-156 (Jefferson Parish), the "Mobile Waste Hauler Sewer User Fee Law": a
    section that names itself a law is `this ordinance` inside it (text in the declaration's
    usual form); elsewhere `this ordinance` stays no citation."""
    declaring = unit(
        'This section shall be known as the "Mobile Waste Hauler Sewer User Fee Law." The '
        "purpose of this ordinance is to recover the costs",
        "27-156",
    )
    names = short_names([declaring])
    assert names == {
        "Mobile Waste Hauler Sewer User Fee Law": Reference(CitationKind.SECTION, "27-156")
    }
    index = build_index(["27-156", "27-157"], [], names=names)
    inside = [
        (r.raw, r.target)
        for c in find_citations(declaring, sentences=None, names=index.names)
        for r in resolve(c, declaring, index)
    ]
    assert inside == [("This section", "27-156"), ("this ordinance", "27-156")]
    other = unit("The purpose of this ordinance is to", "27-157")
    assert find_citations(other, sentences=None, names=index.names) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Roanoke, VA, chapter 20's editor's note: the note's line opens with an ordinance, but
        # the article ends by naming this code
        (
            "Ord. No. 24951, adopted Jan. 7, 1980, provided that the 1956 Code be amended by "
            "amending\n and reordaining Tit. XVIII, Ch. 1, Art. VI, §§ 81—101, 151, 156—161, as "
            "amended by\n Ord. No. 24879, § 1, adopted Oct. 22, 1979, from which Art. IV of this "
            "Code was derived.",
            [("Art. IV of this Code", "Chapter 20, Article IV")],
        ),
        # after `former`, a deleted article an editor's note names is cited (README-H1-g19-l:
        # `former art. III, §§ 54-66—54-78`), `of this Code` or not; a former chapter alone, the
        # superseded one of the same number (README-G-g19-h: `former Ch. 478`), is not
        (
            "Ord. No. 24879, § 1, repealed former Art. IV of this Code.",
            [("Art. IV of this Code", "Chapter 20, Article IV")],
        ),
        ("Ord. No. 24879, § 1, repealed former ch. 20 of the Code in its entirety.", []),
    ],
)
def test_this_code_named_in_a_history_note(text: str, expected: list[tuple[str, str]]) -> None:
    assert resolved(text, "20-1") == expected


def test_a_list_of_dotted_sections_separated_by_semicolons() -> None:
    """Emmitsburg, MD, an amending ordinance's preamble: `; ` before a dotted number continues
    the list; before anything else (`; parking in fire lanes, § 12-18`) it ends it."""
    text = (
        "that Title 17, Chapter 17.04.020; 17.32.020; 17.32.030; 17.32.040 of the Emmitsburg "
        "Municipal Code be amended as follows."
    )
    assert resolved(text, "17.04.020") == [
        ("Title 17, Chapter 17.04.020", "17.04.020"),
        ("17.32.020", "17.32.020"),
        ("17.32.030", "17.32.030"),
        ("17.32.040 of the Emmitsburg Municipal Code", "17.32.040"),
    ]
    roanoke = resolved("airport, § 4-5; parking in fire lanes, § 12-18; leaving", "20-1")
    assert roanoke == [("§ 4-5", "4-5"), ("§ 12-18", "12-18")]


def test_a_chapter_named_by_a_citation_of_its_section() -> None:
    """A New York eCode360 page (special use permits): `§ 160-9 of the Zoning Law` and `this
    Zoning Law` make "the Zoning Law" chapter 160; `Section 239-m of the General Municipal Law`
    names no chapter of this code (the text never says `this General Municipal Law`)."""
    text = (
        "in harmony with the Zoning Law and the Comprehensive Plan and will not adversely affect "
        "the neighborhood.\nA. \nAll applications for special use permits will include the "
        "information required pursuant to § 160-9 of the Zoning Law.\n… application may be made "
        "to the Zoning Board of Appeals for an area variance pursuant to Article X of this Zoning "
        "Law without the necessity\n… as may be required by Section 239-m of the General "
        "Municipal Law."
    )
    page = TextUnit(node="", kind=UnitKind.SECTION, text=text, document="test")
    names = short_names([page])
    assert names == {"Zoning Law": Reference(CitationKind.CHAPTER, "160")}
    index = build_index(["160-9"], [], names=names)
    found = [
        (r.raw, r.target)
        for c in find_citations(page, sentences=None, names=index.names)
        for r in resolve(c, page, index)
        if r.target_kind is not CitationKind.EXTERNAL
    ]
    assert found == [
        ("the Zoning Law", "160"),
        ("§ 160-9 of the Zoning Law", "160-9"),
        ("Article X of this Zoning Law", "Chapter 160, Article X"),
    ]


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Chicago, IL, 17-13-0302-C: the parts of 17-13-0300 call 17-13-0300 their section
        (
            "All other rezoning procedures of this section (Sec. 17-13-0300) apply uniformly",
            "17-13-0302",
            [("this section", "17-13-0300"), ("Sec. 17-13-0300", "17-13-0300")],
        ),
        (
            "Except as expressly modified by this section (Section 17-13-0400), requests",
            "17-13-0401",
            [("this section", "17-13-0400"), ("Section 17-13-0400", "17-13-0400")],
        ),
        # without the gloss, the section the text stands in
        ("the procedures of this section apply", "17-13-0301", [("this section", "17-13-0301")]),
        # a parenthesis that names another kind of node is no gloss
        (
            "the provisions of this section (see Chapter 17-13) apply",
            "17-13-0301",
            [("this section", "17-13-0301"), ("Chapter 17-13", "17-13")],
        ),
    ],
)
def test_this_section_glossed_by_its_number(
    text: str, section: str, expected: list[tuple[str, str]]
) -> None:
    assert resolved(text, section) == expected
