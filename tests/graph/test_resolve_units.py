"""Subchapters, divisions, parts and appendices as citation targets (issue 19, items 2 and 3):
one citation of the unit within its parent, resolved where the outline holds it, kept
unresolved where it does not, never linked to the parent. Rows from the wide set's documents."""

from __future__ import annotations

import pytest
from find_helpers import unit, unit_targets

from graph.resolve import build_index

# What the outline holds in each row: the units of the codes the rows come from.
HELD = (
    "Chapter 25-2, Subchapter F",  # Austin, TX
    "Chapter 25-2, Article 10, Division 3",
    "Chapter 36, Article V, Division 3",  # Jefferson Parish, LA
    "Chapter 3.100, Appendix A",  # Hall County, GA
    "Appendix A",  # Campobello, SC; China Grove, NC
    "Chapter 7, Part 2",
)


@pytest.mark.parametrize(
    ("section", "text", "expected"),
    [
        # a unit named alone is the citing section's chapter's (the scheme splits `25-2-1406`)
        (
            "25-2-1406",
            "may modify the following requirements of Subchapter F (**Residential Design",
            [("division", "Chapter 25-2, Subchapter F")],
        ),
        (
            "25-2-808",
            "is not waived in accordance with Article 10, Division 3 (*Waivers*).",
            [("division", "Chapter 25-2, Article 10, Division 3")],
        ),
        (
            "36-5",
            "as provided in Article V, Division 3 of this chapter.",
            [("division", "Chapter 36, Article V, Division 3")],
        ),
        # the chapter's appendix where it has one, else the code's
        (
            "3.100.320",
            "the development impact fee schedule attached hereto as Appendix A, shall follow",
            [("division", "Chapter 3.100, Appendix A")],
        ),
        ("1-1", "Appendix A sets forth the latest revision of", [("division", "Appendix A")]),
        (
            "16.7.4",
            "as stated in Appendix A of this Ordinance, provided",
            [("division", "Appendix A")],
        ),
        # a unit named after its parent: one citation, the child within that parent
        ("4-17", "as set out in Part 2 of Chapter 7", [("division", "Chapter 7, Part 2")]),
        (  # an article named after its chapter with only a space between (Austin, TX)
            "25-2-811",
            "per Chapter 25-12 Article 1 (*Building Code*).",
            [("article", "Chapter 25-12, Article 1")],
        ),
    ],
)
def test_a_unit_resolves_within_its_parent(
    section: str, text: str, expected: list[tuple[str, str]]
) -> None:
    index = build_index([section], [], divisions=HELD)
    assert unit_targets(unit(text, section), index) == expected


@pytest.mark.parametrize(
    ("section", "text", "expected"),
    [
        # the outline holds no such unit: kept, unresolved, never the parent
        ("25-2-1406", "the requirements of Subchapter C apply", [("division", None)]),
        (
            "36-5",
            "are addressed in Article III, Division 2, of this chapter);",
            [("division", None)],
        ),
        ("1-1", "Part 3 of this chapter", [("division", None)]),
        ("1-1", "see Division 3 of Article 4", [("division", None)]),
        ("23-1", "subject to the enforcement provisions of this Part.", [("chapter", None)]),
        # none of the code's: another law's part, a name's gloss, a table of the unit
        (
            "1-1",
            "Part 2 of Chapter 7 of the Code of Civil Procedure",
            # no state given: the code is outside law, its state never guessed
            [("external", "Civil Procedure Code Chapter 7, pt. 2")],
        ),
        (  # another law's chapter before the unit: that law's, never a unit of this code
            "25-2-6",
            "under Texas Local Government Code, Chapter 211, Subchapter A, the city",
            [("external", "Tex. Loc. Gov't Code ch. 211")],
        ),
        ("25-2-6", "42 U.S.C. Chapter 126, Subchapter II", [("external", None)]),
        ("25-2-6", "the IRS Code Subchapter S corporation", []),
        (
            "25-2-6",
            "Appendix A to Part 50 of Title 10 of the Code of Federal Regulations",
            [("external", "10 C.F.R.")],
        ),
        ("8A-8", "the Zoning Ordinance (Appendix A) and guilty", []),
        ("3.1", "as set forth in Appendix A, Table 1", [("table", "Title 3, Table 1")]),
        # a part or division named alone is too often another law's: not read
        ("1-1", "Part 3 applies", []),
        ("1-1", "the Division 2 employees", []),
        ("1-1", "subappendix A", []),
    ],
)
def test_a_unit_the_outline_lacks_stays_unresolved(
    section: str, text: str, expected: list[tuple[str, str | None]]
) -> None:
    index = build_index([section], [], divisions=HELD)
    assert unit_targets(unit(text, section), index) == expected
