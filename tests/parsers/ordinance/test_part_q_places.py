"""Part Q of the wide development set (issue 20): forms its Minnesota and Iowa documents hit,
read from the real documents of `devset_wide/open/` and their wordings (`sealed/` is never read
here).

- a range of a section's parts renumbered in one sentence (`Section 38-3 is amended to renumber
  Subdivision 2-7 as Subdivision 3-8`): one renumbering per member, flagged (counted, not read);
- Minnesota's closing `Adopted (Enacted) and ordained into an Ordinance this 3rd day of …`;
- a flat scan's `SECTION 1` bare before a word (`ordains as follows: SECTION 1 Section 12 -1G -2`);
- `amended to add the following:` with a numbered part in the new text: a flagged `add_part`.
"""

from __future__ import annotations

from datetime import date

import pytest
from wide_documents import parsed

from parsers.ordinance.added_parts import ENTRY_FLAG, PLACE_FLAG, adds_parts
from parsers.ordinance.dates import cited_adoption, closing_adoption, date_of
from parsers.ordinance.headings import INLINE_HEADING
from parsers.ordinance.passage import closing_passage
from parsers.ordinance.renumbering import PARTS_RENUMBERED, RANGE_RENUMBERED, _members
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance.titles import own_title
from parsers.ordinance_records import Target, TargetKind


def test_a_range_of_subdivisions_renumbered_member_by_member() -> None:
    # Stillwater MN 2014 (noise), item 3.
    moved = [
        (item.targets[0].id, item.renumbered_to.id if item.renumbered_to else None, item.flags)
        for item in parsed("stillwater-mn-2014-noise").ordinance.instructions
        if item.verb.value == "renumber"
    ]
    assert [(old, new) for old, new, _ in moved] == [
        (f"38-3({n})", f"38-3({n + 1})") for n in range(2, 8)
    ]
    assert all(flags == (RANGE_RENUMBERED,) for _, _, flags in moved)


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        # Stillwater MN 2014, item 3: the range and its new numbers.
        (
            " to renumber Subdivision 2-7 as Subdivision 3-8, to accommodate the addition of a "
            "new Subdivision 2, as seen above.",
            ("2-7", "3-8"),
        ),
        # Item 2 of the same ordinance adds a part: no renumbering.
        (
            " to add a general prohibition for unreasonably disturbing, injurious, or "
            "endangering noise to read as follows:",
            None,
        ),
    ],
)
def test_parts_renumbered_sentence(tail: str, expected: tuple[str, str] | None) -> None:
    match = PARTS_RENUMBERED.match(tail)
    assert (None if match is None else (match.group("ends"), match.group("new"))) == expected


@pytest.mark.parametrize(
    ("phrase", "members"),
    [
        ("2-7", ("2", "3", "4", "5", "6", "7")),
        ("3-8", ("3", "4", "5", "6", "7", "8")),
        ("(C) through (E)", ("C", "D", "E")),
        ("7-2", ()),  # backwards: nothing counted
        ("2-b", ()),  # two kinds of label
    ],
)
def test_range_members(phrase: str, members: tuple[str, ...]) -> None:
    assert _members(phrase) == members


@pytest.mark.parametrize(
    ("closing", "expected"),
    [
        # Mendota Heights MN 205 (1984).
        (
            "Enacted and ordained into an Ordinance this 7th day of February, 1984.",
            date(1984, 2, 7),
        ),
        # Mendota Heights MN 426 (2009).
        (
            "Adopted and ordained into an Ordinance this 3rd day of November, 2009. CITY COUNCIL",
            date(2009, 11, 3),
        ),
        # `enacted` alone reports another law's enactment.
        ("Section 4, as enacted on August 26, 1957, is amended.", None),
    ],
)
def test_minnesota_ordained_closing(closing: str, expected: date | None) -> None:
    match = closing_adoption(closing)
    assert (None if match is None else date_of(match)) == expected
    passage = closing_passage(closing, 0)
    assert (None if passage is None else passage.when) == expected


@pytest.mark.parametrize(
    ("name", "adopted"),
    [("mendota-heights-mn-205", date(1984, 2, 7)), ("mendota-heights-mn-426", date(2009, 11, 3))],
)
def test_ordained_closing_read_in_documents(name: str, adopted: date) -> None:
    assert parsed(name).ordinance.adopted == adopted


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        # Mendota Heights MN 426 (a scan served as one line).
        (
            "Minnesota ordains as follows: SECTION 1 Section 12 -1G -2 of the Mendota Heights "
            "Zoning Ordinance … and Sundays. SECTION 2 This Ordinance shall be in full force",
            ["1", "2"],
        ),
        # Saint Paul MN 11276: `SECTION 1 NO. NO.` is a stamp's words, not a heading.
        ("The Council of the City of Saint,Paul Does Ordain: I SECTION 1 NO. NO. An ordinance", []),
        # A citation after a sentence's end keeps its lower-case word.
        ("as follows. SECTION 2 of the code", []),
    ],
)
def test_bare_capital_section_heading_in_a_flat_text(text: str, numbers: list[str]) -> None:
    assert [match.group(1) for match in INLINE_HEADING.finditer(text)] == numbers


SECTION = TargetPhrase((Target(TargetKind.SECTION, "12-1G-2"),), None, ())


@pytest.mark.parametrize(
    ("tail", "body", "flags"),
    [
        # Mendota Heights MN 426: a numbered condition under a quoted use.
        (
            " to add the following:",
            "Accessory, enclosed retail sales, provided that: 9. Hours of Operation: The hours",
            (PLACE_FLAG,),
        ),
        # The same sentence over text with no numbered part: not read as parts.
        (" to add the following:", "Accessory, enclosed retail sales.", None),
    ],
)
def test_numbered_part_added_by_the_following(
    tail: str, body: str, flags: tuple[str, ...] | None
) -> None:
    assert adds_parts(tail, SECTION, body) == flags


def test_numbered_part_added_in_the_document() -> None:
    (only,) = parsed("mendota-heights-mn-426").ordinance.instructions
    assert (only.verb.value, [t.id for t in only.targets], only.flags) == (
        "add_part",
        ["12-1G-2"],
        (PLACE_FLAG,),
    )


@pytest.mark.parametrize(
    ("before", "cited"),
    [
        # Lino Lakes MN 20A: the title's next line dates the ordinance it amends.
        ("AN ORDINANCE AMENDING ORDINANCE NO. 20, OF THE CITY OF LINO LAKES,      \n", True),
        ("AN ORDINANCE AMENDING ORDINANCE NO. 20, ", True),
        # A closing block after this ordinance's own text: its own passage.
        (
            "This Ordinance shall be in full force and effect from and after its publication.\n",
            False,
        ),
    ],
)
def test_a_title_line_dating_the_amended_ordinance(before: str, cited: bool) -> None:
    text = before + "PASSED BY THE THEN VILLAGE COUNCIL ON AUGUST 26, 1957"
    assert cited_adoption(text, len(before), "PASSED BY") == cited


def test_amended_ordinance_date_is_not_this_ones_adoption() -> None:
    assert parsed("lino-lakes-mn-20a").ordinance.adopted is None


@pytest.mark.parametrize(
    ("caption", "title"),
    [
        # Stillwater MN 2014: the newspaper's heading over the ordinance it prints.
        (
            "City of Stillwater (Official Publication) The City Council of the City of "
            "Stillwater does ordain:",
            "",
        ),
        # Hugo MN 2001-352: a caption with its title.
        (
            "CITY OF HUGO WASHINGTON COUNTY, MINNESOTA ORDINANCE NO. 2001 - 352 AN ORDINANCE "
            "AMENDING CHAPTER 20-1, SUBD. B OF THE HUGO CITY CODE",
            "AN ORDINANCE AMENDING CHAPTER 20-1, SUBD. B OF THE HUGO CITY CODE",
        ),
    ],
)
def test_a_newspapers_heading_is_no_title(caption: str, title: str) -> None:
    assert own_title(caption, caption) == title


SUBDIVISION = TargetPhrase((Target(TargetKind.SUBSECTION, "38-3(2)"),), None, ("(2)",))


@pytest.mark.parametrize(
    ("tail", "flags"),
    [
        # Stillwater MN 2014, item 2: a new Subd. 2 (item 3 moves the old one on).
        (
            " to add a general prohibition for unreasonably disturbing, injurious, or "
            "endangering noise to read as follows:",
            (ENTRY_FLAG,),
        ),
        # Item 1 restates a definition: no part added.
        (" by redefining the term noise to read as follows:", None),
    ],
)
def test_an_entry_added_to_a_subdivision(tail: str, flags: tuple[str, ...] | None) -> None:
    assert adds_parts(tail, SUBDIVISION) == flags


@pytest.mark.parametrize(
    ("name", "adopted"),
    [
        # Shorewood MN 474: an affidavit's scan on one line, no section heading read; the
        # ordinance's `ADOPTED BY THE CITY COUNCIL OF … this 28th day of February 2011`, never
        # the affidavit's `10 day of March, 2011`.
        ("shorewood-mn-474", date(2011, 2, 28)),
    ],
)
def test_a_flat_scan_without_sections_reads_its_closing(name: str, adopted: date) -> None:
    assert parsed(name).ordinance.adopted == adopted
