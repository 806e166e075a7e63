"""Chapters and titles numbered in words or Roman numerals: `Chapters I through XVII`,
`Chapters One to Fifteen, both inclusive`, `Titles One and Two`, `this Code in Title XVII`.

An enacting ordinance names the chapters it adopts so, and a model code its titles; the numbers
are the shared grammar's (`parsers.grammar.numbers`): a number in words is read as its figures
(`Fifteen` → `15`), a Roman numeral kept as printed (the code's own headings number it so). Only
the capitalized keyword starts one, and only where no other body of law is named with it (`Title
VII of the Civil Rights Act` is that act's, read by the outside-law readers or left alone): a
precision-first reading of what the city's own code numbers this way.
"""

from __future__ import annotations

import re

from graph.readers.cursor import Cursor, Hit, Member, keyword_heading, make_hit
from graph.readers.external import OWN, law_before, law_tail
from graph.records import CitationKind, Reference
from parsers.grammar.numbers import NUMBER_WORD, ROMAN_NUMERAL, word_number

# A division's number in words or Roman numerals, with what it is read as.
_NUMBER_RE = re.compile(rf"(?P<roman>{ROMAN_NUMERAL})|(?P<word>{NUMBER_WORD})")
# `Chapters I`, `Chapter One`, `Titles One`, `Title XVII`: the capitalized keyword, singular or
# plural, before a number in words or Roman numerals (the figures are the digit readers').
SPELLED_DIVISION_RE = re.compile(
    rf"(?P<keyword>Chapter|Title)s?[ \t]+(?=(?:{ROMAN_NUMERAL}|{NUMBER_WORD}))"
)
# A chapter printed right after a title (`Town Code Title XV, Chapter 152`, a former code's `(Title
# VII, Ch. 17, § 10)`): the chapter is the citation (a code numbering its titles in Roman numerals
# numbers its chapters through the whole code), read by the chapter reader; the title is left.
_CHAPTER_AFTER_RE = re.compile(r",?[ \t]*(?:Chapter|Ch\.)[ \t]*\d")
_KINDS = {"Chapter": CitationKind.CHAPTER, "Title": CitationKind.TITLE}


def read_spelled_division(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Chapters I through XVII` → chapters I through XVII; `Chapters One to Fifteen` → 1
    through 15; None on a heading line (`Chapter One⏎GENERAL PROVISIONS`) or where another law
    is named before or after (`Title VII of the Civil Rights Act of 1964`)."""
    if keyword_heading(text, anchor.start()):
        return None
    kind = _KINDS[anchor["keyword"]]
    cur = Cursor(text, anchor.end(), [])

    def item() -> Member | None:
        m = cur.match(_NUMBER_RE)
        if m is None:
            return None
        number = m["roman"] or str(word_number(m["word"]))
        return Member(Reference(kind, number), m.start(), m.end())

    first = item()
    if first is None:
        return None
    if kind is CitationKind.TITLE and _CHAPTER_AFTER_RE.match(text, cur.pos):
        return None
    cur.members.append(first)
    cur.list_of(item)
    found, _ = law_before(text, anchor.start())
    if found is None:
        found = law_tail(cur)
    if found is not None and found is not OWN:
        return None  # another law's division: never this code's
    return make_hit(anchor.start(), cur.pos, cur.members)
