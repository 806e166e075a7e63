"""The tokens of a permit matrix's printed lines: permit codes, footnote marks, section numbers
and the words of labels, each with its offsets and its place on its line.

Which codes are permit codes comes from the table's own legend (`MUP Minor Use Permit
required`); dashes (`–`, `-`, `--`) always mean "not allowed".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

# One token: the phrase `See Note 5 Below` (a cell of the specific-use column that points at a
# note), or any run of non-blank characters.
TOKEN = re.compile(r"See\s+Note\s+\(?\d{1,2}\)?\s+[Bb]elow|\S+")

# A footnote mark on its own: `(2)`. Marks are one or two digits; `(RCFE)` is a word.
MARK = re.compile(r"^\((?P<mark>\d{1,2})\)$")

# Marks printed against a word or a code, before or after it: `UP(2)`, `(2)UP`, `Trade(3)`.
MARKS_AFTER = re.compile(r"(?P<marks>(?:\(\d{1,2}\))+)$")
MARKS_BEFORE = re.compile(r"^(?P<marks>(?:\(\d{1,2}\))+)(?=\S)")
ONE_MARK = re.compile(r"\((\d{1,2})\)")

# The "not allowed" dashes: en dash, em dash, hyphen, a doubled hyphen.
DASHES = frozenset({"–", "—", "-", "--", "––", "‐"})

# A section or chapter number in the specific-use column: `17.42.150`, `17.42.130(E)`,
# `14.38`, `17.40`; a trailing comma separates two (`17.42.220, 17.42.240`).
REFERENCE = re.compile(r"^(?:§\s*)?\d{1,3}\.\d{1,3}(?:\.\d{1,4})?(?:\([A-Za-z0-9]{1,4}\))*,?$")
SEE_NOTE = re.compile(r"^See\s+Note", re.I)

# Permit codes used when a table prints no legend: the common ones of California and other
# codes (permitted, minor/administrative/conditional use permit, special, limited, temporary).
DEFAULT_CODES = frozenset({"P", "MUP", "UP", "CUP", "AUP", "S", "A", "C", "L", "TUP", "X", "N"})


class Kind(StrEnum):
    VALUE = "value"  # a permit code, perhaps with marks: `UP(2)`, `P/MUP`, `–`
    MARK = "mark"  # a footnote mark standing alone: `(2)`
    REFERENCE = "reference"  # a section number or `See Note 5 Below`
    WORD = "word"  # anything else: a word of a label or heading


@dataclass(frozen=True, slots=True)
class Token:
    kind: Kind
    text: str  # the value or word without its marks
    marks: tuple[str, ...]  # marks printed against it
    start: int  # offsets in the table's text
    end: int
    line: int  # the index of its line
    first: bool  # first token of its line
    last: bool  # last token of its line

    @property
    def dash(self) -> bool:
        return self.kind is Kind.VALUE and self.text in DASHES

    @property
    def alone(self) -> bool:
        return self.first and self.last


def is_code(text: str, codes: frozenset[str]) -> bool:
    """`UP`, `–`, `P/MUP`, or the first half of a split `P/` `MUP`."""
    if text in DASHES or text in codes:
        return True
    parts = text.split("/")
    return len(parts) == 2 and parts[0] in codes and (parts[1] in codes or parts[1] == "")


def _classify(raw: str, codes: frozenset[str]) -> tuple[Kind, str, tuple[str, ...]]:
    mark = MARK.match(raw)
    if mark is not None:
        return Kind.MARK, raw, (mark.group("mark"),)
    if REFERENCE.match(raw) or SEE_NOTE.match(raw):
        return Kind.REFERENCE, " ".join(raw.rstrip(",").split()), ()
    after = MARKS_AFTER.search(raw)
    before = MARKS_BEFORE.match(raw)
    core = raw
    marks: list[str] = []
    if before is not None:
        marks += ONE_MARK.findall(before.group("marks"))
        core = core[before.end() :]
    if after is not None and after.start() > 0 and core.endswith(after.group("marks")):
        marks += ONE_MARK.findall(after.group("marks"))
        core = core[: len(core) - len(after.group("marks"))]
    if is_code(core, codes):
        return Kind.VALUE, core, tuple(marks)
    if before is not None:  # `(2)word` is not a code: the marks stay in the word
        core, marks = raw, []
        if after is not None and after.start() > 0:
            marks = ONE_MARK.findall(after.group("marks"))
            core = raw[: after.start()]
    return Kind.WORD, core, tuple(marks)


def tokenize(lines: list[str], codes: frozenset[str], offsets: list[int]) -> list[Token]:
    """Every token of `lines` (whose first characters sit at `offsets` in the table's text)."""
    tokens: list[Token] = []
    for index, (line, offset) in enumerate(zip(lines, offsets, strict=True)):
        found = list(TOKEN.finditer(line))
        for position, match in enumerate(found):
            kind, text, marks = _classify(match.group(), codes)
            tokens.append(
                Token(
                    kind,
                    text,
                    marks,
                    offset + match.start(),
                    offset + match.end(),
                    index,
                    position == 0,
                    position == len(found) - 1,
                )
            )
    return tokens
