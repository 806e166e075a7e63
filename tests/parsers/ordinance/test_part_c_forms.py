"""Forms of part C of the wide development set (issue 20): each row a real document of
`devset_wide/open/` and what a person reads in it (its truth file says the same). `sealed/` is
never read here."""

from __future__ import annotations

from functools import cache

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance.titled import titled_chapter
from parsers.ordinance_records import ParsedOrdinance, Target, TargetKind

OPEN = DEVSET_WIDE / "open"


@cache
def parsed(name: str) -> ParsedOrdinance:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    return parse_ordinance_file(path, f"wide/{path.name}")


def readings(name: str) -> list[tuple[str, tuple[str, ...]]]:
    return [
        (item.verb.value, tuple(t.id for t in item.targets))
        for item in parsed(name).ordinance.instructions
    ]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # `Chapter 1, Title 10` repealed (the superseded text), then re-enacted: sections 10-101 …
        (
            "meridian-id-507",
            [("repeal_superseded", ("10-1",)), ("replace_chapter", ("10-1",))],
        ),
        # `Chapter 14 of Title 25 … is amended to read`: sections 25-14-1 …
        ("salt-lake-city-ut-160-1978", [("replace_chapter", ("25-14",))]),
        # `repeals Title 5, Chapter 10 … and enacts a new Chapter 10`: sections 5-10-1 …
        ("englewood-co-48-1997", [("replace_chapter", ("5-10",))]),
        # OCR's `l.` for the first item `1.`, then `2.` (a scanned Oregon ordinance)
        (
            "rivergrove-or-61-98",
            [("replace_section", ("5.060",)), ("replace_section", ("6.226",))],
        ),
        # `AMENDMENTS TO THE LAND DEVELOPMENT ORDINANCE` / `Amend Section 9.020. … to read …:`
        ("rivergrove-or-72-2002", [("replace_section", ("9.020",))]),
        # a caption without an auxiliary: `Amending Chapter 2, Article 12, Section 3 of …`
        ("albuquerque-nm-o-19-49", [("replace_section", ("2-12-3",))]),
    ],
)
def test_part_c_instructions(name: str, expected: list[tuple[str, tuple[str, ...]]]) -> None:
    assert readings(name) == expected


@pytest.mark.parametrize(
    ("phrase", "text", "expected"),
    [
        ("That Chapter 1, Title 10 of the Revised", "re-enacted: 10-101 ADOPTION", "10-1"),
        ("That Chapter 14 of Title 25 of the Revised", "25-14-1. Creation of office.", "25-14"),
        ("hereby repeals Title 5, Chapter 10 , of the", "5-10-1: DEFINITIONS", "5-10"),
        ("Chapter 62 of Title 17", "17.62.030 Limited term permits", "17.62"),
        # the document prints no section of the chapter: as the phrase parser read it
        ("Title 1, Chapter 135 of the Code", "135.01 Purpose.", "135"),
        # a section called a chapter is no titled chapter
        ("Title 17, Chapter 17.04.020", "17.04.020 Definitions", "135"),
        # a date is no section number of the chapter
        ("Chapter 1, Title 10", "adopted 10-15-98", "135"),
    ],
)
def test_a_chapter_cited_with_its_title(phrase: str, text: str, expected: str) -> None:
    read_as = TargetPhrase((Target(TargetKind.CHAPTER, "135"),), None, ())
    assert titled_chapter(read_as, phrase, text).targets[0].id == expected


@pytest.mark.parametrize(
    ("name", "target", "why"),
    [
        # `Section 24, A, of the Paducah Zoning Ordinance -1961 (Ordinance Book 14, page 507)
        # shall be, and it is hereby, amended by adding …`: an ordinance as enacted
        (
            "paducah-ky-book16-p282",
            "Paducah Zoning Ordinance -1961, Section 24",
            "amends an ordinance as enacted (Paducah Zoning Ordinance -1961), not this code",
        ),
    ],
)
def test_an_ordinance_cited_as_enacted_is_no_part_of_the_code(
    name: str, target: str, why: str
) -> None:
    (item,) = parsed(name).ordinance.instructions
    assert [(t.kind, t.id) for t in item.targets] == [(TargetKind.ORDINANCE, target)]
    assert item.outside == why
