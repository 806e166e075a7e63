"""Minnesota's subdivisions and verb lines: `1. AMENDING: City Code, Sec. 27-1. Dogs and other
animals. Subd.l0. entitled Reclamation is hereby deleted in its entirety and replaced with the
following that reads:` (Stillwater MN 962).

`Subd.` is the subdivision under a section (`Sec. 27-1. … Subd. 10.` = 27-1(10)), after a title
ended by a period; `AMENDING:` in capitals opens the item's sentence, which runs across its
titles' periods to the colon that ends its line, and is the verb when the words name none; `to
include:` adds words; a subdivision's number with no section named (`Subd. 3.5`) is no target.
"""

from __future__ import annotations

import pytest
from wide_documents import flagged_readings

from parsers.ordinance.sentences import read_sentence
from parsers.ordinance.targets import parse_target_phrase


@pytest.mark.parametrize(
    ("phrase", "targets"),
    [
        (
            "City Code, Sec. 27-1. Dogs and other animals. Subd.l0. entitled Reclamation",
            ["27-1(10)"],
        ),
        ("City Code, Sec. 29-1, entitled Sewer service charges, Subd. 2", ["29-1(2)"]),
        (
            "City Code, Article I, entitled Storm water Utility, Sec. 35-1. Subd. 2, entitled "
            "Penalty for Late Payment",
            ["35-1(2)"],
        ),
        ("City Code, Article III, Street Lighting; Location and Costs, Subd. 3.5", []),
        ("Subdivision 2 of Section 35-1", ["35-1(2)"]),
        ("Subchapter 3.5", ["3.5"]),  # a division of its own, not a part's label
        ("Article I, Chapter 20-1, Subd. B of the Hugo City Code", ["20-1(B)"]),  # Hugo 2001-352
        ("Chapter 20-1, Subd. 3 of the Hugo City Code", ["20-1(3)"]),
        ("Chapter 20, Section 20-1, Subd. B", ["20-1(B)"]),  # the section's own path
    ],
)
def test_a_subdivision_is_read_under_its_section(phrase: str, targets: list[str]) -> None:
    assert [t.id for t in parse_target_phrase(phrase, None, "-").targets] == targets


@pytest.mark.parametrize(
    ("sentence", "verb", "phrase", "tail"),
    [
        (
            "AMENDING: City Code, Sec. 29-1, entitled Sewer service charges, Subd. 2, to read as "
            "follows:",
            "amended",
            "City Code, Sec. 29-1, entitled Sewer service charges, Subd. 2",
            "to read as follows:",
        ),
        (
            "AMENDING: City Code, Sec. 27-1. Dogs and other animals. Subd.l0. entitled Reclamation "
            "is hereby deleted in its entirety and replaced with the following that reads:",
            "deleted",  # the words' own verb (a replacement: `instructions.REPLACED_TOO`)
            "City Code, Sec. 27-1. Dogs and other animals. Subd.l0. entitled Reclamation ",
            " in its entirety and replaced with the following that reads:",
        ),
    ],
)
def test_a_verb_line_opens_its_sentence(sentence: str, verb: str, phrase: str, tail: str) -> None:
    reading = read_sentence(sentence)
    assert reading is not None
    assert (reading.verb, reading.phrase, reading.tail) == (verb, phrase, tail)


def test_a_chapter_s_subdivision_is_replaced_not_the_chapter() -> None:
    assert flagged_readings("hugo-mn-2001-352") == [("replace_part", ("20-1(B)",), True)]


def test_a_running_amending_colon_is_no_verb_line() -> None:
    assert read_sentence("The council is amending: the rules of order.") is None


def test_each_item_of_the_ordinance_is_read() -> None:
    assert flagged_readings("stillwater-mn-962") == [
        (
            "replace_part",
            ("27-1(10)",),
            True,
        ),  # the new text prints `Subd.l0.`: checked by a person
        ("replace_part", ("29-1(2)",), True),
        ("add_text", ("35-1(2)",), False),
        ("replace_part", ("35-1(2)",), True),
        ("add_text", (), True),  # `Subd. 3.5` of no section named
    ]
