"""An ordinance that prints neither caption, enacting clause nor section headings, and amends the
code sentence by sentence (a records system's scan whose first pages carry no text layer:
`Section 2.16.140 Conduct of meetings be amended to read: … Section 2.28.030 … Item A be
amended to read: … lO. All other sections … be amended by …`).

A person reads such a text as an ordinance: its amending sentences name sections of a code and
say how each changes. Each amending sentence starts a section of its own (without a number, or
with the item number printed before it, OCR's `lO.` read as `10`), so that each gives its own
instruction and its new text runs only to the next. A text with no amending sentence that names
a code number is still refused: nothing in it reads as an ordinance.
"""

from __future__ import annotations

import re

from parsers.ordinance.headings import Heading
from parsers.ordinance.sentences import SEARCH_CHARS, amending_sentences, read_sentence
from parsers.schemes import PRINTED_NUMBER

# A code number of two parts at least (`2.16.140`, `18-31`), as the registry prints numbers: a
# sentence whose target phrase holds one amends a code.
CODE_NUMBER = re.compile(PRINTED_NUMBER)
# An item number printed right before an amending sentence (`10. All other sections …`), with
# OCR's letters for digits (`lO.`: l and I for 1, O and o for 0).
ITEM_NUMBER = re.compile(r"(?:^|(?<=\s))(?P<number>[0-9lIOo]{1,3})\.\s+$")
OCR_DIGITS = str.maketrans("lIOo", "1100")
ONE_LIKE = re.compile(r"[0-9lI]")  # a number holds a digit (or OCR's l or I for 1): `Oo.` is none


def _names_code_number(phrase: str) -> bool:
    return any(re.search(r"\d[.:\-]\s?\d", m.group(0)) for m in CODE_NUMBER.finditer(phrase))


def _sentences(text: str) -> list[tuple[int, int]]:
    """Every amending sentence of the text, in order (`amending_sentences` reads a window)."""
    found: list[tuple[int, int]] = []
    at = 0
    while at < len(text):
        spans = amending_sentences(text, at, len(text))
        found += [span for span in spans if not found or span[0] >= found[-1][1]]
        at = max([at + SEARCH_CHARS] + [last for _, last in spans])
    return found


def _item_number(text: str, start: int) -> tuple[int | None, int]:
    """The item number printed right before a sentence, and where it starts."""
    match = ITEM_NUMBER.search(text, max(0, start - 8), start)
    if match is None:
        return None, start
    printed = match.group("number")
    digits = printed.translate(OCR_DIGITS)
    if not digits.isdigit() or not ONE_LIKE.search(printed):
        return None, start
    return int(digits), match.start("number")


def headless_headings(text: str) -> list[Heading]:
    """One heading per amending sentence that names a code number or follows an item number,
    when one of them names a code number (see the module); none otherwise."""
    phrases = [(span, read_sentence_of(text, *span)) for span in _sentences(text)]
    if not any(_names_code_number(phrase) for _, phrase in phrases):
        return []
    headings: list[Heading] = []
    for (first, _), phrase in phrases:
        number, start = _item_number(text, first)
        # A sentence of new text (`The emergency services council is created …`) starts no
        # instruction: only one that names a code number or follows an item number does.
        if number is not None or _names_code_number(phrase):
            headings.append(Heading(number, start, first, "none"))
    return headings


def read_sentence_of(text: str, first: int, last: int) -> str:
    """The target phrase of the amending sentence `text[first:last]` ("" when it has none)."""
    reading = read_sentence(" ".join(text[first:last].split()))
    return "" if reading is None else reading.phrase
