"""Editorial notes inside a chapter re-enacted "with amendments" (`editorial_notes`), from Weld
County CO 2023-09 (`devset_wide/open/`): the notes, not the chapter, are the instructions."""

from __future__ import annotations

import pytest

from parsers.ordinance import parse_ordinance_text

WELD = """CODE ORDINANCE 2023-09
IN THE MATTER OF REPEALING AND REENACTING, WITH AMENDMENTS, CHAPTER 23
ZONING, OF THE WELD COUNTY CODE
BE IT ORDAINED BY THE BOARD OF COUNTY COMMISSIONERS OF THE COUNTY OF WELD, STATE OF COLORADO:
WHEREAS, the Weld County Code is in need of revision.
NOW, THEREFORE, BE IT ORDAINED by the Board of County Commissioners of the
County of Weld, State of Colorado, that Chapter 23 of the Weld County Code be, and hereby is,
repealed and re-enacted, with amendments, to read as follows.
CHAPTER 23
ZONING
ARTICLE III - Zone Districts
Amend Sec. 23-3-35. Uses allowed by permit outside of subdivisions and historic
townsites.
No USE listed in this Section shall commence construction without prior approval.
A. thru N. - No change.
{notes}
"""


@pytest.mark.parametrize(
    ("notes", "expected"),
    [
        # The page as printed: the rest moved on one letter first, then the new O added.
        (
            "Insert new O. LIMITED EVENTS permitted under Division 18 of Article IV.\n"
            "Reletter remainder of section.",
            [("renumber", "23-3-35(O)", "23-3-35(P)"), ("add_part", "23-3-35(O)", None)],
        ),
        # An insertion with nothing moved: the addition alone.
        (
            "Insert new O. LIMITED EVENTS permitted under Division 18 of Article IV.",
            [("add_part", "23-3-35(O)", None)],
        ),
    ],
)
def test_the_notes_are_the_instructions_and_the_chapter_is_context(
    notes: str, expected: list[tuple[str, str, str | None]]
) -> None:
    parsed = parse_ordinance_text(WELD.format(notes=notes), "weld/2023-09.txt")
    found = [
        (i.verb.value, i.targets[0].id, i.renumbered_to.id if i.renumbered_to else None)
        for i in parsed.ordinance.instructions
    ]
    assert found == expected
    assert all(not i.flags for i in parsed.ordinance.instructions)


def test_a_chapter_without_notes_stays_a_flagged_replacement() -> None:
    text = WELD.format(notes="").replace("Amend Sec. 23-3-35.", "Sec. 23-3-35.")
    parsed = parse_ordinance_text(text, "weld/2023-09.txt")
    assert [(i.verb.value, bool(i.flags)) for i in parsed.ordinance.instructions] == [
        ("replace_chapter", True)
    ]


def test_a_section_whose_notes_are_not_read_is_flagged_never_dropped() -> None:
    notes = (
        "Insert new O. LIMITED EVENTS permitted under Division 18 of Article IV.\n"
        "Amend Sec. 23-3-40. Accessory uses.\nP. thru R. - No change.\nDelete S.\n"
    )
    parsed = parse_ordinance_text(WELD.format(notes=notes), "weld/2023-09.txt")
    found = [(i.verb.value, i.targets[0].id, bool(i.flags)) for i in parsed.ordinance.instructions]
    assert found == [("add_part", "23-3-35(O)", False), ("replace_section", "23-3-40", True)]
