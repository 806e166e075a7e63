"""Subsection labels as an instruction prints them: one path (`B`, `(B)(1)`, `c.`), or a range
of them (`A through J`, `(a) - (f)`, `(B)(1) to (4)`, `2 - 5`).

A range names each member only when its ends are a simple run (letters of one case, or
numbers): `A through J` is `(A)` … `(J)`. Roman numerals, whose letters are also letters
(`(i) through (v)`), and ends of different shapes are no run: `label_paths` returns None and
the caller leaves the part unread (flagged, `unread_part`), never a label made of the words
between (`(A)(thro)(ugh)(J)`).

Every label a path holds has a label's shape (`is_label`): a number (`12`, `4a`), one letter,
a doubled letter (`aa`) or a Roman numeral; a word (`thro`, `the`) never is.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance_records import Instruction, TargetKind, Verb

# One label's shape: a number with an optional letter (`12`, `4a`), one letter, a doubled letter
# (`aa`, as codes label past `z`) or a Roman numeral (`iv`, `XII`); never a word.
LABEL_SHAPE = re.compile(r"\d{1,3}[A-Za-z]?|[A-Za-z]|(?P<l>[A-Za-z])(?P=l)|[ivxl]{2,6}|[IVXL]{2,6}")
# One piece of a path: a label in parentheses (OCR may print blanks inside, `( c )`, and a
# parenthesis as `~`, `{`, `}`, `[` or `]`: `~4}`), or a bare label with the period that may
# follow it (`B`, `c.`).
PIECE = re.compile(
    r"\s?(?:[(~{\[]\s?(?P<paren>[A-Za-z0-9]{1,6})\s?[)~}\]]|(?P<bare>[A-Za-z0-9]{1,6})\.?)"
)
# The word or dash between a range's ends: `A through J`, `2 - 5`, `(B)(1) to (4)`, `A-J`.
RANGE_WORD = re.compile(r"\s*(?:\bthrough\b|\bthru\b|\bto\b|[-–—])\s*", re.IGNORECASE)
# Letters that are also Roman numerals: a run between two of them is no simple run of letters.
ROMAN_LETTERS = frozenset("ivxlIVXL")
MAX_RUN = 52  # more members than a part has labels means the ends were misread


def is_label(token: str) -> bool:
    """Whether `token` has a subsection label's shape (`B`, `12`, `4a`, `aa`, `iv`)."""
    return LABEL_SHAPE.fullmatch(token) is not None


def label_kind(label: str) -> str:
    """What numbers a level: `number` (`12`, `4a`), `roman` (`iv`, `XII`: two letters or more
    of Roman numerals), `lower` or `upper` (one letter, or a doubled one)."""
    if label[0].isdigit():
        return "number"
    if len(label) > 1 and set(label) <= ROMAN_LETTERS:
        return "roman"
    return "lower" if label.islower() else "upper"


def same_level(path: str, label: str) -> str:
    """The path a later label of a list names after the first path (`(a)(1)` and `(b)` → `(b)`,
    `(B)(1)` and `(2)` → `(B)(2)`): the label takes the place of the first level of `path`
    numbered as it is (`label_kind`), the levels under it dropped; the last level's place when
    none is (the list's own level, as drafters print most lists)."""
    levels = re.findall(r"\(([A-Za-z0-9]{1,5})\)", path)
    kind = label_kind(label)
    at = next((i for i, one in enumerate(levels) if label_kind(one) == kind), len(levels) - 1)
    return "".join(f"({one})" for one in levels[:at]) + f"({label})"


def label_path(text: str) -> tuple[str, ...] | None:
    """The labels of one path (`(B)(1)` → (`B`, `1`); `c.` → (`c`,)); None when `text` holds
    anything but labels."""
    tokens: list[str] = []
    at, text = 0, text.strip()
    while at < len(text):
        piece = PIECE.match(text, at)
        if piece is None:
            return None
        token = piece.group("paren") or piece.group("bare")
        if not is_label(token) or (piece.group("bare") and tokens):  # `B 1`: no one path
            return None
        tokens.append(token)
        at = piece.end()
    return tuple(tokens) or None


def expand_run(first: str, last: str) -> tuple[str, ...] | None:
    """The labels from `first` through `last` when they are a simple run (`A`…`J`, `2`…`5`);
    None otherwise (Roman numerals, mixed shapes, a run backwards or too long)."""
    if first.isdigit() and last.isdigit():
        low, high = int(first), int(last)
        if low < high <= low + MAX_RUN:
            return tuple(str(value) for value in range(low, high + 1))
        return None
    single = len(first) == len(last) == 1 and first.isalpha() and last.isalpha()
    if not single or first.isupper() != last.isupper() or {first, last} <= ROMAN_LETTERS:
        return None
    if ord(first) >= ord(last):
        return None
    return tuple(chr(code) for code in range(ord(first), ord(last) + 1))


def label_paths(item: str) -> tuple[str, ...] | None:
    """The label paths one item of a list names, each as `(B)(1)`: one path, or each member of a
    range whose last end names the last label only (`(B)(1) to (4)` → `(B)(1)` … `(B)(4)`);
    None when the item is neither (a word among the labels, a range that is no simple run)."""
    path = label_path(item)
    if path is not None:
        return ("".join(f"({token})" for token in path),)
    ends = RANGE_WORD.split(item, maxsplit=1)
    if len(ends) != 2:
        return None
    first, last = label_path(ends[0]), label_path(ends[1])
    if first is None or last is None or len(last) > len(first):
        return None
    stem = first[: len(first) - len(last)]
    if first[len(stem) : -1] != last[:-1]:  # `(B)(1) to (C)(4)`: the ends differ above the run
        return None
    run = expand_run(first[-1], last[-1])
    if run is None:
        return None
    prefix = "".join(f"({token})" for token in first[:-1])
    return tuple(f"{prefix}({label})" for label in run)


UNREAD_PART_FLAG = (
    "the sentence names {part} of section {number}, which was not read: nothing is removed or "
    "replaced until a person names the parts"
)
# The part words of `PART_BEFORE_SECTION` (the cheap test before its pattern is built).
PART_WORD = re.compile(
    r"\b(?:Sub-?sections?|Subparagraphs?|Paragraphs?|Subdivisions?|Items?|Clauses?)\s", re.I
)
# A part named before its section (`Subsections A through J of Section`, `Items a., b. and c. of
# Section`, `Paragraphs 2 - 5 of Section`): a part word, its labels, then `of (the/said) Section`.
PART_BEFORE_SECTION = (
    r"(?P<part>\b(?:Sub-?sections?|Subparagraphs?|Paragraphs?|Subdivisions?|Items?|Clauses?)"
    r"\s+[^\n]{{1,60}}?)\s+of\s+(?:the\s+|said\s+)?(?:Section|Sec\.|§)\s*{number}(?![\w.\-])"
)
# Verbs that would remove or replace the whole section the sentence names only parts of.
WHOLE_SECTION_VERBS = frozenset({Verb.REPEAL, Verb.REPLACE_SECTION})


def unread_part(item: Instruction) -> Instruction:
    """The instruction, flagged when it repeals or replaces a whole section whose sentence names
    parts of it before it (`Paragraphs 2 - 5 of Section 4-1-180 are repealed`): the parts were
    not read, and the whole section would lose more than the sentence says."""
    if item.verb not in WHOLE_SECTION_VERBS or item.flags or item.outside is not None:
        return item
    if PART_WORD.search(item.heading) is None:
        return item  # no part word: the pattern of each number need not be built
    for target in item.targets:
        if target.kind is not TargetKind.SECTION:
            continue
        pattern = PART_BEFORE_SECTION.format(number=re.escape(target.id))
        found = re.search(pattern, item.heading, re.IGNORECASE)
        if found is not None:
            flag = UNREAD_PART_FLAG.format(part=found.group("part"), number=target.id)
            return replace(item, flags=(flag,))
    return item
