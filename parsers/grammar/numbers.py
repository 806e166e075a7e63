"""A printed number read whole: the blanks a drafter or OCR sets inside it dropped.

`17. 28.050` → `17.28.050`, `3- 18` → `3-18`, `18 - 31` → `18-31`. Both readers read a number so
before they look it up (`graph.readers.cursor`, `parsers.ordinance.paths.normalize_number`); its
shape, and what each part of it is, is the numbering-scheme registry's (`parsers.schemes`).

A division numbered in words or Roman numerals (`Chapters One to Fifteen`, `Title XVII`,
`article three, chapter fifty-nine`): `NUMBER_WORD` and `word_number`, `ROMAN_NUMERAL`, the one
reading of them the citation grammar uses (`graph.readers.spelled`, `graph.readers.divisions`).
"""

from __future__ import annotations


def squash(number: str) -> str:
    """`17. 28.050` → `17.28.050`, `3- 18` → `3-18` (split and joined: no regex for every
    number read)."""
    return "".join(number.split())


# The words of the numbers one to nineteen, and of the tens from twenty (`word_number`'s order).
_ONES = (
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)  # fmt: skip
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_LONGEST_FIRST = sorted(_ONES, key=len, reverse=True)
# A number from one to ninety-nine spelled in words, capitalized or not (`One`, `Fifteen`,
# `Twenty-one`, `thirty two`): how an enacting ordinance numbers the chapters it adopts
# (`Chapters One to Fifteen, both inclusive`). Whole words only; the caller reads it with
# `word_number`.
NUMBER_WORD = (
    rf"(?i:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_ONES[:9])}))?|{'|'.join(_LONGEST_FIRST)})"
    r"(?![\w-])"
)
# A Roman numeral in capitals, well formed, up to 399 (`I`, `IV`, `XVII`, `XL`): the chapters and
# titles a code numbers so (`Chapters I through XVII`, `Title XVII`); kept as printed, the way the
# code's own headings number them.
ROMAN_NUMERAL = r"(?=[IVXLC])C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})(?![\w-])"


def word_number(words: str) -> int | None:
    """`Fifteen` → 15, `Twenty-one` → 21, `thirty two` → 32; None for anything else."""
    parts = words.lower().replace("-", " ").split()
    if len(parts) == 1 and parts[0] in _ONES:
        return _ONES.index(parts[0]) + 1
    if not parts or parts[0] not in _TENS or len(parts) > 2:
        return None
    ones = _ONES.index(parts[1]) + 1 if len(parts) == 2 and parts[1] in _ONES[:9] else 0
    if len(parts) == 2 and not ones:
        return None
    return 20 + 10 * _TENS.index(parts[0]) + ones
