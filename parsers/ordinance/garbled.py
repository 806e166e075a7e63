"""A target number OCR misread in one character, mended from a second printing of it.

A scan's sentence may print its target `Section 1y00` (a `9` read as `y`) while the section's own
caption prints `RENUMBERING SECTICN 1900 …` (its keyword misread instead). Neither reading alone
names the target; together they do: the caption's number has every character of the sentence's
token but the misread one, which is a digit there. Nothing is guessed: the token must hold
exactly one letter between digits, and the witness exactly one number that fits it.
"""

from __future__ import annotations

import re

# A keyword, then a token of digits with one letter between them (`Section 1y00`): a number OCR
# misread; a code's letter suffix (`4A`, `17.36.020B`) ends a number and is never read so.
GARBLED = re.compile(
    r"\b(?:Sections?|Sec\.|Chapter|§)\s*(?P<token>\d+[A-Za-z]\d+(?:[.\-]\d+)*)(?![\w.\-])",
    re.IGNORECASE,
)
# A number in the witness: digits with their joints.
WITNESS_NUMBER = re.compile(r"(?<![\w.\-])\d+(?:[.\-]\d+)*(?![\w.\-])")


def mended_number(sentence: str, witness: str) -> str | None:
    """The number the sentence prints garbled (`GARBLED`), as `witness` prints it: the one number
    there equal to the token but for its letter, a digit there (`1y00` + `SECTICN 1900` →
    `1900`); None when the sentence prints no such token or the witness not exactly one fit."""
    found = GARBLED.search(sentence)
    if found is None:
        return None
    token = found.group("token")
    letter = next(at for at, char in enumerate(token) if char.isalpha())
    fit = re.compile(rf"{re.escape(token[:letter])}\d{re.escape(token[letter + 1 :])}")
    fits = {m.group() for m in WITNESS_NUMBER.finditer(witness) if fit.fullmatch(m.group())}
    return fits.pop() if len(fits) == 1 else None
