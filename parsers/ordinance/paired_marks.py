"""Old and new words printed side by side, their marks lost: a changed reference or number.

A redline prints the struck words before the inserted ones. When a copy drops the formatting,
the two stand back to back, nothing between them, where prose never puts two such things:

- two code references of one shape (`Sec. 2.05(3) 2.05(1)(a), MGO.`);
- two spelled numbers that make no compound number (`an affirmative vote of five three (3) or
  more members`, Collier County FL 2003-08): units or teens after units or teens, tens after
  tens (`twenty five` is one number, `five three` two);
- two titles of an office, the first in lower case, the second capitalized (`designated by the
  chief zoning inspector Director of Urban Development, or his/her designee`, Mobile AL): one
  office named twice over, the old name and the new.

Either shows a word edit whose marks were lost (`lost_marks`): flagged, never applied.
"""

from __future__ import annotations

import re

from parsers.ordinance_records import WordEdit

PAIRED_LOST = (
    "two references printed side by side ({old} {new}): the struck one and the one inserted, "
    "their marks lost (the formatting did not survive); a person must apply the word edit"
)
# Two code references of one shape printed back to back, nothing between them (`Sec. 2.05(3)
# 2.05(1)(a), MGO.`): a changed reference whose strike-through and underline a copy lost, the
# struck one first (as every redline prints them). A list separates its members (`,`, `and`).
PAIRED_REFERENCES = re.compile(
    r"(?<![\w.(])(?P<old>\d+(?:[.\-]\d+)+(?:\([A-Za-z0-9]{1,4}\))*)[ \t]+"
    r"(?P<new>\d+(?:[.\-]\d+)+(?:\([A-Za-z0-9]{1,4}\))*)(?![\w(])"
)


def paired_references(text: str) -> WordEdit | None:
    """The one changed reference whose marks were lost (`PAIRED_REFERENCES`, both of one shape:
    `2.05(3)` then `2.05(1)(a)`), as a word edit of the struck one into the other; None when the
    text prints none, or several (which pairs belong together is then a reading)."""
    found = [
        m
        for m in PAIRED_REFERENCES.finditer(text)
        if _shape(m.group("old")) == _shape(m.group("new"))
    ]
    if len(found) != 1:
        return None
    return WordEdit("", found[0].group("old"), found[0].group("new"), "")


SHAPE = re.compile(r"\d+")  # a number's digits, for its shape (`2.05` → `#.#`)


def _shape(reference: str) -> str:
    """The shape of a reference's section number, its labels aside (`2.05(3)` → `#.#`)."""
    return SHAPE.sub("#", reference.split("(")[0])


# The spelled numbers a count is written in: units and teens, and tens.
UNITS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    "sixteen|seventeen|eighteen|nineteen"
)
TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
# Two spelled numbers back to back that make no one number (see the module): units or teens then
# units, teens or tens, or tens then tens; the second word not joined on by a hyphen
# (`one two-family dwelling` counts dwellings).
PAIRED_NUMBERS = re.compile(
    rf"\b(?P<old>{UNITS})[ \t]+(?P<new>{UNITS}|{TENS})\b(?![-\w])"
    rf"|\b(?P<old_tens>{TENS})[ \t]+(?P<new_tens>{TENS})\b(?![-\w])",
    re.IGNORECASE,
)
NUMBERS_LOST = (
    "two spelled numbers printed side by side ({old} {new}): the struck one and the one "
    "inserted, their marks lost (the formatting did not survive); a person must apply the word "
    "edit"
)


def paired_numbers(text: str) -> WordEdit | None:
    """The first two spelled numbers printed side by side (`PAIRED_NUMBERS`), as a word edit of
    the struck one into the other; None when the text prints none."""
    found = PAIRED_NUMBERS.search(text)
    if found is None:
        return None
    old = found.group("old") or found.group("old_tens")
    new = found.group("new") or found.group("new_tens")
    return WordEdit("", old, new, "")


# The words that end the name of an office (`chief zoning inspector`, `Director of Urban
# Development`): the common titles of municipal officers.
OFFICES = "inspector|director|officer|engineer|administrator|manager|clerk|official|attorney"
# An office named in lower case after `the` (up to three words before its title word), then at
# once another capitalized (`Director`, `Planning Director`, `Director of Urban Development`).
PAIRED_OFFICES = re.compile(
    rf"\bthe\s+(?P<old>(?:[a-z]+\s+){{0,3}}?(?:{OFFICES}))[ \t]+"
    rf"(?P<new>(?:[A-Z][a-z]+[ \t]+){{0,3}}?(?-i:{OFFICES.title()})"
    r"(?:[ \t]+of(?:[ \t]+[A-Z][a-z]+)+)?)\b"
)
OFFICES_LOST = (
    "two names of an office printed side by side ({old} {new}): the struck one and the one "
    "inserted, their marks lost (the formatting did not survive); a person must apply the word "
    "edit"
)


def paired_words(text: str) -> tuple[WordEdit, str] | None:
    """The first old and new words printed side by side (spelled numbers, `paired_numbers`;
    names of an office, `PAIRED_OFFICES`) as a word edit, and the flag that says so; None when
    the text prints neither."""
    numbers = paired_numbers(text)
    if numbers is not None:
        return numbers, NUMBERS_LOST.format(old=numbers.deleted, new=numbers.inserted)
    office = PAIRED_OFFICES.search(text)
    if office is None:
        return None
    edit = WordEdit("", office.group("old"), office.group("new"), "")
    return edit, OFFICES_LOST.format(old=edit.deleted, new=edit.inserted)
