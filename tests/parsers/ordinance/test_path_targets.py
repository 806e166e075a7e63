"""A target written as a path names ONE unit, its deepest (issue 20, items 2 and 3).

`Title 17, Chapter 17.36 is hereby repealed` was read as an unflagged repeal of all of Title
17. A path, top down or bottom up, now names its deepest unit; a path whose parts do not nest, or
whose deepest unit cannot be read, is flagged with the reason for every verb (never applied to an
ancestor); a comma list of levels out of order gives one instruction per member. The drafting
variants are set in a minimal ordinance of an invented town (as in `test_drafting_variants`);
the real wordings are the development set's own sentences, and its documents read as before.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings

from parsers.ordinance import parse_ordinance_text
from parsers.ordinance.path_targets import (
    DISAGREE,
    NAMED_INSIDE,
    UNREAD_DEEPEST,
    levels_at,
    read_path,
)
from parsers.ordinance_records import Instruction, Verb

CAPTION = (
    "ORDINANCE NO. 2019-12\n\nAN ORDINANCE AMENDING THE CODE OF THE TOWN OF LAKEVIEW\n\n"
    "WHEREAS, the Board finds the amendments necessary;\n\n"
    "BE IT ORDAINED BY THE BOARD OF ALDERMEN OF THE TOWN OF LAKEVIEW:\n\n"
)
CLOSING = "\n\nSection 9. This ordinance shall take effect upon passage.\n"
CONTRADICTS = DISAGREE.split("(")[0]  # how the flag of a path that contradicts itself begins
UNREAD = UNREAD_DEEPEST.split("(")[0]  # how the flag of an unread deepest unit begins


def instructions(sentence: str) -> tuple[Instruction, ...]:
    text = f"{CAPTION}Section 1. {sentence}{CLOSING}"
    return parse_ordinance_text(text, "lakeview/2019-12.txt").ordinance.instructions


def reading(item: Instruction) -> tuple[Verb, tuple[str, ...], tuple[str, ...]]:
    """(verb, `kind:id` of each target, how each flag of this module begins)."""
    targets = tuple(f"{t.kind.value}:{t.id}" for t in item.targets)
    ours = tuple(f.split("(")[0] for f in item.flags if f.startswith((CONTRADICTS, UNREAD)))
    return item.verb, targets, ours


REPEAL = Verb.REPEAL


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Top down: the deepest unit, never the title or chapter above it.
        ("Title 17, Chapter 17.36 is hereby repealed.", [(REPEAL, ("chapter:17.36",), ())]),
        (
            "Title 17, Chapter 17.36 of the Code is hereby repealed in its entirety.",
            [(REPEAL, ("chapter:17.36",), ())],
        ),
        ("Chapter 5, Article 2 is hereby repealed.", [(REPEAL, ("article:5-2",), ())]),
        # a path the code is not known to join (no number printed, no scheme): nothing named
        ("Title 4, Chapter 2, Section 3 is hereby repealed.", [(REPEAL, (), ())]),
        (
            "Title 5, Chapter 10, Article 2 of the Code is hereby repealed.",
            [(REPEAL, ("article:10-2",), ())],
        ),
        (
            "Title 17, Chapter 17.36, Section 17.36.010 is hereby repealed.",
            [(REPEAL, ("section:17.36.010",), ())],
        ),
        # Each level's own title printed before the joint.
        (
            "Title 17 Zoning, Chapter 17.36 Signs, is hereby repealed.",
            [(REPEAL, ("chapter:17.36",), ())],
        ),
        (
            "Title 17, Land Use and Development Code, Chapter 17.36 Signs is hereby repealed in "
            "its entirety.",
            [(REPEAL, ("chapter:17.36",), ())],
        ),
        (
            "Title 17 of the Municipal Code, Chapter 17.36, is hereby repealed.",
            [(REPEAL, ("chapter:17.36",), ())],
        ),
        (
            "TITLE 17 - ZONING, CHAPTER 17.36 - SIGNS is hereby repealed.",
            [(REPEAL, ("chapter:17.36",), ())],
        ),
        # Bottom up: the first level is the deepest.
        ("Article IV of Chapter 7 is hereby repealed.", [(REPEAL, ("article:7-IV",), ())]),
        (
            "Section 12, Article 1, Chapter V is hereby repealed.",
            [(REPEAL, ("section:V-1-12",), ())],
        ),
        (
            "Section 4-2-3 of Chapter 4-2 of Title 4 is hereby repealed.",
            [(REPEAL, ("section:4-2-3",), ())],
        ),
        (
            "Subsection (b) of Section 4-2-3 is hereby repealed.",
            [(REPEAL, ("subsection:4-2-3(b)",), ())],
        ),
        ("Chapter 17.36 of Title 17 is hereby repealed.", [(REPEAL, ("chapter:17.36",), ())]),
        # The parts disagree: flagged with the reason, the deepest unit named, no ancestor.
        (
            "Title 18, Chapter 17.36 is hereby repealed.",
            [(REPEAL, ("chapter:17.36",), (CONTRADICTS,))],
        ),
        (
            "Section 5-2-3 of Chapter 4-2 is hereby repealed.",
            [(REPEAL, ("section:5-2-3",), (CONTRADICTS,))],
        ),
        (
            "Title 17, Chapter 17.36, Section 17.40.010 is hereby repealed.",
            [(REPEAL, ("section:17.40.010",), (CONTRADICTS,))],
        ),
        # The deepest unit cannot be read (or is a division no target names): nothing named.
        ("Title 17, Chapter 17.3? is hereby repealed.", [(REPEAL, (), (UNREAD,))]),
        ("Title 17, Chapter __ is hereby repealed.", [(REPEAL, (), (UNREAD,))]),
        ("Division 2 of Article 3 is hereby repealed.", [(REPEAL, (), (UNREAD,))]),
        # A comma list of levels that do not nest: one instruction per member.
        (
            "Section 4-2-3, Chapter 5-1 and Article 7 are hereby repealed.",
            [
                (REPEAL, ("section:4-2-3",), ()),
                (REPEAL, ("chapter:5-1",), ()),
                (REPEAL, ("article:7",), ()),
            ],
        ),
        (
            "Section 8.40.010, Chapter 8.36 and Article 7 of the Code are hereby repealed.",
            [
                (REPEAL, ("section:8.40.010",), ()),
                (REPEAL, ("chapter:8.36",), ()),
                (REPEAL, ("article:7",), ()),
            ],
        ),
        (
            "Section 4-2-3, Chapter 5-1, Article 7 are hereby repealed.",
            [
                (REPEAL, ("section:4-2-3",), ()),
                (REPEAL, ("chapter:5-1",), ()),
                (REPEAL, ("article:7",), ()),
            ],
        ),
        # In order but not nesting, before a list word: one path, flagged; the title stays.
        (
            "Title 18, Chapter 17.36 and Section 17.40.010 are hereby repealed.",
            [
                (REPEAL, ("chapter:17.36",), (CONTRADICTS,)),
                (REPEAL, ("section:17.40.010",), ()),
            ],
        ),
        # Real wordings of the development set (Englewood CO, Meridian ID, Salt Lake City UT,
        # Honolulu HI, Ann Arbor MI, Caldwell ID, Albuquerque NM), set in the minimal ordinance,
        # whose code prints no numbers: a chapter is not joined to its title (in the real
        # documents, `test_real_paths_read_as_before`, they are: `5-10`, `10-1`, `25-14`).
        (
            "Title 5, Chapter 10, of the Englewood Municipal Code 1985 is hereby repealed in its "
            "entirety.",
            [(REPEAL, ("chapter:10",), ())],
        ),
        (
            "Chapter 1, Title 10 of the Revised and Compiled Ordinances of the City of Meridian "
            "is hereby repealed.",
            [(REPEAL, ("chapter:1",), ())],
        ),
        (
            "Chapter 14 of Title 25 of the Revised Ordinances of Salt Lake City is hereby "
            "repealed.",
            [(REPEAL, ("chapter:14",), ())],
        ),
        (
            "Article 4, Chapter 9 of R.O. 1969, as amended, is hereby repealed.",
            [(REPEAL, ("article:9-4",), ())],
        ),
        (
            "That Section 3:2 of Chapter 39 of Title III of the Code of the City of Ann Arbor be "
            "repealed.",
            [(REPEAL, ("section:3:2",), ())],
        ),
        (
            "Title I, Chapter 20, Section 6 of the City Code of the City of Caldwell, Idaho, is "
            "hereby repealed.",
            [(REPEAL, ("section:I-20-6",), ())],
        ),
        (
            "Chapter 2, Article 12, Section 3 of the Revised Ordinances of Albuquerque is hereby "
            "repealed.",
            [(REPEAL, (), ())],  # Albuquerque prints `2-12-3`: a dotted join was invented
        ),
    ],
)
def test_a_path_names_its_deepest_unit(
    sentence: str, expected: list[tuple[Verb, tuple[str, ...], tuple[str, ...]]]
) -> None:
    assert [reading(item) for item in instructions(sentence)] == expected


NEW_CHAPTER = "\n17.36.010 Scope. This chapter applies.\n17.36.020 Permits. A permit is required."


@pytest.mark.parametrize(
    ("sentence", "verb", "target"),
    [
        (
            f"{{path}} is hereby amended to read as follows:{NEW_CHAPTER}",
            Verb.REPLACE_CHAPTER,
            "17.36",
        ),
        (
            '{path} is hereby amended by deleting the words "shall not" and inserting "may".',
            Verb.WORD_EDIT,
            "17.36",
        ),
        ("{path} is hereby repealed and reserved.", REPEAL, "17.36"),
        (
            "{path} is hereby amended by adding Section 17.36.030 to read as follows:\n"
            "17.36.030 Fees. A fee is due.",
            Verb.ADD_SECTION,
            "17.36.030",
        ),
    ],
)
@pytest.mark.parametrize(
    ("path", "flagged"),
    [("Title 17, Chapter 17.36", False), ("Title 18, Chapter 17.36", True)],
)
def test_every_verb_takes_the_deepest_unit(
    sentence: str, verb: Verb, target: str, path: str, flagged: bool
) -> None:
    """Whatever the verb, the path names the chapter, never the title; a path that contradicts
    itself flags the instruction on the chapter it names, or on a section added to it."""
    found = instructions(sentence.format(path=path))
    assert [(item.verb, [t.id for t in item.targets]) for item in found] == [(verb, [target])]
    assert any(f.startswith(CONTRADICTS) for f in found[0].flags) is flagged


@pytest.mark.parametrize(
    ("phrase", "ranks", "deepest", "flags"),
    [
        ("Title 17, Chapter 17.36", [0, 1], 1, 0),
        ("Section 1-5-1 of Chapter 5", [4, 1], 4, 0),  # a chapter printed without its title
        ("Title 4, Chapter 2, Section 4-2-3", [0, 1, 4], 4, 0),
        ("Title 18, Chapter 17.36", [0, 1], 1, 1),
        ("Section 3:2 of Chapter 39 of Title III", [4, 1, 0], 4, 0),  # a colon carries none
        ("Chapter 6, Article XI, Sections 6-55 and 6-56", [1, 2, 4], 4, 0),
        # An article of chapters (Pittsburgh PA's code): chapter and article either way round.
        ("Title One, Article III, Chapter 135, Section 135.01", [0, 2, 1, 4], 4, 0),
        ("Title 17 - Zoning, Chapter 17.36 - Signs", [0, 1], 1, 0),
    ],
)
def test_read_path(phrase: str, ranks: list[int], deepest: int, flags: int) -> None:
    path = read_path(phrase)
    assert path is not None
    assert [level.rank for level in levels_at(phrase)] == ranks
    assert (path.deepest_rank, len(path.flags)) == (deepest, flags)


@pytest.mark.parametrize(
    "phrase",
    [
        "Section 4-2-3, Chapter 5-1 and Article 7",  # out of order with the listed member
        "Section 4-2-3, Chapter 5-1, Article 7",
        "Section 5 of the Code",  # one level
        "Sections 17.36.010, 17.36.020",  # numbers, not levels
    ],
)
def test_no_path(phrase: str) -> None:
    assert read_path(phrase) is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("englewood-co-48-1997", [("replace_chapter", ("5-10",), True)]),
        (
            "meridian-id-507",
            [("repeal_superseded", ("10-1",), False), ("replace_chapter", ("10-1",), True)],
        ),
        ("salt-lake-city-ut-160-1978", [("replace_chapter", ("25-14",), True)]),
        ("firestone-co-969", [("add_chapter", ("13.13",), False)]),
        ("ann-arbor-mi-ord-16-21", [("replace_section", ("3:2",), False)]),
        ("elk-grove-village-il-2784", [("add_text", ("1-5-1",), False)]),
        ("charlotte-nc-912-z", [("add_section", ("23-34.2",), False)]),
    ],
)
def test_real_paths_read_as_before(
    name: str, expected: list[tuple[str, tuple[str, ...], bool]]
) -> None:
    """The development set's paths (`Title 5, Chapter 10`, `Chapter 14 of Title 25`, `Section
    3:2 of Chapter 39 of Title III`, `Article III, Division 3 … by adding a new Section`)."""
    assert flagged_readings(name) == expected


INSIDE = NAMED_INSIDE.split("{")[0]  # how the flag of a division read around a named unit begins


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # A path no joint reads (a long bracketed title): the title read, flagged, not removed.
        (
            "Title 17 (Zoning and Land Use Regulations of the Town, as amended from time to "
            "time), Chapter 17.36 is hereby repealed.",
            [(REPEAL, ("title:Title 17",), True)],
        ),
        # A list whose member holds another: the division flagged, the unit inside it not.
        (
            "Title 17, Zoning; Chapter 17.36 is hereby repealed.",
            [(REPEAL, ("title:Title 17",), True), (REPEAL, ("chapter:17.36",), False)],
        ),
        (
            "Chapter 4-2 and Section 4-2-3 of the Town Code are hereby repealed.",
            [(REPEAL, ("chapter:4-2",), True), (REPEAL, ("section:4-2-3",), False)],
        ),
        # Members that do not hold one another: each repealed, unflagged.
        (
            "Chapter 4-2 and Section 4-3-1 of the Town Code are hereby repealed.",
            [(REPEAL, ("chapter:4-2",), False), (REPEAL, ("section:4-3-1",), False)],
        ),
        ("Chapter 17.36 is hereby repealed.", [(REPEAL, ("chapter:17.36",), False)]),
    ],
)
def test_a_removal_around_a_named_unit_is_flagged(
    sentence: str, expected: list[tuple[Verb, tuple[str, ...], bool]]
) -> None:
    """Audit of the first-target readings: a removal whose target is a whole division while the
    sentence names a unit inside it applies only when a person confirms it."""
    found = [
        (item.verb, reading(item)[1], any(f.startswith(INSIDE) for f in item.flags))
        for item in instructions(sentence)
    ]
    assert found == expected
