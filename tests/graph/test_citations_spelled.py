"""Chapters and titles numbered in words or Roman numerals (`graph.readers.spelled`, over
`parsers.grammar.numbers`): every text is from a real page of the wide development set."""

from __future__ import annotations

import re

import pytest
from find_helpers import unit

from graph.find import find_citations
from parsers.grammar.numbers import NUMBER_WORD, word_number

Found = tuple[str, str, str, str | None]


def found(text: str) -> list[Found]:
    """(raw, kind, number, the range's last number) of every citation in `text`."""
    return [
        (c.raw, c.reference.kind.value, c.reference.number, c.through.number if c.through else None)
        for c in find_citations(unit(text, "1-1"), sentences=None)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Center ND's enacting ordinance: a range of Roman-numeral chapters
        (
            "The Center Revised Ordinances of 2005, consisting of Chapters I through XVII, an",
            [("Chapters I", "chapter", "I", "XVII")],
        ),
        # Forman ND's: chapters spelled out, read as their figures
        (
            "Revised Ordinances of 2011, consisting of Chapters One to Fifteen, both inclusive,",
            [("Chapters One", "chapter", "1", "15")],
        ),
        # Chillicothe OH: the titles making up the Planning and Zoning Code
        (
            "Titles One through Five shall be known and may be cited as the PLANNING AND",
            [("Titles One", "title", "1", "5")],
        ),
        # Bruce SD (the South Dakota Basic Code's preface): a Roman-numeral title of this code
        (
            "and may be codified as part of this Code in Title XVII.\nAdditionally",
            [("Title XVII", "title", "XVII", None)],
        ),
        # Middletown RI: a title before its chapter is the chapter's (the chapter reader's)
        (
            "FIRST: That Town Code Title XV, Chapter 152, Entitled “Zoning Code” is amended",
            [("Chapter 152, Entitled", "chapter", "152", None)],
        ),
        # Urbandale IA: the former code's title in a history note is no citation of this code
        (
            "each offense.\n(Title VII, Ch. 17, § 10)\n",
            [("Ch. 17", "chapter", "17", None), ("§ 10", "external", "10", None)],
        ),
        # another law's title stays that law's
        (
            "discrimination prohibited by Title VII of the Civil Rights Act of 1964 and",
            [
                (
                    "Title VII of the Civil Rights Act of 1964",
                    "external",
                    "",
                    None,
                )
            ],
        ),
        # a chapter's own heading line is none
        ("Chapter One\nGENERAL PROVISIONS\n", []),
        # the enacting ordinances' own section headings, run into their paragraphs, are none
        (
            "Section 2. ENACTMENT. The Center Revised Ordinances of 2005, consisting of Chapters I"
            " through XVII, an",
            [("Chapters I", "chapter", "I", "XVII")],
        ),
        (
            "Section 1.  City of Forman, North Dakota, Revised Ordinances of 2011.  This ordinance"
            " and the ordinances hereby adopted shall be known",
            [],
        ),
        # a sentence opening its line with a citation still cites it
        (
            "Section 1-3 applies to every permit. The board",
            [("Section 1-3", "section", "1-3", None)],
        ),
    ],
)
def test_divisions_numbered_in_words_or_roman(text: str, expected: list[Found]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("words", "number"),
    [("One", 1), ("Fifteen", 15), ("seventeen", 17), ("Twenty-one", 21), ("thirty two", 32)],
)
def test_number_words(words: str, number: int) -> None:
    assert word_number(words) == number
    assert re.fullmatch(NUMBER_WORD, words)


@pytest.mark.parametrize("words", ["Oneida", "Twenty-Onesie", "hundred", "Ten-Year"])
def test_not_number_words(words: str) -> None:
    assert not re.fullmatch(NUMBER_WORD, words)
