"""Parts a code's text names by their own signals (issue 19, item 3), in the forms of other codes'
real text (tests/graph/devset_wide/open): a table numbered within the section named right before
it, a name an editor's bracket glosses as the chapter that holds it, a lone label pointed at by
`above`, and a chapter named by its printed title."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations, own_abbreviations, short_names
from graph.readers.names import heading_names
from graph.records import CitationKind, Reference
from graph.resolve import build_index, resolve


def _found(text: str, section: str, sections: list[str]) -> list[tuple[str, str, str]]:
    """(raw, kind, target) of every citation in `text`, cited from `section`."""
    u = unit(text, section)
    index = build_index(sections, [])
    return [
        (r.raw, r.target_kind.value if r.target_kind else "", r.target or "")
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
    ]


@pytest.mark.parametrize(
    ("text", "section", "sections", "expected"),
    [
        # China Grove, NC, UDO § 17.2: a table numbered `1` within its section, a column of it
        (
            "in the CIP for the year listed in Section 17.8, Table 1, Column (E) or earlier.",
            "17.2",
            ["17.2", "17.8"],
            [("Section 17.8, Table 1, Column", "table", "17.8, Table 1")],  # the column a title
        ),
        (
            "for specific public facilities area defined in Section 17.8, Table 1, of this "
            "ordinance.",
            "17.2",
            ["17.2", "17.8"],
            [("Section 17.8, Table 1", "table", "17.8, Table 1")],
        ),
        # a title-wide table number (Cotati, CA) stays the title's; the section its own citation
        (
            "as required by Section 17.22.020, Tables 2-2 and 2-3 (Allowable Land Uses).",
            "17.62.050",
            ["17.22.020", "17.62.050"],
            [
                ("Section 17.22.020", "section", "17.22.020"),
                ("Tables 2-2", "table", "Title 17, Table 2-2"),
                ("2-3 (Allowable Land Uses)", "table", "Title 17, Table 2-3"),
            ],
        ),
        # a table with no section before it stays the title's
        (
            "as shown in Table 1 below",
            "17.2",
            ["17.2"],
            [("Table 1", "table", "Title 17, Table 1")],
        ),
    ],
)
def test_a_table_numbered_within_its_section(
    text: str, section: str, sections: list[str], expected: list[tuple[str, str, str]]
) -> None:
    assert _found(text, section, sections) == expected


def test_a_table_of_a_section_outside_the_code_is_no_table_of_the_code() -> None:
    """A two-level number the code does not hold (`Section 62.23` in a three-level code) is not
    placed in the code with its table."""
    found = _found("under Section 62.23, Table 1, of the statutes", "17.62.050", ["17.62.050"])
    assert all(kind != "table" or not target for _, kind, target in found)
    assert ("Section 62.23, Table 1", "table", "62.23, Table 1") not in found


# Metter, GA, § 9.20.120 (chapter 9.20, Noise): the editor's bracket names the chapter.
GLOSSED = (
    "the sponsor(s) shall agree to cooperate with the city police department in enforcing the "
    "Noise Ordinance [this chapter] by having the event's security available at the site of the "
    "event and capable of assisting the police in enforcing the Noise Ordinance."
)


def test_a_name_glossed_as_this_chapter_names_the_chapter() -> None:
    u = unit(GLOSSED, "9.20.120")
    names = short_names([u])
    assert names == {"Noise Ordinance": Reference(CitationKind.CHAPTER, "9.20")}
    index = build_index(["9.20.120"], [], names=names)
    found = [
        (r.raw, r.target)
        for c in find_citations(u, sentences=None, names=index.names)
        for r in resolve(c, u, index)
    ]
    # the glossed mention is cited by its gloss only; the later mention by the name
    assert found == [("this chapter", "9.20"), ("the Noise Ordinance", "9.20")]


@pytest.mark.parametrize(
    "text",
    [
        "in enforcing the Noise Ordinance of the county and this chapter",  # no bracket
        "the Noise Ordinance [Ord. No. 12] applies",  # a history bracket, no node
    ],
)
def test_no_gloss_no_name(text: str) -> None:
    assert short_names([unit(text, "9.20.120")]) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # China Grove, NC, UDO § 16.8(C): a label alone, pointed at by `above`
        (
            "may prescribe appropriate conditions and safeguards in conformity with this "
            "Ordinance in order to conform with (B) above.  Violation of such conditions",
            [("(B) above", "16.8(B)")],
        ),
        # Cotati, CA, PA22-14's land-use table: a table's note, not a subsection
        ("Artisan/craft product manufacturing MUP MUP MUP MUP See Note (5) below", []),
        # a list's own label opening its line
        ("(a) above ground pools shall be fenced", []),
        # Belmont, MA: a list's last label is no label of the citing section alone (`(2)` is
        # E(2), its list's first item's letter and path read together: `E(1)`)
        (
            "granted pursuant to Subsection E(1) and (2) above shall be",
            [("Subsection E(1)", "16.8(E)(1)"), ("(2)", "16.8(E)(2)")],
        ),
        (
            "pursuant to Subsection A(1)(a) through (e) above are",
            [("Subsection A(1)(a)", "16.8(A)(1)(a)"), ("(e)", "16.8(A)(1)(e)")],
        ),
    ],
)
def test_a_label_pointed_at_by_above(text: str, expected: list[tuple[str, str]]) -> None:
    found = _found(text, "16.8", ["16.8"])
    assert [(raw, target) for raw, _, target in found] == expected


# China Grove, NC: the UDO's chapter 17 is the town's Adequate Public Facilities Ordinance (its
# printed title); chapter 16 (Board of Adjustment) calls the whole UDO `this Ordinance`.
CHAPTER_TITLES = {
    "17": "ADEQUATE PUBLIC FACILITIES ORDINANCE",
    "16": "BOARD OF ADJUSTMENT",
    "15": "BUILDING CODE",
    "9": "LAND USE AND ZONING ORDINANCE",
}


def test_a_chapter_titled_an_ordinance_is_named_by_its_title() -> None:
    names = heading_names(CHAPTER_TITLES)
    assert names == {
        "Adequate Public Facilities Ordinance": Reference(CitationKind.CHAPTER, "17"),
        "Public Facilities Ordinance": Reference(CitationKind.CHAPTER, "17"),
        "Facilities Ordinance": Reference(CitationKind.CHAPTER, "17"),
        "Zoning Ordinance": Reference(CitationKind.CHAPTER, "9"),
    }
    # a name two chapters' titles end with is neither's
    assert heading_names({"9": "ZONING ORDINANCE", "10": "CHICAGO ZONING ORDINANCE"}) == {
        "Chicago Zoning Ordinance": Reference(CitationKind.CHAPTER, "10")
    }


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # § 17.2: `this ordinance` inside the chapter titled an ordinance is that chapter
        (
            "The words, terms and phases uses in this ordinance shall have the meanings assigned "
            "below:",
            "17.2",
            [("this ordinance", "17")],
        ),
        # § 16.7.4: `this Ordinance` (the whole UDO) is no citation; its appendix is one, which
        # the outline does not hold: unresolved
        (
            "as stated in Appendix A of this Ordinance, provided",
            "16.7",
            [("Appendix A of this Ordinance", "")],
        ),
        # another chapter cites the one titled an ordinance by its name
        (
            "in accordance with the Adequate Public Facilities Ordinance.",
            "9.10",
            [("the Adequate Public Facilities Ordinance", "17")],
        ),
        # a chapter titled a code may adopt a model code: its name is no name of the chapter
        ("as required by the Building Code", "9.10", []),
    ],
)
def test_a_chapter_cited_by_the_name_its_title_gives(
    text: str, section: str, expected: list[tuple[str, str]]
) -> None:
    u = unit(text, section)
    index = build_index([section], [], names=heading_names(CHAPTER_TITLES))
    found = [
        (r.raw, r.target or "")
        for c in find_citations(u, sentences=None, names=index.names)
        for r in resolve(c, u, index)
    ]
    assert found == expected


# Matanuska-Susitna Borough, AK, § 1.15.005: the code's own definition of `Code`, and its
# sections cited by the initials of that name.
MAT_SU = (
    "“Calendar days” means consecutive days. For computation of time, refer to MSB "
    "1.15.090(A).\n•    “Clerk” means the person selected by the assembly under MSB 2.12.055.\n"
    "•    “Code” means the Matanuska-Susitna Borough Code.\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (MAT_SU, frozenset({"MSB", "MSBC"})),
        ("“Code” means the Code of Ordinances of the city.", frozenset()),  # no name before Code
        ("the Matanuska-Susitna Borough Code applies", frozenset()),  # no definition
    ],
)
def test_own_abbreviations_come_from_the_codes_definition(
    text: str, expected: frozenset[str]
) -> None:
    assert own_abbreviations([unit(text, "1.15.005")]) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (MAT_SU, [("MSB 1.15.090(A)", "1.15.090(A)"), ("MSB 2.12.055", "2.12.055")]),
        # an abbreviation the code does not define is never read as its own
        ("as provided in SZO 1.15.090(A).", []),
    ],
)
def test_sections_after_the_codes_own_abbreviation_are_its_own(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    u = unit(text, "1.15.005")
    abbreviations = own_abbreviations([unit(MAT_SU, "1.15.005")])
    index = build_index(["1.15.005", "1.15.090", "2.12.055"], [])
    found = [
        (r.raw, r.target)
        for c in find_citations(u, sentences=None, abbreviations=abbreviations)
        for r in resolve(c, u, index)
    ]
    assert found == expected
