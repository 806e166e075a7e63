"""Older losses read by part S's mechanisms: a records system's name glued to the caption's
`ORDINANCE 07-26-03` (Sanger TX: the number, and the title after it), and an article numbered
with its chapter (`Chapter 6, Article 6.400`) restated under its own heading: the article
replaced whole, its number as printed."""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.levels import level_target
from parsers.ordinance.metadata import parse_caption
from parsers.ordinance_records import TargetKind, Verb

OPEN = Path(__file__).parent / "devset_wide" / "open"

SANGER = (
    "07-26-03-Ordinance-Amending Food Service Establishments Regulations-07/21/2003ORDINANCE "
    '07-26-03\nTHAT CHAPTER 6, ARTICLE 6.400 "FOOD SERVICE ESTABLISHMENTS",\nOF THE CODE OF '
    "ORDINANCES OF THE CITY OF SANGER, TEXAS, IS\nHEREBY AMENDED; PROVIDING FOR AN EFFECTIVE\n"
    "DATE.\n"
)


@pytest.mark.parametrize(
    ("caption", "number"),
    [
        (SANGER, "07-26-03"),
        # The word glued to a letter is no caption (`…REGULATIONSORDINANCE 5`): nothing read.
        (SANGER.replace("2003ORDINANCE", "RegulationsORDINANCE"), None),
        ("ORDINANCE 2025-20\nAN ORDINANCE AMENDING THE CODE\n", "2025-20"),
    ],
)
def test_number_after_a_glued_records_name(caption: str, number: str | None) -> None:
    assert parse_caption(caption, caption).number == number


def test_title_after_the_glued_number() -> None:
    assert parse_caption(SANGER, SANGER).title.startswith('THAT CHAPTER 6, ARTICLE 6.400 "FOOD')


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("That Chapter 6, Article 6.400 of the Code of Ordinances", "6.400"),
        ("That Chapter 6, Article 2 of the Code of Ordinances", "6-2"),
        ("That Chapter 6, Article 16.400 of the Code", "6-16.400"),  # not its chapter's
    ],
)
def test_an_article_numbered_with_its_chapter(phrase: str, expected: str) -> None:
    found = level_target(phrase)
    assert found is not None and found[0].kind is TargetKind.ARTICLE
    assert found[0].id == expected


def test_sanger_article_restated_whole() -> None:
    parsed = parse_ordinance_file(OPEN / "sanger-tx-07-26-03.txt", "x")
    assert parsed.ordinance.number == "07-26-03"
    (instruction,) = parsed.ordinance.instructions
    assert instruction.verb is Verb.REPLACE_CHAPTER
    assert [t.id for t in instruction.targets] == ["6.400"]
