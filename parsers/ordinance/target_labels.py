"""Subsection labels printed around a target's section number in an instruction sentence.

`Section 17.36.050(C)(1)`, `17.36.050.G`, `17.39.030. H Objective`, `Outdoor displays and sales.
C. 1., 2. and 6.`, `(B) and (C)`: read apart from the number so that each label becomes its own
subsection target (`parsers.ordinance.targets`).
"""

from __future__ import annotations

import re

from parsers.ordinance.levels import trailing_part

# Subsection labels glued to a section number: `(C)(1)(a)`, or `.G` as in `17.36.050.G`. OCR
# prints blanks inside and between the parentheses (`18 - 31 ( c )`): read without them.
PAREN_LABELS = re.compile(r"^ ?((?:\( ?[A-Za-z0-9]{1,5} ?\)(?: (?=\())?)+)")
# More labels of the same level after them, each in its parentheses: `4-2-3(B) and (C)`,
# `(B)(1), (2) and (3)` (each takes the last label's place).
MORE_PAREN = re.compile(
    r"^\s*(?:,\s*(?:(?:and|or|&)\s+)?|(?:and|or|&)\s+)\( ?([A-Za-z0-9]{1,5}) ?\)(?![\w(])"
)
# (`.G` must stand alone: `17.36.050.Goals` is no label.)
DOT_LABEL = re.compile(r"^\.([A-Z])\b(?![.\w])")

# A subsection letter printed right after the section number: `17.39.030. H Objective …`.
HEAD_LABEL = re.compile(r"^\.?\s*([A-Z])(?:[.,]|\s)\s*(?=[A-Z]|$)")

# Labels printed after the section's title: `Outdoor displays and sales. B,` or
# `… and sales. C. 1., 2. and 6.` — a letter after a sentence end, then optional paragraph numbers.
TAIL_LABELS = re.compile(
    r"\.\s+(?P<letter>[A-Z])\s*[.,]?\s*(?P<numbers>(?:\d{1,3}\s*\.?\s*(?:,|and|&)?\s*)*)[.,:\s]*$"
)
# One paragraph number in that tail (`1.`, `2.`, `6.`).
PARAGRAPH_NUMBER = re.compile(r"\d{1,3}")


def _labels_to_suffix(letter: str, numbers: list[str]) -> tuple[str, ...]:
    if not numbers:
        return (f"({letter})",)
    return tuple(f"({letter})({number})" for number in numbers)


def split_labels(rest: str) -> tuple[str, tuple[str, ...]]:
    """Labels printed around a section's title: `(C)(1)`, `.G`, `. H Title`, `Title. C. 1., 2.`."""
    paren = PAREN_LABELS.match(rest)
    if paren is not None:
        labels = ["".join(paren.group(1).split())]
        at = paren.end()
        while (more := MORE_PAREN.match(rest[at:])) is not None:  # `(B) and (C)`
            labels.append(labels[-1][: labels[-1].rindex("(")] + f"({more.group(1)})")
            at += more.end()
        return rest[at:], tuple(labels)
    dot = DOT_LABEL.match(rest)
    if dot is not None:
        return rest[dot.end() :], (f"({dot.group(1)})",)
    head = HEAD_LABEL.match(rest)
    if head is not None:
        return rest[head.end() :], (f"({head.group(1)})",)
    named = trailing_part(rest)  # `… Emergency services council Item A`
    if named is not None:
        return named
    tail = TAIL_LABELS.search(rest)
    if tail is not None:
        numbers = PARAGRAPH_NUMBER.findall(tail.group("numbers"))
        return rest[: tail.start()], _labels_to_suffix(tail.group("letter"), numbers)
    return rest, ()
