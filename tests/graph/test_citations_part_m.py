"""Citations of part M's first-sight losses (tests/graph/devset_wide/open, README-M.md): every text
is from a real code; outside law keeps its body and its numbers, and never resolves into the
city's code; `this ordinance` in an appendix's section is the appendix."""

from __future__ import annotations

from dataclasses import replace

import pytest
from find_helpers import unit, unit_targets

from graph.find import find_citations
from graph.records import CitationKind
from graph.resolve import build_index, resolve


def cited(text: str, section: str, state: str) -> list[tuple[str, str | None, str | None]]:
    """(raw, body, target) of every citation found in `text`, in `section` of `state`'s code."""
    u = unit(text, section)
    index = build_index([section], [])
    found = find_citations(u, sentences=None, state=state)
    return [(c.raw, c.reference.code, c.target) for c in found for c in resolve(c, u, index)]


# Clinton AR, Title 15 § 1-2: acts of a legislature called the General Assembly, its state unsaid.
CLINTON = (
    "The following regulations for the subdividing and developing of land are adopted in "
    "accordance with the provisions of Act 26 of the General Assembly of 1955 and Act 186 of the "
    "General Assembly of 1957."
)


@pytest.mark.parametrize(
    ("state", "expected"),
    [
        # the citing code's state's session laws, as reporters-db names them (`1955 Ark. Acts 26`)
        (
            "AR",
            [
                ("Act 26 of the General Assembly of 1955", "Ark. Acts", "Ark. Acts 1955, No. 26"),
                ("Act 186 of the General Assembly of 1957", "Ark. Acts", "Ark. Acts 1957, No. 186"),
            ],
        ),
        # a state whose session laws reporters-db does not name `Acts`: a legislature left unnamed
        (
            "NM",
            [
                ("Act 26 of the General Assembly of 1955", "Acts", None),
                ("Act 186 of the General Assembly of 1957", "Acts", None),
            ],
        ),
    ],
)
def test_acts_of_the_general_assembly(
    state: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    found = cited(CLINTON, "1-2", state)
    assert [(raw, body) for raw, body, _ in found] == [(raw, body) for raw, body, _ in expected]
    assert all(want in (None, got) for (*_, got), (*_, want) in zip(found, expected, strict=True))


def test_a_chapter_of_the_acts_keeps_its_unnamed_body() -> None:
    # Somerville MA, charter § 9-6: a chapter of the Acts (not an act by its number) is left as
    # printed, whatever the citing state
    text = "Section 60 of c. 400 of the Acts of 2012 is hereby repealed."
    found = cited(text, "9-6", "MA")
    assert [(raw, body) for raw, body, _ in found][-1:] == [("c. 400 of the Acts of 2012", "Acts")]
    assert all(c.reference.kind is CitationKind.EXTERNAL for c in find_citations(unit(text, "9-6")))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Glenpool OK, Ordinance 746: the section after the title's body, a comma and its word
        (
            "WHEREAS, Pursuant to Title 11 of the Oklahoma Statutes, Section 43-101, the Glenpool "
            "Planning Commission, subject to approval by the City Council, may regulate",
            [
                (
                    "Title 11 of the Oklahoma Statutes, Section 43-101",
                    "Okla. Stat.",
                    "11 Okla. Stat. 43-101",  # reporters-db: a titled body
                )
            ],
        ),
        # a title alone, a clause after it: no section is read into it
        (
            "as authorized by Title 11 of the Oklahoma Statutes, Sections of which apply",
            [("Title 11 of the Oklahoma Statutes", "Okla. Stat.", "Okla. Stat., tit. 11")],
        ),
    ],
)
def test_a_section_after_a_titles_body(
    text: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    assert cited(text, "", "OK") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Indianola IA, general penalty: a list of bracketed subsections, a paragraph glued on
        (
            "and shall specifically exclude imprisonment.\n(Code of Iowa, Sec. 364.3[2] and "
            "903.1[1a])",
            [
                ("Code of Iowa, Sec. 364.3[2]", "Iowa Code", "Iowa Code § 364.3(2)"),
                ("903.1[1a]", "Iowa Code", "Iowa Code § 903.1(1)(a)"),
            ],
        ),
        # Waukee IA, municipal infraction: one bracketed subsection, a space before it
        (
            "(Code of Iowa, Sec. 364.22[3], 364.22 [1])",
            [
                ("Code of Iowa, Sec. 364.22[3]", "Iowa Code", "Iowa Code § 364.22(3)"),
                ("364.22 [1]", "Iowa Code", "Iowa Code § 364.22(1)"),
            ],
        ),
    ],
)
def test_bracketed_subsections(
    text: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    assert cited(text, "1.14", "IA") == expected


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Arab AL, Appendix A (the zoning ordinance) § 1004: the appendix the section is in
        (
            "The Zoning Board of Adjustment shall adopt rules necessary to the conduct of its "
            "affairs and in keeping with the provisions of this Ordinance. (Bylaws)",
            "Appendix A, § 1004",
            [("division", "Appendix A")],
        ),
        # South Bay FL, Appendix A § 24.1
        (
            "in the way of carrying out the strict letter of this ordinance, appeals to the board",
            "Appendix A, 24.1",
            [("division", "Appendix A")],
        ),
        # a section of a chapter: which ordinance is meant is not known, nothing is read
        ("in the way of carrying out the strict letter of this ordinance, appeals", "14-1", []),
    ],
)
def test_this_ordinance_in_an_appendix(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    u = replace(unit(text, section), chapter=None, title=None)
    index = build_index([section], [], divisions=["Appendix A"])
    assert unit_targets(u, index) == expected


def test_a_range_of_a_statutes_chapters() -> None:
    # Urbandale IA, § 11.01: both ends of a range of chapters after the body's name
    text = (
        "or a simple misdemeanor under Iowa Code Chapters 687 through 747 is a municipal "
        "infraction punishable by civil penalty as provided herein."
    )
    assert cited(text, "11.01", "IA") == [
        ("Iowa Code Chapters 687", "Iowa Code", "Iowa Code ch. 687"),
        ("747", "Iowa Code", "Iowa Code ch. 747"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an eCode360 page of a Texas city (part M), the subdivision administration
        (
            "as are required or authorized by said laws and by the city charter and the ordinances",
            [("city charter", "city charter", None)],
        ),
        # Weston WV § 34.15: the kind in lower case, `Charter` capitalised
        ("as authorized by the city Charter and", [("city Charter", "city charter", None)]),
        # a charter of no government named: a company's, a bus's; a school's
        ("the charter of the corporation", []),
        ("operate a charter school in the city charter school district", []),
    ],
)
def test_a_charter_named_in_lower_case(
    text: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    assert cited(text, "1-1", "TX") == expected
